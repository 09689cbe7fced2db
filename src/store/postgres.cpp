// The PostgreSQL store: one libpqxx connection guarded by a mutex, with synchronous_commit on for
// the session (a commit returns only once the server has flushed its WAL). The tables mirror the
// SQLite ones: seats are rows so a claim is one conditional UPDATE, events are keyed by (game_id,
// seq), which is what lets two server nodes append to one game at once: one insert wins, the other
// is an AppendConflict. Every append and claim is announced with NOTIFY in its own transaction
// (postgres_channel.hpp), for the other nodes' change feeds (feed.hpp).
#include <algorithm>
#include <mutex>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>
#include <pqxx/pqxx>

#include "store/postgres_channel.hpp"
#include "store/postgres_guard.hpp"
#include "store/records.hpp"
#include "store/store.hpp"

namespace menagerie::store {
namespace {

constexpr const char* kPgSchema = R"sql(
CREATE TABLE IF NOT EXISTS games (
  num BIGSERIAL NOT NULL UNIQUE,  -- creation order: breaks ties between equal created_ms
  id TEXT PRIMARY KEY,
  variant TEXT NOT NULL,
  options TEXT NOT NULL,          -- JSON text, kept byte for byte (jsonb would renormalise numbers)
  clock TEXT NOT NULL,            -- JSON text: null or an object
  created_ms BIGINT NOT NULL,
  finished BOOLEAN NOT NULL,
  result TEXT NOT NULL,           -- JSON text: null while playing
  rematch_of TEXT NOT NULL,
  listed BOOLEAN NOT NULL DEFAULT TRUE,  -- among the open games anyone may join
  lesson BOOLEAN NOT NULL DEFAULT FALSE,  -- a Learn page's game, deleted once done with
  rated BOOLEAN NOT NULL DEFAULT FALSE    -- changes the players' ratings (issue 29)
);
-- Tables made before `listed` existed: every game there was listed.
ALTER TABLE games ADD COLUMN IF NOT EXISTS listed BOOLEAN NOT NULL DEFAULT TRUE;
-- Tables made before `lesson` existed: no game there was a lesson's.
ALTER TABLE games ADD COLUMN IF NOT EXISTS lesson BOOLEAN NOT NULL DEFAULT FALSE;
-- Tables made before `rated` existed: every game there was casual.
ALTER TABLE games ADD COLUMN IF NOT EXISTS rated BOOLEAN NOT NULL DEFAULT FALSE;
CREATE INDEX IF NOT EXISTS games_by_time ON games (created_ms, num);
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games (id),
  idx INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
  level INTEGER NOT NULL,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL,       -- empty while the seat is open
  account_id BIGINT NOT NULL DEFAULT 0,  -- the account that took it (0: a guest, or open)
  PRIMARY KEY (game_id, idx)
);
-- Tables made before accounts existed: every seat there was a guest's.
ALTER TABLE seats ADD COLUMN IF NOT EXISTS account_id BIGINT NOT NULL DEFAULT 0;
CREATE INDEX IF NOT EXISTS seats_by_account ON seats (account_id) WHERE account_id <> 0;
CREATE TABLE IF NOT EXISTS events (
  game_id TEXT NOT NULL REFERENCES games (id),
  seq BIGINT NOT NULL,
  kind TEXT NOT NULL,
  seat INTEGER NOT NULL,
  data TEXT NOT NULL,
  at_ms BIGINT NOT NULL,
  PRIMARY KEY (game_id, seq)
);
)sql";

// Any number: serialises concurrent first starts so two processes never race to create the tables.
constexpr const char* kSchemaLock = "SELECT pg_advisory_xact_lock(7460132051)";

// The games of an append batch, locked, with the seq each expects next; {} is the list of ids.
constexpr const char* kLockGames =
    "SELECT g.id, COALESCE((SELECT MAX(seq) + 1 FROM events e WHERE e.game_id = g.id), 0) "
    "FROM games g WHERE g.id IN ({}) ORDER BY g.id COLLATE \"C\" FOR UPDATE";

// Ends "WITH e AS (INSERT INTO events ... VALUES ..." so that it announces, per game, the newest
// seq it reached, on the channel in parameter $`channel`. NOTIFY is delivered at COMMIT, never for
// a rolled-back insert.
std::string notify_inserted(int channel) {
  return fmt::format(
      " RETURNING game_id, seq) SELECT pg_notify(${}, game_id || ' ' || max(seq)) FROM e "
      "GROUP BY game_id",
      channel);
}

