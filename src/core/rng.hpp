// Seeded random numbers. A game's chance (shuffles, deals, random set-ups) is drawn from an Rng
// whose seed is recorded with the game, so the seed and the move log rebuild it exactly. Seeds
// themselves come from fresh_seed(), which asks the operating system's CSPRNG.
#pragma once

#include <cstdint>
#include <iterator>
#include <utility>

namespace menagerie {

// xoshiro256** seeded through SplitMix64: small, fast, and the same sequence on every platform.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) {
    for (auto& word : s_) word = splitmix(seed);
  }

  std::uint64_t next() {
    std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  // Uniform in [0, n) without modulo bias; n must be positive.
  std::uint64_t below(std::uint64_t n) {
    std::uint64_t limit = -n % n;  // 2^64 mod n: the values below it would be over-represented
    for (;;) {
      std::uint64_t x = next();
      if (x >= limit) return x % n;
    }
  }

  // Fisher–Yates: every order equally likely.
  template <class Range>
  void shuffle(Range& items) {
    using std::swap;
    for (std::size_t i = std::size(items); i > 1; --i) swap(items[i - 1], items[below(i)]);
  }

  static std::uint64_t splitmix(std::uint64_t& state) {
    std::uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4];
};

// A new seed from the operating system's cryptographic generator (getrandom via
// std::random_device).
std::uint64_t fresh_seed();

}  // namespace menagerie
