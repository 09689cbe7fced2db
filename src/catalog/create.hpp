// Creating a game from its options, and from moves already played: "play on" from an imported
// game or from a position of an analysis. The option `moves` (a list of moves, any form the game
// reads) is the catalog's own, accepted by every game without hidden information: the table is
// created from the other options and the moves are played at once, so the new game keeps its real
// start and every earlier move (its record, the repetition count and an analysis see the whole
// game), which a start position alone would lose.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "catalog/variant.hpp"

namespace menagerie::catalog {

// `options` less `moves`: what the variant itself is created from.
json options_without_moves(const json& options);

// The moves of option `moves` (empty when absent). Throws InputError when it is not a list of
// texts, or is given for a game with hidden information (its moves carry secrets).
std::vector<std::string> option_moves(const Variant& v, const json& options);

// Creates the table: the variant's options (validated by the variant), then each move of `moves`.
// Throws InputError naming the fault, a bad option or the move that cannot be played by its number
// and text ("move 7 (4. for White) 'Qh9': ...").
std::unique_ptr<Table> create_game(const Variant& v, const json& options);

// Plays `moves` on `table` from its current position, naming a move that fails as create_game
// does; `first_ply` is the number of moves played before the first of them.
void play_moves(Table& table, const std::vector<std::string>& moves, std::size_t first_ply = 0);

// "move 7 (4. for White)": the ply counted from 1, the round and the seat that plays it.
std::string move_name(const Table& table, std::size_t ply);

}  // namespace menagerie::catalog
