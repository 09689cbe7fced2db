// The computer player of every game with hidden information plays from its seat's observation
// only: two games that differ in one secret of another seat give it the same observation, and so
// the same move from the same seed; and what it plays is legal in the real game.
#include <algorithm>

#include <gtest/gtest.h>

#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"

namespace menagerie::catalog {
namespace {

std::unique_ptr<Table> replay(const Variant& v, const std::vector<std::string>& moves) {
  auto t = v.create(json::object());
  for (const auto& m : moves) t->play(m);
  return t;
}

bool same(const ObservationText& a, const ObservationText& b) {
  return a.variant == b.variant && a.seat == b.seat && a.options == b.options &&
         a.start == b.start && a.moves == b.moves && a.info == b.info;
}

TEST(HiddenComputer, PlaysTheSameFromTwoGamesItCannotTellApart) {
  int hidden = 0;
  for (const Variant* v : variants()) {
    if (!v->traits().hidden || v->traits().chance || !v->make_engine()) continue;
    ++hidden;
    SCOPED_TRACE(std::string(v->id()));
    int pairs = 0;
    Rng rng(17);
    std::vector<std::string> played;
    for (int ply = 0; ply < 60 && pairs < 4; ++ply) {
      auto t = replay(*v, played);
      if (t->outcome().over()) break;
      Seat mover = t->to_move(), other = 1 - mover;
      auto legal = t->legal_moves();
      rng.shuffle(legal);
      for (std::size_t j = 1; j < legal.size() && j < 10; ++j) {
        auto a = replay(*v, played), b = replay(*v, played);
        a->play(legal[0]);
        b->play(legal[j]);
        if (a->outcome().over() || a->to_move() != other) continue;
        if (a->view(other) != b->view(other)) continue;  // the other seat can tell them apart
        ++pairs;
        ObservationText oa = a->observation(other), ob = b->observation(other);
        EXPECT_TRUE(same(oa, ob)) << legal[0] << " / " << legal[j] << ": " << oa.info << " vs "
                                  << ob.info;
        // Fresh players: what one learned searching (its hash table) is no secret, but would make
        // the two answers differ for reasons other than the observation. A fixed depth, not a
        // time: a level's time budget would let the machine's speed choose (and does, under the
        // sanitizers).
        auto ea = v->make_engine(), eb = v->make_engine();
        engine::Limits depth;
        depth.depth = 3;
        std::string ma = ea->think(oa, depth, {}, nullptr).best,
                    mb = eb->think(ob, depth, {}, nullptr).best;
        EXPECT_EQ(ma, mb);
        auto moves = a->legal_moves();
        EXPECT_NE(std::find(moves.begin(), moves.end(), ma), moves.end()) << ma << " is not legal";
        break;
      }
      played.push_back(legal[0]);
    }
    EXPECT_GT(pairs, 0) << "no secret choice found to compare";
  }
  if (hidden == 0) GTEST_SKIP() << "no hidden game with a computer player in the catalog";
}

TEST(HiddenComputer, RefusesAnotherVariantsObservation) {
  for (const Variant* v : variants()) {
    if (!v->traits().hidden || !v->make_engine()) continue;
    auto engine = v->make_engine();
    ObservationText seen;
    seen.variant = "chess960";
    Rng rng(1);
    EXPECT_THROW(engine->play_level(seen, 1, rng), InputError) << v->id();
  }
}

}  // namespace
}  // namespace menagerie::catalog