// Rows per multi-row INSERT: 6 parameters each stays far below PostgreSQL's 65535.
constexpr std::size_t kRowsPerInsert = 1000;
constexpr std::size_t kIdsPerLock = 10000;

constexpr const char* kPgGameColumns =
    "id, variant, options, clock, created_ms, finished, result, rematch_of, listed, lesson, rated";

using ReadTx = pqxx::transaction<pqxx::repeatable_read, pqxx::read_only>;
using WriteTx = pqxx::work;

class PostgresStore final : public Store {
 public:
  explicit PostgresStore(std::string url) : url_(std::move(url)) {
    std::lock_guard lock(mutex_);
    guard("connecting", [&] { connection(); });
  }

  void create_game(const GameRecord& game) override {
    detail::check_new_game(game);
    write("creating game '" + game.id + "'", [&](WriteTx& tx) {
      const pqxx::result r = tx.exec_prepared(
          "insert_game", game.id, game.variant, detail::json_text(game.options),
          detail::json_text(game.clock), game.created_ms, game.finished,
          detail::json_text(game.result), game.rematch_of, game.listed, game.lesson, game.rated);
      if (r.affected_rows() != 1) {
        throw StoreError(fmt::format("cannot create game '{}': the id exists", game.id));
      }
      for (std::size_t i = 0; i < game.seats.size(); ++i) {
        const SeatRecord& s = game.seats[i];
        tx.exec_prepared0("insert_seat", game.id, static_cast<int>(i), s.kind, s.level, s.name,
                          s.token_hash, s.account_id);
      }
    });
  }

  // Two kinds of round trip however big the batch: one locking every game it touches and reading
  // their event counts, then multi-row INSERTs of up to kRowsPerInsert events. A one-event batch
  // (the common case when the server is quiet) uses the named prepared statements.
  void append(std::span<const Append> batch) override {
    if (batch.empty()) return;
    write("appending events", [&](WriteTx& tx) {
      const std::unordered_map<std::string, std::int64_t> counts = lock_games(tx, batch);
      detail::check_sequence(batch, [&](const std::string& id) -> std::optional<std::int64_t> {
        const auto it = counts.find(id);
        if (it == counts.end()) return std::nullopt;
        return it->second;
      });
      if (batch.size() == 1) {
        const Append& a = batch.front();
        insert_or_conflict([&] {
          tx.exec_prepared("insert_event", a.game_id, a.event.seq, a.event.kind, a.event.seat,
                           a.event.data, a.event.at_ms, channel_);
        });
        return;
      }
      for (std::size_t from = 0; from < batch.size(); from += kRowsPerInsert) {
        const std::span<const Append> chunk =
            batch.subspan(from, std::min(kRowsPerInsert, batch.size() - from));
        std::string sql =
            "WITH e AS (INSERT INTO events (game_id, seq, kind, seat, data, at_ms) VALUES ";
        std::vector<std::string> params{channel_};
        for (const Append& a : chunk) {
          const std::size_t n = params.size();
          sql += fmt::format("{}(${}, ${}, ${}, ${}, ${}, ${})", n == 1 ? "" : ", ", n + 1, n + 2,
                             n + 3, n + 4, n + 5, n + 6);
          params.insert(params.end(), {a.game_id, std::to_string(a.event.seq), a.event.kind,
                                       std::to_string(a.event.seat), a.event.data,
                                       std::to_string(a.event.at_ms)});
        }
        // One announcement per game: the newest seq it reached in this chunk.
        sql += notify_inserted(1);
        insert_or_conflict(
            [&] { tx.exec_params(sql, pqxx::prepare::make_dynamic_params(params)); });
      }
    });
  }

  bool claim_seat(const std::string& game_id, int seat, const std::string& name,
                  const std::string& token_hash, std::int64_t account_id) override {
    detail::check_token_hash(token_hash);
    bool claimed = false;
    write(fmt::format("claiming seat {} of game '{}'", seat, game_id), [&](WriteTx& tx) {
      claimed = tx.exec_prepared("claim_seat", name, token_hash, game_id, seat, account_id)
                    .affected_rows() == 1;
      if (claimed) tx.exec_prepared("notify", channel_, detail::seats_payload(game_id));
    });
    return claimed;
  }

