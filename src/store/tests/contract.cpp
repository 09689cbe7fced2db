// The Store contract (store.hpp), run against every implementation.
#include <array>
#include <atomic>
#include <thread>

#include <fmt/format.h>
#include <gmock/gmock.h>

#include "contract.hpp"
#include "store/token.hpp"

namespace menagerie::store::harness {
namespace {

using ::testing::AllOf;
using ::testing::ElementsAre;
using ::testing::HasSubstr;

const std::string kHashA = hash_token("token a");
const std::string kHashB = hash_token("token b");

// A two-seat game: an open human seat and a computer.
GameRecord game(const std::string& id, std::int64_t created_ms = 1000) {
  GameRecord g;
  g.id = id;
  g.variant = "chess960";
  g.options = {{"seed", 42}};
  g.seats = {SeatRecord{"human", 0, "Guest", ""},
             SeatRecord{"computer", 4, "Computer level 4", ""}};
  g.created_ms = created_ms;
  return g;
}

Event event(std::int64_t seq, std::string data = "") {
  return Event{seq, "move", static_cast<int>(seq % 2),
               data.empty() ? fmt::format("m{}", seq) : data, 1'700'000'000'000 + seq};
}

void expect_same(const GameRecord& got, const GameRecord& want) {
  EXPECT_EQ(got.id, want.id);
  EXPECT_EQ(got.variant, want.variant);
  EXPECT_EQ(got.options, want.options);
  EXPECT_EQ(got.options.dump(), want.options.dump());  // same types too (unsigned stays unsigned)
  ASSERT_EQ(got.seats.size(), want.seats.size());
  for (std::size_t i = 0; i < want.seats.size(); ++i) {
    EXPECT_EQ(got.seats[i].kind, want.seats[i].kind) << "seat " << i;
    EXPECT_EQ(got.seats[i].level, want.seats[i].level) << "seat " << i;
    EXPECT_EQ(got.seats[i].name, want.seats[i].name) << "seat " << i;
    EXPECT_EQ(got.seats[i].token_hash, want.seats[i].token_hash) << "seat " << i;
    EXPECT_EQ(got.seats[i].account_id, want.seats[i].account_id) << "seat " << i;
  }
  EXPECT_EQ(got.clock.dump(), want.clock.dump());
  EXPECT_EQ(got.created_ms, want.created_ms);
  EXPECT_EQ(got.finished, want.finished);
  EXPECT_EQ(got.result.dump(), want.result.dump());
  EXPECT_EQ(got.rematch_of, want.rematch_of);
  EXPECT_EQ(got.listed, want.listed);
  EXPECT_EQ(got.lesson, want.lesson);
  EXPECT_EQ(got.rated, want.rated);
}

void expect_same(const std::vector<Event>& got, const std::vector<Event>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (std::size_t i = 0; i < want.size(); ++i) {
    EXPECT_EQ(got[i].seq, want[i].seq) << "event " << i;
    EXPECT_EQ(got[i].kind, want[i].kind) << "event " << i;
    EXPECT_EQ(got[i].seat, want[i].seat) << "event " << i;
    EXPECT_EQ(got[i].data, want[i].data) << "event " << i;
    EXPECT_EQ(got[i].at_ms, want[i].at_ms) << "event " << i;
  }
}

std::vector<std::string> ids(const std::vector<GameRecord>& games) {
  std::vector<std::string> out;
  for (const GameRecord& g : games) out.push_back(g.id);
  return out;
}

std::vector<std::string> ids(const std::vector<StoredGame>& games) {
  std::vector<std::string> out;
  for (const StoredGame& g : games) out.push_back(g.game.id);
  return out;
}

std::size_t event_count(Store& store, const std::string& id) {
  const auto g = store.load_game(id);
  return g ? g->events.size() : 0;
}

TEST_P(StoreContract, CreateAndLoadKeepEveryField) {
  GameRecord full;
  full.id = "Abc-123_xyz";
  full.variant = "power_chess";
  full.options = nlohmann::json::parse(
      R"({"seed": 18446744073709551615, "start": "BBQNNRKR", "dice": [1, 6, 2.5],
          "nested": {"note": "é \" \\ 日本", "on": true, "none": null}})");
  full.seats = {SeatRecord{"human", 0, "Alice", kHashA, 41},
                SeatRecord{"computer", 8, "Computer level 8", ""},
                SeatRecord{"human", 0, "Guest", ""}};
  full.clock = {{"initial_ms", 300000}, {"increment_ms", 2000}};
  full.created_ms = 1'763'800'000'123;
  full.rematch_of = "previous-game";
  store_->create_game(full);

