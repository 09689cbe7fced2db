// Catalog entry for Half Alice Chess: the checker supply and a start position, and the search
// engine that plays it.
#include <memory>
#include <string>

#include "catalog/search_engine.hpp"
#include "catalog/table.hpp"
#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "games/half_alice/half_alice.hpp"

namespace menagerie::catalog {

namespace {

using half_alice::HalfAlice;

class HalfAliceVariant final : public Variant {
 public:
  std::string_view id() const override { return HalfAlice::kId; }
  std::string_view name() const override { return "Half Alice Chess"; }
  std::string_view summary() const override {
    return "Alice Chess on one board: pieces on checkers stand behind the mirror, move only among "
           "their own side's pieces, and switch sides after every move";
  }
  Traits traits() const override { return traits_of<HalfAlice>(); }
  std::vector<OptionSpec> options() const override {
    return {
        {"checkers",
         "choice",
         "checkers each player owns: 12 (the book's), 16, or unlimited (classic Alice Chess)",
         "12",
         {"12", "16", "unlimited"}},
        {"fen",
         "string",
         "start position: FEN with '*' after each piece on a checker, and the checker supply as "
         "a seventh field",
         nullptr,
         {}},
    };
  }

  std::unique_ptr<Table> create(const json& given) const override {
    const json& raw = given;
    json o = validate_options(options(), raw);
    std::uint8_t supply = half_alice::parse_supply(o["checkers"].get<std::string>());
    HalfAlice::State start = half_alice::start_position(supply);
    if (o.contains("fen")) {
      start = HalfAlice::parse_position(o["fen"].get<std::string>());
      bool supply_given = raw.is_object() && raw.contains("checkers");
      bool text_has_supply = count_fields(o["fen"].get<std::string>()) == 7;
      if (supply_given && text_has_supply && start.supply != supply)
        throw InputError("option 'checkers' says " + half_alice::supply_text(supply) +
                         " but the position text says " + half_alice::supply_text(start.supply));
      if (supply_given && !text_has_supply) {
        start.supply = supply;
        half_alice::validate(start);
      }
    }
    return std::make_unique<GameTable<HalfAlice>>(start);
  }

  std::unique_ptr<Engine> make_engine() const override {
    return std::make_unique<SearchEngine<HalfAlice>>();
  }

 private:
  static int count_fields(const std::string& text) {
    int n = 0;
    bool in = false;
    for (char c : text) {
      bool space = c == ' ' || c == '\t' || c == '\n' || c == '\r';
      if (!space && !in) ++n;
      in = !space;
    }
    return n;
  }
};

}  // namespace

namespace entries {
const Variant& half_alice() {
  static const HalfAliceVariant variant;
  return variant;
}
}  // namespace entries

}  // namespace menagerie::catalog
