// No secret crosses: two games that differ only in where one seat buried a piece look the same,
// byte for byte, to the other seat and to spectators (views, histories, records, pictures,
// positions); once the game is over the record reveals every burial and replays exactly.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "catalog/table.hpp"
#include "chess/fen.hpp"
#include "test_support.hpp"

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

TEST(ZombieSecrets, TheFinishedRecordRevealsBurialsAndReplays) {
  Table a = game("bury-c6");
  EXPECT_EQ(a.record(0).find("bury-c6"), std::string::npos);
  a.resign(0);
  auto record = nlohmann::json::parse(a.record(0));
  EXPECT_NE(record.dump().find("bury-c6"), std::string::npos);
  Table replay(Zombie::parse_position(record["start"].get<std::string>()));
  for (const auto& m : record["moves"]) replay.play(m.get<std::string>());
  EXPECT_EQ(Zombie::position_text(replay.game_record().state()),
            Zombie::position_text(a.game_record().state()));
  EXPECT_EQ(Zombie::hash(replay.game_record().state()), Zombie::hash(a.game_record().state()));
}

}  // namespace
}  // namespace menagerie::zombie
