// Zobrist hashing: one fixed random key per (feature, index), XORed together. Each game asks for a
// table of the size it needs; the keys depend only on the table's name, so hashes are the same in
// every run.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "core/rng.hpp"

namespace menagerie {

template <std::size_t N>
std::array<std::uint64_t, N> zobrist_table(std::string_view name) {
  std::uint64_t seed =
      0xCBF29CE484222325ull;  // FNV-1a of the name: different tables, different keys
  for (char c : name) seed = (seed ^ static_cast<unsigned char>(c)) * 0x100000001B3ull;
  Rng rng(seed);
  std::array<std::uint64_t, N> keys{};
  for (auto& k : keys) k = rng.next();
  return keys;
}

}  // namespace menagerie
