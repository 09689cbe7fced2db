// The clairvoyant (clairvoyant.hpp), the benchmark's upper bound: its deal is the benchmark's
// draws; on small endgames its exact search agrees with a plain search of every line, its lines
// replay to what it claims, its bound is never below the truth, and the beam search never claims
// more than the exact value. The computer player it is compared with takes an Observation.
#include <gtest/gtest.h>

#include <map>
#include <type_traits>

#include "chess/fen.hpp"
#include "core/error.hpp"
#include "games/cooperative/clairvoyant.hpp"
#include "games/cooperative/names.hpp"
#include "games/cooperative/partner.hpp"
#include "games/cooperative/tests/helpers.hpp"

namespace menagerie::cooperative {
namespace {

using namespace harness;

int worth(const Outcome& o) { return o.kind == Outcome::Kind::kWin ? 1 + o.score[0] : 0; }

// The reference: every line of every step, no bound, a table keyed by the position's text.
int every_line(const Deal& d, const State& s, std::map<std::string, int>& memo) {
  Outcome o = Cooperative::outcome(s);
  if (o.over()) return worth(o);
  std::string key = Cooperative::position_text(s);
  if (auto it = memo.find(key); it != memo.end()) return it->second;
  int best = 0;
  if (Cooperative::to_move(s) == kChance) {
    State t = s;
    Cooperative::play(t, next_draw(d, s));
    best = every_line(d, t, memo);
  } else {
    MoveBuffer moves;
    Cooperative::generate(s, moves);
    for (const Move& m : moves) {
      State t = s;
      Cooperative::play(t, m);
      best = std::max(best, every_line(d, t, memo));
    }
  }
  memo[key] = best;
  return best;
}

// Every card not named in `used`, as letters: what a small endgame puts on the captured pile.
std::string rest_of_deck(const std::string& used) {
  std::string out;
  const std::string letters = "PNBRQKpnbrqk";
  for (std::size_t i = 0; i < letters.size(); ++i) {
    int n = kDeckCount[i % 6 + 1] - int(std::count(used.begin(), used.end(), letters[i]));
    out.append(std::size_t(std::max(0, n)), letters[i]);
  }
  return out;
}

struct Endgame {
  const char* fen;
  const char* hands[2];
  const char* stacks[2];
  const char* pile;  // in draw order
};

Deal deal_of(const Endgame& e) {
  auto letters = [](const char* x) { return std::string(x); };
  auto field = [](const char* x) { return *x ? std::string(x) : std::string("-"); };
  std::string used = letters(e.hands[0]) + e.hands[1] + e.stacks[0] + e.stacks[1] + e.pile;
  std::string text = std::string(e.fen) + " hands=" + field(e.hands[0]) + "/" + field(e.hands[1]) +
                     " stacks=" + field(e.stacks[0]) + "/" + field(e.stacks[1]) +
                     " captured=" + rest_of_deck(used) + " step=start";
  Deal d{at(text), {}};
  for (const char* c = e.pile; *c; ++c)
    for (Card k = 0; k < 16; ++k)
      if (is_card(k) && chess::piece_char(k) == *c) d.order.push_back(k);
  return d;
}

// Small endgames: rooks facing each other (a double colour match opens the king), with blocked
// pawns or without, a queen near the black king, a pawn and a knight; cards in hands and a short
// pile in different orders.
const Endgame kEndgames[] = {
    {"4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 30", {"R", "n"}, {"Q", "kr"}, ""},
    {"4k3/4r3/8/3p4/3P4/8/4R3/4K3 w - - 0 30", {"R", "n"}, {"Q", "kr"}, ""},
    {"4k3/4r3/8/3p4/3P4/8/4R3/4K3 w - - 0 30", {"R", "n"}, {"Q", "rk"}, ""},
    {"4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 30", {"P", "n"}, {"Q", "kr"}, "R"},
    {"4k3/4r3/8/3p4/3P4/8/4R3/4K3 w - - 0 30", {"P", ""}, {"Q", "kr"}, "Rp"},
    {"3k4/8/8/8/8/8/8/3QK3 w - - 0 30", {"B", "q"}, {"r", "k"}, "Q"},
    {"4k3/8/4n3/3P4/8/8/8/4K3 w - - 0 30", {"P", "k"}, {"B", "n"}, "N"},
    {"4k3/8/4n3/3P4/8/8/8/4K3 w - - 0 30", {"N", "b"}, {"B", "n"}, "P"},
    {"4k3/8/4n3/3P4/8/2N5/8/4K3 w - - 0 30", {"P", "n"}, {"K", "kn"}, ""},
};

// The booklet's full board with three cards left (partner_test.cpp): Nxe8 after the N card.
const Endgame kKingInReachEndgame = {"r3k2r/pppp1ppp/5N2/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 10",
                                     {"NP", "p"},
                                     {"PPPPPPNBBRRQK", "pppppppnnbbrrqk"},
                                     ""};

TEST(CooperativeClairvoyant, ExactAgreesWithEveryLineOnSmallEndgames) {
  int wins = 0, losses = 0;
  for (const Endgame& e : kEndgames) {
    Deal d = deal_of(e);
    std::map<std::string, int> memo;
    int truth = every_line(d, d.state, memo);
    Solution s = solve_exact(d, 2'000'000);
    SCOPED_TRACE(Cooperative::position_text(d.state) + " pile " + e.pile);
    ASSERT_TRUE(s.exact);
    EXPECT_EQ(s.value, truth);
    EXPECT_GE(value_bound(d.state), truth) << "the bound must never be below the truth";
    // The line is legal and ends as claimed.
    State t = d.state;
    for (const Move& m : s.line) {
      if (Cooperative::to_move(t) == kChance) {
        ASSERT_EQ(m, next_draw(d, t)) << "a draw out of the deal's order";
      } else {
        ASSERT_EQ(why_illegal(t, m), "") << Cooperative::move_text(t, m);
      }
      Cooperative::play(t, m);
    }
    if (truth > 0) {
      EXPECT_EQ(worth(Cooperative::outcome(t)), truth);
      ++wins;
    } else {
      ++losses;
    }
    // The beam search never claims more than the truth, and with the endgame solved exactly it
    // finds it.
    EXPECT_LE(solve(d, BeamLimits{.width = 2, .endgame_cards = 0}).value, truth);
    EXPECT_EQ(
        solve(d, BeamLimits{.width = 2, .endgame_cards = 32, .endgame_nodes = 2'000'000}).value,
        truth);
  }
  // The cases are worth having only if some are won and some lost.
  EXPECT_GT(wins, 2);
  EXPECT_GT(losses, 0);
}

TEST(CooperativeClairvoyant, RookCaptureOpensTheKing) {
  // Re2xe7 is a double colour match (a white rook on the red card, a black rook on the black
  // one): Black's next card, the k, is wild, and Rxe8 wins with four types gone (P, N, B, Q).
  Deal d = deal_of(kEndgames[0]);
  Solution s = solve_exact(d, 100000);
  ASSERT_TRUE(s.exact);
  EXPECT_EQ(s.score(), 4);
  EXPECT_TRUE(s.win());
}

TEST(CooperativeClairvoyant, ANodeLimitTooSmallIsNotExact) {
  Deal d = deal_of(kEndgames[3]);
  Solution s = solve_exact(d, 5);
  EXPECT_FALSE(s.exact);
  EXPECT_LE(s.value, solve_exact(d, 100'000).value);
}

TEST(CooperativeClairvoyant, KingInReachOnAFullBoard) {
  // The N card, then Nxe8: bishops and queens are gone (score 2); no line clears a third type
  // with three cards, and the beam finds the king too.
  Deal d = deal_of(kKingInReachEndgame);
  BeamLimits quick{.width = 4, .endgame_cards = 0};
  Solution s = solve(d, quick);
  EXPECT_TRUE(s.win());
  EXPECT_GE(s.score(), 2);
  EXPECT_LE(s.value, value_bound(d.state));
}

TEST(CooperativeClairvoyant, DealIsTheBenchmarksDraws) {
  // A game played as the benchmark plays it (one stream of draws, greedy players) draws exactly
  // the deal's cards, in order, although the players' choices come from another stream.
  for (std::uint64_t seed : {1000u, 1001u, 1234u}) {
    Rng chance(seed), mind(seed ^ 0x5EEDull), again(seed);
    State s = Cooperative::start();
    Deal d = deal_from(s, again);
    ASSERT_EQ(d.order.size(), std::size_t(kDeckSize));
    int draws = 0;
    for (int ply = 0; ply < 2000 && !Cooperative::outcome(s).over(); ++ply) {
      Move m;
      if (Cooperative::to_move(s) == kChance) {
        ChanceOf<Cooperative> odds;
        Cooperative::chance(s, odds);
        m = draw_outcome(odds, chance);
        ASSERT_EQ(m, next_draw(d, s)) << "draw " << draws << " of seed " << seed;
        ++draws;
      } else {
        m = greedy(s, mind);
      }
      Cooperative::play(s, m);
    }
    EXPECT_GE(draws, 6);
  }
}

TEST(CooperativeClairvoyant, AnOrderThatDoesNotFitThePileIsRefused) {
  Deal d = deal_of(kEndgames[3]);
  d.order = {chess::make_piece(chess::kBlack, chess::kKing)};  // the black king card is on a stack
  State s = d.state;
  steps(s, {"card-P", "end"});
  ASSERT_EQ(Cooperative::to_move(s), kChance);
  EXPECT_THROW(next_draw(d, s), InputError);
}

// The partner the clairvoyant bounds plays from what its seat may know: its planner and the
// catalog's computer player take an observation, never a State with the partner's hand.
TEST(CooperativeClairvoyant, ThePartnerPlaysFromAnObservation) {
  using PlanFn = Plan (*)(const Cooperative::Observation&, const PlanLimits&, Rng&);
  static_assert(std::is_same_v<decltype(&plan), PlanFn>);
  static_assert(!std::is_invocable_v<decltype(&plan), const State&, const PlanLimits&, Rng&>);
  SUCCEED();
}

}  // namespace
}  // namespace menagerie::cooperative
