#include "server/rate_limit.hpp"

#include <gtest/gtest.h>

namespace menagerie::server {
namespace {

TEST(RateLimit, BurstThenSteadyRate) {
  RateLimit r(20, 40);
  int allowed = 0;
  for (int i = 0; i < 100; ++i) allowed += r.allow(1000.0);
  EXPECT_EQ(allowed, 40);
  EXPECT_FALSE(r.allow(1000.0));
  EXPECT_TRUE(r.allow(1000.06));  // a twentieth of a second later, one more
  EXPECT_FALSE(r.allow(1000.06));
  int later = 0;
  for (int i = 0; i < 100; ++i) later += r.allow(1010.0);
  EXPECT_EQ(later, 40);  // refilled, but never above the burst
}

}  // namespace
}  // namespace menagerie::server
