#include "players/names.hpp"

#include <array>

#include <fmt/format.h>

namespace menagerie::players {
namespace {

bool is_letter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// The name as it reads: lower case, separators dropped, digits and letter pairs that pass for a
// letter replaced by it ("C0MPUTER", "Gue5t", "adm1n", "rnenagerie" all read as reserved words).
std::string skeleton(std::string_view name) {
  std::string out;
  for (char c : name) {
    if (c == '_' || c == '-') continue;
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
    switch (c) {
      case '0':
        c = 'o';
        break;
      case '1':
      case 'l':
      case '|':
        c = 'i';
        break;
      case '3':
        c = 'e';
        break;
      case '4':
        c = 'a';
        break;
      case '5':
        c = 's';
        break;
      case '7':
        c = 't';
        break;
      case '8':
        c = 'b';
        break;
      case '9':
        c = 'g';
        break;
      default:
        break;
    }
    out += c;
  }
  // Two letters that together pass for one.
  for (const auto& [pair, letter] :
       std::array<std::pair<std::string_view, char>, 2>{{{"rn", 'm'}, {"vv", 'w'}}}) {
    for (std::size_t at = out.find(pair); at != std::string::npos; at = out.find(pair, at)) {
      out.replace(at, pair.size(), 1, letter);
    }
  }
  return out;
}

constexpr std::array<std::string_view, 4> kReserved{"computer", "guest", "admin", "menagerie"};

}  // namespace

std::optional<std::string> name_error(std::string_view name) {
  if (name.empty()) return "the user name is empty";
  for (std::size_t i = 0; i < name.size(); ++i) {
    const char c = name[i];
    if (!is_letter(c) && !is_digit(c) && c != '_' && c != '-') {
      const auto byte = static_cast<unsigned char>(c);
      const std::string shown =
          byte >= 0x20 && byte < 0x7f ? fmt::format("'{}'", c) : fmt::format("byte 0x{:02x}", byte);
      return fmt::format(
          "the user name may hold only the letters a-z and A-Z, digits, '_' and '-': {} at "
          "position {} is none of those",
          shown, i + 1);
    }
  }
  if (name.size() < kMinNameLength || name.size() > kMaxNameLength) {
    return fmt::format("the user name '{}' has {} characters: it needs {} to {}", name, name.size(),
                       kMinNameLength, kMaxNameLength);
  }
  if (!is_letter(name.front())) {
    return fmt::format("the user name '{}' must start with a letter", name);
  }
  const std::string seen = skeleton(name);
  for (std::string_view word : kReserved) {
    if (seen.starts_with(skeleton(word))) {
      return fmt::format("the user name '{}' is reserved: it reads as '{}', a name the server uses",
                         name, word);
    }
  }
  return std::nullopt;
}

std::string name_key(std::string_view name) {
  std::string out(name);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

}  // namespace menagerie::players
