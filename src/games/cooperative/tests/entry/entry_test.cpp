// The catalog entry (src/catalog/entries/cooperative.cpp) as the CLI and the server see it: the
// deal from the seed, the options, bad input named, each seat's view, and the computer partner.
#include <algorithm>
#include <cctype>
#include <string>
#include <type_traits>

#include <gtest/gtest.h>

#include "support/error_of.hpp"

#include "catalog/variant.hpp"
#include "core/error.hpp"

namespace menagerie::catalog::entries {
const Variant& cooperative_variant();
}

namespace menagerie::catalog {
namespace {

using menagerie::harness::expect_error;

const Variant& variant() { return entries::cooperative_variant(); }

json zone(const json& view, const std::string& id) {
  for (const auto& z : view["zones"])
    if (z["id"] == id) return z;
  return nullptr;
}

TEST(CooperativeCatalog, DealtFromTheSeed) {
  Traits t = variant().traits();
  EXPECT_TRUE(t.hidden && t.chance && t.cooperative && t.scores && t.multi_step);
  auto a = variant().create({{"seed", 5}}), b = variant().create({{"seed", 5}});
  EXPECT_EQ(a->to_move(), 0);
  EXPECT_EQ(a->view(0), b->view(0)) << "the same seed deals the same hands";
  EXPECT_EQ(a->history(1).size(), 6u);
  EXPECT_EQ(a->history(1)[0], "White is dealt a card");
  EXPECT_EQ(zone(a->view(0), "draw-pile")["pieces"][0]["count"], 26);
  // The seed is never in what a player is given.
  EXPECT_FALSE(a->observation(0).options.contains("seed"));
  EXPECT_EQ(a->observation(0).info.find("seed="), std::string::npos);
}

TEST(CooperativeCatalog, HandsAreSecretAndCountsPublic) {
  auto t = variant().create({{"seed", 9}});
  json white = t->view(0), black = t->view(1), watcher = t->view(kSpectator);
  json own = zone(white, "white-hand")["pieces"];
  int cards = 0;
  for (const auto& p : own) {
    EXPECT_NE(p["type"], "unknown");
    cards += p["count"].get<int>();
  }
  EXPECT_EQ(cards, 3);
  EXPECT_EQ(zone(black, "white-hand")["pieces"][0]["hidden"], true);
  EXPECT_EQ(zone(black, "white-hand")["pieces"][0]["count"], 3);
  EXPECT_EQ(zone(watcher, "black-hand")["pieces"][0]["type"], "unknown");
  EXPECT_TRUE(white.contains("secret"));
  EXPECT_FALSE(watcher.contains("secret"));
  EXPECT_NE(t->position(0), t->position(1));
  EXPECT_NE(t->position(kSpectator).find("hands=?\?\?/?\?\?"), std::string::npos);
}

TEST(CooperativeCatalog, OptionsAndBadInputAreNamed) {
  expect_error([] { variant().create({{"outofcards", "never"}}); }, "outofcards");
  expect_error([] { variant().create({{"colour", "red"}}); }, "unknown option 'colour'");
  expect_error(
      [] {
        variant().create({{"fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 hands=QQQ/-"}});
      },
      "give a board only");
  auto first = variant().create({{"seed", 1}, {"outofcards", "first"}});
  EXPECT_NE(first->position(0).find("outofcards=first"), std::string::npos);
  auto t = variant().create({{"seed", 3}});
  std::string before = t->position(0);
  expect_error([&] { t->play("e7e5"); }, "it is White's turn");
  expect_error([&] { t->play("end"); }, "must play a card");
  expect_error([&] { t->play("draw-K"); }, "drawn by the game");
  t->play("e2e4");
  expect_error([&] { t->play("d2d4"); }, "already made");
  EXPECT_NE(t->position(0), before);
  t->undo();
  EXPECT_EQ(t->position(0), before) << "undo takes the step back";
}

TEST(CooperativeCatalog, ThePartnerPlaysLegalStepsFromItsObservation) {
  auto t = variant().create({{"seed", 21}});
  auto engine = variant().make_engine();
  ASSERT_TRUE(engine);
  Rng rng(4);
  for (int i = 0; i < 30 && !t->outcome().over(); ++i) {
    Seat seat = t->to_move();
    ObservationText seen = t->observation(seat);
    Thought th = engine->play_level(seen, 3, rng);
    auto legal = t->legal_moves();
    ASSERT_NE(std::find(legal.begin(), legal.end(), th.best), legal.end()) << th.best;
    t->play(th.best);
  }
}

// What a computer player is handed is an ObservationText, never a State: the clairvoyant
// (games/cooperative/clairvoyant.hpp), which needs the referee's State and the pile's order, cannot
// be reached from a seat's play through this interface.
TEST(CooperativeCatalog, TheComputerPlayerIsGivenAnObservation) {
  using Think = Thought (Engine::*)(const ObservationText&, const engine::Limits&,
                                    const engine::InfoCallback&, const std::atomic<bool>*);
  using PlayLevel = Thought (Engine::*)(const ObservationText&, int, Rng&);
  using Answer = std::optional<bool> (Engine::*)(const ObservationText&, std::string_view);
  static_assert(std::is_same_v<decltype(&Engine::think), Think>);
  static_assert(std::is_same_v<decltype(&Engine::play_level), PlayLevel>);
  static_assert(std::is_same_v<decltype(&Engine::answer_question), Answer>);
  // And an ObservationText of a hidden game carries only the seat's text: the partner's hand is "?".
  auto t = variant().create({{"seed", 5}});
  std::string info = t->observation(0).info;
  EXPECT_NE(info.find("/???"), std::string::npos) << info;
}

// Table talk: the catalog lists the preset questions, and the computer partner answers each one
// truthfully from its own hand (and the board, for "wild"), as its own position text shows them;
// anything else it does not answer.
TEST(CooperativeCatalog, ThePartnerAnswersThePresetQuestionsFromItsOwnHand) {
  ASSERT_TRUE(variant().traits().talk);
  auto questions = variant().questions();
  ASSERT_EQ(questions.size(), 9u);
  auto engine = variant().make_engine();
  Rng rng(9);
  int yes = 0, no = 0;
  for (int seed : {3, 4, 5}) {
    auto t = variant().create({{"seed", seed}});
    for (int i = 0; i < 24 && !t->outcome().over(); ++i) {
      for (Seat seat : {0, 1}) {
        // The seat's own text: the board and its own hand (the partner's is "?").
        std::string text = t->position(seat);
        std::string board = text.substr(0, text.find(' '));
        auto at = text.find("hands=") + 6;
        std::string hands = text.substr(at, text.find(' ', at) - at);
        std::string hand =
            seat == 0 ? hands.substr(0, hands.find('/')) : hands.substr(hands.find('/') + 1);
        auto holds = [&](const std::string& letters) {
          return hand.find_first_of(letters) != std::string::npos;
        };
        auto wild = [&] {
          for (char c : hand) {
            char piece = char(seat == 0 ? std::toupper(c) : std::tolower(c));
            if (c != '-' && board.find(piece) == std::string::npos) return true;
          }
          return false;
        };
        const std::pair<std::string, bool> truth[] = {
            {"card-pawn", holds("Pp")},    {"card-knight", holds("Nn")},
            {"card-bishop", holds("Bb")},  {"card-rook", holds("Rr")},
            {"card-queen", holds("Qq")},   {"card-king", holds("Kk")},
            {"red-card", holds("PNBRQK")}, {"black-card", holds("pnbrqk")},
            {"wild-card", wild()},
        };
        for (const auto& [id, want] : truth) {
          auto got = engine->answer_question(t->observation(seat), id);
          ASSERT_TRUE(got.has_value()) << id;
          EXPECT_EQ(*got, want) << id << " seat " << seat << " " << text;
          (want ? yes : no) += 1;
        }
        EXPECT_FALSE(
            engine->answer_question(t->observation(seat), "Do you have the queen?").has_value());
      }
      t->play(engine->play_level(t->observation(t->to_move()), 2, rng).best);
    }
  }
  EXPECT_GT(yes, 20);
  EXPECT_GT(no, 20);
}

}  // namespace
}  // namespace menagerie::catalog
