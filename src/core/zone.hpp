// Zones: off-board multisets of pieces (hands, graveyards, big fields). Only how many of each kind
// is there matters, so a zone is a small array of counts; it is trivially copyable like the states
// that hold it.
#pragma once

#include <array>
#include <cstdint>
#include <numeric>
#include <stdexcept>

namespace menagerie {

template <int Kinds>
class Zone {
 public:
  int count(int kind) const { return counts_[kind]; }
  int total() const { return std::accumulate(counts_.begin(), counts_.end(), 0); }
  bool empty() const { return total() == 0; }
  void add(int kind, int n = 1) {
    if (counts_[kind] + n > 255) throw std::overflow_error("zone holds at most 255 of a kind");
    counts_[kind] = static_cast<std::uint8_t>(counts_[kind] + n);
  }
  // Removes one piece of `kind`; the caller has checked that there is one.
  void remove(int kind) { --counts_[kind]; }
  bool operator==(const Zone&) const = default;

 private:
  std::array<std::uint8_t, Kinds> counts_{};
};

}  // namespace menagerie
