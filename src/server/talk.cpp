#include "server/talk.hpp"

#include <algorithm>
#include <stdexcept>

#include <fmt/format.h>

#include "core/error.hpp"
#include "server/seat_list.hpp"

namespace menagerie::server {

using nlohmann::json;

namespace {

// Characters (code points) of UTF-8 text; the JSON parser has already refused invalid UTF-8.
std::size_t characters(const std::string& text) {
  return std::size_t(std::count_if(text.begin(), text.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  }));
}

std::string trimmed(const std::string& text) {
  auto first = text.find_first_not_of(" \t");
  if (first == std::string::npos) return "";
  return text.substr(first, text.find_last_not_of(" \t") - first + 1);
}

}  // namespace

std::pair<int, std::string> TableTalk::ask(const json& message, const std::vector<int>& held,
                                           const Seats& table, std::int64_t now) const {
  // Whom: the seat named, else (two seats) the one the asker does not hold.
  int to = -1;
  if (message.contains("seat") && !message["seat"].is_null()) {
    if (!message["seat"].is_number_integer())
      throw InputError("\"seat\" must be the number of the seat you ask");
    to = message["seat"].get<int>();
    if (to < 0 || to >= table.seats) throw InputError(fmt::format("there is no seat {}", to));
  } else {
    for (int s = 0; s < table.seats; ++s)
      if (!contains(held, s)) {
        if (to >= 0) throw InputError("name the seat you ask: \"seat\": its number");
        to = s;
      }
    if (to < 0) throw InputError("you play every seat: there is nobody to ask");
  }
  if (contains(held, to)) throw InputError("you cannot ask yourself: you play that seat");
  if (table.is_open(to)) throw InputError(fmt::format("nobody plays seat {} yet", to));
  int from = held.front();

  // What: a preset question, or one's own words.
  json data{{"to", to}};
  if (message.contains("preset") && !message["preset"].is_null()) {
    if (!message["preset"].is_string()) throw InputError("\"preset\" must be a question's id");
    std::string id = message["preset"].get<std::string>();
    auto it = std::find_if(table.presets.begin(), table.presets.end(),
                           [&](const catalog::Question& q) { return q.id == id; });
    if (it == table.presets.end())
      throw InputError(fmt::format("there is no preset question \"{}\"", id.substr(0, 40)));
    data["preset"] = it->id;
    data["text"] = it->text;
  } else {
    if (!message.contains("text") || !message["text"].is_string())
      throw InputError("a question needs \"text\" (your words) or \"preset\" (a preset's id)");
    std::string text = trimmed(message["text"].get<std::string>());
    if (text.empty()) throw InputError("the question is empty");
    if (characters(text) > kMaxText)
      throw InputError(fmt::format("a question is at most {} characters", kMaxText));
    for (unsigned char c : text)
      if (c < 32 || c == 127) throw InputError("the question contains a control character");
    if (table.is_computer(to))
      throw InputError("the computer can only answer the preset questions");
    data["text"] = text;
  }

  // How often: one open question at a time, and a few a minute.
  int recent = 0;
  for (const Exchange& x : log_) {
    if (x.from != from) continue;
    if (!x.yes) throw InputError("your last question is still open: wait for the answer");
    if (x.asked_ms > now - 60'000) ++recent;
  }
  if (recent >= kPerMinute)
    throw InputError(
        fmt::format("at most {} questions a minute: ask again in a moment", kPerMinute));
  return {from, data.dump()};
}

std::pair<int, std::string> TableTalk::answer(const json& message,
                                              const std::vector<int>& held) const {
  if (!message.contains("yes") || !message["yes"].is_boolean())
    throw InputError("an answer is \"yes\": true or false");
  const Exchange* x = nullptr;
  if (message.contains("question") && !message["question"].is_null()) {
    if (!message["question"].is_number_integer())
      throw InputError("\"question\" must be the id of the question you answer");
    auto id = message["question"].get<std::int64_t>();
    for (const Exchange& e : log_)
      if (e.id == id) x = &e;
    if (!x) throw InputError(fmt::format("there is no question {}", id));
    if (x->yes) throw InputError("that question has been answered");
  } else {
    for (const Exchange& e : log_)
      if (!e.yes && contains(held, e.to)) {
        x = &e;
        break;
      }
    if (!x) {
      for (const Exchange& e : log_)
        if (!e.yes && contains(held, e.from))
          throw InputError("that is your own question: the seat you asked answers it");
      throw InputError("there is no open question to you");
    }
  }
  if (!contains(held, x->to)) {
    if (contains(held, x->from))
      throw InputError("that is your own question: the seat you asked answers it");
    throw InputError("that question was not asked of you");
  }
  return {x->to, json{{"question", x->id}, {"yes", message["yes"].get<bool>()}}.dump()};
}

void TableTalk::apply(const store::Event& e) {
  json data = json::parse(e.data, nullptr, false);
  if (!data.is_object()) throw std::runtime_error("a table-talk event without its data");
  if (e.kind == "ask") {
    Exchange x;
    x.id = e.seq;
    x.from = e.seat;
    x.to = data.value("to", -1);
    x.text = data.value("text", "");
    x.preset = data.value("preset", "");
    x.asked_ms = e.at_ms;
    log_.push_back(std::move(x));
    return;
  }
  auto id = data.value("question", std::int64_t{-1});
  for (Exchange& x : log_)
    if (x.id == id && !x.yes && x.to == e.seat) {
      x.yes = data.value("yes", false);
      return;
    }
  throw std::runtime_error(fmt::format("an answer to no open question ({})", id));
}

const TableTalk::Exchange* TableTalk::open_to(int seat) const {
  for (const Exchange& x : log_)
    if (!x.yes && x.to == seat) return &x;
  return nullptr;
}

json TableTalk::exchange_json(const Exchange& x) {
  json j{{"id", x.id},     {"from", x.from},      {"to", x.to},
         {"text", x.text}, {"at_ms", x.asked_ms}, {"yes", x.yes ? json(*x.yes) : json()}};
  if (!x.preset.empty()) j["preset"] = x.preset;
  return j;
}

json TableTalk::to_json() const {
  json out = json::array();
  std::size_t first = log_.size() > kShown ? log_.size() - kShown : 0;
  for (std::size_t i = first; i < log_.size(); ++i) out.push_back(exchange_json(log_[i]));
  return out;
}

json TableTalk::record() const {
  json out = json::array();
  for (const Exchange& x : log_) out.push_back(exchange_json(x));
  return out;
}

}  // namespace menagerie::server
