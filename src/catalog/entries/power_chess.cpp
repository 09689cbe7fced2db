// Catalog entry for Power Chess: maps the JSON options onto power_chess::Rules and a start
// position, and the search engine that plays it.
#include <memory>
#include <string>

#include "catalog/search_engine.hpp"
#include "catalog/table.hpp"
#include "catalog/variant.hpp"
#include "games/power_chess/power_chess.hpp"

namespace menagerie::catalog {

namespace {

using power_chess::PowerChess;
using power_chess::Rules;

class PowerChessVariant final : public Variant {
 public:
  std::string_view id() const override { return PowerChess::kId; }
  std::string_view name() const override { return "Power Chess (1998)"; }
  std::string_view summary() const override {
    return "A 5x7 board where rooks and bishops bend round corners by their die, and captured men "
           "come back";
  }

  Traits traits() const override { return traits_of<PowerChess>(); }
  std::vector<OptionSpec> options() const override {
    return {
        {"fen",
         "string",
         "start position (board side white-fields black-fields [quiet-plies move-number])",
         nullptr,
         {}},
        {"unpromotable",
         "choice",
         "a pawn reaching the last rank with no rook or bishop in its fields: 'stays' a pawn "
         "there, "
         "or such a step is 'forbidden'",
         "stays",
         {"stays", "forbidden"}},
        {"promoted-pawn-to",
         "choice",
         "the big field a promoting pawn goes to",
         "near",
         {"near", "back"}},
        {"quiet-limit",
         "integer",
         "plies without a capture or pawn move that draw the game (0: no limit)",
         100,
         {},
         0,
         10000},
    };
  }

  std::unique_ptr<Table> create(const json& given) const override {
    json o = validate_options(options(), given);
    Rules rules;
    rules.unpromotable = o["unpromotable"] == "forbidden" ? Rules::Unpromotable::kForbidden
                                                          : Rules::Unpromotable::kStays;
    rules.promoted_pawn_to =
        o["promoted-pawn-to"] == "back" ? power_chess::kBack : power_chess::kNear;
    rules.quiet_limit = static_cast<std::uint16_t>(o["quiet-limit"].get<int>());
    PowerChess::State start = o.contains("fen")
                                  ? PowerChess::parse_position(o["fen"].get<std::string>(), rules)
                                  : PowerChess::start(rules);
    return std::make_unique<GameTable<PowerChess>>(start);
  }

  std::unique_ptr<Engine> make_engine() const override {
    return std::make_unique<SearchEngine<PowerChess>>();
  }
};

}  // namespace

namespace entries {
const Variant& power_chess_variant() {
  static const PowerChessVariant variant;
  return variant;
}
}  // namespace entries

}  // namespace menagerie::catalog
