#include "games/chessence_sniderman/round_end.hpp"

#include <bit>

#include <fmt/format.h>

#include "games/chessence_sniderman/objects.hpp"

namespace menagerie::chessence_sniderman {

RoundEnd explain_end(const State& s) {
  const Object& o = object_by_id(s.object);
  RoundEnd end;
  end.condition = std::string(o.condition_text());
  end.holds = o.condition(ChessenceSniderman::round(s));
  end.winner = o.winner(ChessenceSniderman::round(s));
  std::string last;
  if (s.capture_count() > 0) {
    const Capture& c = s.captures[s.capture_count() - 1];
    last = fmt::format(" The last capture, move {}, took {} {} on {} ({} square).", s.ply,
                       colour_of(c.captured) == kWhite ? "a White" : "a Black",
                       kind_name(kind_of(c.captured)), square_name(c.to),
                       is_red(c.to) ? "a red" : "a dark");
  }
  end.text = fmt::format(
      "No capture is left after move {}: {} pieces remain.{} The object reads \"{}\": its "
      "condition is {}, so {} wins.",
      s.ply, std::popcount(static_cast<unsigned>(s.occupied())), last, o.text(),
      end.holds ? "true" : "false", end.winner == Side::kOdd ? "ODD" : "EVEN");
  return end;
}

}  // namespace menagerie::chessence_sniderman