  void finish_game(const std::string& game_id, const nlohmann::json& result) override {
    detail::check_result(game_id, result);
    write("finishing game '" + game_id + "'", [&](WriteTx& tx) {
      if (tx.exec_prepared("finish", detail::json_text(result), game_id).affected_rows() != 1) {
        const bool exists = !tx.exec_prepared("game_exists", game_id).empty();
        throw StoreError(fmt::format("cannot finish game '{}': {}", game_id,
                                     exists ? "it is already finished" : "no such game"));
      }
    });
  }

  bool delete_game(const std::string& game_id) override {
    bool deleted = false;
    write("deleting game '" + game_id + "'", [&](WriteTx& tx) {
      tx.exec_prepared0("delete_events", game_id);
      tx.exec_prepared0("delete_seats", game_id);
      deleted = tx.exec_prepared("delete_game", game_id).affected_rows() == 1;
    });
    return deleted;
  }

  // Every event's seq is 0 or more: the whole game is the game since seq 0.
  std::optional<StoredGame> load_game(const std::string& game_id) override {
    return load_game_since(game_id, 0);
  }

  std::optional<StoredGame> load_game_since(const std::string& game_id,
                                            std::int64_t from_seq) override {
    std::optional<StoredGame> out;
    read("loading game '" + game_id + "'", [&](ReadTx& tx) {
      const pqxx::result r = tx.exec_prepared("game", game_id);
      if (r.empty()) return;
      out.emplace();
      out->game = read_game(r[0]);
      out->game.seats = read_seats(tx, game_id);
      out->events = read_events(tx, game_id, from_seq);
    });
    return out;
  }

  std::vector<StoredGame> unfinished_games() override {
    std::vector<StoredGame> out;
    read("loading the unfinished games", [&](ReadTx& tx) {
      for (const pqxx::row& row : tx.exec_prepared("unfinished")) {
        StoredGame g{read_game(row), {}};
        g.game.seats = read_seats(tx, g.game.id);
        g.events = read_events(tx, g.game.id);
        out.push_back(std::move(g));
      }
    });
    return out;
  }

  std::vector<GameRecord> list_games(bool open_only, int limit) override {
    std::vector<GameRecord> out;
    if (limit <= 0) return out;
    read("listing games", [&](ReadTx& tx) {
      for (const pqxx::row& row : tx.exec_prepared(open_only ? "newest_open" : "newest", limit)) {
        GameRecord g = read_game(row);
        g.seats = read_seats(tx, g.id);
        out.push_back(std::move(g));
      }
    });
    return out;
  }

  int give_seats_to_account(const std::string& game_id, const std::string& token_hash,
                            std::int64_t account_id, const std::string& name) override {
    detail::check_token_hash(token_hash);
    int given = 0;
    write(fmt::format("giving seats of game '{}' to an account", game_id), [&](WriteTx& tx) {
      given = int(
          tx.exec_prepared("give_seats", account_id, game_id, token_hash, name).affected_rows());
    });
    return given;
  }

  std::vector<GameRecord> games_of_account(std::int64_t account_id, int limit) override {
    std::vector<GameRecord> out;
    if (limit <= 0 || account_id == 0) return out;
    read("listing the games of an account", [&](ReadTx& tx) {
      for (const pqxx::row& row : tx.exec_prepared("of_account", account_id, limit)) {
        GameRecord g = read_game(row);
        g.seats = read_seats(tx, g.id);
        out.push_back(std::move(g));
      }
    });
    return out;
  }

  std::vector<GameTally> tally_of_account(std::int64_t account_id) override {
    std::vector<detail::SeatOutcome> games;
    if (account_id == 0) return {};
    read("counting the results of an account", [&](ReadTx& tx) {
      for (const pqxx::row& row : tx.exec_prepared("tally_of", account_id)) {
        const std::string id = row[3].as<std::string>();
        games.push_back(detail::SeatOutcome{
            row[0].as<std::string>(), detail::parse_json(row[1].as<std::string>(), id, "result"),
            row[2].as<int>()});
      }
    });
    return detail::tally(games);
  }

