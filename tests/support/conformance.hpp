// The conformance harness: one set of checks every game passes, along seeded random playouts
// through the referee (catalog::GameTable). A game's test calls it in a few lines:
//
//   TEST(Chess960, Conforms) { expect_conforms<Chess960>(start, {.playouts = 20}); }
//
// What it checks, at every step of every playout:
//   - the position text round-trips and the parsed position has the same hash (the hash from
//     scratch equals the one kept up to date move by move);
//   - every legal move's text parses back to that move;
//   - every legal move has parts to draw (from/to, or a label: a button);
//   - the view of every seat and of a spectator keeps docs/view.md's schema;
//   - a chance node's probabilities are positive and sum to one;
//   - no secret crosses: for every viewer who may not tell two moves apart (the same move_seen
//     text: another seat's secret choice, a chance outcome dealt to someone else), the view,
//     history and record after either are byte-identical;
//   - seats that act at once (Simultaneous): the seat to move is among the acting seats, each
//     acting seat is given exactly its own moves (legal_moves_of, its view's `legal`), a seat that
//     may not act is refused by play_as and nothing changes, and a seat's move is played as it;
//   - a timed phase (Timed): now and then the harness lets the time run out, and the referee's
//     timeout move is played (no seat may play it);
// and at the end of a playout, that undo takes the record back to its start, that replaying the
// logged texts (chance outcomes included, no seed) rebuilds the same game, and that playing them
// again after the undo shows every viewer what that rebuilt game shows.
// conformance_problems() returns the faults as text (so a test can prove a leak is caught);
// expect_conforms() fails the test with them.
#pragma once

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "catalog/table.hpp"
#include "core/rng.hpp"
#include "support/view_schema.hpp"

namespace menagerie::harness {

struct ConformanceOptions {
  int playouts = 10;
  int max_plies = 200;
  std::uint64_t seed = 1;
  bool check_secrets = true;
  // False for a game set up only by its options, whose position text is for people (it refuses
  // to parse one): the hash and text round-trip checks are then skipped.
  bool position_text = true;
};

// Under AddressSanitizer every step costs several times more; a third of the playouts still walk
// the same code, which is what the sanitizers are there to watch (the release run plays them all).
#if defined(MENAGERIE_SANITIZED)
inline constexpr int kPlayoutShare = 3;
#else
inline constexpr int kPlayoutShare = 1;
#endif

template <class G>
class Conformance {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  using Table = catalog::GameTable<G>;

  explicit Conformance(ConformanceOptions o) : o_(o) {}

  std::vector<std::string> run(const State& start) {
    Rng rng(o_.seed);
    const int playouts = std::max(1, o_.playouts / kPlayoutShare);
    for (int p = 0; p < playouts && problems_.size() < 20; ++p) playout(start, rng, p);
    return problems_;
  }

 private:
  void fault(int playout, std::size_t ply, const std::string& what) {
    problems_.push_back(fmt::format("playout {} ply {}: {}", playout, ply, what));
  }

  // The legal moves, or the chance outcomes (checked), of the table's position.
  std::vector<std::pair<Move, double>> choices(const State& s, int p, std::size_t ply) {
    std::vector<std::pair<Move, double>> out;
    if (G::to_move(s) == kChance) {
      if constexpr (HasChance<G>) {
        ChanceOf<G> list;
        G::chance(s, list);
        double sum = 0;
        for (const auto& c : list) {
          if (!(c.probability > 0)) fault(p, ply, "a chance outcome has no positive probability");
          sum += c.probability;
          out.push_back({c.move, c.probability});
        }
        if (std::abs(sum - 1) > 1e-9) fault(p, ply, fmt::format("chance sums to {}, not 1", sum));
      } else {
        fault(p, ply, "kChance to move in a game without chance outcomes");
      }
    } else {
      MovesOf<G> moves;
      G::generate(s, moves);
      for (const auto& m : moves) out.push_back({m, 1.0 / double(moves.size())});
    }
    return out;
  }

  void check_position(const Table& t, int p, std::size_t ply) {
    if (!o_.position_text) return;
    const State& s = t.game_record().state();
    std::string text = G::position_text(s);
    try {
      State back = G::parse_position(text);
      if (G::hash(back) != G::hash(s))
        fault(p, ply, "hash from scratch differs from the one kept move by move: " + text);
      if (G::position_text(back) != text)
        fault(p, ply, "position text does not round-trip: " + text);
    } catch (const std::exception& e) {
      fault(p, ply, "position text does not parse: " + text + ": " + e.what());
    }
  }

