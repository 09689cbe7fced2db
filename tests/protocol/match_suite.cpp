// The match runner against real and fake engines: a short stockfish match, a scripted game that
// ends in mate by the rules, and fake engines (tests/protocol/fixtures) that play an illegal move,
// crash, or never answer, each of which must lose with the right termination while the match goes
// on.
#include <chrono>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <string>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "protocol/engine_process.hpp"
#include "protocol/match.hpp"

namespace menagerie::protocol {
namespace {

using ::testing::HasSubstr;

std::string fixture(const std::string& name) {
  return std::string(MENAGERIE_SOURCE_DIR) + "/tests/protocol/fixtures/" + name;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string temp_path(const std::string& name) {
  return testing::TempDir() + "menagerie_match_" + name;
}

#define REQUIRE_STOCKFISH(var)                                    \
  auto var##_found = find_engine("stockfish");                    \
  if (!var##_found) GTEST_SKIP() << "stockfish is not installed"; \
  const std::string var = *var##_found

// Stockfish against a fake, two games (colours reversed), on whatever clock or limit the test
// then sets.
MatchConfig against_fake(const std::string& stockfish, const std::string& fake) {
  MatchConfig c;
  c.engines[0].command = stockfish;
  c.engines[1].command = fixture(fake);
  c.games = 2;
  c.seed = 7;
  return c;
}

// Plays `c` into `r`: each of the two games must be lost by the fake with `termination`, and the
// runner must come back for the second game.
void expect_fake_loses(const MatchConfig& c, const std::string& termination,
                       const std::string& detail_part, MatchReport& r) {
  std::string pgn = temp_path(
      std::string(testing::UnitTest::GetInstance()->current_test_info()->name()) + ".pgn");
  std::remove(pgn.c_str());
  r = run_match(c, pgn);
  ASSERT_EQ(r.games.size(), 2u);
  EXPECT_EQ(r.tally.wins, 2);
  EXPECT_EQ(r.tally.losses + r.tally.draws, 0);
  for (const auto& g : r.games) {
    EXPECT_EQ(g.termination, termination) << g.detail;
    EXPECT_THAT(g.detail, HasSubstr(detail_part));
    EXPECT_EQ(g.result, g.white == 0 ? "1-0" : "0-1");
    EXPECT_THAT(g.pgn, HasSubstr("[Termination \"" + termination + "\"]"));
    EXPECT_THAT(g.pgn, HasSubstr("[Result \"" + g.result + "\"]"));
  }
  // Both games are in the file, each with its own result and the fake's name on the right side.
  std::string text = read_file(pgn);
  EXPECT_THAT(text, HasSubstr("[White \"" + r.names[1] + "\"]"));
  EXPECT_THAT(text, HasSubstr("[Black \"" + r.names[1] + "\"]"));
  EXPECT_THAT(text, HasSubstr("[Round \"1\"]"));
  EXPECT_THAT(text, HasSubstr("[Round \"2\"]"));
}

// The same on one clock for both, `tc`.
void expect_fake_loses(const std::string& fake, const std::string& termination,
                       const std::string& tc, const std::string& detail_part) {
  REQUIRE_STOCKFISH(sf);
  MatchConfig c = against_fake(sf, fake);
  c.tc = TimeControl::parse(tc);
  MatchReport r;
  expect_fake_loses(c, termination, detail_part, r);
}

TEST(MatchFakes, IllegalMoveLoses) {
  expect_fake_loses("fake_illegal.sh", "illegal move", "2+0.05", "'a1a8'");
}

TEST(MatchFakes, CrashLoses) {
  expect_fake_loses("fake_crash.sh", "crash", "2+0.05", "crashed or closed its output");
}

TEST(MatchFakes, SilenceLosesOnTime) {
  auto started = std::chrono::steady_clock::now();
  expect_fake_loses("fake_silent.sh", "time forfeit", "0.3+0", "lost on time");
  // Two games, each waiting at most 0.3 s + 50 ms for the fake (plus stockfish's own moves).
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(5));
}

TEST(MatchFakes, AnEngineOnItsOwnClockLosesOnItsOwnClock) {
  // The shared clock would give the silent fake 30 s a game; its own 0.3 s is what runs out, in
  // both games, and each record names both controls by colour.
  REQUIRE_STOCKFISH(sf);
  MatchConfig c = against_fake(sf, "fake_silent.sh");
  c.tc = TimeControl::parse("30+0");
  c.engine_tc[0] = TimeControl::parse("2+0.05");
  c.engine_tc[1] = TimeControl::parse("0.3+0");
  auto started = std::chrono::steady_clock::now();
  MatchReport r;
  expect_fake_loses(c, "time forfeit", "300 ms left", r);
  for (const auto& g : r.games) {
    std::string fake = "0.3+0", stockfish = "2+0.05";
    EXPECT_THAT(g.pgn, HasSubstr("[WhiteTimeControl \"" + (g.white == 0 ? stockfish : fake)));
    EXPECT_THAT(g.pgn, HasSubstr("[BlackTimeControl \"" + (g.white == 0 ? fake : stockfish)));
    EXPECT_THAT(g.pgn, ::testing::Not(HasSubstr("[TimeControl ")));
  }
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(10));
}

TEST(MatchFakes, ScriptedGameEndsInMateByTheRules) {
  // Both seats run the scripted fake over the fool's mate: the Table, not the runner, ends the
  // game.
  std::string moves = temp_path("fools_mate.txt");
  std::ofstream(moves) << "f2f3\ne7e5\ng2g4\nd8h4\n";
  EngineSpec spec{"env FAKE_MOVES=" + moves + " " + fixture("fake_scripted.sh"), {}};
  UciPlayer white(spec), black(spec);
  white.start("chess960");
  black.start("chess960");
  EXPECT_EQ(white.name(), "FakeScript");
  auto table = catalog::find("chess960").create({{"sp", 518}});
  GameReport g;
  play_game(*table, {&white, &black}, {TimeControl{5000, 0}, TimeControl{5000, 0}},
            std::chrono::milliseconds(50), 0, g);
  EXPECT_EQ(g.result, "0-1");
  EXPECT_EQ(g.termination, "checkmate");
  EXPECT_EQ(g.plies, 4);
  EXPECT_TRUE(g.detail.empty());
  // The same game cut short by the max-plies adjudication.
  auto again = catalog::find("chess960").create({{"sp", 518}});
  GameReport cut;
  play_game(*again, {&white, &black}, {TimeControl{5000, 0}, TimeControl{5000, 0}},
            std::chrono::milliseconds(50), 3, cut);
  EXPECT_EQ(cut.result, "1/2-1/2");
  EXPECT_EQ(cut.termination, "adjudication");
  EXPECT_EQ(cut.plies, 3);
}

TEST(MatchFakes, UnknownOptionAndDeadEngineAreReportedBeforeTheMatch) {
  MatchConfig c;
  c.engines[0] = {fixture("fake_scripted.sh"), {{"Style", "wild"}}};
  c.engines[1] = {fixture("fake_scripted.sh"), {{"Hash", "64"}}};
  try {
    run_match(c);
    FAIL() << "an unknown option was accepted";
  } catch (const InputError& e) {
    EXPECT_THAT(e.what(), HasSubstr("engine 2: engine 'FakeScript' has no option 'Hash'"));
    EXPECT_THAT(e.what(), HasSubstr("Style"));
  }
  c.engines[1] = {"/nonexistent/engine", {}};
  try {
    run_match(c);
    FAIL() << "a missing engine was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(e.what(), HasSubstr("engine 2 ('/nonexistent/engine') did not start"));
  }
  c.engines[1] = {fixture("fake_scripted.sh"), {}};
  c.variant = "no-such-game";
  EXPECT_THROW(run_match(c), InputError);
}

TEST(MatchFakes, SprtStopsTheMatchOnceDecided) {
  auto sf = find_engine("stockfish");
  if (!sf) GTEST_SKIP() << "stockfish is not installed";
  // Every game is won against the illegal mover, so H1 is accepted after the first n wins, where n
  // is the least number of straight wins whose LLR reaches the upper bound.
  Sprt sprt(0, 300);
  int n = 1;
  while (sprt.verdict(Tally{n, 0, 0}) != Sprt::Verdict::kH1) ++n;
  ASSERT_LE(n, 12);
  MatchConfig c;
  c.engines[0].command = *sf;
  c.engines[1].command = fixture("fake_illegal.sh");
  c.games = n + 20;
  c.tc = TimeControl::parse("1+0.01");
  c.sprt = sprt;
  auto r = run_match(c);
  EXPECT_EQ(r.tally.wins, n);
  EXPECT_EQ(r.tally.games(), n);
  EXPECT_TRUE(r.stopped_early);
  ASSERT_TRUE(r.verdict.has_value());
  EXPECT_EQ(*r.verdict, Sprt::Verdict::kH1);
  EXPECT_GE(r.llr, sprt.upper());
}

TEST(MatchStockfish, ShortMatchFromTheSameStartsBothWays) {
  REQUIRE_STOCKFISH(sf);
  MatchConfig c;
  c.engines[0].command = sf;
  c.engines[1] = {sf, {{"UCI_LimitStrength", "true"}, {"UCI_Elo", "1350"}}};
  c.games = 4;
  c.concurrency = 2;
  c.tc = TimeControl::parse("1+0.01");
  c.seed = 2026;
  // This test is about pairing and records, not the clock: a wide margin keeps a loaded machine's
  // scheduling delays from deciding a game (the fakes' tests check the flag).
  c.margin = std::chrono::milliseconds(500);
  c.sprt = Sprt(0, 200);
  int calls = 0;
  auto r = run_match(c, "", [&](const GameReport&, const MatchReport& so_far) {
    ++calls;
    EXPECT_EQ(so_far.tally.games(), calls);
  });
  EXPECT_EQ(calls, 4);
  ASSERT_EQ(r.games.size(), 4u);
  EXPECT_EQ(r.names[0], "Stockfish 15.1 (1)");
  EXPECT_EQ(r.names[1], "Stockfish 15.1 (2)");
  std::map<int, std::vector<const GameReport*>> by_pair;
  for (const auto& g : r.games) {
    by_pair[(g.number - 1) / 2].push_back(&g);
    // Stockfish never loses on time, crashes or plays an illegal move at this control.
    EXPECT_TRUE(g.detail.empty() || g.termination == "adjudication")
        << g.termination << ": " << g.detail;
    EXPECT_GT(g.plies, 0);
    EXPECT_THAT(g.pgn, HasSubstr("[Variant \"Chess960\"]"));
    EXPECT_THAT(g.pgn, HasSubstr("[TimeControl \"1+0.01\"]"));
    EXPECT_THAT(g.pgn, HasSubstr("[Event \"Menagerie match\"]\n"));  // the first tag, replaced
    EXPECT_THAT(g.pgn, ::testing::Not(HasSubstr("[Event \"?\"]")));
    // The PGN reads back through the catalog and reaches the same final position.
    auto replay = catalog::find("chess960").create({{"pgn", g.pgn}});
    EXPECT_EQ(replay->history(kSpectator).size(), std::size_t(g.plies));
  }
  for (const auto& [pair, games] : by_pair) {
    ASSERT_EQ(games.size(), 2u);
    EXPECT_EQ(games[0]->start, games[1]->start);  // the same start, colours reversed
    EXPECT_NE(games[0]->white, games[1]->white);
  }
  EXPECT_NE(by_pair[0][0]->start, by_pair[1][0]->start);
  EXPECT_EQ(r.tally.games(), 4);
  EXPECT_TRUE(r.verdict.has_value());
}

TEST(MatchFixedNodes, SameGamesWhateverTheLoad) {
  REQUIRE_STOCKFISH(sf);
  // At a fixed node count single-threaded stockfish plays the same moves however busy the machine
  // is, so the same match played twice gives the same games; no clock is sent or kept.
  MatchConfig c;
  c.engines[0].command = sf;
  c.engines[1].command = sf;
  c.games = 2;
  c.seed = 99;
  c.tc = TimeControl::parse("0.001+0");  // would lose every game on time if it were used
  c.limit.nodes = 3000;
  c.max_plies = 60;
  auto first = run_match(c);
  auto second = run_match(c);
  ASSERT_EQ(first.games.size(), 2u);
  ASSERT_EQ(second.games.size(), 2u);
  auto moves = [](const GameReport& g) { return g.pgn.substr(g.pgn.find("\n\n")); };
  for (int i = 0; i < 2; ++i) {
    const GameReport& a = first.games[i];
    const GameReport* b = &second.games[0];
    if (b->number != a.number) b = &second.games[1];
    EXPECT_NE(a.termination, "time forfeit") << a.detail;
    EXPECT_GT(a.plies, 10);
    EXPECT_THAT(a.pgn, HasSubstr("[TimeControl \"-\"]"));
    EXPECT_THAT(a.pgn, HasSubstr("[SearchLimit \"nodes 3000\"]"));
    EXPECT_EQ(a.plies, b->plies);
    EXPECT_EQ(moves(a), moves(*b));
  }
}

TEST(MatchFixedNodes, SilenceLosesAfterTheMoveTimeout) {
  auto started = std::chrono::steady_clock::now();
  REQUIRE_STOCKFISH(sf);
  MatchConfig c = against_fake(sf, "fake_silent.sh");
  c.limit.depth = 3;
  c.move_timeout = std::chrono::milliseconds(300);
  MatchReport r;
  expect_fake_loses(c, "time forfeit", "gave no move within 300 ms at depth 3", r);
  EXPECT_LT(std::chrono::steady_clock::now() - started, std::chrono::seconds(5));
}

}  // namespace
}  // namespace menagerie::protocol
