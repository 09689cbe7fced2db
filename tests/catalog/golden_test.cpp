// Golden playthroughs: one seeded game per variant, with what every seat and a spectator is shown
// (their view at a few moments, their history after every move) written as text in tests/golden/.
// Any change to what a seat sees then shows up in review as a diff of that file. To accept a change
// on purpose: MENAGERIE_UPDATE_GOLDEN=1 ctest -R Golden, and review the diff.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "catalog/variant.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog {
namespace {

// How much of the views a playthrough writes: every `view_every` plies (0: only at the start and
// the end), each view indented or on one line (compact, for a game whose many views would make the
// file too long to review).
struct Shape {
  int view_every = 10;
  bool compact = false;
};

// The game played by seeded random moves, and what each viewer is shown along the way.
std::string playthrough(const Variant& variant, const json& options, int plies, Shape shape = {}) {
  auto table = variant.create(options);
  Rng rng(2026);
  std::ostringstream out;
  out << "# " << variant.id() << " " << options.dump() << "\n";
  auto show_views = [&](int ply) {
    for (Seat k = kSpectator; k < table->seats(); ++k) {
      if (k == kChance) continue;
      json v = table->view(k);
      out << "## ply " << ply << ", view of "
          << (k == kSpectator ? "a spectator" : "seat " + std::to_string(k)) << "\n"
          << (shape.compact ? v.dump() : v.dump(1)) << "\n";
    }
  };
  show_views(0);
  for (int ply = 1; ply <= plies && !table->outcome().over(); ++ply) {
    auto legal = table->legal_moves();
    if (legal.empty()) break;
    table->play(legal[rng.below(legal.size())]);
    out << "ply " << ply << ":";
    for (Seat k = kSpectator; k < table->seats(); ++k) {
      if (k == kChance) continue;
      auto h = table->history(k);
      out << " [" << (k == kSpectator ? "spectator" : "seat " + std::to_string(k)) << "] "
          << (h.empty() ? "-" : h.back());
    }
    out << "\n";
    if (shape.view_every > 0 && ply % shape.view_every == 0) show_views(ply);
  }
  show_views(-1);
  for (Seat k = kSpectator; k < table->seats(); ++k)
    if (k != kChance) out << "## record for " << k << "\n" << table->record(k) << "\n";
  return out.str();
}

void expect_golden(const std::string& name, const std::string& text) {
  std::string path = std::string(MENAGERIE_SOURCE_DIR) + "/tests/golden/" + name + ".txt";
  if (const char* update = std::getenv("MENAGERIE_UPDATE_GOLDEN"); update && *update == '1') {
    std::ofstream(path) << text;
    return;
  }
  std::ifstream in(path);
  ASSERT_TRUE(in) << path << " is missing: run with MENAGERIE_UPDATE_GOLDEN=1 to write it";
  std::stringstream want;
  want << in.rdbuf();
  EXPECT_TRUE(want.str() == text)
      << "what a seat sees changed: rerun with MENAGERIE_UPDATE_GOLDEN=1 "
         "and review the diff of "
      << path;
}

TEST(Golden, Chess960) {
  expect_golden("chess960", playthrough(find("chess960"), {{"sp", 734}}, 24));
}
TEST(Golden, ChessenceWinslow) {
  expect_golden("chessence-winslow", playthrough(find("chessence-winslow"), json::object(), 24));
}
TEST(Golden, PowerChess) {
  expect_golden("power-chess", playthrough(find("power-chess"), json::object(), 24));
}
TEST(Golden, Golf) {
  expect_golden("golf", playthrough(find("golf"), {{"seed", 5}, {"deal", "2"}, {"holes", 1}}, 6));
}
// A race of three: the counts stay with their golfers until the last one reveals them.
TEST(Golden, GolfRace) {
  expect_golden("golf-race",
                playthrough(find("golf"), {{"seats", 3}, {"holes", 2}, {"deal", "2"}, {"seed", 5}},
                            30, {.view_every = 10, .compact = true}));
}
TEST(Golden, Zombie) { expect_golden("zombie", playthrough(find("zombie"), json::object(), 40)); }
// From a small middlegame (pieces on both sides of the mirror) so that the file stays short.
TEST(Golden, HalfAlice) {
  expect_golden("half-alice", playthrough(find("half-alice"),
                                          {{"fen", "4k3/8/2n*5/8/8/8/6B*1/4K3 w - - 0 20 12"}}, 6));
}
TEST(Golden, Masquerade) {
  // Only reachable questions: by default random play asks mostly impossible ones (passes) and
  // soon repeats the position three times.
  expect_golden("masquerade", playthrough(find("masquerade"), {{"questions", "reachable"}}, 40));
}
TEST(Golden, Cooperative) {
  // A small board keeps the file short; the deal, hidden draws and a few turns' steps show.
  expect_golden("cooperative",
                playthrough(find("cooperative"),
                            {{"seed", 8}, {"fen", "4k3/p7/8/3n4/4B3/8/7P/4K3 w - - 0 1"}}, 9));
}
TEST(Golden, ChessenceSnidermanMatch) {
  expect_golden("chessence-sniderman",
                playthrough(find("chessence-sniderman"), {{"rounds", 3}, {"seed", 11}}, 40));
}
// Four seats that all see the same: the views only at the start and the end, one line each.
TEST(Golden, CrowdedHouse) {
  expect_golden("crowded-house", playthrough(find("crowded-house"), json::object(), 12,
                                             {.view_every = 0, .compact = true}));
}

}  // namespace
}  // namespace menagerie::catalog
