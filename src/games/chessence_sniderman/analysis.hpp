// How the built-in objects play: for each, over many starts, how often ODD (who moves first) wins
// with perfect play, the mean number of legal and of winning first moves, and how often exactly
// one first move wins (a one-move puzzle). docs/rules/chessence-sniderman.md, "Analysis".
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "games/chessence_sniderman/chessence_sniderman.hpp"

namespace menagerie::chessence_sniderman {

struct ObjectStats {
  std::string_view object;       // the built-in's name ("1", "p3")
  std::string_view description;  // the seed's words
  double odd_win_rate = 0;
  double mean_legal_first_moves = 0;
  double mean_winning_first_moves = 0;
  double one_move_puzzle_rate = 0;
};

// Where the starts come from: the given ones (move count 0, any pieces: composed sets, and small
// boards whose statistics a test can count independently) or, when none are given, `count` random
// starts drawn from `seed`.
struct AnalysisStarts {
  std::vector<State> given;
  std::int64_t count = 100;
  std::uint64_t seed = 0;
};

// One row per built-in object, in table order. `progress` (may be empty) receives the fraction
// done.
std::vector<ObjectStats> analyse_objects(const AnalysisStarts& starts,
                                         const std::function<void(double)>& progress);

}  // namespace menagerie::chessence_sniderman
