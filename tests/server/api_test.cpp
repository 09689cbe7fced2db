// The REST API (docs/api.md): the catalog, creating and joining games, records, rules pages, static
// files, and every kind of bad request getting a 4xx that names the fault and changes nothing.
#include <gmock/gmock.h>

#include "server/server_fixture.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

const json kHotSeat = {{"variant", "chess960"},
                       {"options", {{"sp", 518}}},
                       {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                       {"take", {0, 1}}};

TEST_F(ServerTest, VariantsListTheCatalogWithSeatsOptionsAndEngines) {
  HttpAnswer a = get(url_, "/api/variants");
  ASSERT_EQ(a.status, 200);
  json v = a.as_json();
  ASSERT_TRUE(v.is_array());
  ASSERT_GE(v.size(), 4u);
  EXPECT_EQ(v[0]["id"], "chess960");
  EXPECT_EQ(v[0]["engine"], true);
  EXPECT_EQ(v[0]["seats"].size(), 2u);
  bool has_sp = false;
  for (const auto& o : v[0]["options"]) has_sp |= o["name"] == "sp";
  EXPECT_TRUE(has_sp);
  // The computer's levels, served with the strength measured for them (docs/strength.md).
  const json& levels = v[0]["levels"];
  ASSERT_EQ(levels.size(), 8u) << levels.dump();
  EXPECT_EQ(levels[0]["level"], 1);
  EXPECT_GT(levels[7]["elo"].get<int>(), levels[6]["elo"].get<int>()) << levels.dump();
  EXPECT_EQ(levels[3]["level"], 4);
  EXPECT_GT(levels[3]["elo"].get<int>(), 1320) << "above stockfish's weakest setting";
  EXPECT_GE(levels[3]["games"].get<int>(), 40);
  EXPECT_GT(levels[5]["elo"].get<int>(), levels[3]["elo"].get<int>()) << levels.dump();
  // A game whose levels were not placed on a scale serves them with no estimate.
  bool found = false;
  for (const json& game : v)
    if (game["id"] == "half-alice") {
      found = true;
      ASSERT_EQ(game["levels"].size(), 8u) << game.dump();
      for (const json& l : game["levels"]) EXPECT_FALSE(l.contains("elo")) << l.dump();
    }
  EXPECT_TRUE(found) << "half-alice is listed";
}

TEST_F(ServerTest, CreateGivesTokensAndTheGameCanBeFetched) {
  json created = create(kHotSeat);
  std::string id = created["id"];
  EXPECT_EQ(id.size(), 16u);
  EXPECT_EQ(created["tokens"]["0"], created["tokens"]["1"]);  // hot-seat: one token, both seats
  EXPECT_EQ(created["url"], "/game/" + id);
  HttpAnswer a = get(url_, "/api/games/" + id);
  ASSERT_EQ(a.status, 200);
  json g = a.as_json();
  EXPECT_EQ(g["game"]["variant"], "chess960");
  EXPECT_EQ(g["game"]["status"], "playing");
  EXPECT_EQ(g["view"]["to_move"], 0);
  EXPECT_FALSE(g["view"].contains("legal")) << "a spectator has no legal moves";
}

TEST_F(ServerTest, BadCreateRequestsNameTheFaultAndCreateNothing) {
  struct Case {
    json request;
    std::string says;
  };
  json two_humans = {{{"kind", "human"}}, {{"kind", "human"}}};
  std::vector<Case> cases = {
      {json::array(), "JSON object"},
      {{{"seats", two_humans}}, "\"variant\" is required"},
      {{{"variant", "dragonchess"}, {"seats", two_humans}}, "dragonchess"},
      {{{"variant", "chess960"}}, "\"seats\" is required"},
      {{{"variant", "chess960"}, {"seats", {{{"kind", "human"}}}}}, "chess960 has 2 seats"},
      {{{"variant", "chess960"}, {"seats", {{{"kind", "robot"}}, {{"kind", "human"}}}}}, "robot"},
      {{{"variant", "chess960"},
        {"seats", {{{"kind", "computer"}, {"level", 9}}, {{"kind", "human"}}}}},
       "level"},
      {{{"variant", "chess960"}, {"seats", two_humans}, {"options", {{"sp", 960}}}}, "sp"},
      {{{"variant", "chess960"}, {"seats", two_humans}, {"options", {{"colour", 1}}}}, "colour"},
      {{{"variant", "chess960"}, {"seats", two_humans}, {"clock", {{"initial_s", 0}}}},
       "initial_s"},
      {{{"variant", "chess960"},
        {"seats", two_humans},
        {"clock", {{"initial_s", 60}, {"increment_s", -1}}}},
       "increment_s"},
      {{{"variant", "chess960"}, {"seats", two_humans}, {"take", {5}}}, "no such seat"},
      {{{"variant", "chess960"},
        {"seats", {{{"kind", "computer"}}, {{"kind", "human"}}}},
        {"take", {0}}},
       "computer"},
      {{{"variant", "chess960"}, {"seats", two_humans}, {"name", std::string(41, 'x')}}, "name"},
  };
  for (const auto& c : cases) {
    HttpAnswer a = post(url_, "/api/games", c.request);
    EXPECT_EQ(a.status, 400) << c.request.dump();
    EXPECT_THAT(a.as_json().value("error", ""), HasSubstr(c.says)) << c.request.dump();
  }
  HttpAnswer broken = http_request(url_, Verb::post, "/api/games", "{\"variant\": ");
  EXPECT_EQ(broken.status, 400);
  EXPECT_THAT(broken.body, HasSubstr("not valid JSON"));
  EXPECT_TRUE(get(url_, "/api/games?open=1").as_json().empty()) << "nothing was created";
}

TEST_F(ServerTest, AFriendJoinsAnOpenSeatOnceOnly) {
  json created = create({{"variant", "chess960"},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                         {"name", "Ann"}});
  std::string id = created["id"];
  ASSERT_TRUE(created["tokens"].contains("0"));
  EXPECT_FALSE(created["tokens"].contains("1"));
  json open = get(url_, "/api/games?open=1").as_json();
  ASSERT_EQ(open.size(), 1u);
  EXPECT_EQ(open[0]["id"], id);
  EXPECT_EQ(open[0]["seats"][0]["name"], "Ann");
  EXPECT_EQ(open[0]["seats"][1]["open"], true);

  HttpAnswer taken = post(url_, "/api/games/" + id + "/join", {{"seat", 0}});
  EXPECT_EQ(taken.status, 409);
  HttpAnswer joined = post(url_, "/api/games/" + id + "/join", {{"name", "Bob"}});
  ASSERT_EQ(joined.status, 200) << joined.body;
  EXPECT_EQ(joined.as_json()["seat"], 1);
  EXPECT_NE(joined.as_json()["token"], created["tokens"]["0"]);
  EXPECT_EQ(post(url_, "/api/games/" + id + "/join", json::object()).status, 409);
  EXPECT_TRUE(get(url_, "/api/games?open=1").as_json().empty());
  json mine = get(url_, "/api/games?ids=" + id + ",nosuchgame").as_json();
  ASSERT_EQ(mine.size(), 1u);
  EXPECT_EQ(mine[0]["seats"][1]["name"], "Bob");
  EXPECT_EQ(post(url_, "/api/games/nosuchgame/join", json::object()).status, 404);
  EXPECT_EQ(post(url_, "/api/games/" + id + "/join", {{"seat", "one"}}).status, 400);
}

// The lobby's start pictures: a spectator's view of each variant's default start, never a game.
TEST_F(ServerTest, EveryVariantsStartIsASpectatorsViewAndNoGame) {
  for (const json& v : get(url_, "/api/variants").as_json()) {
    std::string id = v["id"];
    HttpAnswer a = get(url_, "/api/variants/" + id + "/start");
    ASSERT_EQ(a.status, 200) << id << ": " << a.body;
    json view = a.as_json();
    EXPECT_EQ(view["variant"], id);
    EXPECT_FALSE(view["pieces"].empty()) << id;
    EXPECT_EQ(view["over"], false) << id;  // (its history may hold the deal: cooperative)
    // A spectator: no moves to make, no seat's secret.
    EXPECT_FALSE(view.contains("legal")) << id;
    EXPECT_FALSE(view.contains("secret")) << id;
    EXPECT_EQ(view["seats"].size(), v["seats"].size()) << id;
  }
  EXPECT_EQ(get(url_, "/api/variants/nosuch/start").status, 404);
  EXPECT_EQ(post(url_, "/api/variants/chess960/start", json::object()).status, 405);
  EXPECT_TRUE(get(url_, "/api/games?open=1").as_json().empty()) << "a start picture is no game";
}

// A rules page's picture (docs/rules/<id>.md, ```board blocks): the view of a position the caller
// names by options, the spectator's or a seat's, and still no game.
TEST_F(ServerTest, StartPictureOfAGivenPositionAndSeat) {
  // {"fen": "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1"}, as URLSearchParams writes it.
  const std::string options =
      "%7B%22fen%22%3A%224k3%2F8%2F8%2F3p4%2F4P3%2F8%2F8%2F4K3+w+-+-+0+1%22%7D";
  HttpAnswer spectator = get(url_, "/api/variants/zombie/start?options=" + options);
  ASSERT_EQ(spectator.status, 200) << spectator.body;
  json view = spectator.as_json();
  EXPECT_EQ(view["pieces"].size(), 4u) << "the given position, not the start";
  EXPECT_FALSE(view.contains("legal"));
  HttpAnswer seat = get(url_, "/api/variants/zombie/start?options=" + options + "&seat=0");
  ASSERT_EQ(seat.status, 200) << seat.body;
  EXPECT_EQ(seat.as_json()["pieces"].size(), 4u);
  EXPECT_TRUE(seat.as_json().contains("legal")) << "White's own view, White to move";
  // Bad input is named and makes nothing.
  EXPECT_EQ(get(url_, "/api/variants/zombie/start?options=%5B1%5D").status, 400);
  EXPECT_EQ(get(url_, "/api/variants/zombie/start?options=%7B%22fen%22%3A%22x%22%7D").status, 400);
  HttpAnswer far = get(url_, "/api/variants/zombie/start?options=" + options + "&seat=2");
  EXPECT_EQ(far.status, 400);
  EXPECT_NE(far.body.find("seat"), std::string::npos) << far.body;
  EXPECT_TRUE(get(url_, "/api/games?open=1").as_json().empty()) << "a picture is no game";
}

// The Learn page's lessons: each game's own, as the catalog keeps them, and a game made from a
// lesson's options is an ordinary game.
TEST_F(ServerTest, EveryVariantServesItsLessons) {
  for (const json& v : get(url_, "/api/variants").as_json()) {
    std::string id = v["id"];
    HttpAnswer a = get(url_, "/api/variants/" + id + "/lessons");
    ASSERT_EQ(a.status, 200) << id << ": " << a.body;
    json body = a.as_json();
    EXPECT_EQ(body["variant"], id);
    ASSERT_FALSE(body["lessons"].empty()) << id;
    const json& first = body["lessons"][0];
    EXPECT_TRUE(first.contains("title") && first.contains("steps") && first.contains("options"))
        << id;
    json seats = json::array();
    for (std::size_t i = 0; i < v["seats"].size(); ++i) seats.push_back({{"kind", "human"}});
    // As the Learn page makes it: the learner's seat left to join, the lesson's published deal.
    HttpAnswer made = post(url_, "/api/games",
                           {{"variant", id},
                            {"options", first["options"]},
                            {"seats", seats},
                            {"take", {seats.size() - 1}},
                            {"lesson", true}});
    EXPECT_EQ(made.status, 201) << id << ": " << made.body;
  }
  HttpAnswer unknown = get(url_, "/api/variants/nosuch/lessons");
  EXPECT_EQ(unknown.status, 404);
  EXPECT_NE(unknown.body.find("nosuch"), std::string::npos) << unknown.body;
  EXPECT_EQ(post(url_, "/api/variants/chess960/lessons", json::object()).status, 405);
}

// A learner's move other than the written one is judged by the game's own referee: one that meets
// the goal passes, one that does not is told no, and a bad request is named.
TEST_F(ServerTest, ALessonMoveIsJudgedByTheGoalNotTheWrittenMove) {
  const std::string route = "/api/variants/zombie/lessons/bury/judge";
  // Step 2 of "bury": the pawn that took on d5 may be buried under d5 (written); the step's
  // other moves do not bury under a pawn on d5.
  json written = post(url_, route, {{"step", 1}, {"move", "bury-d5"}}).as_json();
  EXPECT_EQ(written, (json{{"legal", true}, {"met", true}, {"line", json::array()}}));
  json early = post(url_, route, {{"step", 0}, {"move", "e1d1"}}).as_json();
  EXPECT_EQ(early, (json{{"legal", true}, {"met", false}, {"line", json::array()}}));
  json illegal = post(url_, route, {{"step", 0}, {"move", "e4e6"}}).as_json();
  EXPECT_EQ(illegal["legal"], false);
  HttpAnswer not_learner = post(url_, route, {{"step", 9}, {"move", "e4d5"}});
  EXPECT_EQ(not_learner.status, 400);
  EXPECT_NE(not_learner.body.find("step 9"), std::string::npos) << not_learner.body;
  EXPECT_EQ(post(url_, route, {{"move", "e4d5"}}).status, 400);
  EXPECT_EQ(
      post(url_, "/api/variants/zombie/lessons/nosuch/judge", {{"step", 0}, {"move", "x"}}).status,
      404);
  EXPECT_EQ(get(url_, route).status, 405);
}

// Another first move that keeps the goal reachable: the answer carries the rest of its line, and
// a later request with the moves played on it ("played") completes the lesson; a "played" that is
// not legal, or not a list of moves, is refused by name.
TEST_F(ServerTest, ALessonFollowsTheLineOfAnotherRightFirstMove) {
  const std::string route = "/api/variants/zombie/lessons/horde/judge";
  json other = post(url_, route, {{"step", 0}, {"move", "e3e4"}}).as_json();
  EXPECT_EQ(other, (json{{"legal", true}, {"met", true}, {"line", {{{"move", "c3c4"}}}}}));
  json last = post(url_, route, {{"step", 1}, {"move", "c3c4"}, {"played", {"e3e4"}}}).as_json();
  EXPECT_EQ(last, (json{{"legal", true}, {"met", true}, {"line", json::array()}}));
  HttpAnswer bad = post(url_, route, {{"step", 1}, {"move", "c3c4"}, {"played", {"e3e6"}}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_NE(bad.body.find("e3e6"), std::string::npos) << bad.body;
  EXPECT_EQ(post(url_, route, {{"step", 1}, {"move", "c3c4"}, {"played", 3}}).status, 400);
}

// The lobby's "waiting for an opponent": only unfinished, listed games with an open seat, and
// nothing in them that acts for a seat or decides what chance hides.
TEST_F(ServerTest, OpenGamesAreTheListedUnfinishedOnesWithAnOpenSeat) {
  const json human = {{"kind", "human"}}, computer = {{"kind", "computer"}, {"level", 1}};
  json listed = create({{"variant", "chess960"}, {"seats", {human, human}}, {"name", "Ann"}});
  json unlisted = create({{"variant", "chess960"}, {"seats", {human, human}}, {"listed", false}});
  json hotseat = create({{"variant", "chess960"}, {"seats", {human, human}}, {"take", {0, 1}}});
  json against_computer = create({{"variant", "chess960"}, {"seats", {human, computer}}});
  json finished = create({{"variant", "chess960"}, {"seats", {human, human}}});
  {
    WsClient ws(url_);
    ws.send({{"type", "watch"}, {"game", finished["id"]}, {"token", finished["tokens"]["0"]}});
    ws.next_of("state");
    ws.send({{"type", "resign"}});
    ws.next_of("state", [](const json& m) { return m["game"]["status"] == "finished"; });
  }
  HttpAnswer a = get(url_, "/api/games?open=1");
  ASSERT_EQ(a.status, 200);
  json open = a.as_json();
  ASSERT_EQ(open.size(), 1u) << open.dump();
  EXPECT_EQ(open[0]["id"], listed["id"]);
  EXPECT_EQ(open[0]["listed"], true);
  EXPECT_EQ(open[0]["seats"][0]["name"], "Ann");
  EXPECT_EQ(open[0]["seats"][1]["open"], true);
  // No token, no token hash, no seed (Chess960's start is drawn from it).
  for (const json& created : {listed, unlisted, hotseat, against_computer, finished})
    for (const auto& [seat, token] : created["tokens"].items())
      EXPECT_EQ(a.body.find(token.get<std::string>()), std::string::npos)
          << "token of seat " << seat;
  EXPECT_EQ(a.body.find("token"), std::string::npos) << a.body;
  EXPECT_FALSE(open[0]["options"].contains("seed")) << a.body;
  // The unlisted game is joined by its link as before; it stays out of the list.
  EXPECT_EQ(get(url_, "/api/games/" + std::string(unlisted["id"])).as_json()["game"]["listed"],
            false);
  EXPECT_EQ(
      post(url_, "/api/games/" + std::string(unlisted["id"]) + "/join", json::object()).status,
      200);
  EXPECT_EQ(post(url_, "/api/games",
                 {{"variant", "chess960"}, {"seats", {human, human}}, {"listed", "yes"}})
                .status,
            400);
}

TEST_F(ServerTest, RecordRulesAndStaticFiles) {
  json created = create(kHotSeat);
  HttpAnswer record = get(url_, "/api/games/" + std::string(created["id"]) + "/record");
  ASSERT_EQ(record.status, 200);
  EXPECT_EQ(record.content_type, "application/x-chess-pgn");
  EXPECT_THAT(record.body, HasSubstr("[Variant \"Chess960\"]"));
  // The JSON record beside it: the moves as the game reads them, for an exact import.
  std::string at = "/api/games/" + std::string(created["id"]) + "/record";
  HttpAnswer as_json = get(url_, at + "?format=json");
  ASSERT_EQ(as_json.status, 200);
  EXPECT_EQ(as_json.content_type, "application/json");
  EXPECT_EQ(as_json.as_json()["variant"], "chess960");
  EXPECT_TRUE(as_json.as_json()["moves"].is_array());
  EXPECT_EQ(get(url_, at + "?format=pgn").content_type, "application/x-chess-pgn");
  HttpAnswer wrong = get(url_, at + "?format=xml");
  EXPECT_EQ(wrong.status, 400);
  EXPECT_THAT(wrong.body, HasSubstr("format must be json or pgn"));
  json cards = create({{"variant", "cooperative"},
                       {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                       {"take", {0, 1}}});
  HttpAnswer no_pgn = get(url_, "/api/games/" + std::string(cards["id"]) + "/record?format=pgn");
  EXPECT_EQ(no_pgn.status, 400);
  EXPECT_THAT(no_pgn.body, HasSubstr("not PGN"));

  HttpAnswer rules = get(url_, "/api/rules/chessence-winslow");
  ASSERT_EQ(rules.status, 200);
  EXPECT_THAT(rules.body, HasSubstr("hole"));
  EXPECT_EQ(get(url_, "/api/rules/nosuch").status, 400);

  HttpAnswer page = get(url_, "/game/abc");  // a client-side route: the app's page
  EXPECT_EQ(page.status, 200);
  EXPECT_THAT(page.body, HasSubstr("<title>Menagerie"));
  EXPECT_EQ(get(url_, "/../../etc/passwd").status, 400);
  EXPECT_EQ(get(url_, "/assets/missing.js").status, 404);
  EXPECT_EQ(get(url_, "/api/nothing").status, 404);
  EXPECT_EQ(http_request(url_, Verb::delete_, "/api/games").status, 405);
}

TEST_F(ServerTest, ARequestFloodOnOneConnectionIsRefused) {
  HttpConnection connection(url_);
  int ok = 0, refused = 0;
  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < 300; ++i) {
    int status = connection.get_status("/api/variants");
    if (status == 200) ++ok;
    if (status == 429) ++refused;
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  EXPECT_EQ(ok + refused, 300);
  // A burst of 100, then 50 a second: never more than that gets through.
  EXPECT_LE(ok, 100 + 50 * seconds + 1) << "in " << seconds << " s";
  EXPECT_EQ(get(url_, "/api/variants").status, 200) << "other connections are not affected";
}

}  // namespace
}  // namespace menagerie::harness
