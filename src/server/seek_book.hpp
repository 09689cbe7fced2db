// Quick pairing's book of seeks (issue 29), pure: who waits for a game of what, and which waiting
// players make a game together. The shell (pairing.hpp) holds it under a lock, feeds it the time,
// and creates the games it matches.
//
// Two seeks are compatible when they ask for the same variant, clock, number of players and
// rated-or-casual, are not one holder's (account or browser), and (when both players have a rating in the
// variant) their gap is within what each accepts: kFirstRange at once, widened by kRangeGrowth for
// every kGrowthEveryMs waited, without bound after kAnyoneAfterMs, so a lone player is paired
// with whoever comes, sooner or later. A game of n players takes the newest seek with the n − 1
// oldest seeks compatible with it and with one another.
//
// A race (Golf) asks for a size, or any size; it fills when that many compatible seeks wait, or,
// once its oldest seek has waited kRaceStartAfterMs, starts with those present if they are at
// least its `fewest`. The book knows no game: the shell reads sizes from the variant's traits.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

namespace menagerie::server {

struct Seek {
  std::string id;         // the holder's secret (polls and cancels with it), or its hash when the
                          // book is kept where others may read it (pairing.hpp)
  std::string seal_key;   // what the seat's token is sealed to for its holder (pairing.hpp)
  std::string public_id;  // what the lobby shows (anyone may take a listed seek with it)
  std::string variant;
  nlohmann::json clock;  // as the create request takes it (null: none)
  bool rated = false;
  int players = 2;        // seats of the game, all people (a race of any size: the most it seats)
  bool any_size = false;  // a race of any size: it joins a race of whatever size the others ask
  // The fewest players its game may start with once the oldest seek of it has waited
  // kRaceStartAfterMs (a Golf race: 2); 0: the game starts only full (Crowded House's four).
  int fewest = 0;
  std::int64_t account_id = 0;  // 0: a guest
  // Who holds it beyond the account: the browser's key (a guest's tabs share it); empty: unknown.
  std::string holder;
  std::string name;              // shown in the lobby and the seat
  std::optional<double> rating;  // the account's in the variant (none: a guest or unrated)
  std::int64_t since_ms = 0;     // when it was made
  std::int64_t seen_ms = 0;      // when its holder last asked about it
};

// A seek as JSON and back (the book kept as text, shared by every node).
void to_json(nlohmann::json& j, const Seek& s);
void from_json(const nlohmann::json& j, Seek& s);

// Seeks that make one game, in the order they came: the shell seats them.
using Match = std::vector<Seek>;

class SeekBook {
 public:
  static constexpr double kFirstRange = 200, kRangeGrowth = 100;
  static constexpr std::int64_t kGrowthEveryMs = 10'000, kAnyoneAfterMs = 60'000;
  // How long the oldest seek of a race waits for it to fill before it starts with those present.
  static constexpr std::int64_t kRaceStartAfterMs = 30'000;

  // The rating gap a seek accepts once it has waited `waited_ms`.
  static double range(std::int64_t waited_ms);
  static bool compatible(const Seek& a, const Seek& b, std::int64_t now_ms);
  // One player's two seeks (one account, or one browser): never together in a game.
  static bool one_holder(const Seek& a, const Seek& b);

  SeekBook() = default;
  // The book holding `seeks`, oldest first (as waiting() gave them).
  explicit SeekBook(std::vector<Seek> seeks) : seeks_(std::move(seeks)) {}

  // Adds `seek`: the match it completes (its seeks leave the book), or nothing (it waits).
  std::optional<Match> add(Seek seek, std::int64_t now_ms);
  // `seek` takes the listed seek `public_id` (of a two-player game, whatever the ratings): the
  // match, or nothing with `error` saying why (gone, another variant or kind, one's own).
  std::optional<Match> take(const std::string& public_id, Seek seek, std::string& error);
  // The matches that waiting has made possible (ranges widen, races start short after
  // kRaceStartAfterMs), oldest seeks first.
  std::vector<Match> sweep(std::int64_t now_ms);
  // Removes the seek; false when it is not in the book.
  bool cancel(const std::string& id);
  // The holder asked about it: it stays in the book. False when it is not in the book.
  bool touch(const std::string& id, std::int64_t now_ms);
  // Removes and returns the seeks nobody asked about for `idle_ms` (their holders left).
  std::vector<Seek> expire(std::int64_t now_ms, std::int64_t idle_ms);

  const Seek* find(const std::string& id) const;
  // The seeks waiting now, oldest first.
  const std::vector<Seek>& waiting() const { return seeks_; }

 private:
  // The match `seeks_[i]` completes with other seeks, if any: a full game, or with `short_race`
  // (it waited kRaceStartAfterMs) at least its `fewest` players.
  std::optional<Match> match_for(std::size_t i, std::int64_t now_ms, bool short_race);

  std::vector<Seek> seeks_;  // oldest first
};

}  // namespace menagerie::server
