// Walks seeded random games and checks, at every position, that the fast generator and the
// reference agree on the legal moves, the check status and the position after each move. Shared by
// the unit tests (few games) and the suite (many).
#pragma once

#include <algorithm>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "core/rng.hpp"
#include "games/power_chess/power_chess.hpp"
#include "reference.hpp"

namespace menagerie::power_chess::harness {

inline std::vector<std::string> fast_moves(const State& s) {
  MovesOf<PowerChess> moves;
  PowerChess::generate_all(s, moves);
  std::vector<std::string> out;
  for (const Move& m : moves) out.push_back(PowerChess::move_text(s, m));
  std::sort(out.begin(), out.end());
  return out;
}

inline std::string without_clocks(const std::string& text) {
  // The reference writes board, side and fields only.
  auto cut = text.rfind(' ', text.rfind(' ') - 1);
  return text.substr(0, cut);
}

struct Tally {
  int positions = 0, checks = 0, mates = 0, promotions = 0, entries = 0, advances = 0, captures = 0,
      stays = 0;
};

inline void compare_along_playouts(std::uint64_t seed, int games, const Rules& rules,
                                   Tally& tally) {
  Rng rng(seed);
  for (int game = 0; game < games; ++game) {
    State s = PowerChess::start(rules);
    for (int ply = 0; ply < 160; ++ply) {
      auto ref = reference::from_state(s);
      auto mine = fast_moves(s);
      auto theirs = reference::legal_moves(ref);
      std::sort(theirs.begin(), theirs.end());
      ASSERT_EQ(mine, theirs) << PowerChess::position_text(s);
      ASSERT_EQ(PowerChess::in_check(s), reference::in_check(ref)) << PowerChess::position_text(s);
      ASSERT_EQ(without_clocks(PowerChess::position_text(s)), reference::text(ref));
      ++tally.positions;
      tally.checks += PowerChess::in_check(s);
      MovesOf<PowerChess> moves;
      PowerChess::generate(s, moves);
      if (moves.empty()) {
        tally.mates += PowerChess::outcome(s).over();
        break;
      }
      for (const Move& m : moves) {
        tally.promotions += m.type == Move::kPromote;
        tally.entries += m.type == Move::kEnter;
        tally.advances += m.type == Move::kAdvance;
        tally.captures += m.type == Move::kStep && (s.occupied() & bit(m.to));
        tally.stays += m.type == Move::kStep && s.type_at(m.from) == kPawn &&
                       m.to / kWidth == (s.side == kWhite ? kHeight - 1 : 0);
      }
      const Move m = moves[rng.below(moves.size())];
      State next = s;
      PowerChess::play(next, m);
      auto ref_next = reference::play(ref, PowerChess::move_text(s, m));
      ASSERT_EQ(without_clocks(PowerChess::position_text(next)), reference::text(ref_next))
          << "after " << PowerChess::move_text(s, m) << " from " << PowerChess::position_text(s);
      s = next;
    }
  }
}

}  // namespace menagerie::power_chess::harness
