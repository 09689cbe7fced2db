// Quick pairing's book (seek_book.hpp): what pairs with what, when ratings let it, and what leaves.
#include "server/seek_book.hpp"

#include <gtest/gtest.h>

namespace menagerie::server {
namespace {

Seek seek_of(const std::string& id, std::int64_t account, std::optional<double> rating = {},
             int players = 2) {
  Seek s;
  s.id = id;
  s.public_id = "p-" + id;
  s.variant = "chess960";
  s.clock = {{"initial_s", 180}, {"increment_s", 2}};
  s.players = players;
  s.account_id = account;
  s.name = id;
  s.rating = rating;
  return s;
}

std::vector<std::string> ids(const Match& m) {
  std::vector<std::string> out;
  for (const auto& s : m) out.push_back(s.id);
  return out;
}

TEST(SeekBook, TwoCompatibleSeeksMakeAGameAtOnceOldestFirst) {
  SeekBook book;
  EXPECT_FALSE(book.add(seek_of("a", 1), 0));
  auto m = book.add(seek_of("b", 2), 5);
  ASSERT_TRUE(m);
  EXPECT_EQ(ids(*m), (std::vector<std::string>{"a", "b"}));
  EXPECT_TRUE(book.waiting().empty()) << "both left the book";
}

TEST(SeekBook, OnlyTheSameGameClockKindAndSizePairAndNeverOneAccountWithItself) {
  SeekBook book;
  book.add(seek_of("a", 1), 0);
  Seek other_variant = seek_of("b", 2);
  other_variant.variant = "half-alice";
  Seek other_clock = seek_of("c", 3);
  other_clock.clock = nullptr;
  Seek rated = seek_of("d", 4);
  rated.rated = true;
  Seek four = seek_of("e", 5, {}, 4);
  for (Seek s : {other_variant, other_clock, rated, four}) EXPECT_FALSE(book.add(s, 1)) << s.id;
  EXPECT_FALSE(book.add(seek_of("f", 1), 1)) << "the same account in two tabs";
  EXPECT_EQ(book.waiting().size(), 6u);
  // Two guests are two players.
  SeekBook guests;
  guests.add(seek_of("g", 0), 0);
  EXPECT_TRUE(guests.add(seek_of("h", 0), 0));
}

TEST(SeekBook, RatingsFarApartWaitUntilTheRangesHaveWidened) {
  SeekBook book;
  book.add(seek_of("strong", 1, 1900), 0);
  EXPECT_FALSE(book.add(seek_of("weak", 2, 1500), 0)) << "400 apart: beyond the first range";
  EXPECT_TRUE(book.sweep(10'000).empty()) << "300 accepted after 10 s: still too far";
  auto later = book.sweep(20'000);  // 400 accepted after 20 s by both
  ASSERT_EQ(later.size(), 1u);
  EXPECT_EQ(ids(later[0]), (std::vector<std::string>{"strong", "weak"}));
  // A player with no rating pairs with anyone; after a minute anyone pairs with anyone.
  book.add(seek_of("x", 3, 2500), 0);
  EXPECT_TRUE(book.add(seek_of("guest", 0), 0));
  book.add(seek_of("y", 4, 2500), 0);
  book.add(seek_of("z", 5, 800), 0);
  EXPECT_TRUE(book.sweep(59'999).empty());
  EXPECT_EQ(book.sweep(60'000).size(), 1u);
  EXPECT_EQ(SeekBook::range(0), SeekBook::kFirstRange);
}

TEST(SeekBook, AFourPlayerGameFillsWhenFourCompatibleSeeksWait) {
  SeekBook book;
  EXPECT_FALSE(book.add(seek_of("a", 1, {}, 4), 0));
  EXPECT_FALSE(book.add(seek_of("b", 2, {}, 4), 0));
  EXPECT_FALSE(book.add(seek_of("a-again", 1, {}, 4), 0)) << "one account, one seat";
  auto m = book.add(seek_of("c", 3, {}, 4), 0);
  EXPECT_FALSE(m) << "three different players";
  m = book.add(seek_of("d", 4, {}, 4), 0);
  ASSERT_TRUE(m);
  EXPECT_EQ(ids(*m), (std::vector<std::string>{"a", "b", "c", "d"}));
  EXPECT_EQ(book.waiting().size(), 1u) << "the second seek of account 1 waits";
}

// A Golf race: `players` golfers asked for (a race of any size asks for the most, `any_size`),
// started with at least `fewest` once the oldest has waited kRaceStartAfterMs.
Seek race_of(const std::string& id, std::int64_t account, int players, bool any = false) {
  Seek s = seek_of(id, account, {}, players);
  s.variant = "golf";
  s.any_size = any;
  s.fewest = 2;
  return s;
}

TEST(SeekBook, ARaceFillsToTheSizeAskedAndNeverMixesTwoSizes) {
  SeekBook book;
  EXPECT_FALSE(book.add(race_of("a", 1, 3), 0));
  EXPECT_FALSE(book.add(race_of("b", 2, 4), 0)) << "a race of 4 is not one of 3";
  EXPECT_FALSE(book.add(race_of("c", 3, 3), 0));
  auto m = book.add(race_of("d", 4, 3), 0);
  ASSERT_TRUE(m);
  EXPECT_EQ(ids(*m), (std::vector<std::string>{"a", "c", "d"}));
  EXPECT_EQ(book.waiting().size(), 1u) << "the seek of 4 waits";
}

TEST(SeekBook, ARaceOfAnySizeJoinsARaceOfAGivenSize) {
  SeekBook book;
  EXPECT_FALSE(book.add(race_of("any1", 1, 8, true), 0));
  EXPECT_FALSE(book.add(race_of("three", 2, 3), 0));
  EXPECT_FALSE(book.add(race_of("four", 3, 4), 0));
  auto m = book.add(race_of("any2", 4, 8, true), 0);
  ASSERT_TRUE(m) << "any, three and any make a race of three";
  EXPECT_EQ(ids(*m), (std::vector<std::string>{"any1", "three", "any2"}));
  EXPECT_EQ(book.waiting().size(), 1u);
}

TEST(SeekBook, ARaceStartsWithThosePresentAfterTheWaitIfThereAreEnough) {
  SeekBook book;
  SeekBook alone;
  alone.add(race_of("solo", 1, 4), 0);
  EXPECT_TRUE(alone.sweep(10 * SeekBook::kRaceStartAfterMs).empty()) << "one golfer is no race";
  book.add(race_of("a", 1, 4), 0);
  book.add(race_of("b", 2, 8, true), 10'000);
  book.add(race_of("c", 3, 5), 10'000);  // another size: not in this race
  EXPECT_TRUE(book.sweep(SeekBook::kRaceStartAfterMs - 1).empty()) << "the oldest waited less";
  auto started = book.sweep(SeekBook::kRaceStartAfterMs);
  ASSERT_EQ(started.size(), 1u);
  EXPECT_EQ(ids(started[0]), (std::vector<std::string>{"a", "b"}));
  EXPECT_EQ(book.waiting().size(), 1u);
  // A game that must be full (fewest 0, as Crowded House) never starts short.
  SeekBook four;
  four.add(seek_of("w", 1, {}, 4), 0);
  four.add(seek_of("x", 2, {}, 4), 0);
  four.add(seek_of("y", 3, {}, 4), 0);
  EXPECT_TRUE(four.sweep(10 * SeekBook::kRaceStartAfterMs).empty());
}

TEST(SeekBook, TwoSeeksFromOneBrowserNeverPair) {
  SeekBook book;
  Seek tab1 = seek_of("tab1", 0), tab2 = seek_of("tab2", 0);
  tab1.holder = tab2.holder = "browser-1";
  book.add(tab1, 0);
  EXPECT_FALSE(book.add(tab2, 0)) << "one guest in two tabs";
  EXPECT_TRUE(book.sweep(10 * SeekBook::kAnyoneAfterMs).empty());
  std::string error;
  Seek tab3 = seek_of("tab3", 0);
  tab3.holder = "browser-1";
  EXPECT_FALSE(book.take("p-tab1", tab3, error));
  EXPECT_EQ(error,
            "that seek is your own (from this account or another tab of this browser): wait for "
            "another player");
  EXPECT_EQ(book.waiting().size(), 2u) << "a refused take changes nothing";
  Seek other = seek_of("other", 0);
  other.holder = "browser-2";
  EXPECT_TRUE(book.add(other, 0));
}

TEST(SeekBook, AListedSeekIsTakenByItsPublicIdWhateverTheRatings) {
  SeekBook book;
  book.add(seek_of("a", 1, 2400), 0);
  std::string error;
  Seek mine = seek_of("b", 1, 2400);
  EXPECT_FALSE(book.take("p-a", mine, error));
  EXPECT_EQ(error,
            "that seek is your own (from this account or another tab of this browser): wait for "
            "another player");
  Seek other = seek_of("c", 2, 900);
  other.rated = true;
  EXPECT_FALSE(book.take("p-a", other, error));
  EXPECT_NE(error.find("another"), std::string::npos);
  auto m = book.take("p-a", seek_of("d", 3, 900), error);
  ASSERT_TRUE(m);
  EXPECT_EQ(ids(*m), (std::vector<std::string>{"a", "d"}));
  EXPECT_FALSE(book.take("p-a", seek_of("e", 4), error));
  EXPECT_NE(error.find("gone"), std::string::npos);
}

TEST(SeekBook, SeeksLeaveWhenCancelledOrNotAskedAbout) {
  SeekBook book;
  book.add(seek_of("a", 1, {}, 4), 0);
  book.add(seek_of("b", 2, {}, 4), 0);
  EXPECT_TRUE(book.touch("a", 20'000));
  EXPECT_FALSE(book.touch("nope", 20'000));
  auto gone = book.expire(30'000, 15'000);
  ASSERT_EQ(gone.size(), 1u);
  EXPECT_EQ(gone[0].id, "b");
  EXPECT_TRUE(book.find("a"));
  EXPECT_TRUE(book.cancel("a"));
  EXPECT_FALSE(book.cancel("a"));
  EXPECT_TRUE(book.waiting().empty());
}

// The book kept as text (shared by every node) is the same book read back: every field of every
// seek and the order of waiting, so a book read on another node pairs as this one would.
TEST(SeekBook, ABookWrittenAsJsonIsReadBackTheSame) {
  SeekBook book;
  Seek rated = seek_of("a", 1, 1712.5);
  rated.rated = true;
  rated.seal_key = "00ff";
  book.add(rated, 7);
  Seek race = seek_of("b", 0, {}, 4);
  race.variant = "golf";
  race.any_size = true;
  race.fewest = 2;
  race.holder = "tab-key";
  book.add(race, 9);
  book.touch("b", 12);
  nlohmann::json text = book.waiting();
  SeekBook back(text.get<std::vector<Seek>>());
  ASSERT_EQ(back.waiting().size(), 2u);
  EXPECT_EQ(nlohmann::json(back.waiting()), text);
  const Seek& a = back.waiting()[0];
  EXPECT_EQ(a.id, "a");
  EXPECT_EQ(a.seal_key, "00ff");
  EXPECT_EQ(a.public_id, "p-a");
  EXPECT_EQ(a.variant, "chess960");
  EXPECT_EQ(a.clock, rated.clock);
  EXPECT_TRUE(a.rated);
  EXPECT_EQ(a.account_id, 1);
  EXPECT_EQ(a.rating, 1712.5);
  EXPECT_EQ(a.since_ms, 7);
  const Seek& b = back.waiting()[1];
  EXPECT_EQ(b.players, 4);
  EXPECT_TRUE(b.any_size);
  EXPECT_EQ(b.fewest, 2);
  EXPECT_EQ(b.holder, "tab-key");
  EXPECT_EQ(b.rating, std::nullopt);
  EXPECT_EQ(b.seen_ms, 12);
  Seek c = seek_of("c", 3, 1700);
  c.rated = true;
  auto m = back.add(c, 10);
  ASSERT_TRUE(m) << "the read book pairs";
  EXPECT_EQ(ids(*m), (std::vector<std::string>{"a", "c"}));
}

}  // namespace
}  // namespace menagerie::server
