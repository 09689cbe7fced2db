// GameTable<G>: the referee, and the one adapter from a Notated game to the type-erased Table. It
// alone holds the game's State; everything it hands out goes through a viewer (a seat or a
// spectator): views, histories, pictures, records, and the observation a computer player is given.
// It draws the game's chance steps from the seed it was given (HasChance), logging each outcome as
// a move so that options, seed and move log rebuild the game exactly. The optional groups it uses
// (Rendered, Viewed, PartedMoves, Recorded, Hidden, ...) are named concepts of core/game.hpp, which
// each game claims in its own static_assert. The view's common part follows docs/view.md.
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

// The seed of a game's chance steps (a type of its own, so it is never taken for another number).
struct ChanceSeed {
  std::uint64_t value;
};

// A hidden game's move as another seat or a spectator may see it drawn, its text and these parts
// public: std::nullopt for a step with nothing public to draw (Zombie's burial, Masquerade's
// assignment, "end turn"), so the view's last move is the public step before it (docs/view.md).
template <class G>
concept PartsSeen = PartedMoves<G> &&
    requires(const typename G::State& s, const typename G::Move& m, Seat viewer) {
  { G::move_parts_seen(s, m, viewer) } -> std::same_as<std::optional<MoveParts>>;
};

// A catalog entry may derive from it to add what its referee computes beside the rules (Golf's
// optimum after each hole), overriding view() and render().
template <Notated G>
requires Conforms<G>
class GameTable : public Table {
 public:
  using State = typename G::State;
  using Move = typename G::Move;
  static constexpr Traits kTraits = traits_of<G>();

  // `seed` feeds the chance steps (a game with chance needs one; the referee's alone). A table
  // without a seed stops at a chance node and takes the outcome as a move (replaying a log).
  explicit GameTable(const State& start, int repetition_draw = default_repetition_draw<G>())
      : record_(start, repetition_draw), start_info_(start_info_of(start)) {}
  GameTable(const State& start, ChanceSeed seed)
      : record_(start, default_repetition_draw<G>()),
        start_info_(start_info_of(start)),
        seed_(seed.value) {
    draw_chance();
  }

  const Record<G>& game_record() const { return record_; }

 protected:
  // A chance step whose outcome the referee works out rather than draws (Golf: the solver's verdict
  // on a lone golfer's "impossible"); nothing: drawn by its odds. It must be one of the outcomes
  // G::chance lists, so that a log replays without it. (Not asked while this base is being built:
  // a game's start is never such a step.)
  virtual std::optional<Move> known_outcome(const State&) const { return std::nullopt; }

 public:
  std::string_view variant() const override { return G::kId; }
  Traits traits() const override { return kTraits; }
  int seats() const override { return seat_count<G>(record_.state()); }
  Seat to_move() const override { return G::to_move(record_.state()); }
  int team(Seat seat) const override { return team_of<G>(record_.state(), seat); }
  Outcome outcome() const override { return concluded_ ? *concluded_ : record_.outcome(); }

  std::string position(Seat viewer) const override {
    if constexpr (kTraits.hidden) {
      if (!outcome().over()) {
        if constexpr (PositionSeen<G>)
          return G::position_seen(record_.state(), viewer);
        else
          return "";
      }
    }
    (void)viewer;
    return G::position_text(record_.state());
  }

  std::vector<std::string> legal_moves() const override {
    std::vector<std::string> out;
    if (outcome().over() || to_move() == kChance) return out;
    MovesOf<G> moves;
    G::generate(record_.state(), moves);
    for (const auto& m : moves) out.push_back(G::move_text(record_.state(), m));
    return out;
  }

  std::string play(std::string_view text) override {
    Outcome o = outcome();
    if (o.over()) throw InputError("the game is over (" + std::string(o.reason) + ")");
    Move m = to_move() == kChance ? chance_move(text) : G::parse_move(record_.state(), text);
    // Parsing threw if anything was wrong: nothing has changed yet.
    return apply(m);
  }

  SeatSet acting() const override {
    if (outcome().over()) return 0;
    return acting_seats<G>(record_.state());
  }

  std::vector<std::string> legal_moves_of(Seat seat) const override {
    std::vector<std::string> out;
    if (seat < 0 || !(acting() & seat_bit(seat))) return out;
    const State& s = record_.state();
    MovesOf<G> moves;
    G::generate(s, moves);
    for (const auto& m : moves)
      if (move_seat<G>(s, m) == seat) out.push_back(G::move_text(s, m));
    return out;
  }

