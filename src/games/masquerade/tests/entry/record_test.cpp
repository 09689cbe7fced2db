// The PGN record (src/games/masquerade/record.cpp) through the catalog: while the game is played a
// viewer's PGN holds only what that viewer knows (byte-identical for two games that differ only in
// a secret it does not know); once over it names both assignments in comments and reads back,
// through Menagerie's PGN reader, to the same game.
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "catalog/import.hpp"
#include "catalog/variant.hpp"

namespace menagerie::catalog::entries {
const Variant& masquerade_variant();
}

namespace menagerie::catalog {
namespace {

const Variant& masq() { return entries::masquerade_variant(); }

// The text on one line (the movetext wraps at 80 columns).
std::string one_line(std::string text) {
  for (char& c : text)
    if (c == '\n') c = ' ';
  return text;
}

// The comments of a PGN, in order.
std::vector<std::string> comments_of(const std::string& pgn) {
  std::vector<std::string> out;
  for (std::size_t at = pgn.find('{'); at != std::string::npos; at = pgn.find('{', at + 1))
    out.push_back(pgn.substr(at + 1, pgn.find('}', at) - at - 1));
  return out;
}

TEST(MasqueradeRecord, WhilePlayedAViewersPgnHoldsOnlyWhatItKnows) {
  // The two games differ only in the powers White gives Black.
  auto a = masq().create(json::object()), b = masq().create(json::object());
  a->play("assign-KQRBN");
  b->play("assign-QKRBN");
  for (Table* t : {a.get(), b.get()})
    for (const char* m : {"balanced", "e2e4", "f7f6", "d1h5", "g7g6"}) t->play(m);
  for (Seat k : {Seat(1), kSpectator}) {
    std::string pgn = a->record(k);
    for (char& c : pgn)
      if (c == '\n') c = ' ';
    ASSERT_EQ(pgn.rfind("[Event ", 0), 0u) << pgn;
    EXPECT_EQ(a->record(k), b->record(k)) << "seat " << k;
    EXPECT_NE(pgn.find("{White assigned Black's capture powers; Black assigned White's"),
              std::string::npos)
        << pgn;
    EXPECT_NE(pgn.find("[Result \"*\"]"), std::string::npos);
  }
  EXPECT_NE(a->record(0), b->record(0)) << "White knows what it gave";
  EXPECT_NE(one_line(a->record(0)).find("White assigned Black's capture powers: KK QQ RR BB NN"),
            std::string::npos)
      << a->record(0);
  EXPECT_EQ(one_line(a->record(1)).find("KK QQ RR BB NN"), std::string::npos);
}

TEST(MasqueradeRecord, OnceOverItRevealsBothAssignmentsAndReadsBack) {
  auto t = masq().create({{"questions", "any"}});
  for (const char* m :
       {"assign KR QK RN BB NQ", "balanced", "e2e4", "d7d5", "e4d5", "d8d5", "b1c3", "e8a2"})
    t->play(m);
  for (int ply = 0; ply < 3000 && !t->outcome().over(); ++ply) t->play(t->legal_moves().front());
  ASSERT_TRUE(t->outcome().over());
  const std::string pgn = t->record(kSpectator);
  std::string flat = pgn;
  for (char& c : flat)
    if (c == '\n') c = ' ';  // the movetext wraps at 80 columns
  EXPECT_EQ(pgn, t->record(0));
  EXPECT_NE(pgn.find("[Variant \"Masquerade Chess\"]"), std::string::npos);
  EXPECT_EQ(pgn.find("[FEN "), std::string::npos) << "the standard start needs none";
  EXPECT_NE(flat.find("3. Nb1-c3 Ke8xa2 {asked: no}"), std::string::npos) << pgn;
  // Replay: the assignments from the first comment, then every move the reader finds.
  auto comments = comments_of(pgn);
  ASSERT_FALSE(comments.empty());
  auto replay = masq().create(json::object());
  std::string setup = comments[0];
  for (char& c : setup)
    if (c == '\n') c = ' ';
  for (std::size_t from = 0; from < setup.size();) {
    std::size_t colon = setup.find(": ", from), end = setup.find(';', from);
    if (end == std::string::npos) end = setup.size();
    replay->play("assign " + setup.substr(colon + 2, end - colon - 2));
    from = end + 1;
  }
  MoveText mt = read_movetext(pgn);
  for (const auto& m : mt.moves) replay->play(m.text);
  EXPECT_EQ(replay->history(kSpectator), t->history(kSpectator));
  EXPECT_EQ(replay->record(kSpectator), pgn);
  EXPECT_EQ(mt.result, pgn.find("[Result \"1-0\"]") != std::string::npos   ? "1-0"
                       : pgn.find("[Result \"0-1\"]") != std::string::npos ? "0-1"
                                                                           : "1/2-1/2");
}

TEST(MasqueradeRecord, AnotherStartIsTheGamesOwnPositionText) {
  auto t = masq().create({{"fen", "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"}, {"questions", "reachable"}});
  std::string pgn = t->record(kSpectator);
  EXPECT_NE(pgn.find("[SetUp \"1\"]"), std::string::npos);
  EXPECT_NE(pgn.find("[FEN \"4k3/8/8/8/8/8/8/R3K2R w HA - 0 1 - - * * reachable\"]"),
            std::string::npos)
      << pgn;
}

}  // namespace
}  // namespace menagerie::catalog
