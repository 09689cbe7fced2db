#include <algorithm>
#include <array>

#include "core/square_name.hpp"
#include "core/zobrist.hpp"
#include "games/chessence_sniderman/chessence_sniderman.hpp"
#include "games/chessence_sniderman/objects.hpp"

namespace menagerie::chessence_sniderman {

char piece_char(Piece p) {
  static constexpr char kLetters[] = ".NBRQK";
  if (p == kEmpty || kind_of(p) > kKing) return '.';
  char c = kLetters[kind_of(p)];
  return colour_of(p) == kBlack ? static_cast<char>(c - 'A' + 'a') : c;
}

Piece piece_from_char(char c) {
  switch (c) {
    case 'K':
      return make_piece(kWhite, kKing);
    case 'Q':
      return make_piece(kWhite, kQueen);
    case 'R':
      return make_piece(kWhite, kRook);
    case 'B':
      return make_piece(kWhite, kBishop);
    case 'N':
      return make_piece(kWhite, kKnight);
    case 'k':
      return make_piece(kBlack, kKing);
    case 'q':
      return make_piece(kBlack, kQueen);
    case 'r':
      return make_piece(kBlack, kRook);
    case 'b':
      return make_piece(kBlack, kBishop);
    case 'n':
      return make_piece(kBlack, kKnight);
    default:
      return kEmpty;
  }
}

std::string_view kind_name(Kind k) {
  static constexpr std::string_view kNames[] = {"nothing", "knight", "bishop",
                                                "rook",    "queen",  "king"};
  return k <= kKing ? kNames[k] : "nothing";
}

std::string_view square_name(Square s) {
  // Made once, so that callers may keep the view.
  static const auto kNames = [] {
    std::array<std::string, kSquares> names;
    for (Square sq = 0; sq < kSquares; ++sq)
      names[sq] = menagerie::square_name(file_of(sq), rank_of(sq));
    return names;
  }();
  return kNames[s & 15];
}

std::string_view side_name(Side side) { return side == Side::kOdd ? "odd" : "even"; }

Outcome ChessenceSniderman::outcome(const State& s) {
  if (any_capture(s)) return Outcome::ongoing();
  const Object& object = object_by_id(s.object);
  bool holds = object.condition(round(s));
  Side winner = object.winner(round(s));
  return Outcome::win(winner == Side::kOdd ? kOddSeat : kEvenSeat,
                      holds ? "the object's condition holds" : "the object's condition fails");
}

std::uint64_t ChessenceSniderman::hash(const State& s) {
  static const auto keys = zobrist_table<16 * 16 + 16>("chessence-sniderman");
  std::uint64_t h = keys[16 * 16 + (s.ply & 15)];
  for (Square sq = 0; sq < kSquares; ++sq) h ^= keys[sq * 16 + s.at(sq)];
  return h;
}

ChessenceSniderman::State ChessenceSniderman::random_start(Rng& rng) {
  std::array<Piece, 16> pieces{};
  int n = 0;
  for (Colour c : {kWhite, kBlack})
    for (int k = kKnight; k <= kKing; ++k)
      for (int i = 0; i < kSetCount[k]; ++i) pieces[n++] = make_piece(c, static_cast<Kind>(k));
  rng.shuffle(pieces);
  State s;
  for (Square sq = 0; sq < kSquares; ++sq) {
    s.put(sq, pieces[sq]);
    s.colour[colour_of(pieces[sq])] |= static_cast<Squares>(1u << sq);
  }
  return s;
}

}  // namespace menagerie::chessence_sniderman
