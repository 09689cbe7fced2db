// An evaluator's weights: a fixed list of named values that the evaluator reads at run time, so
// that a tuner can move them, a test can probe one, and a tool can print them by name.
//
// A game lists its weights once, in a struct with an enum and the names in the same order:
//
//   struct WeightList {
//     enum Name { kPawn, kTempo, kCount };
//     static constexpr std::array<std::string_view, kCount> kNames{"pawn", "tempo"};
//   };
//   using Weights = WeightTable<WeightList>;                       // one int per weight
//   using Weights = WeightTable<WeightList, std::array<int, 2>>;   // (middlegame, endgame) pairs
//
// and reads them as w[Weights::kTempo]. The table is a small trivially-copyable value.
#pragma once

#include <array>
#include <cmath>
#include <cstddef>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace menagerie {

namespace detail {

// How many numbers one weight holds: 1 for a scalar, N for an array of N (a tapered pair).
template <typename Value>
struct WeightParts {
  static constexpr int kCount = 1;
  static constexpr double get(const Value& v, int) { return double(v); }
  static void set(Value& v, int, double x) { v = Value(std::lround(x)); }
};
template <typename T, std::size_t N>
struct WeightParts<std::array<T, N>> {
  static constexpr int kCount = int(N);
  static constexpr double get(const std::array<T, N>& v, int i) { return double(v[i]); }
  static void set(std::array<T, N>& v, int i, double x) { v[i] = T(std::lround(x)); }
};

template <std::size_t N>
constexpr bool distinct_names(const std::array<std::string_view, N>& names) {
  for (std::size_t i = 0; i < N; ++i) {
    if (names[i].empty()) return false;
    for (std::size_t j = 0; j < i; ++j)
      if (names[i] == names[j]) return false;
  }
  return true;
}

}  // namespace detail

template <typename List, typename Value = int>
struct WeightTable : List {
  using Name = typename List::Name;
  static constexpr int kCount = List::kCount;
  // Numbers per weight, and in the whole table as a linear fit sees it (engine/texel.hpp).
  static constexpr int kParts = detail::WeightParts<Value>::kCount;
  static constexpr int kFlatCount = kCount * kParts;
  static_assert(detail::distinct_names(List::kNames), "every weight needs its own name");

  std::array<Value, kCount> values{};

  constexpr WeightTable() = default;
  constexpr WeightTable(const std::array<Value, kCount>& v) : values(v) {}

  constexpr const Value& operator[](Name n) const { return values[n]; }
  constexpr Value& operator[](Name n) { return values[n]; }

  static constexpr const std::array<std::string_view, kCount>& names() { return List::kNames; }
  // The weight called `name`, or nothing.
  static constexpr std::optional<Name> find(std::string_view name) {
    for (int i = 0; i < kCount; ++i)
      if (List::kNames[i] == name) return Name(i);
    return std::nullopt;
  }

  // Every number of the table in order (weight by weight, then part by part): the vector a linear
  // fit moves. from_flat() is its inverse, rounding each number to the value type.
  std::vector<double> flat() const {
    std::vector<double> out;
    out.reserve(kFlatCount);
    for (const Value& v : values)
      for (int p = 0; p < kParts; ++p) out.push_back(detail::WeightParts<Value>::get(v, p));
    return out;
  }
  static WeightTable from_flat(std::span<const double> flat) {
    WeightTable w;
    for (int i = 0; i < kCount; ++i)
      for (int p = 0; p < kParts; ++p)
        detail::WeightParts<Value>::set(w.values[i], p, flat[i * kParts + p]);
    return w;
  }
};

}  // namespace menagerie