 private:
  // The live connection: (re)connects, sets up the session and prepares the statements when there
  // is none or the last one broke.
  pqxx::connection& connection() {
    if (conn_ && conn_->is_open()) return *conn_;
    conn_.reset();
    auto c = std::make_unique<pqxx::connection>(url_);
    // set_variable (unlike a plain SET) is replayed by libpqxx if it ever reconnects by itself.
    c->set_variable("synchronous_commit", "on");
    c->set_variable("client_min_messages", "warning");  // no NOTICE for "already exists"
    {
      pqxx::work tx(*c);
      tx.exec(kSchemaLock);
      tx.exec(kPgSchema);
      tx.commit();
    }
    c->prepare("insert_game",
               "INSERT INTO games (id, variant, options, clock, created_ms, finished, result, "
               "rematch_of, listed, lesson, rated) "
               "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) "
               "ON CONFLICT (id) DO NOTHING");
    c->prepare("insert_seat",
               "INSERT INTO seats (game_id, idx, kind, level, name, token_hash, account_id) "
               "VALUES ($1, $2, $3, $4, $5, $6, $7)");
    c->prepare("game_exists", "SELECT 1 FROM games WHERE id = $1");
    c->prepare("delete_events", "DELETE FROM events WHERE game_id = $1");
    c->prepare("delete_seats", "DELETE FROM seats WHERE game_id = $1");
    c->prepare("delete_game", "DELETE FROM games WHERE id = $1");
    c->prepare("lock_game", fmt::format(kLockGames, "$1"));
    c->prepare("insert_event",
               "WITH e AS (INSERT INTO events (game_id, seq, kind, seat, data, at_ms) "
               "VALUES ($1, $2, $3, $4, $5, $6)" +
                   notify_inserted(7));
    c->prepare("notify", "SELECT pg_notify($1, $2)");
    c->prepare("claim_seat",
               "UPDATE seats SET name = $1, token_hash = $2, account_id = $5 WHERE game_id = $3 "
               "AND idx = $4 AND kind = 'human' AND token_hash = ''");
    c->prepare("finish",
               "UPDATE games SET finished = TRUE, result = $1 WHERE id = $2 AND NOT finished");
    c->prepare("game", fmt::format("SELECT {} FROM games WHERE id = $1", kPgGameColumns));
    c->prepare("seats",
               "SELECT kind, level, name, token_hash, account_id FROM seats WHERE game_id = $1 "
               "ORDER BY idx");
    c->prepare("events",
               "SELECT seq, kind, seat, data, at_ms FROM events WHERE game_id = $1 AND seq >= $2 "
               "ORDER BY seq");
    c->prepare("unfinished", fmt::format("SELECT {} FROM games WHERE NOT finished "
                                         "ORDER BY created_ms, num",
                                         kPgGameColumns));
    c->prepare("newest", fmt::format("SELECT {} FROM games WHERE NOT lesson "
                                     "ORDER BY created_ms DESC, num DESC LIMIT $1",
                                     kPgGameColumns));
    c->prepare("newest_open", fmt::format("SELECT {} FROM games g WHERE NOT finished AND listed "
                                          "AND NOT lesson AND EXISTS "
                                          "(SELECT 1 FROM seats s WHERE s.game_id = g.id AND "
                                          "s.kind = 'human' AND s.token_hash = '') "
                                          "ORDER BY created_ms DESC, num DESC LIMIT $1",
                                          kPgGameColumns));
    c->prepare("give_seats",
               "UPDATE seats SET account_id = $1, name = $4 WHERE game_id = $2 AND token_hash = $3 "
               "AND token_hash <> '' AND account_id = 0");
    c->prepare("of_account", fmt::format("SELECT {} FROM games g WHERE NOT lesson AND EXISTS "
                                         "(SELECT 1 FROM seats s WHERE s.game_id = g.id AND "
                                         "s.account_id = $1) "
                                         "ORDER BY created_ms DESC, num DESC LIMIT $2",
                                         kPgGameColumns));
    c->prepare("tally_of",
               "SELECT g.variant, g.result, s.seat, g.id FROM games g JOIN "
               "(SELECT game_id, MIN(idx) AS seat FROM seats WHERE account_id = $1 "
               "AND account_id <> 0 GROUP BY game_id) s ON s.game_id = g.id WHERE g.finished AND "
               "NOT g.lesson");
    channel_ = detail::notify_channel(*c);
    conn_ = std::move(c);
    return *conn_;
  }

  // Runs `f` under the mutex and turns every libpqxx failure into a StoreError saying what was
  // being done. A broken connection is dropped so that the next call connects afresh.
  template <class F>
  void guard(const std::string& doing, F&& f) {
    detail::guard(conn_, doing, std::forward<F>(f));
  }

