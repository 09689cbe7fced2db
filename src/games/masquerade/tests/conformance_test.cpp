// The conformance harness (tests/support/conformance.hpp) with secrets checked, and the referee's
// promise per seat: two games that differ only in one seat's secret assignment show the other seat
// and spectators the same bytes until an answer depends on that secret; the finished record
// reveals both assignments and replays exactly.
#include "support/conformance.hpp"

#include <gtest/gtest.h>

#include "catalog/table.hpp"
#include "games/masquerade/masquerade.hpp"

namespace menagerie::masquerade {
namespace {

using Table = catalog::GameTable<Masquerade>;

TEST(Masquerade, Conforms) {
  menagerie::harness::expect_conforms<Masquerade>(Masquerade::start(),
                                                  {.playouts = 6, .max_plies = 120});
  menagerie::harness::expect_conforms<Masquerade>(
      Masquerade::parse_position("r3k2r/1pp2ppp/8/3q4/8/2N5/PP3PPP/R3K2R w KQkq - 0 1"),
      {.playouts = 4, .max_plies = 150, .seed = 5});
  Masquerade::State reachable = Masquerade::start();
  reachable.reachable_only = true;
  menagerie::harness::expect_conforms<Masquerade>(reachable,
                                                  {.playouts = 3, .max_plies = 120, .seed = 9});
}

// Everything `k` is shown, as one text.
std::string shown(const Table& t, Seat k) {
  std::string out = t.view(k).dump() + "\n";
  for (const auto& h : t.history(k)) out += h + "\n";
  return out + t.record(k) + "\n" + t.render(k) + "\n" + t.position(k) + "\n" +
         t.observation(k).info;
}

TEST(Masquerade, AnotherSeatsSecretStaysSecretUntilAnAnswerDependsOnIt) {
  // White gives Black different powers in the two games (in b, Black's king and queen swap
  // patterns); Black gives White the same.
  Table a(Masquerade::start()), b(Masquerade::start());
  a.play("assign-KQRBN");
  b.play("assign-QKRBN");
  for (Table* t : {&a, &b}) t->play("balanced");
  EXPECT_NE(shown(a, 0), shown(b, 0)) << "White sees what it assigned";
  for (Seat k : {Seat(1), kSpectator}) EXPECT_EQ(shown(a, k), shown(b, k));
  for (const char* m : {"e2e4", "f7f6", "d1h5"}) {
    a.play(m);
    b.play(m);
    for (Seat k : {Seat(1), kSpectator}) EXPECT_EQ(shown(a, k), shown(b, k)) << m;
  }
  // Black's king asks about the queen three squares away on a clear diagonal: a king's step
  // cannot, a queen's line can. Only now does the secret show, through the public answer.
  EXPECT_EQ(a.play("e8h5"), "Ke8xh5? — no");
  EXPECT_EQ(b.play("e8h5"), "Ke8xh5? — yes");
  for (Seat k : {Seat(1), kSpectator}) EXPECT_NE(shown(a, k), shown(b, k));
}

TEST(Masquerade, TheFinishedRecordRevealsTheAssignmentsAndReplays) {
  Table t(Masquerade::start());
  for (const char* m : {"assign-RKNBQ", "balanced", "e2e4", "d7d5", "e4d5", "d8d5"}) t.play(m);
  // Black's queen captures like a king: d8 to d5 is too far.
  EXPECT_EQ(t.history(kSpectator).back(), "Qd8xd5? — no");
  EXPECT_EQ(t.record(1).find("KR QK RN BB NQ"), std::string::npos)
      << "Black's record hides its own powers while the game goes on";
  EXPECT_EQ(t.record(kSpectator).find("KR QK RN BB NQ"), std::string::npos);
  EXPECT_NE(t.record(0).find("assigned Black's capture powers: KR QK RN BB NQ"), std::string::npos);
  for (int ply = 0; ply < 3000 && !t.outcome().over(); ++ply) t.play(t.legal_moves().front());
  ASSERT_TRUE(t.outcome().over());
  std::string record = t.record(1);
  for (char& c : record)
    if (c == '\n') c = ' ';  // the movetext wraps at 80 columns
  EXPECT_NE(record.find("{White assigned Black's capture powers: KR QK RN BB NQ; Black assigned "
                        "White's capture powers: KQ QN RB BK NR}"),
            std::string::npos)
      << record.substr(0, 400);
  EXPECT_NE(record.find("[Variant \"Masquerade Chess\"]"), std::string::npos);
  EXPECT_NE(record.find("Qd8xd5 {asked: no}"), std::string::npos) << record.substr(0, 600);
  EXPECT_EQ(t.record(1), t.record(kSpectator)) << "once over, everyone gets all of it";
  // That it replays: tests/entry/record_test.cpp reads it back.
}

}  // namespace
}  // namespace menagerie::masquerade
