#include "support/check.hpp"

#include <cstdio>
#include <cstdlib>

namespace menagerie::fuzz {

std::vector<std::string_view> lines(std::string_view text) {
  std::vector<std::string_view> out;
  while (!text.empty()) {
    std::size_t end = text.find('\n');
    out.push_back(text.substr(0, end));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return out;
}

void fail(std::string_view property, std::string_view detail) {
  std::fprintf(stderr, "\nbroken: %.*s\n", int(property.size()), property.data());
  if (!detail.empty()) std::fprintf(stderr, "given: %.*s\n", int(detail.size()), detail.data());
  std::abort();
}

}  // namespace menagerie::fuzz
