// The host's timer of a game's timed phases (catalog/phase_timer.hpp): a phase's time starts when
// the phase first appears, keeps its start while the phase lasts, and starts again after a
// restart.
#include "catalog/phase_timer.hpp"

#include <gtest/gtest.h>

namespace menagerie::catalog {
namespace {

Deadline phase(std::uint64_t key) { return Deadline{30'000, "time", key, "counts close"}; }

TEST(PhaseTimer, APhaseKeepsTheStartItFirstHad) {
  PhaseTimer t;
  EXPECT_FALSE(t.due());
  EXPECT_TRUE(t.to_json(0).is_null());
  t.update(phase(1), 1'000);
  EXPECT_EQ(*t.due(), 31'000);
  t.update(phase(1), 20'000);  // another move within the same phase
  EXPECT_EQ(*t.due(), 31'000);
  EXPECT_EQ(t.remaining(21'000), 10'000);
  EXPECT_EQ(
      t.to_json(21'000),
      (nlohmann::json{{"remaining_ms", 10'000}, {"total_ms", 30'000}, {"what", "counts close"}}));
  t.update(phase(2), 25'000);  // a new phase: its own time
  EXPECT_EQ(*t.due(), 55'000);
  EXPECT_EQ(t.remaining(90'000), 0);
  t.resume(100'000);
  EXPECT_EQ(*t.due(), 130'000) << "after a restart the downtime is nobody's";
  t.update(std::nullopt, 101'000);
  EXPECT_FALSE(t.due());
}

}  // namespace
}  // namespace menagerie::catalog
