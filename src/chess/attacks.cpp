#include "chess/attacks.hpp"

#include "chess/magics.hpp"

#include <vector>

#include "core/geometry.hpp"
#include "core/rng.hpp"

namespace menagerie::chess {

namespace {

// Finds a magic multiplier for every square by trial (sparse random candidates), in the classic
// "fancy magic" layout: one shared table, each square a slice sized by its relevant occupancy bits.
void init_magics(Magic* magics, std::span<const Offset> dirs, const Bitboard* stored,
                 std::vector<Bitboard>& storage) {
  const Geometry& g = kBoard;
  Rng rng(0x4D454E41u);  // fixed seed: the same magics, in the same time, on every run
  std::size_t total = 0;
  Bitboard masks[64];
  for (Square s = 0; s < 64; ++s) {
    // The relevant occupancy excludes the board edges that a ray ends on anyway.
    Bitboard edges = ((rank_bb(0) | rank_bb(7)) & ~rank_bb(rank_of(s))) |
                     ((file_bb(0) | file_bb(7)) & ~file_bb(file_of(s)));
    masks[s] = g.slider_attacks(s, dirs, 0) & ~edges;
    total += std::size_t{1} << popcount(masks[s]);
  }
  storage.assign(total, 0);
  std::size_t offset = 0;
  std::vector<Bitboard> occupancy, reference;
  std::vector<int> epoch;
  for (Square s = 0; s < 64; ++s) {
    Magic& m = magics[s];
    m.mask = masks[s];
    int bits = popcount(m.mask);
    m.shift = 64 - bits;
    std::size_t size = std::size_t{1} << bits;
    Bitboard* table = storage.data() + offset;
    offset += size;
    m.attacks = table;
    // Every subset of the mask (Carry–Rippler) and the attacks it gives.
    occupancy.clear();
    reference.clear();
    Bitboard b = 0;
    do {
      occupancy.push_back(b);
      reference.push_back(g.slider_attacks(s, dirs, b));
      b = (b - m.mask) & m.mask;
    } while (b);
    epoch.assign(size, 0);
    for (int attempt = 1;; ++attempt) {
      if (attempt == 1) {
        m.magic = stored[s];  // the stored one nearly always fits; the search is the fallback
      } else {
        do m.magic = rng.next() & rng.next() & rng.next();
        while (popcount((m.mask * m.magic) >> 56) < 6);
      }
      bool ok = true;
      for (std::size_t i = 0; i < occupancy.size() && ok; ++i) {
        unsigned idx = m.index(occupancy[i]);
        if (epoch[idx] < attempt) {
          epoch[idx] = attempt;
          table[idx] = reference[i];
        } else if (table[idx] != reference[i]) {
          ok = false;
        }
      }
      if (ok) break;
    }
  }
}

void build(AttackTables& t) {
  static std::vector<Bitboard> rook_storage, bishop_storage;
  const Geometry& g = kBoard;
  auto knight = g.leaper_table(kKnightLeaps);
  auto king = g.leaper_table(kKingSteps);
  for (Square s = 0; s < 64; ++s) {
    t.knight[s] = knight[s];
    t.king[s] = king[s];
    for (Color c : {kWhite, kBlack}) {
      Bitboard a = 0;
      int dr = c == kWhite ? 1 : -1;
      for (int df : {-1, 1}) {
        int to = g.step(s, {df, dr});
        if (to != kNoSquare) a |= bit(to);
      }
      t.pawn[c][s] = a;
    }
  }
  init_magics(t.rook, kOrthogonal, kRookMagics, rook_storage);
  init_magics(t.bishop, kDiagonal, kBishopMagics, bishop_storage);
  for (Square a = 0; a < 64; ++a) {
    for (Square b = 0; b < 64; ++b) {
      t.between[a][b] = t.line[a][b] = 0;
      if (a == b) continue;
      for (auto dirs : {std::span<const Offset>(kOrthogonal), std::span<const Offset>(kDiagonal)}) {
        if (g.slider_attacks(a, dirs, 0) & bit(b)) {
          t.line[a][b] =
              (g.slider_attacks(a, dirs, 0) & g.slider_attacks(b, dirs, 0)) | bit(a) | bit(b);
          t.between[a][b] = g.slider_attacks(a, dirs, bit(b)) & g.slider_attacks(b, dirs, bit(a));
        }
      }
    }
  }
}

}  // namespace

namespace detail {
AttackTables kTables;
namespace {
const bool kBuilt = (build(kTables), true);
}  // namespace
}  // namespace detail

}  // namespace menagerie::chess
