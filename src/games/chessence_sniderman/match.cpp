// The match: phases, scoring, text forms and the view (see match.hpp).
#include "games/chessence_sniderman/match.hpp"

#include <cctype>
#include <string>

#include <fmt/format.h>

#include "core/error.hpp"
#include "core/rng.hpp"
#include "games/chessence_sniderman/objects.hpp"

namespace menagerie::chessence_sniderman {

namespace {

std::string_view trim(std::string_view t) {
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.front()))) t.remove_prefix(1);
  while (!t.empty() && std::isspace(static_cast<unsigned char>(t.back()))) t.remove_suffix(1);
  return t;
}

// Lower case without spaces: two objects written alike up to case and spacing are the same one.
std::string squeeze(std::string_view t) {
  std::string out;
  for (char c : t)
    if (!std::isspace(static_cast<unsigned char>(c)))
      out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

// `text` without a leading `word` (any case) followed by a space or the end, if it has one.
std::string_view drop_word(std::string_view text, std::string_view word) {
  if (text.size() < word.size()) return text;
  for (std::size_t i = 0; i < word.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(text[i])) != word[i]) return text;
  if (text.size() > word.size() && !std::isspace(static_cast<unsigned char>(text[word.size()])))
    return text;
  return trim(text.substr(word.size()));
}

// The start of a round: the given board, or an empty one for chance to fill.
void set_up_round(MatchState& s) {
  if (!s.random_starts) {
    s.round = s.given;
    s.placed = kSquares;
  } else {
    s.round = State{};
    s.placed = 0;
  }
}

// How a chosen object is written back: its built-in name, else its text.
std::string object_word(ObjectId id) {
  const Object& o = object_by_id(id);
  return o.name().empty() ? o.text() : o.name();
}

std::string object_label(ObjectId id) {
  const Object& o = object_by_id(id);
  if (o.name().empty()) return "Object: " + o.text();
  return fmt::format("Object {}: {}", o.name(), builtin_objects()[id].description);
}

// The object under its info label "Object": "5: ODD wins if ...", or a made-up one's text.
std::string object_words(ObjectId id) {
  const Object& o = object_by_id(id);
  if (o.name().empty()) return o.text();
  return fmt::format("{}: {}", o.name(), builtin_objects()[id].description);
}

std::string_view side_word(Side side) { return side == Side::kOdd ? "ODD" : "EVEN"; }

// The round in play is over: score it, then end the match or set up the next round.
void finish_round(MatchState& s) {
  const Object& object = object_by_id(s.round.object);
  auto round = ChessenceSniderman::round(s.round);
  Side side = object.winner(round);
  Seat w = Match::seat_of(s, side);
  int r = s.round_index;
  s.winners[r] = static_cast<std::int8_t>(w);
  s.holds[r] = object.condition(round) ? 1 : 0;
  ++s.wins[w];
  if (2 * s.wins[w] > s.rounds) {
    s.phase = Phase::kOver;
    return;
  }
  s.finished = s.round;
  s.round_index = static_cast<std::uint8_t>(r + 1);
  set_up_round(s);
  s.phase = Phase::kObject;
}

// The same built-in, or the same text up to case and spacing (a built-in written out counts as it).
bool same_object(const Object& a, const Object& b) {
  return (!a.name().empty() && a.name() == b.name()) || squeeze(a.text()) == squeeze(b.text());
}

// The rounds whose object is fixed: the finished ones and, once chosen, the one in play.
int chosen_rounds(const MatchState& s) { return s.round_index + (s.phase != Phase::kObject); }

}  // namespace

std::string_view seat_label(Seat seat) { return seat == kFirstSeat ? "First" : "Second"; }

MatchState Match::start(int rounds, const chessence_sniderman::State* given) {
  if (rounds < 3 || rounds > kMaxMatchRounds || rounds % 2 == 0)
    throw InputError(fmt::format("a match has an odd number of rounds from 3 to {}, not {}",
                                 kMaxMatchRounds, rounds));
  MatchState s;
  s.rounds = static_cast<std::uint8_t>(rounds);
  if (given) {
    s.given = *given;
    s.random_starts = false;
  }
  set_up_round(s);
  return s;
}

