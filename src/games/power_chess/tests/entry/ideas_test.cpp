// Issue 27: the computer plays Power Chess's own idea: captured men come back, and a man brought
// back onto the first rank is a fresh piece. Here only the return mates, and the computer (the
// default level, and full strength) plays it.
#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog::entries {
const Variant& power_chess_variant();
}

namespace menagerie::catalog {
namespace {

const Variant& power_chess_for_ideas() { return entries::power_chess_variant(); }

// White's captured rook (die 6) waits in the near field. Entered on a1 it walks a2..a6 (six steps,
// no shorter walk exists) to the black king on a7, whose other squares b6 b7 the white king
// guards; Black has nothing to put on the a-file. Black's own near-field pawn could always enter on
// rank 7, so no quiet move wins by stalemate: only the return mates.
const std::string kReturnMates = "k4/2K2/5/5/5/5/5 w R6/- p/- 0 1";

TEST(PowerChessIdeas, TheReturnIsTheOnlyMate) {
  auto probe = power_chess_for_ideas().create({{"fen", kReturnMates}});
  int mates = 0;
  for (const auto& m : probe->legal_moves()) {
    auto t = power_chess_for_ideas().create({{"fen", kReturnMates}});
    t->play(m);
    if (t->outcome().over()) {
      ++mates;
      EXPECT_EQ(m, "R6@a1");
      EXPECT_EQ(t->outcome(), Outcome::win(0, "checkmate"));
    }
  }
  EXPECT_EQ(mates, 1);
}

TEST(PowerChessIdeas, MatesByBringingACapturedRookBack) {
  auto t = power_chess_for_ideas().create({{"fen", kReturnMates}});
  auto engine = power_chess_for_ideas().make_engine();
  for (int level : {4, 8})
    for (std::uint64_t seed = 0; seed < (level == 8 ? 1u : 6u); ++seed) {
      engine->new_game();
      Rng rng(seed);
      EXPECT_EQ(engine->play_level(t->observation(t->to_move()), level, rng).best, "R6@a1")
          << "level " << level << " seed " << seed;
    }
}

}  // namespace
}  // namespace menagerie::catalog