  GameRecord plain = game("plain");
  plain.finished = true;
  plain.result = {{"winner", nullptr}, {"reason", "aborted"}};
  store_->create_game(plain);

  const auto loaded = store_->load_game("Abc-123_xyz");
  ASSERT_TRUE(loaded);
  expect_same(loaded->game, full);
  EXPECT_TRUE(loaded->events.empty());
  EXPECT_TRUE(loaded->game.options["seed"].is_number_unsigned());

  const auto loaded_plain = store_->load_game("plain");
  ASSERT_TRUE(loaded_plain);
  expect_same(loaded_plain->game, plain);
  EXPECT_TRUE(loaded_plain->game.clock.is_null());
  EXPECT_TRUE(loaded_plain->game.rematch_of.empty());
}

TEST_P(StoreContract, LoadOfAnUnknownGameIsEmpty) {
  store_->create_game(game("known"));
  EXPECT_FALSE(store_->load_game("unknown"));
  EXPECT_FALSE(store_->load_game(""));
}

TEST_P(StoreContract, DuplicateIdIsRefusedAndTheFirstGameStays) {
  store_->create_game(game("same"));
  GameRecord other = game("same");
  other.variant = "power_chess";
  EXPECT_THAT(store_error_of([&] { store_->create_game(other); }),
              AllOf(HasSubstr("'same'"), HasSubstr("exists")));
  EXPECT_EQ(store_->load_game("same")->game.variant, "chess960");
  EXPECT_EQ(store_->list_games(false, 10).size(), 1u);
}

TEST_P(StoreContract, InvalidGamesAreRefusedAndNotWritten) {
  GameRecord bad_seat = game("bad-seat");
  bad_seat.seats[1].kind = "robot";
  EXPECT_THAT(store_error_of([&] { store_->create_game(bad_seat); }),
              AllOf(HasSubstr("'bad-seat'"), HasSubstr("seat 1"), HasSubstr("robot")));
  GameRecord bad_clock = game("bad-clock");
  bad_clock.clock = 300;
  EXPECT_THAT(store_error_of([&] { store_->create_game(bad_clock); }), HasSubstr("clock"));
  GameRecord bad_hash = game("bad-hash");
  bad_hash.seats[0].token_hash = "the raw token";
  EXPECT_THAT(store_error_of([&] { store_->create_game(bad_hash); }), HasSubstr("SHA-256"));
  EXPECT_THAT(store_error_of([&] { store_->create_game(game("")); }), HasSubstr("empty id"));
  EXPECT_TRUE(store_->list_games(false, 10).empty());
}

TEST_P(StoreContract, AppendedEventsComeBackInOrder) {
  store_->create_game(game("g"));
  std::vector<Event> want;
  for (int i = 0; i < 3; ++i) {  // one at a time
    want.push_back(event(i));
    const Append a{"g", want.back()};
    store_->append({&a, 1});
  }
  std::vector<Append> batch;  // then three at once
  for (int i = 3; i < 6; ++i) {
    want.push_back(event(i));
    batch.push_back({"g", want.back()});
  }
  want[4].seat = -2;
  want[4].kind = "flag";
  batch[1].event = want[4];
  store_->append(batch);
  store_->append({});  // an empty batch is no error and writes nothing
  expect_same(store_->load_game("g")->events, want);
}

TEST_P(StoreContract, GapsAndDuplicatesAreRefusedAndWriteNothing) {
  store_->create_game(game("g"));
  const std::array first{Append{"g", event(0)}, Append{"g", event(1)}};
  store_->append(first);

  const Append gap{"g", event(3)};
  EXPECT_THAT(store_error_of([&] {
                store_->append({&gap, 1});
              }),
              AllOf(HasSubstr("'g'"), HasSubstr("seq 3 given"), HasSubstr("seq 2 expected")));
  const Append duplicate{"g", event(1, "another move")};
  EXPECT_THAT(store_error_of([&] {
                store_->append({&duplicate, 1});
              }),
              AllOf(HasSubstr("seq 1 given"), HasSubstr("seq 2 expected")));
  // A batch whose last event is wrong writes none of its good ones.
  const std::array bad_tail{Append{"g", event(2)}, Append{"g", event(3)}, Append{"g", event(5)}};
  EXPECT_THAT(store_error_of([&] { store_->append(bad_tail); }),
              AllOf(HasSubstr("seq 5 given"), HasSubstr("seq 4 expected")));
  const std::array repeated{Append{"g", event(2)}, Append{"g", event(2)}};
  EXPECT_THAT(store_error_of([&] { store_->append(repeated); }), HasSubstr("seq 3 expected"));
  const Append negative{"g", event(-1)};
  EXPECT_THAT(store_error_of([&] { store_->append({&negative, 1}); }), HasSubstr("seq -1 given"));

  expect_same(store_->load_game("g")->events, {event(0), event(1)});
  const Append next{"g", event(2)};  // and the log goes on where it was
  store_->append({&next, 1});
  EXPECT_EQ(event_count(*store_, "g"), 3u);
}

// A seq the log already has is another writer's: a conflict, told apart from a plain mistake
// (a gap, a seq repeated inside one batch), and nothing of the batch is written.
TEST_P(StoreContract, ATakenSeqIsAConflictAndWritesNothing) {
  store_->create_game(game("g"));
  store_->create_game(game("h"));
  const std::array first{Append{"g", event(0)}, Append{"g", event(1)}};
  store_->append(first);
  const auto conflict_of = [&](std::span<const Append> batch) {
    try {
      store_->append(batch);
    } catch (const AppendConflict& e) {
      return std::string(e.what());
    } catch (const StoreError& e) {
      return "not a conflict: " + std::string(e.what());
    }
    return std::string("no error");
  };
  const Append taken{"g", event(1, "another move")};
  EXPECT_THAT(conflict_of({&taken, 1}), AllOf(HasSubstr("'g'"), HasSubstr("first")));
  // Behind another game's good events in one batch: still a conflict, and h gets nothing.
  const std::array mixed{Append{"h", event(0)}, Append{"g", event(0, "late")}};
  EXPECT_THAT(conflict_of(mixed), HasSubstr("'g'"));
  EXPECT_EQ(event_count(*store_, "h"), 0u);
  const Append gap{"g", event(5)};
  EXPECT_THAT(conflict_of({&gap, 1}), HasSubstr("not a conflict"));
  const std::array repeated{Append{"g", event(2)}, Append{"g", event(2)}};
  EXPECT_THAT(conflict_of(repeated), HasSubstr("not a conflict"));
  expect_same(store_->load_game("g")->events, {event(0), event(1)});
}

// Two stores on one storage (two server nodes) appending the same seq of one game at once: exactly
// one event lands each round, the other writer is told it conflicted.
TEST_P(StoreContract, TwoWritersRacingForOneSeqGetOneEventIn) {
  store_->create_game(game("g"));
  std::unique_ptr<Store> other = backend_->open();
  constexpr int kRounds = 20;
  int conflicts = 0;
  for (int seq = 0; seq < kRounds; ++seq) {
    std::array<bool, 2> won{false, false};
    std::array<std::string, 2> failed;
    std::atomic<int> ready = 0;
    std::vector<std::thread> writers;
    for (int w = 0; w < 2; ++w) {
      writers.emplace_back([&, w] {
        Store& s = w == 0 ? *store_ : *other;
        const Append a{"g", event(seq, fmt::format("w{}", w))};
        ++ready;
        while (ready < 2) std::this_thread::yield();
        try {
          s.append({&a, 1});
          won[w] = true;
        } catch (const AppendConflict&) {
          ++conflicts;
        } catch (const StoreError& e) {
          failed[w] = e.what();
        }
      });
    }
    for (auto& t : writers) t.join();
    EXPECT_EQ(failed[0] + failed[1], "") << "round " << seq;
    EXPECT_NE(won[0], won[1]) << "round " << seq << ": exactly one writer wins";
    const std::vector<Event> events = store_->load_game("g")->events;
    ASSERT_EQ(events.size(), std::size_t(seq + 1));
    EXPECT_EQ(events.back().data, won[0] ? "w0" : "w1");
  }
  EXPECT_EQ(conflicts, kRounds);
}

TEST_P(StoreContract, LoadSinceGivesTheRecordAndTheNewerEvents) {
  store_->create_game(game("g"));
  const std::array batch{Append{"g", event(0)}, Append{"g", event(1)}, Append{"g", event(2)}};
  store_->append(batch);
  store_->claim_seat("g", 0, "Alice", kHashA);
  const auto since = store_->load_game_since("g", 2);
  ASSERT_TRUE(since);
  EXPECT_EQ(since->game.seats[0].token_hash, kHashA);
  expect_same(since->events, {event(2)});
  EXPECT_TRUE(store_->load_game_since("g", 3)->events.empty());
  EXPECT_EQ(store_->load_game_since("g", 0)->events.size(), 3u);
  EXPECT_FALSE(store_->load_game_since("nope", 0));
}

TEST_P(StoreContract, OneBatchCanSpanGamesAllOrNothing) {
  store_->create_game(game("a"));
  store_->create_game(game("b"));
  const std::array batch{Append{"a", event(0)}, Append{"b", event(0)}, Append{"a", event(1)},
                         Append{"b", event(1)}, Append{"b", event(2)}};
  store_->append(batch);
  expect_same(store_->load_game("a")->events, {event(0), event(1)});
  expect_same(store_->load_game("b")->events, {event(0), event(1), event(2)});

  // b's event is wrong: a's good one is not written either.
  const std::array bad{Append{"a", event(2)}, Append{"b", event(4)}};
  EXPECT_THAT(store_error_of([&] { store_->append(bad); }), HasSubstr("'b'"));
  // An unknown game in the batch: same.
  const std::array unknown{Append{"a", event(2)}, Append{"nope", event(0)}};
  EXPECT_THAT(store_error_of([&] { store_->append(unknown); }),
              AllOf(HasSubstr("no game"), HasSubstr("'nope'")));
  EXPECT_EQ(event_count(*store_, "a"), 2u);
  EXPECT_EQ(event_count(*store_, "b"), 3u);
  EXPECT_FALSE(store_->load_game("nope"));
}

TEST_P(StoreContract, ALargeBatchOverManyGamesLandsWhole) {
  // More events than one statement carries in the PostgreSQL store (1000 rows), interleaved.
  constexpr int kGames = 50;
  constexpr int kRounds = 42;
  for (int g = 0; g < kGames; ++g) store_->create_game(game(fmt::format("g{}", g)));
  std::vector<Append> batch;
  for (int i = 0; i < kRounds; ++i) {
    for (int g = 0; g < kGames; ++g) batch.push_back({fmt::format("g{}", g), event(i)});
  }
  store_->append(batch);
  for (int g = 0; g < kGames; ++g) {
    const std::vector<Event> events = store_->load_game(fmt::format("g{}", g))->events;
    ASSERT_EQ(events.size(), std::size_t{kRounds});
    EXPECT_EQ(events.back().data, fmt::format("m{}", kRounds - 1));
  }
  batch.back().event.seq = kRounds + 1;  // the very last of 2100 events is wrong: none lands
  for (Append& a : batch) a.event.seq += kRounds;
  EXPECT_THAT(store_error_of([&] { store_->append(batch); }),
              AllOf(HasSubstr(fmt::format("'g{}'", kGames - 1)), HasSubstr("batch entry 2099")));
  EXPECT_EQ(event_count(*store_, "g0"), std::size_t{kRounds});
}

TEST_P(StoreContract, ClaimSeatOnlyTakesAnOpenHumanSeat) {
  store_->create_game(game("g"));
  EXPECT_TRUE(store_->claim_seat("g", 0, "Alice", kHashA));
  EXPECT_FALSE(store_->claim_seat("g", 0, "Bob", kHashB));  // taken
  EXPECT_FALSE(store_->claim_seat("g", 1, "Bob", kHashB));  // a computer
  EXPECT_FALSE(store_->claim_seat("g", 2, "Bob", kHashB));  // no such seat
  EXPECT_FALSE(store_->claim_seat("g", -1, "Bob", kHashB));
  EXPECT_FALSE(store_->claim_seat("other", 0, "Bob", kHashB));  // no such game
  EXPECT_THAT(store_error_of([&] { store_->claim_seat("g", 0, "Bob", ""); }), HasSubstr("SHA-256"));

  const GameRecord g = store_->load_game("g")->game;
  EXPECT_EQ(g.seats[0].name, "Alice");
  EXPECT_EQ(g.seats[0].token_hash, kHashA);
  EXPECT_EQ(g.seats[1].name, "Computer level 4");
  EXPECT_EQ(g.seats[1].token_hash, "");
}

// A seat taken by a logged-in player keeps the account (issue 29), and the account's games are
// found from it, newest first, a lesson's left out; a guest's seat keeps none.
TEST_P(StoreContract, SeatsKeepTheAccountThatTookThem) {
  GameRecord two = game("two", 2000);
  two.seats = {SeatRecord{"human", 0, "Ada", kHashA, 7}, SeatRecord{"human", 0, "Guest", ""}};
  store_->create_game(two);
  store_->create_game(game("one", 1000));
  GameRecord lesson = game("lesson", 3000);
  lesson.lesson = true;
  lesson.listed = false;
  lesson.seats[0] = SeatRecord{"human", 0, "Ada", kHashB, 7};
  store_->create_game(lesson);
  EXPECT_TRUE(store_->claim_seat("one", 0, "Ada", kHashB, 7));
  EXPECT_TRUE(store_->claim_seat("two", 1, "Bob", kHashB, 9));
  EXPECT_FALSE(store_->claim_seat("two", 1, "Eve", kHashA, 11)) << "taken: the account stays Bob's";

  const GameRecord g = store_->load_game("two")->game;
  EXPECT_EQ(g.seats[0].account_id, 7);
  EXPECT_EQ(g.seats[1].account_id, 9);
  EXPECT_EQ(g.seats[1].name, "Bob");
  EXPECT_EQ(store_->load_game("one")->game.seats[1].account_id, 0) << "a computer's seat";
  EXPECT_THAT(ids(store_->games_of_account(7, 10)), ElementsAre("two", "one"));
  EXPECT_THAT(ids(store_->games_of_account(7, 1)), ElementsAre("two"));
  EXPECT_THAT(ids(store_->games_of_account(9, 10)), ElementsAre("two"));
  EXPECT_TRUE(store_->games_of_account(11, 10).empty());
  EXPECT_TRUE(store_->games_of_account(0, 10).empty()) << "0 is nobody, not every guest";
  EXPECT_TRUE(store_->games_of_account(7, 0).empty());
  EXPECT_EQ(store_->games_of_account(7, 10).front().seats.size(), 2u) << "with its seats";
}

// A profile's record: per game, the account's wins, losses and draws from the results of the
// finished games it sat in (its first seat's result), aborted and unfinished games not counted.
TEST_P(StoreContract, AnAccountsRecordCountsItsFinishedGamesPerGame) {
  auto two = [&](const std::string& id, const std::string& variant, std::int64_t first,
                 std::int64_t second) {
    GameRecord g = game(id);
    g.variant = variant;
    g.seats = {SeatRecord{"human", 0, "A", kHashA, first},
               SeatRecord{"human", 0, "B", kHashB, second}};
    store_->create_game(g);
  };
  const nlohmann::json first_wins = {
      {"result", "win"}, {"winner", 0}, {"results", {"win", "loss"}}, {"winners", {0}}};
  const nlohmann::json drawn = {
      {"result", "draw"}, {"winner", -1}, {"results", {"draw", "draw"}}, {"winners", {}}};
  two("w1", "chess960", 7, 9);
  store_->finish_game("w1", first_wins);
  two("w2", "chess960", 9, 7);  // 7 sits second and loses
  store_->finish_game("w2", first_wins);
  two("w3", "chess960", 7, 9);
  store_->finish_game("w3", first_wins);
  two("d1", "gothic", 7, 9);
  store_->finish_game("d1", drawn);
  two("ab", "gothic", 7, 9);
  store_->finish_game("ab", {{"result", "aborted"}, {"winner", -2}, {"reason", "aborted"}});
  two("on", "gothic", 7, 9);        // unfinished
  two("self", "capablanca", 7, 7);  // both seats one account: counted once, as its first seat
  store_->finish_game("self", first_wins);

  const std::vector<GameTally> seven = store_->tally_of_account(7);
  ASSERT_EQ(seven.size(), 3u);
  EXPECT_EQ(seven[0].game, "capablanca");  // by game id
  EXPECT_EQ((std::array{seven[0].wins, seven[0].losses, seven[0].draws}),
            (std::array<std::int64_t, 3>{1, 0, 0}));
  EXPECT_EQ(seven[1].game, "chess960");
  EXPECT_EQ((std::array{seven[1].wins, seven[1].losses, seven[1].draws}),
            (std::array<std::int64_t, 3>{2, 1, 0}));
  EXPECT_EQ(seven[2].game, "gothic");
  EXPECT_EQ((std::array{seven[2].wins, seven[2].losses, seven[2].draws}),
            (std::array<std::int64_t, 3>{0, 0, 1}));
  const std::vector<GameTally> nine = store_->tally_of_account(9);
  ASSERT_EQ(nine.size(), 2u);
  EXPECT_EQ((std::array{nine[0].wins, nine[0].losses, nine[0].draws}),
            (std::array<std::int64_t, 3>{1, 2, 0}));
  EXPECT_TRUE(store_->tally_of_account(11).empty());
  EXPECT_TRUE(store_->tally_of_account(0).empty()) << "0 is every guest, not an account";
}

// A guest's seats (held by a token) are given to the account the guest signs up with: every seat
// of that token in that game, none of another token's, never one that is an account's already;
// each given seat takes the account's name (the record and the seats name a seat by its account).
TEST_P(StoreContract, AGuestsSeatsAreGivenToTheirAccountOnce) {
  GameRecord hot = game("hot");
  hot.seats = {SeatRecord{"human", 0, "Guest", kHashA}, SeatRecord{"human", 0, "Guest", kHashA}};
  store_->create_game(hot);
  GameRecord pair = game("pair");
  pair.seats = {SeatRecord{"human", 0, "Ann", kHashA, 3}, SeatRecord{"human", 0, "Guest", kHashB}};
  store_->create_game(pair);
  EXPECT_EQ(store_->give_seats_to_account("hot", kHashA, 5, "Walter"), 2) << "both hot-seat seats";
  EXPECT_EQ(store_->give_seats_to_account("hot", kHashA, 6, "Walter"), 0) << "already an account's";
  EXPECT_EQ(store_->give_seats_to_account("pair", kHashA, 5, "Walter"), 0)
      << "Ann's account keeps hers";
  EXPECT_EQ(store_->give_seats_to_account("pair", kHashB, 5, "Walter"), 1);
  EXPECT_EQ(store_->give_seats_to_account("nosuch", kHashB, 5, "Walter"), 0);
  EXPECT_THAT(store_error_of([&] { store_->give_seats_to_account("hot", "", 5, "Walter"); }),
              HasSubstr("SHA-256"));
  EXPECT_EQ(store_->load_game("hot")->game.seats[1].account_id, 5);
  EXPECT_EQ(store_->load_game("pair")->game.seats[0].account_id, 3);
  EXPECT_EQ(store_->load_game("pair")->game.seats[1].account_id, 5);
  EXPECT_EQ(store_->load_game("hot")->game.seats[1].name, "Walter");
  EXPECT_EQ(store_->load_game("pair")->game.seats[0].name, "Ann") << "not given: not renamed";
  EXPECT_EQ(store_->load_game("pair")->game.seats[1].name, "Walter");
  EXPECT_THAT(ids(store_->games_of_account(5, 10)), ElementsAre("pair", "hot"));
}

TEST_P(StoreContract, OnlyOneOfManyRacingClaimsWins) {
  store_->create_game(game("g"));
  std::atomic<int> wins = 0;
  std::vector<std::thread> threads;
  for (int t = 0; t < 4; ++t) {
    threads.emplace_back([&, t] {
      if (store_->claim_seat("g", 0, fmt::format("player {}", t), hash_token(std::to_string(t)))) {
        ++wins;
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(wins, 1);
  const SeatRecord seat = store_->load_game("g")->game.seats[0];
  EXPECT_EQ(hash_token(seat.name.substr(7)), seat.token_hash);  // name and hash of the same winner
}

TEST_P(StoreContract, FinishGameRecordsTheResultOnce) {
  store_->create_game(game("g"));
  const nlohmann::json result = {{"winner", 1}, {"reason", "checkmate"}};
  store_->finish_game("g", result);
  const GameRecord g = store_->load_game("g")->game;
  EXPECT_TRUE(g.finished);
  EXPECT_EQ(g.result, result);

  EXPECT_THAT(store_error_of([&] {
                store_->finish_game("g", {{"winner", 0}});
              }),
              HasSubstr("already finished"));
  EXPECT_EQ(store_->load_game("g")->game.result, result);
  EXPECT_THAT(store_error_of([&] { store_->finish_game("nope", result); }),
              AllOf(HasSubstr("'nope'"), HasSubstr("no such game")));
  store_->create_game(game("h"));
  EXPECT_THAT(store_error_of([&] { store_->finish_game("h", "white wins"); }),
              HasSubstr("not a JSON object"));
  EXPECT_FALSE(store_->load_game("h")->game.finished);
}

TEST_P(StoreContract, UnfinishedGamesComeOldestFirstWithTheirEvents) {
  store_->create_game(game("middle", 2000));
  store_->create_game(game("done", 500));
  store_->create_game(game("oldest", 1000));
  store_->create_game(game("tie-first", 3000));
  store_->create_game(game("tie-second", 3000));  // same time: creation order
  store_->finish_game("done", {{"winner", 0}});
  const std::array batch{Append{"middle", event(0)}, Append{"oldest", event(0)},
                         Append{"middle", event(1)}};
  store_->append(batch);

  const std::vector<StoredGame> games = store_->unfinished_games();
  EXPECT_THAT(ids(games), ElementsAre("oldest", "middle", "tie-first", "tie-second"));
  ASSERT_EQ(games.size(), 4u);
  expect_same(games[0].events, {event(0)});
  expect_same(games[1].events, {event(0), event(1)});
  EXPECT_TRUE(games[2].events.empty());
  EXPECT_EQ(games[0].game.seats.size(), 2u);
}

TEST_P(StoreContract, ListGamesNewestFirstOpenOnesOnRequest) {
  store_->create_game(game("old-open", 1000));
  store_->create_game(game("claimed", 2000));
  store_->claim_seat("claimed", 0, "Alice", kHashA);
  GameRecord computers = game("computers", 3000);
  computers.seats[0] = SeatRecord{"computer", 1, "Computer level 1", ""};
  store_->create_game(computers);
  store_->create_game(game("finished-open", 4000));
  store_->finish_game("finished-open", {{"reason", "aborted"}});
  store_->create_game(game("new-open", 5000));
  // Open, but only for whoever has its invitation link: never among the open games.
  GameRecord unlisted = game("unlisted", 4500);
  unlisted.listed = false;
  store_->create_game(unlisted);
  EXPECT_FALSE(store_->load_game("unlisted")->game.listed);
  EXPECT_TRUE(store_->load_game("old-open")->game.listed);

  EXPECT_THAT(
      ids(store_->list_games(false, 10)),
      ElementsAre("new-open", "unlisted", "finished-open", "computers", "claimed", "old-open"));
  EXPECT_THAT(ids(store_->list_games(false, 2)), ElementsAre("new-open", "unlisted"));
  EXPECT_THAT(ids(store_->list_games(true, 10)), ElementsAre("new-open", "old-open"));
  EXPECT_THAT(ids(store_->list_games(true, 1)), ElementsAre("new-open"));
  EXPECT_TRUE(store_->list_games(false, 0).empty());
  const std::vector<GameRecord> listed = store_->list_games(false, 10);
  EXPECT_EQ(listed[4].seats[0].name, "Alice");  // records come with their seats
}

// A lesson's game (the Learn page's) is kept as marked, is in no list, and is deleted whole, its
// seats and events too, once the server is done with it; other games stay as they were.
TEST_P(StoreContract, ALessonsGameIsInNoListAndIsDeletedWhole) {
  GameRecord lesson = game("lesson", 3000);
  lesson.lesson = true;
  lesson.listed = false;
  store_->create_game(lesson);
  store_->create_game(game("kept", 2000));
  for (const char* id : {"lesson", "kept"}) {
    const Append a{id, event(0)};
    store_->append({&a, 1});
  }
  expect_same(store_->load_game("lesson")->game, lesson);
  EXPECT_FALSE(store_->load_game("kept")->game.lesson);
  EXPECT_THAT(ids(store_->list_games(false, 10)), ElementsAre("kept"));
  EXPECT_THAT(ids(store_->list_games(true, 10)), ElementsAre("kept"));

  EXPECT_TRUE(store_->delete_game("lesson"));
  EXPECT_FALSE(store_->load_game("lesson"));
  EXPECT_FALSE(store_->delete_game("lesson")) << "no such game any more";
  EXPECT_FALSE(store_->delete_game("nosuch"));
  ASSERT_TRUE(store_->load_game("kept"));
  EXPECT_EQ(store_->load_game("kept")->events.size(), 1u);
  // Its id is free again, with no seat or event left over.
  store_->create_game(game("lesson", 4000));
  EXPECT_TRUE(store_->load_game("lesson")->events.empty());
}

// A rated game (chosen at creation, issue 29) is kept as marked: every node and a restart know it,
// in every way a game is read back.
TEST_P(StoreContract, ARatedGameIsKeptRated) {
  GameRecord rated = game("rated", 3000);
  rated.rated = true;
  rated.seats[0] = SeatRecord{"human", 0, "Ada", kHashB, 7};
  store_->create_game(rated);
  store_->create_game(game("casual", 2000));
  expect_same(store_->load_game("rated")->game, rated);
  EXPECT_FALSE(store_->load_game("casual")->game.rated);
  const std::vector<GameRecord> listed = store_->list_games(false, 10);
  ASSERT_EQ(listed.size(), 2u);
  EXPECT_TRUE(listed[0].rated);
  EXPECT_FALSE(listed[1].rated);
  const std::vector<StoredGame> unfinished = store_->unfinished_games();
  ASSERT_EQ(unfinished.size(), 2u);
  EXPECT_EQ(unfinished[0].game.rated + unfinished[1].game.rated, 1);
  ASSERT_EQ(store_->games_of_account(7, 10).size(), 1u);
  EXPECT_TRUE(store_->games_of_account(7, 10)[0].rated);
}

TEST_P(StoreContract, ConcurrentAppendsToDifferentGamesAllLand) {
  constexpr int kThreads = 4;
  constexpr int kEvents = 25;
  for (int t = 0; t < kThreads; ++t) store_->create_game(game(fmt::format("g{}", t)));
  std::vector<std::thread> threads;
  std::atomic<int> failures = 0;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      for (int i = 0; i < kEvents; ++i) {
        const Append a{fmt::format("g{}", t), event(i, fmt::format("t{}e{}", t, i))};
        try {
          store_->append({&a, 1});
        } catch (const StoreError&) {
          ++failures;
        }
      }
    });
  }
  for (auto& t : threads) t.join();
  EXPECT_EQ(failures, 0);
  for (int t = 0; t < kThreads; ++t) {
    const std::vector<Event> events = store_->load_game(fmt::format("g{}", t))->events;
    ASSERT_EQ(events.size(), std::size_t{kEvents});
    for (int i = 0; i < kEvents; ++i) EXPECT_EQ(events[i].data, fmt::format("t{}e{}", t, i));
  }
}

TEST_P(StoreContract, ReopeningFindsEverything) {
  GameRecord g = game("kept");
  g.clock = {{"initial_ms", 60000}, {"increment_ms", 0}};
  store_->create_game(g);
  store_->create_game(game("ended"));
  const std::array batch{Append{"kept", event(0)}, Append{"kept", event(1)},
                         Append{"ended", event(0)}};
  store_->append(batch);
  store_->claim_seat("kept", 0, "Alice", kHashA);
  store_->finish_game("ended", {{"winner", 0}});

  store_.reset();
  store_ = backend_->open();
  const auto kept = store_->load_game("kept");
  ASSERT_TRUE(kept);
  g.seats[0] = SeatRecord{"human", 0, "Alice", kHashA};
  expect_same(kept->game, g);
  expect_same(kept->events, {event(0), event(1)});
  EXPECT_TRUE(store_->load_game("ended")->game.finished);
  EXPECT_THAT(ids(store_->unfinished_games()), ElementsAre("kept"));
  const Append next{"kept", event(2)};  // the reopened store continues the log
  store_->append({&next, 1});
  EXPECT_EQ(event_count(*store_, "kept"), 3u);
}

}  // namespace
}  // namespace menagerie::store::harness
