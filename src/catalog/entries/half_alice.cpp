// Catalog entry for Half Alice Chess: the checker supply and a start position, and the search
// engine that plays it.
#include <memory>
#include <string>

#include "catalog/material.hpp"
#include "catalog/search_engine.hpp"
#include "catalog/table.hpp"
#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "games/half_alice/half_alice.hpp"

namespace menagerie::catalog {

namespace {

using half_alice::HalfAlice;

class HalfAliceVariant final : public Variant, public ChessValues {
 public:
  std::string_view id() const override { return HalfAlice::kId; }
  std::string_view name() const override { return "Half Alice Chess"; }
  std::string_view summary() const override {
    return "Alice Chess on one board: pieces step through the mirror after every move and see "
           "only their own side";
  }
  Traits traits() const override { return traits_of<HalfAlice>(); }
  std::vector<OptionSpec> options() const override {
    return {
        {"checkers",
         "choice",
         "checkers each player owns: 12 (the book's), 16, or unlimited (classic Alice Chess)",
         "12",
         {"12", "16", "unlimited"}},
        {"check",
         "choice",
         "the test before the switch: 'alice' looks at the side the move is played on (a check "
         "may be blocked by a piece arriving from the other side), 'strict' at the king wherever "
         "it stands (no such block)",
         "alice",
         {"alice", "strict"}},
        {"fen",
         "string",
         "start position: FEN with '*' after each piece on a checker, the checker supply as a "
         "seventh field, and 'strict' as an eighth for the strict check rule",
         nullptr,
         {}},
    };
  }

  std::unique_ptr<Table> create(const json& raw) const override {
    json o = validate_options(options(), raw);
    std::uint8_t supply = half_alice::parse_supply(o["checkers"].get<std::string>());
    bool strict = o["check"] == "strict";
    HalfAlice::State start = half_alice::start_position(supply, strict);
    if (o.contains("fen")) {
      // The text may carry the supply (seventh field) and the strict rule (eighth); an option
      // given as well must agree with it, and fills it in where the text is silent.
      const std::string fen = o["fen"].get<std::string>();
      start = HalfAlice::parse_position(fen);
      const int fields = count_fields(fen);
      if (raw.contains("checkers")) {
        if (fields >= 7 && start.supply != supply)
          throw InputError("option 'checkers' says " + half_alice::supply_text(supply) +
                           " but the position text says " + half_alice::supply_text(start.supply));
        start.supply = supply;
      }
      if (raw.contains("check")) {
        if (fields == 8 && !strict)
          throw InputError("option 'check' says alice but the position text says strict");
        start.strict = strict;
      }
      half_alice::validate(start);
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
const Variant& half_alice_variant() {
  static const HalfAliceVariant variant;
  return variant;
}
}  // namespace entries

}  // namespace menagerie::catalog
