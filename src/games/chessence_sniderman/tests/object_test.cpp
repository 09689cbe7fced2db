#include <fmt/format.h>
#include <gtest/gtest.h>

#include <map>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/objects.hpp"

namespace menagerie::chessence_sniderman {
namespace {

using G = ChessenceSniderman;

// Plays `moves` from `position` and returns the winner of every built-in object, "O" for ODD and
// "E" for EVEN, in table order 1..10, p1..p4.
std::string winners(std::string_view position, std::vector<std::string_view> moves) {
  State s = G::parse_position(position);
  for (auto m : moves) G::play(s, G::parse_move(s, m));
  EXPECT_FALSE(G::any_capture(s)) << "the test round is not finished";
  std::string out;
  for (const auto& b : builtin_objects())
    out += Object::parse(b.name).winner(G::round(s)) == Side::kOdd ? 'O' : 'E';
  return out;
}

// Objects:                                  1 2 3 4 5 6 7 8 9 10 p1 p2 p3 p4
TEST(Builtins, EmptyHistory) {
  // White king a4, Black king d4: nothing to capture. Every "last" object is false for lack of a
  // capture.
  EXPECT_EQ(winners("K..k/..../..../.... 0", {}),
            "EEEEEOEEEE"
            "OEOO");
}

TEST(Builtins, OneCaptureKingTakesQueenOnADarkSquare) {
  // 1. Ka1xb2: a Black queen taken on b2 (dark, rank 2) by ODD; one White piece left.
  EXPECT_EQ(winners("..../..../.q../K... 0", {"Ka1xb2"}),
            "EEEEOOOEEE"
            "OOOO");
}

TEST(Builtins, OneCaptureQueenTakesKingOnOddsMove) {
  // 1. qb2xa1: the White king taken on a1 (dark, rank 1) on ODD's move; one Black piece left.
  EXPECT_EQ(winners("..../..../.q../K... 0", {"qb2xa1"}),
            "OEOEOEOEEE"
            "EEOE");
}

TEST(Builtins, OneCaptureKingTakenOnEvensMove) {
  // The same capture as move 2 (the position says one move was played): now it is EVEN's move.
  EXPECT_EQ(winners("..../..../.q../K... 1", {"qb2xa1"}),
            "OEOOOEOEEE"
            "EEOO");
}

TEST(Builtins, TwoCapturesSameSquareRookThenQueen) {
  // 1. qb2xb1 (White rook on red b1), 2. Ka1xb1 (Black queen on red b1): one White king left.
  EXPECT_EQ(winners("..../..../.q../KR.. 0", {"qb2xb1", "Ka1xb1"}),
            "EOOEOOOOEO"
            "OOEO");
}

TEST(Builtins, TwoCapturesRookThenKing) {
  // 1. qb2xb1 (White rook on red b1), 2. qb1xa1 (White king on dark a1, EVEN's move): one Black
  // queen.
  EXPECT_EQ(winners("..../..../.q../KR.. 0", {"qb2xb1", "qb1xa1"}),
            "OEOOOEOEOO"
            "EEOO");
}

TEST(Builtins, OutranksIsStrictAndOrderedKingQueenRookBishopKnight) {
  // 1. Nb1xc3 takes a Black knight, 2. bd4xc3 takes the White knight: a knight does not outrank a
  // knight, so object 10 goes to EVEN.
  std::string w = winners("...b/..n./..../.N.. 0", {"Nb1xc3", "bd4xc3"});
  EXPECT_EQ(w[9], 'E');
  // 1. Nb1xc3 takes a knight, 2. Nc3xa4 takes a bishop: the bishop outranks the knight.
  w = winners("b.../..n./..../.N.. 0", {"Nb1xc3", "Nc3xa4"});
  EXPECT_EQ(w[9], 'O');
}

TEST(Builtins, TableHasFourteenInSeedOrder) {
  auto all = builtin_objects();
  ASSERT_EQ(all.size(), 14u);
  const char* names[] = {"1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "p1", "p2", "p3", "p4"};
  for (int i = 0; i < 14; ++i) {
    EXPECT_EQ(all[i].name, names[i]);
    EXPECT_EQ(object_by_id(static_cast<ObjectId>(i)).name(), names[i]);
  }
  EXPECT_EQ(Object::parse("p3").side(), Side::kEven);
  EXPECT_EQ(Object::parse("3").side(), Side::kOdd);
  EXPECT_EQ(Object::parse(" P2 ").name(), "p2");
}

// The seed's words, coded directly: the reference each table expression is checked against.
Side direct(int index, const State& s) {
  int n = s.capture_count();
  const Capture* last = n >= 1 ? &s.captures[n - 1] : nullptr;
  const Capture* prev = n >= 2 ? &s.captures[n - 2] : nullptr;
  int white = popcount(s.colour[kWhite]), black = popcount(s.colour[kBlack]);
  auto king_on = [&](int parity) {  // parity 1: ODD's moves
    for (int i = 0; i < n; ++i)
      if (kind_of(s.captures[i].captured) == kKing && (s.start_ply + i + 1) % 2 == parity)
        return true;
    return false;
  };
  bool p = false;
  switch (index) {
    case 0:
      p = last && colour_of(last->captured) == kWhite;
      break;
    case 1:
      p = last && is_red(last->to);
      break;
    case 2:
      p = last && (rank_of(last->to) == 0 || rank_of(last->to) == 3);
      break;
    case 3:
      p = king_on(0);
      break;
    case 4:
      p = (white + black) % 2 == 1;
      break;
    case 5:
      p = white % 2 == 1;
      break;
    case 6:
      p = white == 0 || black == 0;
      break;
    case 7:
      p = prev && is_red(last->to) == is_red(prev->to);
      break;
    case 8:
      p = prev && colour_of(last->captured) == colour_of(prev->captured);
      break;
    case 9:
      p = prev && kind_of(last->captured) > kind_of(prev->captured);
      break;
    case 10:
      return last && colour_of(last->captured) == kWhite ? Side::kEven : Side::kOdd;
    case 11:
      return black % 2 == 1 ? Side::kEven : Side::kOdd;
    case 12:
      return last && is_red(last->to) ? Side::kEven : Side::kOdd;
    case 13:
      return king_on(1) ? Side::kEven : Side::kOdd;
  }
  return p ? Side::kOdd : Side::kEven;
}

TEST(Builtins, ExpressionsAgreeWithTheSeedsWordsOnRandomRounds) {
  Rng rng(77);
  std::map<int, int> odd_wins;
  for (int game = 0; game < 3000; ++game) {
    State s = G::random_start(rng);
    // Some rounds start from a position with moves already played, so that move parity shifts.
    if (game % 3 == 1) {
      MovesOf<G> list;
      G::generate(s, list);
      G::play(s, list[rng.below(list.size())]);
      s.start_ply = s.ply;
    }
    while (G::any_capture(s)) {
      MovesOf<G> list;
      G::generate(s, list);
      G::play(s, list[rng.below(list.size())]);
    }
    for (int i = 0; i < 14; ++i) {
      Side got = object_by_id(static_cast<ObjectId>(i)).winner(G::round(s));
      ASSERT_EQ(got, direct(i, s))
          << "object " << builtin_objects()[i].name << " on " << G::position_text(s);
      odd_wins[i] += got == Side::kOdd;
    }
  }
  // Both outcomes occur for every object, so the comparison exercised both branches.
  for (int i = 0; i < 14; ++i) {
    EXPECT_GT(odd_wins[i], 0) << i;
    EXPECT_LT(odd_wins[i], 3000) << i;
  }
}

bool holds(std::string_view text, std::string_view position, std::vector<std::string_view> moves) {
  State s = G::parse_position(position);
  for (auto m : moves) G::play(s, G::parse_move(s, m));
  return Object::parse_expression(text).condition(G::round(s));
}

TEST(Language, PartsOfTheRound) {
  auto pos = "..../..../.q../KR.. 0";
  std::vector<std::string_view> line = {"qb2xb1", "Ka1xb1"};
  EXPECT_TRUE(holds("captures == 2", pos, line));
  EXPECT_TRUE(holds("pieces == 1 and pieces(white king) == 1 and pieces(black) == 0", pos, line));
  EXPECT_TRUE(
      holds("first.piece.kind == rook and first.by.kind == queen and first.from == b2", pos, line));
  EXPECT_TRUE(
      holds("move(2).mover == even and move(1).mover == odd and last.move == 2", pos, line));
  EXPECT_TRUE(
      holds("last(2) .square = b1 and last.from.rank == 1 and last.from.file == 1", pos, line));
  EXPECT_TRUE(holds("last.square.colour == red and last.from.colour == dark", pos, line));
  EXPECT_TRUE(
      holds("count(c.by.colour == black) == 1 and all(c.square == b1) and not any(c.kind == king)",
            pos, line));
  EXPECT_TRUE(holds("odd(captures + 1) and even(pieces - 1) and 3 - 1 == captures", pos, line));
  EXPECT_TRUE(
      holds("last.kind > first.kind and last.kind >= queen and knight < bishop", pos, line));
  EXPECT_TRUE(holds("(true or false) and not (false and true)", pos, line));
}

TEST(Language, NamingAMissingCaptureMakesTheConditionFalse) {
  auto pos = "..../..../.q../K... 0";
  EXPECT_FALSE(holds("last(2).colour == white or true", pos, {"qb2xa1"}));
  EXPECT_FALSE(holds("not (last(2).colour == white)", pos, {"qb2xa1"}));
  EXPECT_FALSE(holds("move(2).mover == even or true", pos, {"qb2xa1"}));
  EXPECT_FALSE(holds("first.colour == white or true", "K..k/..../..../.... 0", {}));
  EXPECT_TRUE(holds("first.colour == white", pos, {"qb2xa1"}));
  // Quantifiers range over the captures that exist: all(...) of none is true.
  EXPECT_TRUE(holds("all(c.kind == queen) and count(true) == 0", "K..k/..../..../.... 0", {}));
  // Moves before the set-up are not in the history: move(1) does not exist after a count of 1.
  EXPECT_FALSE(holds("move(1).mover == odd or true", "..../..../.q../K... 1", {"qb2xa1"}));
  EXPECT_TRUE(
      holds("move(2).mover == even and first.move == 2", "..../..../.q../K... 1", {"qb2xa1"}));
}

void expect_parse_error(std::string_view text, std::string_view fragment) {
  try {
    Object::parse(text);
    ADD_FAILURE() << "accepted " << text;
  } catch (const InputError& e) {
    EXPECT_NE(std::string(e.what()).find(fragment), std::string::npos)
        << e.what() << " / wanted: " << fragment;
  }
}

TEST(Language, ParseErrorsGiveTheColumn) {
  expect_parse_error("", "the object is empty");
  expect_parse_error("odd wins last.colour == white", "column 10: expected 'if' but found 'last'");
  expect_parse_error("last.colour == whit", "column 16: unknown word 'whit'");
  expect_parse_error("last.colour == red",
                     "column 16: cannot compare a piece colour with a square colour");
  expect_parse_error("last.colour",
                     "column 1: expected a condition here, but this is a piece colour");
  expect_parse_error("last.colour < white", "column 13: '<' needs numbers or kinds of piece");
  expect_parse_error("last == first", "column 1: a capture cannot be compared as a whole");
  expect_parse_error("last.size == 1", "column 6: a capture has piece, by");
  expect_parse_error("last.square.kind == king", "column 13: a square has colour, rank and file");
  expect_parse_error("pieces + 1", "expected a condition");
  expect_parse_error("pieces(white white) == 1", "column 14: a colour is given twice");
  expect_parse_error("pieces(green) == 1",
                     "column 8: pieces(...) takes a colour and/or a kind, not 'green'");
  expect_parse_error("c.kind == king", "column 1: c means the capture in question");
  expect_parse_error("any(last.kind == king)", "column 5: inside any(...)");
  expect_parse_error("last(0).kind == king", "column 6: last(k) takes a whole number from 1");
  expect_parse_error("move(16).kind == king", "at most 15 moves");
  expect_parse_error("captures == 2 )", "column 15: unexpected ')'");
  expect_parse_error("(captures == 2", "column 15: expected ')' but found the end");
  expect_parse_error("captures == 2 # 3", "column 15: unexpected character '#'");
  expect_parse_error("captures == 99999", "column 13: number too large");
  expect_parse_error("odd(white)", "column 5: expected a number here, but this is a piece colour");
  expect_parse_error("true and 3", "column 10: expected a condition here, but this is a number");
  expect_parse_error("captures == 2 and", "column 18: expected a value but found the end");
}

TEST(Language, ConditionTextLeavesOutTheSide) {
  EXPECT_EQ(Object::parse("1").condition_text(), Object::parse("p1").condition_text());
  EXPECT_EQ(Object::parse("2").condition_text(), Object::parse("p3").condition_text());
  EXPECT_NE(Object::parse("4").condition_text(), Object::parse("p4").condition_text());
  EXPECT_EQ(Object::parse("captures > 1").condition_text(), "captures > 1");
  EXPECT_EQ(Object::parse("Even wins if  captures > 1").condition_text(), "captures > 1");
}

TEST(Language, InterningGivesOneIdPerTextAndKeepsBuiltinsFirst) {
  EXPECT_EQ(intern_object("1"), 0);
  EXPECT_EQ(intern_object("p4"), 13);
  ObjectId a = intern_object("even wins if captures > 3");
  EXPECT_GE(a, 14);
  EXPECT_EQ(intern_object("even wins if captures > 3"), a);
  EXPECT_EQ(object_by_id(a).side(), Side::kEven);
  EXPECT_THROW(intern_object("captures >"), InputError);
}

// A server that runs for months meets many made-up objects: the table grows (it once refused the
// 4,083rd), and every id keeps naming its own object while it grows.
TEST(Language, InterningHasNoFixedCapacity) {
  std::vector<ObjectId> ids;
  auto text = [](int n) { return fmt::format("captures > {} or captures < {}", n / 70, n % 70); };
  for (int n = 0; n < 5000; ++n) ids.push_back(intern_object("odd wins if " + text(n)));
  for (int n = 0; n < 5000; n += 499) {
    EXPECT_EQ(object_by_id(ids[n]).condition_text(), text(n));
    EXPECT_EQ(intern_object("odd wins if " + text(n)), ids[n]);
  }
  EXPECT_EQ(object_by_id(0).name(), "1");
  EXPECT_THROW(object_by_id(ids.back() + 1000), InputError);
}

TEST(Language, NeedsNameWhatTheSolverMustRemember) {
  ObjectNeeds n = Object::parse("8").needs(0);
  EXPECT_EQ(n.last_depth, 2);
  EXPECT_EQ(n.features, static_cast<std::uint32_t>(kFeatureToShade));
  EXPECT_TRUE(n.absolute.empty());
  n = Object::parse("4").needs(0);
  EXPECT_EQ(n.last_depth, 0);
  EXPECT_EQ(n.features, 0u);
  EXPECT_EQ(n.quantifier_counts, std::vector<bool>{false});
  n = Object::parse("first.by == move(3).piece and count(c.kind == rook) > 1").needs(1);
  EXPECT_EQ(n.absolute, (std::vector<int>{0, 1}));
  EXPECT_EQ(n.features, static_cast<std::uint32_t>(kFeatureCapturedColour | kFeatureCapturedKind |
                                                   kFeatureByColour | kFeatureByKind));
  EXPECT_EQ(n.quantifier_counts, std::vector<bool>{true});
}

}  // namespace
}  // namespace menagerie::chessence_sniderman
