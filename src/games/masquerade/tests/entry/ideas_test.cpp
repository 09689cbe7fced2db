// Issue 27: the computer plays Masquerade's own idea. It does not know how its own pieces capture;
// it asks (a capture attempt) where a yes would win much and a no costs little, it never asks again
// what a "no" already refuted, and it uses what a "yes" proved. The computer sees only its seat's
// observation (its own powers hidden) and draws its powers from the answers so far.
#include <memory>
#include <string>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog::entries {
const Variant& masquerade_variant();
}

namespace menagerie::catalog {
namespace {

const Variant& masquerade_for_ideas() { return entries::masquerade_variant(); }

// White's rook on d4 may ask to take the queen on f4 (a rook or queen pattern reaches it) or the
// pawn on e6 (a knight's jump). Black's king captures like a king and its queen like a bishop, so
// neither can take the rook or White's king: a "no" costs White only the turn. Black's powers are
// K B N R Q in row order K Q R B N.
// The position after the set-up: White gives Black's powers first, then Black gives White's.
std::unique_ptr<Table> idea_table(std::string_view white_powers) {
  auto t = masquerade_for_ideas().create({{"fen", "8/7k/4p3/8/3R1q2/8/8/K7 w - - 0 1"}});
  t->play("assign KBNRQ");
  t->play("assign " + std::string(white_powers));
  return t;
}

std::string idea_move(const Table& t, int level, std::uint64_t seed) {
  auto engine = masquerade_for_ideas().make_engine();
  Rng rng(seed);
  return engine->play_level(t.observation(t.to_move()), level, rng).best;
}

#if defined(MENAGERIE_SANITIZED)
constexpr std::uint64_t kIdeaSeeds = 2;
#else
constexpr std::uint64_t kIdeaSeeds = 6;
#endif

// Knowing nothing of its rook, the computer asks: a "no" costs only the turn. At the default level
// (six drawn States) it asks about the queen (a rook or queen pattern reaches it, two chances in
// five) or, when no draw gave the rook either pattern, about the pawn (a knight's jump); from
// level 5 on, with more draws, always about the queen.
TEST(MasqueradeIdeas, AsksTheQuestionThatMayWinTheQueen) {
  // Its rook in fact captures like a bishop: the answer would be no, but the computer cannot see it.
  auto t = idea_table("KQBRN");
  for (std::uint64_t seed = 0; seed < kIdeaSeeds; ++seed) {
    std::string move = idea_move(*t, 4, seed);
    EXPECT_TRUE(move == "d4f4" || move == "d4e6") << move << " seed " << seed;
  }
  for (int level : {5, 8})
    for (std::uint64_t seed = 0; seed < (level == 8 ? 1 : kIdeaSeeds); ++seed)
      EXPECT_EQ(idea_move(*t, level, seed), "d4f4") << "level " << level << " seed " << seed;
}

// After "Rd4xf4? — no" the rook captures like none of K, Q, R: asking again would only pass.
TEST(MasqueradeIdeas, DoesNotRepeatARefutedQuestion) {
  auto t = idea_table("KQBRN");
  EXPECT_EQ(t->play("d4f4"), "Rd4xf4? — no");
  t->play("h7h6");
  for (int level : {4, 8})
    for (std::uint64_t seed = 0; seed < (level == 8 ? 1 : kIdeaSeeds); ++seed)
      EXPECT_NE(idea_move(*t, level, seed), "d4f4") << "level " << level << " seed " << seed;
}

// After "Rd4xe6? — yes" the rook is known to capture like a knight, and the queen on f4 is a
// knight's jump from e6: the computer takes it.
TEST(MasqueradeIdeas, UsesWhatAYesProved) {
  auto t = idea_table("KQNRB");
  EXPECT_EQ(t->play("d4e6"), "Rd4xe6? — yes");
  t->play("h7h6");
  for (int level : {4, 8})
    for (std::uint64_t seed = 0; seed < (level == 8 ? 1 : kIdeaSeeds); ++seed)
      EXPECT_EQ(idea_move(*t, level, seed), "e6f4") << "level " << level << " seed " << seed;
}

}  // namespace
}  // namespace menagerie::catalog