  // The referee checks the seat here, so no host has to know whose turn it is.
  std::string play_as(Seat seat, std::string_view text) override {
    Outcome o = outcome();
    if (o.over()) throw InputError("the game is over (" + std::string(o.reason) + ")");
    if (seat < 0 || seat >= seats())
      throw InputError("no seat " + std::to_string(seat) + " in this game");
    const State& s = record_.state();
    SeatSet now = acting();
    Move m;
    if constexpr (Simultaneous<G>) {
      // The game reads the move first, so a seat that may not act hears why in the game's words
      // ("the counts are closed: time ran out"); whatever it accepts is still checked below.
      m = G::parse_move_as(s, seat, text);
      if (!(now & seat_bit(seat)))
        throw InputError("it is not your turn (" + seat_label(seat) + "): " + acting_text(now));
    } else {
      if (!(now & seat_bit(seat)))
        throw InputError("it is not your turn (" + seat_label(seat) + "): " + acting_text(now));
      m = G::parse_move(s, text);
    }
    if (move_seat<G>(s, m) != seat)
      throw InputError("'" + std::string(text) + "' is not a move " + seat_label(seat) +
                       " may make");
    return apply(m);
  }

  std::optional<Deadline> deadline() const override {
    if constexpr (Timed<G>) {
      if (outcome().over()) return std::nullopt;
      auto t = G::timeout(record_.state());
      if (!t) return std::nullopt;
      return Deadline{t->ms, G::move_text(record_.state(), t->move), t->phase,
                      std::string(t->what)};
    } else {
      return std::nullopt;
    }
  }

  bool undo() override {
    if (concluded_) {
      concluded_.reset();
      return true;
    }
    // Back to before the last move a seat made, with the chance steps it led to; the chance steps
    // before the first move (a deal) stay.
    std::size_t last = record_.ply();
    while (last > 0 && mover_before(last - 1) == kChance) --last;
    if (last == 0) return false;
    while (record_.ply() >= last) {
      record_.undo();
      shown_.pop_back();
    }
    return true;
  }

  void forfeit(Seat seat, std::string_view reason) override {
    if (outcome().over()) throw InputError("the game is already over");
    if (seat < 0 || seat >= seats()) throw InputError("no such seat to resign");
    Outcome o = resign_outcome<G>(record_.state(), seat);
    o.reason = reason;
    concluded_ = o;
  }

  void conclude(const Outcome& o) override {
    if (outcome().over()) throw InputError("the game is already over");
    if (!o.over()) throw InputError("a concluded game needs a result: a win, a draw or a loss");
    if (o.kind == Outcome::Kind::kWin &&
        (o.winners == 0 || (o.winners >> seats()) != 0 || o.winner < 0 || o.winner >= seats()))
      throw InputError("no such seat to win");
    concluded_ = o;
  }

  std::vector<std::string> history(Seat viewer) const override {
    std::vector<std::string> out;
    out.reserve(shown_.size());
    for (const Shown& entry : shown_)
      if (const std::string& text = entry.to(viewer); !text.empty()) out.push_back(text);
    return out;
  }

  std::string render(Seat viewer) const override {
    if constexpr (RenderedPerViewer<G>)
      return G::render(record_.state(), viewer);
    else if constexpr (Rendered<G>)
      return G::render(record_.state());
    else
      return position(viewer) + "\n";
  }

