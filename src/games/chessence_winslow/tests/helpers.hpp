// Small helpers the rule, notation and view tests share.
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include "core/rng.hpp"
#include "games/chessence_winslow/chessence_winslow.hpp"
#include "support/reference.hpp"

namespace menagerie::chessence_winslow::harness {

using G = ChessenceWinslow;

// A position with the kings on f1 and a9 and the given men ("e1 d2 ..."), written out by the
// reference's own position writer and read back by the game's parser.
inline State position(const std::string& white, const std::string& black, int white_hand = 0,
                      int black_hand = 0, char side = 'w') {
  return G::parse_position(ref::fen(ref::setup(white, black, white_hand, black_hand, side)));
}

inline std::vector<std::string> legal(const State& s) {
  MoveList<Move, G::kMaxMoves> moves;
  G::generate(s, moves);
  std::vector<std::string> out;
  for (const auto& m : moves) out.push_back(G::move_text(s, m));
  std::sort(out.begin(), out.end());
  return out;
}

// The same list as the independent reference generator sees it, sorted alike.
inline std::vector<std::string> reference_legal(const State& s) {
  auto out = ref::legal_moves(ref::from_state(s));
  std::sort(out.begin(), out.end());
  return out;
}

// The destinations of the legal moves of the man on `from`, sorted.
inline std::vector<std::string> destinations(const State& s, const std::string& from) {
  std::vector<std::string> out;
  for (const auto& m : legal(s))
    if (m.substr(0, 2) == from) out.push_back(m.substr(2));
  std::sort(out.begin(), out.end());
  return out;
}

inline std::vector<std::string> sorted(std::vector<std::string> v) {
  std::sort(v.begin(), v.end());
  return v;
}

inline int square(const std::string& name) { return (name[1] - '1') * kWidth + (name[0] - 'a'); }

inline State after(State s, const std::string& move) {
  G::play(s, G::parse_move(s, move));
  return s;
}

// A random placement: up to nine men a side anywhere but the kings' squares, random hands (at most
// three, at most nine men a side in all) and side to move. It may leave the side not to move in
// check, which the parser must refuse.
inline ref::Position random_placement(Rng& rng) {
  std::vector<std::string> cells;
  for (int r = 0; r < kHeight; ++r)
    for (int f = 0; f < kWidth; ++f) {
      std::string n{char('a' + f), char('1' + r)};
      if (n != "f1" && n != "a9" && n != "a2" && n != "b3" && n != "d4" && n != "e5" && n != "b5" &&
          n != "c6" && n != "e7" && n != "f8")
        cells.push_back(n);
    }
  rng.shuffle(cells);
  int men[2], hand[2];
  for (int c = 0; c < 2; ++c) {
    men[c] = static_cast<int>(rng.below(kMenMax + 1));
    int room = std::min(kHandMax, kMenMax - men[c]);
    hand[c] = static_cast<int>(rng.below(room + 1));
  }
  std::string white, black;
  for (int i = 0; i < men[0]; ++i) white += cells[i] + " ";
  for (int i = 0; i < men[1]; ++i) black += cells[men[0] + i] + " ";
  return ref::setup(white, black, hand[0], hand[1], rng.below(2) ? 'b' : 'w');
}

}  // namespace menagerie::chessence_winslow::harness
