// DeterminizedEngine<G>: the catalog's computer player for a game with hidden information. It is
// given one seat's observation (the game's G::Observation as text, in ObservationText::info) and the
// public history, never the referee's State, and plays by determinized search (engine/pimc.hpp),
// or, with the engine option `search` set to `belief`, by the belief search that values finding
// things out (engine/belief_search.hpp), or set to `ismcts`, by information-set MCTS
// (engine/ismcts.hpp), on the same budget of nodes, time and worlds.
#pragma once

#include <atomic>
#include <memory>
#include <string>
#include <string_view>

#include "catalog/observed_engine.hpp"
#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "engine/belief_search.hpp"
#include "engine/ismcts.hpp"
#include "engine/levels.hpp"
#include "engine/pimc.hpp"

namespace menagerie::catalog {

template <class G>
requires engine::Determinized<G> && Notated<G> &&
    (traits_of<G>().hidden) class DeterminizedEngine final : public Engine {
 public:
  DeterminizedEngine() : pimc_(16) {}

  void set_hash(std::size_t mb) override {
    hash_mb_ = mb;
    pimc_.set_hash(mb);
    if (belief_) belief_->set_hash(mb);
    if (tree_) tree_->set_hash(mb);
  }
  void new_game() override {
    pimc_.clear();
    if (belief_) belief_->clear();
    if (tree_) tree_->clear();
  }

  std::vector<OptionSpec> engine_options() const override {
    return {{"search",
             "choice",
             "how the computer plays from what it has seen: determinized (each drawn world "
             "searched as if it were the truth) or belief (its next move decided knowing only "
             "what it will have seen, so that asking and hiding have value) or ismcts (one tree "
             "over every world it may be in, each decision made on what it will have seen)",
             "determinized",
             {"determinized", "belief", "ismcts"},
             0,
             0}};
  }
  void set_option(std::string_view name, const json& value) override {
    if (name == "search") {
      validate_options(engine_options(), json{{std::string(name), value}});
      belief_search_ = value.get<std::string>() == "belief";
      tree_search_ = value.get<std::string>() == "ismcts";
      // Its own table, made only when asked for: most engines never play this way.
      if (belief_search_ && !belief_) belief_ = std::make_unique<engine::BeliefSearch<G>>(hash_mb_);
      if (tree_search_ && !tree_) tree_ = std::make_unique<engine::Ismcts<G>>(hash_mb_);
      return;
    }
    Engine::set_option(name, value);
  }

  // Within `limits`: the time or nodes are shared among the samples; a depth applies to each.
  Thought think(const ObservationText& seen, const engine::Limits& limits,
                const engine::InfoCallback& info, const std::atomic<bool>* stop) override {
    engine::PimcLimits l;
    l.samples = kSamples;
    l.per_sample.depth = limits.depth;
    if (limits.nodes) l.per_sample.nodes = std::max<std::uint64_t>(1, limits.nodes / kSamples);
    std::int64_t ms = limits.movetime;
    if (!ms && limits.has_clock()) {
      // A thirtieth of the clock, and half the increment, for this move.
      Seat seat = seen.seat == 1 ? 1 : 0;
      ms = limits.time[seat] / 30 + limits.increment[seat] / 2;
    }
    if (ms) {
      l.budget = ms;
      l.per_sample.movetime = std::max<std::int64_t>(1, ms / kSamples);
    }
    if (!l.per_sample.depth && !l.per_sample.nodes && !l.per_sample.movetime && !limits.infinite)
      l.per_sample.depth = 4;
    Rng rng(observation_seed(seen));
    Thought t = answer(choose(seen, l, rng, stop));
    report_thought(info, t, t.depth);
    return t;
  }

  // A level's samples and search (the game's own table, G::kSampledLevels, or the shared
  // engine::sampled_level); the weaker levels pick among the moves whose average is within the
  // level's spread of the best.
  Thought play_level(const ObservationText& seen, int level, Rng& rng) override {
    engine::SampledLevel lv = engine::sampled_level_of<G>(level);
    engine::PimcLimits l;
    l.samples = lv.samples;
    l.per_sample.depth = lv.depth;
    l.per_sample.nodes = lv.nodes;
    // A person waits at most about a second at full strength: no new sample after 0.75 s, and no
    // sample's search beyond its share of it (on a loaded machine; otherwise the node limits
    // decide). The lower levels search far less and keep to their node limits alone, so their
    // choice is the same for the same seed on any machine (and level 8's too with fixed nodes).
    if (level >= engine::kMaxLevel && !fixed_nodes()) {
      l.budget = kLevelBudgetMs;
      l.per_sample.movetime = 2 * kLevelBudgetMs / lv.samples;
    }
    // Under a clock no level thinks past its share of what is left (three quarters of it for new
    // samples, as above).
    if (time_cap() > 0) {
      l.budget = engine::tighter_ms(l.budget, std::max<std::int64_t>(1, time_cap() * 3 / 4));
      l.per_sample.movetime = engine::tighter_ms(
          l.per_sample.movetime, std::max<std::int64_t>(1, 2 * l.budget / lv.samples));
    }
    auto c = choose(seen, l, rng, nullptr);
    if (c.has_move && lv.spread > 0) {
      // Only among the moves each sample scored exactly (the best few): the others share a bound.
      std::vector<int> scores;
      // The belief search's moves beyond those it decided twice are valued on another scale.
      std::size_t lines = belief_search_ ? std::max<std::size_t>(1, belief_->decided())
                                         : std::size_t(l.scored_moves);
      for (std::size_t k = 0; k < c.moves.size() && k < lines; ++k)
        scores.push_back(engine::centipawns(c.moves[k].expectancy));
      std::size_t pick = engine::choose_line(scores, lv.spread, rng);
      c.best = c.moves[pick].move;
      c.expectancy = c.moves[pick].expectancy;
    }
    return answer(c);
  }

 private:
  static constexpr int kSamples = 12;
  static constexpr std::int64_t kLevelBudgetMs = 750;

  using Choice = typename engine::Pimc<G>::Choice;

  Choice choose(const ObservationText& seen, const engine::PimcLimits& l, Rng& rng,
                const std::atomic<bool>* stop) {
    expect_variant(seen, G::kId);
    if (tree_search_)
      return tree_->choose(G::parse_observation(seen.info), tree_limits(l), rng, stop);
    if (!belief_search_) return pimc_.choose(G::parse_observation(seen.info), l, rng, stop);
    // The same budget: as many worlds as samples, all the samples' nodes and time.
    engine::BeliefLimits b;
    b.worlds = std::size_t(std::max(1, l.samples));
    b.samples = l.samples;
    b.nodes = l.per_sample.nodes * std::uint64_t(std::max(1, l.samples));
    b.depth = l.per_sample.depth;
    // Its searches share the whole budget (determinized search lets each sample run to twice
    // its share, as no search follows the last sample's).
    b.movetime = l.budget ? l.budget : l.per_sample.movetime * std::max(1, l.samples);
    b.scored_moves = l.scored_moves;
    b.budget = l.budget;
    return belief_->choose(G::parse_observation(seen.info), b, rng, stop);
  }

  // The tree search on the same budget: all the samples' nodes and time. A level limited by depth
  // alone gets as many walks as the samples' searches would have visited nodes at that depth in
  // a typical position (about 30 moves): a rough match, as the depths' costs differ by game.
  static engine::IsmctsLimits tree_limits(const engine::PimcLimits& l) {
    engine::IsmctsLimits t;
    int samples = std::max(1, l.samples);
    t.nodes = l.per_sample.nodes * std::uint64_t(samples);
    t.movetime = l.budget ? l.budget : l.per_sample.movetime * samples;
    if (!t.nodes && !t.movetime) t.iterations = samples * 30 * std::max(1, l.per_sample.depth);
    return t;
  }

  Thought answer(const Choice& c) const {
    Thought t;
    if (!c.has_move) return t;
    t.best = G::move_text(c.sample, c.best);
    t.score = engine::centipawns(c.expectancy);
    t.nodes = c.nodes;
    t.depth = c.samples;  // the number of samples is the nearest thing to a depth
    return t;
  }

  engine::Pimc<G> pimc_;
  std::unique_ptr<engine::BeliefSearch<G>> belief_;
  bool belief_search_ = false;
  std::unique_ptr<engine::Ismcts<G>> tree_;
  bool tree_search_ = false;
  std::size_t hash_mb_ = 16;
};

}  // namespace menagerie::catalog
