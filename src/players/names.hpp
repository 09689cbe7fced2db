// User names: what an account may be called, and the key that makes two names the same account.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace menagerie::players {

constexpr std::size_t kMinNameLength = 3;
constexpr std::size_t kMaxNameLength = 20;

// Why `name` cannot be a user name, or nothing when it can. A name has 3 to 20 characters, ASCII
// letters, digits, '_' and '-' only (no look-alike letters from other scripts), and starts with a
// letter. It may not pass for the server's own names: one that reads as "computer", "guest",
// "admin" or "menagerie" followed by anything ("Guest_42", "C0mputer", "ADMlN") is reserved.
std::optional<std::string> name_error(std::string_view name);

// The uniqueness key: the name in lower case. "Alice" and "alice" are one account.
std::string name_key(std::string_view name);

}  // namespace menagerie::players