void Match::chance(const State& s, MoveList<ChanceOutcome<Move>, kMaxMoves>& out) {
  const int left = kSquares - s.placed;
  for (Colour c : {kWhite, kBlack})
    for (int k = kKnight; k <= kKing; ++k) {
      Piece p = make_piece(c, static_cast<Kind>(k));
      int on_board = 0;
      for (Square sq = 0; sq < s.placed; ++sq) on_board += s.round.at(sq) == p;
      int remaining = kSetCount[k] - on_board;
      if (remaining > 0)
        out.push_back({Move{Move::Kind::kPlace, s.placed, p, 0}, double(remaining) / left});
    }
}

bool Match::used(const State& s, const Object& object) {
  for (int r = 0; r < chosen_rounds(s); ++r)
    if (same_object(object, object_by_id(s.objects[r]))) return true;
  return false;
}

bool Match::id_used(const State& s, ObjectId id) { return used(s, object_by_id(id)); }

Seat Match::to_move(const State& s) {
  if (s.phase != Phase::kOver && s.placed < kSquares) return kChance;
  switch (s.phase) {
    case Phase::kObject:
      return object_chooser(s);
    case Phase::kSide:
      return side_chooser(s);
    case Phase::kPlay:
      return seat_of(s, ChessenceSniderman::side_to_move(s.round));
    case Phase::kOver:
      break;
  }
  return s.wins[kFirstSeat] > s.wins[kSecondSeat] ? kFirstSeat : kSecondSeat;
}

void Match::play(State& s, const Move& m) {
  switch (m.kind) {
    case Move::Kind::kObject:
      s.objects[s.round_index] = m.object;
      s.round.object = m.object;
      s.phase = Phase::kSide;
      break;
    case Move::Kind::kSide: {
      Seat chooser = side_chooser(s);
      s.odd_seat = m.from == 0 ? chooser : 1 - chooser;
      s.phase = Phase::kPlay;
      // A given position may have no capture at all: the object decides the round at once.
      if (!ChessenceSniderman::any_capture(s.round)) finish_round(s);
      break;
    }
    case Move::Kind::kCapture:
      ChessenceSniderman::play(s.round, capture(m));
      if (!ChessenceSniderman::any_capture(s.round)) finish_round(s);
      break;
    case Move::Kind::kPlace: {
      Piece p = static_cast<Piece>(m.to);
      s.round.put(m.from, p);
      s.round.colour[colour_of(p)] |= static_cast<Squares>(1u << m.from);
      ++s.placed;
      break;
    }
  }
}

Outcome Match::outcome(const State& s) {
  if (s.phase != Phase::kOver) return Outcome::ongoing();
  return Outcome::win(to_move(s), "won more than half the rounds");
}

std::uint64_t Match::hash(const State& s) {
  std::uint64_t h = ChessenceSniderman::hash(s.round);
  std::uint64_t extra = static_cast<std::uint64_t>(s.phase) | std::uint64_t{s.round_index} << 8 |
                        std::uint64_t{s.wins[0]} << 16 | std::uint64_t{s.wins[1]} << 24 |
                        static_cast<std::uint64_t>(s.odd_seat) << 32 |
                        std::uint64_t{s.placed} << 40;
  std::uint64_t object = ~std::uint64_t{s.round.object};
  return h ^ Rng::splitmix(extra) ^ Rng::splitmix(object);
}

MatchState Match::parse_position(std::string_view) {
  throw InputError(
      "a match is set up by its options (rounds, and seed or position), not from a position text");
}

std::string Match::position_text(const State& s) {
  return fmt::format("{} round {}/{} score {}-{}", ChessenceSniderman::position_text(s.round),
                     s.round_index + 1, s.rounds, s.wins[0], s.wins[1]);
}

