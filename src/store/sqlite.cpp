// The SQLite store: one connection in WAL mode with synchronous=FULL (every commit syncs the log
// before it returns), guarded by a mutex. Seats are rows of their own so that claiming one is a
// single conditional UPDATE; events are keyed by (game_id, seq) so a duplicate can never land.
#include <filesystem>
#include <mutex>
#include <string_view>

#include <fmt/format.h>
#include <sqlite3.h>

#include "store/records.hpp"
#include "store/sqlite_db.hpp"
#include "store/store.hpp"

namespace menagerie::store {
namespace {

// Version 5 of the schema (1 had no `listed`: opening such a file adds it, every game listed; 2 had
// no `lesson`: added, no game a lesson's; 3 had no seats.account_id: added, every seat a guest's;
// 4 had no `rated`: added, every game casual); user_version tells a newer file apart.
constexpr int kSchemaVersion = 5;

constexpr const char* kSchema = R"sql(
CREATE TABLE IF NOT EXISTS games (
  num INTEGER PRIMARY KEY,  -- creation order: breaks ties between equal created_ms
  id TEXT NOT NULL UNIQUE,
  variant TEXT NOT NULL,
  options TEXT NOT NULL,    -- JSON text
  clock TEXT NOT NULL,      -- JSON text: null or an object
  created_ms INTEGER NOT NULL,
  finished INTEGER NOT NULL CHECK (finished IN (0, 1)),
  result TEXT NOT NULL,     -- JSON text: null while playing
  rematch_of TEXT NOT NULL,
  listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1)),  -- among the open games
  lesson INTEGER NOT NULL DEFAULT 0 CHECK (lesson IN (0, 1)),  -- a Learn page's game
  rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1))     -- changes the players' ratings
);
CREATE INDEX IF NOT EXISTS games_by_time ON games (created_ms, num);
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games (id),
  idx INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('human', 'computer')),
  level INTEGER NOT NULL,
  name TEXT NOT NULL,
  token_hash TEXT NOT NULL,  -- empty while the seat is open
  account_id INTEGER NOT NULL DEFAULT 0,  -- the account that took it (0: a guest, or open)
  PRIMARY KEY (game_id, idx)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS events (
  game_id TEXT NOT NULL REFERENCES games (id),
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL,
  seat INTEGER NOT NULL,
  data TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;
)sql";

constexpr const char* kGameColumns =
    "id, variant, options, clock, created_ms, finished, result, rematch_of, listed, lesson, rated";

using sqlite::Db;
using sqlite::Mode;
using sqlite::Run;
using sqlite::Stmt;
using sqlite::Transaction;

Db& open_db(Db& db) {
  sqlite::open_file(db);
  std::int64_t found = 0;
  {
    Stmt version(db, "PRAGMA user_version");
    Run run(version);
    if (!run.step()) db.fail("reading the schema version");
    found = run.integer(0);
    if (found > kSchemaVersion) {
      throw StoreError(
          fmt::format("SQLite database '{}': schema version {} is newer than this program's ({})",
                      db.path(), found, kSchemaVersion));
    }
  }
  Transaction tx(db, Mode::write);
  db.exec(kSchema, "creating the schema");
  if (found == 1)
    db.exec(
        "ALTER TABLE games ADD COLUMN listed INTEGER NOT NULL DEFAULT 1 CHECK (listed IN (0, 1))",
        "adding the column 'listed' (schema version 1 to 2)");
  if (found == 1 || found == 2)
    db.exec(
        "ALTER TABLE games ADD COLUMN lesson INTEGER NOT NULL DEFAULT 0 CHECK (lesson IN (0, 1))",
        "adding the column 'lesson' (schema version 2 to 3)");
  if (found >= 1 && found <= 3)
    db.exec("ALTER TABLE seats ADD COLUMN account_id INTEGER NOT NULL DEFAULT 0",
            "adding the column 'account_id' to seats (schema version 3 to 4)");
  if (found >= 1 && found <= 4)
    db.exec("ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 0 CHECK (rated IN (0, 1))",
            "adding the column 'rated' (schema version 4 to 5)");
  db.exec("CREATE INDEX IF NOT EXISTS seats_by_account ON seats (account_id) WHERE account_id != 0",
          "indexing the seats by account");
  db.exec(fmt::format("PRAGMA user_version = {}", kSchemaVersion).c_str(),
          "setting the schema version");
  tx.commit();
  return db;
}