  void check_moves(const Table& t, const std::vector<std::pair<Move, double>>& options, int p,
                   std::size_t ply) {
    const State& s = t.game_record().state();
    if (G::to_move(s) == kChance) return;
    for (const auto& [m, _] : options) {
      std::string text = G::move_text(s, m);
      try {
        if (!(G::parse_move(s, text) == m))
          fault(p, ply, "move text parses to another move: " + text);
      } catch (const std::exception& e) {
        fault(p, ply, "move text does not parse: " + text + ": " + e.what());
      }
      if constexpr (PartedMoves<G>) {
        nlohmann::json v = Table::move_view(s, m);
        if (!v.contains("from") && !v.contains("to") && !v.contains("label"))
          fault(p, ply, "move " + text + " has no parts to draw (from/to or label)");
      }
    }
  }

  void check_views(const Table& t, int p, std::size_t ply) {
    SeatSet acting = t.acting();
    for (Seat k = kSpectator; k < t.seats(); ++k) {
      if (k == kChance) continue;
      nlohmann::json v = t.view(k);
      std::string errors = view_schema_text(v);
      if (!errors.empty()) fault(p, ply, fmt::format("view of seat {}: {}", k, errors));
      bool acts = k >= 0 && (acting & seat_bit(k));
      if (acts != v.contains("legal"))
        fault(p, ply,
              fmt::format("seat {} {} act, yet its view {} legal moves", k,
                          acts ? "may" : "may not", acts ? "has no" : "has"));
    }
  }

  // Seats that act at once: each acting seat has exactly its own moves, a seat that may not act is
  // refused (and nothing changes), and a seat's move is played as that seat.
  void check_seats(const Table& t, const std::vector<std::pair<Move, double>>& options, int p,
                   std::size_t ply) {
    const State& s = t.game_record().state();
    if (G::to_move(s) == kChance) return;
    SeatSet acting = t.acting();
    if (!(acting & seat_bit(G::to_move(s))))
      fault(p, ply,
            fmt::format("the seat to move ({}) is not among the acting seats", G::to_move(s)));
    for (Seat k = 0; k < t.seats(); ++k) {
      std::vector<std::string> own;
      for (const auto& [m, _] : options)
        if (move_seat<G>(s, m) == k) own.push_back(G::move_text(s, m));
      std::vector<std::string> given = t.legal_moves_of(k);
      std::sort(own.begin(), own.end());
      std::sort(given.begin(), given.end());
      if (own != given)
        fault(p, ply, fmt::format("legal_moves_of({}) is not the seat's own moves", k));
      bool acts = acting & seat_bit(k);
      if (acts != !own.empty())
        fault(p, ply,
              fmt::format("seat {} {} act but has {} moves", k, acts ? "may" : "may not",
                          own.size()));
      // Another seat's move, played as this seat, is refused and changes nothing.
      for (const auto& [m, _] : options) {
        if (move_seat<G>(s, m) == k) continue;
        Table copy = t;
        std::string before = copy.record(kSpectator) + G::position_text(copy.game_record().state());
        bool refused = false;
        try {
          copy.play_as(k, G::move_text(s, m));
        } catch (const InputError&) {
          refused = true;
        }
        if (!refused)
          fault(p, ply, fmt::format("seat {} was allowed to play {}", k, G::move_text(s, m)));
        else if (copy.record(kSpectator) + G::position_text(copy.game_record().state()) != before)
          fault(p, ply, "a refused move changed the game");
        break;
      }
      if (!own.empty()) {
        Table copy = t;
        try {
          copy.play_as(k, own.front());
        } catch (const std::exception& e) {
          fault(p, ply,
                fmt::format("seat {} may not play its own move {}: {}", k, own.front(), e.what()));
        }
      }
    }
  }

  // The timeout move of a timed phase, when one is armed: the referee's, refused to every seat.
  std::optional<Move> timeout_move(const Table& t, int p, std::size_t ply) {
    if constexpr (Timed<G>) {
      const State& s = t.game_record().state();
      auto timeout = G::timeout(s);
      if (!timeout) return std::nullopt;
      if (!(timeout->ms > 0)) fault(p, ply, "a timeout without time");
      if (move_seat<G>(s, timeout->move) != kChance)
        fault(p, ply, "the timeout move is made by a seat, not by the referee");
      std::string text = G::move_text(s, timeout->move);
      for (Seat k = 0; k < t.seats(); ++k) {
        Table copy = t;
        try {
          copy.play_as(k, text);
          fault(p, ply, fmt::format("seat {} played the referee's timeout move", k));
        } catch (const InputError&) {
        }
      }
      return timeout->move;
    } else {
      (void)t, (void)p, (void)ply;
      return std::nullopt;
    }
  }

  // Everything `k` is shown, as one text.
  static std::string shown(const Table& t, Seat k) {
    std::string out = t.view(k).dump() + "\n";
    for (const auto& h : t.history(k)) out += h + "\n";
    return out + t.record(k) + "\n" + t.render(k);
  }