MatchMove Match::parse_move(const State& s, std::string_view text) {
  std::string_view t = trim(text);
  switch (s.phase) {
    case Phase::kOver:
      throw InputError("the match is over");
    case Phase::kObject: {
      std::string_view rest = drop_word(t, "object");
      std::string who = fmt::format(
          "{} names the object of round {} (object 1..10, p1..p4 or a "
          "made-up one in the object language)",
          seat_label(object_chooser(s)), s.round_index + 1);
      if (rest.empty()) throw InputError(who);
      Object parsed;
      try {
        parsed = Object::parse(rest);
      } catch (const InputError& e) {
        throw InputError(who + ": " + e.what());
      }
      for (int r = 0; r < chosen_rounds(s); ++r)
        if (same_object(parsed, object_by_id(s.objects[r])))
          throw InputError(fmt::format("object {} decided round {} already: choose another",
                                       object_word(s.objects[r]), r + 1));
      return Move{Move::Kind::kObject, 0, 0, intern_object(rest)};
    }
    case Phase::kSide: {
      std::string rest = squeeze(drop_word(t, "side"));
      if (rest == "odd") return Move{Move::Kind::kSide, 0, 0, 0};
      if (rest == "even") return Move{Move::Kind::kSide, 1, 0, 0};
      throw InputError(
          fmt::format("{} chooses a side for round {}: side odd or side even, not '{}'",
                      seat_label(side_chooser(s)), s.round_index + 1, t));
    }
    case Phase::kPlay:
      break;
  }
  return from_capture(ChessenceSniderman::parse_move(s.round, t));
}

std::string Match::move_text(const State& s, const Move& m) {
  switch (m.kind) {
    case Move::Kind::kObject:
      return "object " + object_word(m.object);
    case Move::Kind::kSide:
      return m.from == 0 ? "side odd" : "side even";
    case Move::Kind::kPlace:
      return fmt::format("set {} {}", square_name(m.from), piece_char(static_cast<Piece>(m.to)));
    case Move::Kind::kCapture:
      break;
  }
  return ChessenceSniderman::move_text(s.round, capture(m));
}

std::string Match::move_display(const State& s, const Move& m) {
  if (m.kind == Move::Kind::kCapture) return ChessenceSniderman::move_display(s.round, capture(m));
  return move_text(s, m);
}

MoveParts Match::move_parts(const State& s, const Move& m) {
  switch (m.kind) {
    case Move::Kind::kObject:
      return {"", "", "", "", object_label(m.object)};
    case Move::Kind::kSide:
      return {"", "", "", "", m.from == 0 ? "Play ODD" : "Play EVEN"};
    case Move::Kind::kPlace:
      return {"", std::string(square_name(m.from)), "", "", ""};
    case Move::Kind::kCapture:
      break;
  }
  return ChessenceSniderman::move_parts(s.round, capture(m));
}

namespace {

std::string score_text(const MatchState& s) {
  return fmt::format("round {} of {} · First {}, Second {}", s.round_index + 1, s.rounds, s.wins[0],
                     s.wins[1]);
}

std::string phase_text(const MatchState& s) {
  switch (s.phase) {
    case Phase::kObject:
      return fmt::format("{} names the object (an unused one, or a made-up one)",
                         seat_label(Match::object_chooser(s)));
    case Phase::kSide:
      return fmt::format("{} chooses ODD or EVEN", seat_label(Match::side_chooser(s)));
    case Phase::kPlay: {
      Side side = ChessenceSniderman::side_to_move(s.round);
      return fmt::format("move {}: {} ({}) to capture", s.round.ply + 1,
                         seat_label(Match::seat_of(s, side)), side_word(side));
    }
    case Phase::kOver:
      break;
  }
  Seat w = Match::to_move(s);
  return fmt::format("{} wins the match {}-{}", seat_label(w), s.wins[w], s.wins[1 - w]);
}

std::string sides_text(const MatchState& s) {
  return fmt::format("{} plays ODD, {} plays EVEN", seat_label(s.odd_seat),
                     seat_label(1 - s.odd_seat));
}

// Each finished round: its object, who won and why.
std::string rounds_text(const MatchState& s) {
  std::string out;
  int finished = s.round_index + (s.phase == Phase::kOver);
  for (int r = 0; r < finished; ++r)
    out += fmt::format("{}{}: object {}, {} won (condition {})", r ? "; " : "", r + 1,
                       object_word(s.objects[r]), seat_label(s.winners[r]),
                       s.holds[r] ? "held" : "failed");
  return out;
}

std::string captures_text(const State& round) {
  std::string taken;
  for (int i = 0; i < round.capture_count(); ++i) {
    const Capture& c = round.captures[i];
    taken +=
        fmt::format("{}{}. {}{}x{}{}", i ? ", " : "", round.start_ply + i + 1, piece_char(c.by),
                    square_name(c.from), piece_char(c.captured), square_name(c.to));
  }
  return taken.empty() ? "none yet" : taken;
}

}  // namespace

