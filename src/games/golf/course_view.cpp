#include "games/golf/course_view.hpp"

#include <fmt/format.h>

#include <utility>

namespace menagerie::golf {

using json = nlohmann::json;

const HoleOptimum& Optima::of(const Hole& h) const {
  std::string key =
      board_text(h) + " " + cards_text(h) + " " + std::string(special_name(h.special));
  auto it = solved_.find(key);
  if (it == solved_.end()) it = solved_.emplace(key, hole_optimum(h, 1'000'000)).first;
  return it->second;
}

std::map<int, Hole> finished_holes(const Record<Golf>& r) {
  std::map<int, Hole> dealt;
  for (std::size_t i = 0; i <= r.ply(); ++i) {
    const Golf::State& s = r.state_at(i);
    if (s.phase == Phase::kPlay || s.phase == Phase::kCount || s.phase == Phase::kDemo)
      dealt.try_emplace(s.hole_index, s.race.start);
  }
  const Golf::State& now = r.state();
  bool current_over = now.phase == Phase::kReturn || now.phase == Phase::kOver;
  std::erase_if(dealt, [&](const auto& h) {
    return h.first > now.hole_index || (h.first == now.hole_index && !current_over);
  });
  return dealt;
}

namespace {

// The hole of each history entry ("Hole 2"), so a client lists a course by hole: the entries are
// the moves Golf lists (in_history) that this viewer is shown, in the same order as `history`.
// A race adds each entry's turn (history_turns): a hole's counts are one turn, entered at once in
// any order, and each demonstration another; and once a hole's counts are revealed, every count
// of it is written in full (while counting, another golfer's was only "entered").
void add_history_parts(json& v, const Record<Golf>& r, Seat seat) {
  const Golf::State& now = r.state();
  bool race = now.mode == Mode::kRace;
  Seat viewer = seat < 0 ? kSpectator : seat;
  json groups = json::array(), turns = json::array(), texts = json::array();
  for (std::size_t i = 0; i < r.moves().size(); ++i) {
    const Golf::State& s = r.state_at(i);
    const Golf::Move& m = r.moves()[i];
    if (!Golf::in_history(s, m)) continue;
    std::string seen = Golf::move_seen(s, m, viewer);
    if (seen.empty()) continue;
    groups.push_back(fmt::format("Hole {}", s.hole_index + 1));
    if (!race) continue;
    bool counting = s.phase == Phase::kCount;
    bool revealed = now.hole_index > s.hole_index || now.phase != Phase::kCount;
    texts.push_back(counting && revealed ? Golf::move_display(s, m) : seen);
    turns.push_back(s.phase == Phase::kDemo
                        ? Golf::seat_name(s, s.race.demonstrator) + " demonstrates"
                        : "counts");
  }
  if (!v.contains("history") || groups.size() != v["history"].size()) return;
  v["history_groups"] = std::move(groups);
  if (!race) return;
  v["history"] = std::move(texts);
  v["history_turns"] = std::move(turns);
}

// A course's score card: each hole's strokes (a finished hole's score, a hole given up counting
// kGiveUpStrokes; the hole in play "N so far"), its optimum once the hole is over, and the totals.
// A hole's score is what it added to the course's total.
void add_score_card(json& v, const Record<Golf>& r, const std::map<int, Hole>& done,
                    const Optima& optima) {
  const Golf::State& now = r.state();
  std::map<int, int> first_total;  // the total when each hole began
  for (std::size_t i = 0; i <= r.ply(); ++i)
    first_total.try_emplace(r.state_at(i).hole_index, r.state_at(i).total);
  json cols = json::array(), strokes = json::array(), optimum_row = json::array();
  int optimum_total = 0;
  bool unknown = false;
  for (int h = 0; h < now.holes; ++h) {
    cols.push_back(std::to_string(h + 1));
    auto it = done.find(h);
    if (it == done.end()) {
      bool playing = h == now.hole_index && now.phase == Phase::kPlay;
      strokes.push_back(playing ? fmt::format("{} so far", now.strokes) : "");
      optimum_row.push_back("");
      continue;
    }
    auto next = first_total.find(h + 1);
    int end = next == first_total.end() ? now.total : next->second;
    strokes.push_back(std::to_string(end - first_total[h]));
    const HoleOptimum& o = optima.of(it->second);
    if (o.strokes) optimum_total += *o.strokes;
    unknown = unknown || (!o.strokes && !o.proved);
    optimum_row.push_back(o.strokes ? std::to_string(*o.strokes) : o.proved ? "impossible" : "?");
  }
  cols.push_back("total");
  strokes.push_back(std::to_string(now.total));
  optimum_row.push_back(done.empty() ? std::string()
                                     : std::to_string(optimum_total) + (unknown ? " + ?" : ""));
  // The finished course's score line (the game's) gets the optimum it is measured against.
  if (now.phase == Phase::kOver && !done.empty() && v.contains("info"))
    for (json& line : v["info"])
      if (line.value("label", "") == "Score")
        line["text"] = fmt::format("{}; optimum {}", line["text"].get<std::string>(),
                                   optimum_row.back().get<std::string>());
  json card = {{"title", "Score card"},
               {"rows", json::array({"strokes", "optimum"})},
               {"cols", std::move(cols)},
               {"cells", json::array({std::move(strokes), std::move(optimum_row)})},
               {"col_title", "hole"}};
  if (!v.contains("tables")) v["tables"] = json::array();
  v["tables"].push_back(std::move(card));
}

// The last finished hole's optimum in the info, and in a race each finished hole's optimum as a
// row of the score sheet, with the optimum's total so far.
void add_optima(json& v, const std::map<int, Hole>& done, const Optima& optima) {
  json& info = v["info"];
  const auto& [last, last_hole] = *done.rbegin();
  json line = {{"label", "Optimum"},
               {"text", fmt::format("hole {}: {}", last + 1, optimum_text(optima.of(last_hole)))}};
  // Before the line saying what happens now, which stays last.
  info.insert(info.end() - (info.empty() ? 0 : 1), line);
  if (!v.contains("tables")) return;
  for (json& t : v["tables"]) {
    if (t["title"] != "Score sheet") continue;
    json row = json::array();
    int sum = 0;
    bool unknown = false;
    for (std::size_t h = 0; h + 1 < t["cols"].size(); ++h) {
      auto it = done.find(int(h));
      const HoleOptimum* o = it == done.end() ? nullptr : &optima.of(it->second);
      row.push_back(!o           ? ""
                    : o->strokes ? std::to_string(*o->strokes)
                    : o->proved  ? "impossible"
                                 : "?");
      if (o && o->strokes) sum += *o->strokes;
      unknown = unknown || (o && !o->strokes && !o->proved);
    }
    // The optimum's total so far, to read beside the golfers' totals.
    row.push_back(std::to_string(sum) + (unknown ? " + ?" : ""));
    t["rows"].push_back("optimum");
    t["cells"].push_back(row);
  }
}

}  // namespace

void add_course_view(json& v, const Record<Golf>& r, Seat seat, const Optima& optima) {
  auto done = finished_holes(r);
  add_history_parts(v, r, seat);
  if (r.state().mode == Mode::kPuzzle) add_score_card(v, r, done, optima);
  if (!done.empty()) add_optima(v, done, optima);
}

std::string optimum_footer(const Record<Golf>& r, const Optima& optima) {
  auto done = finished_holes(r);
  if (done.empty()) return "";
  const auto& [last, hole] = *done.rbegin();
  return fmt::format("Optimum, hole {}: {}\n", last + 1, optimum_text(optima.of(hole)));
}

std::optional<GolfMove> verdict(const Golf::State& s, const Optima& optima) {
  if (s.phase != Phase::kVerdict) return std::nullopt;
  const HoleOptimum& o = optima.of(s.race.start);
  int n = o.strokes && *o.strokes <= kMaxCount ? *o.strokes : 0;
  return GolfMove{.kind = GolfMove::Kind::kVerdict, .count = std::uint8_t(n)};
}

}  // namespace menagerie::golf