  template <class F>
  void write(const std::string& doing, F&& f) {
    std::lock_guard lock(mutex_);
    guard(doing, [&] {
      WriteTx tx(connection());
      f(tx);
      tx.commit();
    });
  }

  template <class F>
  void read(const std::string& doing, F&& f) {
    std::lock_guard lock(mutex_);
    guard(doing, [&] {
      ReadTx tx(connection());  // one snapshot of the game, its seats and its events
      f(tx);
      tx.commit();
    });
  }

  // Locks the rows of the games `batch` touches (another process appending to one of them waits
  // for this commit; locked in id order so two such batches cannot deadlock) and returns their
  // event counts. A game missing from the result does not exist.
  static std::unordered_map<std::string, std::int64_t> lock_games(WriteTx& tx,
                                                                  std::span<const Append> batch) {
    std::vector<std::string> ids;
    for (const Append& a : batch) ids.push_back(a.game_id);
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
    std::unordered_map<std::string, std::int64_t> counts;
    const auto take = [&](const pqxx::result& rows) {
      for (const pqxx::row& row : rows)
        counts[row[0].as<std::string>()] = row[1].as<std::int64_t>();
    };
    if (ids.size() == 1) {
      take(tx.exec_prepared("lock_game", ids.front()));
      return counts;
    }
    for (std::size_t from = 0; from < ids.size(); from += kIdsPerLock) {
      const std::vector<std::string> chunk(
          ids.begin() + static_cast<std::ptrdiff_t>(from),
          ids.begin() + static_cast<std::ptrdiff_t>(std::min(ids.size(), from + kIdsPerLock)));
      std::string placeholders;
      for (std::size_t i = 0; i < chunk.size(); ++i) {
        placeholders += fmt::format("{}${}", i == 0 ? "" : ", ", i + 1);
      }
      take(tx.exec_params(fmt::format(kLockGames, placeholders),
                          pqxx::prepare::make_dynamic_params(chunk)));
    }
    return counts;
  }

  static GameRecord read_game(const pqxx::row& row) {
    GameRecord g;
    g.id = row[0].as<std::string>();
    g.variant = row[1].as<std::string>();
    g.options = detail::parse_json(row[2].c_str(), g.id, "options");
    g.clock = detail::parse_json(row[3].c_str(), g.id, "clock");
    g.created_ms = row[4].as<std::int64_t>();
    g.finished = row[5].as<bool>();
    g.result = detail::parse_json(row[6].c_str(), g.id, "result");
    g.rematch_of = row[7].as<std::string>();
    g.listed = row[8].as<bool>();
    g.lesson = row[9].as<bool>();
    g.rated = row[10].as<bool>();
    return g;
  }

  static std::vector<SeatRecord> read_seats(ReadTx& tx, const std::string& game_id) {
    std::vector<SeatRecord> out;
    for (const pqxx::row& row : tx.exec_prepared("seats", game_id)) {
      out.push_back(SeatRecord{row[0].as<std::string>(), row[1].as<int>(), row[2].as<std::string>(),
                               row[3].as<std::string>(), row[4].as<std::int64_t>()});
    }
    return out;
  }

  static std::vector<Event> read_events(ReadTx& tx, const std::string& game_id,
                                        std::int64_t from_seq = 0) {
    std::vector<Event> out;
    for (const pqxx::row& row : tx.exec_prepared("events", game_id, from_seq)) {
      out.push_back(Event{row[0].as<std::int64_t>(), row[1].as<std::string>(), row[2].as<int>(),
                          row[3].as<std::string>(), row[4].as<std::int64_t>()});
    }
    return out;
  }

  // Runs an INSERT of events: a (game_id, seq) already there means that another writer appended
  // to that game after this transaction counted its events.
  template <class F>
  static void insert_or_conflict(F&& insert) {
    try {
      insert();
    } catch (const pqxx::unique_violation& e) {
      throw AppendConflict(fmt::format(
          "append: another writer appended to the same game first; nothing written ({})",
          e.what()));
    }
  }

  std::mutex mutex_;
  std::string url_;
  std::string channel_;  // where appends and claims are announced
  std::unique_ptr<pqxx::connection> conn_;
};

}  // namespace

std::unique_ptr<Store> open_postgres(const std::string& url) {
  return std::make_unique<PostgresStore>(url);
}

}  // namespace menagerie::store
