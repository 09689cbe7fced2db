// Small text helpers shared by Golf's notations (notation.cpp, race_notation.cpp); inside the golf
// folder only.
#pragma once

#include <cctype>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>

#include "core/error.hpp"

namespace menagerie::golf::text {

inline std::vector<std::string> words(std::string_view text) {
  std::istringstream in{std::string(text)};
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

inline bool is_number(std::string_view w) {
  if (w.empty() || w.size() > 5) return false;
  for (char c : w)
    if (!std::isdigit(static_cast<unsigned char>(c))) return false;
  return true;
}

// A number from lo to hi, or InputError naming `what`.
inline int number(const std::string& w, std::string_view what, int lo, int hi) {
  int v = is_number(w) ? std::stoi(w) : -1;
  if (v < lo || v > hi)
    throw InputError(fmt::format("{} must be a number from {} to {}, not '{}'", what, lo, hi, w));
  return v;
}

inline std::string lower(std::string_view t) {
  std::string out;
  for (char c : t) out += char(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// "a,b,c" -> {"a", "b", "c"}.
inline std::vector<std::string> split(std::string_view t, char sep) {
  std::vector<std::string> out(1);
  for (char c : t) {
    if (c == sep)
      out.emplace_back();
    else
      out.back() += c;
  }
  return out;
}

}  // namespace menagerie::golf::text
