// The evaluator's weights as the tuner sees them: read at run time, and linear, so that the terms
// weight_terms() reports reproduce evaluate() for any weights; and the tuner's training lines carry
// Chess960 positions (castling rights on any file) through unchanged.
#include <cmath>
#include <sstream>

#include <gtest/gtest.h>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "core/rng.hpp"
#include "engine/texel.hpp"
#include "games/chess960/evaluate.hpp"
#include "games/chess960/start.hpp"

namespace menagerie::chess960 {
namespace {

using chess::Position;

// Positions from random playouts of random starts: openings, middlegames and a few endings.
std::vector<Position> sample_positions(int count, std::uint64_t seed) {
  Rng rng(seed);
  std::vector<Position> out;
  while (int(out.size()) < count) {
    Position pos = start_position(int(rng.below(960)));
    for (int ply = 0; ply < 160 && int(out.size()) < count; ++ply) {
      chess::MoveBuffer moves;
      chess::generate_legal(pos, moves);
      if (moves.empty()) break;
      chess::play(pos, moves[rng.below(moves.size())]);
      if (ply % 7 == 3) out.push_back(pos);
    }
  }
  return out;
}

double white_sum(const WeightTerms& terms, const Weights& w) {
  double sum = 0;
  for (int i = 0; i < Weights::kCount; ++i)
    sum += terms[2 * i] * w.values[i][0] + terms[2 * i + 1] * w.values[i][1];
  return sum;
}

TEST(EvaluateWeights, TermsReproduceTheEvaluationForAnyWeights) {
  Rng rng(3);
  Weights scrambled = default_weights();
  for (auto& pair : scrambled.values)
    for (int& v : pair) v = int(rng.below(301)) - 150;
  for (const Position& pos : sample_positions(300, 11)) {
    auto terms = weight_terms(pos);
    const int sign = pos.side == chess::kWhite ? 1 : -1;
    // Integer division in the phase blend and the tempo term rounds by less than one each.
    for (const Weights* w : {&default_weights(), static_cast<const Weights*>(&scrambled)})
      EXPECT_NEAR(white_sum(terms, *w), sign * evaluate(pos, *w), 2.0) << chess::to_fen(pos);
  }
}

TEST(EvaluateWeights, AreReadAtRunTime) {
  // White has an extra pawn: a pawn worth more makes White's lead larger, by the pawn's change.
  Position pos = chess::parse_fen("4k3/pp6/8/8/8/8/PPP5/4K3 w - - 0 1");
  Weights heavier = default_weights();
  heavier.values[0] = {{300, 300}};
  int base = evaluate(pos), heavy = evaluate(pos, heavier);
  EXPECT_EQ(heavy - base, 300 - default_weights().values[0][1]);  // no pieces: the endgame value
  EXPECT_EQ(Weights::names()[0], "pawn");
  EXPECT_EQ(Weights::names()[Weights::kCount - 1], "king-open-file");
}

TEST(EvaluateWeights, TrainingLinesKeepChess960Positions) {
  std::stringstream file;
  auto positions = sample_positions(40, 29);
  for (std::size_t i = 0; i < positions.size(); ++i)
    file << engine::texel::format_labelled({chess::to_fen(positions[i]), double(i % 3) / 2})
         << "\n";
  auto lines = engine::texel::read_labelled(file, "sample");
  ASSERT_EQ(lines.size(), positions.size());
  for (std::size_t i = 0; i < lines.size(); ++i) {
    Position back = chess::parse_fen(lines[i].position);
    EXPECT_EQ(back.key, positions[i].key) << lines[i].position;
    EXPECT_EQ(lines[i].result, double(i % 3) / 2);
  }
}

}  // namespace
}  // namespace menagerie::chess960
