// What the PostgreSQL store and its change feed agree on: the channel a write is announced on
// (NOTIFY) and the payload's form. One channel per schema, so that stores in different schemas of
// one database (each test has its own) never hear each other's games.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include <pqxx/pqxx>

#include "store/feed.hpp"

namespace menagerie::store::detail {

// "menagerie_<schema>" in lower case, letters, digits and '_' only (anything else becomes '_'),
// at most 63 bytes: a name LISTEN takes without quoting and pg_notify takes as it is.
inline std::string notify_channel(pqxx::connection_base& c) {
  pqxx::nontransaction tx(c);
  const std::string schema =
      tx.exec1("SELECT COALESCE(current_schema(), 'public')")[0].as<std::string>();
  tx.commit();
  std::string channel = "menagerie_";
  for (char ch : schema) {
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
    const bool plain = (ch >= 'a' && ch <= 'z') || (ch >= '0' && ch <= '9') || ch == '_';
    channel += plain ? ch : '_';
  }
  return channel.substr(0, 63);
}

// The key of the advisory lock every live node holds (shared) on its listening connection: a node
// that can take it exclusively is the only one running. FNV-1a of the channel, so each schema has
// its own.
inline std::int64_t node_lock_key(std::string_view channel) {
  std::uint64_t h = 14695981039346656037ull;
  for (char ch : channel) {
    h ^= static_cast<unsigned char>(ch);
    h *= 1099511628211ull;
  }
  return static_cast<std::int64_t>(h >> 1);
}

// Payloads: "<game id> <seq>" when events up to seq were appended, "<game id> seats" when a seat
// was claimed. Game ids never hold a space.
inline std::string seats_payload(const std::string& game_id) { return game_id + " seats"; }

inline std::optional<Change> parse_payload(std::string_view payload) {
  const std::size_t space = payload.rfind(' ');
  if (space == std::string_view::npos || space == 0) return std::nullopt;
  Change c;
  c.game_id = std::string(payload.substr(0, space));
  const std::string_view tail = payload.substr(space + 1);
  if (tail == "seats") return c;
  if (tail.empty() || tail.size() > 18) return std::nullopt;
  std::int64_t seq = 0;
  for (char ch : tail) {
    if (ch < '0' || ch > '9') return std::nullopt;
    seq = seq * 10 + (ch - '0');
  }
  c.seq = seq;
  return c;
}

}  // namespace menagerie::store::detail
