// One game being played on the server: the shell around its Session (session.hpp), which owns the
// table, the seats, the clocks and the offers and decides every request. The room holds the lock,
// writes the store, arms the timers, asks the computers and sends to whoever is watching. Every
// change is an event: the session applies it, the committer writes it, and the watchers hear of it
// only once it is durable; requests that arrive meanwhile wait their turn. The same events replay
// a stored game after a restart, so a resumed game is exactly the one that was interrupted. The
// room knows no rule: the session asks the Table.
// Several server nodes may hold a room for one game (docs/scaling.md): the store's log is the truth,
// an event another node wrote first is read back and the request decided again (room_sync.cpp).
#pragma once

#include <boost/asio/io_context.hpp>
#include <boost/asio/steady_timer.hpp>

#include <deque>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "catalog/phase_timer.hpp"
#include "catalog/variant.hpp"

namespace menagerie::server {
using nlohmann::json;
}
#include "server/committer.hpp"
#include "server/computer_pool.hpp"
#include "server/game_clock.hpp"
#include "server/rate_limit.hpp"
#include "server/session.hpp"
#include "store/accounts.hpp"
#include "store/store.hpp"

namespace menagerie::server {

// A client following a game (a WebSocket). send() must be thread-safe and must not block.
class Subscriber {
 public:
  virtual ~Subscriber() = default;
  virtual void send(std::string text) = 0;
};

class Room;

// What rooms share: where to write, who thinks, the timers' executor, the time, and how to start a
// rematch (the hub creates games).
struct Services {
  Committer& committer;
  ComputerPool& computers;
  boost::asio::io_context& io;
  std::function<std::int64_t()> now_ms;
  // Creates the rematch of a game (its seats turned round, each held by the same token as
  // before): gives the new game's id, or "" when it could not. Called with the room locked.
  std::function<void(const store::GameRecord& old, std::function<void(const std::string& id)>)>
      create_rematch;
  // Other nodes share the store (PostgreSQL): rooms follow their writes (room_sync.cpp).
  bool shared = false;
  // How long a room that learned of a position from another node waits for that node's computer
  // move before making it itself (the other node may have died).
  std::int64_t takeover_ms = 30'000;
  // The players' store (ratings, best scores): a rated game's end is written there. None: every
  // game ends as a casual one.
  store::AccountStore* accounts = nullptr;
};

class Room : public std::enable_shared_from_this<Room> {
 public:
  // Hints per seat: three at once, then one every 20 seconds (each is a search on the shared
  // computer pool). The level they think at: the strongest with a fixed node budget, so the same
  // position gives the same hint on any machine.
  static constexpr double kHintBurst = 3, kHintRate = 1.0 / 20;
  static constexpr int kHintLevel = 6;

  // Rebuilds the game from its record and events. Throws when the log does not replay. `table`:
  // the game's table already made from the record's options (a new game, checked by the hub),
  // so that options that search are not searched twice; none: made here.
  static std::shared_ptr<Room> open(Services& services, const store::StoredGame& stored,
                                    std::unique_ptr<catalog::Table> table = nullptr);

  const std::string& id() const { return session_.record().id; }
  // Played for a lesson of the Learn page: the hub deletes it once done with (hub.hpp).
  bool lesson() const { return session_.record().lesson; }

  // Starts whatever the current position asks for (a computer's move, a flag timer); called once
  // the room is reachable. `think`: ask a computer to move now; false when other nodes run this
  // game already (the move is theirs; this room takes it over only if it does not come).
  void start(bool think = true);
  // Another node wrote to this game: events up to `seq` (-1: its seats, or anything after a lost
  // connection). Reads what is new from the store, then tells the watchers.
  void remote_change(std::int64_t seq);
  // After a restart: logs that the game resumed now, so the downtime is not charged to a clock.
  void resume_after_restart();

  // Other nodes share the store (docs/scaling.md).
  bool shared() const { return services_.shared; }
  // The seats as the store has them now (room_sync.cpp): a claim another node made counts here.
  void merge_stored_seats(const std::vector<store::SeatRecord>& stored);

  // The seats a token acts for (empty: a spectator).
  std::vector<int> seats_of(const std::string& token) const;
  // The seats an account holds (a game played from another device than the one that took them):
  // none for account 0, a guest.
  std::vector<int> seats_of_account(std::int64_t account_id) const;

  // False when the room has left memory (retired): the caller finds the game again. `token`: what
  // `who` showed for its seats (told again with the rematch's id).
  bool watch(const std::shared_ptr<Subscriber>& who, std::vector<int> seats,
             const std::string& token = "");
  void unwatch(const Subscriber* who);
  // A request from a watcher ({"type": "move"|"resign"|"draw"|"takeback"|"decline"|"abort"|
  // "rematch"|"ask"|"answer"|"hint", ...}).
  // Errors go back to `who` as {"type":"error"} and change nothing.
  void request(const std::shared_ptr<Subscriber>& who, const std::vector<int>& seats,
               const nlohmann::json& message);

  // Gives an open human seat (`seat`, or the first open one when -1) to `name`; `done` gets the
  // seat and token, or an error text (seat < 0). False (and `done` not called) when the room has
  // left memory: the caller finds the game again.
  // The seats held by the token of hash `token_hash` and by no account become `account_id`'s, as
  // the store made them (Hub::give_seats).
  void give_seats_to_account(const std::string& token_hash, std::int64_t account_id,
                             const std::string& name);
  bool join(int seat, const std::string& name, std::int64_t account_id,
            std::function<void(int seat, const std::string& token_or_error)> done);

