// A request's clock as the store keeps it, and back (request_fields.hpp).
#include "server/request_fields.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"

namespace menagerie::server {
namespace {

using nlohmann::json;

TEST(RequestFields, AStoredClockGoesBackToTheRequestThatMakesIt) {
  for (json asked : {json(nullptr), json{{"initial_s", 180}, {"increment_s", 2}},
                     json{{"initial_s", 30}, {"increment_s", 0.5}}, json{{"days_per_move", 3}}}) {
    json stored = stored_clock(asked);
    EXPECT_EQ(stored_clock(requested_clock(stored)), stored) << asked.dump();
  }
  EXPECT_EQ(stored_clock({{"initial_s", 180}, {"increment_s", 2}}),
            (json{{"initial_ms", 180'000}, {"increment_ms", 2'000}}));
  EXPECT_EQ(stored_clock({{"days_per_move", 3}})["initial_ms"], 3 * 86'400'000LL);
  EXPECT_THROW(stored_clock({{"days_per_move", 4}}), InputError);
}

}  // namespace
}  // namespace menagerie::server
