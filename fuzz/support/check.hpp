// What every fuzz target shares: reading an input as lines, and checking a property of the code
// under test. A broken property aborts with a message saying what broke; libFuzzer reports the
// abort as a crash and saves the input, which then becomes a unit test beside the parser.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace menagerie::fuzz {

// The input as text (any bytes, NUL included).
inline std::string_view text_of(const std::uint8_t* data, std::size_t size) {
  return {reinterpret_cast<const char*>(data), size};
}

// The lines of `text`, split at '\n' (a '\r' before it stays: it is part of what was sent).
std::vector<std::string_view> lines(std::string_view text);

// Aborts, naming the broken property and what it was given.
[[noreturn]] void fail(std::string_view property, std::string_view detail = {});

inline void expect(bool holds, std::string_view property, std::string_view detail = {}) {
  if (!holds) fail(property, detail);
}

}  // namespace menagerie::fuzz