std::string Match::render(const State& s) {
  std::string board = ChessenceSniderman::render(s.round);
  // Chessence's last line names its object and side to move; the match says both its own way.
  board.erase(board.rfind('\n', board.size() - 2) + 1);
  std::string out = board + "Match: " + score_text(s) + "\n";
  if (s.phase != Phase::kObject) {
    const Object& o = object_by_id(s.round.object);
    out += (o.name().empty() ? "Object: " : "Object " + o.name() + ": ") + o.text() + "\n";
  }
  if (s.phase == Phase::kPlay || s.phase == Phase::kOver) out += sides_text(s) + "\n";
  if (std::string r = rounds_text(s); !r.empty()) out += "Rounds: " + r + "\n";
  out += phase_text(s) + "\n";
  return out;
}

nlohmann::json Match::view(const State& s, Seat seat) {
  using nlohmann::json;
  json v = ChessenceSniderman::view(s.round, seat);
  v["seats"] = {{{"name", "First"}, {"color", "blue"}}, {{"name", "Second"}, {"color", "green"}}};
  json info = json::array();
  info.push_back({{"label", "Match"}, {"text", score_text(s)}});
  info.push_back({{"label", "Now"}, {"text", phase_text(s)}});
  if (s.phase != Phase::kObject)
    info.push_back({{"label", "Object"}, {"text", object_words(s.round.object)}});
  if (s.phase == Phase::kPlay || s.phase == Phase::kOver) {
    info.push_back({{"label", "Sides"}, {"text", sides_text(s)}});
    info.push_back({{"label", "Captures"}, {"text", captures_text(s.round)}});
  }
  if (std::string r = rounds_text(s); !r.empty())
    info.push_back({{"label", "Rounds"}, {"text", r}});
  if (s.round_index > 0 && s.phase != Phase::kOver)
    info.push_back({{"label", "Last round ended"},
                    {"text", ChessenceSniderman::position_text(s.finished) + " after " +
                                 captures_text(s.finished)}});
  v["info"] = std::move(info);
  // The object chooser may make one up: a field to type it in (docs/view.md, "Forms"), beside the
  // unused built-ins in `legal`. The referee reads what is typed and names any fault.
  if (s.phase == Phase::kObject && seat == object_chooser(s))
    v["forms"] = json::array({{{"kind", "text"},
                               {"title", "Or make up an object"},
                               {"text",
                                "Write your own condition in the object language of the rules, "
                                "as the built-ins are written."},
                               {"placeholder", "odd wins if last.colour == black"},
                               {"move", "object {}"}}});
  return v;
}

// The referee adds the tags (players, date) to this JSON.
std::string Match::record(const State& start, const std::vector<Move>& moves, Outcome outcome,
                          const RecordTags&) {
  using nlohmann::json;
  json r{{"variant", kId}, {"rounds", start.rounds}};
  // Random boards are chance steps in the move log ("set a1 N"), so the log replays them.
  if (!start.random_starts) r["position"] = ChessenceSniderman::position_text(start.given);
  State s = start;
  json history = json::array(), rounds = json::array();
  std::array<int, kMaxMatchRounds> odd_seat{};
  for (const Move& m : moves) {
    history.push_back(move_display(s, m));
    if (m.kind == Move::Kind::kSide)
      odd_seat[s.round_index] = m.from == 0 ? side_chooser(s) : object_chooser(s);
    play(s, m);
  }
  int finished = s.round_index + (s.phase == Phase::kOver);
  for (int i = 0; i < finished; ++i)
    rounds.push_back({{"round", i + 1},
                      {"object", object_word(s.objects[i])},
                      {"odd", seat_label(odd_seat[i])},
                      {"winner", seat_label(s.winners[i])},
                      {"condition_held", s.holds[i] != 0}});
  r["moves"] = history;
  r["round_results"] = rounds;
  r["score"] = {s.wins[0], s.wins[1]};
  if (outcome.over()) r["winner"] = seat_label(outcome.winner);
  return r.dump(2);
}

}  // namespace menagerie::chessence_sniderman