class SqliteStore final : public Store {
 public:
  // open_db runs before the first statement is prepared (db_ is declared before the statements).
  explicit SqliteStore(const std::string& path)
      : db_(path),
        insert_game_(
            open_db(db_),
            "INSERT INTO games (id, variant, options, clock, created_ms, finished, result, "
            "rematch_of, listed, lesson, rated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"),
        game_exists_(db_, "SELECT 1 FROM games WHERE id = ?"),
        insert_seat_(db_,
                     "INSERT INTO seats (game_id, idx, kind, level, name, token_hash, account_id) "
                     "VALUES (?, ?, ?, ?, ?, ?, ?)"),
        event_count_(db_,
                     "SELECT EXISTS (SELECT 1 FROM games WHERE id = ?1), "
                     "(SELECT COALESCE(MAX(seq) + 1, 0) FROM events WHERE game_id = ?1)"),
        insert_event_(db_,
                      "INSERT INTO events (game_id, seq, kind, seat, data, at_ms) "
                      "VALUES (?, ?, ?, ?, ?, ?)"),
        claim_seat_(db_,
                    "UPDATE seats SET name = ?, token_hash = ?, account_id = ? WHERE game_id = ? "
                    "AND idx = ? AND kind = 'human' AND token_hash = ''"),
        finish_(db_, "UPDATE games SET finished = 1, result = ? WHERE id = ? AND finished = 0"),
        game_(db_, fmt::format("SELECT {} FROM games WHERE id = ?", kGameColumns)),
        seats_(db_,
               "SELECT kind, level, name, token_hash, account_id FROM seats WHERE game_id = ? "
               "ORDER BY idx"),
        events_(db_,
                "SELECT seq, kind, seat, data, at_ms FROM events WHERE game_id = ? ORDER BY seq"),
        unfinished_(db_, fmt::format("SELECT {} FROM games WHERE finished = 0 "
                                     "ORDER BY created_ms, num",
                                     kGameColumns)),
        newest_(db_, fmt::format("SELECT {} FROM games WHERE lesson = 0 "
                                 "ORDER BY created_ms DESC, num DESC LIMIT ?",
                                 kGameColumns)),
        newest_open_(db_, fmt::format("SELECT {} FROM games g WHERE finished = 0 AND listed = 1 "
                                      "AND lesson = 0 AND EXISTS "
                                      "(SELECT 1 FROM seats s WHERE s.game_id = g.id AND "
                                      "s.kind = 'human' AND s.token_hash = '') "
                                      "ORDER BY created_ms DESC, num DESC LIMIT ?",
                                      kGameColumns)),
        // The account's seats through the partial index (its condition stated, as SQLite needs
        // to use it), not every game checked in turn.
        of_account_(db_, fmt::format("SELECT {} FROM games g WHERE lesson = 0 AND g.id IN "
                                     "(SELECT s.game_id FROM seats s WHERE s.account_id = ? AND "
                                     "s.account_id != 0) "
                                     "ORDER BY created_ms DESC, num DESC LIMIT ?",
                                     kGameColumns)),
        tally_of_(db_,
                  "SELECT g.variant, g.result, s.seat, g.id FROM games g JOIN "
                  "(SELECT game_id, MIN(idx) AS seat FROM seats WHERE account_id = ? "
                  "AND account_id != 0 GROUP BY game_id) s ON s.game_id = g.id WHERE g.finished = "
                  "1 AND g.lesson = 0"),
        give_seats_(
            db_,
            "UPDATE seats SET account_id = ?, name = ? WHERE game_id = ? AND token_hash = ? "
            "AND token_hash != '' AND account_id = 0"),
        delete_events_(db_, "DELETE FROM events WHERE game_id = ?"),
        delete_seats_(db_, "DELETE FROM seats WHERE game_id = ?"),
        delete_game_(db_, "DELETE FROM games WHERE id = ?") {}

