#include "core/rng.hpp"

#include <random>

namespace menagerie {

std::uint64_t fresh_seed() {
  std::random_device device;  // libstdc++ reads getrandom(2) / /dev/urandom here
  return (std::uint64_t{device()} << 32) | device();
}

}  // namespace menagerie
