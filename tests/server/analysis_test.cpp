// The analysis API (docs/api.md, "Analysis and import"): a job's positions at once, its
// evaluations as they come (polled), blunders marked, the bounds (depth, jobs per client),
// cancellation, the cache, refusals that name the fault, never a hidden game; import and play on.
#include <gmock/gmock.h>

#include <chrono>
#include <thread>

#include "server/server_fixture.hpp"

namespace menagerie::harness {
namespace {

using ::testing::HasSubstr;

// White's queen goes where a pawn takes it.
const json kBlunder = {{"variant", "chess960"},
                       {"options", {{"fen", "7r/4k3/8/2p5/8/8/8/R2QK3 w - - 0 1"}}},
                       {"moves", {"d1d4", "c5d4"}},
                       {"depth", 5},
                       {"lines", 2}};

class AnalysisTest : public ServerTest {
 protected:
  HttpAnswer start(const json& request) { return post(url_, "/api/analysis", request); }
  HttpAnswer cancel(const std::string& id) {
    return http_request(url_, Verb::delete_, "/api/analysis/" + id);
  }
  // Polls until the job is no longer running (at most a minute).
  json finished(const std::string& id) {
    for (int i = 0; i < 1200; ++i) {
      HttpAnswer a = get(url_, "/api/analysis/" + id);
      EXPECT_EQ(a.status, 200) << a.body;
      json p = a.as_json();
      if (p["status"] != "running") return p;
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    ADD_FAILURE() << "the analysis did not finish";
    return nullptr;
  }
  // A job that runs long: one position to depth 20.
  std::string long_job() {
    HttpAnswer a = start({{"variant", "chess960"}, {"depth", 20}});
    EXPECT_EQ(a.status, 202) << a.body;
    return a.as_json()["id"];
  }
};

TEST_F(AnalysisTest, PositionsAtOnceThenEvaluationsAndABlunderMarked) {
  HttpAnswer a = start(kBlunder);
  ASSERT_EQ(a.status, 202) << a.body;
  json job = a.as_json();
  EXPECT_EQ(job["total"], 3);
  EXPECT_EQ(job["depth"], 5);
  EXPECT_EQ(job["lines"], 2);
  // The positions come with the answer: a board can step through them before any evaluation.
  const json& pos = job["positions"];
  ASSERT_EQ(pos["views"].size(), 3u);
  EXPECT_EQ(pos["shown"], json({"Qd4", "cxd4"}));
  EXPECT_EQ(pos["moves"], json({"d1d4", "c5d4"}));
  EXPECT_THAT(pos["views"][2]["position"].get<std::string>(), HasSubstr("3p4"));
  json done = finished(job["id"]);
  EXPECT_EQ(done["status"], "done");
  EXPECT_EQ(done["done"], 3);
  for (const json& e : done["evaluations"]) {
    ASSERT_TRUE(e.is_object()) << done.dump();
    EXPECT_EQ(e["depth"], 5);
    EXPECT_EQ(e["lines"].size(), 2u);
  }
  EXPECT_GT(done["evaluations"][0]["score"]["cp"].get<int>(), 500);  // White's side
  EXPECT_LT(done["evaluations"][1]["score"]["cp"].get<int>(), 0);
  const json& j = done["judgements"];
  ASSERT_EQ(j.size(), 2u);
  EXPECT_EQ(j[0]["ply"], 1);
  EXPECT_EQ(j[0]["move"], "Qd4");
  EXPECT_EQ(j[0]["judgement"], "blunder");
  EXPECT_EQ(j[0]["mark"], "??");
  EXPECT_EQ(j[1]["judgement"], nullptr);
  EXPECT_EQ(j[1]["best"], "cxd4");
  // The same request again is answered from the cache, done at once.
  HttpAnswer again = start(kBlunder);
  ASSERT_EQ(again.status, 202);
  EXPECT_EQ(again.as_json()["status"], "done");
  EXPECT_EQ(again.as_json()["evaluations"], done["evaluations"]);
}

TEST_F(AnalysisTest, RefusalsNameTheFault) {
  struct Case {
    json request;
    int status;
    std::string says;
  };
  json moves = kBlunder;
  moves["moves"] = {"d1d4", "d1d4"};
  json deep = kBlunder;
  deep["depth"] = 21;
  json lines = kBlunder;
  lines["lines"] = 4;
  std::vector<Case> cases = {
      {json::array(), 400, "JSON object"},
      {{{"moves", json::array()}}, 400, "\"variant\" is required"},
      {{{"variant", "dragonchess"}}, 400, "unknown variant 'dragonchess'"},
      {moves, 400, "move 2 (1. for Black) 'd1d4' cannot be played"},
      {deep, 400, "\"depth\" must be a whole number from 1 to 20, not 21"},
      {lines, 400, "\"lines\" must be a whole number from 1 to 3, not 4"},
      {{{"variant", "chess960"}, {"text", "1. e4 e5\n2. Nf3 {unclosed"}},
       400,
       "line 2: a comment is not closed"},
      {{{"variant", "chess960"}, {"text", "1. e4 e5\n2. Ke3"}}, 400, "line 2, move 3"},
      {{{"game", "nosuchgame"}}, 404, "no game nosuchgame"},
  };
  for (const Case& c : cases) {
    HttpAnswer a = start(c.request);
    EXPECT_EQ(a.status, c.status) << c.request.dump() << " -> " << a.body;
    EXPECT_THAT(a.as_json().value("error", ""), HasSubstr(c.says)) << c.request.dump();
  }
  EXPECT_EQ(get(url_, "/api/analysis/nosuchjob").status, 404);
  EXPECT_EQ(cancel("nosuchjob").status, 404);
}

TEST_F(AnalysisTest, NeverAHiddenGame) {
  json variants = get(url_, "/api/variants").as_json();
  int hidden = 0;
  for (const json& v : variants) {
    if (!v["traits"]["hidden"].get<bool>()) continue;
    ++hidden;
    HttpAnswer a = start({{"variant", v["id"]}});
    EXPECT_EQ(a.status, 400) << a.body;
    EXPECT_THAT(a.body, HasSubstr("analysis is for games of perfect information"));
    // Nor a game of it being played, whoever asks: nothing about it is read.
    json seats = json::array();
    for (std::size_t s = 0; s < v["seats"].size(); ++s) seats.push_back({{"kind", "human"}});
    json created = create({{"variant", v["id"]}, {"seats", seats}});
    HttpAnswer b = start({{"game", created["id"]}});
    EXPECT_EQ(b.status, 400) << b.body;
    EXPECT_THAT(b.body, HasSubstr("perfect information"));
    EXPECT_THAT(b.body, ::testing::Not(HasSubstr("positions")));
  }
  if (hidden == 0) GTEST_SKIP() << "no hidden game in this build";
}

TEST_F(AnalysisTest, AGameOnceItIsOver) {
  json seats = {{{"kind", "human"}}, {{"kind", "computer"}, {"level", 1}}};
  // Fool's mate, created to play on after its moves: over at once.
  json over = create({{"variant", "chess960"},
                      {"options", {{"sp", 518}, {"moves", {"f2f3", "e7e5", "g2g4", "d8h4"}}}},
                      {"seats", seats}});
  HttpAnswer a = start({{"game", over["id"]}, {"depth", 3}, {"lines", 1}});
  ASSERT_EQ(a.status, 202) << a.body;
  json done = finished(a.as_json()["id"]);
  ASSERT_EQ(done["evaluations"].size(), 5u);
  EXPECT_EQ(done["evaluations"][4]["score"], json({{"end", "loss"}}));  // lost by White
  EXPECT_EQ(done["evaluations"][3]["score"], json({{"mate", -1}}));
  EXPECT_EQ(done["judgements"][2]["judgement"], "blunder");  // g4??
  // A game still being played waits until it is over.
  json playing = create({{"variant", "chess960"}, {"seats", seats}});
  HttpAnswer b = start({{"game", playing["id"]}});
  EXPECT_EQ(b.status, 409) << b.body;
  EXPECT_THAT(b.body, HasSubstr("once it is over"));
}

TEST_F(AnalysisTest, CancelledAndBoundedPerClient) {
  std::string first = long_job(), second = long_job();
  HttpAnswer third = start({{"variant", "chess960"}, {"depth", 20}});
  EXPECT_EQ(third.status, 429) << third.body;
  EXPECT_THAT(third.body, HasSubstr("at most 2 analyses at a time"));
  HttpAnswer c = cancel(first);
  ASSERT_EQ(c.status, 200) << c.body;
  EXPECT_EQ(finished(first)["status"], "cancelled");
  // The place is free again.
  HttpAnswer fourth = start({{"variant", "chess960"}, {"depth", 2}});
  EXPECT_EQ(fourth.status, 202) << fourth.body;
  cancel(second);
  EXPECT_EQ(finished(second)["status"], "cancelled");
}

TEST_F(AnalysisTest, ImportAndPlayOn) {
  HttpAnswer a = post(
      url_, "/api/import",
      {{"variant", "chess960"}, {"text", "[Event \"x\"]\n\n1. e4 e5 2. Nf3 {a comment} Nc6 *"}});
  ASSERT_EQ(a.status, 200) << a.body;
  json in = a.as_json();
  EXPECT_EQ(in["kind"], "pgn");
  EXPECT_EQ(in["moves"], json({"e2e4", "e7e5", "g1f3", "b8c6"}));
  EXPECT_EQ(in["analysable"], true);
  // Play on: a game created after those moves, against the computer.
  json options = in["options"];
  options["moves"] = in["moves"];
  json created = create({{"variant", "chess960"},
                         {"options", options},
                         {"seats", {{{"kind", "human"}}, {{"kind", "computer"}, {"level", 1}}}}});
  json game = get(url_, "/api/games/" + created["id"].get<std::string>()).as_json();
  EXPECT_EQ(game["view"]["history"], json({"e4", "e5", "Nf3", "Nc6"}));
  EXPECT_EQ(game["view"]["to_move"], 0);
  // A position, and refusals.
  HttpAnswer fen =
      post(url_, "/api/import",
           {{"variant", "chess960"},
            {"text", "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"}});
  ASSERT_EQ(fen.status, 200) << fen.body;
  EXPECT_EQ(fen.as_json()["kind"], "position");
  HttpAnswer bad =
      post(url_, "/api/import", {{"variant", "chess960"}, {"text", "1. e4 e5 2. Qh9"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_THAT(bad.body, HasSubstr("line 1, move 3 (2. for White) 'Qh9'"));
  HttpAnswer illegal = post(url_, "/api/games",
                            {{"variant", "chess960"},
                             {"options", {{"moves", {"e2e4", "e2e4"}}}},
                             {"seats", {{{"kind", "human"}}, {{"kind", "human"}}}}});
  EXPECT_EQ(illegal.status, 400);
  EXPECT_THAT(illegal.body, HasSubstr("move 2 (1. for Black) 'e2e4' cannot be played"));
}

}  // namespace
}  // namespace menagerie::harness
