// The pieces that bound the cost of log-ins and sign-ups: token buckets by key and the gate of
// Argon2id hashes. Decided at times the test gives.
#include <gtest/gtest.h>

#include "server/hash_gate.hpp"
#include "server/keyed_limit.hpp"

namespace menagerie::server {
namespace {

TEST(KeyedLimit, EachKeyHasItsOwnBucket) {
  KeyedLimit limit(/*rate=*/0.5, /*burst=*/2);
  EXPECT_TRUE(limit.allow("a", 100));
  EXPECT_TRUE(limit.allow("a", 100));
  EXPECT_FALSE(limit.allow("a", 100));
  EXPECT_TRUE(limit.allow("b", 100));   // another key is untouched
  EXPECT_FALSE(limit.allow("a", 101));  // half a token back
  EXPECT_TRUE(limit.allow("a", 102));   // one
  EXPECT_FALSE(limit.allow("a", 102));
}

TEST(KeyedLimit, IdleKeysAreForgottenToKeepTheBound) {
  KeyedLimit limit(/*rate=*/1, /*burst=*/2, /*max_keys=*/2);
  EXPECT_TRUE(limit.allow("a", 0));
  EXPECT_TRUE(limit.allow("b", 1.9));
  EXPECT_TRUE(limit.allow("b", 1.9));  // "b" is empty
  // Both still refilling: a third key is refused rather than a bucket in use forgotten.
  EXPECT_FALSE(limit.allow("c", 1.95));
  EXPECT_EQ(limit.keys(), 2u);
  // "a" has been idle long enough to be full again: it goes, "c" comes.
  EXPECT_TRUE(limit.allow("c", 2.5));
  EXPECT_EQ(limit.keys(), 2u);
  EXPECT_FALSE(limit.allow("b", 2.5));  // "b" was kept, with its bucket's state
}

TEST(HashGate, RefusesBeyondItsPermitsAndTakesThemBack) {
  HashGate gate(2);
  auto one = gate.try_enter();
  auto two = gate.try_enter();
  EXPECT_TRUE(one && two);
  EXPECT_FALSE(gate.try_enter());
  EXPECT_EQ(gate.free(), 0);
  one.reset();
  EXPECT_EQ(gate.free(), 1);
  auto three = gate.try_enter();
  EXPECT_TRUE(three);
  auto moved = std::move(*three);  // a moved permit is released once
  three.reset();
  EXPECT_EQ(gate.free(), 0);
}

}  // namespace
}  // namespace menagerie::server
