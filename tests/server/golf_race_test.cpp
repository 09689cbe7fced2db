// Chess Golf's race over the real server: seats that act at once (every golfer counts, computers
// included, without waiting for a turn), the game's timer armed by the room (the timeout played as
// a logged move, replayed after a restart), a count after it refused, and no count reaching
// another golfer or a spectator before the reveal.
#include <gmock/gmock.h>

#include "catalog/variant.hpp"
#include "server/server_fixture.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

bool has(const json& history, const std::string& entry) {
  for (const auto& h : history)
    if (h == entry) return true;
  return false;
}

// One person and two computers: the computers count at once (the first count starts the timer),
// the person waits, the room plays "time" when the timer runs out; a count for that hole is then
// refused, and the game replays the same after a restart.
TEST_F(ServerTest, ARaceOfOnePersonAndTwoComputersAgainstTheTimer) {
  json created = create({{"variant", "golf"},
                         {"options", {{"seats", 3}, {"holes", 2}, {"deal", "2"}, {"timer", 2}}},
                         {"seats",
                          {{{"kind", "human"}},
                           {{"kind", "computer"}, {"level", 8}},
                           {{"kind", "computer"}, {"level", 2}}}},
                         {"take", {0}}});
  std::string id = created["id"], token = created["tokens"]["0"];
  json first;
  auto ws = follow(url_, id, token, &first);
  // Every golfer may count at once (a computer may have counted already).
  EXPECT_EQ(first["view"]["acting"][0], 0);
  EXPECT_EQ(first["view"]["to_move"], 0);
  EXPECT_EQ(first["view"]["legal"].size(), 11u) << "the person's own counts, 0 to 10";
  // The computers count without waiting for the person, each count only "entered"; the first
  // count starts the timer; the person lets it run out, and the room plays the referee's move.
  const std::string time = "time: every missing count becomes 0 (impossible)";
  bool timer_seen = false, computer_counted = false;
  json s = first;
  for (int i = 0; i < 60 && !has(s["view"]["history"], time); ++i) {
    if (s["deadline"].is_object()) {
      timer_seen = true;
      EXPECT_EQ(s["deadline"]["total_ms"], 2000);
      EXPECT_EQ(s["deadline"]["what"], "every missing count becomes 0 (impossible)");
    }
    computer_counted = computer_counted || has(s["view"]["history"], "Golfer 2 entered a count") ||
                       has(s["view"]["history"], "Golfer 3 entered a count");
    s = ws->next_of("state");
  }
  ASSERT_TRUE(has(s["view"]["history"], time)) << s.dump();
  EXPECT_TRUE(computer_counted) << "a computer's count, seen only as entered";
  EXPECT_TRUE(timer_seen) << "the first count started the timer";
  std::string id_path = "/api/games/" + id;
  // The person's missing count became "impossible", revealed with the others.
  json counts = s["view"]["tables"][0];
  if (counts["title"] == "Hole 1: counts") {
    EXPECT_EQ(counts["cells"][0][0], "impossible");
  }
  // A count for hole 1 is refused now, and changes nothing (by then the computers may have
  // demonstrated, and the next hole may be counted).
  ws->send({{"type", "move"}, {"move", "0:count 3 hole 1"}});
  EXPECT_THAT(
      std::string(ws->next_of("error")["message"]),
      ::testing::AnyOf(HasSubstr("the counts of hole 1 are closed"),
                       HasSubstr("that count is for hole 1; the golfers are counting hole 2")));
  EXPECT_FALSE(has(get(url_, id_path).as_json()["view"]["history"], "Golfer 1 counts 3"));
  // The whole game as the store has it replays after a restart, the timeout included.
  json before = get(url_, id_path).as_json()["view"]["history"];
  restart();
  json after = get(url_, id_path).as_json()["view"]["history"];
  ASSERT_GE(after.size(), before.size());
  for (std::size_t i = 0; i < before.size(); ++i) EXPECT_EQ(after[i], before[i]) << i;
  EXPECT_TRUE(has(after, "time: every missing count becomes 0 (impossible)"));
}

// A seat may be named with a move; a seat the sender does not hold is refused, and so is a move
// of a seat that may not act, by the referee.
TEST_F(ServerTest, ARaceMoveIsMadeAsOneOfTheSendersSeats) {
  json created = create({{"variant", "golf"},
                         {"options", {{"seats", 2}, {"timer", 0}, {"seed", 3}}},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                         {"take", {0, 1}}});
  std::string id = created["id"];
  auto ws = follow(url_, id, created["tokens"]["0"]);
  ws->send({{"type", "move"}, {"move", "4"}, {"seat", 1}});
  json s = ws->state_at(1);
  EXPECT_EQ(s["view"]["acting"], json::array({0}));
  ws->send({{"type", "move"}, {"move", "5"}, {"seat", 1}});
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("already entered a count"));
  ws->send({{"type", "move"}, {"move", "5"}, {"seat", 2}});
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("one of the seats you hold"));
  ws->send({{"type", "move"}, {"move", "impossible"}});  // the seat that may act: 0
  s = ws->state_at(2);
  EXPECT_TRUE(has(s["view"]["history"], "Golfer 1 says impossible"));
}

