// Crowded House in the catalog: the options for the points the source leaves open, a start
// position (standard, or a FEN with the half of the seat to move), and the search engine, which
// plays any of the four seats (its team is the colour of the seat to move).
#include <memory>
#include <string>

#include "catalog/material.hpp"
#include "catalog/search_engine.hpp"
#include "catalog/table.hpp"
#include "catalog/variant.hpp"
#include "games/crowded_house/crowded_house.hpp"

namespace menagerie::catalog {

namespace {

using crowded_house::CrowdedHouse;
using crowded_house::Rules;

class CrowdedHouseVariant final : public Variant, public ChessValues {
 public:
  std::string_view id() const override { return CrowdedHouse::kId; }
  std::string_view name() const override { return "Crowded House"; }
  std::string_view summary() const override {
    return "Four players, two teams, one board: each moves their colour's pieces on their own "
           "half";
  }

  Traits traits() const override { return traits_of<CrowdedHouse>(); }
  std::vector<OptionSpec> options() const override {
    return {
        {"fen",
         "string",
         "start position: a FEN and then the half of the seat to move, k or q",
         nullptr,
         {}},
        {"stuck",
         "choice",
         "a player with a piece on their half but no legal move, not in check: 'pass' or the "
         "game is drawn by 'stalemate'",
         "pass",
         {"pass", "stalemate"}},
        {"castle-through-check",
         "boolean",
         "the king may castle across a square where the next player could capture it",
         false,
         {}},
        {"quiet-limit",
         "integer",
         "plies without a capture or pawn move that draw the game (0: no limit)",
         200,
         {},
         0,
         10000},
    };
  }

  std::unique_ptr<Table> create(const json& given) const override {
    json o = validate_options(options(), given);
    Rules rules;
    rules.stuck = o["stuck"] == "stalemate" ? Rules::Stuck::kStalemate : Rules::Stuck::kPass;
    rules.castle_through_check = o["castle-through-check"].get<bool>();
    rules.quiet_limit = static_cast<std::uint16_t>(o["quiet-limit"].get<int>());
    CrowdedHouse::State start =
        o.contains("fen") ? CrowdedHouse::parse_position(o["fen"].get<std::string>(), rules)
                          : CrowdedHouse::start(rules);
    return std::make_unique<GameTable<CrowdedHouse>>(start);
  }

  std::unique_ptr<Engine> make_engine() const override {
    return std::make_unique<SearchEngine<CrowdedHouse>>();
  }
};

}  // namespace

namespace entries {
const Variant& crowded_house_variant() {
  static const CrowdedHouseVariant variant;
  return variant;
}
}  // namespace entries

}  // namespace menagerie::catalog
