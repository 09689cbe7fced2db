// Capabilities a variant may offer beside the Variant interface, found with capability<T>(variant)
// so that Variant's own virtual functions stay as they are. Requests and answers are JSON, in a
// shape each variant documents in docs/rules/<id>.md.
#pragma once

#include <functional>

#include "catalog/variant.hpp"
#include "core/error.hpp"

namespace menagerie::catalog {

// Exact game-theoretic values: who wins a position with perfect play, and which moves win.
class ExactSolving {
 public:
  virtual ~ExactSolving() = default;
  // Throws InputError naming a bad request field (position, object, ...).
  virtual json solve(const json& request) const = 0;
};

// Statistics over many positions (for example random starts). `progress` receives the fraction
// done.
class Analysing {
 public:
  virtual ~Analysing() = default;
  virtual json analyse(const json& request, const std::function<void(double)>& progress) const = 0;
};

// Puzzles: positions in which exactly one move wins, and the check of an answer. A puzzle answer
// carries what a client needs to show it without knowing a rule (texts, a view, the options that
// create the position as a game); a check answers whether a move wins and, for a wrong one, the
// refutation played out with a view after each move.
class Puzzling {
 public:
  virtual ~Puzzling() = default;
  // Throws InputError naming a bad request field (seed, difficulty, object, ...).
  virtual json puzzle(const json& request) const = 0;
  // Throws InputError naming a bad field or an illegal move.
  virtual json check(const json& request) const = 0;
};

// The capability T of variant v, or nullptr when v does not offer it.
template <class T>
const T* capability(const Variant& v) {
  return dynamic_cast<const T*>(&v);
}

// The capability T of variant v; throws InputError naming `what` v lacks ("puzzles", "exact
// solver", ...).
template <class T>
const T& require_capability(const Variant& v, std::string_view what) {
  const T* c = capability<T>(v);
  if (!c) throw InputError("variant '" + std::string(v.id()) + "' has no " + std::string(what));
  return *c;
}

}  // namespace menagerie::catalog
