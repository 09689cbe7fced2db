// SearchEngine<G>: the catalog's computer player for any game the generic search can play.
#pragma once

#include <algorithm>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/table.hpp"
#include "core/error.hpp"
#include "engine/levels.hpp"
#include "engine/nnue/network.hpp"
#include "engine/search.hpp"

namespace menagerie::catalog {

template <class G>
requires engine::Searchable<G> && Notated<G> &&(!traits_of<G>().hidden) class SearchEngine final
    : public Engine {
 public:
  SearchEngine() : searcher_(16) {}

  void set_hash(std::size_t mb) override { searcher_.set_hash(mb); }
  void new_game() override { searcher_.clear(); }
  // "classic_castling", for games that can write castling the classic way (Chess960): e1g1
  // (true) or king-takes-rook e1h1 (false, the default), for UCI GUIs that play standard chess.
  // "eval_file", for games with a learned evaluation (docs/nnue.md): a network file to evaluate
  // with, or "" for the handwritten evaluation (the default while the network is unmeasured).
  std::vector<OptionSpec> engine_options() const override {
    std::vector<OptionSpec> out;
    if constexpr (kHasClassic)
      out.push_back(
          {"classic_castling",
           "boolean",
           "write castling as the king's two-square move (e1g1), not as king takes rook (e1h1)",
           false,
           {},
           0,
           0});
    if constexpr (kHasNetwork)
      out.push_back({"eval_file",
                     "string",
                     "a learned evaluation's network file (docs/nnue.md); empty: the handwritten "
                     "evaluation",
                     "",
                     {},
                     0,
                     0});
    return out;
  }
  void set_option(std::string_view name, const json& value) override {
    if (kHasClassic && name == "classic_castling") {
      validate_options(engine_options(), json{{std::string(name), value}});  // a boolean
      classic_ = value.get<bool>();
      return;
    }
    if constexpr (kHasNetwork) {
      if (name == "eval_file") {
        validate_options(engine_options(), json{{std::string(name), value}});  // a string
        auto path = value.get<std::string>();
        // A bad file throws here, before anything changes: the network in use stays.
        searcher_.set_network(path.empty() ? nullptr
                                           : std::make_shared<const engine::nnue::Network>(
                                                 engine::nnue::load(path, G::kNnueInputs)));
        return;
      }
    }
    Engine::set_option(name, value);
  }

  // A game that names its own depth for a level (G::kLevelDepths, one per level 1-8, 0 for the
  // common one) searches that deep there instead.
  engine::Limits level_limits(int level) const override {
    engine::Limits limits = Engine::level_limits(level);
    if constexpr (requires { G::kLevelDepths; }) {
      int depth = G::kLevelDepths[std::size_t(
          std::clamp(level, engine::kMinLevel, engine::kMaxLevel) - engine::kMinLevel)];
      if (depth > 0 && limits.depth > 0) limits.depth = depth;
    }
    return limits;
  }

  Thought think(const ObservationText& seen, const engine::Limits& limits,
                const engine::InfoCallback& info, const std::atomic<bool>* stop) override {
    if (seen.variant != G::kId)
      throw InputError("this engine plays " + std::string(G::kId) + ", not " + seen.variant);
    // The observation of a game without secrets is its start and every move: replay them, keeping
    // the earlier positions for repetition.
    Record<G> record(G::parse_position(seen.start));
    std::vector<std::uint64_t> history;
    for (const auto& text : seen.moves) {
      history.push_back(G::hash(record.state()));
      record.play(G::parse_move(record.state(), text));
    }
    const typename G::State root = record.state();
    auto report = [&](const typename engine::Searcher<G>::Report& r) {
      if (!info) return;
      for (const auto& line : r.lines) {
        engine::Info i;
        i.depth = r.depth;
        i.seldepth = r.seldepth;
        i.multipv = line.multipv;
        i.score = line.score;
        i.mate = engine::is_mate_score(line.score);
        i.mate_moves = i.mate ? engine::mate_in(line.score) : 0;
        i.nodes = r.nodes;
        i.time_ms = r.time_ms;
        i.pv = texts(root, line.pv);
        info(i);
      }
    };
    auto result = searcher_.search(root, history, limits, report, stop);
    Thought t;
    if (!result.has_move) return t;
    auto pv =
        texts(root, result.pv.empty() ? std::vector<typename G::Move>{result.best} : result.pv);
    t.best = pv[0];
    if (pv.size() > 1) t.ponder = pv[1];
    t.score = result.score;
    t.mate = engine::is_mate_score(result.score);
    t.mate_moves = t.mate ? engine::mate_in(result.score) : 0;
    t.depth = result.depth;
    t.nodes = result.nodes;
    return t;
  }

 private:
  std::vector<std::string> texts(typename G::State s,
                                 const std::vector<typename G::Move>& moves) const {
    std::vector<std::string> out;
    for (const auto& m : moves) {
      if constexpr (kHasClassic)
        out.push_back(classic_ ? G::classic_move_text(s, m) : G::move_text(s, m));
      else
        out.push_back(G::move_text(s, m));
      G::play(s, m);
    }
    return out;
  }

  static constexpr bool kHasNetwork = engine::nnue::HasNnueFeatures<G>;
  static constexpr bool kHasClassic =
      requires(const typename G::State& s, const typename G::Move& m) {
    G::classic_move_text(s, m);
  };

  engine::Searcher<G> searcher_;
  bool classic_ = false;
};

}  // namespace menagerie::catalog
