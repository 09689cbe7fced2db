#include "reference.hpp"

#include <algorithm>
#include <cctype>
#include <set>

namespace menagerie::power_chess::reference {

namespace {

bool on_board(int f, int r) { return f >= 0 && f < 5 && r >= 0 && r < 7; }
bool is_white(char c) { return c >= 'A' && c <= 'Z'; }
int owner(char c) { return is_white(c) ? 0 : 1; }
char upper(char c) { return char(std::toupper(static_cast<unsigned char>(c))); }
std::string sq(int f, int r) { return std::string{char('a' + f), char('1' + r)}; }

const int kOrth[4][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
const int kDiag[4][2] = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

// Every walk of 1..left further single steps from (f, r); empty cells are walked through, an enemy
// cell ends the walk as a capture, an own cell stops it.
void walk(const Position& p, int f, int r, int left, const int (*dirs)[2], int me,
          std::set<std::pair<int, int>>& out) {
  if (left == 0) return;
  for (int i = 0; i < 4; ++i) {
    int nf = f + dirs[i][0], nr = r + dirs[i][1];
    if (!on_board(nf, nr)) continue;
    char c = p.cell[nr][nf];
    if (c == '.') {
      out.insert({nf, nr});
      walk(p, nf, nr, left - 1, dirs, me, out);
    } else if (owner(c) != me) {
      out.insert({nf, nr});
    }
  }
}

// Cells the man on (f, r) could move to or capture on, ignoring his own king's safety.
std::set<std::pair<int, int>> targets(const Position& p, int f, int r) {
  std::set<std::pair<int, int>> out;
  char c = p.cell[r][f];
  int me = owner(c);
  switch (upper(c)) {
    case 'R':
      walk(p, f, r, p.die[r][f], kOrth, me, out);
      break;
    case 'B':
      walk(p, f, r, p.die[r][f], kDiag, me, out);
      break;
    case 'K':
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
          int nf = f + df, nr = r + dr;
          if ((df || dr) && on_board(nf, nr) &&
              (p.cell[nr][nf] == '.' || owner(p.cell[nr][nf]) != me))
            out.insert({nf, nr});
        }
      break;
    case 'P': {
      int nr = r + (me == 0 ? 1 : -1);
      if (!on_board(f, nr)) break;
      if (p.cell[nr][f] == '.') out.insert({f, nr});
      for (int df : {-1, 1})
        if (on_board(f + df, nr) && p.cell[nr][f + df] != '.' && owner(p.cell[nr][f + df]) != me)
          out.insert({f + df, nr});
      break;
    }
  }
  return out;
}

bool attacked_by(const Position& p, int kf, int kr, int by) {
  for (int r = 0; r < 7; ++r)
    for (int f = 0; f < 5; ++f) {
      char c = p.cell[r][f];
      if (c == '.' || owner(c) != by) continue;
      // Pawns attack diagonally even where they could not move: only the diagonal counts.
      if (upper(c) == 'P') {
        int nr = r + (by == 0 ? 1 : -1);
        if (nr == kr && (f - 1 == kf || f + 1 == kf)) return true;
        continue;
      }
      if (targets(p, f, r).count({kf, kr})) return true;
    }
  return false;
}

std::string man_text(char c, int die) {
  std::string t(1, upper(c));
  if (t == "R" || t == "B") t += char('0' + die);
  return t;
}

std::vector<std::string> distinct(const std::vector<std::string>& v) {
  std::set<std::string> s(v.begin(), v.end());
  return {s.begin(), s.end()};
}

// Every move of the side to move, legal or not as to its own king.
std::vector<std::string> candidate_moves(const Position& p) {
  std::vector<std::string> out;
  const int me = p.side;
  for (int r = 0; r < 7; ++r)
    for (int f = 0; f < 5; ++f) {
      char c = p.cell[r][f];
      if (c == '.' || owner(c) != me) continue;
      for (auto [tf, tr] : targets(p, f, r)) {
        std::string m = sq(f, r) + sq(tf, tr);
        bool last = upper(c) == 'P' && tr == (me == 0 ? 6 : 0);
        if (!last) {
          out.push_back(m);
          continue;
        }
        bool any = false;
        for (int fi = 0; fi < 2; ++fi)
          for (const auto& man : distinct(p.fields[me][fi]))
            if (man != "P") {
              out.push_back(m + char(std::tolower(man[0])) + man[1] +
                            (fi == 0 ? "/near" : "/back"));
              any = true;
            }
        if (!any && !p.unpromotable_forbidden) out.push_back(m);
      }
    }
  const int first = me == 0 ? 0 : 6;
  for (const auto& man : distinct(p.fields[me][0]))
    for (int f = 0; f < 5; ++f)
      if (p.cell[first][f] == '.') out.push_back(man + "@" + sq(f, first));
  for (const auto& man : distinct(p.fields[me][1])) out.push_back(man + "@near");
  return out;
}

void take_from(std::vector<std::string>& field, const std::string& man) {
  field.erase(std::find(field.begin(), field.end(), man));
}

}  // namespace

Position from_state(const State& s) {
  Position p{};
  for (int r = 0; r < 7; ++r)
    for (int f = 0; f < 5; ++f) {
      int i = r * 5 + f;
      p.cell[r][f] = '.';
      p.die[r][f] = 0;
      for (int t = 0; t < 4; ++t)
        if ((s.by_type[t] >> i) & 1) {
          char c = "PBRK"[t];
          p.cell[r][f] = (s.by_color[1] >> i) & 1 ? char(std::tolower(c)) : c;
          if (c == 'R' || c == 'B') p.die[r][f] = s.die[i];
        }
    }
  for (int c = 0; c < 2; ++c)
    for (int fi = 0; fi < 2; ++fi)
      for (int kind = 0; kind < kFieldKinds; ++kind)
        for (int n = 0; n < s.fields[c][fi].count(kind); ++n)
          p.fields[c][fi].push_back(kind == 0   ? "P"
                                    : kind <= 6 ? "R" + std::to_string(kind)
                                                : "B" + std::to_string(kind - 6));
  p.side = s.side;
  p.unpromotable_forbidden = s.rules.unpromotable == Rules::Unpromotable::kForbidden;
  p.promoted_pawn_field = s.rules.promoted_pawn_to;
  return p;
}

std::string text(const Position& p) {
  std::string out;
  for (int r = 6; r >= 0; --r) {
    int gap = 0;
    for (int f = 0; f < 5; ++f) {
      char c = p.cell[r][f];
      if (c == '.') {
        ++gap;
        continue;
      }
      if (gap) out += char('0' + gap);
      gap = 0;
      out += c;
      if (upper(c) == 'R' || upper(c) == 'B') out += char('0' + p.die[r][f]);
    }
    if (gap) out += char('0' + gap);
    if (r) out += '/';
  }
  out += p.side == 0 ? " w" : " b";
  for (int c = 0; c < 2; ++c) {
    out += ' ';
    for (int fi = 0; fi < 2; ++fi) {
      std::vector<std::string> men = p.fields[c][fi];
      // Rooks by falling die, then bishops by falling die, then pawns.
      std::sort(men.begin(), men.end(), [](const std::string& a, const std::string& b) {
        auto rank = [](const std::string& m) {
          return m[0] == 'R' ? 20 - (m[1] - '0') : m[0] == 'B' ? 40 - (m[1] - '0') : 60;
        };
        return rank(a) < rank(b);
      });
      std::string s;
      for (auto& m : men) s += m;
      if (c == 1)
        for (char& ch : s) ch = char(std::tolower(static_cast<unsigned char>(ch)));
      out += s.empty() ? "-" : s;
      if (fi == 0) out += '/';
    }
  }
  return out;
}

Position play(const Position& p, const std::string& m) {
  Position q = p;
  const int me = p.side, them = 1 - me;
  q.side = them;
  auto at = m.find('@');
  if (at != std::string::npos) {
    std::string man = m.substr(0, at), dest = m.substr(at + 1);
    if (dest == "near") {
      take_from(q.fields[me][1], man);
      q.fields[me][0].push_back(man);
    } else {
      take_from(q.fields[me][0], man);
      int f = dest[0] - 'a', r = dest[1] - '1';
      q.cell[r][f] = me == 0 ? man[0] : char(std::tolower(man[0]));
      q.die[r][f] = man.size() > 1 ? man[1] - '0' : 0;
    }
    return q;
  }
  int ff = m[0] - 'a', fr = m[1] - '1', tf = m[2] - 'a', tr = m[3] - '1';
  char mover = p.cell[fr][ff];
  int die = p.die[fr][ff];
  char victim = p.cell[tr][tf];
  if (victim != '.') {
    q.fields[them][1].push_back(man_text(victim, p.die[tr][tf]));
    if (die > 1) --die;
  }
  q.cell[fr][ff] = '.';
  q.die[fr][ff] = 0;
  q.cell[tr][tf] = mover;
  q.die[tr][tf] = die;
  if (m.size() > 4) {  // promotion: r4/near
    std::string man = std::string(1, upper(m[4])) + m[5];
    int fi = m.substr(7) == "near" ? 0 : 1;
    take_from(q.fields[me][fi], man);
    q.fields[me][p.promoted_pawn_field].push_back("P");
    q.cell[tr][tf] = me == 0 ? man[0] : char(std::tolower(man[0]));
    q.die[tr][tf] = 6;
  }
  return q;
}

bool in_check(const Position& p) {
  for (int r = 0; r < 7; ++r)
    for (int f = 0; f < 5; ++f)
      if (p.cell[r][f] == (p.side == 0 ? 'K' : 'k')) return attacked_by(p, f, r, 1 - p.side);
  return false;
}

std::vector<std::string> legal_moves(const Position& p) {
  std::vector<std::string> out;
  for (const auto& m : candidate_moves(p)) {
    Position q = play(p, m);
    q.side = p.side;  // ask about the mover's king in the position after the move
    if (!in_check(q)) out.push_back(m);
  }
  return out;
}

std::uint64_t perft(const Position& p, int depth) {
  if (depth == 0) return 1;
  auto moves = legal_moves(p);
  if (depth == 1) return moves.size();
  std::uint64_t n = 0;
  for (const auto& m : moves) n += perft(play(p, m), depth - 1);
  return n;
}

}  // namespace menagerie::power_chess::reference
