// Position and move text: the seat field, every accepted move form, SAN with check marks from the
// next player's point of view, and the errors for bad positions and moves.
#include <gtest/gtest.h>

#include "core/error.hpp"
#include "games/crowded_house/crowded_house.hpp"
#include "helpers.hpp"

namespace menagerie::crowded_house {
namespace {

using harness::after;
using harness::at;

std::string error_of(auto&& f) {
  try {
    f();
  } catch (const InputError& e) {
    return e.what();
  }
  return "";
}

TEST(CrowdedHouseNotation, PositionTextRoundTripsForEverySeat) {
  State s = CrowdedHouse::start();
  for (int ply = 0; ply < 4; ++ply) {
    std::string text = CrowdedHouse::position_text(s);
    State back = CrowdedHouse::parse_position(text);
    EXPECT_EQ(CrowdedHouse::position_text(back), text);
    EXPECT_EQ(CrowdedHouse::hash(back), CrowdedHouse::hash(s));
    EXPECT_EQ(CrowdedHouse::to_move(back), ply);
    s = after(s, {harness::legal(s).front()});
  }
  EXPECT_EQ(CrowdedHouse::to_move(at("8/8/8/8/8/8/8/K1k5 b - - 0 1 q")), 3);
}

TEST(CrowdedHouseNotation, MoveForms) {
  State s = at("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1 k");
  Move short_castle = CrowdedHouse::parse_move(s, "e1g1");
  EXPECT_EQ(short_castle.kind(), Move::kCastling);
  EXPECT_EQ(CrowdedHouse::parse_move(s, "e1h1"), short_castle);
  EXPECT_EQ(CrowdedHouse::parse_move(s, "O-O"), short_castle);
  EXPECT_EQ(CrowdedHouse::parse_move(s, "0-0"), short_castle);
  EXPECT_EQ(CrowdedHouse::move_text(s, CrowdedHouse::parse_move(s, "O-O-O")), "e1c1");
  EXPECT_EQ(CrowdedHouse::move_display(s, short_castle), "O-O");
  State start = CrowdedHouse::start();
  EXPECT_EQ(CrowdedHouse::parse_move(start, "Nf3"), CrowdedHouse::parse_move(start, "g1f3"));
  EXPECT_EQ(CrowdedHouse::move_display(start, CrowdedHouse::parse_move(start, "e4")), "e4");
  State stuck = at("7k/8/8/8/8/8/6PP/7K w - - 0 1 q");
  EXPECT_EQ(CrowdedHouse::parse_move(stuck, "0000"), kPass);
  EXPECT_EQ(CrowdedHouse::move_display(stuck, kPass), "pass");
}

// Issue 25: SAN as every SAN reader takes it, needless disambiguation, 'x' and marks included.
TEST(CrowdedHouseNotation, SanWithNeedlessDisambiguation) {
  State start = CrowdedHouse::start();
  const Move nf3 = CrowdedHouse::parse_move(start, "g1f3");
  for (const char* text : {"Ngf3", "N1f3", "Ng1f3", "Ng1-f3", "Nf3+", "Nf3!?"})
    EXPECT_EQ(CrowdedHouse::parse_move(start, text), nf3) << text;
  EXPECT_EQ(CrowdedHouse::parse_move(start, "e2e4"), CrowdedHouse::parse_move(start, "e4"));
  EXPECT_EQ(CrowdedHouse::parse_move(start, "e2-e4"), CrowdedHouse::parse_move(start, "e4"));
  // A capture with the origin square, and promotion as e8=Q or e8Q.
  State s = at("1n2k3/P7/8/3p4/4P3/8/8/4K3 w - - 0 1 k");
  EXPECT_EQ(CrowdedHouse::parse_move(s, "e4xd5"), CrowdedHouse::parse_move(s, "exd5"));
  State q = at("1n2k3/P7/8/3p4/4P3/8/8/4K3 w - - 0 1 q");
  EXPECT_EQ(CrowdedHouse::parse_move(q, "a7xb8=Q"), CrowdedHouse::parse_move(q, "a7b8q"));
  EXPECT_EQ(CrowdedHouse::parse_move(q, "axb8Q"), CrowdedHouse::parse_move(q, "a7b8q"));
  // A disambiguation that names the wrong piece is refused.
  EXPECT_NE(error_of([&] { CrowdedHouse::parse_move(start, "Nbf3"); }), "");
  // Two knights may reach d2: plain Nd2 is ambiguous, and the error says how to write each.
  State two = at("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1 q");
  EXPECT_EQ(CrowdedHouse::move_text(two, CrowdedHouse::parse_move(two, "Nbd2")), "b1d2");
  EXPECT_EQ(CrowdedHouse::move_text(two, CrowdedHouse::parse_move(two, "Nfd2")), "f1d2");
  EXPECT_NE(error_of([&] { CrowdedHouse::parse_move(two, "Nd2"); }).find("ambiguous"),
            std::string::npos)
      << error_of([&] { CrowdedHouse::parse_move(two, "Nd2"); });
}

// "+" and "#" speak of the player who moves next, checked by the mover's partner.
TEST(CrowdedHouseNotation, CheckMarksAreForTheNextPlayer) {
  State s = at("6k1/5ppp/8/8/8/8/7P/K2R4 w - - 0 1 q");
  EXPECT_EQ(CrowdedHouse::move_display(s, CrowdedHouse::parse_move(s, "d1d8")), "Rd8#");
  // Re8 by Walter attacks g8 within the king side: Betty (next) is not in check (Winnie would
  // need to capture), so no mark.
  State w = at("6k1/5ppp/8/8/8/8/7P/K3R3 w - - 0 1 k");
  EXPECT_EQ(CrowdedHouse::move_display(w, CrowdedHouse::parse_move(w, "e1e8")), "Re8");
}

TEST(CrowdedHouseNotation, BadPositionsAreNamed) {
  EXPECT_NE(error_of([] { at("8/8/8/8 w - - k"); }).find("4 ranks, not 8"), std::string::npos)
      << error_of([] { at("8/8/8/8 w - - k"); });
  EXPECT_NE(error_of([] { at("4k3/8/8/8/8/8/8/4K3 w - -"); }).find("found 4 fields"),
            std::string::npos);
  EXPECT_NE(error_of([] { at("4k3/8/8/8/8/8/8/4K3 x - - 0 1 k"); }).find("side-to-move"),
            std::string::npos);
}

TEST(CrowdedHouseNotation, BadMovesAreNamed) {
  State s = after(CrowdedHouse::start(), {"e2e4", "e7e5"});  // Winnie to move
  EXPECT_NE(error_of([&] {
              CrowdedHouse::parse_move(s, "Be2");
            }).find("starts and ends outside the queen side (files a-d)"),
            std::string::npos);
  EXPECT_NE(error_of([&] { CrowdedHouse::parse_move(s, "e2 e4"); }).find("write one move"),
            std::string::npos);
  EXPECT_NE(error_of([&] { CrowdedHouse::parse_move(s, "d2d5"); }).find("cannot move to d5"),
            std::string::npos);
  EXPECT_NE(error_of([&] { CrowdedHouse::parse_move(s, "Qz9"); }).find("no legal move"),
            std::string::npos);
}

}  // namespace
}  // namespace menagerie::crowded_house
