// A game's session: the pure core of a room (room.hpp is its shell). It owns the rules' table, the
// seats, the clocks, the draw, takeback and rematch offers and the table talk, and does no I/O: no
// lock, no store, no timer, no socket. A request is decided at a time given (decide(): the event to
// log, or a refusal), an event changes the session (apply(), the same for a replay of the stored
// log), and message_for() writes what a viewer is sent. So it is tested without a server.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include <nlohmann/json.hpp>

#include "catalog/phase_timer.hpp"
#include "catalog/variant.hpp"
#include "server/game_clock.hpp"
#include "server/rated.hpp"
#include "server/talk.hpp"
#include "store/store.hpp"

namespace menagerie::server {

// How a record is asked for: the game's usual form (PGN where the variant fits it, JSON otherwise)
// or always JSON (GET /api/games/{id}/record?format=json).
enum class RecordFormat { usual, json };

// What a request comes to. Nothing of it has happened yet except, for a move, the table's play:
// a move is checked by playing it, once (`played`), so its decision must be applied next.
struct Decision {
  // Said to the asker alone. With no event nothing changes; with one (a flag fall that came before
  // the move) the event happens all the same.
  std::string refusal;
  std::optional<store::Event> event;  // to apply and log: its seq and time are set
  bool played = false;                // the event is a move the table has played already
  bool rematch = false;  // every seat asked: the shell creates the game, then logs "rematch"
  int hint = -1;         // a hint may be worked out for this seat (the shell asks a computer)
};

class Session {
 public:
  // `table`: made from the record's options, at the start of the game.
  Session(store::GameRecord record, std::unique_ptr<catalog::Table> table);

  // A watcher holding `seats` (none: a spectator) asks {"type": "move"|"resign"|"draw"|"takeback"|
  // "decline"|"abort"|"rematch"|"ask"|"answer"|"hint", ...} at `now`.
  Decision decide(const std::vector<int>& seats, const nlohmann::json& request, std::int64_t now);
  // A move made as `seat` without a request (a computer's).
  Decision decide_move(int seat, const std::string& text, std::int64_t now);
  // At `now`: the running seat's flag falls (its time is up), or the game's timed phase ends with
  // the game's timeout move. None when the time has not come.
  std::optional<store::Event> flag_due(std::int64_t now) const;
  std::optional<store::Event> timeout_due(std::int64_t now) const;
  // The next event to log (seq next_seq()).
  store::Event event(std::string kind, int seat, std::string data, std::int64_t at) const;

  // Applies the next event of the log (e.seq == next_seq()); `played`: a move the table has played
  // already (decide()). Throws for an event that does not fit.
  void apply(const store::Event& e, bool played = false);
  // Takes what `fresh` replayed from the whole log (a rebuild: this node's own event lost the race
  // for its seq); the seats stay as this session has them (merge_seats() then).
  void adopt(Session&& fresh);

  // What watchers holding `seats` are sent at `now`: {"type": "state", "view", "clock", ...}.
  std::string message_for(const std::vector<int>& seats, std::int64_t now) const;
  std::string summary_text(
      std::int64_t now) const;  // the public description of the game at `now`, as JSON text
  // The record as `seats` may see it (room.hpp).
  std::string record_text(const std::vector<int>& seats, RecordFormat format) const;
  nlohmann::json result() const;  // null while the game goes on
  bool over() const;

  // The seats: a claim held while it is written, let go when it failed, and those in the store.
  bool seat_open(int seat) const;
  void hold_seat(int seat, const std::string& name, const std::string& token_hash,
                 std::int64_t account_id = 0);
  void release_seat(int seat, const std::string& token_hash);
  // The seats of that token no account holds become `account_id`'s (a guest's games, claimed).
  void give_seats_to_account(const std::string& token_hash, std::int64_t account_id,
                             const std::string& name);
  void merge_seats(const std::vector<store::SeatRecord>& stored);
  void finish_record();  // the record says the game finished, with its result
  // What the end of this game writes besides its result when it is rated (server/rated.hpp).
  RatedEnd rated_end() const;
  // Each seat's rating before and after this rated game (rating_lines), for its data.
  void set_ratings(nlohmann::json lines) { ratings_ = std::move(lines); }

