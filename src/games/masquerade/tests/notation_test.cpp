// Positions and moves as text: the referee's full text round-trips; a viewer's text hides what
// that viewer may not know; malformed positions are refused with the fault named.
#include <gtest/gtest.h>

#include "games/masquerade/masquerade.hpp"
#include "games/masquerade/tests/helpers.hpp"
#include "support/error_of.hpp"

namespace menagerie::masquerade::harness {
namespace {

using menagerie::harness::expect_error;
using M = Masquerade;
constexpr const char* kStart = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1";

TEST(MasqueradeText, PositionsRoundTrip) {
  State s = M::start();
  EXPECT_EQ(M::position_text(s), std::string(kStart) + " - - * *");
  EXPECT_EQ(M::parse_position(M::position_text(s)), s);
  EXPECT_EQ(M::parse_position(kStart), s) << "a plain FEN starts the set-up";
  s = played(s, {"balanced", "identity", "b1c3", "e7e5", "c3e5"});  // Nc3xe5? — no
  EXPECT_NE(M::position_text(s).find(" KQRBN QNBKR "), std::string::npos);
  EXPECT_EQ(s.known[0].count(), 72);
  State t = M::parse_position(M::position_text(s));
  EXPECT_EQ(t, s);
  EXPECT_EQ(M::hash(t), M::hash(s));
  // The option `questions: reachable` is the last word of the text.
  State r = reachable_only(s);
  EXPECT_EQ(M::position_text(r), M::position_text(s) + " reachable");
  EXPECT_EQ(M::parse_position(M::position_text(r)), r);
  EXPECT_EQ(M::parse_position(std::string(kStart) + " reachable"), reachable_only(M::start()));
  EXPECT_EQ(M::parse_observation(M::observation_text(M::observe(r, 1))), M::observe(r, 1));
}

TEST(MasqueradeText, EachViewerSeesOnlyTheirShare) {
  State s = played(M::start(), {"balanced", "identity"});
  const std::string board = std::string(kStart) + " ";
  EXPECT_EQ(M::position_text(s), board + "KQRBN QNBKR * *");
  EXPECT_EQ(M::position_seen(s, 0), board + "? QNBKR * *") << "White gave Black's powers";
  EXPECT_EQ(M::position_seen(s, 1), board + "KQRBN ? * *");
  EXPECT_EQ(M::position_seen(s, kSpectator), board + "? ? * *");
  expect_error([&] { M::parse_position(M::position_seen(s, 0)); }, "only a viewer's text");
}

TEST(MasqueradeText, MalformedPositionsAreNamed) {
  const std::string b = std::string(kStart) + " ";
  expect_error([&] { M::parse_position(b + "KQRBN"); }, "found 7 fields");
  expect_error([&] { M::parse_position(b + "KQRBX QNBKR * *"); }, "White's powers");
  expect_error([&] { M::parse_position(b + "KQRBN QQBKR * *"); }, "given twice");
  expect_error([&] { M::parse_position(b + "KQRBN - * *"); }, "White assigns Black's first");
  expect_error([&] { M::parse_position(b + "- QNBKR 00000000000000000000000000000f *"); },
               "nothing is known yet");
  // The public answers must agree with the secret: identity (permutation 0) is bit 0.
  expect_error([&] { M::parse_position(b + "KQRBN QNBKR 00000000000000000000000000000e *"); },
               "contradict the secret");
  expect_error([&] { M::parse_position(b + "KQRBN QNBKR * 12"); }, "Black's consistent set");
  expect_error([&] { M::parse_position("8/8/8/8/8/8/8/8 w - - 0 1 KQRBN KQRBN * *"); },
               "neither side has a king");
  expect_error([&] { M::parse_position("4k3/8/8/8/8/8/8/8 w - - 0 1"); }, "no king before");
  expect_error([&] { M::parse_position("4k3/8/8/8/8/8/8/8 w - - 0 1 - - * *"); }, "no king before");
  expect_error([&] { M::parse_position("4k3/8/8 w - - 0 1"); }, "bad FEN");
  // A finished game (a king captured) is a position too.
  EXPECT_NO_THROW(M::parse_position("4K3/8/8/8/8/8/8/8 b - - 0 1 KQRBN KQRBN * *"));
}

TEST(MasqueradeText, MovesInEveryAcceptedForm) {
  State s = played(M::start(), {"assign KQ QN RB NR BK", "assign-KQRBN"});
  EXPECT_EQ(M::move_text(s, M::parse_move(s, "Ng1-f3")), "g1f3");
  EXPECT_EQ(M::move_display(s, M::parse_move(s, "g1f3")), "Ng1-f3");
  EXPECT_EQ(M::move_display(s, M::parse_move(s, "e2e4")), "e2-e4");
  State c = with_powers("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1", "identity", "identity");
  for (auto t : {"O-O", "e1h1", "e1g1", "0-0"})
    EXPECT_EQ(M::move_text(c, M::parse_move(c, t)), "e1h1");
  for (auto t : {"O-O-O", "e1a1", "e1c1"}) EXPECT_EQ(M::move_text(c, M::parse_move(c, t)), "e1a1");
  EXPECT_EQ(M::move_display(c, M::parse_move(c, "e1c1")), "O-O-O");
  State setup = M::start();
  for (auto t : {"balanced", "assign KQ QN RB NR BK", "assign-QNBKR", "QNBKR", "assign QNBKR"})
    EXPECT_EQ(M::parse_move(setup, t).assign, kBalanced) << t;
}

TEST(MasqueradeText, SetUpMovesAreSecretToTheOtherSeatAndSpectators) {
  State s = M::start();
  auto m = M::parse_move(s, "balanced");
  EXPECT_EQ(M::move_seen(s, m, 0), "White assigned Black's capture powers: KQ QN RB BK NR");
  EXPECT_EQ(M::move_seen(s, m, 1), "White assigned Black's capture powers");
  EXPECT_EQ(M::move_seen(s, m, kSpectator), "White assigned Black's capture powers");
  s = played(s, {"balanced"});
  m = M::parse_move(s, "identity");
  EXPECT_EQ(M::move_seen(s, m, 0), "Black assigned White's capture powers");
  EXPECT_EQ(M::move_seen(s, m, 1), "Black assigned White's capture powers: KK QQ RR BB NN");
}

// The view names the seats whose next turn is a set-up (docs/view.md, `set_up`), so that a page
// takes no premove that such a turn would drop: both before White assigns, then Black alone.
TEST(MasqueradeText, TheViewNamesTheSeatsStillToSetUp) {
  State s = M::start();
  for (Seat viewer : {Seat(0), Seat(1), kSpectator})
    EXPECT_EQ(M::view(s, viewer).value("set_up", nlohmann::json()), nlohmann::json({0, 1}));
  s = played(s, {"balanced"});
  EXPECT_EQ(M::view(s, 0).value("set_up", nlohmann::json()), nlohmann::json({1}));
  s = played(s, {"identity"});
  EXPECT_FALSE(M::view(s, 0).contains("set_up"));
  EXPECT_FALSE(M::view(s, 1).contains("set_up"));
}

}  // namespace
}  // namespace menagerie::masquerade::harness
