// Rated games (issue 29, docs/players.md): who may play one and what its end writes, decided from
// the game's traits, seats and outcome alone (the server knows no rule). A rated game is chosen at
// creation, only by a logged-in player, between people (no computer seat), with two seats or more,
// each held by a different account. Its end rates the players (players::standing_of), or, in a
// cooperative game, keeps each partner's best score; an aborted game, or one a seat of which no
// account holds, writes nothing but its result.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/game.hpp"
#include "players/standing.hpp"
#include "store/accounts.hpp"
#include "store/store.hpp"

namespace menagerie::server {

// Why a game with these seats (as the creator asked for them, the creator's taken) cannot be
// created rated, or nothing. `logged_in`: the creator has a session; `lesson`: a Learn page's game.
std::optional<std::string> why_not_rated(const Traits& traits, const std::string& variant,
                                         const std::vector<store::SeatRecord>& seats,
                                         bool logged_in, int taken, bool lesson);

// Why `account_id` (0: a guest) may not take seat `seat` of a rated game with these seats, or
// nothing.
std::optional<std::string> why_not_join_rated(const std::vector<store::SeatRecord>& seats, int seat,
                                              std::int64_t account_id);

// What the end of a rated game writes besides its result.
struct RatedEnd {
  enum class Kind { nothing, rate, score } kind = Kind::nothing;
  std::vector<std::int64_t> accounts;  // rate, score: per seat
  players::Standing standing;          // rate
  std::vector<std::int64_t> scores;    // score: per seat, as the outcome gives them
};

// A rated game's end: its outcome (`aborted`: ended by an abort, before everyone moved), the
// account holding each seat (0: none) and each seat's team (a team game, else empty).
RatedEnd rated_end(const Traits& traits, const Outcome& outcome, bool aborted,
                   std::span<const std::int64_t> accounts, std::span<const int> team_of_seat);

// What a rated game's data says of each seat once it is rated: [{"before", "after", "provisional"}]
// per seat, the ratings rounded (before: the rating the account's previous rated game in `variant`
// left it with, a new player's when none), read back from the store (so that every node and a
// restart say the same); null when the game was not rated.
nlohmann::json rating_lines(store::AccountStore& accounts, const std::string& game_id,
                            const std::string& variant, std::span<const std::int64_t> seats);

// Writes the end of the finished rated game `game_id` (of the catalog game `variant`, its `result`,
// the accounts of its `seats`): the result with the ratings in one transaction (once only: another
// node's second call gets false from the store and writes nothing), or the result and then each
// partner's best score (another node's second call is refused by finish_game, which throws
// StoreError, before any score), or the result alone. A rating the store refuses still records the result,
// unrated (logged): a result is never lost. Returns rating_lines when the game is rated (by this
// call or another node's), else null. Runs on the committer's thread.
nlohmann::json write_rated_end(store::Store& games, store::AccountStore& accounts,
                               const std::string& game_id, const std::string& variant,
                               const nlohmann::json& result, const RatedEnd& end,
                               std::span<const std::int64_t> seats, std::int64_t at_ms);

}  // namespace menagerie::server
