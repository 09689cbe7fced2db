// The lessons compiled in (lessons.hpp), and the check that plays one through the referee.
#include "catalog/lessons.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <string>

#include <fmt/format.h>

#include "core/error.hpp"

namespace menagerie::catalog {
namespace {

struct LessonText {
  const char* folder;  // the game's folder: the variant id with dashes as underscores
  const char* text;    // its lessons.json
};

const LessonText kLessonTexts[] = {
#include "catalog/lessons.inc"
    {"", "[]"},  // so that the list is never empty
};

std::string folder_of(std::string_view id) {
  std::string out(id);
  std::replace(out.begin(), out.end(), '-', '_');
  return out;
}

std::string lower(std::string s) {
  for (char& c : s) c = char(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

// The item of the learner's view that `check` asks about holds.
bool holds(const json& check, const json& view, Seat learner, std::size_t history_from) {
  const std::string kind = check.value("kind", "");
  if (kind == "win") {
    if (!view.value("over", false) || !view.contains("results")) return false;
    const json& results = view["results"];
    return learner >= 0 && std::size_t(learner) < results.size() && results[learner] == "win";
  }
  if (kind == "over") return view.value("over", false);
  if (kind == "piece" || kind == "empty") {
    const std::string at = check.value("at", "");
    for (const json& piece : view.value("pieces", json::array())) {
      if (piece.value("at", "") != at) continue;
      if (kind == "empty") return false;
      bool all = true;
      for (const auto& [key, value] : check.items())
        if (key != "kind" && key != "at" && (!piece.contains(key) || piece[key] != value))
          all = false;
      if (all) return true;
    }
    return kind == "empty";
  }
  if (kind == "said") {
    const std::string text = lower(check.value("text", ""));
    const json history = view.value("history", json::array());
    for (std::size_t i = history_from; i < history.size(); ++i)
      if (history[i].is_string() &&
          lower(history[i].get<std::string>()).find(text) != std::string::npos)
        return true;
    return false;
  }
  return false;
}

bool all_hold(const json& checks, const json& view, Seat learner, std::size_t history_from) {
  for (const json& c : checks)
    if (!holds(c, view, learner, history_from)) return false;
  return true;
}

// Faults in the lesson's shape, before anything is played.
std::vector<std::string> shape_faults(const json& lesson) {
  std::vector<std::string> faults;
  if (!lesson.is_object()) return {"a lesson must be a JSON object"};
  for (const char* key : {"id", "title", "words", "goal", "hint"})
    if (!lesson.contains(key) || !lesson[key].is_string() || lesson[key].get<std::string>().empty())
      faults.push_back(fmt::format("'{}' must be a non-empty text", key));
  if (!lesson.contains("options") || !lesson["options"].is_object())
    faults.push_back("'options' must be an object (the game's options)");
  if (lesson.contains("seat") && !lesson["seat"].is_number_integer())
    faults.push_back("'seat' must be a seat number");
  if (!lesson.contains("steps") || !lesson["steps"].is_array() || lesson["steps"].empty()) {
    faults.push_back("'steps' must be a non-empty list");
  } else {
    for (const json& step : lesson["steps"]) {
      bool move = step.is_object() && step.contains("move") && step["move"].is_string();
      bool reply = step.is_object() && step.contains("reply") && step["reply"].is_string();
      if (move == reply)
        faults.push_back("each step is {\"move\": m} or {\"reply\": m}: " + step.dump());
    }
    if (std::none_of(lesson["steps"].begin(), lesson["steps"].end(),
                     [](const json& step) { return step.is_object() && step.contains("move"); }))
      faults.push_back("the learner makes no move");
  }
  if (!lesson.contains("check") || !lesson["check"].is_array() || lesson["check"].empty()) {
    faults.push_back("'check' must be a non-empty list");
  } else {
    for (const json& c : lesson["check"]) {
      std::string kind = c.is_object() ? c.value("kind", "") : "";
      bool known =
          kind == "win" || kind == "over" ||
          ((kind == "piece" || kind == "empty") && c.contains("at") && c["at"].is_string()) ||
          (kind == "said" && c.contains("text") && c["text"].is_string());
      if (!known) faults.push_back("unknown or incomplete check: " + c.dump());
    }
  }
  return faults;
}

}  // namespace

const json& lessons(std::string_view variant_id) {
  static const std::map<std::string, json> parsed = [] {
    std::map<std::string, json> out;
    for (const LessonText& t : kLessonTexts) {
      if (*t.folder == '\0') continue;
      // A malformed file is a build of ours gone wrong: the test (lessons_test.cpp) names it;
      // the server then serves no lessons for that game rather than failing.
      json j = json::parse(t.text, nullptr, /*allow_exceptions=*/false);
      out[t.folder] = j.is_array() ? j : json::array();
    }
    return out;
  }();
  static const json none = json::array();
  auto it = parsed.find(folder_of(variant_id));
  return it == parsed.end() ? none : it->second;
}

std::vector<std::string> lesson_faults(const Variant& v, const json& lesson) {
  std::vector<std::string> faults = shape_faults(lesson);
  if (!faults.empty()) return faults;
  std::unique_ptr<Table> table;
  try {
    table = v.create(lesson["options"]);
  } catch (const InputError& e) {
    return {std::string("the game refuses the options: ") + e.what()};
  }
  const Seat learner = lesson.value("seat", 0);
  if (learner < 0 || learner >= table->seats())
    return {fmt::format("the learner's seat {} is not a seat of the game", learner)};
  const std::size_t history_from = table->view(learner).value("history", json::array()).size();
  if (all_hold(lesson["check"], table->view(learner), learner, history_from))
    faults.push_back("the goal is already met at the start");
  int number = 0;
  for (const json& step : lesson["steps"]) {
    ++number;
    const bool mine = step.contains("move");
    const std::string move =
        mine ? step["move"].get<std::string>() : step["reply"].get<std::string>();
    const Seat seat = mine ? learner : table->to_move();
    const std::string name = fmt::format("step {} '{}'", number, move);
    if (table->outcome().over()) {
      faults.push_back(name + ": the game is already over");
      return faults;
    }
    if (seat < 0 || !(table->acting() & seat_bit(seat))) {
      faults.push_back(fmt::format("{}: seat {} does not act now ({} is to move)", name, seat,
                                   table->to_move()));
      return faults;
    }
    std::vector<std::string> legal = table->legal_moves_of(seat);
    if (std::find(legal.begin(), legal.end(), move) == legal.end()) {
      std::string some;  // the legal moves, so that the lesson's author sees the forms
      for (std::size_t i = 0; i < legal.size() && i < 24; ++i) some += (i ? " " : "") + legal[i];
      faults.push_back(fmt::format("{}: not a legal move of seat {} in machine form (legal: {}{})",
                                   name, seat, some, legal.size() > 24 ? " ..." : ""));
      return faults;
    }
    try {
      table->play_as(seat, move);
    } catch (const InputError& e) {
      faults.push_back(name + ": " + e.what());
      return faults;
    }
  }
  const json view = table->view(learner);
  for (const json& c : lesson["check"])
    if (!holds(c, view, learner, history_from))
      faults.push_back("the goal is not met after the steps: " + c.dump() +
                       " (position: " + table->position(learner) +
                       "; history: " + view.value("history", json::array()).dump() + ")");
  return faults;
}

namespace {

// The most moves the judge plays while looking for a way to the goal: a lesson is a few steps
// from a small position, and a move that leaves no way there is refused once this is spent, so
// that a wrong move in a lesson of many steps cannot keep a server busy.
constexpr long kJudgeBudget = 20000;

// Looks for moves for the lesson's steps from `at` on, each of the written step's kind, after
// which the lesson's check holds; plays and takes back on one table (a game with chance is played
// again from the start instead, so that its draws are those of the game the page plays).
class LineSearch {
 public:
  LineSearch(const Variant& v, const json& lesson, Seat learner, std::size_t history_from,
             std::vector<std::string> path)
      : v_(v),
        lesson_(lesson),
        learner_(learner),
        history_from_(history_from),
        path_(std::move(path)),
        replay_(v.traits().chance) {
    rebuild();
  }

  Table& table() { return *table_; }

  // Plays `move` as `seat` (legal: checked by the caller).
  void play(Seat seat, const std::string& move) {
    table_->play_as(seat, move);
    path_.push_back(move);
  }

  // Whether the check holds now or after some moves for steps `at`.. (appended to `line`).
  bool find(std::size_t at, json& line) {
    if (all_hold(lesson_["check"], table_->view(learner_), learner_, history_from_)) return true;
    const json& steps = lesson_["steps"];
    if (at >= steps.size() || table_->outcome().over()) return false;
    const bool mine = steps[at].contains("move");
    const Seat seat = mine ? learner_ : table_->to_move();
    if (seat < 0 || !(table_->acting() & seat_bit(seat))) return false;
    std::vector<std::string> moves = table_->legal_moves_of(seat);
    const std::string written = (mine ? steps[at]["move"] : steps[at]["reply"]).get<std::string>();
    if (auto it = std::find(moves.begin(), moves.end(), written); it != moves.end())
      std::rotate(moves.begin(), it, it + 1);
    for (const std::string& m : moves) {
      if (--budget_ < 0) return false;
      play(seat, m);
      line.push_back(json{{mine ? "move" : "reply", m}});
      if (find(at + 1, line)) return true;
      line.erase(line.size() - 1);
      take_back();
    }
    return false;
  }

 private:
  // Plays the path again on a fresh table: each step as the seat its written step names.
  void rebuild() {
    table_ = v_.create(lesson_["options"]);
    const json& steps = lesson_["steps"];
    for (std::size_t i = 0; i < path_.size(); ++i) {
      const bool mine = steps[i].contains("move");
      const Seat seat = mine ? learner_ : table_->to_move();
      const std::vector<std::string> legal = table_->legal_moves_of(seat);
      if (std::find(legal.begin(), legal.end(), path_[i]) == legal.end())
        throw InputError(
            fmt::format("step {} played '{}', not a legal move there", i + 1, path_[i]));
      table_->play_as(seat, path_[i]);
    }
  }

  void take_back() {
    path_.pop_back();
    if (replay_ || !table_->undo()) rebuild();
  }

  const Variant& v_;
  const json& lesson_;
  Seat learner_;
  std::size_t history_from_;
  std::vector<std::string> path_;
  bool replay_;
  long budget_ = kJudgeBudget;
  std::unique_ptr<Table> table_;
};

}  // namespace

LessonVerdict judge_lesson_move(const Variant& v, const json& lesson, std::size_t done,
                                const std::string& move,
                                const std::optional<std::vector<std::string>>& played) {
  if (!shape_faults(lesson).empty()) throw InputError("the lesson is malformed");
  const json& steps = lesson["steps"];
  if (done >= steps.size() || !steps[done].contains("move"))
    throw InputError(fmt::format("step {} of the lesson is not the learner's", done));
  const Seat learner = lesson.value("seat", 0);
  std::vector<std::string> path;
  if (played) {
    if (played->size() != done)
      throw InputError(
          fmt::format("'played' has {} moves for {} steps done", played->size(), done));
    path = *played;
  } else {
    for (std::size_t i = 0; i < done; ++i)
      path.push_back(
          (steps[i].contains("move") ? steps[i]["move"] : steps[i]["reply"]).get<std::string>());
  }
  std::size_t history_from = 0;
  {
    std::unique_ptr<Table> start = v.create(lesson["options"]);
    if (learner < 0 || learner >= start->seats()) throw InputError("the lesson's seat is wrong");
    history_from = start->view(learner).value("history", json::array()).size();
  }
  LineSearch search(v, lesson, learner, history_from, std::move(path));
  Table& table = search.table();
  LessonVerdict verdict;
  if (table.outcome().over() || !(table.acting() & seat_bit(learner))) return verdict;
  const std::vector<std::string> legal = table.legal_moves_of(learner);
  if (std::find(legal.begin(), legal.end(), move) == legal.end()) return verdict;
  search.play(learner, move);
  verdict.legal = true;
  verdict.met = search.find(done + 1, verdict.line);
  if (!verdict.met) verdict.line = json::array();
  return verdict;
}

}  // namespace menagerie::catalog
