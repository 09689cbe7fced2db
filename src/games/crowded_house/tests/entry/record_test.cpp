// The PGN record (src/games/crowded_house/record.cpp) through the catalog: the four players, the
// variant, the start and the rules in tags, SAN moves with passes as "--", and Menagerie's own
// PGN import reading it back to the same game.
#include <string>

#include <gtest/gtest.h>

#include "catalog/import.hpp"
#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog::entries {
const Variant& crowded_house_variant();
}

namespace menagerie::catalog {
namespace {

const Variant& house() { return entries::crowded_house_variant(); }

bool tagged(const std::string& pgn, const std::string& name, const std::string& value) {
  return pgn.find("[" + name + " \"" + value + "\"]\n") != std::string::npos;
}

TEST(CrowdedHouseRecord, IsPgnThatImportsBackToTheSameGame) {
  for (const json& options :
       {json::object(),
        json{{"fen", "r3k2r/pppq1ppp/2n5/4p3/4P3/2N5/PPPQ1PPP/R3K2R w KQkq - 0 1 q"}}}) {
    for (std::uint64_t seed : {4u, 5u}) {
      auto t = house().create(options);
      Rng rng(seed);
      for (int i = 0; i < 80 && !t->outcome().over(); ++i) {
        auto legal = t->legal_moves();
        t->play(legal[rng.below(legal.size())]);
      }
      RecordTags tags;
      tags.players = {"Walter", "Betty", "Winnie", "Bob"};
      std::string pgn = t->record(kSpectator, tags);
      EXPECT_TRUE(tagged(pgn, "Variant", "Crowded House")) << pgn;
      EXPECT_TRUE(tagged(pgn, "White", "Walter & Winnie")) << pgn;
      EXPECT_TRUE(tagged(pgn, "Black", "Betty & Bob")) << pgn;
      EXPECT_TRUE(tagged(pgn, "WhiteQueenSide", "Winnie")) << pgn;
      EXPECT_TRUE(tagged(pgn, "BlackKingSide", "Betty")) << pgn;
      if (options.empty()) {
        EXPECT_EQ(pgn.find("[FEN "), std::string::npos) << pgn;
      } else {
        EXPECT_TRUE(tagged(pgn, "FEN", options["fen"].get<std::string>())) << pgn;
      }
      Imported back = import_text(house(), json::object(), pgn);
      EXPECT_EQ(back.moves, t->observation(kSpectator).moves) << pgn;
      EXPECT_EQ(back.shown, t->history(kSpectator));
    }
  }
}

TEST(CrowdedHouseRecord, APassIsANullMoveAndTheWinningTeamTheResult) {
  // White (queen side) has no move touching files a-d: it passes. Then Black (queen side) plays,
  // and Black resigns: the White team wins.
  const std::string fen = "6k1/p4ppp/8/8/8/8/8/6KR w - - 0 1 q";
  auto t = house().create({{"fen", fen}, {"castle-through-check", true}});
  t->play("pass");
  t->play("a7a6");
  t->resign(1);
  std::string pgn = t->record(kSpectator);
  EXPECT_NE(pgn.find("1. -- a6 1-0"), std::string::npos) << pgn;
  EXPECT_TRUE(tagged(pgn, "Result", "1-0")) << pgn;
  EXPECT_TRUE(tagged(pgn, "Termination", "resignation")) << pgn;
  EXPECT_TRUE(tagged(pgn, "Rules", "castle-through-check=true")) << pgn;
  EXPECT_TRUE(tagged(pgn, "FEN", fen)) << pgn;
  Imported back = import_text(house(), json::object(), pgn);
  EXPECT_EQ(back.shown, t->history(kSpectator));
  EXPECT_EQ(back.result, "1-0");
}

}  // namespace
}  // namespace menagerie::catalog
