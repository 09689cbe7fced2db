// Chess960's inputs for the learned evaluation (games/chess960/nnue.hpp) and the accumulator kept
// up to date through moves made and unmade.
#include "games/chess960/nnue.hpp"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "engine/search.hpp"
#include "games/chess960/chess960.hpp"
#include "games/chess960/start.hpp"

namespace menagerie::chess960 {
namespace {

namespace nnue = engine::nnue;

std::shared_ptr<const nnue::Network> random_network(unsigned seed) {
  std::mt19937 rng(seed);
  auto net = std::make_shared<nnue::Network>();
  net->inputs = Chess960::kNnueInputs;
  net->w1.resize(std::size_t(net->inputs) * nnue::kHidden);
  for (auto& w : net->w1) w = std::int16_t(int(rng() % 41) - 20);
  for (auto& b : net->b1) b = std::int16_t(rng() % 60);
  for (auto& w : net->w2) w = std::int8_t(int(rng() % 61) - 30);
  for (auto& b : net->b2) b = std::int32_t(rng() % 2000) - 1000;
  for (auto& w : net->w3) w = std::int16_t(int(rng() % 201) - 100);
  return net;
}

nnue::FeatureList features(const chess::Position& s, int side) {
  nnue::FeatureList l;
  nnue::features_of<Chess960>(s, side, l);
  return l;
}

std::vector<int> list_of(const nnue::FeatureList& l) { return {l.begin(), l.end()}; }

TEST(Chess960Nnue, EachSideSeesTheMirroredStartTheSame) {
  auto s = chess960::start_position(734);
  EXPECT_EQ(features(s, 0).size, 32);
  EXPECT_EQ(list_of(features(s, 0)), list_of(features(s, 1)));
  // Not after a move: White's pawn has left its square, as White and Black each see it.
  auto moved = chess::parse_fen("rkrbbnnq/pppppppp/8/8/4P3/8/PPPP1PPP/RKRBBNNQ b CAca - 0 1");
  EXPECT_NE(list_of(features(moved, 0)), list_of(features(moved, 1)));
}

TEST(Chess960Nnue, InputsStayInRangeAndDistinct) {
  auto s = chess::parse_fen("r3k2r/1P4P1/8/3pP3/8/8/p6p/R3K2R w KQkq d6 0 1");
  for (int side = 0; side < 2; ++side) {
    auto l = list_of(features(s, side));
    EXPECT_EQ(l.size(), 12u);
    EXPECT_TRUE(std::adjacent_find(l.begin(), l.end()) == l.end());
    for (int f : l) EXPECT_TRUE(f >= 0 && f < Chess960::kNnueInputs) << f;
  }
}

// Random games from random starts, each move made and later unmade (a stack of positions and
// their accumulators, as a make/unmake search keeps): at every step the accumulator updated by
// difference equals one summed afresh, and so does the evaluator that follows the positions in
// the order they are visited.
TEST(Chess960Nnue, IncrementalAccumulatorEqualsAFreshOneThroughMakeAndUnmake) {
  auto net = random_network(3);
  std::mt19937 rng(5);
  nnue::Evaluator<Chess960> follower(net);
  for (int game = 0; game < 20; ++game) {
    std::vector<chess::Position> positions{chess960::start_position(int(rng() % 960))};
    std::vector<nnue::Accumulator> stack(1);
    for (int side = 0; side < 2; ++side) stack[0].refresh(*net, side, features(positions[0], side));
    for (int step = 0; step < 120; ++step) {
      chess::MoveBuffer moves;
      chess::generate_legal(positions.back(), moves);
      bool unmake = positions.size() > 1 && (moves.empty() || rng() % 3 == 0);
      if (unmake) {
        positions.pop_back();
        stack.pop_back();
      } else {
        if (moves.empty()) break;
        chess::Position child = positions.back();
        chess::play(child, moves[rng() % moves.size()]);
        nnue::Accumulator next = stack.back();
        for (int side = 0; side < 2; ++side) next.update(*net, side, features(child, side));
        positions.push_back(child);
        stack.push_back(next);
      }
      const auto& s = positions.back();
      nnue::Accumulator fresh;
      for (int side = 0; side < 2; ++side) fresh.refresh(*net, side, features(s, side));
      ASSERT_EQ(stack.back().side, fresh.side) << "game " << game << " step " << step;
      nnue::Evaluator<Chess960> scratch(net);
      ASSERT_EQ(follower.evaluate(s, s.side), scratch.evaluate(s, s.side));
      ASSERT_EQ(follower.accumulator().side, fresh.side);
    }
  }
}

// The network belongs to a searcher (engine/search.hpp), not to the game: Chess960::evaluate is
// the handwritten evaluation whatever a searcher holds.
TEST(Chess960Nnue, ASearcherHoldsItsNetworkTheGameEvaluationStaysHandwritten) {
  auto s = chess::parse_fen("rkrbbnnq/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RKRBBNNQ w CAca - 0 2");
  engine::Searcher<Chess960> with(1), without(1);
  auto net = random_network(4);
  with.set_network(net);
  EXPECT_EQ(with.network(), net.get());
  EXPECT_EQ(without.network(), nullptr);
  EXPECT_EQ(Chess960::evaluate(s), chess960::evaluate(s));
  with.set_network(nullptr);
  EXPECT_EQ(with.network(), nullptr);
}

}  // namespace
}  // namespace menagerie::chess960