  void create_game(const GameRecord& game) override {
    detail::check_new_game(game);
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    if (Run(game_exists_).bind(game.id).step()) {
      throw StoreError(fmt::format("cannot create game '{}': the id exists", game.id));
    }
    Run(insert_game_)
        .bind(game.id)
        .bind(game.variant)
        .bind(detail::json_text(game.options))
        .bind(detail::json_text(game.clock))
        .bind(game.created_ms)
        .bind(std::int64_t{game.finished})
        .bind(detail::json_text(game.result))
        .bind(game.rematch_of)
        .bind(std::int64_t{game.listed})
        .bind(std::int64_t{game.lesson})
        .bind(std::int64_t{game.rated})
        .done();
    for (std::size_t i = 0; i < game.seats.size(); ++i) {
      const SeatRecord& s = game.seats[i];
      Run(insert_seat_)
          .bind(game.id)
          .bind(static_cast<std::int64_t>(i))
          .bind(s.kind)
          .bind(std::int64_t{s.level})
          .bind(s.name)
          .bind(s.token_hash)
          .bind(s.account_id)
          .done();
    }
    tx.commit();
  }

  void append(std::span<const Append> batch) override {
    if (batch.empty()) return;
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    detail::check_sequence(batch, [&](const std::string& id) -> std::optional<std::int64_t> {
      Run run(event_count_);
      run.bind(id);
      if (!run.step() || run.integer(0) == 0) return std::nullopt;
      return run.integer(1);
    });
    for (const Append& a : batch) {
      Run(insert_event_)
          .bind(a.game_id)
          .bind(a.event.seq)
          .bind(a.event.kind)
          .bind(std::int64_t{a.event.seat})
          .bind(a.event.data)
          .bind(a.event.at_ms)
          .done();
    }
    tx.commit();
  }

  bool claim_seat(const std::string& game_id, int seat, const std::string& name,
                  const std::string& token_hash, std::int64_t account_id) override {
    detail::check_token_hash(token_hash);
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    Run run(claim_seat_);
    run.bind(name).bind(token_hash).bind(account_id).bind(game_id).bind(std::int64_t{seat}).done();
    const bool claimed = run.changes() == 1;
    tx.commit();
    return claimed;
  }

  bool delete_game(const std::string& game_id) override {
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    Run(delete_events_).bind(game_id).done();
    Run(delete_seats_).bind(game_id).done();
    Run run(delete_game_);
    run.bind(game_id).done();
    const bool deleted = run.changes() == 1;
    tx.commit();
    return deleted;
  }

  void finish_game(const std::string& game_id, const nlohmann::json& result) override {
    detail::check_result(game_id, result);
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    Run run(finish_);
    run.bind(detail::json_text(result)).bind(game_id).done();
    if (run.changes() != 1) {
      const bool exists = Run(game_exists_).bind(game_id).step();
      throw StoreError(fmt::format("cannot finish game '{}': {}", game_id,
                                   exists ? "it is already finished" : "no such game"));
    }
    tx.commit();
  }

  std::optional<StoredGame> load_game(const std::string& game_id) override {
    std::lock_guard lock(mutex_);
    Transaction tx(db_,
                   Mode::read);  // one consistent snapshot of the game, its seats and its events
    std::optional<StoredGame> out;
    {
      Run run(game_);
      run.bind(game_id);
      if (!run.step()) return std::nullopt;
      out.emplace();
      out->game = read_game(run);
    }
    out->game.seats = read_seats(game_id);
    out->events = read_events(game_id);
    tx.commit();
    return out;
  }

