// Capabilities a variant may offer beside the Variant interface, found with capability<T>(variant)
// so that Variant's own virtual functions stay as they are. Requests and answers are JSON, in a
// shape each variant documents in docs/rules/<id>.md.
#pragma once

#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "catalog/variant.hpp"
#include "core/error.hpp"

namespace menagerie::catalog {

// Exact game-theoretic values: who wins a position with perfect play, and which moves win.
class ExactSolving {
 public:
  virtual ~ExactSolving() = default;
  // Throws InputError naming a bad request field (position, object, ...).
  virtual json solve(const json& request) const = 0;
  // The answer in words for a terminal, or empty for the two-player form (to_move, winner,
  // winning and losing moves) that `menagerie solve` prints by default. A puzzle's solver (an
  // optimum and a line) says it its own way.
  virtual std::string describe(const json& /*answer*/) const { return {}; }
};

// Statistics over many positions (for example random starts), answered as a table that the
// terminal prints and analysis_chart draws without knowing the game:
//
//   {"title":   "chessence-sniderman: 100 random starts, seed 7",   one line: what was analysed
//    "columns": [{"key": "object", "label": "object", "unit": "text"},
//                {"key": "odd_win_rate", "label": "ODD wins", "unit": "fraction", "mark": 0.5},
//                {"key": "legal", "label": "legal 1st", "unit": "moves"},
//                {"key": "winning", "label": "winning 1st", "unit": "moves", "part_of": "legal"},
//                ...],
//    "rows":    [{"object": "1", "odd_win_rate": 0.53, "legal": 29.1, "winning": 3.5, ...}, ...],
//    "notes":   ["ODD moves first.", ...],                          sentences shown under it
//    ...}                                                           any fields of the game's own
//
// A column's unit says how its values read and are drawn:
//   "text"       words; the first text column names the row, later ones follow the figures
//   "fraction"   a number from 0 to 1, printed as a percentage, drawn as a bar of the full scale
//   other words  a number of those things ("moves"), printed with two decimals, drawn as a bar
//                against the column's largest value
// Optional: "part_of": the key of another column in the same unit that this one counts a part of
// (drawn inside that column's bar, "part / whole"); "mark": a value the chart draws a dashed line
// at (an even chance, say). Every row has a value for every column. The request is the variant's
// own (docs/rules/<id>.md); `progress` receives the fraction done.
class Analysing {
 public:
  virtual ~Analysing() = default;
  // Throws InputError naming a bad request field.
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

// Fitting the variant's evaluator to games (Texel tuning): self-play writes labelled positions to
// a file, then the weights are fitted to such a file. Requests:
//   generate: {"file", "games", "minutes", "nodes", "random_plies": [min, max], "seed"?}
//   fit:      {"file", "epochs", "rate", "k" (0: fitted), "freeze": [weight names]}
// Both report as they go through `say` (whole lines, '\n'-terminated), and throw InputError for a
// bad request or an unreadable or unwritable file.
class Tuning {
 public:
  virtual ~Tuning() = default;
  virtual std::vector<std::string> weight_names() const = 0;
  virtual void generate(const json& request,
                        const std::function<void(std::string_view)>& say) const = 0;
  virtual void fit(const json& request, const std::function<void(std::string_view)>& say) const = 0;
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
