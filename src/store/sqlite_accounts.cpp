// The players' tables in SQLite: a connection of their own on the game store's file (WAL lets the
// two share it), every write in a BEGIN IMMEDIATE transaction, so two rate_game calls, even from
// two processes, run one after the other and the second finds the game already rated.
#include <filesystem>
#include <mutex>

#include <fmt/format.h>
#include <sqlite3.h>

#include "store/accounts.hpp"
#include "store/records.hpp"
#include "store/sqlite_db.hpp"

namespace menagerie::store {
namespace {

using sqlite::Db;
using sqlite::Mode;
using sqlite::Run;
using sqlite::Stmt;
using sqlite::Transaction;

// The players' schema version, kept in players_schema rather than user_version (which is the game
// tables'), so that the two parts of the file migrate independently.
constexpr std::int64_t kPlayersSchemaVersion = 1;

constexpr const char* kPlayersSchema = R"sql(
CREATE TABLE IF NOT EXISTS players_schema (version INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS accounts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  name_key TEXT NOT NULL UNIQUE,  -- the case-insensitive uniqueness key
  password_hash TEXT NOT NULL,    -- Argon2id hash string
  created_ms INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS sessions (
  token_hash TEXT PRIMARY KEY,    -- hash of the cookie's token, never the token
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  created_ms INTEGER NOT NULL,
  expires_ms INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS sessions_by_account ON sessions (account_id);
CREATE TABLE IF NOT EXISTS ratings (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  game TEXT NOT NULL,             -- catalog id
  rating REAL NOT NULL,
  rd REAL NOT NULL,
  volatility REAL NOT NULL,
  games INTEGER NOT NULL,
  updated_ms INTEGER NOT NULL,
  PRIMARY KEY (account_id, game)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS rating_history (
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  game TEXT NOT NULL,
  game_id TEXT NOT NULL,          -- the rated game (no foreign key: games stay the rooms' own)
  rating REAL NOT NULL,
  rd REAL NOT NULL,
  volatility REAL NOT NULL,
  at_ms INTEGER NOT NULL,
  UNIQUE (account_id, game_id)    -- a rowid table: rowid keeps the order of equal at_ms
);
CREATE TABLE IF NOT EXISTS best_scores (  -- games scored rather than rated (Cooperative)
  account_id INTEGER NOT NULL REFERENCES accounts (id),
  game TEXT NOT NULL,
  score INTEGER NOT NULL,
  game_id TEXT NOT NULL,
  at_ms INTEGER NOT NULL,
  PRIMARY KEY (account_id, game)
);
-- the leaderboards: a game's ratings, highest first
CREATE INDEX IF NOT EXISTS ratings_by_game ON ratings (game, rating DESC);
CREATE INDEX IF NOT EXISTS best_scores_by_game ON best_scores (game, score DESC, at_ms);
CREATE TABLE IF NOT EXISTS rated_games (
  game_id TEXT PRIMARY KEY,       -- its ratings were updated: never again
  rated_ms INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS shared_texts (  -- texts every node shares (the book of seeks)
  name TEXT PRIMARY KEY,
  text TEXT NOT NULL
) WITHOUT ROWID;
)sql";

constexpr const char* kAccountColumns = "id, name, name_key, password_hash, created_ms";
constexpr const char* kRatingColumns =
    "account_id, game, rating, rd, volatility, games, updated_ms";

Db& open_players(Db& db) {
  sqlite::open_file(db);
  Transaction tx(db, Mode::write);
  db.exec(kPlayersSchema, "creating the players' tables");
  {
    Stmt version(db, "SELECT MAX(version) FROM players_schema");
    Run run(version);
    if (!run.step()) db.fail("reading the players' schema version");
    const std::int64_t found = run.integer(0);  // 0 (NULL) when the tables are new
    if (found > kPlayersSchemaVersion) {
      throw StoreError(fmt::format(
          "SQLite database '{}': the players' schema version {} is newer than this program's ({})",
          db.path(), found, kPlayersSchemaVersion));
    }
  }
  db.exec("DELETE FROM players_schema", "setting the players' schema version");
  db.exec(fmt::format("INSERT INTO players_schema (version) VALUES ({})", kPlayersSchemaVersion)
              .c_str(),
          "setting the players' schema version");
  tx.commit();
  return db;
}

class SqliteAccounts final : public AccountStore {
 public:
  explicit SqliteAccounts(const std::string& path)
      : db_(path),
        insert_account_(open_players(db_),
                        "INSERT INTO accounts (name, name_key, password_hash, created_ms) "
                        "VALUES (?, ?, ?, ?) ON CONFLICT (name_key) DO NOTHING"),
        account_by_key_(db_,
                        fmt::format("SELECT {} FROM accounts WHERE name_key = ?", kAccountColumns)),
        account_by_id_(db_, fmt::format("SELECT {} FROM accounts WHERE id = ?", kAccountColumns)),
        set_password_(db_, "UPDATE accounts SET password_hash = ? WHERE id = ?"),
        insert_session_(db_,
                        "INSERT INTO sessions (token_hash, account_id, created_ms, expires_ms) "
                        "VALUES (?, ?, ?, ?)"),
        session_(db_,
                 "SELECT token_hash, account_id, created_ms, expires_ms FROM sessions "
                 "WHERE token_hash = ? AND expires_ms > ?"),
        delete_session_(db_, "DELETE FROM sessions WHERE token_hash = ?"),
        delete_sessions_of_(db_, "DELETE FROM sessions WHERE account_id = ?"),
        delete_expired_(db_, "DELETE FROM sessions WHERE expires_ms <= ?"),
        rating_(db_, fmt::format("SELECT {} FROM ratings WHERE account_id = ? AND game = ?",
                                 kRatingColumns)),
        history_(db_,
                 "SELECT game_id, account_id, game, rating, rd, volatility, at_ms FROM "
                 "rating_history WHERE account_id = ? AND game = ? ORDER BY at_ms, rowid"),
        mark_rated_(db_,
                    "INSERT INTO rated_games (game_id, rated_ms) VALUES (?, ?) "
                    "ON CONFLICT (game_id) DO NOTHING"),
        upsert_rating_(db_,
                       "INSERT INTO ratings (account_id, game, rating, rd, volatility, games, "
                       "updated_ms) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (account_id, game) "
                       "DO UPDATE SET rating = excluded.rating, rd = excluded.rd, "
                       "volatility = excluded.volatility, games = excluded.games, "
                       "updated_ms = excluded.updated_ms"),
        insert_history_(db_,
                        "INSERT INTO rating_history (account_id, game, game_id, rating, rd, "
                        "volatility, at_ms) VALUES (?, ?, ?, ?, ?, ?, ?)"),
        record_score_(db_,
                      "INSERT INTO best_scores (account_id, game, score, game_id, at_ms) "
                      "VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (account_id, game) DO UPDATE SET "
                      "score = excluded.score, game_id = excluded.game_id, at_ms = excluded.at_ms "
                      "WHERE excluded.score > best_scores.score"),
        best_scores_(db_,
                     "SELECT b.account_id, a.name, b.game, b.score, b.game_id, b.at_ms FROM "
                     "best_scores b JOIN accounts a ON a.id = b.account_id WHERE b.game = ? "
                     "ORDER BY b.score DESC, b.at_ms, b.account_id LIMIT ?"),
        ratings_of_(db_, fmt::format("SELECT {} FROM ratings WHERE account_id = ? ORDER BY game",
                                     kRatingColumns)),
        leaderboard_(db_,
                     "SELECT a.name, r.account_id, r.game, r.rating, r.rd, r.volatility, r.games, "
                     "r.updated_ms FROM ratings r JOIN accounts a ON a.id = r.account_id "
                     "WHERE r.game = ? AND r.updated_ms >= ? AND r.rd <= ? "
                     "ORDER BY r.rating DESC, r.games DESC, r.account_id LIMIT ?") {}

  Account create_account(const std::string& name, const std::string& name_key,
                         const std::string& password_hash, std::int64_t created_ms) override {
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    Run run(insert_account_);
    run.bind(name).bind(name_key).bind(password_hash).bind(created_ms).done();
    if (run.changes() != 1) {
      throw NameTaken(fmt::format("the user name '{}' is taken", name));
    }
    const Account out{sqlite3_last_insert_rowid(db_.handle()), name, name_key, password_hash,
                      created_ms};
    tx.commit();
    return out;
  }

  std::optional<Account> find_account(const std::string& name_key) override {
    std::lock_guard lock(mutex_);
    return read_account(Run(account_by_key_).bind(name_key));
  }

  std::optional<Account> account_by_id(std::int64_t id) override {
    std::lock_guard lock(mutex_);
    return read_account(Run(account_by_id_).bind(id));
  }

  bool set_password_hash(std::int64_t account_id, const std::string& password_hash) override {
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    Run run(set_password_);
    run.bind(password_hash).bind(account_id).done();
    const bool changed = run.changes() == 1;
    tx.commit();
    return changed;
  }

  void create_session(const Session& s) override {
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    Run(insert_session_)
        .bind(s.token_hash)
        .bind(s.account_id)
        .bind(s.created_ms)
        .bind(s.expires_ms)
        .done();
    tx.commit();
  }

  std::optional<Session> find_session(const std::string& token_hash, std::int64_t now_ms) override {
    std::lock_guard lock(mutex_);
    Run run(session_);
    run.bind(token_hash).bind(now_ms);
    if (!run.step()) return std::nullopt;
    return Session{run.text(0), run.integer(1), run.integer(2), run.integer(3)};
  }

  bool delete_session(const std::string& token_hash) override {
    return remove(delete_session_, [&](Run& run) { run.bind(token_hash); }) == 1;
  }

  int delete_sessions_of(std::int64_t account_id) override {
    return remove(delete_sessions_of_, [&](Run& run) { run.bind(account_id); });
  }

  int delete_expired_sessions(std::int64_t now_ms) override {
    return remove(delete_expired_, [&](Run& run) { run.bind(now_ms); });
  }

  std::optional<RatingRecord> rating(std::int64_t account_id, const std::string& game) override {
    std::lock_guard lock(mutex_);
    return read_rating(account_id, game);
  }

  std::vector<RatingChange> rating_history(std::int64_t account_id,
                                           const std::string& game) override {
    std::lock_guard lock(mutex_);
    std::vector<RatingChange> out;
    Run run(history_);
    run.bind(account_id).bind(game);
    while (run.step()) {
      out.push_back(
          RatingChange{run.text(0), RatingRecord{run.integer(1), run.text(2), run.real(3),
                                                 run.real(4), run.real(5), 0, run.integer(6)}});
    }
    return out;
  }

  std::vector<RatingRecord> ratings_of(std::int64_t account_id) override {
    std::lock_guard lock(mutex_);
    std::vector<RatingRecord> out;
    Run run(ratings_of_);
    run.bind(account_id);
    while (run.step()) out.push_back(read_rating_row(run, 0));
    return out;
  }

  std::vector<LeaderRow> leaderboard(const std::string& game, std::int64_t since_ms, double max_rd,
                                     int limit) override {
    std::vector<LeaderRow> out;
    if (limit <= 0) return out;
    std::lock_guard lock(mutex_);
    Run run(leaderboard_);
    run.bind(game).bind(since_ms).bind(max_rd).bind(std::int64_t{limit});
    while (run.step()) out.push_back(LeaderRow{run.text(0), read_rating_row(run, 1)});
    return out;
  }

  bool rate_game(const std::string& game_id, const std::string& game,
                 std::span<const std::int64_t> accounts, std::int64_t at_ms,
                 const RatingUpdate& update) override {
    detail::check_distinct_accounts(game_id, accounts);
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);  // IMMEDIATE: a second writer waits for this one
    if (!rate_in(game_id, game, accounts, at_ms, update)) return false;  // rolls back
    tx.commit();
    return true;
  }

  bool record_score(std::int64_t account_id, const std::string& game, std::int64_t score,
                    const std::string& game_id, std::int64_t at_ms) override {
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    Run run(record_score_);
    run.bind(account_id).bind(game).bind(score).bind(game_id).bind(at_ms).done();
    const bool best = run.changes() == 1;
    tx.commit();
    return best;
  }

  std::vector<BestScore> best_scores(const std::string& game, int limit) override {
    std::vector<BestScore> out;
    if (limit <= 0) return out;
    std::lock_guard lock(mutex_);
    Run run(best_scores_);
    run.bind(game).bind(std::int64_t{limit});
    while (run.step()) {
      out.push_back(BestScore{run.integer(0), run.text(1), run.text(2), run.integer(3), run.text(4),
                              run.integer(5)});
    }
    return out;
  }

  bool finish_and_rate_game(const std::string& game_id, const nlohmann::json& result,
                            const std::string& game, std::span<const std::int64_t> accounts,
                            std::int64_t at_ms, const RatingUpdate& update) override {
    detail::check_result(game_id, result);
    detail::check_distinct_accounts(game_id, accounts);
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    if (!finish_) {
      finish_.emplace(db_,
                      "UPDATE games SET finished = 1, result = ? WHERE id = ? AND finished = 0");
      game_exists_.emplace(db_, "SELECT 1 FROM games WHERE id = ?");
    }
    {
      Run finish(*finish_);
      finish.bind(detail::json_text(result)).bind(game_id).done();
      if (finish.changes() != 1) {
        if (!Run(*game_exists_).bind(game_id).step()) {
          throw StoreError(fmt::format("cannot finish game '{}': no such game", game_id));
        }
        return false;  // finished before: by another node, or by this one
      }
    }
    if (!rate_in(game_id, game, accounts, at_ms, update)) throw detail::rated_unfinished(game_id);
    tx.commit();
    return true;
  }

 private:
  // Inside the caller's write transaction: marks the game rated and writes the update; false when
  // it was rated before (the caller rolls back).
  bool rate_in(const std::string& game_id, const std::string& game,
               std::span<const std::int64_t> accounts, std::int64_t at_ms,
               const RatingUpdate& update) {
    {
      Run mark(mark_rated_);
      mark.bind(game_id).bind(at_ms).done();
      if (mark.changes() != 1) return false;  // rated before: the transaction rolls back
    }
    std::vector<std::optional<RatingRecord>> before;
    for (std::int64_t id : accounts) {
      if (!Run(account_by_id_).bind(id).step()) {
        throw StoreError(
            fmt::format("rating game '{}': no account {}; nothing written", game_id, id));
      }
      before.push_back(read_rating(id, game));
    }
    const std::vector<RatingRecord> after = update(before);
    detail::check_rating_update(game_id, game, accounts, after);
    for (const RatingRecord& r : after) {
      Run(upsert_rating_)
          .bind(r.account_id)
          .bind(r.game)
          .bind(r.rating)
          .bind(r.rd)
          .bind(r.volatility)
          .bind(r.games)
          .bind(r.updated_ms)
          .done();
      Run(insert_history_)
          .bind(r.account_id)
          .bind(r.game)
          .bind(game_id)
          .bind(r.rating)
          .bind(r.rd)
          .bind(r.volatility)
          .bind(at_ms)
          .done();
    }
    return true;
  }

  static std::optional<Account> read_account(Run& run) {
    if (!run.step()) return std::nullopt;
    return Account{run.integer(0), run.text(1), run.text(2), run.text(3), run.integer(4)};
  }

  std::optional<RatingRecord> read_rating(std::int64_t account_id, const std::string& game) {
    Run run(rating_);
    run.bind(account_id).bind(game);
    if (!run.step()) return std::nullopt;
    return read_rating_row(run, 0);
  }

  // kRatingColumns from column `from` on.
  static RatingRecord read_rating_row(const Run& run, int from) {
    return RatingRecord{run.integer(from),    run.text(from + 1), run.real(from + 2),
                        run.real(from + 3),   run.real(from + 4), run.integer(from + 5),
                        run.integer(from + 6)};
  }

  template <class Bind>
  int remove(const Stmt& stmt, Bind&& bind) {
    std::lock_guard lock(mutex_);
    Transaction tx(db_, Mode::write);
    Run run(stmt);
    bind(run);
    run.done();
    const int removed = run.changes();
    tx.commit();
    return removed;
  }

  void update_shared_text(
      const std::string& name,
      const std::function<std::optional<std::string>(const std::string&)>& change) override {
    std::lock_guard lock(mutex_);
    if (!shared_text_) {
      shared_text_.emplace(db_, "SELECT text FROM shared_texts WHERE name = ?");
      put_shared_text_.emplace(db_,
                               "INSERT INTO shared_texts (name, text) VALUES (?, ?) ON CONFLICT "
                               "(name) DO UPDATE SET text = excluded.text");
    }
    Transaction tx(db_, Mode::write);  // IMMEDIATE: another process's change waits for this one
    std::string text;
    {
      Run run(*shared_text_);
      run.bind(name);
      if (run.step()) text = run.text(0);
    }
    std::optional<std::string> next = change(text);
    if (!next) return;  // rolls back: nothing written
    Run(*put_shared_text_).bind(name).bind(*next).done();
    tx.commit();
  }

  std::mutex mutex_;
  Db db_;
  Stmt insert_account_, account_by_key_, account_by_id_, set_password_, insert_session_, session_,
      delete_session_, delete_sessions_of_, delete_expired_, rating_, history_, mark_rated_,
      upsert_rating_, insert_history_, record_score_, best_scores_, ratings_of_, leaderboard_;
  // The game table's statements, prepared on first use: the game store creates that table, and
  // it may open the file after this store.
  std::optional<Stmt> finish_, game_exists_;
  std::optional<Stmt> shared_text_, put_shared_text_;  // prepared on first use
};

}  // namespace

std::unique_ptr<AccountStore> open_sqlite_accounts(const std::string& path) {
  return std::make_unique<SqliteAccounts>(path);
}

}  // namespace menagerie::store
