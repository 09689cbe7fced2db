#include "reference.hpp"

#include <sstream>

namespace menagerie::chessence_winslow::ref {

namespace {

const char* const kHoleNames[] = {"a2", "b3", "d4", "e5", "b5", "c6", "e7", "f8"};
const char* const kStartSquares[2][6] = {{"e1", "d2", "e2", "f2", "d3", "e3"},
                                         {"b9", "a8", "b8", "c8", "b7", "c7"}};
const int kOrth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
const int kDiag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
const int kLeap[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};

char man_of(int color) { return color == 0 ? 'M' : 'm'; }
char king_of(int color) { return color == 0 ? 'K' : 'k'; }

bool inside(const Position& p, int f, int r) {
  return f >= 0 && f < 6 && r >= 0 && r < 9 && p.cell[r][f] != '*';
}

std::string square_name(int f, int r) { return std::string(1, char('a' + f)) + char('1' + r); }

void put(Position& p, const std::string& name, char piece) {
  p.cell[name[1] - '1'][name[0] - 'a'] = piece;
}

struct Powers {
  bool rook = false, bishop = false, knight = false;
};

Powers powers_at(const Position& p, int f, int r) {
  Powers pw;
  char me = p.cell[r][f];
  auto friend_at = [&](int df, int dr) {
    return inside(p, f + df, r + dr) && p.cell[r + dr][f + df] == me;
  };
  for (auto& d : kOrth) pw.rook = pw.rook || friend_at(d[0], d[1]);
  for (auto& d : kDiag) pw.bishop = pw.bishop || friend_at(d[0], d[1]);
  for (auto& d : kLeap) pw.knight = pw.knight || friend_at(d[0], d[1]);
  return pw;
}

// Squares the man on (f, r) could move to or capture on; with `hit_king`, the enemy king's square
// too (that is what "attacks" means for the check test).
std::vector<std::pair<int, int>> targets(const Position& p, int f, int r, bool hit_king) {
  std::vector<std::pair<int, int>> out;
  int color = p.cell[r][f] == 'M' ? 0 : 1;
  auto takes = [&](char c) {
    return c == man_of(1 - color) || (hit_king && c == king_of(1 - color));
  };
  Powers pw = powers_at(p, f, r);
  auto slide = [&](const int(&dirs)[4][2]) {
    for (auto& d : dirs) {
      int nf = f + d[0], nr = r + d[1];
      while (inside(p, nf, nr)) {
        char c = p.cell[nr][nf];
        if (c == '.') {
          out.push_back({nf, nr});
        } else {
          if (takes(c)) out.push_back({nf, nr});
          break;
        }
        nf += d[0];
        nr += d[1];
      }
    }
  };
  if (pw.rook) slide(kOrth);
  if (pw.bishop) slide(kDiag);
  if (pw.knight) {
    for (auto& d : kLeap) {
      int nf = f + d[0], nr = r + d[1];
      if (inside(p, nf, nr) && (p.cell[nr][nf] == '.' || takes(p.cell[nr][nf])))
        out.push_back({nf, nr});
    }
  }
  return out;
}

}  // namespace

Position setup(const std::string& white_men, const std::string& black_men, int white_hand,
               int black_hand, char side) {
  Position p;
  for (auto& row : p.cell)
    for (char& c : row) c = '.';
  for (const char* h : kHoleNames) put(p, h, '*');
  put(p, "f1", 'K');
  put(p, "a9", 'k');
  std::istringstream w(white_men), b(black_men);
  for (std::string n; w >> n;) put(p, n, 'M');
  for (std::string n; b >> n;) put(p, n, 'm');
  p.hand[0] = white_hand;
  p.hand[1] = black_hand;
  p.side = side == 'w' ? 0 : 1;
  return p;
}

Position from_state(const State& s) {
  Position p = setup("", "", s.hand[0], s.hand[1], s.side == 0 ? 'w' : 'b');
  for (int r = 0; r < 9; ++r)
    for (int f = 0; f < 6; ++f) {
      int sq = r * 6 + f;
      if ((s.men[0] >> sq) & 1) p.cell[r][f] = 'M';
      if ((s.men[1] >> sq) & 1) p.cell[r][f] = 'm';
    }
  return p;
}

std::string fen(const Position& p) {
  std::string out;
  for (int r = 8; r >= 0; --r) {
    int run = 0;
    for (int f = 0; f < 6; ++f) {
      if (p.cell[r][f] == '.') {
        ++run;
        continue;
      }
      if (run > 0) out += char('0' + run);
      run = 0;
      out += p.cell[r][f];
    }
    if (run > 0) out += char('0' + run);
    if (r > 0) out += '/';
  }
  out += '[' + std::string(p.hand[0], 'M') + std::string(p.hand[1], 'm') + ']';
  out += p.side == 0 ? " w 0 1" : " b 0 1";
  return out;
}

bool king_attacked(const Position& p, int color) {
  int kf = -1, kr = -1;
  for (int r = 0; r < 9; ++r)
    for (int f = 0; f < 6; ++f)
      if (p.cell[r][f] == king_of(color)) kf = f, kr = r;
  for (int r = 0; r < 9; ++r)
    for (int f = 0; f < 6; ++f)
      if (p.cell[r][f] == man_of(1 - color))
        for (auto [tf, tr] : targets(p, f, r, true))
          if (tf == kf && tr == kr) return true;
  return false;
}

Position after(const Position& p, const std::string& move) {
  Position q = p;
  if (move[1] == '@') {
    put(q, move.substr(2), man_of(p.side));
    q.hand[p.side] -= 1;
  } else {
    put(q, move.substr(2, 2), q.cell[move[1] - '1'][move[0] - 'a']);
    put(q, move.substr(0, 2), '.');
  }
  q.side = 1 - p.side;
  return q;
}

std::vector<std::string> legal_moves(const Position& p) {
  std::vector<std::string> candidates, out;
  for (int r = 0; r < 9; ++r)
    for (int f = 0; f < 6; ++f)
      if (p.cell[r][f] == man_of(p.side))
        for (auto [tf, tr] : targets(p, f, r, false))
          candidates.push_back(square_name(f, r) + square_name(tf, tr));
  if (p.hand[p.side] > 0)
    for (const char* sq : kStartSquares[p.side])
      if (p.cell[sq[1] - '1'][sq[0] - 'a'] == '.') candidates.push_back(std::string("M@") + sq);
  for (const auto& m : candidates)
    if (!king_attacked(after(p, m), p.side)) out.push_back(m);
  return out;
}

std::uint64_t perft(const Position& p, int depth) {
  if (depth == 0) return 1;
  std::uint64_t n = 0;
  for (const auto& m : legal_moves(p)) n += perft(after(p, m), depth - 1);
  return n;
}

}  // namespace menagerie::chessence_winslow::ref
