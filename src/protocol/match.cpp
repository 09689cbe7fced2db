#include "protocol/match.hpp"

#include <algorithm>
#include <atomic>
#include <cctype>
#include <ctime>
#include <exception>
#include <fstream>
#include <mutex>
#include <stdexcept>
#include <thread>

#include <fmt/format.h>

#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"

namespace menagerie::protocol {

namespace {

constexpr std::chrono::seconds kReadyTimeout{10};
constexpr const char* kSeatNames[2] = {"White", "Black"};

// The seat that lost, from a decisive result; -1 for a draw.
int loser(const std::string& result) {
  if (result == "1-0") return 1;
  if (result == "0-1") return 0;
  return -1;
}

void lose(GameReport& report, int seat, std::string termination, std::string detail) {
  report.result = seat == 0 ? "0-1" : "1-0";
  report.termination = std::move(termination);
  report.detail = std::move(detail);
}

// Terminations after which the losing engine's process is not trusted for the next game.
bool engine_fault(const std::string& termination) {
  return termination == "time forfeit" || termination == "crash" || termination == "illegal move";
}

std::string today() {
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  return fmt::format("{:04}.{:02}.{:02}", utc.tm_year + 1900, utc.tm_mon + 1, utc.tm_mday);
}

// The catalog options for the start of pair `pair`: seeded random where the variant offers it, so
// that the same seed gives the same starts whatever the concurrency.
catalog::json start_options(const catalog::Variant& variant, std::uint64_t seed, int pair) {
  std::uint64_t state = seed ^ (0x9E3779B97F4A7C15ull * std::uint64_t(pair + 1));
  std::uint64_t pair_seed = Rng::splitmix(state) & ((std::uint64_t(1) << 62) - 1);
  catalog::json o = catalog::json::object();
  for (const auto& spec : variant.options()) {
    if (spec.name == "seed") o["seed"] = pair_seed;
    if (spec.name == "start" &&
        std::find(spec.choices.begin(), spec.choices.end(), "random") != spec.choices.end())
      o["start"] = "random";
  }
  return o;
}

}  // namespace

std::string MoveLimit::text() const {
  std::string t;
  if (depth > 0) t = fmt::format("depth {}", depth);
  if (nodes > 0) t += fmt::format("{}nodes {}", t.empty() ? "" : " ", nodes);
  return t;
}

std::string go_command(const MoveLimit& limit, const std::array<Clock, 2>& clocks) {
  if (limit.active()) return "go " + limit.text();
  return fmt::format("go wtime {} btime {} winc {} binc {}", clocks[0].left_ms(),
                     clocks[1].left_ms(), clocks[0].increment_ms(), clocks[1].increment_ms());
}

double GameReport::first_points() const {
  if (result == "1/2-1/2") return 0.5;
  int lost = loser(result);
  if (lost < 0) return 0.5;
  return lost == white ? 0.0 : 1.0;
}

void play_game(catalog::Table& table, std::array<UciPlayer*, 2> seats,
               const std::array<TimeControl, 2>& tcs, std::chrono::milliseconds margin,
               int max_plies, GameReport& report, const MoveLimit& limit,
               std::chrono::milliseconds move_timeout) {
  report.start = table.position(kSpectator);
  report.plies = 0;
  std::array<Clock, 2> clocks = {Clock(tcs[0], margin), Clock(tcs[1], margin)};
  for (int seat = 0; seat < 2; ++seat) {
    if (!seats[seat]->new_game(kReadyTimeout)) {
      lose(report, seat, "crash",
           fmt::format("{} ({}) did not answer ucinewgame/isready", kSeatNames[seat],
                       seats[seat]->name()));
      return;
    }
  }
  std::string position = "position fen " + report.start;
  bool first = true;
  while (true) {
    Outcome o = table.outcome();
    if (o.over()) {
      report.result = o.kind == Outcome::Kind::kDraw ? "1/2-1/2" : o.winner == 0 ? "1-0" : "0-1";
      report.termination = std::string(o.reason);
      return;
    }
    if (max_plies > 0 && report.plies >= max_plies) {
      report.result = "1/2-1/2";
      report.termination = "adjudication";
      report.detail = fmt::format("drawn by adjudication after {} plies", report.plies);
      return;
    }
    int side = int(table.to_move());
    UciPlayer& player = *seats[side];
    std::int64_t left = clocks[side].left_ms();
    auto answer = player.think(position, go_command(limit, clocks),
                               limit.active() ? move_timeout : clocks[side].deadline());
    const char* who = kSeatNames[side];
    if (answer.kind == UciPlayer::Answer::Kind::kGone) {
      lose(report, side, "crash",
           fmt::format("{} ({}) crashed or closed its output", who, player.name()));
      return;
    }
    if (limit.active() && answer.kind == UciPlayer::Answer::Kind::kTimeout) {
      lose(report, side, "time forfeit",
           fmt::format("{} ({}) gave no move within {} ms at {}", who, player.name(),
                       move_timeout.count(), limit.text()));
      return;
    }
    if (!limit.active() &&
        (answer.kind == UciPlayer::Answer::Kind::kTimeout || !clocks[side].charge(answer.used))) {
      lose(report, side, "time forfeit",
           fmt::format("{} ({}) lost on time: {} ms left, no move after {} ms", who, player.name(),
                       left, answer.used.count()));
      return;
    }
    auto legal = table.legal_moves();
    bool ok = std::find(legal.begin(), legal.end(), answer.move) != legal.end();
    if (ok) {
      try {
        table.play(answer.move);
      } catch (const InputError&) {
        ok = false;
      }
    }
    if (!ok) {
      lose(report, side, "illegal move",
           fmt::format("{} ({}) played an illegal move: '{}'", who, player.name(), answer.move));
      return;
    }
    position += (first ? " moves " : " ") + answer.move;
    first = false;
    ++report.plies;
  }
}

std::string with_tags(std::string pgn, const std::vector<std::pair<std::string, std::string>>& tags,
                      const std::string& result, const std::string& comment) {
  auto split = pgn.find("\n\n");
  std::string header = split == std::string::npos ? "" : pgn.substr(0, split + 1);
  std::string moves = split == std::string::npos ? pgn : pgn.substr(split + 2);
  auto all = tags;
  all.emplace_back("Result", result);
  for (const auto& [name, value] : all) {
    std::string escaped;
    for (char c : value) {
      if (c == '"' || c == '\\') escaped += '\\';
      escaped += c;
    }
    std::string line = fmt::format("[{} \"{}\"]\n", name, escaped);
    auto at = header.rfind("\n[" + name + " \"");
    if (header.rfind("[" + name + " \"", 0) == 0)
      at = 0;
    else if (at != std::string::npos)
      ++at;
    if (at == std::string::npos) {
      header += line;
    } else {
      auto end = header.find('\n', at);
      header.replace(at, end + 1 - at, line);
    }
  }
  while (!moves.empty() && std::isspace(static_cast<unsigned char>(moves.back()))) moves.pop_back();
  auto last = moves.find_last_of(" \n");
  std::string token = last == std::string::npos ? moves : moves.substr(last + 1);
  if (token == "1-0" || token == "0-1" || token == "1/2-1/2" || token == "*")
    moves.erase(last == std::string::npos ? 0 : last);
  std::string tail = (comment.empty() ? "" : "{" + comment + "} ") + result;
  auto line_start = moves.rfind('\n');
  std::size_t line_length = moves.size() - (line_start == std::string::npos ? 0 : line_start + 1);
  if (moves.empty())
    moves = tail;
  else
    moves += (line_length + 1 + tail.size() > 80 ? "\n" : " ") + tail;
  return header + "\n" + moves + "\n";
}

MatchReport run_match(const MatchConfig& config, const std::string& pgn_path,
                      const MatchProgress& progress) {
  if (config.games < 1) throw InputError("a match needs at least one game");
  if (config.concurrency < 1) throw InputError("concurrency must be at least 1");
  const catalog::Variant& variant = catalog::find(config.variant);

  MatchReport report;
  for (int e = 0; e < 2; ++e) {
    UciPlayer probe(config.engines[e]);
    try {
      probe.start(config.variant);
    } catch (const InputError& err) {
      throw InputError(fmt::format("engine {}: {}", e + 1, err.what()));
    } catch (const std::exception& err) {
      throw std::runtime_error(fmt::format("engine {} ('{}') did not start: {}", e + 1,
                                           config.engines[e].command, err.what()));
    }
    report.names[e] = probe.name();
  }
  if (report.names[0] == report.names[1]) {
    report.names[0] += " (1)";
    report.names[1] += " (2)";
  }

  std::ofstream pgn_file;
  if (!pgn_path.empty()) {
    pgn_file.open(pgn_path, std::ios::app);
    if (!pgn_file) throw InputError(fmt::format("cannot write the PGN file '{}'", pgn_path));
  }

  std::mutex mutex;
  std::atomic<int> next{0};
  std::atomic<bool> stop{false};
  std::exception_ptr failure;
  const std::string date = today();

  auto worker = [&] {
    std::array<UciPlayer, 2> players = {UciPlayer(config.engines[0]), UciPlayer(config.engines[1])};
    try {
      while (!stop) {
        int index = next++;
        if (index >= config.games) break;
        GameReport game;
        game.number = index + 1;
        game.white = index % 2;  // each start twice: first engine White, then Black
        auto table = variant.create(start_options(variant, config.seed, index / 2));
        std::array<UciPlayer*, 2> seats = {&players[game.white], &players[1 - game.white]};
        bool ready = true;
        for (int seat = 0; seat < 2 && ready; ++seat) {
          if (seats[seat]->started()) continue;
          try {
            seats[seat]->start(config.variant);
          } catch (const std::exception& err) {
            game.start = table->position(kSpectator);
            lose(game, seat, "crash",
                 fmt::format("{} could not be restarted: {}", kSeatNames[seat], err.what()));
            ready = false;
          }
        }
        const std::array<TimeControl, 2> by_colour = {config.tc_of(game.white),
                                                      config.tc_of(1 - game.white)};
        if (ready)
          play_game(*table, seats, by_colour, config.margin, config.max_plies, game, config.limit,
                    config.move_timeout);
        if (int lost = loser(game.result); lost >= 0 && engine_fault(game.termination))
          seats[lost]->stop();

        std::string white_name = report.names[game.white],
                    black_name = report.names[1 - game.white];
        std::vector<std::pair<std::string, std::string>> tags = {
            {"Event", config.event},
            {"Date", date},
            {"Round", std::to_string(game.number)},
            {"White", white_name},
            {"Black", black_name}};
        // PGN's "-" is "no time control"; a fixed search limit gets a tag of its own, and clocks
        // that differ a tag per colour (as cutechess writes them).
        std::string white_tc = by_colour[0].text(), black_tc = by_colour[1].text();
        if (config.limit.active()) {
          tags.emplace_back("TimeControl", "-");
          tags.emplace_back("SearchLimit", config.limit.text());
        } else if (white_tc == black_tc) {
          tags.emplace_back("TimeControl", white_tc);
        } else {
          tags.emplace_back("WhiteTimeControl", white_tc);
          tags.emplace_back("BlackTimeControl", black_tc);
        }
        tags.emplace_back("Termination", game.termination);
        game.pgn = with_tags(table->record(kSpectator), tags, game.result, game.detail);

        std::lock_guard lock(mutex);
        report.tally.add(game.first_points());
        if (pgn_file) pgn_file << game.pgn << "\n" << std::flush;
        if (config.sprt) {
          report.llr = config.sprt->llr(report.tally);
          auto v = config.sprt->verdict(report.tally);
          if (!report.verdict || *report.verdict == Sprt::Verdict::kContinue) report.verdict = v;
          if (v != Sprt::Verdict::kContinue && !stop) {
            stop = true;
            report.stopped_early = next < config.games;
          }
        }
        report.games.push_back(std::move(game));
        if (progress) progress(report.games.back(), report);
      }
    } catch (...) {
      std::lock_guard lock(mutex);
      if (!failure) failure = std::current_exception();
      stop = true;
    }
  };

  int threads = std::min(config.concurrency, config.games);
  std::vector<std::thread> pool;
  for (int i = 0; i < threads; ++i) pool.emplace_back(worker);
  for (auto& t : pool) t.join();
  if (failure) std::rethrow_exception(failure);
  return report;
}

}  // namespace menagerie::protocol
