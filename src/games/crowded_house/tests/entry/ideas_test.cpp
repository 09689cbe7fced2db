// Issue 27: the computer plays Crowded House's own idea. Check is only about the next player, so a
// king may legally step where the player after next could take it; the partner must then save it
// on their one move, and if they cannot, the team is mated. The computer (any seat, the default
// level and full strength) does not leave its partner such a king for material.
#include <algorithm>
#include <string>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog::entries {
const Variant& crowded_house_variant();
}

namespace menagerie::catalog {
namespace {

const Variant& house_for_ideas() { return entries::crowded_house_variant(); }

// White (king side) to move. Kxd2 takes a knight, and is legal: d2 is guarded only by the rook c2
// and the bishop c3, whose captures there stay within a-d (Black, queen side's half), and the next
// player is Black (king side). But after any reply White (queen side) faces a double check from the
// player after her, and every square around d2 is guarded by a capture starting on a-d (c1 e2 by
// the rook, e1 by the bishop through d2, c2 c3 d3 e3 by the knights; d1 is White's own): mate.
const std::string kPartnerTrap = "k7/pp5p/8/3n4/1n6/2b5/2rn1PPP/3RK1QR w - - 0 1 k";

int black_mates_in_after_the_capture() {
  auto table = house_for_ideas().create({{"fen", kPartnerTrap}});
  table->play("e1d2");
  auto engine = house_for_ideas().make_engine();
  engine::Limits limits;
  limits.depth = 4;
  return engine->think(table->observation(table->to_move()), limits, {}, nullptr).mate_moves;
}

TEST(CrowdedHouseIdeas, TheTrapIsLegalAndMates) {
  auto table = house_for_ideas().create({{"fen", kPartnerTrap}});
  auto moves = table->legal_moves();
  EXPECT_NE(std::find(moves.begin(), moves.end(), "e1d2"), moves.end());
  // After Kxd2 Black (king side) mates in one move of its own: whatever it plays, White (queen
  // side) has no legal move while in check.
  EXPECT_EQ(black_mates_in_after_the_capture(), 1);
}

TEST(CrowdedHouseIdeas, DoesNotLeaveThePartnerAKingItCannotSave) {
  auto table = house_for_ideas().create({{"fen", kPartnerTrap}});
  auto engine = house_for_ideas().make_engine();
  for (int level : {4, 5}) {
    for (std::uint64_t seed = 0; seed < 6; ++seed) {
      engine->new_game();
      Rng rng(seed);
      auto t = engine->play_level(table->observation(table->to_move()), level, rng);
      EXPECT_NE(t.best, "e1d2") << "level " << level << " seed " << seed;
      EXPECT_FALSE(t.mate && t.score < 0) << t.best << " level " << level << " seed " << seed;
    }
  }
#if !defined(MENAGERIE_SANITIZED)
  Rng rng(1);
  EXPECT_NE(engine->play_level(table->observation(table->to_move()), 8, rng).best, "e1d2");
#endif
}

}  // namespace
}  // namespace menagerie::catalog
