// The fourteen built-in objects, each defined in the object language: the one table of them.
#include "games/chessence_sniderman/object.hpp"

namespace menagerie::chessence_sniderman {

namespace {

constexpr BuiltinObject kBuiltins[] = {
    {"1", "odd wins if last.colour == white", "ODD wins if the last piece captured is White"},
    {"2", "odd wins if last.square.colour == red",
     "ODD wins if the last piece is captured from a red square"},
    {"3", "odd wins if last.square.rank == 1 or last.square.rank == 4",
     "ODD wins if the last piece is captured from a square in the top or bottom row"},
    {"4", "odd wins if any(c.kind == king and c.mover == even)",
     "ODD wins if either King is captured on EVEN's turn"},
    {"5", "odd wins if odd(pieces)",
     "ODD wins if, at the end of the round, there are an odd number of pieces on the board"},
    {"6", "odd wins if odd(pieces(white))",
     "ODD wins if, at the end of the round, there are an odd number of White pieces on the board"},
    {"7", "odd wins if pieces(white) == 0 or pieces(black) == 0",
     "ODD wins if, at the end of the round, all the pieces left on the board are the same colour"},
    {"8", "odd wins if last.square.colour == last(2).square.colour",
     "ODD wins if the last two squares landed on are the same colour"},
    {"9", "odd wins if last.colour == last(2).colour",
     "ODD wins if the last two pieces captured are the same colour"},
    {"10", "odd wins if last.kind > last(2).kind",
     "ODD wins if the last piece captured outranks the second-to-last (K > Q > R > B > N)"},
    {"p1", "even wins if last.colour == white", "EVEN wins if the last piece captured is White"},
    {"p2", "even wins if odd(pieces(black))",
     "EVEN wins if, at the end of the round, there are an odd number of Black pieces on the board"},
    {"p3", "even wins if last.square.colour == red",
     "EVEN wins if the last piece moved in the round captures on a red square"},
    {"p4", "even wins if any(c.kind == king and c.mover == odd)",
     "EVEN wins if either King is captured on ODD's turn"},
};

}  // namespace

std::span<const BuiltinObject> builtin_objects() { return kBuiltins; }

}  // namespace menagerie::chessence_sniderman
