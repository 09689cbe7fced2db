// What a golfer is shown of a race (race_view.hpp): counts hidden until every count is in, the
// demonstration, the last hole's result and the score sheet.
#include "games/golf/race_view.hpp"

#include <fmt/format.h>

namespace menagerie::golf {

namespace {

using nlohmann::json;

constexpr const char* kColours[kMaxSeats] = {"blue",   "red",  "green", "orange",
                                             "purple", "teal", "brown", "pink"};

std::string strokes(int n) { return fmt::format("{} stroke{}", n, n == 1 ? "" : "s"); }

std::string count_word(int c) { return c == 0 ? "impossible" : std::to_string(c); }

// The hole the counts on the table belong to (1-based), or 0 before the first counts.
int counted_hole(const GolfState& s) {
  bool any = false;
  for (int k = 0; k < s.race.seats; ++k) any = any || s.race.count[k] != kNoCount;
  if (s.phase == Phase::kCount || s.phase == Phase::kDemo) return s.hole_index + 1;
  if (!any) return 0;
  // next_hole has moved on to the next hole's cards; the return and the end have not.
  return s.phase == Phase::kCards || s.phase == Phase::kChoose ? s.hole_index : s.hole_index + 1;
}

// How `viewer` sees golfer k's count: its own and every count once revealed; another's, while
// the golfers count, only as entered or not.
std::string count_seen(const GolfState& s, Seat k, Seat viewer) {
  std::int8_t c = s.race.count[k];
  if (s.phase == Phase::kCount) {
    if (c == kNoCount) return "…";
    if (k != viewer || c == kHiddenCount) return "entered";
  }
  return c == kNoCount || c == kHiddenCount ? "" : count_word(c);
}

bool succeeded(const GolfState& s) {
  const Race& r = s.race;
  return s.phase != Phase::kCount && s.phase != Phase::kDemo && r.demonstrator >= 0 &&
         !(r.failed & seat_bit(r.demonstrator));
}

std::string demonstration_seen(const GolfState& s, Seat k) {
  const Race& r = s.race;
  if (s.phase == Phase::kDemo && k == r.demonstrator)
    return fmt::format("demonstrating: {} of {}", s.strokes, r.count[k]);
  if (r.failed & seat_bit(k)) return "failed";
  if (succeeded(s) && k == r.demonstrator) return "solved it";
  return "";
}

// How the last finished hole ended, in words (empty while a hole is played).
std::string last_hole_text(const GolfState& s) {
  int hole = counted_hole(s);
  if (hole == 0 || s.phase == Phase::kCount || s.phase == Phase::kDemo) return "";
  const Race& r = s.race;
  if (succeeded(s))
    return fmt::format("hole {}: {} solved it within {}", hole, Golf::seat_name(s, r.demonstrator),
                       strokes(r.count[r.demonstrator]));
  if (r.failed) return fmt::format("hole {}: every demonstration failed", hole);
  if (r.seats == 1) {
    // A lone golfer's "impossible", judged by the referee (decision 19).
    int score = r.sheet[hole - 1][0];
    if (score > 0)
      return fmt::format("hole {}: said impossible, but the referee solves it in {}: scores {}",
                         hole, strokes(score - 1), score);
    return fmt::format("hole {}: said impossible, and the referee found no line: scores 0", hole);
  }
  return fmt::format("hole {}: everyone said impossible; everyone scores 0", hole);
}

std::string timer_text(const GolfState& s) {
  const Race& r = s.race;
  if (r.timer == 0) return "none";
  return fmt::format("{} s for the counts, from {}; {} s for each demonstration stroke", r.timer,
                     r.timer_start == TimerStart::kDeal ? "the deal" : "the first count", r.timer);
}

}  // namespace

json seat_views(const GolfState& s) {
  json out = json::array();
  if (s.mode == Mode::kPuzzle) return json::array({{{"name", "Golfer"}, {"color", "blue"}}});
  for (int k = 0; k < s.race.seats; ++k)
    out.push_back({{"name", Golf::seat_name(s, k)}, {"color", kColours[k]}});
  return out;
}

void race_info(const GolfState& s, Seat seat, json& info) {
  const Race& r = s.race;
  info.push_back({{"label", "Dealer"}, {"text", Golf::seat_name(s, r.dealer)}});
  info.push_back({{"label", "Timer"}, {"text", timer_text(s)}});
  if (std::string last = last_hole_text(s); !last.empty())
    info.push_back({{"label", "Last hole"}, {"text", last}});
  if (s.phase == Phase::kDemo) {
    int left = r.count[r.demonstrator] - s.strokes;
    info.push_back({{"label", "Demonstration"},
                    {"text", fmt::format("{} claims {}: {} played, {} left",
                                         Golf::seat_name(s, r.demonstrator),
                                         strokes(r.count[r.demonstrator]), s.strokes, left)}});
    if (seat == r.demonstrator)
      info.push_back(
          {{"label", "Your demonstration"},
           {"text",
            fmt::format("move the pieces: {} left to solve the hole (or give up)", strokes(left))},
           {"prompt", true}});
  }
  if (s.phase == Phase::kChoose) {
    std::string text = fmt::format(
        "{} is choosing how many cards: every golfer gave the same count, so the next hole may "
        "turn {} instead of {}",
        Golf::seat_name(s, r.dealer), Golf::last_cards(s) + 1, Golf::last_cards(s));
    if (seat == r.dealer)
      info.push_back({{"label", "Your choice"},
                      {"text", fmt::format("you deal: {} cards as the last hole, or {} (one more: "
                                           "a harder hole, the same piece makes every capture)",
                                           Golf::last_cards(s), Golf::last_cards(s) + 1)},
                      {"prompt", true}});
    else
      info.push_back({{"label", "Cards"}, {"text", text}});
  }
  if (s.phase == Phase::kCount && seat >= 0 && seat < r.seats) {
    if (r.count[seat] == kNoCount)
      info.push_back(
          {{"label", "Your count"},
           {"text", "enter the fewest strokes you can solve this hole in, or impossible"},
           {"prompt", true}});
    else
      info.push_back(
          {{"label", "Your count"},
           {"text", fmt::format("{}; waiting for the others", count_word(r.count[seat]))}});
  }
}

json race_tables(const GolfState& s, Seat seat) {
  const Race& r = s.race;
  json names = json::array();
  for (int k = 0; k < r.seats; ++k) names.push_back(Golf::seat_name(s, k));
  json tables = json::array();
  if (int hole = counted_hole(s)) {
    json cells = json::array();
    for (int k = 0; k < r.seats; ++k)
      cells.push_back({count_seen(s, k, seat), demonstration_seen(s, k)});
    tables.push_back({{"title", fmt::format("Hole {}: counts", hole)},
                      {"rows", names},
                      {"cols", {"count", "demonstration"}},
                      {"cells", cells},
                      {"row_title", "golfer"}});
  }
  json cols = json::array(), cells = json::array();
  for (int h = 0; h < s.holes; ++h) cols.push_back(std::to_string(h + 1));
  cols.push_back("total");
  for (int k = 0; k < r.seats; ++k) {
    json row = json::array();
    for (int h = 0; h < s.holes; ++h)
      row.push_back(r.sheet[h][k] < 0 ? std::string() : std::to_string(r.sheet[h][k]));
    row.push_back(std::to_string(Golf::total_of(s, k)));
    cells.push_back(row);
  }
  tables.push_back({{"title", "Score sheet"},
                    {"rows", names},
                    {"cols", cols},
                    {"cells", cells},
                    {"row_title", "golfer"},
                    {"col_title", "hole"}});
  return tables;
}

std::string race_render(const GolfState& s, Seat viewer) {
  const Race& r = s.race;
  std::string out;
  if (int hole = counted_hole(s)) {
    out += fmt::format("Counts, hole {}:", hole);
    for (int k = 0; k < r.seats; ++k) {
      std::string d = demonstration_seen(s, k);
      out += fmt::format(" {} {}{}{}", Golf::seat_name(s, k), count_seen(s, k, viewer),
                         d.empty() ? "" : " (" + d + ")", k + 1 < r.seats ? " ·" : "");
    }
    out += "\n";
  }
  if (std::string last = last_hole_text(s); !last.empty()) out += "Last " + last + "\n";
  out += "Score sheet:";
  for (int k = 0; k < r.seats; ++k) {
    std::string holes;
    for (int h = 0; h < s.holes; ++h)
      holes += r.sheet[h][k] < 0 ? " -" : " " + std::to_string(r.sheet[h][k]);
    out += fmt::format("{} {}:{} = {}", k ? " |" : "", Golf::seat_name(s, k), holes,
                       Golf::total_of(s, k));
  }
  return out + "\n";
}

}  // namespace menagerie::golf
