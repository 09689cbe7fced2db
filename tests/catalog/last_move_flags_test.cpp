// The last move's `capture` and `check` flags (docs/view.md): what the web page sounds, decided by
// the games (move_parts) and the view's check, never by the client.
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "support/view_schema.hpp"

namespace menagerie::catalog {
namespace {

using menagerie::testing::view_schema_errors;

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

}  // namespace
}  // namespace menagerie::catalog
