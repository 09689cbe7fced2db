// Passwords at libsodium's cheapest cost (the interactive cost takes a large fraction of a second
// per hash, and the tests also run under the sanitizers); one test checks the interactive cost
// itself lands in the hash string.
#include <set>

#include <gmock/gmock.h>

#include "players/secrets.hpp"

namespace menagerie::players {
namespace {

using ::testing::HasSubstr;
using ::testing::Optional;
using ::testing::StartsWith;

const PasswordCost kCheap = PasswordCost::cheapest();

// How an Argon2id hash string writes its cost: memory in KiB, then passes.
std::string cost_text(const PasswordCost& cost) {
  return "m=" + std::to_string(cost.memory / 1024) + ",t=" + std::to_string(cost.ops) + ",";
}

TEST(Passwords, TheRightPasswordVerifiesAWrongOneDoesNot) {
  const std::string hash = hash_password("correct horse", kCheap);
  EXPECT_THAT(hash, StartsWith("$argon2id$"));
  EXPECT_EQ(hash.find("correct horse"), std::string::npos) << "never kept in clear";
  EXPECT_TRUE(verify_password(hash, "correct horse"));
  EXPECT_FALSE(verify_password(hash, "correct horsf"));
  EXPECT_FALSE(verify_password(hash, "Correct horse"));
  EXPECT_FALSE(verify_password(hash, ""));
}

TEST(Passwords, TwoHashesOfOnePasswordDiffer) {
  const std::string a = hash_password("same password", kCheap);
  const std::string b = hash_password("same password", kCheap);
  EXPECT_NE(a, b) << "each hash has its own salt";
  EXPECT_TRUE(verify_password(a, "same password"));
  EXPECT_TRUE(verify_password(b, "same password"));
}

TEST(Passwords, ANonHashNeverVerifies) {
  EXPECT_FALSE(verify_password("", "anything at all"));
  EXPECT_FALSE(verify_password("anything at all", "anything at all"));
  EXPECT_FALSE(verify_password(std::string(500, '$'), "anything at all"));
}

TEST(Passwords, TheInteractiveCostIsTheDefaultAndACheapHashNeedsRehashing) {
  const std::string cheap = hash_password("password one", kCheap);
  EXPECT_TRUE(needs_rehash(cheap));
  EXPECT_FALSE(needs_rehash(cheap, kCheap));
  EXPECT_THAT(cheap, HasSubstr(cost_text(kCheap)));
  // One hash at the server's cost: libsodium's interactive limits are what the string records.
  const std::string slow = hash_password("password one");
  EXPECT_THAT(slow, HasSubstr(cost_text(PasswordCost::interactive())));
  EXPECT_FALSE(needs_rehash(slow));
  EXPECT_TRUE(verify_password(slow, "password one"));
}

TEST(Passwords, UnusablePasswordsAreRefusedByName) {
  EXPECT_THAT(password_error("short"),
              Optional(HasSubstr("has 5 characters: it needs at least 8")));
  EXPECT_THAT(password_error(std::string(257, 'x')), Optional(HasSubstr("at most 256")));
  EXPECT_THAT(password_error(std::string("abcd\0efgh", 9)), Optional(HasSubstr("NUL")));
  EXPECT_EQ(password_error("long enough"), std::nullopt);
  EXPECT_THROW(hash_password("short", kCheap), std::invalid_argument);
}

TEST(SessionTokens, FreshUrlSafeAndDistinct) {
  std::set<std::string> seen;
  for (int i = 0; i < 100; ++i) {
    const std::string t = new_session_token();
    EXPECT_EQ(t.size(), 43u);
    EXPECT_EQ(
        t.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
        std::string::npos)
        << t;
    seen.insert(t);
  }
  EXPECT_EQ(seen.size(), 100u);
}

TEST(SessionTokens, TheStoredHashIsStableAndNotTheToken) {
  const std::string token = new_session_token();
  const std::string hash = hash_session_token(token);
  EXPECT_EQ(hash, hash_session_token(token));
  EXPECT_EQ(hash.size(), 64u);
  EXPECT_EQ(hash.find_first_not_of("0123456789abcdef"), std::string::npos);
  EXPECT_EQ(hash.find(token), std::string::npos);
  EXPECT_NE(hash, hash_session_token(token + "x"));
  // BLAKE2b-256 of the empty string: the hash is the standard one, the same on every node.
  EXPECT_EQ(hash_session_token(""),
            "0e5751c026e543b2e8ab2eb06099daa1d1e5df47778f7787faab45cdf12fe3a8");
}

TEST(Sealing, OnlyTheHolderOfTheSecretOpensWhatWasSealedToItsKey) {
  const std::string key = sealing_key("the seek's secret");
  EXPECT_EQ(key.size(), 64u) << "32 bytes in hex";
  EXPECT_EQ(key, sealing_key("the seek's secret")) << "any node derives the same key";
  EXPECT_NE(key, sealing_key("another secret"));
  const std::string sealed = seal(key, "seat token");
  EXPECT_EQ(sealed.find("seat token"), std::string::npos);
  EXPECT_NE(sealed, seal(key, "seat token")) << "a fresh ephemeral key each time";
  EXPECT_THAT(unseal("the seek's secret", sealed), Optional(std::string("seat token")));
  EXPECT_EQ(unseal("another secret", sealed), std::nullopt);
  std::string changed = sealed;
  changed[10] = changed[10] == '0' ? '1' : '0';
  EXPECT_EQ(unseal("the seek's secret", changed), std::nullopt) << "a changed box opens nothing";
  EXPECT_EQ(unseal("the seek's secret", "not hex"), std::nullopt);
  EXPECT_EQ(unseal("the seek's secret", ""), std::nullopt);
  EXPECT_THROW(seal("abc", "x"), std::invalid_argument);
}

}  // namespace
}  // namespace menagerie::players
