// Golden playthroughs: one seeded game per variant, with what every seat and a spectator is shown
// (their view at a few moments, their history after every move) written as text in tests/golden/.
// Any change to what a seat sees then shows up in review as a diff of that file. To accept a change
// on purpose: MENAGERIE_UPDATE_GOLDEN=1 ctest -R Golden, and review the diff.
#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

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

// How a variant's playthrough is set up: its options, its length, its shape and the file it is
// written to (the variant's id unless a second playthrough of the same game needs another).
struct Playthrough {
  std::string_view variant;
  json options = json::object();
  int plies = 24;
  Shape shape{};
  std::string_view file{};
};

// The playthroughs that differ from the default (no options, 24 plies, a view every 10). A game not
// listed here is played with the default: adding a game to the catalog adds its playthrough, which
// fails until its file is written and reviewed.
std::vector<Playthrough> settings() {
  return {
      {.variant = "chess960", .options = {{"sp", 734}}},
      {.variant = "golf", .options = {{"seed", 5}, {"deal", "2"}, {"holes", 1}}, .plies = 6},
      // A race of three: the counts stay with their golfers until the last one reveals them.
      {.variant = "golf",
       .options = {{"seats", 3}, {"holes", 2}, {"deal", "2"}, {"seed", 5}},
       .plies = 30,
       .shape = {.view_every = 10, .compact = true},
       .file = "golf-race"},
      {.variant = "zombie", .plies = 40},
      // From a small middlegame (pieces on both sides of the mirror) so that the file stays short.
      {.variant = "half-alice",
       .options = {{"fen", "4k3/8/2n*5/8/8/8/6B*1/4K3 w - - 0 20 12"}},
       .plies = 6},
      // Only reachable questions: by default random play asks mostly impossible ones (passes) and
      // soon repeats the position three times.
      {.variant = "masquerade", .options = {{"questions", "reachable"}}, .plies = 40},
      // A small board keeps the file short; the deal, hidden draws and a few turns' steps show.
      {.variant = "cooperative",
       .options = {{"seed", 8}, {"fen", "4k3/p7/8/3n4/4B3/8/7P/4K3 w - - 0 1"}},
       .plies = 9},
      {.variant = "chessence-sniderman", .options = {{"rounds", 3}, {"seed", 11}}, .plies = 40},
      // Four seats that all see the same: the views only at the start and the end, one line each.
      {.variant = "crowded-house", .plies = 12, .shape = {.view_every = 0, .compact = true}},
  };
}

// Every variant of the catalog: its playthroughs as set above, or the default one.
std::vector<Playthrough> playthroughs() {
  std::vector<Playthrough> all;
  for (const Variant* v : variants()) {
    bool listed = false;
    for (const Playthrough& p : settings())
      if (p.variant == v->id()) {
        all.push_back(p);
        listed = true;
      }
    if (!listed) all.push_back({.variant = v->id()});
  }
  return all;
}

TEST(Golden, EveryVariantsPlaythrough) {
  for (const Playthrough& p : playthroughs()) {
    std::string file(p.file.empty() ? p.variant : p.file);
    SCOPED_TRACE(file);
    expect_golden(file, playthrough(find(p.variant), p.options, p.plies, p.shape));
  }
}

// A setting for a variant the catalog does not have would be a playthrough nobody runs.
TEST(Golden, EverySettingNamesAVariant) {
  for (const Playthrough& p : settings()) EXPECT_NE(lookup(p.variant), nullptr) << p.variant;
}

}  // namespace
}  // namespace menagerie::catalog