  json view(Seat seat) const override {
    json v;
    if constexpr (Viewed<G>) v = G::view(record_.state(), seat);
    v["variant"] = G::kId;
    std::string pos = position(seat);
    if (!pos.empty()) v["position"] = pos;
    v["to_move"] = to_move();
    Outcome o = outcome();
    v["over"] = o.over();
    if (o.over()) {
      v["result"] = o.kind == Outcome::Kind::kDraw   ? "draw"
                    : o.kind == Outcome::Kind::kLoss ? "loss"
                                                     : "win";
      v["winner"] = o.winner;
      v["reason"] = o.reason;
      v.update(results_json(o, seats()));
      // Secrets are revealed when the game ends: every seat's `secret`, by seat (null: none),
      // where any seat kept one.
      if constexpr (kTraits.hidden && Viewed<G>) {
        json revealed = json::array();
        bool any = false;
        for (Seat k = 0; k < seats(); ++k) {
          revealed.push_back(G::view(record_.state(), k).value("secret", json(nullptr)));
          any = any || !revealed.back().is_null();
        }
        if (any) v["revealed"] = std::move(revealed);
      }
    }
    // history(seat), and who made each entry in the same order: the client lines the move list up
    // by seat, so a turn of two listed steps (a capture, then its burial) keeps its columns.
    json texts = json::array(), movers = json::array();
    for (const Shown& entry : shown_)
      if (const std::string& text = entry.to(seat); !text.empty()) {
        texts.push_back(text);
        movers.push_back(entry.mover);
      }
    v["history"] = std::move(texts);
    v["history_seats"] = std::move(movers);
    if constexpr (StartNoted<G>) {
      if (!v.contains("info") || !v["info"].is_array()) v["info"] = json::array();
      for (const json& line : start_info_) v["info"].push_back(line);
    }
    if (std::optional<std::pair<std::size_t, json>> last = last_seen(seat)) {
      auto& [ply, last_move] = *last;
      // Whether it left a king in check (the view's check): only the game's own draws, or steps
      // of the same turn this viewer is not shown, came after it.
      bool latest = true;
      for (std::size_t i = ply + 1; i < record_.ply(); ++i)
        latest = latest && (mover_before(i) == kChance || mover_before(i) == mover_before(ply));
      if (latest && v.contains("check") && v["check"].is_array() && !v["check"].empty())
        last_move["check"] = true;
      v["last_move"] = std::move(last_move);
    }
    // Every seat that may act is given its own legal moves (several at once in a simultaneous
    // phase, each only its own); a game with such phases also lists who may act.
    SeatSet now = acting();
    if constexpr (Simultaneous<G>) {
      json acting_list = json::array();
      for (Seat k = 0; k < seats(); ++k)
        if (now & seat_bit(k)) acting_list.push_back(k);
      v["acting"] = std::move(acting_list);
    }
    if (!o.over() && seat >= 0 && (now & seat_bit(seat))) {
      json legal = json::array();
      const State& s = record_.state();
      MovesOf<G> moves;
      G::generate(s, moves);
      for (const auto& m : moves)
        if (move_seat<G>(s, m) == seat) legal.push_back(move_view(s, m));
      v["legal"] = std::move(legal);
    }
    return v;
  }

  std::string start_note() const override {
    std::string out;
    if constexpr (StartNoted<G>) {
      for (const json& line : start_info_)
        out += line.value("label", "") + ": " + line.value("text", "") + "\n";
    }
    return out;
  }

  std::string record(Seat viewer, const RecordTags& tags = {}) const override {
    // outcome(), not the record's: a resignation or a concluded result ends the game too.
    Outcome o = outcome();
    if constexpr (kTraits.hidden) {
      if (!o.over()) {
        if constexpr (RecordedSeen<G>) {
          return G::record_seen(record_.start(), record_.moves(), o, tags, viewer);
        } else {
          json r{{"variant", G::kId}, {"moves", history(viewer)}, {"over", false}};
          return with_tags(std::move(r), tags).dump(2);
        }
      }
    }
    (void)viewer;
    if constexpr (Recorded<G>) {
      std::string text = G::record(record_.start(), record_.moves(), o, tags);
      if (!text.starts_with("{")) return text;
      json r = json::parse(text);
      if (o.over() && seed_) r["seed"] = *seed_;  // as below: the seed rebuilds every draw
      return with_tags(std::move(r), tags).dump(2);
    } else {
      return generic_record(o, tags);
    }
  }

  std::string json_record(Seat viewer, const RecordTags& tags = {}) const override {
    std::string text = record(viewer, tags);
    if (text.starts_with("{")) return text;
    Outcome o = outcome();
    if constexpr (kTraits.hidden) {
      if (!o.over()) {
        json r{{"variant", G::kId}, {"moves", history(viewer)}, {"over", false}};
        return with_tags(std::move(r), tags).dump(2);
      }
    }
    return generic_record(o, tags);
  }

