// The short load-and-fault run (tests/support/fault_run.hpp): eight games played at once while the
// server is killed with SIGKILL three times and restarted on the same data. No acknowledged move
// may be lost, every client must come back, and the clocks must agree with their games.
// bench_server_faults runs the long version and prints its figures.
#include <gmock/gmock.h>

#include "support/fault_run.hpp"

namespace menagerie::harness {
namespace {

TEST(FaultTest, NoAcknowledgedMoveIsLostAcrossThreeKills) {
  FaultOptions o;
  o.binary = MENAGERIE_BINARY;
  o.games = 8;
  o.kills = 3;
  FaultReport r = run_faults(o);
  EXPECT_EQ(r.kills, 3);
  EXPECT_EQ(r.lost, 0);
  EXPECT_THAT(r.problems, ::testing::IsEmpty());
  EXPECT_GT(r.acknowledged, 3 * 8) << "the games were played between the kills";
  // Every client that lost its connection came back (once per kill, or it had finished).
  EXPECT_GE(r.reconnect_ms.size() + std::size_t(r.finished) * 3, std::size_t(3 * 8));
}

}  // namespace
}  // namespace menagerie::harness