  std::vector<StoredGame> unfinished_games() override {
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::read);
    std::vector<StoredGame> out;
    {
      Run run(unfinished_);
      while (run.step()) out.push_back(StoredGame{read_game(run), {}});
    }
    for (StoredGame& g : out) {
      g.game.seats = read_seats(g.game.id);
      g.events = read_events(g.game.id);
    }
    tx.commit();
    return out;
  }

  std::vector<GameRecord> list_games(bool open_only, int limit) override {
    std::vector<GameRecord> out;
    if (limit <= 0) return out;
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::read);
    {
      Run run(open_only ? newest_open_ : newest_);
      run.bind(std::int64_t{limit});
      while (run.step()) out.push_back(read_game(run));
    }
    for (GameRecord& g : out) g.seats = read_seats(g.id);
    tx.commit();
    return out;
  }

  int give_seats_to_account(const std::string& game_id, const std::string& token_hash,
                            std::int64_t account_id, const std::string& name) override {
    detail::check_token_hash(token_hash);
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    Run run(give_seats_);
    run.bind(account_id).bind(name).bind(game_id).bind(token_hash).done();
    const int given = int(run.changes());
    tx.commit();
    return given;
  }

  std::vector<GameRecord> games_of_account(std::int64_t account_id, int limit) override {
    std::vector<GameRecord> out;
    if (limit <= 0 || account_id == 0) return out;
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::read);
    {
      Run run(of_account_);
      run.bind(account_id).bind(std::int64_t{limit});
      while (run.step()) out.push_back(read_game(run));
    }
    for (GameRecord& g : out) g.seats = read_seats(g.id);
    tx.commit();
    return out;
  }

  std::vector<GameTally> tally_of_account(std::int64_t account_id) override {
    std::vector<detail::SeatOutcome> games;
    if (account_id == 0) return {};
    {
      std::lock_guard lock(mutex_);
      Run run(tally_of_);
      run.bind(account_id);
      while (run.step()) {
        games.push_back(detail::SeatOutcome{run.text(0),
                                            detail::parse_json(run.text(1), run.text(3), "result"),
                                            int(run.integer(2))});
      }
    }
    return detail::tally(games);
  }

 private:
  // A row of kGameColumns (seats are read separately).
  static GameRecord read_game(const Run& run) {
    GameRecord g;
    g.id = run.text(0);
    g.variant = run.text(1);
    g.options = detail::parse_json(run.text(2), g.id, "options");
    g.clock = detail::parse_json(run.text(3), g.id, "clock");
    g.created_ms = run.integer(4);
    g.finished = run.integer(5) != 0;
    g.result = detail::parse_json(run.text(6), g.id, "result");
    g.rematch_of = run.text(7);
    g.listed = run.integer(8) != 0;
    g.lesson = run.integer(9) != 0;
    g.rated = run.integer(10) != 0;
    return g;
  }

  std::vector<SeatRecord> read_seats(const std::string& game_id) {
    std::vector<SeatRecord> out;
    Run run(seats_);
    run.bind(game_id);
    while (run.step()) {
      out.push_back(SeatRecord{run.text(0), static_cast<int>(run.integer(1)), run.text(2),
                               run.text(3), run.integer(4)});
    }
    return out;
  }

  std::vector<Event> read_events(const std::string& game_id) {
    std::vector<Event> out;
    Run run(events_);
    run.bind(game_id);
    while (run.step()) {
      out.push_back(Event{run.integer(0), run.text(1), static_cast<int>(run.integer(2)),
                          run.text(3), run.integer(4)});
    }
    return out;
  }

  std::mutex mutex_;
  Db db_;
  Stmt insert_game_, game_exists_, insert_seat_, event_count_, insert_event_, claim_seat_, finish_,
      game_, seats_, events_, unfinished_, newest_, newest_open_, of_account_, tally_of_,
      give_seats_, delete_events_, delete_seats_, delete_game_;
};

}  // namespace

std::unique_ptr<Store> open_sqlite(const std::string& path) {
  return std::make_unique<SqliteStore>(path);
}

}  // namespace menagerie::store