  ObservationText observation(Seat seat) const override {
    ObservationText seen;
    seen.variant = G::kId;
    seen.seat = seat;
    seen.options = public_options_;
    if constexpr (kTraits.hidden) {
      seen.moves = history(seat);
      if constexpr (Determinizable<G>)
        seen.info = G::observation_text(G::observe(record_.state(), seat));
    } else {
      seen.start = G::position_text(record_.start());
      seen.moves = move_texts();
    }
    return seen;
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
  static json move_view(const State& s, const Move& m) {
    if constexpr (PartedMoves<G>)
      return parts_view(G::move_text(s, m), G::move_parts(s, m));
    else
      return json{{"text", G::move_text(s, m)}};
  }

 private:
  // The whole game as JSON: start, the moves as the game reads them and as they were shown, and
  // once over the result and the seed. A hidden game's is given out only once it is over.
  std::string generic_record(const Outcome& o, const RecordTags& tags) const {
    json r;
    r["variant"] = G::kId;
    r["start"] = G::position_text(record_.start());
    r["moves"] = move_texts();
    // Every move as the referee writes it: a hidden game's record is only given out in full
    // (once over), so its secret moves are revealed here (for other games this is the
    // spectator's history).
    r["history"] = displayed();
    r["over"] = o.over();
    if (o.over()) {
      r["reason"] = o.reason;
      r.update(results_json(o, seats()));
      // Chance is no secret once the game is over: the seed rebuilds every draw.
      if (seed_) r["seed"] = *seed_;
    }
    return with_tags(std::move(r), tags).dump(2);
  }

  // Every move so far, machine form (each read in the position it was played from).
  std::vector<std::string> move_texts() const {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < record_.ply(); ++i)
      out.push_back(G::move_text(record_.state_at(i), record_.moves()[i]));
    return out;
  }
  // Every listed move in its display form, secrets included: the history of the full record.
  std::vector<std::string> displayed() const {
    std::vector<std::string> out;
    for (std::size_t i = 0; i < record_.ply(); ++i) {
      const State& s = record_.state_at(i);
      const Move& m = record_.moves()[i];
      bool listed = true;
      if constexpr (Unlisted<G>) listed = G::in_history(s, m);
      if (listed) out.push_back(G::move_display(s, m));
    }
    return out;
  }
  // Who made move `ply` (kChance: the game's draws, or a move the referee played itself).
  Seat mover_before(std::size_t ply) const {
    return move_seat<G>(record_.state_at(ply), record_.moves()[ply]);
  }

  std::string apply(const Move& m) {
    std::string shown = G::move_display(record_.state(), m);
    play_noted(m, &shown);
    draw_chance();
    return shown;
  }

  // What every viewer is shown of one move, noted as it is played: a view carries the whole
  // history, and writing it afresh each time (a SAN text generates the legal moves) made every
  // view cost in proportion to the game's length. `seen` holds the text for the spectator, then
  // for each seat; one text for all in a game without secrets; empty: not listed, or nothing to
  // see.
  struct Shown {
    Seat mover;
    std::vector<std::string> seen;
    const std::string& to(Seat viewer) const {
      std::size_t i = seen.size() == 1 || viewer < 0 ? 0 : std::size_t(viewer) + 1;
      static const std::string kNothing;
      return i < seen.size() ? seen[i] : kNothing;
    }
  };

  // Plays m, noting what each viewer sees of it first; `display`: its display text if known.
  void play_noted(const Move& m, const std::string* display = nullptr) {
    const State& s = record_.state();
    Shown entry{move_seat<G>(s, m), {}};
    bool listed = true;
    if constexpr (Unlisted<G>) listed = G::in_history(s, m);
    if constexpr (Hidden<G>) {
      entry.seen.push_back(listed ? G::move_seen(s, m, kSpectator) : "");
      for (Seat viewer = 0; viewer < seats(); ++viewer)
        entry.seen.push_back(listed ? G::move_seen(s, m, viewer) : "");
    } else {
      entry.seen.push_back(!listed ? "" : display ? *display : G::move_display(s, m));
    }
    record_.play(m);
    shown_.push_back(std::move(entry));
  }

  // A seat as people read it: its name in the view ("White"), else its number.
  std::string seat_label(Seat seat) const {
    if constexpr (Viewed<G>) {
      json v = G::view(record_.state(), kSpectator);
      if (v.contains("seats") && seat >= 0 && seat < int(v["seats"].size()) &&
          v["seats"][seat].contains("name"))
        return v["seats"][seat]["name"].template get<std::string>();
    }
    return "seat " + std::to_string(seat);
  }
  // Who may act now, in words: "White is to move", "Ann and Bob are to act".
  std::string acting_text(SeatSet now) const {
    if (!now) return "the game acts next";
    std::string names;
    int n = 0;
    for (Seat k = 0; k < seats(); ++k)
      if (now & seat_bit(k)) names += (n++ ? " and " : "") + seat_label(k);
    return names + (n == 1 ? " is to move" : " are to act");
  }

