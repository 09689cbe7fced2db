// Every game's views keep docs/view.md, as the web client reads them: checked along random games of
// every variant in the catalog, for each seat and a spectator. And the checker itself finds faults,
// so that a view it passes is one the client can draw.
#include <algorithm>
#include <string>
#include <vector>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/rng.hpp"
#include "support/view_schema.hpp"

namespace menagerie::catalog {
namespace {

using menagerie::harness::view_schema_errors;
using ::testing::Contains;
using ::testing::HasSubstr;

// A small view that keeps every rule of the page: White's king and a man in Black's hand.
json good_view() {
  return json::parse(R"({
    "variant": "test", "position": "x", "to_move": 0, "over": false, "history": ["e2"],
    "seats": [{"name": "White", "color": "white"}, {"name": "Black", "color": "black"}],
    "board": {"width": 3, "height": 3, "holes": ["b2"], "markers": {"a1": "red"}},
    "pieces": [{"at": "a1", "color": "white", "type": "king",
                "annotations": {"die": 3, "powers": ["rook"]}}],
    "zones": [{"id": "black-hand", "name": "Black's hand", "owner": 1, "side": "above",
               "pieces": [{"color": "black", "type": "man", "count": 2}]}],
    "check": ["a1"],
    "info": [{"label": "Object", "text": "win"}],
    "last_move": {"text": "a2a1", "from": "a2", "to": "a1"},
    "legal": [{"text": "a1a2", "from": "a1", "to": "a2", "via": "a3"},
              {"text": "M@c3", "from": "black-hand", "to": "c3", "label": "M"},
              {"text": "pass"}]
  })");
}

std::string joined(const std::vector<std::string>& errors) {
  std::string out;
  for (const auto& e : errors) out += e + "\n";
  return out;
}

TEST(ViewSchema, AcceptsAViewThatKeepsThePage) {
  EXPECT_EQ(joined(view_schema_errors(good_view())), "");
  json over = good_view();
  over.erase("legal");
  over["over"] = true;
  over["result"] = "draw";
  over["winner"] = -2;
  over["reason"] = "stalemate";
  EXPECT_EQ(joined(view_schema_errors(over)), "");
}

// Each broken view yields an error naming its fault.
TEST(ViewSchema, FindsEachKindOfFault) {
  struct Case {
    const char* fault;
    void (*breaks)(json&);
  };
  const Case cases[] = {
      {"missing 'variant'", [](json& v) { v.erase("variant"); }},
      {"missing 'zones'", [](json& v) { v.erase("zones"); }},
      {"missing 'check'", [](json& v) { v.erase("check"); }},
      {"'to_move' has the wrong type", [](json& v) { v["to_move"] = "white"; }},
      {"seats[0] is not an object", [](json& v) { v["seats"][0] = "White"; }},
      {"seats[1]: missing 'color'", [](json& v) { v["seats"][1].erase("color"); }},
      {"missing 'markers'", [](json& v) { v["board"].erase("markers"); }},
      {"pieces[0]: missing 'at'", [](json& v) { v["pieces"][0].erase("at"); }},
      {"pieces[0].at 'b2' is not a square", [](json& v) { v["pieces"][0]["at"] = "b2"; }},
      {"pieces[0].at 'd1' is not a square", [](json& v) { v["pieces"][0]["at"] = "d1"; }},
      {"pieces[0].at 'a4' is not a square", [](json& v) { v["pieces"][0]["at"] = "a4"; }},
      {"annotations.die is not a whole number",
       [](json& v) { v["pieces"][0]["annotations"]["die"] = "3"; }},
      {"a hidden piece's type must be \"unknown\"",
       [](json& v) { v["pieces"][0]["hidden"] = true; }},
      {"id 'black-hand' is not unique", [](json& v) { v["zones"].push_back(v["zones"][0]); }},
      {"id 'c3' is also a square name", [](json& v) { v["zones"][0]["id"] = "c3"; }},
      {"zones[0].pieces[0]: count must be at least 1",
       [](json& v) { v["zones"][0]["pieces"][0]["count"] = 0; }},
      {"owner 2 is not a seat", [](json& v) { v["zones"][0]["owner"] = 2; }},
      {"side must be above", [](json& v) { v["zones"][0]["side"] = "top"; }},
      {"check[0] 'z9' is not a square", [](json& v) { v["check"][0] = "z9"; }},
      {"'check' has the wrong type", [](json& v) { v["check"] = false; }},
      {"info[0]: missing 'text'", [](json& v) { v["info"][0].erase("text"); }},
      {"legal[1].from 'white-hand' is neither",
       [](json& v) { v["legal"][1]["from"] = "white-hand"; }},
      {"legal[0].to 'b2' is neither", [](json& v) { v["legal"][0]["to"] = "b2"; }},
      {"legal[0].via 'black-hand' is not a square",
       [](json& v) { v["legal"][0]["via"] = "black-hand"; }},
      {"legal[2] is not an object", [](json& v) { v["legal"][2] = "pass"; }},
      {"last_move.to 'a9' is neither", [](json& v) { v["last_move"]["to"] = "a9"; }},
      {"'result' given but the game is not over", [](json& v) { v["result"] = "win"; }},
      {"'legal' given but the game is over",
       [](json& v) {
         v["over"] = true;
         v["result"] = "win";
         v["winner"] = 0;
         v["reason"] = "checkmate";
       }},
      {"winner 5 is not a seat",
       [](json& v) {
         v.erase("legal");
         v["over"] = true;
         v["result"] = "win";
         v["winner"] = 5;
         v["reason"] = "checkmate";
       }},
  };
  for (const Case& c : cases) {
    json v = good_view();
    c.breaks(v);
    auto errors = view_schema_errors(v);
    EXPECT_THAT(joined(errors), HasSubstr(c.fault)) << "expected a fault: " << c.fault;
  }
  EXPECT_THAT(view_schema_errors(json::array()), Contains(HasSubstr("not a JSON object")));
}

// Options that make a variant's game reproducible: a fixed seed where the variant draws its set-up.
json options_for(const Variant& variant, int game) {
  json o = json::object();
  for (const auto& spec : variant.options())
    if (spec.name == "seed") o["seed"] = 1000 + game;
  return o;
}

class EveryVariant : public ::testing::TestWithParam<const Variant*> {};

TEST_P(EveryVariant, ViewsKeepThePageAlongRandomGames) {
  const Variant& variant = *GetParam();
  Rng rng(20261122);
  for (int game = 0; game < 3; ++game) {
    auto table = variant.create(options_for(variant, game));
    std::string played;
    Seat last_mover = kNoSeat;
    for (int ply = 0; ply <= 40; ++ply) {
      for (Seat seat = -2; seat < table->seats(); ++seat) {
        if (seat == -1) continue;  // the chance "seat" is no one's view
        json v = table->view(seat);
        std::string errors = joined(view_schema_errors(v));
        ASSERT_EQ(errors, "") << variant.id() << " game " << game << " ply " << ply << " seat "
                              << seat << ":\n"
                              << v.dump(1);
        EXPECT_EQ(v["variant"], variant.id());
        EXPECT_EQ(int(v["seats"].size()), table->seats());
        // A hidden game highlights a move in full for the seat that made it, and once over; any
        // other seat sees only a public step (docs/view.md): never a step whose text this seat is
        // not shown as its maker is (a burial's square, an assignment).
        bool sees_last = !played.empty() && (!variant.traits().hidden || seat == last_mover ||
                                             table->outcome().over());
        if (played.empty()) {
          EXPECT_FALSE(v.contains("last_move"));
        } else if (!sees_last) {
          // (Read from the histories' last entries: in a game without chance steps after it.)
          auto seen = table->history(seat), made = table->history(last_mover);
          bool secret = !variant.traits().chance &&
                        (seen.empty() || made.empty() || seen.back() != made.back());
          if (secret && v.contains("last_move")) {
            EXPECT_NE(v["last_move"]["text"], played) << variant.id() << " seat " << seat;
          }
        } else if (v.contains("last_move") || !variant.traits().chance) {
          EXPECT_EQ(v["last_move"]["text"], played) << "the move just played";
        }
        // (In a game of chance the referee's steps after the move, a new hole dealt, may change
        // the board under it: then nothing is highlighted.)
        bool to_act = seat == table->to_move() && !table->outcome().over();
        ASSERT_EQ(v.contains("legal"), to_act) << variant.id() << " seat " << seat;
        if (to_act) {
          // The same moves, in the same order and text, as the CLI and UCI see them.
          std::vector<std::string> texts;
          for (const auto& m : v["legal"]) texts.push_back(m["text"]);
          EXPECT_EQ(texts, table->legal_moves());
          // A move with only its text means the game gave no parts (no move_parts): the client
          // could only show it as a button.
          for (const auto& m : v["legal"])
            EXPECT_TRUE(m.contains("from") || m.contains("to") || m.contains("label"))
                << variant.id() << " gives no parts for " << m.dump();
        }
      }
      if (table->outcome().over()) break;
      auto moves = table->legal_moves();
      ASSERT_FALSE(moves.empty());
      played = moves[rng.below(moves.size())];
      last_mover = table->to_move();
      table->play(played);
    }
  }
}

INSTANTIATE_TEST_SUITE_P(Catalog, EveryVariant, ::testing::ValuesIn(variants()),
                         [](const auto& info) {
                           std::string name(info.param->id());
                           std::replace(name.begin(), name.end(), '-', '_');
                           return name;
                         });

// Moves in views are the machine texts, so a client can send back what it was given.
TEST(Views, LegalTextsPlayBackAndUndoRemovesTheLastMove) {
  auto t = find("chess960").create({{"sp", 518}});
  auto v = t->view(0);
  EXPECT_EQ(v["legal"][0]["text"], t->legal_moves()[0]);
  t->play("e2e4");
  v = t->view(1);
  EXPECT_EQ(v["last_move"], (json{{"text", "e2e4"}, {"from", "e2"}, {"to", "e4"}}));
  t->play("e7e5");
  EXPECT_EQ(t->view(kNoSeat)["last_move"]["from"], "e7");
  t->undo();
  EXPECT_EQ(t->view(kNoSeat)["last_move"]["from"], "e2");
  t->undo();
  EXPECT_FALSE(t->view(kNoSeat).contains("last_move"));
}

TEST(Views, NoLegalMovesOnceTheGameIsOver) {
  auto t = find("chess960").create({{"sp", 518}});
  t->resign(0);
  EXPECT_FALSE(t->view(0).contains("legal"));
  EXPECT_EQ(joined(view_schema_errors(t->view(0))), "");
}

}  // namespace
}  // namespace menagerie::catalog
