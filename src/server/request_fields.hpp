// Fields of the requests that create games (POST /api/games, a quick-pairing seek), checked once,
// in one place: a game's time control as a request asks for it and as the store keeps it
// (docs/api.md), and a guest's name.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace menagerie::server {

// The stored clock for a request's "clock": null (no clock), {"initial_ms", "increment_ms"} (a
// live clock: 1 s to 3 h, an increment up to 180 s) or, for {"days_per_move": N} (N of 1, 2, 3,
// 5, 7, 14), {"days_per_move", "initial_ms", "increment_ms": 0} (game_clock.hpp: each turn has N
// days of its own). Throws InputError naming what is wrong.
nlohmann::json stored_clock(const nlohmann::json& clock);
// The request's form of a stored clock: stored_clock(requested_clock(c)) is c (quick pairing keeps
// seeks' clocks as stored, to compare them, and creates their game with a request).
nlohmann::json requested_clock(const nlohmann::json& stored);

// The request's "name" (a guest's), or `fallback` when it gives none. Throws InputError for a
// name that is not text, longer than 40 bytes or holding a control character.
std::string checked_name(const nlohmann::json& request, const char* fallback);

}  // namespace menagerie::server