  // Every viewer who cannot tell m from another choice must be shown the same after either.
  void check_secrets(const Table& t, const std::vector<std::pair<Move, double>>& options,
                     const Move& chosen, int p, std::size_t ply) {
    if constexpr (Hidden<G>) {
      const State& s = t.game_record().state();
      Seat mover = move_seat<G>(s, chosen);
      Table after = t;
      after.play(text_of(s, chosen));
      // A finished game shows everyone everything (the record reveals every secret), so two
      // choices that end it may differ in what is shown: only a game that goes on keeps secrets.
      if (after.outcome().over()) return;
      for (Seat k = kSpectator; k < t.seats(); ++k) {
        if (k == kChance || k == mover) continue;
        std::string seen = G::move_seen(s, chosen, k);
        std::string expected;
        for (const auto& [m, _] : options) {
          if (m == chosen || G::move_seen(s, m, k) != seen) continue;
          if (expected.empty()) expected = shown(after, k);
          Table other = t;
          other.play(text_of(s, m));
          if (shown(other, k) != expected) {
            fault(p, ply,
                  fmt::format(
                      "a secret crosses: {} is shown {} and {} differently (both seen as "
                      "'{}')",
                      k == kSpectator ? std::string("a spectator") : fmt::format("seat {}", k),
                      G::move_text(s, chosen), G::move_text(s, m), seen));
            return;
          }
        }
      }
    }
  }

  static std::string text_of(const State& s, const Move& m) { return G::move_text(s, m); }

  void playout(const State& start, Rng& rng, int p) {
    Table t(start);  // no seed: this harness plays the chance steps itself, by their odds
    std::vector<std::string> texts;
    std::size_t deal = 0;  // chance steps before any seat moved: undo keeps them
    for (std::size_t ply = 0; ply < std::size_t(o_.max_plies) && !t.outcome().over(); ++ply) {
      const State& s = t.game_record().state();
      auto options = choices(s, p, ply);
      if (options.empty()) {
        fault(p, ply, "no legal move, yet the game is not over");
        return;
      }
      check_position(t, p, ply);
      check_moves(t, options, p, ply);
      check_views(t, p, ply);
      check_seats(t, options, p, ply);
      // Pick by the odds (uniform among a seat's moves); now and then a timed phase runs out.
      double u = double(rng.next() >> 11) * 0x1.0p-53, sum = 0;
      Move chosen = options.back().first;
      for (const auto& [m, prob] : options)
        if (u < (sum += prob)) {
          chosen = m;
          break;
        }
      std::optional<Move> timeout = timeout_move(t, p, ply);
      if (timeout && rng.below(4) == 0) {
        chosen = *timeout;
        options.push_back({chosen, 0.0});
      }
      if (o_.check_secrets) check_secrets(t, options, chosen, p, ply);
      // The referee's steps before any seat moved (a deal, a timeout): undo keeps them.
      if (deal == ply && move_seat<G>(s, chosen) == kChance) ++deal;
      texts.push_back(text_of(s, chosen));
      t.play(texts.back());
    }
    check_views(t, p, texts.size());
    // The record replays exactly from its texts, and undo takes it back to the start.
    Table replay(start);
    for (const auto& text : texts) replay.play(text);
    if (G::hash(replay.game_record().state()) != G::hash(t.game_record().state()) ||
        replay.record(kSpectator) != t.record(kSpectator))
      fault(p, texts.size(), "replaying the logged moves does not rebuild the game");
    while (t.undo()) {
    }
    Table dealt(start);
    for (std::size_t i = 0; i < deal; ++i) dealt.play(texts[i]);
    if (t.game_record().ply() != deal ||
        G::hash(t.game_record().state()) != G::hash(dealt.game_record().state()))
      fault(p, texts.size(), "undo does not take the game back to its start (and first deal)");
    // Undo forgets what it took back (the table notes what each viewer sees of a move as it is
    // played): after it, and after playing the game again, every viewer is shown what a table
    // that never went back is shown.
    for (std::size_t i = deal; i < texts.size(); ++i) t.play(texts[i]);
    for (Seat k = kSpectator; k < t.seats(); ++k) {
      if (k == kChance) continue;
      if (shown(t, k) != shown(replay, k)) {
        fault(p, texts.size(), "after undo and replay, a viewer is shown another game");
        break;
      }
    }
  }

  ConformanceOptions o_;
  std::vector<std::string> problems_;
};

template <class G>
std::vector<std::string> conformance_problems(const typename G::State& start,
                                              ConformanceOptions o = {}) {
  return Conformance<G>(o).run(start);
}

template <class G>
void expect_conforms(const typename G::State& start, ConformanceOptions o = {}) {
  for (const auto& p : conformance_problems<G>(start, o)) ADD_FAILURE() << G::kId << ": " << p;
}

}  // namespace menagerie::harness
