#include "reference.hpp"

#include <cctype>
#include <sstream>
#include <stdexcept>

namespace menagerie::half_alice::reference {

namespace {

int file(int s) { return s % 8; }
int rank(int s) { return s / 8; }
bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
bool is_white(char p) { return p >= 'A' && p <= 'Z'; }
bool mine(char p, bool white) { return p != '.' && is_white(p) == white; }
bool theirs(char p, bool white) { return p != '.' && is_white(p) != white; }
char lower(char p) { return char(std::tolower(static_cast<unsigned char>(p))); }

const int kKnight[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
const int kKing[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
const int kRookDirs[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
const int kBishopDirs[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// Is square s of board `bd` attacked by a piece of colour `by_white` standing on that board?
bool attacked(const std::array<char, 64>& bd, int s, bool by_white) {
  int f = file(s), r = rank(s);
  // Pawns: a white pawn attacks upwards, so it stands one rank below.
  int pr = by_white ? r - 1 : r + 1;
  for (int df : {-1, 1})
    if (on_board(f + df, pr) && bd[pr * 8 + f + df] == (by_white ? 'P' : 'p')) return true;
  for (auto& d : kKnight)
    if (on_board(f + d[0], r + d[1]) && bd[(r + d[1]) * 8 + f + d[0]] == (by_white ? 'N' : 'n'))
      return true;
  for (auto& d : kKing)
    if (on_board(f + d[0], r + d[1]) && bd[(r + d[1]) * 8 + f + d[0]] == (by_white ? 'K' : 'k'))
      return true;
  auto slide = [&](const int(*dirs)[2], char a, char b) {
    for (int i = 0; i < 4; ++i) {
      int x = f + dirs[i][0], y = r + dirs[i][1];
      while (on_board(x, y)) {
        char p = bd[y * 8 + x];
        if (p != '.') {
          if (p == a || p == b) return true;
          break;
        }
        x += dirs[i][0];
        y += dirs[i][1];
      }
    }
    return false;
  };
  if (slide(kRookDirs, by_white ? 'R' : 'r', by_white ? 'Q' : 'q')) return true;
  return slide(kBishopDirs, by_white ? 'B' : 'b', by_white ? 'Q' : 'q');
}

int find_king(const Boards& b, bool white, int& board) {
  for (board = 0; board < 2; ++board)
    for (int s = 0; s < 64; ++s)
      if (b.boards[board][s] == (white ? 'K' : 'k')) return s;
  throw std::logic_error("no king");
}

int on_second_board(const Boards& b, bool white) {
  int n = 0;
  for (char p : b.boards[1]) n += mine(p, white);
  return n;
}

// Orthodox moves on one board, without regard to check; the other board is not looked at here.
void pseudo_moves(const Boards& b, int bn, std::vector<Move>& out) {
  const auto& bd = b.boards[bn];
  const bool w = b.white;
  for (int s = 0; s < 64; ++s) {
    char p = bd[s];
    if (!mine(p, w)) continue;
    int f = file(s), r = rank(s);
    auto add = [&](int to) { out.push_back(Move{bn, s, to, 0, false, false}); };
    switch (lower(p)) {
      case 'p': {
        int dir = w ? 1 : -1, start = w ? 1 : 6, last = w ? 7 : 0;
        auto add_pawn = [&](int to) {
          if (rank(to) == last)
            for (char q : {'q', 'r', 'b', 'n'}) out.push_back(Move{bn, s, to, q, false, false});
          else
            add(to);
        };
        int one = s + 8 * dir;
        if (on_board(f, r + dir) && bd[one] == '.') {
          add_pawn(one);
          if (r == start && bd[one + 8 * dir] == '.') add(one + 8 * dir);
        }
        for (int df : {-1, 1}) {
          if (!on_board(f + df, r + dir)) continue;
          int to = (r + dir) * 8 + f + df;
          if (theirs(bd[to], w)) add_pawn(to);
          if (to == b.ep && bd[to] == '.' && bd[to - 8 * dir] == (w ? 'p' : 'P'))
            out.push_back(Move{bn, s, to, 0, false, true});
        }
        break;
      }
      case 'n':
      case 'k':
        for (auto& d : (lower(p) == 'n' ? kKnight : kKing)) {
          if (!on_board(f + d[0], r + d[1])) continue;
          int to = (r + d[1]) * 8 + f + d[0];
          if (!mine(bd[to], w)) add(to);
        }
        break;
      default: {
        bool rook_like = lower(p) == 'r' || lower(p) == 'q';
        bool bishop_like = lower(p) == 'b' || lower(p) == 'q';
        for (int i = 0; i < 8; ++i) {
          const int* d = i < 4 ? kRookDirs[i] : kBishopDirs[i - 4];
          if ((i < 4 && !rook_like) || (i >= 4 && !bishop_like)) continue;
          int x = f + d[0], y = r + d[1];
          while (on_board(x, y)) {
            char q = bd[y * 8 + x];
            if (mine(q, w)) break;
            add(y * 8 + x);
            if (q != '.') break;
            x += d[0];
            y += d[1];
          }
        }
      }
    }
  }
  // Castling on this board: king and rook at home here, rights kept, the path empty here, and the
  // king not attacked here on its start, crossing or target square.
  int home = w ? 4 : 60;
  if (bd[home] == (w ? 'K' : 'k')) {
    for (int side = 0; side < 2; ++side) {
      if (!b.castle[(w ? 0 : 2) + side]) continue;
      int rook = side == 0 ? home + 3 : home - 4;
      if (bd[rook] != (w ? 'R' : 'r')) continue;
      bool empty = true;
      for (int x = std::min(home, rook) + 1; x < std::max(home, rook); ++x) empty &= bd[x] == '.';
      if (!empty) continue;
      int step = side == 0 ? 1 : -1;
      if (attacked(bd, home, !w) || attacked(bd, home + step, !w) ||
          attacked(bd, home + 2 * step, !w))
        continue;
      out.push_back(Move{bn, home, home + 2 * step, 0, true, false});
    }
  }
}

}  // namespace

Boards parse(std::string_view t) {
  Boards b;
  for (auto& bd : b.boards) bd.fill('.');
  std::istringstream in{std::string(t)};
  std::string placement, side, castling, ep, half, full, supply, strict;
  in >> placement >> side >> castling >> ep >> half >> full >> supply >> strict;
  b.strict = strict == "strict";
  int r = 7, f = 0, last = -1;
  for (char c : placement) {
    if (c == '/') {
      --r;
      f = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      f += c - '0';
    } else if (c == '*') {
      b.boards[1][last] = b.boards[0][last];
      b.boards[0][last] = '.';
    } else {
      last = r * 8 + f;
      b.boards[0][last] = c;
      ++f;
    }
  }
  b.white = side == "w";
  for (char c : castling) {
    if (c == 'K') b.castle[0] = true;
    if (c == 'Q') b.castle[1] = true;
    if (c == 'k') b.castle[2] = true;
    if (c == 'q') b.castle[3] = true;
  }
  b.ep = ep == "-" ? -1 : (ep[1] - '1') * 8 + (ep[0] - 'a');
  b.supply = supply.empty() || supply == "unlimited" ? 0 : std::stoi(supply);
  return b;
}

Boards play(const Boards& b, const Move& m) {
  Boards n = b;
  auto& here = n.boards[m.board];
  auto& there = n.boards[1 - m.board];
  const bool w = b.white;
  char p = here[m.from];
  n.ep = -1;
  if (m.castle) {
    bool hside = m.to > m.from;
    int rook = hside ? m.from + 3 : m.from - 4, rook_to = hside ? m.from + 1 : m.from - 1;
    here[m.from] = here[rook] = '.';
    there[m.to] = p;
    there[rook_to] = w ? 'R' : 'r';
  } else {
    if (m.en_passant) here[m.to + (w ? -8 : 8)] = '.';
    here[m.from] = '.';
    here[m.to] = '.';  // whatever was taken
    char placed = m.promo ? (w ? char(std::toupper(m.promo)) : m.promo) : p;
    there[m.to] = placed;
    if (lower(p) == 'p' && std::abs(m.to - m.from) == 16) n.ep = (m.from + m.to) / 2;
  }
  // Castling rights: the king or a corner rook moved, or a corner was taken.
  auto touch = [&](int s) {
    if (s == 4) n.castle[0] = n.castle[1] = false;
    if (s == 60) n.castle[2] = n.castle[3] = false;
    if (s == 7) n.castle[0] = false;
    if (s == 0) n.castle[1] = false;
    if (s == 63) n.castle[2] = false;
    if (s == 56) n.castle[3] = false;
  };
  touch(m.from);
  touch(m.to);
  n.white = !w;
  return n;
}

std::vector<Move> legal_moves(const Boards& b) {
  std::vector<Move> pseudo, out;
  const bool w = b.white;
  const bool spare1 = b.supply == 0 || on_second_board(b, w) + 1 <= b.supply;
  const bool spare2 = b.supply == 0 || on_second_board(b, w) + 2 <= b.supply;
  for (int bn = 0; bn < 2; ++bn) pseudo_moves(b, bn, pseudo);
  for (const Move& m : pseudo) {
    if (m.board == 0 && !(m.castle ? spare2 : spare1)) continue;
    const auto& there = b.boards[1 - m.board];
    // The transfer: the square(s) on the other board must be empty.
    if (there[m.to] != '.') continue;
    if (m.castle && there[m.to > m.from ? m.from + 1 : m.from - 1] != '.') continue;
    // Legal on its own board: play it there (before the transfer) and look at our king if it is
    // on that board.
    {
      std::array<char, 64> bd = b.boards[m.board];
      char p = bd[m.from];
      if (m.en_passant) bd[m.to + (w ? -8 : 8)] = '.';
      bd[m.from] = '.';
      bd[m.to] = p;
      if (m.castle) {
        bool hside = m.to > m.from;
        bd[hside ? m.from + 3 : m.from - 4] = '.';
        bd[hside ? m.from + 1 : m.from - 1] = w ? 'R' : 'r';
      }
      for (int s = 0; s < 64; ++s)
        if (bd[s] == (w ? 'K' : 'k') && attacked(bd, s, !w)) goto illegal;
      // Strictly, the king on the other board is looked at too (that board has not changed yet).
      const auto& other = b.boards[1 - m.board];
      if (b.strict)
        for (int s = 0; s < 64; ++s)
          if (other[s] == (w ? 'K' : 'k') && attacked(other, s, !w)) goto illegal;
    }
    {
      // After the transfer: our king, wherever it stands, is not attacked on its board.
      Boards n = play(b, m);
      int kb;
      int ks = find_king(n, w, kb);
      if (attacked(n.boards[kb], ks, !w)) goto illegal;
    }
    out.push_back(m);
  illegal:;
  }
  return out;
}

std::string text(const Move& m) {
  std::string t;
  t += char('a' + file(m.from));
  t += char('1' + rank(m.from));
  t += char('a' + file(m.to));
  t += char('1' + rank(m.to));
  if (m.promo) t += m.promo;
  return t;
}

std::uint64_t perft(const Boards& b, int depth) {
  std::vector<Move> moves = legal_moves(b);
  if (depth <= 1) return depth <= 0 ? 1 : moves.size();
  std::uint64_t n = 0;
  for (const Move& m : moves) n += perft(play(b, m), depth - 1);
  return n;
}

std::vector<std::pair<std::string, std::uint64_t>> divide(const Boards& b, int depth) {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  for (const Move& m : legal_moves(b)) out.emplace_back(text(m), perft(play(b, m), depth - 1));
  return out;
}

}  // namespace menagerie::half_alice::reference