// What one golfer's count shows the others, over the server: two races that differ only in
// Golfer 1's count send Golfer 2 and a spectator byte-identical messages and records.
class SameDealTest : public ServerTest {
 protected:
  // Two races dealt alike from one chosen seed, though other golfers join them.
  void configure(server::ServerOptions& o) override { o.allow_chosen_seeds = true; }
};

TEST_F(SameDealTest, ACountReachesNoOtherGolferBeforeTheReveal) {
  struct Race {
    std::string id;
    std::unique_ptr<WsClient> seat0, seat1, spectator;
    std::vector<std::string> seen1, seen_spectator;
  };
  auto normal = [](json m) {
    if (m.contains("game")) {
      m["game"].erase("id");
      m["game"].erase("created_ms");
    }
    m.erase("clock");
    return m.dump();
  };
  auto open = [&](const std::string& count) {
    Race r;
    json created =
        create({{"variant", "golf"},
                {"options", {{"seats", 3}, {"timer", 0}, {"seed", 11}}},
                {"seats", {{{"kind", "human"}}, {{"kind", "human"}}, {{"kind", "human"}}}},
                {"take", {0}}});
    r.id = created["id"];
    json joined = post(url_, "/api/games/" + r.id + "/join", json{{"seat", 1}}).as_json();
    r.seat0 = follow(url_, r.id, created["tokens"]["0"]);
    json first1, first_spectator;
    r.seat1 = follow(url_, r.id, joined["token"], &first1);
    r.spectator = follow(url_, r.id, "", &first_spectator);
    r.seen1.push_back(normal(first1));
    r.seen_spectator.push_back(normal(first_spectator));
    r.seat0->send({{"type", "move"}, {"move", count}, {"ply", 0}});
    r.seen1.push_back(normal(r.seat1->state_at(1)));
    r.seen_spectator.push_back(normal(r.spectator->state_at(1)));
    return r;
  };
  Race a = open("3"), b = open("7");
  EXPECT_EQ(a.seen1, b.seen1) << "Golfer 2";
  EXPECT_EQ(a.seen_spectator, b.seen_spectator) << "a spectator";
  auto record = [&](const Race& r) {
    return get(url_, "/api/games/" + r.id + "/record").body +
           normal(get(url_, "/api/games/" + r.id).as_json());
  };
  EXPECT_EQ(record(a), record(b));
  EXPECT_NE(a.seen_spectator.back().find("Golfer 1 entered a count"), std::string::npos);
}

// In a race a hint would be the solver's count (and the next stroke of an optimal line): the game
// says it gives none (traits "hints": false), and the server refuses one, even against the
// computer. A puzzle golfer alone gets hints.
TEST_F(ServerTest, ARaceGivesNoHintsAPuzzleDoes) {
  json created = create({{"variant", "golf"},
                         {"options", {{"seats", 2}, {"timer", 0}, {"seed", 3}, {"holes", 1}}},
                         {"seats", {{{"kind", "computer"}, {"level", 1}}, {{"kind", "human"}}}},
                         {"take", {1}}});
  std::string id = created["id"];
  json s;
  auto ws = follow(url_, id, created["tokens"]["1"], &s);
  // The computer may have counted before the watch began.
  if (s["view"]["acting"] != json::array({1}))
    ws->next_of("state", [](const json& m) { return m["view"]["acting"] == json::array({1}); });
  EXPECT_EQ(s["game"]["traits"]["hints"], false) << s["game"].dump();
  ws->send({{"type", "hint"}});
  EXPECT_THAT(std::string(ws->next_of("error")["message"]), HasSubstr("this game gives no hints"));
  json puzzle = create({{"variant", "golf"},
                        {"options", {{"seed", 3}, {"holes", 1}, {"deal", "2"}}},
                        {"seats", {{{"kind", "human"}}}},
                        {"take", {0}}});
  json p;
  auto pw = follow(url_, puzzle["id"], puzzle["tokens"]["0"], &p);
  EXPECT_EQ(p["game"]["traits"]["hints"], true);
  pw->send({{"type", "hint"}});
  json hint = pw->next_of("hint");
  EXPECT_EQ(hint["seat"], 0);
  EXPECT_THAT(p["view"]["legal"].dump(), HasSubstr(hint["move"].get<std::string>()));
}

}  // namespace
}  // namespace menagerie::harness
