// Every variant lists its traits, exactly as GET /api/variants and `menagerie variants --json` show
// them; UCI is offered only where the engine plays, nothing is hidden and there are two sides.
#include <gtest/gtest.h>

#include "catalog/variant.hpp"

namespace menagerie::catalog {
namespace {

TEST(Traits, EveryVariantDescribesItsKindOfGame) {
  for (const Variant* v : variants()) {
    json d = describe(*v);
    SCOPED_TRACE(std::string(v->id()));
    ASSERT_TRUE(d.contains("traits"));
    const json& t = d["traits"];
    for (const char* key : {"hidden", "chance", "teams", "cooperative", "scores", "talk"})
      EXPECT_TRUE(t.at(key).is_boolean()) << key;
    EXPECT_GE(t["seats"]["min"].get<int>(), 1);
    EXPECT_LE(t["seats"]["min"].get<int>(), t["seats"]["max"].get<int>());
    EXPECT_EQ(t.size(), 7u) << t.dump();
    // Table talk comes with its preset questions, each with an id and words; without it, none.
    EXPECT_EQ(d.contains("questions"), t["talk"].get<bool>());
    if (t["talk"].get<bool>()) {
      EXPECT_FALSE(d["questions"].empty());
      for (const json& q : d["questions"]) {
        EXPECT_FALSE(q.at("id").get<std::string>().empty());
        EXPECT_FALSE(q.at("text").get<std::string>().empty());
      }
    }
    EXPECT_EQ(d["uci"].get<bool>(), d["engine"].get<bool>() && !t["hidden"].get<bool>() &&
                                        t["seats"]["max"].get<int>() <= 2);
    // The seats of a game made with the default options: a game whose options choose the seat
    // count (Golf: 1 to 8) lists those of its default, within its range.
    EXPECT_GE(int(d["seats"].size()), t["seats"]["min"].get<int>());
    EXPECT_LE(int(d["seats"].size()), t["seats"]["max"].get<int>());
    if (t["seats"]["min"] == t["seats"]["max"]) {
      EXPECT_EQ(int(d["seats"].size()), t["seats"]["max"].get<int>());
    }
  }
}

TEST(Traits, TheFourGamesSoFar) {
  json none = traits_json(Traits{});
  EXPECT_EQ(describe(find("chess960"))["traits"], none);
  EXPECT_EQ(describe(find("power-chess"))["traits"], none);
  EXPECT_EQ(describe(find("chessence-winslow"))["traits"], none);
  // Sniderman's matches deal each round's board by chance.
  json sniderman = none;
  sniderman["chance"] = true;
  EXPECT_EQ(describe(find("chessence-sniderman"))["traits"], sniderman);
}

TEST(Results, EverySeatsResult) {
  Outcome team = Outcome::team_win(seat_bit(0) | seat_bit(2), "checkmate");
  json r = results_json(team, 4);
  EXPECT_EQ(r["results"], json({"win", "loss", "win", "loss"}));
  EXPECT_EQ(r["winners"], json({0, 2}));
  EXPECT_EQ(team.winner, 0);
  json lost = results_json(Outcome::all_lose("out of cards"), 2);
  EXPECT_EQ(lost["results"], json({"loss", "loss"}));
  EXPECT_TRUE(lost["winners"].empty());
  Outcome golf = Outcome::win(1, "fewest strokes");
  golf.with_score(0, 31).with_score(1, 27);
  EXPECT_EQ(results_json(golf, 2)["scores"], json({31, 27}));
  EXPECT_FALSE(results_json(Outcome::draw("agreement"), 2).contains("scores"));
  EXPECT_TRUE(results_json(Outcome::ongoing(), 2).empty());
}

TEST(Results, PublicOptionsKeepTheSeedBack) {
  EXPECT_EQ(public_options({{"seed", 5}, {"rounds", 3}}), json({{"rounds", 3}}));
}

// Material is counted where the pieces are chess pieces, and each kind a view names is valued;
// the games whose pieces mean something else (cards, objects, fields) list none.
TEST(Traits, MaterialIsListedWhereThePiecesAreChessPieces) {
  for (const char* id : {"chess960", "half-alice", "crowded-house", "zombie", "masquerade"}) {
    json m = describe(find(id)).value("material", json());
    ASSERT_TRUE(m.is_object()) << id;
    EXPECT_EQ(m, json({{"pawn", 1}, {"knight", 3}, {"bishop", 3}, {"rook", 5}, {"queen", 9}}))
        << id;
    // Every type the view draws on the board is one the values name, or the king.
    const json view = find(id).create(json::object())->view(kSpectator);
    for (const json& p : view["pieces"])
      EXPECT_TRUE(m.contains(p["type"].get<std::string>()) || p["type"] == "king") << p.dump();
  }
  for (const char* id : {"golf", "chessence-sniderman", "cooperative"})
    EXPECT_FALSE(describe(find(id)).contains("material")) << id;
}

// Every game the computer plays lists its eight levels; a level measured against a published
// scale carries its estimate and the games it rests on (Chess960: stockfish's UCI_Elo), and a
// higher level is never estimated weaker.
TEST(Traits, EveryComputerListsItsLevelsWithTheirMeasuredStrength) {
  for (const Variant* v : variants()) {
    json d = describe(*v);
    SCOPED_TRACE(std::string(v->id()));
    if (!d["engine"].get<bool>()) {
      EXPECT_FALSE(d.contains("levels"));
      continue;
    }
    ASSERT_EQ(d["levels"].size(), 8u);
    int previous = 0;
    for (std::size_t i = 0; i < 8; ++i) {
      const json& l = d["levels"][i];
      EXPECT_EQ(l["level"], int(i) + 1);
      EXPECT_FALSE(l.value("label", "").empty()) << "a short word for people: " << l.dump();
      if (!l.contains("elo")) continue;
      EXPECT_GE(l["games"].get<int>(), 20) << "an estimate rests on games";
      EXPECT_GT(l["elo"].get<int>(), previous) << l.dump();
      previous = l["elo"].get<int>();
    }
  }
  const json chess = describe(find("chess960"))["levels"];
  EXPECT_TRUE(chess[3].contains("elo")) << "the default level is anchored: " << chess.dump();
  EXPECT_EQ(chess[0]["label"], "beginner");
  EXPECT_EQ(chess[7]["label"], "full strength");
}

}  // namespace
}  // namespace menagerie::catalog