  // Eviction (hub.hpp): when the game is over and durably written, nothing is waiting, nobody
  // watches and nobody has asked about it for `idle_ms`, the room retires (it refuses new
  // watchers and joins from then on) and returns true; the hub then forgets it. `unfinished_too`:
  // a game still being played retires the same way (a lesson's game left by its learner).
  bool retire_if_idle(std::int64_t now_ms, std::int64_t idle_ms, bool unfinished_too = false);

  nlohmann::json summary() const;  // the public description of the game
  // The record as `seats` may see it (none: a spectator): what they may know while the game is
  // played, everything once it is over. PGN where the variant fits it, JSON otherwise, or JSON
  // whatever the variant when `format` asks for it.
  std::string record(const std::vector<int>& seats,
                     RecordFormat format = RecordFormat::usual) const;
  nlohmann::json spectator_state() const;  // {"game", "view", "clock"} as a spectator sees it
  // What an analysis replays: the variant, the options the game was created with (the seed only
  // once the game is over), the moves played in this room, and whether the game is over.
  struct Moves {
    std::string variant;
    nlohmann::json options;
    std::vector<std::string> moves;
    bool over = false;
  };
  Moves moves_played() const;
  bool finished() const;
  bool broken() const;
  // A finished rated game loaded from the store: its data says the ratings the store holds for
  // it (call off the network threads: it reads the store).
  void read_ratings();

 private:
  Room(Services& services, store::GameRecord record, std::unique_ptr<catalog::Table> table);

  struct Watcher {
    std::weak_ptr<Subscriber> who;
    std::vector<int> seats;
    std::string token;
  };

  // All of these run with mutex_ held.
  // Applies `e` to the session (`played`: a move decide() played already) and logs it; the
  // watchers hear of it once it is durable, `requester` if it could not be written.
  void commit(const store::Event& e, std::weak_ptr<Subscriber> requester, bool played = false);
  void after_change();
  void run_queue();
  // A request decided by the session and carried out here.
  void handle(const std::shared_ptr<Subscriber>& who, const std::vector<int>& seats,
              const nlohmann::json& message);
  void carry_out(const Decision& d, const std::shared_ptr<Subscriber>& who,
                 const std::string& type);
  void play_move(int seat, const std::string& text);  // a computer's
  void maybe_computer();
  void ask_computer(int seat);
  void arm_timer();
  void on_timer();
  // A timed phase of the game (a race's counts): armed after every change, and when it runs out
  // the room plays the game's timeout move as a logged event.
  void arm_phase_timer();
  void on_phase_timer();
  void start_rematch();
  // Tells every watcher the rematch's id, and each holder its token there.
  void announce_rematch();
  void broadcast();
  std::string state_message(const std::vector<int>& seats) const;
  nlohmann::json summary_locked() const;
  bool over() const { return session_.over(); }
  std::int64_t now() const { return services_.now_ms(); }
  void finish_if_over();
  // finish_if_over() for a rated game: the result and the ratings (or best scores) in one write.
  void finish_rated();
  // A request kept while it is decided, so that, should its event lose the race for its seq to
  // another node, it is decided again on the position as it then is: at most kDecisions times in
  // all (other nodes that keep winning would otherwise keep it going for ever).
  struct Retry {
    std::weak_ptr<Subscriber> who;
    std::vector<int> seats;
    nlohmann::json message;
    int decided = 0;  // times decided so far
  };
  static constexpr int kDecisions = 8;
  void decide_request(Retry r);

  // room_sync.cpp: following the writes of other nodes.
  // Reads the log from the store (all of it when `rebuild`: this room's state is ahead with an
  // event that lost), then carries on as after a change of its own; `again` reruns what lost.
  void catch_up(bool rebuild, std::optional<Retry> again);
  // `fresh`: the whole log replayed on a new room (a rebuild), else null.
  void caught_up(const std::optional<store::StoredGame>& loaded, const std::shared_ptr<Room>& fresh,
                 const std::string& error, const std::optional<Retry>& again);
  void adopt(const store::StoredGame& stored, Room& fresh);  // takes the state `fresh` replayed
  void apply_new(const store::StoredGame& stored);
  void arm_takeover();
  void join_locked(int seat, const std::string& name, std::int64_t account_id,
                   std::function<void(int seat, const std::string& token_or_error)> done);

  // room_talk.cpp: the computer's answers at the table, and hints (the session decides who may
  // have one; the shell works it out on the computer pool).
  void maybe_computer_answers();
  void give_hint(const std::shared_ptr<Subscriber>& who, int seat);
  std::uint64_t thinking_seed(const catalog::ObservationText& seen) const;

  Services& services_;
  mutable std::mutex mutex_;
  // The game itself, and everything replaying its log decides: adopt() in room_sync.cpp takes a
  // rebuilt one whole.
  Session session_;
  bool pending_ = false, broken_ = false, finish_written_ = false;
  SeatSet thinking_ = 0;  // the computer seats asked for a move and not answered yet
  std::deque<std::function<void()>> queue_;
  std::optional<Retry> retry_;  // the request being decided now (decide_request())
  std::vector<Watcher> watchers_;
  mutable std::int64_t last_active_ = 0;  // when it was last watched, asked about or changed
  bool retired_ = false;
  boost::asio::steady_timer timer_;
  boost::asio::steady_timer phase_timer_;
  boost::asio::steady_timer takeover_timer_;  // another node's computer move is awaited
  std::int64_t answering_ = -1;               // the question a computer is answering now
  bool hinting_ = false;                      // a hint is being worked out (one at a time per game)
  std::vector<RateLimit> hint_limits_;        // per seat
};

}  // namespace menagerie::server
