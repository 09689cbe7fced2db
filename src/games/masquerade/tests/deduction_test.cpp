// The deduction aid: the 120 permutations, the consistent set kept exactly, and the X/O table.
// Checked against a second, plain computation (every five-letter word with no repeated letter).
#include <gtest/gtest.h>

#include <algorithm>
#include <array>
#include <set>
#include <vector>

#include "games/masquerade/masquerade.hpp"
#include "games/masquerade/tests/helpers.hpp"
#include "support/error_of.hpp"

namespace menagerie::masquerade::harness {
namespace {

using menagerie::harness::expect_error;
using Arr = std::array<std::uint8_t, 5>;

// Every assignment of a pattern to each row, kept when no pattern repeats.
std::vector<Arr> all_perms() {
  std::vector<Arr> out;
  for (int code = 0; code < 5 * 5 * 5 * 5 * 5; ++code) {
    Arr a{};
    int used = 0;
    for (int r = 0, c = code; r < 5; ++r, c /= 5) {
      a[r] = std::uint8_t(c % 5);
      used |= 1 << a[r];
    }
    if (used == 31) out.push_back(a);
  }
  return out;
}

// The set as plain arrays.
std::set<Arr> members(PermSet s) {
  std::set<Arr> out;
  for (int p = 0; p < kPerms; ++p)
    if (s.has(p)) out.insert(kPermTable[p]);
  return out;
}

TEST(MasqueradeDeduction, TheTableHoldsEachPermutationOnce) {
  auto plain = all_perms();
  ASSERT_EQ(plain.size(), 120u);
  EXPECT_EQ(members(PermSet::all()), std::set<Arr>(plain.begin(), plain.end()));
  EXPECT_EQ(perm_letters(kIdentity), "KQRBN");
  EXPECT_EQ(perm_letters(kBalanced), "QNBKR");
  EXPECT_EQ(perm_combos(kBalanced), "KQ QN RB BK NR");
  for (int p = 0; p < kPerms; ++p) EXPECT_EQ(parse_perm(perm_letters(std::uint8_t(p))), p);
  for (int p = 0; p < kPerms; ++p) EXPECT_EQ(parse_perm(perm_combos(std::uint8_t(p))), p);
}

TEST(MasqueradeDeduction, TheSourcesExampleAssignment) {
  // §2.2: Bob's secret assignment for Alice's pieces: K→R, Q→K, R→N, B→B, N→Q.
  std::uint8_t bob = parse_perm("KR QK RN BB NQ");
  EXPECT_EQ(perm_letters(bob), "RKNBQ");
  EXPECT_EQ(parse_perm("NQ BB RN QK KR"), bob) << "pairs in any order";
  EXPECT_EQ(pattern_of(bob, kK), kR);
  EXPECT_EQ(pattern_of(bob, kQ), kK);
  EXPECT_EQ(pattern_of(bob, kR), kN);
  EXPECT_EQ(pattern_of(bob, kB), kB);
  EXPECT_EQ(pattern_of(bob, kN), kQ);
  // Alice (White) plays with it: her king takes like a rook, her knight like a queen.
  State s = with_powers("4k3/8/8/8/8/1n6/3b4/2N1K3 w - - 0 1", "KR QK RN BB NQ", "identity");
  EXPECT_EQ(display(s, "e1d2"), "Ke1xd2? — no") << "a rook does not take diagonally";
  EXPECT_EQ(display(s, "c1b3"), "Nc1xb3? — no") << "a queen does not jump";
  State t = with_powers("4k3/8/8/8/4n3/8/8/2N1K3 w - - 0 1", "KR QK RN BB NQ", "identity");
  EXPECT_EQ(display(t, "e1e4"), "Ke1xe4? — yes");
  // Bob's own table is blank: nothing is known about Black's pieces.
  for (int r = 0; r < kKinds; ++r)
    for (int c = 0; c < kKinds; ++c) EXPECT_EQ(cell(t.known[1], Kind(r), Kind(c)), Cell::kPossible);
}

TEST(MasqueradeDeduction, NoRemovesExactlyThePermutationsThatWouldCapture) {
  auto plain = all_perms();
  for (int row = 0; row < kKinds; ++row)
    for (Patterns could = 1; could < 32; ++could) {
      std::set<Arr> yes, no;
      for (const Arr& a : plain) ((could >> a[row] & 1) ? yes : no).insert(a);
      EXPECT_EQ(members(learn(PermSet::all(), Kind(row), could, true)), yes);
      EXPECT_EQ(members(learn(PermSet::all(), Kind(row), could, false)), no);
    }
}

TEST(MasqueradeDeduction, CertainAndImpossibleCellsFollowThePermutationConstraint) {
  PermSet k = PermSet::all();
  // The king is neither a queen nor a rook (a clear two-square capture refused) ...
  k = learn(k, kK, 1 << kQ | 1 << kR, false);
  // ... nor a bishop ...
  k = learn(k, kK, 1 << kB, false);
  EXPECT_EQ(cell(k, kK, kK), Cell::kPossible);
  EXPECT_EQ(cell(k, kK, kN), Cell::kPossible);
  // ... and the knight takes by a knight's jump: so the knight is N, and the king must be K.
  k = learn(k, kN, 1 << kN, true);
  EXPECT_EQ(cell(k, kN, kN), Cell::kCertain);
  EXPECT_EQ(cell(k, kK, kK), Cell::kCertain);
  for (int c = 0; c < kKinds; ++c) {
    if (c != kK) {
      EXPECT_EQ(cell(k, kK, Kind(c)), Cell::kImpossible);
    }
    if (c != kN) {
      EXPECT_EQ(cell(k, kN, Kind(c)), Cell::kImpossible);
    }
  }
  for (int r : {kQ, kR, kB}) {
    EXPECT_EQ(cell(k, Kind(r), kK), Cell::kImpossible) << "the K column is taken";
    EXPECT_EQ(cell(k, Kind(r), kN), Cell::kImpossible) << "the N column is taken";
  }
  EXPECT_EQ(k.count(), 6);  // Q, R, B share the three patterns left
}

TEST(MasqueradeDeduction, TheViewDrawsTheTable) {
  State s = with_powers("4k3/8/8/4b3/8/2N5/8/4K3 w - - 0 1", "identity", "identity");
  s = played(s, {"c3e5"});  // no: the knight is neither Q nor B
  auto table = Masquerade::deduction(s, chess::kWhite);
  EXPECT_EQ(table["rows"], nlohmann::json({"K", "Q", "R", "B", "N"}));
  EXPECT_EQ(table["cells"][4], nlohmann::json({"?", "X", "?", "X", "?"}));
  EXPECT_EQ(table["cells"][0], nlohmann::json({"?", "?", "?", "?", "?"}));
  EXPECT_EQ(table["consistent"], 72);
}

TEST(MasqueradeDeduction, SetsAsText) {
  EXPECT_EQ(set_text(PermSet::all()), "*");
  PermSet k = learn(PermSet::all(), kN, 1 << kQ, false);
  EXPECT_EQ(parse_set(set_text(k)), k);
  EXPECT_EQ(set_text(k).size(), 30u);
  expect_error([] { parse_set("12"); }, "30 hex digits");
  expect_error([] { parse_set("000000000000000000000000000000"); }, "empty");
  expect_error([] { parse_set("00000000000000000000000000000g"); }, "not a hex digit");
}

}  // namespace
}  // namespace menagerie::masquerade::harness
