// menagerie play: people at one terminal take turns typing moves; any variant in the catalog.
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <bit>
#include <cctype>
#include <chrono>
#include <iostream>
#include <memory>
#include <string>

#include <fmt/format.h>

#include "catalog/phase_timer.hpp"
#include "catalog/variant.hpp"
#include "cli/commands.hpp"
#include "cli/variant_options.hpp"
#include "core/error.hpp"
#include "core/rng.hpp"

namespace menagerie::cli {

namespace {

constexpr const char* kHelp =
    "Type a move (SAN like Nf3 or O-O, or UCI like g1f3), or a command:\n"
    "  moves   list the legal moves        undo    take back the last move\n"
    "  board   show the board again        fen     print the position\n"
    "  pgn     print the game record       resign  the side to move gives up\n"
    "  hint    the computer's suggestion    help    this text\n"
    "  quit    leave\n";

std::string seat_name(const nlohmann::json& view, Seat seat) {
  if (view.contains("seats") && seat >= 0 && seat < int(view["seats"].size()))
    return view["seats"][seat]["name"].get<std::string>();  // docs/view.md: {"name", "color"}
  return fmt::format("seat {}", seat);
}

void show_result(const catalog::Table& t) {
  Outcome o = t.outcome();
  auto v = t.view(kNoSeat);
  if (o.kind == Outcome::Kind::kDraw)
    std::cout << fmt::format("Draw ({}).\n", o.reason);
  else if (std::popcount(unsigned(o.winners)) > 1) {
    // A team wins together: name every winning seat.
    std::string names;
    for (Seat s = 0; s < t.seats(); ++s)
      if (o.wins(s)) names += (names.empty() ? "" : " and ") + seat_name(v, s);
    std::cout << fmt::format("{} win ({}).\n", names, o.reason);
  } else {
    std::cout << fmt::format("{} wins ({}).\n", seat_name(v, o.winner), o.reason);
  }
}

struct Opponent {
  std::string seat;  // seat names ("Black") or numbers, comma-separated; empty: people only
  int level = 4;
};

// The seat `name` names (its name in the view, or its number).
Seat computer_seat(const catalog::Table& t, const std::string& name) {
  auto seats = t.view(kNoSeat).value("seats", nlohmann::json::array());
  for (std::size_t i = 0; i < seats.size(); ++i) {
    std::string s = seats[i]["name"].get<std::string>();
    if (std::equal(s.begin(), s.end(), name.begin(), name.end(),
                   [](char a, char b) { return std::tolower(a) == std::tolower(b); }))
      return Seat(i);
  }
  if (name.size() == 1 && name[0] >= '0' && name[0] < char('0' + t.seats())) return name[0] - '0';
  throw InputError("--computer names no seat of this game: " + name);
}

// The seats the computer plays: names or numbers separated by commas ("1,3", "Black"); none when
// empty. A game of more than two seats may have several computers.
SeatSet computer_seats(const catalog::Table& t, const std::string& names) {
  SeatSet seats = 0;
  std::size_t start = 0;
  while (start <= names.size() && !names.empty()) {
    std::size_t comma = std::min(names.find(',', start), names.size());
    std::string name = names.substr(start, comma - start);
    name.erase(0, name.find_first_not_of(' '));
    name.erase(name.find_last_not_of(' ') + 1);
    seats |= seat_bit(computer_seat(t, name));
    start = comma + 1;
  }
  return seats;
}

// Clears the terminal, so that the next person at the keyboard cannot scroll back to a secret.
void clear_screen() { std::cout << "\x1b[2J\x1b[3J\x1b[H" << std::flush; }

std::int64_t now_ms() {
  using namespace std::chrono;
  return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
}

// Waits for a line on a terminal until `deadline_ms`: false when the time ran out first. (Piped
// input is read as it comes: a script's lines are never late.)
bool line_ready_before(std::int64_t deadline_ms) {
  if (!::isatty(STDIN_FILENO)) return true;
  for (;;) {
    std::int64_t wait = deadline_ms - now_ms();
    if (wait <= 0) return false;
    pollfd in{STDIN_FILENO, POLLIN, 0};
    int r = ::poll(&in, 1, int(std::min<std::int64_t>(wait, 1 << 30)));
    if (r > 0) return true;
    if (r == 0) return false;
  }
}

std::string seconds_left(std::int64_t ms) {
  return fmt::format("{}:{:02}", ms / 60000, (ms / 1000) % 60);
}

int run(const std::string& id, const VariantOptions& options, const Opponent& opponent) {
  const catalog::Variant& variant = catalog::find(id);
  auto table = variant.create(options.to_json());
  const SeatSet computers = computer_seats(*table, opponent.seat);
  auto is_computer = [&](Seat s) { return s >= 0 && (computers & seat_bit(s)); };
  // The seat a person at the keyboard acts as now: the seat to move, or where seats act at once
  // (a race's counts) the first person's seat that may act; kNoSeat when only computers may.
  auto person_to_act = [&]() -> Seat {
    SeatSet acting = table->acting();
    Seat t = table->to_move();
    if (t >= 0 && (acting & seat_bit(t)) && !is_computer(t)) return t;
    for (Seat k = 0; k < table->seats(); ++k)
      if ((acting & seat_bit(k)) && !is_computer(k)) return k;
    return kNoSeat;
  };
  // A timed phase (a race's counts): the terminal keeps the time and plays the game's timeout.
  catalog::PhaseTimer timer;
  timer.update(table->deadline(), now_ms());
  // The first seat the computer does not play: a person's, shown the board in a hidden game.
  Seat person = 0;
  while (is_computer(person)) ++person;
  if (person >= table->seats()) person = kSpectator;  // the computer plays every seat
  auto engine = variant.make_engine();
  if (computers && !engine) throw InputError("the computer cannot play " + id + " yet");
  Rng rng(fresh_seed());
  // In a game with secrets every picture, position and record is drawn for the person at the
  // keyboard: the seat to move, or against the computer the person's own seat; with all secrets
  // shown once the game is over. Otherwise everything is public and drawn for a spectator.
  const bool hidden = variant.traits().hidden;
  auto at_keyboard = [&]() -> Seat {
    if (!hidden || table->outcome().over()) return kSpectator;
    Seat s = person_to_act();
    if (s == kNoSeat) s = table->to_move();
    if (!computers) return s;
    if (is_computer(s) || s < 0) return person;
    return s;
  };
  Seat shown_to = at_keyboard();
  // Draws the board for the person now at the keyboard. Hot-seat with secrets: when that person
  // changes, the screen is cleared and the keyboard handed over first. False at the end of input.
  auto hand_over = [&]() -> bool {
    Seat next = at_keyboard();
    bool changed = next != shown_to;
    shown_to = next;
    if (hidden && !computers && changed && next != kSpectator) {
      clear_screen();
      std::cout << fmt::format("Pass the keyboard to {}, then press Enter.",
                               seat_name(table->view(kNoSeat), next))
                << std::flush;
      std::string ignored;
      if (!std::getline(std::cin, ignored)) return false;
      clear_screen();
    }
    std::cout << table->render(next);
    return true;
  };
  // Every computer seat that may act plays, one after the other, until a person must act.
  auto computer_to_act = [&]() -> Seat {
    if (table->outcome().over()) return kNoSeat;
    SeatSet acting = table->acting();
    for (Seat k = 0; k < table->seats(); ++k)
      if ((acting & seat_bit(k)) && is_computer(k)) return k;
    return kNoSeat;
  };
  auto computer_moves = [&] {
    for (Seat c = computer_to_act(); c != kNoSeat; c = computer_to_act()) {
      catalog::Thought t = engine->play_level(table->observation(c), opponent.level, rng);
      std::size_t before = table->history(at_keyboard()).size();
      std::string shown = table->play_as(c, t.best);
      timer.update(table->deadline(), now_ms());
      if (hidden) {
        // Only what the person may know of the computer's move (its secret choices are hidden).
        auto seen = table->history(at_keyboard());
        shown.clear();
        for (std::size_t i = std::min(before, seen.size()); i < seen.size(); ++i)
          shown += (shown.empty() ? "" : ", ") + seen[i];
        if (table->outcome().over()) shown = seen.empty() ? "" : seen.back();
      }
      std::cout << "computer plays " << shown << "\n" << table->render(at_keyboard());
      if (table->outcome().over()) show_result(*table);
    }
  };
  // The time ran out: the referee's move, then whatever follows.
  auto time_out = [&]() -> bool {
    auto due = timer.due();
    if (!due || now_ms() < *due || table->outcome().over()) return false;
    std::string shown = table->play(timer.current()->move);
    timer.update(table->deadline(), now_ms());
    std::cout << "\n" << shown << "\n";
    if (table->outcome().over()) {
      std::cout << table->render(kSpectator);
      show_result(*table);
    } else {
      hand_over();
    }
    computer_moves();
    return true;
  };
  // How the game began, when the game names it (Chess960: "Start position: 734").
  std::cout << kHelp << "\n" << table->start_note() << table->render(shown_to);
  computer_moves();
  std::string line;
  while (true) {
    Seat seat = person_to_act();
    if (!table->outcome().over()) {
      std::string left =
          timer.due() ? fmt::format(" [{} left]", seconds_left(timer.remaining(now_ms()))) : "";
      std::cout << fmt::format("{}{}> ",
                               seat_name(table->view(kNoSeat), seat >= 0 ? seat : table->to_move()),
                               left)
                << std::flush;
    } else {
      std::cout << "> " << std::flush;
    }
    if (timer.due() && !line_ready_before(*timer.due())) {
      time_out();
      continue;
    }
    if (!std::getline(std::cin, line)) break;
    // A line typed after the time ran out: the timeout is played first (the line is then judged
    // by the game as it is now).
    time_out();
    seat = person_to_act();
    auto b = line.find_first_not_of(" \t\r"), e = line.find_last_not_of(" \t\r");
    if (b == std::string::npos) continue;
    line = line.substr(b, e - b + 1);
    try {
      if (line == "quit" || line == "exit") break;
      if (line == "help") {
        std::cout << kHelp;
      } else if (line == "board") {
        std::cout << table->render(at_keyboard());
      } else if (line == "fen") {
        std::cout << table->position(at_keyboard()) << "\n";
      } else if (line == "pgn") {
        std::cout << table->record(at_keyboard());
      } else if (line == "moves") {
        // Choices written in words ("object 5", "side odd") are kept apart by commas.
        auto legal = seat >= 0 ? table->legal_moves_of(seat) : table->legal_moves();
        bool words = std::any_of(legal.begin(), legal.end(),
                                 [](const std::string& m) { return m.find(' ') != m.npos; });
        std::string all;
        for (const auto& m : legal) all += (all.empty() ? "" : words ? ", " : " ") + m;
        std::cout << (all.empty() ? "(none)" : all) << "\n";
      } else if (line == "undo") {
        // A take-back would show the next person a secret move made at this keyboard.
        if (hidden && !computers)
          throw InputError("no take-backs at one keyboard in a game with secrets");
        // Against the computer, take back its replies too, so it is your move again.
        bool any = table->undo();
        while (any && is_computer(table->to_move()) && table->undo()) {
        }
        std::cout << (any ? table->render(at_keyboard()) : "nothing to take back\n");
      } else if (line == "hint") {
        if (!engine) throw InputError("no computer player for " + id + " yet");
        std::cout << "hint: "
                  << engine
                         ->play_level(table->observation(seat >= 0 ? seat : table->to_move()), 8,
                                      rng)
                         .best
                  << "\n";
      } else if (line == "resign") {
        table->resign(seat >= 0 ? seat : table->to_move());
        show_result(*table);
      } else {
        if (seat < 0) throw InputError("no seat of a person may act now");
        std::string shown = table->play_as(seat, line);
        timer.update(table->deadline(), now_ms());
        std::cout << "played " << shown << "\n";
        if (table->outcome().over()) {
          std::cout << table->render(kSpectator);
          show_result(*table);
        } else if (!hand_over()) {
          break;
        }
        computer_moves();
      }
    } catch (const InputError& err) {
      std::cout << "error: " << err.what() << "\n";
    }
  }
  return 0;
}

}  // namespace

void add_play(CLI::App& app) {
  auto id = std::make_shared<std::string>();
  auto options = std::make_shared<VariantOptions>();
  auto opponent = std::make_shared<Opponent>();
  auto* cmd =
      app.add_subcommand("play", "Play a game at this terminal, against a person or the computer");
  cmd->add_option("variant", *id, "variant id (see `menagerie variants`)")->required();
  options->add_to(cmd);
  cmd->add_option(
      "--computer", opponent->seat,
      "the seat(s) the computer plays: names or numbers, comma-separated (e.g. black; 1,3)");
  cmd->add_option("--level", opponent->level,
                  "the computer's level, 1 (beginner) to 8 (full strength)")
      ->check(CLI::Range(1, 8));
  cmd->callback([id, options, opponent] { run(*id, *options, *opponent); });
}

}  // namespace menagerie::cli