  // A move's text and parts as docs/view.md's Move object (empty parts left out), with the
  // `capture` flag a client sounds.
  static json parts_view(const std::string& text, const MoveParts& parts) {
    json out{{"text", text}};
    for (auto [key, value] : {std::pair{"from", &parts.from}, std::pair{"to", &parts.to},
                              std::pair{"promotion", &parts.promotion},
                              std::pair{"via", &parts.via}, std::pair{"label", &parts.label}})
      if (!value->empty()) out[key] = *value;
    return out;
  }

  // The last move played, as a Move object with its `capture` flag (docs/view.md).
  json played_view(std::size_t ply) const {
    // The parts of a move are read in the position it was played from.
    const State& before = record_.state_at(ply);
    json out = move_view(before, record_.moves()[ply]);
    if constexpr (PartedMoves<G>) {
      if (G::move_parts(before, record_.moves()[ply]).capture) out["capture"] = true;
    }
    return out;
  }

  // The last move `viewer` may see drawn on the board, and its ply: any in a game without
  // secrets; in a hidden game the viewer's own in full and, while the game runs, another seat's
  // only as far as the game says it is public (PartsSeen; a secret step, such as Zombie's burial,
  // gives way to the public step before it, the capture). A hidden game that says nothing shows
  // another seat's move to nobody.
  std::optional<std::pair<std::size_t, json>> last_seen(Seat viewer) const {
    if (record_.moves().empty()) return std::nullopt;
    std::size_t last = record_.ply() - 1;
    // A hidden game's draws (a card dealt) are no moves to highlight: its last move is the last
    // one a seat made.
    if constexpr (kTraits.hidden && HasChance<G>) {
      while (last > 0 && mover_before(last) == kChance) --last;
      if (mover_before(last) == kChance) return std::nullopt;
    }
    // A step nobody reads as a move (a set-up square) is not highlighted as one.
    if constexpr (Unlisted<G>) {
      if (!G::in_history(record_.state_at(last), record_.moves()[last])) return std::nullopt;
    }
    if constexpr (kTraits.hidden) {
      if (!outcome().over() && mover_before(last) != viewer) {
        if constexpr (PartsSeen<G>) {
          for (std::size_t i = last + 1; i-- > 0;) {
            Seat by = mover_before(i);
            if (by == kChance) continue;
            if (by == viewer) return std::pair{i, played_view(i)};
            const State& before = record_.state_at(i);
            const Move& m = record_.moves()[i];
            if (std::optional<MoveParts> seen = G::move_parts_seen(before, m, viewer)) {
              json out = parts_view(G::move_text(before, m), *seen);
              if (seen->capture) out["capture"] = true;
              return std::pair{i, std::move(out)};
            }
          }
        }
        return std::nullopt;
      }
    }
    (void)viewer;
    return std::pair{last, played_view(last)};
  }

  // The referee's draws: while chance is to act, one outcome by its probability, from a generator
  // seeded by the game's seed and the ply (so undo and replay draw the same).
  void draw_chance() {
    if constexpr (HasChance<G>) {
      while (seed_ && !record_.outcome().over() && to_move() == kChance) {
        ChanceOf<G> outcomes;
        G::chance(record_.state(), outcomes);
        if (outcomes.empty()) throw std::logic_error("a chance node without outcomes");
        if (auto known = known_outcome(record_.state())) {
          play_noted(*known);
          continue;
        }
        std::uint64_t mix = *seed_ ^ (0x9E3779B97F4A7C15ull * (record_.ply() + 1));
        Rng rng(mix);
        play_noted(draw_outcome(outcomes, rng));
      }
    }
  }

  // A chance outcome given as text (a log replayed by a table without the seed).
  Move chance_move(std::string_view text) const {
    if constexpr (HasChance<G>) {
      ChanceOf<G> outcomes;
      G::chance(record_.state(), outcomes);
      for (const auto& c : outcomes)
        if (G::move_text(record_.state(), c.move) == text) return c.move;
      throw InputError("'" + std::string(text) + "' is not an outcome of this chance step");
    } else {
      throw InputError("no chance step is due");
    }
  }

  // How the game began, in the view's info lines (written once: the start never changes).
  static json start_info_of(const State& start) {
    if constexpr (StartNoted<G>)
      return G::start_info(start);
    else
      return (void)start, json::array();
  }

  Record<G> record_;
  std::vector<Shown> shown_;  // one per move of record_
  json start_info_;
  std::optional<Outcome> concluded_;  // resignation, time, agreement: results the rules do not see
  std::optional<std::uint64_t> seed_;
};

}  // namespace menagerie::catalog
