// The PGN record (src/games/half_alice/record.cpp) through the catalog: the variant and the start in
// tags, SAN moves, and Menagerie's own PGN import reading it back to the same game.
#include <string>

#include <gtest/gtest.h>

#include "catalog/import.hpp"
#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog::entries {
const Variant& half_alice_variant();
}

namespace menagerie::catalog {
namespace {

const Variant& alice() { return entries::half_alice_variant(); }

// A seeded random game of `plies` on a table made from `options`.
std::unique_ptr<Table> random_game(const json& options, int plies, std::uint64_t seed) {
  auto t = alice().create(options);
  Rng rng(seed);
  for (int i = 0; i < plies && !t->outcome().over(); ++i) {
    auto legal = t->legal_moves();
    t->play(legal[rng.below(legal.size())]);
  }
  return t;
}

bool has_line(const std::string& text, const std::string& line) {
  return text.find(line + "\n") != std::string::npos;
}

TEST(HalfAliceRecord, IsPgnThatImportsBackToTheSameGame) {
  for (const json& options :
       {json::object(), json{{"checkers", "unlimited"}},
        json{{"fen", "r3k2r/pppq1ppp/2n5/4p3/4P3/2N5/PPPQ1PPP/R3K2R w KQkq - 0 1 16"}}}) {
    for (std::uint64_t seed : {1u, 2u, 3u}) {
      auto t = random_game(options, 60, seed);
      std::string pgn = t->record(kSpectator);
      ASSERT_EQ(pgn.rfind("[Event ", 0), 0u) << pgn;
      EXPECT_TRUE(has_line(pgn, "[Variant \"Half Alice Chess\"]")) << pgn;
      const std::string start = t->observation(kSpectator).start;
      if (options.empty()) {
        EXPECT_EQ(pgn.find("[FEN "), std::string::npos) << "the book's start needs no FEN";
      } else {
        EXPECT_TRUE(has_line(pgn, "[SetUp \"1\"]")) << pgn;
        EXPECT_TRUE(has_line(pgn, "[FEN \"" + start + "\"]")) << pgn;
      }
      Imported back = import_text(alice(), json::object(), pgn);
      EXPECT_EQ(back.kind, "pgn");
      EXPECT_EQ(back.moves, t->observation(kSpectator).moves) << pgn;
      EXPECT_EQ(back.shown, t->history(kSpectator));
      if (t->outcome().over()) {
        EXPECT_NE(back.result, "*");
      }
    }
  }
}

}  // namespace
}  // namespace menagerie::catalog
