// Game ids: public but unguessable, so a game is found only through its link. (Seat tokens and
// their hashes come from store/token.hpp: the store is what keeps the hashes.)
#pragma once

#include <string>
#include <string_view>

#include "store/token.hpp"

namespace menagerie::server {

// 16 URL-safe characters from the operating system's CSPRNG (96 bits).
std::string new_game_id();
// Compares two secrets in time independent of where they differ.
bool same_secret(std::string_view a, std::string_view b);

}  // namespace menagerie::server
