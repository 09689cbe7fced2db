// Crowded House over UCI: not offered. UCI knows two sides, white and black, and a GUI would put
// two players where the game has four; the session says so and stays in its variant.
#include <string>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "support/uci_session.hpp"

namespace menagerie::protocol {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

TEST(CrowdedHouseUci, IsNotOfferedAndIsRefusedClearly) {
  if (!catalog::lookup("crowded-house")) GTEST_SKIP() << "crowded_house is not built";
  std::string out = harness::uci_session(
      {"uci", "setoption name UCI_Variant value crowded-house", "position startpos", "d"});
  EXPECT_THAT(out, Not(HasSubstr(" var crowded-house")));
  EXPECT_THAT(out, HasSubstr("variant crowded-house cannot be played over UCI: it has 4 seats"));
  EXPECT_THAT(out, HasSubstr("w HAha"));  // still chess960
}

}  // namespace
}  // namespace menagerie::protocol
