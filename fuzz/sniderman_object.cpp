// The object language of Sniderman's Chessence (src/games/chessence_sniderman/object.*): the text a
// player writes as a game's goal, in the "object" option, a puzzle request or a match move.
// Properties: parsing throws nothing but InputError; a parsed object evaluates on finished and
// unfinished rounds of real play, tells the solver what it needs, and its condition alone
// (condition_text) parses to the same condition, which is what lets one solve serve both sides.
#include <vector>

#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "support/check.hpp"

namespace {

namespace fuzz = menagerie::fuzz;
using menagerie::InputError;
using menagerie::chessence_sniderman::ChessenceSniderman;
using menagerie::chessence_sniderman::Object;
using menagerie::chessence_sniderman::Round;

// Positions of real play from random starts: the rounds every parsed object is evaluated on.
const std::vector<ChessenceSniderman::State>& sample_states() {
  static const std::vector<ChessenceSniderman::State> states = [] {
    std::vector<ChessenceSniderman::State> out;
    menagerie::Rng rng(19);
    for (int game = 0; game < 12; ++game) {
      ChessenceSniderman::State s = ChessenceSniderman::random_start(rng);
      out.push_back(s);
      for (;;) {
        std::vector<ChessenceSniderman::Move> moves;
        ChessenceSniderman::generate(s, moves);
        if (moves.empty()) break;
        ChessenceSniderman::play(s, moves[rng.below(moves.size())]);
        out.push_back(s);
      }
    }
    return out;
  }();
  return states;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text = fuzz::text_of(data, size);
  Object object;
  try {
    object = Object::parse(text);
  } catch (const InputError&) {
    return 0;
  }
  Object condition_only;
  try {
    condition_only = Object::parse_expression(object.condition_text());
  } catch (const InputError& e) {
    fuzz::fail("an object's condition alone parses",
               std::string(object.condition_text()) + ": " + e.what());
  }
  for (int start = 0; start < 4; ++start) (void)object.needs(start);
  int quantifiers = int(object.needs(0).quantifier_counts.size());
  for (const auto& s : sample_states()) {
    Round round = ChessenceSniderman::round(s);
    bool holds = object.condition(round);
    fuzz::expect(condition_only.condition(round) == holds,
                 "the condition alone holds exactly when the object's does", object.text());
    for (int q = 0; q < quantifiers; ++q) {
      (void)object.quantifier_is_any(q);
      for (std::size_t k = 0; k < round.captures.size(); ++k)
        (void)object.quantifier_holds(q, round.captures[k], round.start_ply + int(k) + 1);
    }
  }
  return 0;
}
