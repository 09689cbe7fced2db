// Zombie Chess in the catalog: the standard start or a position text, and rule 7's horde reading.
// The computer plays from its seat's observation by determinized search (engine/pimc.hpp).
#include <memory>

#include "catalog/determinized_engine.hpp"
#include "catalog/material.hpp"
#include "catalog/table.hpp"
#include "chess/fen.hpp"
#include "core/error.hpp"
#include "games/zombie/zombie.hpp"

namespace menagerie::catalog {

namespace {

class ZombieVariant final : public Variant, public ChessValues {
 public:
  std::string_view id() const override { return Zombie::kId; }
  std::string_view name() const override { return "Zombie Chess"; }
  std::string_view summary() const override {
    return "Captured pieces are secretly buried under the capturer's pieces, and rise again as "
           "zombies";
  }
  Traits traits() const override { return traits_of<Zombie>(); }
  std::vector<OptionSpec> options() const override {
    return {
        {"horde",
         "choice",
         "rule 7: a turn is one ordinary move or zombie moves (either), or zombie moves then one "
         "ordinary move (both)",
         "either",
         {"either", "both"}},
        {"fen",
         "string",
         "start from this position (a FEN, optionally followed by the zombie fields)",
         nullptr,
         {}},
    };
  }

  std::unique_ptr<Table> create(const json& raw) const override {
    json o = validate_options(options(), raw);
    Zombie::State start = Zombie::parse_position(
        o.contains("fen") ? o["fen"].get<std::string>() : std::string(chess::kStandardFen));
    // The option decides unless only the position text names a horde rule.
    if (raw.is_object() && raw.contains("horde"))
      start.horde = o["horde"] == "both" ? zombie::Horde::kBoth : zombie::Horde::kEither;
    auto table = std::make_unique<GameTable<Zombie>>(start);
    table->set_public_options(o);
    return table;
  }
  std::unique_ptr<Engine> make_engine() const override {
    return std::make_unique<DeterminizedEngine<Zombie>>();
  }
};

}  // namespace

namespace entries {
const Variant& zombie_variant() {
  static const ZombieVariant v;
  return v;
}
}  // namespace entries

}  // namespace menagerie::catalog
