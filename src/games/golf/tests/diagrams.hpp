// The book's diagrams that several Golf tests play on (../shared/research/chess-kit.md §2.3).
#pragma once

#include <string>

namespace menagerie::golf {

// Diagram G1: the layout of the book's first example hole (G2 and G3 play on it).
inline const std::string kG1 = "2B3R1/5k2/1r1n1N2/1r2b3/R5q1/1B1n1N2/b6K/5Q2";

}  // namespace menagerie::golf
