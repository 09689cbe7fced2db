// Cups: a test double for the hidden-information and chance parts of the interface, not a catalog
// game. Chance deals each seat a card (1-3, one at a time, seen only by its holder); seat 0 hides a
// token under one of three cups (a secret move); seat 1 guesses a cup (public). A right guess wins
// for seat 1; otherwise the higher card wins, equal cards draw. `Leak` makes seat 1's view show
// seat 0's cup, so a test can prove that the conformance harness catches a leak.
#pragma once

#include <string>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/game.hpp"

namespace menagerie::harness {

template <bool Leak = false>
struct Cups {
  struct State {
    std::uint8_t cards[2] = {0, 0};  // 0: not dealt yet
    std::uint8_t cup = 0;            // 1-3 once hidden
    std::uint8_t guess = 0;          // 1-3 once guessed
  };
  struct Move {
    std::uint8_t kind = 0;  // 0 deal, 1 hide, 2 guess
    std::uint8_t value = 0;
    bool operator==(const Move&) const = default;
  };
  // What one seat knows: its card, its own secret, the public guess, and how far the game is.
  struct Observation {
    std::uint8_t seat = 0, card = 0, cup = 0, guess = 0, dealt = 0, hidden = 0;
    bool operator==(const Observation&) const = default;
  };

  static constexpr std::string_view kId = "cups";
  static constexpr int kSeats = 2;
  static constexpr std::size_t kMaxMoves = 3;
  static constexpr Traits kTraits{.hidden = true, .chance = true};

  static Seat to_move(const State& s) {
    if (!s.cards[0] || !s.cards[1]) return kChance;
    return s.cup ? 1 : 0;
  }
  static void chance(const State&, ChanceOf<Cups>& out) {
    for (std::uint8_t c = 1; c <= 3; ++c) out.push_back({Move{0, c}, 1.0 / 3});
  }
  static void generate(const State& s, MovesOf<Cups>& out) {
    if (to_move(s) == kChance || outcome(s).over()) return;
    for (std::uint8_t c = 1; c <= 3; ++c) out.push_back(Move{std::uint8_t(s.cup ? 2 : 1), c});
  }
  static void play(State& s, const Move& m) {
    if (m.kind == 0) (s.cards[0] ? s.cards[1] : s.cards[0]) = m.value;
    if (m.kind == 1) s.cup = m.value;
    if (m.kind == 2) s.guess = m.value;
  }
  static Outcome outcome(const State& s) {
    if (!s.guess) return Outcome::ongoing();
    if (s.guess == s.cup) return Outcome::win(1, "found the token");
    if (s.cards[0] == s.cards[1]) return Outcome::draw("equal cards");
    return Outcome::win(s.cards[0] > s.cards[1] ? 0 : 1, "higher card");
  }
  static std::uint64_t hash(const State& s) {
    return 1 + s.cards[0] + 4u * s.cards[1] + 16u * s.cup + 64u * s.guess;
  }

  static State parse_position(std::string_view text) {
    if (text.size() != 4) throw InputError("a cups position is four digits");
    State s;
    std::uint8_t* f[] = {&s.cards[0], &s.cards[1], &s.cup, &s.guess};
    for (int i = 0; i < 4; ++i) {
      if (text[i] < '0' || text[i] > '3') throw InputError("digits are 0-3");
      *f[i] = std::uint8_t(text[i] - '0');
    }
    return s;
  }
  static std::string position_text(const State& s) {
    return fmt::format("{}{}{}{}", s.cards[0], s.cards[1], s.cup, s.guess);
  }
  static std::string move_text(const State&, const Move& m) {
    return fmt::format("{}{}", "dhg"[m.kind], m.value);
  }
  static Move parse_move(const State& s, std::string_view text) {
    MovesOf<Cups> legal;
    generate(s, legal);
    for (const auto& m : legal)
      if (move_text(s, m) == text) return m;
    throw InputError("not a legal move: " + std::string(text));
  }
  static std::string move_display(const State& s, const Move& m) { return move_text(s, m); }
  static std::string move_seen(const State& s, const Move& m, Seat viewer) {
    if (m.kind == 0) {
      Seat holder = s.cards[0] ? 1 : 0;
      return viewer == holder ? fmt::format("you were dealt a {}", m.value)
                              : fmt::format("seat {} was dealt a card", holder);
    }
    if (m.kind == 1)
      return viewer == 0 ? fmt::format("hid the token under cup {}", m.value)
                         : std::string("hid the token");
    return fmt::format("guessed cup {}", m.value);
  }
  static nlohmann::json view(const State& s, Seat seat) {
    nlohmann::json info = nlohmann::json::array();
    if (seat == 0 || seat == 1) {
      info.push_back({{"label", "Your card"}, {"text", std::to_string(s.cards[seat])}});
      if (seat == 0 && s.cup)
        info.push_back({{"label", "Your cup"}, {"text", std::to_string(s.cup)}});
    }
    if (Leak && seat == 1 && s.cup)
      info.push_back({{"label", "Their cup"}, {"text", std::to_string(s.cup)}});
    return {{"seats",
             {{{"name", "Hider"}, {"color", "white"}}, {{"name", "Seeker"}, {"color", "black"}}}},
            {"board",
             {{"width", 3},
              {"height", 1},
              {"holes", nlohmann::json::array()},
              {"markers", nlohmann::json::object()}}},
            {"pieces", nlohmann::json::array()},
            {"zones", nlohmann::json::array()},
            {"check", nlohmann::json::array()},
            {"info", info}};
  }
  static MoveParts move_parts(const State& s, const Move& m) {
    return {"", fmt::format("{}1", char('a' + m.value - 1)), "", "", move_text(s, m)};
  }
  static std::string render(const State& s, Seat viewer) { return view(s, viewer).dump(); }

  static Observation observe(const State& s, Seat seat) {
    Observation o;
    o.seat = std::uint8_t(seat);
    o.card = s.cards[seat];
    o.cup = seat == 0 ? s.cup : 0;
    o.guess = s.guess;
    o.dealt = std::uint8_t((s.cards[0] != 0) + (s.cards[1] != 0));
    o.hidden = s.cup != 0;
    return o;
  }
  // What the seat cannot see, drawn at random: the other card, and the cup for the seeker.
  static State sample(const Observation& o, Rng& rng) {
    State s;
    s.cards[o.seat] = o.card;
    Seat other = 1 - o.seat;
    bool other_dealt = o.dealt == 2 || (o.dealt == 1 && o.card == 0);
    if (other_dealt) s.cards[other] = std::uint8_t(1 + rng.below(3));
    s.cup = o.seat == 0 ? o.cup : o.hidden ? std::uint8_t(1 + rng.below(3)) : 0;
    s.guess = o.guess;
    return s;
  }
  static std::string observation_text(const Observation& o) {
    return fmt::format("{}{}{}{}{}{}", o.seat, o.card, o.cup, o.guess, o.dealt, o.hidden);
  }
  static Observation parse_observation(std::string_view t) {
    if (t.size() != 6) throw InputError("an observation is six digits");
    return {std::uint8_t(t[0] - '0'), std::uint8_t(t[1] - '0'), std::uint8_t(t[2] - '0'),
            std::uint8_t(t[3] - '0'), std::uint8_t(t[4] - '0'), std::uint8_t(t[5] - '0')};
  }
};

static_assert(Conforms<Cups<>> && Notated<Cups<>> && HasChance<Cups<>> && Hidden<Cups<>> &&
              Determinizable<Cups<>> && RenderedPerViewer<Cups<>> && Viewed<Cups<>> &&
              PartedMoves<Cups<>>);

}  // namespace menagerie::harness
