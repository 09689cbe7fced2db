// Taking back a move (docs/api.md, "Takeback"): which moves a request undoes. Pure, so the room
// decides it the same way on every node and a test can check it without a server.
#pragma once

#include <cstddef>
#include <vector>

#include "core/game.hpp"

namespace menagerie::server {

// The moves to undo, counted from the last, so that the seat `seat` is to play its last turn again:
// every move after that turn (the replies) and the turn itself, all its steps (a turn of several
// moves by one seat is taken back whole). `movers` lists who made each move played so far (-1: the
// game itself). 0 when `seat` has not moved.
inline std::size_t moves_to_take_back(const std::vector<int>& movers, int seat) {
  std::size_t i = movers.size();
  while (i > 0 && movers[i - 1] != seat) --i;  // the replies since its last turn
  if (i == 0) return 0;
  while (i > 0 && movers[i - 1] == seat) --i;  // the turn, every step of it
  return movers.size() - i;
}

}  // namespace menagerie::server
