// Cooperative Chess in the catalog: the standard start (or a given board), the deal and every draw
// taken by the referee from the seed, rule 7's reading of "out of cards", and the computer partner
// (games/cooperative/partner.hpp) playing from its seat's observation.
#include <limits>
#include <memory>
#include <string>

#include "catalog/observed_engine.hpp"
#include "catalog/table.hpp"
#include "catalog/variant.hpp"
#include "chess/fen.hpp"
#include "core/error.hpp"
#include "engine/levels.hpp"
#include "games/cooperative/cooperative.hpp"
#include "games/cooperative/partner.hpp"
#include "games/cooperative/talk.hpp"

namespace menagerie::catalog {

namespace {

using cooperative::OutOfCards;

// The computer partner: samples of what its seat cannot see (the partner's hand, the pile's
// order), each searched whole turns ahead for the team (partner.hpp). The same observation gives
// the same step. Not a DeterminizedEngine:
// that one searches each sample with the two-sided alpha-beta search (engine::Determinized), and
// here one team plays against chance; what they share is in observed_engine.hpp.
class CooperativeEngine final : public Engine {
 public:
  void set_hash(std::size_t) override {}
  void new_game() override {}

  Thought think(const ObservationText& seen, const engine::Limits& limits,
                const engine::InfoCallback& info, const std::atomic<bool>*) override {
    cooperative::PlanLimits l;
    if (limits.depth > 0) {  // analysis asked for more samples: let it take their time
      l.samples = std::min(64, 4 * limits.depth);
      l.max_turns = std::uint64_t(l.samples) * 100'000;
    }
    Rng rng(observation_seed(seen));
    Thought t = decide(seen, l, rng);
    report_thought(info, t, l.samples);
    return t;
  }

  // Weaker levels look at fewer samples and, below level 4, not a turn further; from level 4 on,
  // five turns ahead (PlanLimits' defaults; docs/rules/cooperative.md, "Benchmark").
  Thought play_level(const ObservationText& seen, int level, Rng& rng) override {
    cooperative::PlanLimits l;
    l.samples = std::clamp(level, 1, 8);
    l.lookahead = level >= 4;
    return decide(seen, l, rng);
  }

  // Table talk: the truthful answer from this seat's own hand (its observation holds no other).
  std::optional<bool> answer_question(const ObservationText& seen,
                                      std::string_view question) override {
    expect_variant(seen, Cooperative::kId);
    return cooperative::talk_answer(Cooperative::parse_observation(seen.info), question);
  }

 private:
  static Thought decide(const ObservationText& seen, const cooperative::PlanLimits& l, Rng& rng) {
    expect_variant(seen, Cooperative::kId);
    Cooperative::Observation o = Cooperative::parse_observation(seen.info);
    Thought t;
    if (Cooperative::to_move(o.known) != seen.seat || Cooperative::outcome(o.known).over())
      return t;
    cooperative::Plan p = cooperative::plan(o, l, rng);
    t.best = Cooperative::move_text(o.known, p.move);
    t.score = int(p.value);
    t.nodes = p.turns;
    t.depth = p.samples;
    return t;
  }
};

class CooperativeVariant final : public Variant {
 public:
  std::string_view id() const override { return Cooperative::kId; }
  std::string_view name() const override { return "Cooperative Chess"; }
  std::string_view summary() const override {
    return "Two players against the game: cards decide every capture; clear the piece types, then "
           "take a king";
  }
  Traits traits() const override { return traits_of<Cooperative>(); }
  std::vector<OptionSpec> options() const override {
    return {
        {"outofcards",
         "choice",
         "rule 7: the team loses when both hands are empty, a seat without cards being skipped "
         "(both), or as soon as the seat to move has none (first)",
         "both",
         {"both", "first"}},
        {"fen",
         "string",
         "start from this board (a FEN); the cards are still dealt by the game",
         nullptr,
         {}},
        {"seed",
         "integer",
         "seed of the shuffle (drawn fresh when absent; never shown to a player)",
         nullptr,
         {},
         0,
         std::numeric_limits<std::int64_t>::max()},
    };
  }

  std::unique_ptr<Table> create(const json& raw) const override {
    json o = validate_options(options(), raw);
    OutOfCards rule = o["outofcards"] == "first" ? OutOfCards::kFirst : OutOfCards::kBoth;
    Cooperative::State start = Cooperative::start(rule);
    if (o.contains("fen")) {
      std::string fen = o["fen"].get<std::string>();
      if (fen.find('=') != std::string::npos)
        throw InputError(
            "option 'fen': give a board only; the cards are dealt by the game (options are "
            "public, hands are not)");
      start.pos = chess::parse_fen(fen, chess::FenChecks{.check_rules = false});
      start.pos.key = 0;
    }
    std::uint64_t seed = o.contains("seed") ? o["seed"].get<std::uint64_t>() : fresh_seed();
    auto table = std::make_unique<GameTable<Cooperative>>(start, ChanceSeed{seed});
    table->set_public_options(o);
    return table;
  }
  std::unique_ptr<Engine> make_engine() const override {
    return std::make_unique<CooperativeEngine>();
  }
  std::vector<Question> questions() const override {
    std::vector<Question> out;
    for (const auto& q : cooperative::talk_questions())
      out.push_back({std::string(q.id), std::string(q.text)});
    return out;
  }
};

}  // namespace

namespace entries {
const Variant& cooperative_variant() {
  static const CooperativeVariant v;
  return v;
}
}  // namespace entries

}  // namespace menagerie::catalog
