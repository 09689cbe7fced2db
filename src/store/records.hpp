// The rules both stores share: what a valid record is, how an append batch must continue each
// game's log, and how JSON values are kept (as their text, so they come back exactly as they went
// in).
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "store/store.hpp"

namespace menagerie::store::detail {

// Throws StoreError naming the first fault of a game about to be created (empty id, a seat kind
// other than human/computer, options that are not an object, a clock that is neither null nor an
// object, a result on an unfinished game, ...).
void check_new_game(const GameRecord& game);

// Throws StoreError unless `result` is a JSON object (finish_game's promise).
void check_result(const std::string& game_id, const nlohmann::json& result);

// Throws StoreError unless `token_hash` looks like a hex SHA-256 (64 lowercase hex digits).
void check_token_hash(const std::string& token_hash);

// Walks `batch` in order and throws StoreError at the first event whose seq is not the next of its
// game. `count_of(id)` gives how many events a game already has, or nullopt when there is no such
// game; it is asked once per game.
void check_sequence(std::span<const Append> batch,
                    const std::function<std::optional<std::int64_t>(const std::string&)>& count_of);

// One finished game an account sat in, as tally_of_account reads it: the game id, the result and
// the account's first seat.
struct SeatOutcome {
  std::string variant;
  nlohmann::json result;
  int seat = 0;
};
// The record those games make, per game id in order: the seat's entry of the result's "results"
// ("win", "loss" or "draw"); a game without one (aborted) is not counted.
std::vector<GameTally> tally(const std::vector<SeatOutcome>& games);

// JSON kept as text: dump on the way in, parse on the way out (a column that does not parse is a
// broken database: StoreError naming the game and the column).
std::string json_text(const nlohmann::json& value);
nlohmann::json parse_json(std::string_view text, const std::string& game_id, const char* column);

}  // namespace menagerie::store::detail
