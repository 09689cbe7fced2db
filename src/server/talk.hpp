// Table talk (docs/api.md, "Table talk"): in a game whose traits say `talk`, a seat asks another a
// yes/no question, in its own words or as one of the variant's preset questions, and that seat
// answers yes or no. The room keeps every question and answer as an event ("ask", "answer"), so
// the stored log, the record and a restart keep them; everyone watching the game sees them, as
// everyone at a table hears what is said across it.
//
// Nothing here reads a hand, and nothing can carry one: a question is a short text or a preset's
// id, an answer a boolean. A computer answers from its own seat's observation, on the computer
// pool (catalog::Engine::answer_question); it understands the preset questions only.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "catalog/variant.hpp"
#include "store/store.hpp"

namespace menagerie::server {

class TableTalk {
 public:
  static constexpr std::size_t kMaxText = 140;  // characters of a question in one's own words
  static constexpr int kPerMinute = 3;          // questions a seat may ask in any 60 seconds
  static constexpr std::size_t kShown = 40;     // exchanges a state message carries (the last)

  struct Exchange {
    std::int64_t id = 0;  // the sequence number of the "ask" event
    int from = 0, to = 0;
    std::string text;
    std::string preset;  // the preset question's id; empty for one's own words
    std::int64_t asked_ms = 0;
    std::optional<bool> yes;  // none while the question is open
  };

  // What the room knows of its seats that the checks need.
  struct Seats {
    int seats = 0;
    std::function<bool(int)> is_computer;
    std::function<bool(int)> is_open;  // a human seat nobody has taken
    std::vector<catalog::Question> presets;
  };

  // Checks {"type": "ask", "text"?, "preset"?, "seat"?} from a player holding `held`, at `now`, and
  // returns the asking seat and the event's data. Throws InputError naming the fault (and then
  // nothing changes): no question, a text too long or with control characters, an unknown preset,
  // no seat to ask or a seat you hold, a computer asked in words, your last question still open,
  // too many questions in a minute.
  std::pair<int, std::string> ask(const nlohmann::json& message, const std::vector<int>& held,
                                  const Seats& table, std::int64_t now) const;
  // Checks {"type": "answer", "yes": true|false, "question"?: id} and returns the answering seat
  // and the event's data. Throws InputError: no boolean, no open question to you, your own
  // question.
  std::pair<int, std::string> answer(const nlohmann::json& message,
                                     const std::vector<int>& held) const;

  // Applies a stored "ask" or "answer" event (its data as ask() and answer() made it). Throws
  // std::runtime_error for one that does not fit the log.
  void apply(const store::Event& e);

  // The oldest open question to `seat`, or none.
  const Exchange* open_to(int seat) const;
  // The last kShown exchanges, oldest first: [{"id", "from", "to", "text", "preset"?, "yes":
  // null|bool, "at_ms"}].
  nlohmann::json to_json() const;
  // Every exchange, for the game record.
  nlohmann::json record() const;
  bool empty() const { return log_.empty(); }

 private:
  static nlohmann::json exchange_json(const Exchange& x);
  std::vector<Exchange> log_;
};

}  // namespace menagerie::server
