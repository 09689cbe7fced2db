// Bids: a test double for seats that act at once and a timed phase (core/game.hpp's Simultaneous
// and Timed), not a catalog game. Two or three seats each bid 1 to 3 in secret, in any order; once
// every bid is in they are shown, and the one highest bid wins (a shared highest bid draws). The
// bidding has a time limit: when it runs out the referee plays "time" and every missing bid becomes
// 0. A bid is written "2:bid 3" (seat 2 bids 3); as a seat, "3" or "bid 3" will do. `Leak` shows
// every bid to everyone before they are all in, so a test can prove the harness catches it.
#pragma once

#include <string>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/game.hpp"

namespace menagerie::harness {

template <bool Leak = false>
struct Bids {
  struct State {
    std::uint8_t seats = 2;
    std::int8_t bid[3] = {-1, -1, -1};  // -1: not yet
  };
  struct Move {
    std::uint8_t seat = 0;
    std::int8_t bid = 0;
    bool time = false;  // the referee's timeout
    bool operator==(const Move&) const = default;
  };

  static constexpr std::string_view kId = "bids";
  static constexpr int kSeats = 3;
  static constexpr std::size_t kMaxMoves = 9;
  static constexpr Traits kTraits{.hidden = true, .min_seats = 2, .max_seats = 3};

  static State start(int seats) {
    State s;
    s.seats = std::uint8_t(seats);
    return s;
  }
  static int seats(const State& s) { return s.seats; }
  static bool closed(const State& s) {
    for (int k = 0; k < s.seats; ++k)
      if (s.bid[k] < 0) return false;
    return true;
  }
  static SeatSet acting(const State& s) {
    SeatSet out = 0;
    for (int k = 0; k < s.seats; ++k)
      if (s.bid[k] < 0) out |= seat_bit(k);
    return out;
  }
  static Seat to_move(const State& s) {
    for (int k = 0; k < s.seats; ++k)
      if (s.bid[k] < 0) return k;
    return 0;
  }
  static Seat mover(const State&, const Move& m) { return m.time ? kChance : m.seat; }
  static void generate(const State& s, MovesOf<Bids>& out) {
    for (int k = 0; k < s.seats; ++k)
      if (s.bid[k] < 0)
        for (std::int8_t b = 1; b <= 3; ++b) out.push_back(Move{std::uint8_t(k), b, false});
  }
  static void play(State& s, const Move& m) {
    if (m.time) {
      for (int k = 0; k < s.seats; ++k)
        if (s.bid[k] < 0) s.bid[k] = 0;
    } else {
      s.bid[m.seat] = m.bid;
    }
  }
  static Outcome outcome(const State& s) {
    if (!closed(s)) return Outcome::ongoing();
    int best = -1, who = -1, n = 0;
    for (int k = 0; k < s.seats; ++k) {
      if (s.bid[k] > best) best = s.bid[k], who = k, n = 0;
      n += s.bid[k] == best;
    }
    return n == 1 ? Outcome::win(who, "highest bid") : Outcome::draw("equal bids");
  }
  static std::uint64_t hash(const State& s) {
    return 1 + s.seats + 8u * (s.bid[0] + 1) + 64u * (s.bid[1] + 1) + 512u * (s.bid[2] + 1);
  }
  static std::optional<Timeout<Move>> timeout(const State& s) {
    if (closed(s)) return std::nullopt;
    return Timeout<Move>{1000, Move{0, 0, true}, 1, "every missing bid becomes 0"};
  }

  // "2 1-3": the seat count, then each seat's bid ('-': none yet).
  static State parse_position(std::string_view text) {
    if (text.size() < 4 || text[1] != ' ' || (text[0] != '2' && text[0] != '3') ||
        text.size() != std::size_t(2 + text[0] - '0'))
      throw InputError("a bids position is the seat count and a bid per seat, like '2 1-'");
    State s = start(text[0] - '0');
    for (int k = 0; k < s.seats; ++k) {
      char c = text[2 + k];
      if (c != '-' && (c < '0' || c > '3')) throw InputError("a bid is 0 to 3, or '-'");
      s.bid[k] = c == '-' ? -1 : std::int8_t(c - '0');
    }
    return s;
  }
  static std::string position_text(const State& s) {
    std::string out = fmt::format("{} ", s.seats);
    for (int k = 0; k < s.seats; ++k) out += s.bid[k] < 0 ? '-' : char('0' + s.bid[k]);
    return out;
  }
  static std::string move_text(const State&, const Move& m) {
    return m.time ? "time" : fmt::format("{}:bid {}", m.seat, m.bid);
  }
  static Move checked(const State& s, const Move& m, std::string_view text) {
    MovesOf<Bids> legal;
    generate(s, legal);
    if (m.time ? !timeout(s) : !legal.contains(m))
      throw InputError("not a legal move: " + std::string(text));
    return m;
  }
  static Move parse_move(const State& s, std::string_view text) {
    if (text == "time") return checked(s, Move{0, 0, true}, text);
    if (text.size() != 7 || text.substr(1, 5) != ":bid " || text[0] < '0' || text[0] > '2' ||
        text[6] < '1' || text[6] > '3')
      throw InputError("a bid is written like 2:bid 3, not " + std::string(text));
    return checked(s, Move{std::uint8_t(text[0] - '0'), std::int8_t(text[6] - '0'), false}, text);
  }
  static Move parse_move_as(const State& s, Seat seat, std::string_view text) {
    if (seat >= 0 && seat < s.seats && s.bid[seat] >= 0 && !closed(s))
      throw InputError(fmt::format("seat {} has already bid", seat));
    std::string_view t = text.substr(0, 4) == "bid " ? text.substr(4) : text;
    if (t.size() == 1 && t[0] >= '1' && t[0] <= '3')
      return checked(s, Move{std::uint8_t(seat), std::int8_t(t[0] - '0'), false}, text);
    return parse_move(s, text);
  }
  static std::string move_display(const State& s, const Move& m) { return move_text(s, m); }
  // Another seat's bid is only "seat 1 bid", until the last one reveals them all.
  static std::string move_seen(const State& s, const Move& m, Seat viewer) {
    if (m.time || viewer == m.seat) return move_text(s, m);
    State after = s;
    play(after, m);
    return closed(after) ? move_text(s, m) : fmt::format("seat {} bid", m.seat);
  }
  static nlohmann::json view(const State& s, Seat seat) {
    nlohmann::json info = nlohmann::json::array(), seats = nlohmann::json::array();
    for (int k = 0; k < s.seats; ++k) {
      seats.push_back({{"name", std::string(1, char('A' + k))}, {"color", "white"}});
      bool shown = closed(s) || k == seat || Leak;
      if (s.bid[k] >= 0)
        info.push_back({{"label", fmt::format("Seat {}", k)},
                        {"text", shown ? std::to_string(s.bid[k]) : std::string("bid")}});
    }
    return {{"seats", seats},
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
    return {"", "", "", "", move_text(s, m)};
  }
  static std::string render(const State& s, Seat viewer) { return view(s, viewer).dump(); }
};

static_assert(Conforms<Bids<>> && Notated<Bids<>> && Hidden<Bids<>> && Simultaneous<Bids<>> &&
              Timed<Bids<>> && HasSeatCount<Bids<>> && RenderedPerViewer<Bids<>> &&
              Viewed<Bids<>> && PartedMoves<Bids<>>);

}  // namespace menagerie::harness
