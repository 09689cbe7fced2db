#include "server/request_fields.hpp"

#include <algorithm>
#include <cstdint>
#include <iterator>

#include "core/error.hpp"

namespace menagerie::server {

using nlohmann::json;

namespace {

constexpr std::int64_t kMaxClockMs = 3 * 3600 * 1000, kMaxIncrementMs = 180 * 1000;
constexpr std::int64_t kDayMs = 86'400'000;
constexpr std::size_t kMaxName = 40;

json correspondence_clock(const json& clock) {
  static constexpr int kDays[] = {1, 2, 3, 5, 7, 14};
  const json& days = clock["days_per_move"];
  bool known = days.is_number_integer() &&
               std::find(std::begin(kDays), std::end(kDays), days.get<int>()) != std::end(kDays);
  if (!known || clock.size() != 1)
    throw InputError(
        "\"clock\": {\"days_per_move\": N} takes N of 1, 2, 3, 5, 7 or 14 and nothing else");
  std::int64_t n = days.get<int>();
  return {{"days_per_move", n}, {"initial_ms", n * kDayMs}, {"increment_ms", 0}};
}

}  // namespace

json stored_clock(const json& clock) {
  if (clock.is_null()) return nullptr;
  if (!clock.is_object())
    throw InputError(
        "\"clock\" must be {\"initial_s\": N, \"increment_s\": N}, {\"days_per_move\": N} or null");
  if (clock.contains("days_per_move")) return correspondence_clock(clock);
  json initial = clock.value("initial_s", json()), increment = clock.value("increment_s", json(0));
  if (!initial.is_number() || !increment.is_number())
    throw InputError("\"clock\" needs numbers \"initial_s\" and \"increment_s\"");
  auto initial_ms = std::int64_t(initial.get<double>() * 1000);
  auto increment_ms = std::int64_t(increment.get<double>() * 1000);
  if (initial_ms < 1000 || initial_ms > kMaxClockMs)
    throw InputError("\"clock\": \"initial_s\" must be from 1 to 10800 seconds");
  if (increment_ms < 0 || increment_ms > kMaxIncrementMs)
    throw InputError("\"clock\": \"increment_s\" must be from 0 to 180 seconds");
  return {{"initial_ms", initial_ms}, {"increment_ms", increment_ms}};
}

json requested_clock(const json& stored) {
  if (!stored.is_object()) return nullptr;
  if (stored.contains("days_per_move")) return {{"days_per_move", stored["days_per_move"]}};
  return {{"initial_s", stored["initial_ms"].get<double>() / 1000},
          {"increment_s", stored["increment_ms"].get<double>() / 1000}};
}

std::string checked_name(const json& request, const char* fallback) {
  if (!request.contains("name") || request["name"].is_null()) return fallback;
  if (!request["name"].is_string()) throw InputError("\"name\" must be text");
  std::string name = request["name"].get<std::string>();
  if (name.size() > kMaxName) throw InputError("\"name\" is longer than 40 characters");
  for (unsigned char c : name)
    if (c < 32) throw InputError("\"name\" contains a control character");
  return name.empty() ? fallback : name;
}

}  // namespace menagerie::server
