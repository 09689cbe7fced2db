#include "store/records.hpp"

#include <map>
#include <unordered_map>

#include <fmt/format.h>

namespace menagerie::store::detail {

void check_new_game(const GameRecord& game) {
  if (game.id.empty()) throw StoreError("cannot create a game with an empty id");
  const auto fail = [&](const std::string& why) {
    throw StoreError(fmt::format("cannot create game '{}': {}", game.id, why));
  };
  if (game.variant.empty()) fail("the variant is empty");
  if (!game.options.is_object()) fail("its options are not a JSON object");
  if (!game.clock.is_null() && !game.clock.is_object())
    fail("its clock is neither null nor an object");
  if (game.seats.empty()) fail("it has no seats");
  for (std::size_t i = 0; i < game.seats.size(); ++i) {
    const SeatRecord& seat = game.seats[i];
    if (seat.kind != "human" && seat.kind != "computer") {
      fail(fmt::format("seat {} has kind '{}' (expected \"human\" or \"computer\")", i, seat.kind));
    }
    if (!seat.token_hash.empty()) {
      try {
        check_token_hash(seat.token_hash);
      } catch (const StoreError& e) {
        fail(fmt::format("seat {}: {}", i, e.what()));
      }
    }
  }
  if (game.finished) {
    if (!game.result.is_object()) fail("it is finished but its result is not a JSON object");
  } else if (!game.result.is_null()) {
    fail("it is not finished but has a result");
  }
}

void check_result(const std::string& game_id, const nlohmann::json& result) {
  if (!result.is_object()) {
    throw StoreError(fmt::format("cannot finish game '{}': the result {} is not a JSON object",
                                 game_id, result.dump()));
  }
}

void check_token_hash(const std::string& token_hash) {
  const bool hex = token_hash.size() == 64 &&
                   token_hash.find_first_not_of("0123456789abcdef") == std::string::npos;
  if (!hex) {
    throw StoreError(
        fmt::format("token hash '{}' is not a hex SHA-256 (64 lowercase hex digits)", token_hash));
  }
}

void check_sequence(
    std::span<const Append> batch,
    const std::function<std::optional<std::int64_t>(const std::string&)>& count_of) {
  std::unordered_map<std::string, std::int64_t> next;  // the seq each game expects next
  for (std::size_t i = 0; i < batch.size(); ++i) {
    const Append& a = batch[i];
    auto it = next.find(a.game_id);
    const bool first_of_game = it == next.end();
    if (first_of_game) {
      const std::optional<std::int64_t> count = count_of(a.game_id);
      if (!count) {
        throw StoreError(fmt::format("append (batch entry {}): no game '{}'", i, a.game_id));
      }
      it = next.emplace(a.game_id, *count).first;
    }
    if (a.event.seq != it->second) {
      // The game's first event in the batch names a seq the log already has: another writer
      // took that place first. (A seq repeated within the batch is the caller's own mistake.)
      if (first_of_game && a.event.seq >= 0 && a.event.seq < it->second) {
        throw AppendConflict(fmt::format(
            "append to game '{}' (batch entry {}): event seq {} given, seq {} expected: another "
            "writer appended first; nothing written",
            a.game_id, i, a.event.seq, it->second));
      }
      throw StoreError(fmt::format(
          "append to game '{}' (batch entry {}): event seq {} given, seq {} expected; nothing "
          "written",
          a.game_id, i, a.event.seq, it->second));
    }
    ++it->second;
  }
}

std::string json_text(const nlohmann::json& value) { return value.dump(); }

nlohmann::json parse_json(std::string_view text, const std::string& game_id, const char* column) {
  try {
    return nlohmann::json::parse(text);
  } catch (const nlohmann::json::exception& e) {
    throw StoreError(
        fmt::format("game '{}': stored column {} is not JSON ({})", game_id, column, e.what()));
  }
}

std::vector<GameTally> tally(const std::vector<SeatOutcome>& games) {
  std::map<std::string, GameTally> by_game;
  for (const SeatOutcome& g : games) {
    const nlohmann::json* results =
        g.result.is_object() && g.result.contains("results") ? &g.result["results"] : nullptr;
    if (!results || !results->is_array() || g.seat < 0 || g.seat >= int(results->size()) ||
        !(*results)[g.seat].is_string())
      continue;
    const std::string& said = (*results)[g.seat].get_ref<const std::string&>();
    GameTally& t = by_game[g.variant];
    t.game = g.variant;
    if (said == "win")
      ++t.wins;
    else if (said == "loss")
      ++t.losses;
    else if (said == "draw")
      ++t.draws;
  }
  std::vector<GameTally> out;
  for (auto& [game, t] : by_game) {
    if (t.wins + t.losses + t.draws > 0) out.push_back(std::move(t));
  }
  return out;
}

}  // namespace menagerie::store::detail
