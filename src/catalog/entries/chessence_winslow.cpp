// Catalog entry for Winslow's Chessence: the start position or a given one, and the two house rules
// that end endless play (a quiet-ply limit and the repetition draw), each of which can be switched
// off. The computer player is the generic search with the game's evaluator.
#include <memory>
#include <string>

#include "catalog/search_engine.hpp"
#include "catalog/table.hpp"
#include "catalog/variant.hpp"
#include "games/chessence_winslow/chessence_winslow.hpp"

namespace menagerie::catalog {

namespace {

using chessence_winslow::ChessenceWinslow;

class ChessenceWinslowVariant final : public Variant {
 public:
  std::string_view id() const override { return ChessenceWinslow::kId; }
  std::string_view name() const override { return "Winslow's Chessence"; }
  std::string_view summary() const override {
    return "Men have no moves of their own: each borrows a rook's, bishop's or knight's move from "
           "its neighbours";
  }

  Traits traits() const override { return traits_of<ChessenceWinslow>(); }
  std::vector<OptionSpec> options() const override {
    return {
        {"fen",
         "string",
         "start position (board[hands] side [quiet-plies move-number], '*' for holes)",
         nullptr,
         {}},
        {"quiet-limit",
         "integer",
         "plies without a capture or drop that draw the game (0: no limit)",
         chessence_winslow::kDefaultMoveLimit,
         {},
         0,
         10000},
        {"repetition",
         "choice",
         "the third occurrence of a position draws ('threefold') or does not ('off')",
         "threefold",
         {"threefold", "off"}},
    };
  }

  std::unique_ptr<Table> create(const json& given) const override {
    json o = validate_options(options(), given);
    ChessenceWinslow::State start =
        o.contains("fen") ? ChessenceWinslow::parse_position(o["fen"].get<std::string>())
                          : ChessenceWinslow::start();
    start.move_limit = static_cast<std::uint16_t>(o["quiet-limit"].get<int>());
    if (o["repetition"] == "off") return std::make_unique<GameTable<ChessenceWinslow>>(start, 0);
    return std::make_unique<GameTable<ChessenceWinslow>>(start);
  }

  std::unique_ptr<Engine> make_engine() const override {
    return std::make_unique<SearchEngine<ChessenceWinslow>>();
  }
};

}  // namespace

namespace entries {
const Variant& chessence_winslow_variant() {
  static const ChessenceWinslowVariant variant;
  return variant;
}
}  // namespace entries

}  // namespace menagerie::catalog
