// The solver: the book's problems and published lines, and optimality against a plain BFS.
#include <gtest/gtest.h>

#include <chrono>
#include <iostream>

#include "games/golf/solver.hpp"

namespace menagerie::golf {
namespace {

Hole hole(const char* board, const char* cards, Special sp = Special::kPairs) {
  Hole h = parse_board(board);
  parse_cards(h, cards);
  h.special = sp;
  return h;
}

TEST(Solver, Measure) {
  for (auto [b, c] : {std::pair{"2B3R1/5k2/1r1n1N2/1r2b3/R5q1/1B1n1N2/b6K/5Q2", "K b"},
                      {"3R2b1/1Q3K1N/3R4/b5n1/N6B/3n2k1/1B2q2r/1r6", "b b"},
                      {"5r1b/2n5/8/3Q4/Bk4n1/4N3/Rr1KR1B1/N4qb1", "n n r"},
                      {"1N2b1b1/1nr2B2/3B3R/6k1/N5q1/4Qn2/2r3R1/5K2", "N N B"}}) {
    auto t0 = std::chrono::steady_clock::now();
    Solution s = solve(hole(b, c));
    double ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
    std::cout << c << " optimum " << (s.optimum ? *s.optimum : -1) << " visited " << s.visited
              << " bytes " << s.peak_bytes << " ms " << ms << " line";
    for (Step m : s.line) std::cout << " " << step_text(m);
    std::cout << "\n";
  }
}

}  // namespace
}  // namespace menagerie::golf
