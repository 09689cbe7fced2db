// The puzzle generator: exactly one winning move (against plain minimax where the position is
// small, against a fresh solver for the other side otherwise), the same puzzle for the same seed,
// grades that follow the definition, and refutations that are legal and end with the refuter
// winning.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/error.hpp"
#include "engine/win_loss_solver.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "games/chessence_sniderman/puzzle.hpp"
#include "games/chessence_sniderman/solver_problem.hpp"
#include "support/error_of.hpp"

namespace menagerie::chessence_sniderman {
namespace {

using G = ChessenceSniderman;
using menagerie::harness::expect_error;

Side mover(const State& s) { return G::to_move(s) == kOddSeat ? Side::kOdd : Side::kEven; }
Side other(Side s) { return s == Side::kOdd ? Side::kEven : Side::kOdd; }
int pieces(const State& s) { return popcount(s.occupied()); }

// Whether `side` wins s with perfect play: plain minimax for small boards, else a solver of its
// own (not the one value_moves uses: this one solves for the other side and is fresh).
bool side_wins(const State& s, Side side) {
  SolverProblem problem(object_by_id(s.object), s.start_ply, other(side));
  if (pieces(s) <= 8) return !engine::plain_minimax(problem, problem.root(s));
  engine::WinLossSolver<SolverProblem> solver(problem, 1 << 12);
  return !solver.wins(problem.root(s));
}

// Proved lost for `side` within `plies` plies, written as "every line the opponent chooses ends
// the round lost": the definition of an implausible move, independently of puzzle.cpp.
bool proved_lost(const State& s, Side side, int plies) {
  MovesOf<G> moves;
  G::generate(s, moves);
  if (moves.empty()) return object_by_id(s.object).winner(G::round(s)) != side;
  if (plies == 0) return false;
  bool ours = mover(s) == side;
  for (const Move& m : moves) {
    State c = s;
    G::play(c, m);
    bool lost = proved_lost(c, side, plies - 1);
    if (ours && !lost) return false;  // one escape is enough
    if (!ours && lost) return true;   // one killing reply is enough
  }
  return ours;
}

std::vector<Puzzle> some_puzzles(std::optional<Difficulty> d, int n, std::uint64_t first_seed) {
  std::vector<Puzzle> out;
  for (int i = 0; i < n; ++i) {
    auto p = find_puzzle({first_seed + static_cast<std::uint64_t>(i), d, std::nullopt});
    EXPECT_TRUE(p.has_value()) << "seed " << first_seed + i;
    if (p) out.push_back(*p);
  }
  return out;
}

TEST(Puzzle, ExactlyOneMoveWins) {
  int small = 0;
  for (const Puzzle& p : some_puzzles(std::nullopt, 8, 100)) {
    const State& s = p.position;
    EXPECT_EQ(s.start_ply, s.ply) << "a puzzle carries no history";
    MovesOf<G> moves;
    G::generate(s, moves);
    ASSERT_GE(moves.size(), 2u);
    EXPECT_EQ(p.legal, static_cast<int>(moves.size()));
    int winners = 0;
    for (const Move& m : moves) {
      State c = s;
      G::play(c, m);
      bool wins = side_wins(c, mover(s));
      winners += wins;
      EXPECT_EQ(wins, m == p.answer) << G::position_text(s) << " " << G::move_display(s, m);
    }
    EXPECT_EQ(winners, 1);
    small += pieces(s) <= 9;
  }
  EXPECT_GT(small, 0) << "some puzzles are small enough for plain minimax";
}

TEST(Puzzle, SameSeedSamePuzzle) {
  PuzzleSpec spec{77, Difficulty::kMedium, std::nullopt};
  auto a = find_puzzle(spec), b = find_puzzle(spec);
  ASSERT_TRUE(a && b);
  EXPECT_EQ(G::position_text(a->position), G::position_text(b->position));
  EXPECT_EQ(a->position.object, b->position.object);
  EXPECT_EQ(a->answer, b->answer);
  EXPECT_EQ(a->seed, 77u);
  auto c = find_puzzle({78, Difficulty::kMedium, std::nullopt});
  ASSERT_TRUE(c);
  EXPECT_NE(G::position_text(a->position) + object_by_id(a->position.object).text(),
            G::position_text(c->position) + object_by_id(c->position.object).text());
}

TEST(Puzzle, DifficultyFollowsTheCountOfPlausibleMoves) {
  for (Difficulty d : {Difficulty::kEasy, Difficulty::kMedium, Difficulty::kHard}) {
    for (const Puzzle& p : some_puzzles(d, 2, 200 + 10 * static_cast<int>(d))) {
      EXPECT_EQ(p.difficulty, d);
      const State& s = p.position;
      MovesOf<G> moves;
      G::generate(s, moves);
      int plausible = 0;
      for (const Move& m : moves) {
        State c = s;
        G::play(c, m);
        bool shown_lost = proved_lost(c, mover(s), kPlausibilityPlies - 1);
        EXPECT_FALSE(m == p.answer && shown_lost);
        plausible += !shown_lost;
      }
      EXPECT_EQ(p.plausible, plausible);
      int decoys = plausible - 1;
      switch (d) {
        case Difficulty::kEasy:
          EXPECT_LE(decoys, kEasyDecoys);
          break;
        case Difficulty::kMedium:
          EXPECT_GT(decoys, kEasyDecoys);
          EXPECT_LE(decoys, kMediumDecoys);
          break;
        case Difficulty::kHard:
          EXPECT_GT(decoys, kMediumDecoys);
          break;
      }
    }
  }
}

TEST(Puzzle, AHandCheckedGrade) {
  // Object 5 (ODD wins if an odd number of pieces remain), ODD to move: White K a1 and R b1, a
  // Black queen on b2 and a Black knight on d4 that takes no part. Kxb2 or Rxb2 leaves three
  // pieces and no capture: ODD wins. After qxa1 or qxb1 the queen and the other White piece can
  // take each other, EVEN does, and two pieces remain: EVEN wins.
  State s = G::parse_position("...n/..../.q../KR.. 0");
  s.object = intern_object("5");
  auto values = value_moves(s);
  ASSERT_EQ(values.size(), 4u);
  int winning = 0;
  for (const auto& v : values) {
    bool white_takes = s.at(v.move.from) != s.at(5);
    EXPECT_EQ(v.wins, white_takes) << G::move_display(s, v.move);
    winning += v.wins;
  }
  EXPECT_EQ(winning, 2);
  EXPECT_FALSE(grade_position(s).has_value()) << "two winning moves: not a puzzle";
}

TEST(Puzzle, RefutationsAreLegalAndEndWithTheRefuterWinning) {
  for (const Puzzle& p : some_puzzles(std::nullopt, 3, 300)) {
    const State& s = p.position;
    MovesOf<G> moves;
    G::generate(s, moves);
    for (const Move& wrong : moves) {
      State c = s;
      G::play(c, wrong);
      if (wrong == p.answer) {
        expect_error([&] { refutation(c); }, "does not lose");
        continue;
      }
      Side refuter = other(mover(s));
      std::vector<Move> line = refutation(c);
      for (const Move& m : line) {
        // Each move is legal where it is played, and the refuter's moves keep the win.
        EXPECT_EQ(G::parse_move(c, G::move_text(c, m)), m);
        bool refuters_move = mover(c) == refuter;
        G::play(c, m);
        if (refuters_move) {
          EXPECT_TRUE(side_wins(c, refuter)) << G::position_text(c);
        }
      }
      ASSERT_TRUE(G::outcome(c).over()) << "the line reaches the end of the round";
      EXPECT_EQ(object_by_id(c.object).winner(G::round(c)), refuter);
    }
  }
}

// A tried answer is judged in the game: the puzzle's answer alone is right, and a wrong one gets
// the refutation from the position after it.
TEST(Puzzle, CheckAnswerJudgesEveryMove) {
  for (const Puzzle& p : some_puzzles(std::nullopt, 2, 300)) {
    const State& s = p.position;
    MovesOf<G> moves;
    G::generate(s, moves);
    for (const Move& tried : moves) {
      AnswerCheck judged = check_answer(s, tried);
      EXPECT_EQ(judged.correct, tried == p.answer);
      EXPECT_EQ(judged.winning, std::vector<Move>{p.answer});
      State after = s;
      G::play(after, tried);
      EXPECT_EQ(judged.refutation, tried == p.answer ? std::vector<Move>{} : refutation(after));
      EXPECT_EQ(judged.text.rfind(tried == p.answer ? "Right: " : "Wrong: ", 0), 0u) << judged.text;
    }
    EXPECT_NE(puzzle_question(s).find("to play: find the only move"), std::string::npos);
  }
}

TEST(Puzzle, ObjectsAndBadWords) {
  ObjectId p4 = intern_object("p4");
  auto p = find_puzzle({5, std::nullopt, p4});
  ASSERT_TRUE(p);
  EXPECT_EQ(p->position.object, p4);
  EXPECT_EQ(parse_difficulty("hard"), Difficulty::kHard);
  expect_error([] { parse_difficulty("fiendish"); }, "unknown difficulty 'fiendish'");
  // An object no position can be a puzzle for: every round is won by ODD.
  auto none = find_puzzle({1, std::nullopt, intern_object("odd wins if true"), 20});
  EXPECT_FALSE(none.has_value());
}

}  // namespace
}  // namespace menagerie::chessence_sniderman
