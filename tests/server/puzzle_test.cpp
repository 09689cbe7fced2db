// Puzzles over HTTP (docs/api.md): the server forwards JSON to the variant's Puzzling capability,
// so these tests check the routes, the answers' shape and that every bad request gets a 4xx that
// names the fault. They need chessence-sniderman (puzzles) and chess960 (no puzzles) in the build.
#include <gmock/gmock.h>

#include "server/server_fixture.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

const std::string kPuzzle = "/api/variants/chessence-sniderman/puzzle";

TEST_F(ServerTest, APuzzleComesWithEverythingAClientShows) {
  HttpAnswer a = get(url_, kPuzzle + "?seed=12&difficulty=medium");
  ASSERT_EQ(a.status, 200) << a.body;
  json p = a.as_json();
  EXPECT_EQ(p["seed"], 12);
  EXPECT_EQ(p["difficulty"], "medium");
  EXPECT_EQ(p["request"], (json{{"seed", 12}, {"difficulty", "medium"}}));
  EXPECT_FALSE(p.contains("answer")) << "the answer is not given away";
  EXPECT_TRUE(p["to_move"] == "odd" || p["to_move"] == "even");
  EXPECT_EQ(p["view"]["position"], p["position"]);
  EXPECT_EQ(p["view"]["legal"].size(), p["legal"].get<std::size_t>());
  EXPECT_FALSE(p["object"]["description"].get<std::string>().empty());
  // The same seed gives the same puzzle; its options create it as a game.
  EXPECT_EQ(get(url_, kPuzzle + "?seed=12&difficulty=medium").as_json(), p);
  json created = create({{"variant", "chessence-sniderman"},
                         {"options", p["options"]},
                         {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}},
                         {"take", {0, 1}}});
  EXPECT_EQ(
      get(url_, "/api/games/" + created["id"].get<std::string>()).as_json()["view"]["position"],
      p["position"]);
}

TEST_F(ServerTest, CheckingAnswersRightAndWrong) {
  json p = get(url_, kPuzzle + "?seed=3").as_json();
  std::string first = p["view"]["legal"][0]["text"];
  json probe =
      post(url_, kPuzzle + "/check",
           {{"position", p["position"]}, {"object", p["options"]["object"]}, {"move", first}})
          .as_json();
  ASSERT_EQ(probe["winning_moves"].size(), 1u) << probe.dump();
  std::string answer = probe["winning_moves"][0];
  // By seed, the right answer.
  HttpAnswer right = post(url_, kPuzzle + "/check", {{"seed", 3}, {"move", answer}});
  ASSERT_EQ(right.status, 200) << right.body;
  EXPECT_EQ(right.as_json()["correct"], true);
  EXPECT_FALSE(right.as_json().contains("refutation"));
  // A wrong one: a refutation from the move tried to the end, a view after each move.
  for (const auto& m : p["view"]["legal"]) {
    json r =
        post(url_, kPuzzle + "/check",
             {{"position", p["position"]}, {"object", p["options"]["object"]}, {"move", m["text"]}})
            .as_json();
    if (r["correct"] == true) continue;
    ASSERT_GE(r["refutation"].size(), 2u);
    EXPECT_EQ(r["refutation"][0]["move"], r["move"]);
    EXPECT_EQ(r["refutation"][0]["by"], p["to_move"]);
    json last = r["refutation"].back();
    EXPECT_EQ(last["view"]["over"], true);
    EXPECT_NE(r["end"]["winner"], p["to_move"]);
    EXPECT_THAT(r["end"]["text"].get<std::string>(), HasSubstr("wins"));
    break;
  }
}

TEST_F(ServerTest, BadPuzzleRequestsNameTheFault) {
  struct Case {
    std::string target;
    int status;
    std::string says;
  };
  std::vector<Case> gets = {
      {"/api/variants/chess960/puzzle", 404, "has no puzzles"},
      {"/api/variants/dragonchess/puzzle", 404, "no variant dragonchess"},
      {kPuzzle + "?seed=-1", 400, "seed must be a whole number"},
      {kPuzzle + "?seed=99999999999999999999999", 400, "seed must be a whole number"},
      {kPuzzle + "?seed=12abc", 400, "seed must be a whole number"},
      {kPuzzle + "?difficulty=fiendish", 400, "unknown difficulty 'fiendish'"},
      {kPuzzle + "?object=last.colour%20%3D%3D%20whit", 400, "unknown word 'whit'"},
      {kPuzzle + "?seed=1&object=odd+wins+if+true", 400, "no puzzle found"},
  };
  for (const Case& c : gets) {
    HttpAnswer a = get(url_, c.target);
    EXPECT_EQ(a.status, c.status) << c.target << ": " << a.body;
    EXPECT_THAT(a.as_json()["error"].get<std::string>(), HasSubstr(c.says)) << c.target;
  }
  std::string check = kPuzzle + "/check";
  std::vector<std::pair<std::string, std::string>> posts = {
      {"{not json", "not valid JSON"},
      {"[1,2]", "JSON object"},
      {R"({"seed": 3})", "needs the move"},
      {R"({"move": "a1b2"})", "needs the puzzle"},
      {R"({"position": "K.../..../..../.q.. 0", "move": "a4b1"})", "needs its object"},
      {R"({"position": "K.../..../q.../.... 0", "object": "5", "move": "a4a1"})", "a1 is empty"},
      {R"({"position": "K.../..../..../...k 0", "object": "5", "move": "a4d1"})",
       "the round is over"},
      {R"({"position": "RnbK/qNrB", "object": "1", "move": "a4b4"})", "only 2 ranks"},
      {R"({"seed": "x", "move": "a4b4"})", "seed must be a whole number"},
      {R"({"position": 7, "object": "1", "move": "a4b4"})", "position must be text"},
  };
  for (const auto& [body, says] : posts) {
    HttpAnswer a = http_request(url_, Verb::post, check, body);
    EXPECT_EQ(a.status, 400) << body << ": " << a.body;
    EXPECT_THAT(a.as_json()["error"].get<std::string>(), HasSubstr(says)) << body;
  }
  EXPECT_EQ(http_request(url_, Verb::post, kPuzzle).status, 405);
  EXPECT_EQ(get(url_, check).status, 405);
  json variants = get(url_, "/api/variants").as_json();
  for (const auto& v : variants) EXPECT_EQ(v["puzzles"], v["id"] == "chessence-sniderman");
}

}  // namespace
}  // namespace menagerie::harness
