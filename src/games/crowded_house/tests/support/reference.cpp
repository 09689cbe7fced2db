#include "reference.hpp"

#include <cctype>
#include <sstream>
#include <stdexcept>

namespace menagerie::crowded_house::reference {

namespace {

struct Step {
  int from_file, from_rank, to_file, to_rank;
  char promo;  // 0, or q r b n
  bool castle, en_passant;
};

bool white(char c) { return std::isupper(static_cast<unsigned char>(c)); }
bool own(char c, int color) { return c != '.' && (color == 0) == white(c); }
bool inside(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
int color_of_seat(int seat) { return seat % 2; }
bool on_half(int seat, int file) { return seat >= 2 ? file <= 3 : file >= 4; }

std::string square(int f, int r) { return std::string{char('a' + f), char('1' + r)}; }

std::string name(const Step& s) {
  // Castling is written as the king's step to its target square.
  std::string out = square(s.from_file, s.from_rank) + square(s.to_file, s.to_rank);
  if (s.promo) out += s.promo;
  return out;
}

// Every move of `color`'s pieces by their moving patterns alone: no half rule, no king safety.
std::vector<Step> patterns(const Position& p, int color) {
  std::vector<Step> out;
  const int dir = color == 0 ? 1 : -1;
  for (int r = 0; r < 8; ++r)
    for (int f = 0; f < 8; ++f) {
      char c = p.cell[r][f];
      if (!own(c, color)) continue;
      char t = char(std::tolower(static_cast<unsigned char>(c)));
      auto add = [&](int tf, int tr, bool ep = false) {
        bool last = tr == (color == 0 ? 7 : 0);
        if (t == 'p' && last) {
          for (char pr : {'q', 'r', 'b', 'n'}) out.push_back({f, r, tf, tr, pr, false, false});
        } else {
          out.push_back({f, r, tf, tr, 0, false, ep});
        }
      };
      if (t == 'p') {
        if (inside(f, r + dir) && p.cell[r + dir][f] == '.') {
          add(f, r + dir);
          bool home = r == (color == 0 ? 1 : 6);
          if (home && p.cell[r + 2 * dir][f] == '.') add(f, r + 2 * dir);
        }
        for (int df : {-1, 1}) {
          int tf = f + df, tr = r + dir;
          if (!inside(tf, tr)) continue;
          char target = p.cell[tr][tf];
          if (target != '.' && !own(target, color)) add(tf, tr);
          // En passant: onto the square the enemy pawn just crossed.
          bool ep_rank = r == (color == 0 ? 4 : 3);
          if (target == '.' && ep_rank && p.ep_file == tf) add(tf, tr, true);
        }
        continue;
      }
      std::vector<std::pair<int, int>> dirs;
      bool slide = false;
      if (t == 'n') dirs = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
      if (t == 'b' || t == 'q' || t == 'k') {
        for (auto d : {std::pair{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}) dirs.push_back(d);
      }
      if (t == 'r' || t == 'q' || t == 'k') {
        for (auto d : {std::pair{1, 0}, {-1, 0}, {0, 1}, {0, -1}}) dirs.push_back(d);
      }
      slide = t == 'b' || t == 'r' || t == 'q';
      for (auto [df, dr] : dirs) {
        int tf = f + df, tr = r + dr;
        while (inside(tf, tr)) {
          char target = p.cell[tr][tf];
          if (own(target, color)) break;
          out.push_back({f, r, tf, tr, 0, false, false});
          if (target != '.' || !slide) break;
          tf += df;
          tr += dr;
        }
      }
    }
  // Castling: king and rook on their first squares, the squares between them empty.
  int home = color == 0 ? 0 : 7;
  char king = color == 0 ? 'K' : 'k', rook = color == 0 ? 'R' : 'r';
  if (p.cell[home][4] == king) {
    if (p.castle[color * 2] && p.cell[home][7] == rook && p.cell[home][5] == '.' &&
        p.cell[home][6] == '.')
      out.push_back({4, home, 6, home, 0, true, false});
    if (p.castle[color * 2 + 1] && p.cell[home][0] == rook && p.cell[home][1] == '.' &&
        p.cell[home][2] == '.' && p.cell[home][3] == '.')
      out.push_back({4, home, 2, home, 0, true, false});
  }
  return out;
}

// The step obeys `seat`'s half rule: it starts or ends on the seat's half.
bool allowed(const Step& s, int seat) {
  return on_half(seat, s.from_file) || on_half(seat, s.to_file);
}

Position apply(const Position& p, const Step& s) {
  Position q = p;
  const int color = color_of_seat(p.seat);
  char piece = q.cell[s.from_rank][s.from_file];
  char t = char(std::tolower(static_cast<unsigned char>(piece)));
  q.ep_file = -1;
  if (s.castle) {
    bool king_side = s.to_file == 6;
    q.cell[s.from_rank][4] = '.';
    q.cell[s.from_rank][king_side ? 7 : 0] = '.';
    q.cell[s.from_rank][s.to_file] = piece;
    q.cell[s.from_rank][king_side ? 5 : 3] = color == 0 ? 'R' : 'r';
  } else {
    if (s.en_passant) q.cell[s.from_rank][s.to_file] = '.';
    char placed = piece;
    if (s.promo) placed = color == 0 ? char(std::toupper(s.promo)) : s.promo;
    q.cell[s.to_rank][s.to_file] = placed;
    q.cell[s.from_rank][s.from_file] = '.';
    if (t == 'p' && (s.to_rank - s.from_rank == 2 || s.from_rank - s.to_rank == 2))
      q.ep_file = s.from_file;
  }
  // Rights go when the king or a rook leaves its square or a rook is taken there.
  auto touch = [&](int f, int r) {
    if (r == 0 && f == 4) q.castle[0] = q.castle[1] = false;
    if (r == 7 && f == 4) q.castle[2] = q.castle[3] = false;
    if (r == 0 && f == 7) q.castle[0] = false;
    if (r == 0 && f == 0) q.castle[1] = false;
    if (r == 7 && f == 7) q.castle[2] = false;
    if (r == 7 && f == 0) q.castle[3] = false;
  };
  touch(s.from_file, s.from_rank);
  touch(s.to_file, s.to_rank);
  q.seat = (p.seat + 1) % 4;
  return q;
}

// Could `by` (a seat) capture the king of `color` at once?
bool king_takeable(const Position& p, int color, int by) {
  char king = color == 0 ? 'K' : 'k';
  for (const Step& s : patterns(p, 1 - color))
    if (!s.castle && p.cell[s.to_rank][s.to_file] == king && allowed(s, by)) return true;
  return false;
}

// Castling crosses f1/d1 (f8/d8): may the next seat capture a king standing there?
bool crossing_takeable(const Position& p, const Step& s, int by) {
  Position q = p;
  int cross = s.to_file == 6 ? 5 : 3;
  char king = q.cell[s.from_rank][4];
  q.cell[s.from_rank][4] = '.';
  q.cell[s.from_rank][s.to_file == 6 ? 7 : 0] = '.';
  q.cell[s.from_rank][cross] = king;
  return king_takeable(q, color_of_seat(p.seat), by);
}

std::vector<Step> legal_steps(const Position& p) {
  std::vector<Step> out;
  const int color = color_of_seat(p.seat), next = (p.seat + 1) % 4;
  for (const Step& s : patterns(p, color)) {
    if (!allowed(s, p.seat)) continue;
    if (king_takeable(apply(p, s), color, next)) continue;
    if (s.castle && !p.through_check && crossing_takeable(p, s, next)) continue;
    out.push_back(s);
  }
  return out;
}

bool has_piece_on_half(const Position& p) {
  for (int r = 0; r < 8; ++r)
    for (int f = 0; f < 8; ++f)
      if (own(p.cell[r][f], color_of_seat(p.seat)) && on_half(p.seat, f)) return true;
  return false;
}

}  // namespace

Position parse(const std::string& text, bool stuck_passes, bool through_check) {
  std::istringstream in(text);
  std::string board, side, castling, ep, a, b, half;
  in >> board >> side >> castling >> ep >> a >> b >> half;
  if (half.empty()) throw std::runtime_error("reference: need the 7-field text");
  Position p{};
  for (auto& row : p.cell)
    for (char& c : row) c = '.';
  int r = 7, f = 0;
  for (char c : board) {
    if (c == '/') {
      --r;
      f = 0;
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      f += c - '0';
    } else {
      p.cell[r][f++] = c;
    }
  }
  p.seat = (half == "q" ? 2 : 0) + (side == "b" ? 1 : 0);
  p.castle[0] = castling.find('K') != std::string::npos;
  p.castle[1] = castling.find('Q') != std::string::npos;
  p.castle[2] = castling.find('k') != std::string::npos;
  p.castle[3] = castling.find('q') != std::string::npos;
  p.ep_file = ep == "-" ? -1 : ep[0] - 'a';
  p.stuck_passes = stuck_passes;
  p.through_check = through_check;
  return p;
}

std::string text(const Position& p) {
  std::string out;
  for (int r = 7; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 8; ++f) {
      char c = p.cell[r][f];
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty) out += char('0' + empty);
      empty = 0;
      out += c;
    }
    if (empty) out += char('0' + empty);
    if (r) out += '/';
  }
  out += color_of_seat(p.seat) == 0 ? " w " : " b ";
  std::string castling;
  const char letters[] = "KQkq";
  for (int i = 0; i < 4; ++i)
    if (p.castle[i]) castling += letters[i];
  out += castling.empty() ? "-" : castling;
  // The en passant square is written only where the seat to move has such a capture by pattern
  // and half rule (its king's safety aside), as FEN does.
  std::string ep = "-";
  for (const Step& s : patterns(p, color_of_seat(p.seat)))
    if (s.en_passant && allowed(s, p.seat)) ep = square(s.to_file, s.to_rank);
  out += " " + ep + (p.seat >= 2 ? " q" : " k");
  return out;
}

std::vector<std::string> legal_moves(const Position& p) {
  std::vector<std::string> out;
  for (const Step& s : legal_steps(p)) out.push_back(name(s));
  if (out.empty() && !in_check(p) && (!has_piece_on_half(p) || p.stuck_passes))
    out.push_back("pass");
  return out;
}

Position play(const Position& p, const std::string& move) {
  if (move == "pass") {
    Position q = p;
    q.ep_file = -1;
    q.seat = (p.seat + 1) % 4;
    return q;
  }
  for (const Step& s : legal_steps(p))
    if (name(s) == move) return apply(p, s);
  throw std::runtime_error("reference: not a legal move: " + move);
}

bool in_check(const Position& p) {
  return king_takeable(p, color_of_seat(p.seat), (p.seat + 1) % 4);
}

std::uint64_t perft(const Position& p, int depth) {
  if (depth == 0) return 1;
  auto moves = legal_moves(p);
  if (depth == 1) return moves.size();
  std::uint64_t n = 0;
  for (const auto& m : moves) n += perft(play(p, m), depth - 1);
  return n;
}

}  // namespace menagerie::crowded_house::reference
