// GameTable<G>: the one adapter from a Notated game to the type-erased Table. A game supplies
// G::render(s), G::view(s, seat) and G::record(start, moves) (or the defaults below are used).
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "catalog/variant.hpp"
#include "core/error.hpp"
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
  Outcome outcome() const override { return resigned_ ? *resigned_ : record_.outcome(); }
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
    if (resigned_) {
      resigned_.reset();
      return true;
    }
    return record_.undo();
  }

  void resign(Seat seat) override {
    if (outcome().over()) throw InputError("the game is already over");
    if (seat < 0 || seat >= G::kSeats) throw InputError("no such seat to resign");
    if constexpr (G::kSeats == 2) {
      resigned_ = Outcome::win(1 - seat, "resignation");
    } else {
      throw InputError(
          "resigning in a game of more than two seats is decided by the game's own rules");
    }
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
    if (seat == to_move()) v["legal"] = legal_moves();
    return v;
  }

  std::string record() const override {
    if constexpr (requires { G::record(record_.start(), record_.moves(), record_.outcome()); })
      return G::record(record_.start(), record_.moves(), record_.outcome());
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

 private:
  Record<G> record_;
  std::optional<Outcome> resigned_;
};

}  // namespace menagerie::catalog
