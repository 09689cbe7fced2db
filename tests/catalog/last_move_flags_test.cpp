// The last move's `capture` and `check` flags (docs/view.md): what the web page sounds, decided by
// the games (move_parts) and the view's check, never by the client.
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "support/view_schema.hpp"

namespace menagerie::catalog {
namespace {

using menagerie::harness::view_schema_errors;

// The last move as the spectator sees it after `moves` from `options`.
json last_after(const char* id, const json& options, std::initializer_list<const char*> moves) {
  auto t = find(id).create(options);
  for (const char* m : moves) t->play(m);
  json v = t->view(kSpectator);
  EXPECT_TRUE(view_schema_errors(v).empty());
  return v.value("last_move", json::object());
}

TEST(LastMoveFlags, QuietMoveHasNone) {
  json m = last_after("chess960", {{"sp", 518}}, {"e2e4"});
  EXPECT_FALSE(m.contains("capture"));
  EXPECT_FALSE(m.contains("check"));
}

TEST(LastMoveFlags, CaptureAndCheckmate) {
  json m = last_after("chess960", {{"sp", 518}}, {"e2e4", "d7d5", "e4d5"});
  EXPECT_EQ(m.value("capture", false), true);
  EXPECT_FALSE(m.contains("check"));
  // Scholar's mate: Qxf7# takes and checks.
  m = last_after("chess960", {{"sp", 518}},
                 {"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"});
  EXPECT_EQ(m.value("capture", false), true);
  EXPECT_EQ(m.value("check", false), true);
}

TEST(LastMoveFlags, CastlingTakesNothingAndEnPassantTakes) {
  // Castling is written king-takes-rook (e1h1): still no capture.
  json m = last_after("chess960", {{"fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"}}, {"e1h1"});
  EXPECT_FALSE(m.contains("capture")) << m.dump();
  // En passant lands on an empty square and takes.
  m = last_after("chess960", {{"fen", "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1"}}, {"e2e4", "d4e3"});
  EXPECT_EQ(m.value("capture", false), true) << m.dump();
}

// A game with fields and zones: taking a man sends it off the board; entering from a field takes
// nothing.
TEST(LastMoveFlags, PowerChess) {
  if (!lookup("power-chess")) GTEST_SKIP() << "power-chess is not built here";
  json m = last_after("power-chess", {{"fen", "4k/1P3/5/r34/5/5/R63K w B3/B2 -/- 0 1"}}, {"a1a4"});
  EXPECT_EQ(m.value("capture", false), true) << m.dump();
}

// Every move of a Sniderman round is a capture.
TEST(LastMoveFlags, Sniderman) {
  if (!lookup("chessence-sniderman")) GTEST_SKIP() << "chessence-sniderman is not built here";
  auto t = find("chessence-sniderman").create({{"seed", 42}});
  ASSERT_FALSE(t->legal_moves().empty());
  t->play(t->legal_moves().front());
  EXPECT_EQ(t->view(kSpectator)["last_move"].value("capture", false), true);
}

// A hidden game's last move as another seat and a spectator see it: its public parts only
// (docs/view.md, `last_move`). Zombie: the capture is public, the burial that follows is not.
TEST(LastMoveSeen, ZombieCaptureShownWithoutItsBurial) {
  auto t = find("zombie").create(json::object());
  t->play("e2e4");
  json black = t->view(1);
  ASSERT_TRUE(black.contains("last_move")) << "the opponent's move is public";
  EXPECT_EQ(black["last_move"]["from"], "e2");
  EXPECT_EQ(black["last_move"]["to"], "e4");
  for (auto m : {"d7d5", "e4d5", "bury-d1"}) t->play(m);
  for (Seat k : {Seat(1), kSpectator}) {
    json v = t->view(k);
    EXPECT_TRUE(view_schema_errors(v).empty());
    ASSERT_TRUE(v.contains("last_move")) << k;
    EXPECT_EQ(v["last_move"]["from"], "e4") << "the capture, not the secret burial";
    EXPECT_EQ(v["last_move"]["to"], "d5");
    EXPECT_EQ(v["last_move"].value("capture", false), true);
    EXPECT_EQ(v["last_move"].dump().find("d1"), std::string::npos) << v["last_move"].dump();
  }
  // The burier sees its own last step, the burial.
  EXPECT_EQ(t->view(0)["last_move"]["to"], "d1");
}

// Masquerade: the set-up assignment is secret (no last move for the other seat); a board move is
// public, and an attempt answered "no" took nothing.
TEST(LastMoveSeen, MasqueradeSetUpHiddenAndAttemptsPublic) {
  auto t = find("masquerade").create({{"fen", "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1"}});
  t->play("balanced");
  EXPECT_FALSE(t->view(1).contains("last_move")) << t->view(1)["last_move"].dump();
  EXPECT_FALSE(t->view(kSpectator).contains("last_move"));
  t->play("assign KR QK RN BB NQ");
  EXPECT_EQ(t->view(0).value("last_move", json::object()).dump().find("KR QK"), std::string::npos)
      << "White may not read Black's assignment";
  // White's rook captures like a knight: asking a1xa8 is answered no.
  t->play("a1a8");
  for (Seat k : {Seat(1), kSpectator}) {
    json v = t->view(k);
    ASSERT_TRUE(v.contains("last_move")) << k;
    EXPECT_EQ(v["last_move"]["from"], "a1");
    EXPECT_EQ(v["last_move"]["to"], "a8");
    EXPECT_FALSE(v["last_move"].contains("capture")) << v["last_move"].dump();
  }
}

// Cooperative: the partner's board move is public; a card dealt is not a move to highlight.
TEST(LastMoveSeen, CooperativePartnersMove) {
  auto t = find("cooperative").create({{"seed", 7}});
  json white = t->view(0);
  std::string from, to, text;
  for (const auto& m : white["legal"])
    if (m.contains("from") && m["from"].get<std::string>().size() == 2) {
      from = m["from"], to = m["to"], text = m["text"];
      break;
    }
  ASSERT_FALSE(text.empty());
  t->play(text);
  json black = t->view(1);
  ASSERT_TRUE(black.contains("last_move"));
  EXPECT_EQ(black["last_move"]["from"], from);
  EXPECT_EQ(black["last_move"]["to"], to);
}

// An attempt whose answer is already known to be no stays legal (a wasted turn) but says so: the
// client draws it as known, not as a live capture.
TEST(LastMoveSeen, MasqueradeKnownNoIsNoted) {
  auto t = find("masquerade").create({{"fen", "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1"}});
  t->play("balanced");
  t->play("assign KR QK RN BB NQ");
  auto note_of = [&](const std::string& text) {
    json v = t->view(0);
    EXPECT_TRUE(view_schema_errors(v).empty());
    bool legal = false;
    for (const auto& m : v["legal"]) legal = legal || m["text"] == text;
    EXPECT_TRUE(legal) << text << " stays legal";
    return v.value("move_notes", json::object()).value(text, std::string());
  };
  EXPECT_EQ(note_of("a1a8"), "") << "not yet asked";
  t->play("a1a8");
  t->play("e8d8");
  EXPECT_EQ(note_of("a1a8"), "already answered no");
}

}  // namespace
}  // namespace menagerie::catalog
