// A toy game of hidden information for the engine's tests of searches that should value finding
// things out (belief_search_test.cpp, ismcts_test.cpp): a vault with a code 0-3, secret from seat
// 0, which must open it; two turns of seat 0 with a pass of seat 1 between, and the second turn may
// only open. On the first turn seat 0 may open now, wait, or ask "is it k?" (the answer is public).
// Opening now or waiting wins a time in four; asking wins half the time (a yes opens surely, a no
// leaves three codes).
#pragma once

#include <string>
#include <vector>

#include "engine/belief.hpp"
#include "engine/pimc.hpp"

namespace menagerie::engine::toy {

struct Vault {
  struct State {
    int code = 0;
    int possible = 15;  // bit k: the code may be k (public)
    int turn = 0;       // 0 seat 0's first, 1 seat 1's pass, 2 seat 0's last, 3 over
    int opened = -1;
    bool operator==(const State&) const = default;
  };
  // 0-3 open k, 4 wait, 5-8 ask about k-5, 9 pass.
  struct Move {
    int action = 0;
    bool operator==(const Move&) const = default;
  };
  struct Observation {
    int possible = 15, turn = 0, opened = -1;
    bool operator==(const Observation&) const = default;
  };
  static constexpr std::string_view kId = "vault";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = 9;
  static constexpr Traits kTraits{.hidden = true};
  static constexpr std::uint32_t kMoveKeys = 10;

  // After the last move the other seat is "to move", as the search expects of a finished game.
  static Seat to_move(const State& s) { return s.turn == 1 || s.turn == 3 ? 1 : 0; }
  static void generate(const State& s, MovesOf<Vault>& out) {
    if (s.turn == 3) return;
    if (s.turn == 1) {
      out.push_back(Move{9});
      return;
    }
    for (int k = 0; k < 4; ++k) out.push_back(Move{k});
    if (s.turn == 0)
      for (int a = 4; a <= 8; ++a) out.push_back(Move{a});
  }
  static void play(State& s, Move m) {
    if (m.action < 4) {
      s.opened = m.action;
      s.turn = 3;
    } else if (m.action == 9) {
      s.turn = 2;
    } else {
      if (m.action > 4) {
        int k = m.action - 5;
        s.possible = s.code == k ? 1 << k : s.possible & ~(1 << k);
      }
      s.turn = 1;
    }
  }
  static Outcome outcome(const State& s) {
    if (s.turn != 3) return Outcome::ongoing();
    return s.opened == s.code ? Outcome::win(0, "opened") : Outcome::win(1, "wrong code");
  }
  static std::uint64_t hash(const State& s) {
    std::uint64_t x = std::uint64_t(((s.code * 16 + s.possible) * 4 + s.turn) * 8 + s.opened + 1);
    return Rng::splitmix(x);
  }
  static int evaluate(const State&) { return 0; }
  static bool in_check(const State& s) { return s.turn != 3; }  // no stand-pat before the end
  static bool is_tactical(const State&, Move) { return false; }
  static int order_score(const State&, Move) { return 0; }
  static std::uint32_t move_key(Move m) { return std::uint32_t(m.action); }

  static Observation observe(const State& s, Seat) { return {s.possible, s.turn, s.opened}; }
  static State sample(const Observation& o, Rng& rng) {
    auto all = worlds(o, 4);
    return all[rng.below(all.size())];
  }
  static std::vector<State> worlds(const Observation& o, std::size_t) {
    std::vector<State> out;
    for (int k = 0; k < 4; ++k)
      if (o.possible >> k & 1) out.push_back({k, o.possible, o.turn, o.opened});
    return out;
  }
  static std::string observation_text(const Observation& o) {
    return std::to_string((o.possible * 4 + o.turn) * 8 + o.opened + 1);
  }
  static Observation parse_observation(std::string_view t) {
    int v = std::stoi(std::string(t));
    return {v / 32, v / 8 % 4, v % 8 - 1};
  }
};
static_assert(Determinized<Vault> && WorldsListed<Vault>);

}  // namespace menagerie::engine::toy
