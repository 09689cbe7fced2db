// GameTable<G>: the one adapter from a Notated game to the type-erased Table. A game supplies
// G::render(s), G::view(s, seat), G::move_parts(s, m) and G::record(start, moves) (or the defaults
// below are used). The view's common part and its Move objects follow docs/view.md.
#pragma once

#include <concepts>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "core/move_parts.hpp"
#include "core/record.hpp"
#include "engine/perft.hpp"

namespace menagerie::catalog {

template <Notated G>
class GameTable final : public Table {
 public:
  explicit GameTable(const typename G::State& start,
                     int repetition_draw = default_repetition_draw<G>())
      : record_(start, repetition_draw) {}

  const Record<G>& game_record() const { return record_; }

  std::string_view variant() const override { return G::kId; }
  int seats() const override { return G::kSeats; }
  Seat to_move() const override { return G::to_move(record_.state()); }
  Outcome outcome() const override { return concluded_ ? *concluded_ : record_.outcome(); }
  std::string position() const override { return G::position_text(record_.state()); }

  std::vector<std::string> legal_moves() const override {
    std::vector<std::string> out;
    if (outcome().over()) return out;
    MovesOf<G> moves;
    G::generate(record_.state(), moves);
    for (const auto& m : moves) out.push_back(G::move_text(record_.state(), m));
    return out;
  }

  std::string play(std::string_view text) override {
    Outcome o = outcome();
    if (o.over()) throw InputError("the game is over (" + std::string(o.reason) + ")");
    auto m = G::parse_move(record_.state(), text);  // throws: nothing has changed yet
    std::string shown = G::move_display(record_.state(), m);
    record_.play(m);
    return shown;
  }

  bool undo() override {
    if (concluded_) {
      concluded_.reset();
      return true;
    }
    return record_.undo();
  }

  void resign(Seat seat) override {
    if (outcome().over()) throw InputError("the game is already over");
    if (seat < 0 || seat >= G::kSeats) throw InputError("no such seat to resign");
    if constexpr (G::kSeats == 2) {
      concluded_ = Outcome::win(1 - seat, "resignation");
    } else {
      throw InputError(
          "resigning in a game of more than two seats is decided by the game's own rules");
    }
  }
  void conclude(const Outcome& o) override {
    if (outcome().over()) throw InputError("the game is already over");
    if (!o.over()) throw InputError("a concluded game needs a result: a win or a draw");
    if (o.kind == Outcome::Kind::kWin && (o.winner < 0 || o.winner >= G::kSeats))
      throw InputError("no such seat to win");
    concluded_ = o;
  }

  std::vector<std::string> history() const override {
    std::vector<std::string> out;
    typename G::State s = record_.start();
    for (const auto& m : record_.moves()) {
      out.push_back(G::move_display(s, m));
      G::play(s, m);
    }
    return out;
  }

  std::string render() const override {
    if constexpr (requires { G::render(record_.state()); })
      return G::render(record_.state());
    else
      return position() + "\n";
  }

  json view(Seat seat) const override {
    json v;
    if constexpr (requires { G::view(record_.state(), seat); }) v = G::view(record_.state(), seat);
    v["variant"] = G::kId;
    v["position"] = position();
    v["to_move"] = to_move();
    Outcome o = outcome();
    v["over"] = o.over();
    if (o.over()) {
      v["result"] = o.kind == Outcome::Kind::kDraw ? "draw" : "win";
      v["winner"] = o.winner;
      v["reason"] = o.reason;
    }
    v["history"] = history();
    if (!record_.moves().empty()) {
      // The parts of a move are read in the position it was played from.
      typename G::State before = record_.start();
      for (std::size_t i = 0; i + 1 < record_.moves().size(); ++i)
        G::play(before, record_.moves()[i]);
      v["last_move"] = move_view(before, record_.moves().back());
    }
    if (!o.over() && seat == to_move()) {
      json legal = json::array();
      MovesOf<G> moves;
      G::generate(record_.state(), moves);
      for (const auto& m : moves) legal.push_back(move_view(record_.state(), m));
      v["legal"] = std::move(legal);
    }
    return v;
  }

  std::string record() const override {
    // outcome(), not the record's: a resignation or a concluded result ends the game too.
    if constexpr (requires { G::record(record_.start(), record_.moves(), outcome()); })
      return G::record(record_.start(), record_.moves(), outcome());
    else {
      json r;
      r["variant"] = G::kId;
      r["start"] = G::position_text(record_.start());
      r["moves"] = history();
      return r.dump(2);
    }
  }

  std::uint64_t perft(int depth) const override { return engine::perft<G>(record_.state(), depth); }

  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) const override {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    for (auto& [m, n] : engine::divide<G>(record_.state(), depth))
      out.emplace_back(G::move_text(record_.state(), m), n);
    return out;
  }

  // A move as docs/view.md's Move object: the machine text (as legal_moves() gives it) and, when
  // the game says how to draw it, its parts; empty parts are left out.
  static json move_view(const typename G::State& s, const typename G::Move& m) {
    json out{{"text", G::move_text(s, m)}};
    if constexpr (requires {
                    { G::move_parts(s, m) } -> std::same_as<MoveParts>;
                  }) {
      MoveParts parts = G::move_parts(s, m);
      for (auto [key, value] : {std::pair{"from", &parts.from}, std::pair{"to", &parts.to},
                                std::pair{"promotion", &parts.promotion},
                                std::pair{"via", &parts.via}, std::pair{"label", &parts.label}})
        if (!value->empty()) out[key] = *value;
    }
    return out;
  }

 private:
  Record<G> record_;
  std::optional<Outcome> concluded_;  // resignation, time, agreement: results the rules do not see
};

}  // namespace menagerie::catalog
