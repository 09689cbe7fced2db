#include <set>

#include <gtest/gtest.h>

#include "store/token.hpp"

namespace menagerie::store {
namespace {

TEST(Token, HashIsLowercaseHexSha256) {
  // FIPS 180-2's example for "abc".
  EXPECT_EQ(hash_token("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  EXPECT_EQ(hash_token(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
}

TEST(Token, NewTokensAreUrlSafeAndDistinct) {
  std::set<std::string> seen;
  for (int i = 0; i < 100; ++i) {
    const std::string t = new_token();
    EXPECT_EQ(t.size(), 43u);
    EXPECT_EQ(
        t.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
        std::string::npos)
        << t;
    seen.insert(t);
  }
  EXPECT_EQ(seen.size(), 100u);
}

}  // namespace
}  // namespace menagerie::store
