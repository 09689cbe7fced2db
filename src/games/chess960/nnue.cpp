#include "games/chess960/nnue.hpp"

#include <algorithm>

#include "engine/searchable.hpp"
#include "games/chess960/chess960.hpp"

namespace menagerie::chess960 {

namespace {

std::shared_ptr<const engine::nnue::Network> g_network;

// Each searching thread keeps its own accumulator, updated from the last position it evaluated.
struct ThreadEvaluator {
  const engine::nnue::Network* net = nullptr;
  std::unique_ptr<engine::nnue::Evaluator<Chess960>> evaluator;
};
thread_local ThreadEvaluator t_evaluator;

}  // namespace

void set_network(std::shared_ptr<const engine::nnue::Network> net) { g_network = std::move(net); }

const engine::nnue::Network* active_network() { return g_network.get(); }

void use_network_file(const std::string& path) {
  if (path.empty()) {
    set_network(nullptr);
    return;
  }
  set_network(std::make_shared<const engine::nnue::Network>(engine::nnue::load(path, kNnueInputs)));
}

int network_evaluate(const chess::Position& s) {
  auto& t = t_evaluator;
  if (t.net != g_network.get()) {
    t.evaluator = std::make_unique<engine::nnue::Evaluator<Chess960>>(g_network);
    t.net = g_network.get();
  }
  int v = t.evaluator->evaluate(s, s.side);
  // Never a mate score: those the search finds.
  return std::clamp(v, -engine::kMateBound + 1, engine::kMateBound - 1);
}

}  // namespace menagerie::chess960
