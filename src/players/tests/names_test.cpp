#include <gmock/gmock.h>

#include "players/names.hpp"

namespace menagerie::players {
namespace {

using ::testing::HasSubstr;
using ::testing::Optional;

TEST(UserNames, OrdinaryNamesAreAccepted) {
  for (const char* name :
       {"alice", "Bob_2", "x-y", "Zed", "abcdefghijklmnopqrst", "Compute", "guesser"}) {
    EXPECT_EQ(name_error(name), std::nullopt) << name;
  }
}

TEST(UserNames, LengthIsThreeToTwenty) {
  EXPECT_THAT(name_error("ab"), Optional(HasSubstr("'ab' has 2 characters: it needs 3 to 20")));
  EXPECT_THAT(name_error("abcdefghijklmnopqrstu"), Optional(HasSubstr("has 21 characters")));
  EXPECT_THAT(name_error(""), Optional(HasSubstr("empty")));
}

TEST(UserNames, OnlyAsciiLettersDigitsUnderscoreAndDash) {
  EXPECT_THAT(name_error("ali ce"), Optional(HasSubstr("' ' at position 4 is none of those")));
  EXPECT_THAT(name_error("bob@x"), Optional(HasSubstr("'@' at position 4")));
  // A Cyrillic 'а' (two bytes in UTF-8) that would pass for a Latin one.
  EXPECT_THAT(name_error("\xd0\xb0lice"), Optional(HasSubstr("byte 0xd0 at position 1")));
  EXPECT_THAT(name_error(std::string("ab\0c", 4)), Optional(HasSubstr("byte 0x00 at position 3")));
}

TEST(UserNames, StartsWithALetter) {
  EXPECT_THAT(name_error("1alice"), Optional(HasSubstr("must start with a letter")));
  EXPECT_THAT(name_error("_alice"), Optional(HasSubstr("must start with a letter")));
}

TEST(UserNames, TheServersOwnNamesAndLookAlikesAreReserved) {
  for (const char* name :
       {"Computer", "computer4", "C0MPUTER", "Computer_level_8", "Guest", "guest_42", "Gue5t",
        "admin", "ADMlN", "Adm1n", "Menagerie", "rnenagerie", "Com-puter"}) {
    EXPECT_THAT(name_error(name), Optional(HasSubstr("is reserved"))) << name;
  }
  EXPECT_THAT(name_error("C0mputer"), Optional(HasSubstr("reads as 'computer'")));
}

TEST(UserNames, TheKeyIgnoresCase) {
  EXPECT_EQ(name_key("Alice_B"), "alice_b");
  EXPECT_EQ(name_key("ALICE_B"), name_key("alice_b"));
  EXPECT_NE(name_key("alice-b"), name_key("alice_b"));
}

}  // namespace
}  // namespace menagerie::players
