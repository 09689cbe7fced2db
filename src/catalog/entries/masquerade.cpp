// Masquerade Chess in the catalog: the standard start (or a given board) in the set-up phase. The
// capture powers are assigned by the players' own secret set-up moves, never by an option: options
// are public (observations carry them).
#include <memory>
#include <string>

#include "catalog/determinized_engine.hpp"
#include "catalog/material.hpp"
#include "catalog/table.hpp"
#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "games/masquerade/masquerade.hpp"

namespace menagerie::catalog {

namespace {

class MasqueradeVariant final : public Variant, public ChessValues {
 public:
  std::string_view id() const override { return Masquerade::kId; }
  std::string_view name() const override { return "Masquerade Chess"; }
  std::string_view summary() const override {
    return "You secretly decide how your opponent's pieces capture; they find out only by "
           "asking";
  }
  Traits traits() const override { return traits_of<Masquerade>(); }
  std::vector<OptionSpec> options() const override {
    return {
        {"fen",
         "string",
         "start from this board (a FEN, or a Masquerade position whose powers are still "
         "unassigned, '-')",
         nullptr,
         {}},
        {"questions",
         "choice",
         "which capture questions may be asked: 'any' enemy piece, as at the table (one no "
         "capture pattern could make is answered no, a pass), or only 'reachable' ones",
         "any",
         {"any", "reachable"}},
    };
  }

  std::unique_ptr<Table> create(const json& raw) const override {
    json o = validate_options(options(), raw);
    Masquerade::State start = Masquerade::start();
    if (o.contains("fen")) {
      start = Masquerade::parse_position(o["fen"].get<std::string>());
      if (start.powers[0] != masquerade::kUnassigned || start.powers[1] != masquerade::kUnassigned)
        throw InputError(
            "option 'fen': a start position may not carry capture powers (options are public); "
            "the players assign them in the set-up");
      // The text may say `reachable`; an option given as well must agree with it.
      if (raw.contains("questions") && start.reachable_only && o["questions"] != "reachable")
        throw InputError(
            "option 'questions' says any but the position text says reachable questions only");
    }
    if (o["questions"] == "reachable") start.reachable_only = true;
    return std::make_unique<GameTable<Masquerade>>(start);
  }
  // Plays from its seat's observation: the consistent permutations, drawn exactly.
  std::unique_ptr<Engine> make_engine() const override {
    return std::make_unique<DeterminizedEngine<Masquerade>>();
  }
};

}  // namespace

namespace entries {
const Variant& masquerade_variant() {
  static const MasqueradeVariant v;
  return v;
}
}  // namespace entries

}  // namespace menagerie::catalog
