// The analysis of a game: its positions, each evaluated from the first seat's side (centipawns,
// mates, ends), MultiPV lines in the display form, and moves judged by the winning chances they
// lose. Depths are small: these run under the sanitizers too.
#include "catalog/game_analysis.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "support/error_of.hpp"

namespace menagerie::catalog {
namespace {

using menagerie::harness::expect_error;

PositionEval evaluate_fen(const std::string& fen, const std::vector<std::string>& moves,
                          std::size_t ply, int depth, int lines = 1) {
  GamePositions g = game_positions(find("chess960"), {{"fen", fen}}, moves);
  auto engine = find("chess960").make_engine();
  return evaluate_position(*engine, g, ply, depth, lines);
}

TEST(GameAnalysis, ThePositionsOfAGame) {
  GamePositions g = game_positions(find("chess960"), {{"sp", 518}}, {"e2e4", "e7e5", "Nf3"});
  ASSERT_EQ(g.views.size(), 4u);
  EXPECT_EQ(g.moves, (std::vector<std::string>{"e2e4", "e7e5", "g1f3"}));
  EXPECT_EQ(g.shown, (std::vector<std::string>{"e4", "e5", "Nf3"}));
  EXPECT_EQ(g.movers, (std::vector<Seat>{0, 1, 0}));
  EXPECT_EQ(g.sides, (std::vector<int>{1, -1, 1}));
  EXPECT_EQ(g.views[0]["position"], "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
  EXPECT_NE(g.views[3]["position"].get<std::string>().find("5N2"), std::string::npos);
  EXPECT_EQ(g.views[3]["last_move"]["text"], "g1f3");
  EXPECT_FALSE(g.views[3].contains("history"));  // the move list is sent once, not per view
  // Moves given in the options come first (a game created to play on after them).
  GamePositions h = game_positions(find("chess960"), {{"moves", {"e2e4"}}}, {"e7e5"});
  EXPECT_EQ(h.moves, (std::vector<std::string>{"e2e4", "e7e5"}));
  EXPECT_FALSE(h.options.contains("moves"));
}

TEST(GameAnalysis, RefusesWhatCannotBeReplayed) {
  expect_error(
      [] {
        game_positions(find("chess960"), json::object(), {"e2e4", "e2e4"});
      },
      "move 2 (1. for Black) 'e2e4' cannot be played");
  std::vector<std::string> shuffle;
  for (int i = 0; i < 151; ++i)
    for (const char* m : {"g1f3", "g8f6", "f3g1", "f6g8"}) shuffle.push_back(m);
  expect_error([&] { game_positions(find("chess960"), json::object(), shuffle); },
               "an analysis takes at most 600 moves, not 604");
}

TEST(GameAnalysis, WhatCanBeAnalysed) {
  require_analysable(find("chess960"));
  for (const Variant* v : variants()) {
    Traits t = v->traits();
    auto engine = v->make_engine();
    if (t.hidden)
      expect_error([&] { require_analysable(*v); }, "analysis is for games of perfect information");
    else if (!engine)
      expect_error([&] { require_analysable(*v); }, "has no engine");
    else if (!engine->evaluates())
      expect_error([&] { require_analysable(*v); }, "without an evaluation");
    else if (t.chance)
      expect_error([&] { require_analysable(*v); }, "draws by chance");
    else
      require_analysable(*v);
    // The catalog tells a client the same, so it offers analysis only where it is taken.
    bool taken = true;
    try {
      require_analysable(*v);
    } catch (const InputError&) {
      taken = false;
    }
    EXPECT_EQ(describe(*v)["analysis"], taken) << v->id();
  }
}

TEST(GameAnalysis, SnidermanIsRefusedForItsComputerNotForChance) {
  // A single round has no chance in it: the reason that holds for every Sniderman game is that
  // its solver picks moves without an evaluation.
  expect_error([] { require_analysable(find("chessence-sniderman")); }, "without an evaluation");
  EXPECT_EQ(describe(find("chessence-sniderman"))["analysis"], false);
  EXPECT_EQ(describe(find("chess960"))["analysis"], true);
}

TEST(GameAnalysis, AHungQueenIsABlunder) {
  // White's queen goes where a pawn takes it (rooks stay, so the end is no dead draw).
  const std::string fen = "7r/4k3/8/2p5/8/8/8/R2QK3 w - - 0 1";
  GamePositions g = game_positions(find("chess960"), {{"fen", fen}}, {"d1d4", "c5d4"});
  auto engine = find("chess960").make_engine();
  std::vector<PositionEval> e;
  for (std::size_t ply = 0; ply < g.views.size(); ++ply)
    e.push_back(evaluate_position(*engine, g, ply, 6, 1));
  ASSERT_EQ(e[0].score.kind, Score::Kind::kCentipawns);
  EXPECT_GT(e[0].score.value, 500);  // a queen up, for White
  EXPECT_LT(e[1].score.value, 0);    // then a pawn down, White's side still
  EXPECT_LT(e[2].score.value, 0);
  EXPECT_EQ(e[0].depth, 6);
  MoveJudgement blunder = judge_move(g, 0, e[0], e[1]);
  EXPECT_EQ(blunder.judgement, Judgement::kBlunder);
  EXPECT_GT(blunder.loss, kBlunderLoss);
  EXPECT_NE(blunder.best, "Qd4");
  EXPECT_EQ(blunder.to_json()["mark"], "??");
  EXPECT_EQ(blunder.to_json()["judgement"], "blunder");
  // Taking it was Black's best: not marked.
  MoveJudgement taken = judge_move(g, 1, e[1], e[2]);
  EXPECT_EQ(taken.judgement, Judgement::kNone);
  EXPECT_EQ(taken.best, "cxd4");
}

TEST(GameAnalysis, MatesFromTheFirstSeatsSide) {
  // White mates in one, then the game is over, won by White.
  PositionEval w = evaluate_fen("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", {"a1a8"}, 0, 3);
  EXPECT_EQ(w.score, (Score{Score::Kind::kMate, 1}));
  EXPECT_EQ(w.lines.at(0).pv.at(0), "Ra8#");
  EXPECT_EQ(w.to_json()["score"], json({{"mate", 1}}));
  PositionEval end = evaluate_fen("6k1/5ppp/8/8/8/8/8/R3K3 w - - 0 1", {"a1a8"}, 1, 3);
  EXPECT_EQ(end.score, (Score{Score::Kind::kEnd, 1}));
  EXPECT_EQ(end.to_json()["score"], json({{"end", "win"}}));
  EXPECT_TRUE(end.lines.empty());
  // Black to move, mated next move: still White mating, from White's side.
  PositionEval b = evaluate_fen("7k/8/5Q2/8/8/8/8/4K1R1 b - - 0 1", {}, 0, 4);
  EXPECT_EQ(b.score, (Score{Score::Kind::kMate, 1}));
  ASSERT_EQ(b.lines.at(0).pv.size(), 2u);
  EXPECT_EQ(b.lines[0].pv[0], "Kh7");
  EXPECT_EQ(b.lines[0].pv[1].back(), '#');  // Qg7# or Qh4#
  // The same, colours turned: Black mates.
  PositionEval m = evaluate_fen("4k1r1/8/8/8/8/5q2/8/7K w - - 0 1", {}, 0, 4);
  EXPECT_EQ(m.score, (Score{Score::Kind::kMate, -1}));
  EXPECT_EQ(m.score.chances(), -1);
}

TEST(GameAnalysis, ThreeLinesBestFirstForTheSideToMove) {
  const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  for (std::size_t ply : {0, 1}) {
    PositionEval e = evaluate_fen(start, {"e2e4"}, ply, 5, 3);
    ASSERT_EQ(e.lines.size(), 3u);
    int side = ply == 0 ? 1 : -1;  // White to move, then Black: scores stay White's
    for (std::size_t i = 0; i < 3; ++i) {
      EXPECT_EQ(e.lines[i].pv.size(), e.lines[i].moves.size());
      for (std::size_t j = 0; j < i; ++j) EXPECT_NE(e.lines[i].moves[0], e.lines[j].moves[0]);
      if (i > 0) {
        EXPECT_GE(side * e.lines[i - 1].score.value, side * e.lines[i].score.value);
      }
    }
    EXPECT_EQ(e.score, e.lines[0].score);
  }
}

TEST(GameAnalysis, JudgementThresholds) {
  GamePositions g = game_positions(find("chess960"), json::object(), {"e2e4", "e7e5"});
  auto at = [](int cp, const char* best) {
    PositionEval e;
    e.depth = 5;
    e.score = {Score::Kind::kCentipawns, cp};
    e.lines.push_back({e.score, {best}, {best}});
    return e;
  };
  // +1 pawn is 0.18 of the winning chances; thresholds 0.1, 0.2, 0.3.
  EXPECT_EQ(judge_move(g, 0, at(0, "d2d4"), at(-20, "x")).judgement, Judgement::kNone);
  EXPECT_EQ(judge_move(g, 0, at(0, "d2d4"), at(-60, "x")).judgement, Judgement::kInaccuracy);
  EXPECT_EQ(judge_move(g, 0, at(0, "d2d4"), at(-120, "x")).judgement, Judgement::kMistake);
  EXPECT_EQ(judge_move(g, 0, at(0, "d2d4"), at(-200, "x")).judgement, Judgement::kBlunder);
  // The same drop is no loss for Black, who moved second: White's side fell.
  EXPECT_EQ(judge_move(g, 1, at(0, "d7d5"), at(-200, "x")).judgement, Judgement::kNone);
  EXPECT_EQ(judge_move(g, 1, at(0, "d7d5"), at(200, "x")).judgement, Judgement::kBlunder);
  // The engine's own choice is never marked, whatever the next depth finds.
  EXPECT_EQ(judge_move(g, 0, at(0, "e2e4"), at(-200, "x")).judgement, Judgement::kNone);
  // Mates and ends are the whole scale.
  EXPECT_EQ((Score{Score::Kind::kMate, 3}).chances(), 1);
  EXPECT_EQ((Score{Score::Kind::kEnd, 0}).chances(), 0);
  EXPECT_NEAR((Score{Score::Kind::kCentipawns, 100}).chances(), 0.182, 0.001);
}

TEST(GameAnalysis, TeamsScoreForTheFirstSeatsTeam) {
  const Variant* teams = nullptr;
  for (const Variant* v : variants())
    if (v->traits().teams && !v->traits().hidden && v->make_engine()) teams = v;
  if (!teams) GTEST_SKIP() << "no game of teams with an engine in this build";
  auto table = teams->create(json::object());
  std::vector<std::string> moves;
  for (int i = 0; i < 6 && !table->legal_moves().empty(); ++i) {
    moves.push_back(table->legal_moves().front());
    table->play(moves.back());
  }
  GamePositions g = game_positions(*teams, json::object(), moves);
  const json seats = g.views[0]["seats"];
  for (std::size_t i = 0; i < moves.size(); ++i) {
    bool partner = seats[g.movers[i]]["team"] == seats[0]["team"];
    EXPECT_EQ(g.sides[i], partner ? 1 : -1) << i;
  }
  auto engine = teams->make_engine();
  PositionEval e = evaluate_position(*engine, g, 1, 2, 2);
  EXPECT_EQ(e.depth, 2);
  EXPECT_FALSE(e.lines.empty());
}

}  // namespace
}  // namespace menagerie::catalog
