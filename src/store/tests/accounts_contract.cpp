#include "accounts_contract.hpp"
#include "contract.hpp"

#include <array>
#include <atomic>
#include <thread>
#include <vector>

#include <gmock/gmock.h>

namespace menagerie::store::harness {
namespace {

using ::testing::ElementsAre;
using ::testing::HasSubstr;

// A rating update that adds `delta` to each rating (from 1500 for a new one), counts the game and
// counts its own calls.
RatingUpdate add_to_each(const std::string& game, std::span<const std::int64_t> accounts,
                         double delta, std::atomic<int>* calls = nullptr) {
  const std::vector<std::int64_t> ids(accounts.begin(), accounts.end());
  return [=](const std::vector<std::optional<RatingRecord>>& before) {
    if (calls) ++*calls;
    std::vector<RatingRecord> after;
    for (std::size_t i = 0; i < before.size(); ++i) {
      RatingRecord r = before[i].value_or(RatingRecord{ids[i], game, 1500.0, 350.0, 0.06, 0, 0});
      r.rating += delta;
      r.rd -= 10.0;
      r.games += 1;
      r.updated_ms = 77;
      after.push_back(r);
    }
    return after;
  };
}

// A thread's work, its exception (a StoreError) turned into the test's failure instead of ending
// the process.
template <class F>
std::thread guarded_thread(F f) {
  return std::thread([f = std::move(f)] {
    try {
      f();
    } catch (const std::exception& e) {
      ADD_FAILURE() << "a racing store threw: " << e.what();
    }
  });
}

// Everything a stored game holds, as one text to compare.
std::string game_text(const StoredGame& g) {
  nlohmann::json seats = nlohmann::json::array();
  for (const SeatRecord& s : g.game.seats) seats.push_back({s.kind, s.level, s.name, s.token_hash});
  nlohmann::json events = nlohmann::json::array();
  for (const Event& e : g.events) events.push_back({e.seq, e.kind, e.seat, e.data, e.at_ms});
  return nlohmann::json{{"id", g.game.id},
                        {"variant", g.game.variant},
                        {"options", g.game.options},
                        {"seats", seats},
                        {"clock", g.game.clock},
                        {"created_ms", g.game.created_ms},
                        {"finished", g.game.finished},
                        {"result", g.game.result},
                        {"rematch_of", g.game.rematch_of},
                        {"listed", g.game.listed},
                        {"events", events}}
      .dump();
}

TEST_P(AccountsContract, AccountsAreFoundByKeyAndIdAndANameKeyIsTakenOnce) {
  const Account alice = accounts_->create_account("Alice", "alice", "$argon2id$h1", 10);
  EXPECT_GT(alice.id, 0);
  const std::optional<Account> found = accounts_->find_account("alice");
  ASSERT_TRUE(found);
  EXPECT_EQ(found->id, alice.id);
  EXPECT_EQ(found->name, "Alice");
  EXPECT_EQ(found->password_hash, "$argon2id$h1");
  EXPECT_EQ(found->created_ms, 10);
  EXPECT_EQ(accounts_->account_by_id(alice.id)->name_key, "alice");
  EXPECT_FALSE(accounts_->find_account("bob"));
  EXPECT_FALSE(accounts_->account_by_id(alice.id + 1000));
  try {
    accounts_->create_account("ALICE", "alice", "$argon2id$h2", 11);
    ADD_FAILURE() << "a taken name key was accepted";
  } catch (const NameTaken& e) {
    EXPECT_THAT(e.what(), HasSubstr("'ALICE' is taken"));
  }
  EXPECT_EQ(accounts_->find_account("alice")->password_hash, "$argon2id$h1") << "nothing changed";
  const Account bob = accounts_->create_account("Bob", "bob", "$argon2id$h3", 12);
  EXPECT_NE(bob.id, alice.id);
}

TEST_P(AccountsContract, APasswordHashIsReplaced) {
  const Account a = accounts_->create_account("Alice", "alice", "old", 1);
  EXPECT_TRUE(accounts_->set_password_hash(a.id, "new"));
  EXPECT_EQ(accounts_->find_account("alice")->password_hash, "new");
  EXPECT_FALSE(accounts_->set_password_hash(a.id + 1000, "new"));
}

TEST_P(AccountsContract, SessionsLiveUntilTheyExpireOrAreDeleted) {
  const Account a = accounts_->create_account("Alice", "alice", "h", 1);
  accounts_->create_session(Session{"t1", a.id, 100, 200});
  const std::optional<Session> s = accounts_->find_session("t1", 199);
  ASSERT_TRUE(s);
  EXPECT_EQ(s->account_id, a.id);
  EXPECT_EQ(s->created_ms, 100);
  EXPECT_EQ(s->expires_ms, 200);
  EXPECT_FALSE(accounts_->find_session("t1", 200)) << "expired";
  EXPECT_FALSE(accounts_->find_session("t2", 150));
  EXPECT_THROW(accounts_->create_session(Session{"t1", a.id, 100, 300}), StoreError);
  EXPECT_THROW(accounts_->create_session(Session{"t9", a.id + 1000, 100, 300}), StoreError);
  EXPECT_TRUE(accounts_->delete_session("t1"));
  EXPECT_FALSE(accounts_->find_session("t1", 150));
  EXPECT_FALSE(accounts_->delete_session("t1"));
  accounts_->create_session(Session{"t2", a.id, 100, 300});
  accounts_->create_session(Session{"t3", a.id, 100, 300});
  EXPECT_EQ(accounts_->delete_sessions_of(a.id), 2);
  EXPECT_FALSE(accounts_->find_session("t2", 150));
}

// The sweep deletes the sessions expired by then and no other.
TEST_P(AccountsContract, TheSweepDeletesExpiredSessionsOnly) {
  const Account a = accounts_->create_account("Alice", "alice", "h", 1);
  accounts_->create_session(Session{"old", a.id, 100, 200});
  accounts_->create_session(Session{"edge", a.id, 100, 300});
  accounts_->create_session(Session{"live", a.id, 100, 301});
  EXPECT_EQ(accounts_->delete_expired_sessions(300), 2);
  EXPECT_TRUE(accounts_->find_session("live", 300));
  EXPECT_EQ(accounts_->delete_expired_sessions(300), 0);
  EXPECT_EQ(accounts_->delete_session("old"), false) << "already swept";
}

TEST_P(AccountsContract, AGameIsRatedOnceWithItsHistory) {
  const std::array<std::int64_t, 2> ids{accounts_->create_account("Alice", "alice", "h", 1).id,
                                        accounts_->create_account("Bob", "bob", "h", 1).id};
  std::atomic<int> calls = 0;
  EXPECT_TRUE(
      accounts_->rate_game("g1", "chess960", ids, 50, add_to_each("chess960", ids, 10.0, &calls)));
  EXPECT_FALSE(
      accounts_->rate_game("g1", "chess960", ids, 60, add_to_each("chess960", ids, 10.0, &calls)));
  EXPECT_EQ(calls, 1) << "the second call decides nothing";
  const std::optional<RatingRecord> r = accounts_->rating(ids[0], "chess960");
  ASSERT_TRUE(r);
  EXPECT_EQ(r->rating, 1510.0);
  EXPECT_EQ(r->rd, 340.0);
  EXPECT_EQ(r->volatility, 0.06);
  EXPECT_EQ(r->games, 1);
  EXPECT_EQ(r->updated_ms, 77);
  EXPECT_FALSE(accounts_->rating(ids[0], "zombie")) << "ratings are per game";
  // A second game starts from the first's ratings.
  std::vector<std::optional<RatingRecord>> seen;
  EXPECT_TRUE(accounts_->rate_game("g2", "chess960", ids, 70,
                                   [&](const std::vector<std::optional<RatingRecord>>& before) {
                                     seen = before;
                                     return add_to_each("chess960", ids, -4.0)(before);
                                   }));
  ASSERT_EQ(seen.size(), 2u);
  ASSERT_TRUE(seen[1]);
  EXPECT_EQ(seen[1]->rating, 1510.0);
  EXPECT_EQ(accounts_->rating(ids[1], "chess960")->games, 2);
  const std::vector<RatingChange> history = accounts_->rating_history(ids[1], "chess960");
  ASSERT_EQ(history.size(), 2u);
  EXPECT_EQ(history[0].game_id, "g1");
  EXPECT_EQ(history[0].after.rating, 1510.0);
  EXPECT_EQ(history[0].after.updated_ms, 50);
  EXPECT_EQ(history[1].game_id, "g2");
  EXPECT_EQ(history[1].after.rating, 1506.0);
  EXPECT_EQ(history[1].after.rd, 330.0);
}

TEST_P(AccountsContract, ABadRatingUpdateWritesNothing) {
  const std::array<std::int64_t, 2> ids{accounts_->create_account("Alice", "alice", "h", 1).id,
                                        accounts_->create_account("Bob", "bob", "h", 1).id};
  const std::array<std::int64_t, 2> swapped{ids[1], ids[0]};
  try {
    accounts_->rate_game("g", "chess960", ids, 5, add_to_each("chess960", swapped, 1.0));
    ADD_FAILURE() << "ratings for the wrong accounts were written";
  } catch (const StoreError& e) {
    EXPECT_THAT(e.what(), HasSubstr("nothing written"));
  }
  EXPECT_THROW(accounts_->rate_game("g", "chess960", ids, 5, add_to_each("zombie", ids, 1.0)),
               StoreError);
  const std::array<std::int64_t, 2> twice{ids[0], ids[0]};
  EXPECT_THROW(accounts_->rate_game("g", "chess960", twice, 5, add_to_each("chess960", twice, 1.0)),
               StoreError);
  const std::array<std::int64_t, 2> unknown{ids[0], ids[1] + 1000};
  EXPECT_THROW(
      accounts_->rate_game("g", "chess960", unknown, 5, add_to_each("chess960", unknown, 1.0)),
      StoreError);
  EXPECT_FALSE(accounts_->rating(ids[0], "chess960"));
  EXPECT_TRUE(accounts_->rating_history(ids[0], "chess960").empty());
  EXPECT_TRUE(accounts_->rate_game("g", "chess960", ids, 5, add_to_each("chess960", ids, 1.0)))
      << "the failed attempts did not mark the game rated";
}

// Two stores (two nodes) finishing the same game at once: exactly one rates it.
TEST_P(AccountsContract, TwoStoresRacingRateAGameOnce) {
  const std::array<std::int64_t, 2> ids{accounts_->create_account("Alice", "alice", "h", 1).id,
                                        accounts_->create_account("Bob", "bob", "h", 1).id};
  std::unique_ptr<AccountStore> other = backend_->open_accounts();
  for (int round = 0; round < 10; ++round) {
    const std::string game_id = "race" + std::to_string(round);
    std::atomic<int> wins = 0;
    std::thread a = guarded_thread([&] {
      wins += accounts_->rate_game(game_id, "golf", ids, round, add_to_each("golf", ids, 1.0));
    });
    std::thread b = guarded_thread([&] {
      wins += other->rate_game(game_id, "golf", ids, round, add_to_each("golf", ids, 1.0));
    });
    a.join();
    b.join();
    EXPECT_EQ(wins, 1) << game_id;
  }
  EXPECT_EQ(accounts_->rating(ids[0], "golf")->games, 10);
  EXPECT_EQ(accounts_->rating_history(ids[1], "golf").size(), 10u);
}

// Two stores rating different games of the same player at once: each update starts from the
// other's result, none is lost.
TEST_P(AccountsContract, ConcurrentGamesOfOnePlayerAreAllCounted) {
  const std::int64_t alice = accounts_->create_account("Alice", "alice", "h", 1).id;
  const std::array<std::int64_t, 2> pair_a{alice,
                                           accounts_->create_account("Bob", "bob", "h", 1).id};
  const std::array<std::int64_t, 2> pair_b{accounts_->create_account("Cleo", "cleo", "h", 1).id,
                                           alice};
  std::unique_ptr<AccountStore> other = backend_->open_accounts();
  std::thread a = guarded_thread([&] {
    for (int i = 0; i < 10; ++i)
      accounts_->rate_game("a" + std::to_string(i), "zombie", pair_a, i,
                           add_to_each("zombie", pair_a, 1.0));
  });
  std::thread b = guarded_thread([&] {
    for (int i = 0; i < 10; ++i)
      other->rate_game("b" + std::to_string(i), "zombie", pair_b, i,
                       add_to_each("zombie", pair_b, 1.0));
  });
  a.join();
  b.join();
  EXPECT_EQ(accounts_->rating(alice, "zombie")->games, 20);
  EXPECT_EQ(accounts_->rating(alice, "zombie")->rating, 1520.0);
}

// A shared text starts empty, keeps what a change returns, and is left alone by a change that
// returns nothing; two stores (two nodes) changing it at once never lose a change: each reads
// what the other wrote.
TEST_P(AccountsContract, ASharedTextIsChangedByOneStoreAtATime) {
  std::string seen = "unread";
  accounts_->update_shared_text("book", [&](const std::string& text) {
    seen = text;
    return std::optional<std::string>("1");
  });
  EXPECT_EQ(seen, "");
  accounts_->update_shared_text("book", [&](const std::string& text) {
    seen = text;
    return std::optional<std::string>();
  });
  EXPECT_EQ(seen, "1");
  accounts_->update_shared_text("other", [&](const std::string& text) {
    seen = text;
    return std::optional<std::string>();
  });
  EXPECT_EQ(seen, "") << "each name its own text";
  std::unique_ptr<AccountStore> other = backend_->open_accounts();
  auto add_one = [](const std::string& text) {
    return std::optional<std::string>(std::to_string(std::stoi(text) + 1));
  };
  std::thread a = guarded_thread([&] {
    for (int i = 0; i < 50; ++i) accounts_->update_shared_text("book", add_one);
  });
  std::thread b = guarded_thread([&] {
    for (int i = 0; i < 50; ++i) other->update_shared_text("book", add_one);
  });
  a.join();
  b.join();
  other->update_shared_text("book", [&](const std::string& text) {
    seen = text;
    return std::optional<std::string>();
  });
  EXPECT_EQ(seen, "101");
}

TEST_P(AccountsContract, ScoredGamesKeepEachAccountsBest) {
  const std::int64_t alice = accounts_->create_account("Alice", "alice", "h", 1).id;
  const std::int64_t bob = accounts_->create_account("Bob", "bob", "h", 1).id;
  EXPECT_TRUE(accounts_->record_score(alice, "cooperative", 2, "g1", 10));
  EXPECT_TRUE(accounts_->record_score(bob, "cooperative", 2, "g1", 10));
  EXPECT_FALSE(accounts_->record_score(alice, "cooperative", 1, "g2", 20)) << "lower";
  EXPECT_FALSE(accounts_->record_score(alice, "cooperative", 2, "g3", 30)) << "equal: the first";
  EXPECT_TRUE(accounts_->record_score(bob, "cooperative", 4, "g4", 40));
  const std::vector<BestScore> table = accounts_->best_scores("cooperative", 10);
  ASSERT_EQ(table.size(), 2u);
  EXPECT_EQ(table[0].name, "Bob");
  EXPECT_EQ(table[0].score, 4);
  EXPECT_EQ(table[0].game_id, "g4");
  EXPECT_EQ(table[1].account_id, alice);
  EXPECT_EQ(table[1].score, 2);
  EXPECT_EQ(table[1].game_id, "g1");
  EXPECT_EQ(table[1].at_ms, 10);
  EXPECT_EQ(accounts_->best_scores("cooperative", 1).size(), 1u);
  EXPECT_TRUE(accounts_->best_scores("golf", 10).empty());
  EXPECT_THROW(accounts_->record_score(bob + 1000, "cooperative", 1, "g5", 50), StoreError);
}

// A game of two seats, created by the game store.
void create_rated_game(Store& games, const std::string& id) {
  GameRecord g;
  g.id = id;
  g.variant = "chess960";
  g.seats = {SeatRecord{"human", 0, "alice", ""}, SeatRecord{"human", 0, "bob", ""}};
  games.create_game(g);
}

// Sets the account's rating in `game` to exactly rating/rd as of `at_ms` (one rated game each).
void set_rating(AccountStore& store, const std::string& game_id, const std::string& game,
                std::int64_t account, double rating, double rd, std::int64_t at_ms) {
  const std::array<std::int64_t, 1> who{account};
  ASSERT_TRUE(store.rate_game(
      game_id, game, who, at_ms, [&](const std::vector<std::optional<RatingRecord>>& before) {
        const std::int64_t games = before[0] ? before[0]->games + 1 : 1;
        return std::vector<RatingRecord>{{account, game, rating, rd, 0.06, games, at_ms}};
      }));
}

// The leaderboard of a game: its settled ratings (RD at most the bound) updated since the given
// time, highest first (equal ratings: more games first, then the older account), at most `limit`.
TEST_P(AccountsContract, ALeaderboardRanksRecentSettledRatingsOfOneGame) {
  std::vector<std::int64_t> ids;
  for (const char* name : {"Ann", "Ben", "Cat", "Dan", "Eve", "Fay"})
    ids.push_back(accounts_->create_account(name, name, "$h", 1).id);
  set_rating(*accounts_, "g1", "chess960", ids[0], 1700, 60, 5000);
  set_rating(*accounts_, "g2", "chess960", ids[1], 1800, 80, 6000);
  set_rating(*accounts_, "g3", "chess960", ids[2], 1900, 200, 6000);  // provisional
  set_rating(*accounts_, "g4", "chess960", ids[3], 2000, 50, 100);    // not played lately
  set_rating(*accounts_, "g5", "gothic", ids[4], 2100, 50, 6000);     // another game
  set_rating(*accounts_, "g6", "chess960", ids[5], 1700, 110, 4000);  // the bound is settled
  set_rating(*accounts_, "g7", "chess960", ids[5], 1700, 110, 4000);  // two games: ahead of Ann

  const std::vector<LeaderRow> top = accounts_->leaderboard("chess960", 1000, 110.0, 10);
  std::vector<std::string> names;
  for (const LeaderRow& row : top) names.push_back(row.name);
  EXPECT_THAT(names, ElementsAre("Ben", "Fay", "Ann"));
  ASSERT_EQ(top.size(), 3u);
  EXPECT_EQ(top[0].rating.account_id, ids[1]);
  EXPECT_DOUBLE_EQ(top[0].rating.rating, 1800);
  EXPECT_DOUBLE_EQ(top[0].rating.rd, 80);
  EXPECT_EQ(top[0].rating.games, 1);
  EXPECT_EQ(top[0].rating.updated_ms, 6000);
  EXPECT_EQ(top[1].rating.games, 2);
  EXPECT_EQ(accounts_->leaderboard("chess960", 1000, 110.0, 1).size(), 1u);
  EXPECT_EQ(accounts_->leaderboard("chess960", 0, 110.0, 10).size(), 4u) << "Dan too";
  EXPECT_EQ(accounts_->leaderboard("chess960", 5500, 110.0, 10).size(), 1u) << "Ben only";
  EXPECT_TRUE(accounts_->leaderboard("chess960", 1000, 110.0, 0).empty());
  EXPECT_TRUE(accounts_->leaderboard("shogi", 0, 350.0, 10).empty());
}

// A profile reads every game's rating of an account, by game id.
TEST_P(AccountsContract, AnAccountsRatingsInEveryGameAreRead) {
  const std::int64_t ann = accounts_->create_account("Ann", "ann", "$h", 1).id;
  const std::int64_t ben = accounts_->create_account("Ben", "ben", "$h", 1).id;
  set_rating(*accounts_, "g1", "gothic", ann, 1600, 300, 10);
  set_rating(*accounts_, "g2", "chess960", ann, 1550, 250, 20);
  set_rating(*accounts_, "g3", "chess960", ann, 1580, 200, 30);
  set_rating(*accounts_, "g4", "capablanca", ben, 1400, 300, 30);
  const std::vector<RatingRecord> mine = accounts_->ratings_of(ann);
  ASSERT_EQ(mine.size(), 2u);
  EXPECT_EQ(mine[0].game, "chess960");
  EXPECT_DOUBLE_EQ(mine[0].rating, 1580);
  EXPECT_EQ(mine[0].games, 2);
  EXPECT_EQ(mine[0].updated_ms, 30);
  EXPECT_EQ(mine[1].game, "gothic");
  EXPECT_EQ(mine[1].account_id, ann);
  EXPECT_TRUE(accounts_->ratings_of(ann + ben + 100).empty());
}

TEST_P(AccountsContract, ARatedGamesResultAndRatingsAreRecordedTogetherOnce) {
  std::unique_ptr<Store> games = backend_->open_games();
  create_rated_game(*games, "g");
  const std::array<std::int64_t, 2> ids{accounts_->create_account("Alice", "alice", "h", 1).id,
                                        accounts_->create_account("Bob", "bob", "h", 1).id};
  const nlohmann::json result = {{"winner", 0}};
  std::atomic<int> calls = 0;
  EXPECT_TRUE(accounts_->finish_and_rate_game("g", result, "chess960", ids, 5,
                                              add_to_each("chess960", ids, 3.0, &calls)));
  const std::optional<StoredGame> g = games->load_game("g");
  ASSERT_TRUE(g);
  EXPECT_TRUE(g->game.finished);
  EXPECT_EQ(g->game.result, result);
  EXPECT_EQ(accounts_->rating(ids[1], "chess960")->rating, 1503.0);
  EXPECT_FALSE(accounts_->finish_and_rate_game("g", {{"winner", 1}}, "chess960", ids, 6,
                                               add_to_each("chess960", ids, 3.0, &calls)));
  EXPECT_EQ(calls, 1);
  EXPECT_EQ(games->load_game("g")->game.result, result) << "the first result stands";
  EXPECT_THAT(store_error_of([&] {
                games->finish_game("g", {{"winner", 1}});
              }),
              HasSubstr("already finished"));
  EXPECT_THAT(store_error_of([&] {
                accounts_->finish_and_rate_game("nope", result, "chess960", ids, 5,
                                                add_to_each("chess960", ids, 3.0));
              }),
              HasSubstr("no such game"));
  EXPECT_THROW(accounts_->finish_and_rate_game("g", nlohmann::json::array(), "chess960", ids, 5,
                                               add_to_each("chess960", ids, 3.0)),
               StoreError);
}

// A result is never recorded without its rating: a refused update leaves the game playing.
TEST_P(AccountsContract, ARefusedRatingLeavesTheGameUnfinished) {
  std::unique_ptr<Store> games = backend_->open_games();
  create_rated_game(*games, "g");
  create_rated_game(*games, "h");
  const std::array<std::int64_t, 2> ids{accounts_->create_account("Alice", "alice", "h", 1).id,
                                        accounts_->create_account("Bob", "bob", "h", 1).id};
  EXPECT_THROW(accounts_->finish_and_rate_game("g", {{"winner", 0}}, "chess960", ids, 5,
                                               add_to_each("zombie", ids, 3.0)),
               StoreError);
  EXPECT_FALSE(games->load_game("g")->game.finished);
  EXPECT_FALSE(accounts_->rating(ids[0], "chess960"));
  EXPECT_TRUE(accounts_->finish_and_rate_game("g", {{"winner", 0}}, "chess960", ids, 5,
                                              add_to_each("chess960", ids, 3.0)));
  // Rated by rate_game while still playing: finishing and rating it again is refused whole.
  EXPECT_TRUE(accounts_->rate_game("h", "chess960", ids, 5, add_to_each("chess960", ids, 3.0)));
  EXPECT_THAT(store_error_of([&] {
                accounts_->finish_and_rate_game("h", {{"winner", 0}}, "chess960", ids, 5,
                                                add_to_each("chess960", ids, 3.0));
              }),
              HasSubstr("rated before it was finished"));
  EXPECT_FALSE(games->load_game("h")->game.finished);
}

// Two nodes seeing the same game end: one records the result and the ratings, the other nothing.
TEST_P(AccountsContract, TwoStoresRacingFinishAndRateAGameOnce) {
  std::unique_ptr<Store> games = backend_->open_games();
  const std::array<std::int64_t, 2> ids{accounts_->create_account("Alice", "alice", "h", 1).id,
                                        accounts_->create_account("Bob", "bob", "h", 1).id};
  std::unique_ptr<AccountStore> other = backend_->open_accounts();
  for (int round = 0; round < 10; ++round) {
    const std::string game_id = "race" + std::to_string(round);
    create_rated_game(*games, game_id);
    std::atomic<int> wins = 0;
    const auto finish = [&](AccountStore& store, int winner) {
      wins += store.finish_and_rate_game(game_id, {{"winner", winner}}, "golf", ids, round,
                                         add_to_each("golf", ids, 1.0));
    };
    std::thread a = guarded_thread([&] { finish(*accounts_, 0); });
    std::thread b = guarded_thread([&] { finish(*other, 1); });
    a.join();
    b.join();
    EXPECT_EQ(wins, 1) << game_id;
    EXPECT_TRUE(games->load_game(game_id)->game.finished);
  }
  EXPECT_EQ(accounts_->rating(ids[0], "golf")->games, 10);
}

// The players' tables join a database the game store wrote: every game is intact after, and both
// parts open again.
TEST_P(AccountsContract, AGameDatabaseGainsThePlayersTablesWithEveryGameIntact) {
  accounts_.reset();
  std::vector<std::string> before;
  {
    std::unique_ptr<Store> games = backend_->open_games();
    for (int i = 0; i < 3; ++i) {
      GameRecord g;
      g.id = "game" + std::to_string(i);
      g.variant = i == 0 ? "chess960" : "golf";
      g.options = {{"seed", 1234 + i}};
      g.seats = {SeatRecord{"human", 0, "Guest", std::string(64, 'a')},
                 SeatRecord{"computer", 3, "Computer level 3", ""}};
      g.clock = i == 1 ? nlohmann::json{{"initial_ms", 60000}, {"increment_ms", 0}} : nullptr;
      g.created_ms = 1000 + i;
      g.listed = i != 2;
      games->create_game(g);
      std::vector<Append> moves;
      for (int seq = 0; seq < 4; ++seq)
        moves.push_back(
            Append{g.id, Event{seq, "move", seq % 2, "m" + std::to_string(seq), 2000 + seq}});
      games->append(moves);
      if (i == 0) games->finish_game(g.id, {{"winner", 0}});
      before.push_back(game_text(*games->load_game(g.id)));
    }
  }
  accounts_ = backend_->open_accounts();
  const Account a = accounts_->create_account("Alice", "alice", "h", 1);
  const std::array<std::int64_t, 1> one{a.id};
  EXPECT_TRUE(accounts_->rate_game("game0", "chess960", one, 9, add_to_each("chess960", one, 5.0)));
  std::unique_ptr<Store> games = backend_->open_games();
  for (int i = 0; i < 3; ++i) {
    const std::optional<StoredGame> g = games->load_game("game" + std::to_string(i));
    ASSERT_TRUE(g);
    EXPECT_EQ(game_text(*g), before[static_cast<std::size_t>(i)]);
  }
  EXPECT_EQ(games->unfinished_games().size(), 2u);
  EXPECT_EQ(games->list_games(true, 10).size(), 0u) << "no open human seat: none to join";
  accounts_.reset();
  accounts_ = backend_->open_accounts();
  EXPECT_EQ(accounts_->find_account("alice")->id, a.id) << "opens again";
}

}  // namespace
}  // namespace menagerie::store::harness
