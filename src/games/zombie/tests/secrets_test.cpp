// No secret crosses: two games that differ only in where one seat buried a piece look the same,
// byte for byte, to the other seat and to spectators (views, histories, records, pictures,
// positions); once the game is over the record reveals every burial and replays exactly.
#include <gtest/gtest.h>

#include <algorithm>

#include <nlohmann/json.hpp>

#include "catalog/table.hpp"
#include "chess/fen.hpp"
#include "chess/movegen.hpp"
#include "chess/pgn.hpp"
#include "games/zombie/tests/helpers.hpp"

namespace menagerie::zombie {
namespace {

using Table = catalog::GameTable<Zombie>;

std::string shown(const Table& t, Seat k) {
  std::string out = t.view(k).dump() + "\n" + t.record(k) + "\n" + t.render(k) + "\n" +
                    t.position(k) + "\n" + t.observation(k == kSpectator ? 0 : k).info;
  for (const auto& h : t.history(k)) out += h + "\n";
  return out;
}

Table game(std::string_view black_burial) {
  Table t(Zombie::parse_position(chess::kStandardFen));
  for (std::string_view m : {"e2e4", "e7e5", "g1f3", "b8c6", "d2d4", "e5d4"}) t.play(m);
  t.play(black_burial);
  for (std::string_view m : {"f3d4", "bury-b2", "g8f6"}) t.play(m);
  return t;
}

TEST(ZombieSecrets, ABurialSquareIsInvisibleToTheOtherSeat) {
  Table a = game("bury-c6"), b = game("bury-a8");
  EXPECT_EQ(shown(a, 0), shown(b, 0));
  EXPECT_EQ(shown(a, kSpectator), shown(b, kSpectator));
  EXPECT_NE(shown(a, 1), shown(b, 1)) << "Black knows where it buried";
  EXPECT_NE(a.view(0).dump().find("buried"), std::string::npos) << "White sees its own burial";
  EXPECT_EQ(a.view(0).dump().find("c6\":\"target"), std::string::npos);
  EXPECT_NE(a.view(1).dump().find("c6\":\"target"), std::string::npos);
  EXPECT_FALSE(a.view(kSpectator).contains("secret"));
  // Black's own burial, seen by White as the public fact only.
  EXPECT_EQ(a.history(0)[6], "Black buried a pawn; no zombie on e5");
  EXPECT_EQ(a.history(1)[6], "Black buried the pawn under c6; no zombie on e5");
}

// The record is PGN: one SAN move a turn, what else the turn did (a burial, a zombie rising) as
// a comment after it. While the game is played no record names where anything lies buried, not
// even its burier's (a record is passed around); once it is over every burial is named.
TEST(ZombieSecrets, ThePgnNamesBurialsOnlyOnceTheGameIsOver) {
  Table a = game("bury-c6");
  for (Seat k : {Seat(0), Seat(1), kSpectator}) {
    std::string running = a.record(k);
    ASSERT_EQ(running.rfind("[Event", 0), 0u) << running;
    EXPECT_EQ(running.find("under"), std::string::npos) << running;
    EXPECT_EQ(running.find("c6}"), std::string::npos) << running;
    EXPECT_EQ(running.find("b2"), std::string::npos) << running;
    EXPECT_NE(running.find("{Black buried a pawn"), std::string::npos) << running;
  }
  a.resign(0);
  std::string done = a.record(0);
  std::string line = done;  // the movetext as one line, wherever it was wrapped
  std::replace(line.begin(), line.end(), '\n', ' ');
  EXPECT_NE(done.find("[Variant \"Zombie Chess\"]"), std::string::npos) << done;
  EXPECT_NE(done.find("[Result \"0-1\"]"), std::string::npos) << done;
  EXPECT_NE(line.find("3. d4 exd4 {Black buried the pawn under c6} 4. Nxd4 {White buried the pawn "
                      "under b2} 4... Nf6 0-1"),
            std::string::npos)
      << done;
  EXPECT_EQ(done, a.record(kSpectator)) << "once over, the same record for everyone";
  // No zombie has risen: the main line is orthodox chess, and a chess PGN reader follows it.
  chess::PgnGame read = chess::read_pgn(done);
  ASSERT_EQ(read.moves.size(), 8u) << done;
  chess::Position pos = read.start;
  for (chess::Move m : read.moves) chess::play(pos, m);
  EXPECT_EQ(chess::to_fen(pos).substr(0, 40),
            chess::to_fen(a.game_record().state().pos).substr(0, 40));
  EXPECT_EQ(read.result, "0-1");
}

// A turn of several zombie moves is one entry of the movetext, its moves joined by commas (no
// chess reader follows it: the game has left orthodox chess there).
TEST(ZombieSecrets, AHordeTurnIsOneEntry) {
  Table t(Zombie::parse_position("4k3/8/8/8/8/8/8/RN2K2R w - - 0 1 zombies=a1,b1,h1"));
  t.play("a1a2");
  t.play("h1h2");
  t.play("end");
  std::string pgn = t.record(kSpectator);
  EXPECT_NE(
      pgn.find("1. Ra2,Rhh2 {White ends the turn; the zombie white knight on b1 turns to dust"),
      std::string::npos)
      << pgn;
}

}  // namespace
}  // namespace menagerie::zombie
