#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "engine/win_loss_solver.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/objects.hpp"
#include "games/chessence_sniderman/solver_problem.hpp"

namespace menagerie::chessence_sniderman {
namespace {

using G = ChessenceSniderman;
using Solver = engine::WinLossSolver<SolverProblem>;

// The reference: plain minimax over the Game itself (full history, the object judged by
// G::outcome), no table, no key, no ordering.
bool odd_wins_reference(const State& s) {
  Outcome o = G::outcome(s);
  if (o.over()) return o.winner == kOddSeat;
  MovesOf<G> moves;
  G::generate(s, moves);
  bool odd = G::to_move(s) == kOddSeat;
  bool any_win = false, any_loss = false;
  for (const auto& m : moves) {
    State c = s;
    G::play(c, m);
    bool v = odd_wins_reference(c);
    any_win |= v;
    any_loss |= !v;
  }
  return odd ? any_win : !any_loss;
}

// A random position some moves into a random round, with at most `pieces` pieces left; the moves
// played since the start stay in the history (start_ply 0 or, for every third position, a shifted
// count).
State near_the_end(Rng& rng, int pieces, bool shifted) {
  State s = G::random_start(rng);
  if (shifted) {
    MovesOf<G> list;
    G::generate(s, list);
    G::play(s, list[rng.below(list.size())]);
    s.start_ply = s.ply;  // as if set up from text with a count of 1
  }
  while (popcount(s.occupied()) > pieces && G::any_capture(s)) {
    MovesOf<G> list;
    G::generate(s, list);
    G::play(s, list[rng.below(list.size())]);
  }
  return s;
}

void check_agreement(std::string_view object_text, int positions, std::uint64_t seed) {
  ObjectId id = intern_object(object_text);
  const Object& object = object_by_id(id);
  Rng rng(seed);
  int odd = 0;
  for (int i = 0; i < positions; ++i) {
    State s = near_the_end(rng, 8, i % 3 == 2);
    s.object = id;
    SolverProblem for_odd(object, s.start_ply, Side::kOdd),
        for_even(object, s.start_ply, Side::kEven);
    Solver solve_odd(for_odd, 1 << 12), solve_even(for_even, 1 << 12);
    bool expected = odd_wins_reference(s);
    ASSERT_EQ(solve_odd.wins(for_odd.root(s)), expected)
        << object_text << " at " << G::position_text(s);
    ASSERT_EQ(solve_even.wins(for_even.root(s)), !expected)
        << object_text << " at " << G::position_text(s);
    odd += expected;
    // Every first move valued, from the same table.
    auto values = solve_odd.move_values(for_odd.root(s));
    for (const auto& [m, v] : values) {
      State c = s;
      G::play(c, m);
      ASSERT_EQ(v, odd_wins_reference(c))
          << object_text << " move " << G::move_display(s, m) << " at " << G::position_text(s);
    }
  }
  // Both results occur, so agreement is not agreement on a constant.
  EXPECT_GT(odd, 0) << object_text;
  EXPECT_LT(odd, positions) << object_text;
}

class Builtin : public ::testing::TestWithParam<int> {};

TEST_P(Builtin, SolverAgreesWithPlainMinimax) {
  check_agreement(builtin_objects()[GetParam()].name, 60, 1000 + GetParam());
}

INSTANTIATE_TEST_SUITE_P(All, Builtin, ::testing::Range(0, 14));

TEST(MadeUp, SolverAgreesWithPlainMinimaxWhenKeysHoldHistory) {
  // Absolute captures, three deep "last", counters and all(...): the key summary in every form.
  check_agreement("odd wins if first.kind == last.kind or last(3).square.rank == 2", 60, 5);
  check_agreement("even wins if count(c.by.kind == knight and c.mover == odd) >= 2", 60, 6);
  check_agreement(
      "odd wins if all(c.square.colour == red or c.kind != queen) and pieces(black) > 1", 60, 7);
  check_agreement("odd wins if move(4).by.colour == white and last.from.file != 2", 60, 8);
}

TEST(MadeUp, SolverAgreesWithPlainMinimaxWhenObjectsReadRanksFilesAndWholeSquares) {
  // Ranks and files restrict the board symmetries the keys may use (inside quantifiers too), and a
  // whole square compared with a named one allows none.
  check_agreement("odd wins if odd(count(c.square.file == 1 or c.from.rank == 4))", 40, 9);
  check_agreement("even wins if any(c.square == b2) or last.square.file == 4", 40, 10);
  check_agreement("odd wins if last.square.rank > last(2).from.rank", 40, 11);
  check_agreement("odd wins if all(c.mover == odd or c.square.colour == red)", 40, 12);
}

TEST(Problem, KeysForgetOnlyWhatCannotMatter) {
  // Object 1 looks only at the last capture: at a node with moves left that capture will be
  // replaced, so two positions that differ only in what was captured last share a key.
  SolverProblem p(Object::parse("1"), 0);
  EXPECT_EQ(p.history_bits(), 0);
  SolverProblem q(Object::parse("8"), 0);
  EXPECT_EQ(q.history_bits(), 1);  // the colour of the square of the capture before the last
  SolverProblem r(Object::parse("4"), 0);
  EXPECT_EQ(r.history_bits(), 1);  // whether a king has fallen on EVEN's move
  State a = G::parse_position("..../..../.q../KR.. 0");
  State king_taken = a;
  G::play(king_taken, G::parse_move(king_taken, "qb2xa1"));  // on ODD's move: does not count
  EXPECT_EQ(r.root(king_taken).folds, 0u);
  State shifted = G::parse_position("..../..../.q../KR.. 1");
  SolverProblem r1(Object::parse("4"), 1);
  G::play(shifted, G::parse_move(shifted, "qb2xa1"));  // move 2: EVEN's
  EXPECT_EQ(r1.root(shifted).folds, 1u);
  EXPECT_NE(r1.key(r1.root(shifted)), r.key(r.root(king_taken)));
  // Same board, a different capture before it (one on a red square, one on a dark one).
  State x = king_taken, y = king_taken;
  y.captures[0].to = 1;
  EXPECT_EQ(p.key(p.root(x)), p.key(p.root(y)));
  EXPECT_NE(q.key(q.root(x)), q.key(q.root(y)));
}

TEST(Problem, SymmetriesMoveEachCellWhereTheGeometrySays) {
  Rng rng(3);
  for (int trial = 0; trial < 200; ++trial) {
    std::uint64_t x = rng.next();
    for (int w = 0; w < 8; ++w) {
      std::uint64_t expected = 0;
      for (int r = 0; r < 4; ++r)
        for (int f = 0; f < 4; ++f) {
          int rr = (w & 2) ? 3 - r : r, ff = (w & 1) ? 3 - f : f;
          if (w & 4) std::swap(rr, ff);
          expected |= ((x >> (4 * (4 * r + f))) & 0xF) << (4 * (4 * rr + ff));
        }
      ASSERT_EQ(symmetry(x, w), expected) << w;
    }
  }
}

TEST(Problem, KeysShareSymmetricBoardsOnlyWhenTheObjectCannotTell) {
  State s = G::parse_position("RnbK/qNrB/bRkn/NQbr 0");
  State mirrored = s;  // files mirrored: a1 (dark) goes to d1 (red)
  mirrored.cells = symmetry(s.cells, 1);
  for (int c = 0; c < 2; ++c) {
    mirrored.colour[c] = 0;
    for (Square q = 0; q < kSquares; ++q)
      if (mirrored.at(q) != kEmpty && colour_of(mirrored.at(q)) == c)
        mirrored.colour[c] |= static_cast<Squares>(1u << q);
  }
  SolverProblem colours(Object::parse("1"), 0), shades(Object::parse("2"), 0),
      rows(Object::parse("3"), 0);
  EXPECT_EQ(colours.key(colours.root(s)), colours.key(colours.root(mirrored)));
  EXPECT_NE(shades.key(shades.root(s)), shades.key(shades.root(mirrored)));
  EXPECT_EQ(rows.key(rows.root(s)), rows.key(rows.root(mirrored)));  // ranks stay where they were
}

TEST(Problem, RefusesObjectsThatNeedTooMuchHistory) {
  EXPECT_THROW(
      SolverProblem(Object::parse("last(15).piece == first.piece and last(14).from == a1"), 0),
      InputError);
}

TEST(Table, KeepsValuesAcrossProbesAndForgetsThemOnClear) {
  engine::ExactTable<std::uint64_t> t(16);
  for (std::uint64_t k = 0; k < 4; ++k) t.insert(k, 5, k % 2 == 1);  // four keys, one bucket
  for (std::uint64_t k = 0; k < 4; ++k) EXPECT_EQ(t.find(k, 5), static_cast<int>(k % 2));
  t.insert(9, 5, true);  // a fifth: some older value goes, the new one stays
  EXPECT_EQ(t.find(9, 5), 1);
  t.clear();
  EXPECT_EQ(t.find(9, 5), -1);
}

TEST(Table, PackedTableKeepsEqualLinesApartAndForgetsOnClear) {
  // 64 slots: 8 lines of 8. Hashes that differ only above the line bits share a line; the slot
  // keeps those bits, so no two are confused, and a ninth pushes out the value in the last slot.
  engine::PackedTable t(64);
  auto in_line_5 = [](std::uint64_t k) { return 5 + (k << 3); };
  for (std::uint64_t k = 0; k < 8; ++k) t.insert(in_line_5(k), k % 3 == 0);
  for (std::uint64_t k = 0; k < 8; ++k) EXPECT_EQ(t.find(in_line_5(k)), k % 3 == 0 ? 1 : 0) << k;
  EXPECT_EQ(t.find(in_line_5(8)), -1);
  EXPECT_EQ(t.find(6), -1);  // another line
  t.insert(in_line_5(8), true);
  EXPECT_EQ(t.find(in_line_5(8)), 1);
  EXPECT_EQ(t.find(in_line_5(7)), -1);  // the value in the last slot went
  EXPECT_EQ(t.find(in_line_5(0)), 1);
  EXPECT_EQ(t.find(in_line_5(5)), 0);
  EXPECT_EQ(t.size(), 8u);
  // Every clear forgets, also when the few generation bits of a small table wrap around.
  for (int round = 0; round < 10; ++round) {
    t.clear();
    EXPECT_EQ(t.find(in_line_5(8)), -1) << round;
    EXPECT_EQ(t.find(in_line_5(7)), -1) << round;
    t.insert(in_line_5(round), round % 2 == 1);
    EXPECT_EQ(t.find(in_line_5(round)), round % 2) << round;
  }
}

TEST(Table, TheMixIsABijectionOnWhatItSees) {
  // The packed table relies on mix() losing nothing: distinct words give distinct hashes.
  Rng rng(21);
  std::set<std::uint64_t> words, hashes;
  for (int i = 0; i < 20000; ++i) {
    std::uint64_t w = i < 10000 ? static_cast<std::uint64_t>(i) : rng.next();
    if (words.insert(w).second) hashes.insert(engine::PackedTable::mix(w));
  }
  EXPECT_EQ(words.size(), hashes.size());
}

// Objects whose keys take every form: board only with every symmetry (5) or some (2, 3), one bit of
// history (8, 4), three (10), and more than 8 bits (which the packed table cannot take).
constexpr const char* kKeyForms[] = {
    "5",
    "2",
    "3",
    "8",
    "4",
    "10",
    "odd wins if first.kind == last.kind or last(3).square.rank == 2",
    "odd wins if any(c.square == b2) or last.square.file == 4"};

TEST(Problem, ChildrenCountKeyAndGenerateAsMadeChildrenDo) {
  // The solver asks p.children(n) for each child's number of moves and key instead of making the
  // child: they must be exactly count_moves(child) and key(child), in every position.
  Rng rng(15);
  for (const char* text : kKeyForms) {
    int checked = 0;
    for (int trial = 0; trial < 150; ++trial) {
      State s = near_the_end(rng, 2 + trial % 15, trial % 4 == 3);
      SolverProblem q(Object::parse(text), s.start_ply);
      SolverProblem::Node n = q.root(s);
      auto kids = q.children(n);
      MovesOf<G> expected, got;
      q.generate(n, expected);
      kids.generate(got);
      ASSERT_EQ(std::vector<Move>(got.begin(), got.end()),
                std::vector<Move>(expected.begin(), expected.end()))
          << text << " at " << G::position_text(s);
      for (const Move& m : expected) {
        SolverProblem::Node c = q.child(n, m);
        ASSERT_EQ(kids.count_moves(m), q.count_moves(c))
            << text << " " << G::move_display(s, m) << " at " << G::position_text(s);
        if (q.count_moves(c) == 0) continue;  // keys are made only for nodes with moves
        ASSERT_EQ(kids.key(m), q.key(c))
            << text << " " << G::move_display(s, m) << " at " << G::position_text(s);
        ++checked;
      }
    }
    EXPECT_GT(checked, 300) << text;
  }
}

TEST(Problem, ProjectsCapturesByTableAsFieldByField) {
  // Keys record captures through two small tables; they must give the field-by-field record for
  // every capture, whatever parts of it the object reads.
  const char* objects[] = {"8", "10",
                           "odd wins if first.kind == last.kind or last(3).square.rank == 2",
                           "odd wins if move(4).by.colour == white and last.from.file != 2",
                           "odd wins if last.by == last(2).piece and last.from == last(2).square"};
  const Piece pieces[] = {1, 2, 3, 4, 5, 9, 10, 11, 12, 13};
  for (const char* text : objects) {
    SolverProblem p(Object::parse(text), 0);
    int nonzero = 0;
    for (Piece captured : pieces)
      for (Piece by : pieces)
        for (int from = 0; from < kSquares; ++from)
          for (int to = 0; to < kSquares; ++to) {
            Capture c{captured, by, static_cast<std::uint8_t>(from), static_cast<std::uint8_t>(to)};
            ASSERT_EQ(p.project(c), p.project_by_fields(c)) << text;
            nonzero += p.project(c) != 0;
          }
    EXPECT_GT(nonzero, 1000) << text;
  }
}

TEST(Problem, PackedKeysAreExact) {
  // Two keys pack to the same word only if they are equal: many positions' keys, for the key forms
  // that pack.
  Rng rng(16);
  for (const char* text : kKeyForms) {
    SolverProblem p(Object::parse(text), 0);
    if (!p.packs()) {
      EXPECT_GT(p.history_bits(), 8) << text;
      continue;
    }
    std::map<std::uint64_t, SolverProblem::Key> seen;
    int keys = 0;
    for (int trial = 0; trial < 400; ++trial) {
      State s = near_the_end(rng, 2 + trial % 15, false);
      SolverProblem::Node n = p.root(s);
      MovesOf<G> moves;
      p.generate(n, moves);
      for (const Move& m : moves) {
        SolverProblem::Node c = p.child(n, m);
        SolverProblem::Key k = p.key(c);
        auto [at, fresh] = seen.emplace(p.pack(k), k);
        ASSERT_TRUE(fresh || at->second == k) << text << " at " << G::position_text(s);
        ++keys;
      }
    }
    EXPECT_GT(seen.size(), 1000u) << text;
    EXPECT_GT(keys, 0);
  }
  // The squeeze of a board keeps every cell: one cell changed to any other code changes the word.
  State s = G::parse_position("RnbK/qNrB/bRkn/NQbr 0");
  const Piece codes[] = {kEmpty, 1, 2, 3, 4, 5, 9, 10, 11, 12, 13};
  std::set<std::uint64_t> words;
  int boards = 0;
  for (Square q = 0; q < kSquares; ++q)
    for (Piece code : codes) {
      State t = s;
      t.put(q, code);
      if (t.cells == s.cells && q != 0) continue;  // the unchanged board, counted once
      words.insert(SolverProblem::squeeze(t.cells));
      ++boards;
    }
  EXPECT_EQ(words.size(), static_cast<std::size_t>(boards));
}

TEST(Solver, SolvesTheTinyLinesByHand) {
  // White K a1, White R b1, Black q b2. Object 5 (ODD wins on an odd number of pieces left):
  // ODD must leave an odd count. 1. Ka1xb2 or Rb1xb2 ends the round with 2 pieces (EVEN wins);
  // 1. qb2xa1 leaves q and R, and qb1... the queen on a1 takes the rook: 1 piece (ODD wins);
  // 1. qb2xb1 leaves K and q adjacent, one more capture: 1 piece. So ODD wins by a queen move.
  State s = G::parse_position("..../..../.q../KR.. 0");
  SolverProblem p(Object::parse("5"), 0);
  Solver solver(p, 1 << 10);
  EXPECT_TRUE(solver.wins(p.root(s)));
  std::vector<std::string> winning;
  for (const auto& [m, v] : solver.move_values(p.root(s)))
    if (v) winning.push_back(G::move_display(s, m));
  EXPECT_EQ(winning, (std::vector<std::string>{"qb2xa1", "qb2xb1"}));
}

TEST(Properties, RandomStartsSolveAndAgreeAcrossSides) {
  // Eleven pieces left: ODD's and EVEN's solvers give opposite answers.
  Rng rng(31);
  State s = near_the_end(rng, 11, false);
  for (const char* name : {"5", "2"}) {
    const Object& o = object_by_id(intern_object(name));
    SolverProblem odd(o, 0, Side::kOdd), even(o, 0, Side::kEven);
    Solver a(odd), b(even);
    EXPECT_NE(a.wins(odd.root(s)), b.wins(even.root(s))) << name;
  }
}

TEST(Problem, CountsMovesAsGenerationDoes) {
  // The solver orders and judges children by count_moves alone: it must equal the generated list.
  SolverProblem p(Object::parse("5"), 0);
  Rng rng(11);
  for (int trial = 0; trial < 300; ++trial) {
    State s = near_the_end(rng, 2 + trial % 15, false);
    MovesOf<G> moves;
    G::generate(s, moves);
    ASSERT_EQ(p.count_moves(p.root(s)), moves.size()) << G::position_text(s);
  }
}

TEST(Problem, GeneratesTheGamesMovesInTheGamesOrder) {
  // The problem generates with its own branch-free attacks; move_values lists moves in generation
  // order, so the list must be the game's, move for move, and the attacks the plain ray walk's.
  SolverProblem p(Object::parse("5"), 0);
  Rng rng(14);
  for (int trial = 0; trial < 300; ++trial) {
    State s = near_the_end(rng, 2 + trial % 15, false);
    MovesOf<G> expected, got;
    G::generate(s, expected);
    p.generate(p.root(s), got);
    ASSERT_EQ(std::vector<Move>(got.begin(), got.end()),
              std::vector<Move>(expected.begin(), expected.end()))
        << G::position_text(s);
  }
  for (int kind = kKnight; kind <= kKing; ++kind)
    for (Square sq = 0; sq < kSquares; ++sq)
      for (int trial = 0; trial < 20; ++trial) {
        auto occupied = static_cast<Squares>(rng.next() | (1u << sq));
        Piece piece = make_piece(trial % 2 ? kBlack : kWhite, static_cast<Kind>(kind));
        ASSERT_EQ(branch_free_attacks(piece, sq, occupied),
                  attacks_by_rays(static_cast<Kind>(kind), sq, occupied))
            << kind << " on " << sq;
      }
}

// SolverProblem seen through a wrapper: everything the solver needs except count_moves and key,
// which each test's wrapper adds (or leaves out) to watch or change how the solver uses them.
struct Forwarding {
  const SolverProblem& p;
  using Node = SolverProblem::Node;
  using Move = SolverProblem::Move;
  using Key = SolverProblem::Key;
  static constexpr std::size_t kMaxMoves = SolverProblem::kMaxMoves;
  template <class List>
  void generate(const Node& n, List& out) const {
    p.generate(n, out);
  }
  Node child(const Node& n, const Move& m) const { return p.child(n, m); }
  bool maximiser_to_move(const Node& n) const { return p.maximiser_to_move(n); }
  bool maximiser_wins(const Node& n) const { return p.maximiser_wins(n); }
  static std::uint64_t key_hash(const Key& k) { return SolverProblem::key_hash(k); }
};

// The same problem without count_moves: the solver falls back on generating the children's moves.
struct WithoutCount : Forwarding {
  Key key(const Node& n) const { return p.key(n); }
};

TEST(Solver, AgreesWithAndWithoutACheapMoveCount) {
  ObjectId id = intern_object("8");
  SolverProblem p(object_by_id(id), 0);
  WithoutCount q{{p}};
  Rng rng(12);
  for (int trial = 0; trial < 40; ++trial) {
    State s = near_the_end(rng, 9, false);
    s.object = id;
    Solver fast(p, 1 << 12);
    engine::WinLossSolver<WithoutCount> slow(q, 1 << 12);
    bool expected = odd_wins_reference(s);
    ASSERT_EQ(fast.wins(p.root(s)), expected) << G::position_text(s);
    ASSERT_EQ(slow.wins(p.root(s)), expected) << G::position_text(s);
  }
}

// The same problem, counting the keys the solver asks for.
struct CountingKeys : Forwarding {
  mutable int keys = 0;
  std::size_t count_moves(const Node& n) const { return p.count_moves(n); }
  Key key(const Node& n) const {
    ++keys;
    return p.key(n);
  }
};

TEST(Solver, AMoveThatEndsTheRoundAndWinsDecidesBeforeAnyChildKey) {
  // The solver looks at every child's move count first and makes keys only when no child ends the
  // round in the mover's favour: then the root's key is the only one made, even when a child with
  // moves comes earlier in generation order.
  SolverProblem p(Object::parse("5"), 0);
  Rng rng(13);
  int decided = 0, after_a_live_child = 0;
  for (int trial = 0; trial < 400; ++trial) {
    State s = near_the_end(rng, 2 + trial % 8, false);
    SolverProblem::Node root = p.root(s);
    MovesOf<G> moves;
    G::generate(s, moves);
    if (moves.empty()) continue;
    bool live_first = false, wins_at_once = false;
    for (const auto& m : moves) {
      SolverProblem::Node c = p.child(root, m);
      if (p.count_moves(c) == 0 && p.maximiser_wins(c) == p.maximiser_to_move(root)) {
        wins_at_once = true;
        break;
      }
      live_first = live_first || p.count_moves(c) > 0;
    }
    if (!wins_at_once) continue;
    CountingKeys q{{p}};
    engine::WinLossSolver<CountingKeys> solver(q, 1 << 8);
    ASSERT_EQ(solver.wins(root), p.maximiser_to_move(root)) << G::position_text(s);
    EXPECT_EQ(q.keys, 1) << G::position_text(s);
    ++decided;
    after_a_live_child += live_first;
  }
  EXPECT_GT(after_a_live_child, 10);  // the case that matters occurred
  EXPECT_GT(decided, after_a_live_child);
}

}  // namespace
}  // namespace menagerie::chessence_sniderman
