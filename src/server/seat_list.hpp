// A watcher's seats are a short list of seat numbers (none for a spectator, several in hot-seat):
// whether it holds one is asked in the session, its requests and the table talk alike.
#pragma once

#include <algorithm>
#include <vector>

namespace menagerie::server {

inline bool contains(const std::vector<int>& seats, int seat) {
  return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

}  // namespace menagerie::server