  const store::GameRecord& record() const { return record_; }
  const catalog::Table& table() const { return *table_; }
  const std::vector<std::string>& moves() const { return moves_; }
  std::int64_t next_seq() const { return next_seq_; }
  std::uint64_t takebacks() const { return takebacks_; }
  const std::optional<GameClock>& clock() const { return clock_; }
  const catalog::PhaseTimer& phase() const { return phase_; }
  const TableTalk& talk() const { return talk_; }
  const std::string& rematch_id() const { return rematch_id_; }
  bool is_computer(int seat) const;
  // The seat a move is made as: the one the message names, else the seat to move when the sender
  // holds it, else the first of its seats that may act now, else its first seat.
  int seat_for_move(const std::vector<int>& seats, const nlohmann::json& message) const;

 private:
  // session_requests.cpp: one small function per request type.
  struct Ask;
  struct RequestKind;
  static const std::unordered_map<std::string_view, RequestKind>& request_kinds();
  // The seats of `set` as a JSON list (the offers' agreements, who may act now).
  nlohmann::json listed(SeatSet set) const;
  Decision ask_rematch(const Ask& a) const;
  Decision ask_abort(const Ask& a) const;
  Decision ask_draw(const Ask& a) const;
  Decision ask_decline(const Ask& a) const;
  Decision ask_takeback(const Ask& a) const;
  Decision ask_question(const Ask& a) const;
  Decision ask_answer(const Ask& a) const;
  Decision ask_hint(const Ask& a) const;
  Decision ask_move(const std::vector<int>& seats, const nlohmann::json& message, std::int64_t now);
  bool phase_timed_out(std::int64_t now) const;

  // session_events.cpp: one small function per event kind.
  static const std::unordered_map<std::string_view, void (*)(Session&, const store::Event&)>&
  event_kinds();
  void apply_move(const store::Event& e, bool played);
  void apply_forfeit(const store::Event& e);       // resign, flag
  void stop_clocks(std::int64_t at);               // the game ended at `at`
  void take_back(std::size_t n, std::int64_t at);  // `n` moves undone at `at`

  Seat viewer_of(const std::vector<int>& seats) const;
  // The table's view for `viewer`; once the game is over, with its result and no legal moves.
  nlohmann::json view_for(Seat viewer) const;
  nlohmann::json outcome_json(const Outcome& o) const;
  bool everyone_moved() const;

  store::GameRecord record_;
  std::unique_ptr<catalog::Table> table_;
  std::vector<std::string> moves_;
  std::vector<int> movers_;  // who made each of moves_ (-1: the game itself)
  std::vector<bool> has_moved_;
  std::int64_t next_seq_ = 0;
  std::optional<GameClock> clock_;
  // The one end the rules do not know (a resignation, a flag fall or an agreed draw the table
  // concludes itself, and result() reads it there).
  bool aborted_ = false;
  SeatSet draw_agreed_ = 0;      // the seats that offered or accepted a draw so far
  SeatSet rematch_agreed_ = 0;   // the seats that asked for a rematch
  SeatSet takeback_agreed_ = 0;  // the seats that asked for or accepted the standing takeback
  int takeback_of_ = -1;         // the seat whose last turn the standing takeback undoes
  // Moves taken back so far: a computer's or a hint's answer about a position that was taken back
  // is stale even when the game has since come back to the same number of moves.
  std::uint64_t takebacks_ = 0;
  std::string rematch_id_;
  catalog::PhaseTimer phase_;
  TableTalk talk_;
  mutable std::string traits_text_;  // the game's traits as JSON text, once written
  nlohmann::json ratings_;           // a rated game's, once rated (set_ratings); else null
};

}  // namespace menagerie::server
