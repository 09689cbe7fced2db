#include "catalog/game_analysis.hpp"

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "catalog/create.hpp"
#include "core/error.hpp"

namespace menagerie::catalog {

void require_analysable(const Variant& v) {
  Traits t = v.traits();
  if (t.hidden)
    throw InputError(fmt::format(
        "{} hides information from the players: analysis is for games of perfect information",
        v.id()));
  // The engine first: a variant whose computer cannot evaluate is refused for that, the reason
  // that holds for every game of it (Sniderman's single round has no chance, its match has).
  auto engine = v.make_engine();
  if (!engine) throw InputError(fmt::format("{} has no engine to analyse with", v.id()));
  if (!engine->evaluates())
    throw InputError(fmt::format(
        "the computer of {} decides without an evaluation to show: it cannot analyse", v.id()));
  if (t.chance)
    throw InputError(fmt::format(
        "{} draws by chance: analysis is for games without chance, which an engine evaluates",
        v.id()));
}

GamePositions game_positions(const Variant& v, const json& options,
                             const std::vector<std::string>& moves) {
  GamePositions g;
  g.variant = std::string(v.id());
  g.options = options_without_moves(options);
  std::vector<std::string> all = option_moves(v, options);
  all.insert(all.end(), moves.begin(), moves.end());
  if (all.size() > kAnalysisMaxMoves)
    throw InputError(
        fmt::format("an analysis takes at most {} moves, not {}", kAnalysisMaxMoves, all.size()));
  auto table = v.create(g.options);
  // A client steps through the views with the move list beside them: each view's own copy of the
  // history would make the answer grow with the square of the game's length.
  auto view = [&] {
    json j = table->view(kSpectator);
    j.erase("history");
    j.erase("history_seats");
    return j;
  };
  const int first_team = table->team(0);
  g.views.push_back(view());
  for (std::size_t i = 0; i < all.size(); ++i) {
    Seat mover = table->to_move();
    std::string shown;
    try {
      shown = table->play(all[i]);
    } catch (const InputError& e) {
      throw InputError(
          fmt::format("{} '{}' cannot be played: {}", move_name(*table, i), all[i], e.what()));
    }
    g.moves.push_back(table->observation(kSpectator).moves.back());
    g.shown.push_back(std::move(shown));
    g.movers.push_back(mover);
    g.sides.push_back(table->team(mover) == first_team ? 1 : -1);
    g.views.push_back(view());
  }
  return g;
}

double Score::chances() const {
  switch (kind) {
    case Kind::kCentipawns:
      // The logistic lichess fits to its players' results: +1 pawn is about 0.18.
      return 2 / (1 + std::exp(-0.00368208 * value)) - 1;
    case Kind::kMate:
      return value > 0 ? 1 : -1;
    case Kind::kEnd:
      return value;
  }
  return 0;
}

json Score::to_json() const {
  switch (kind) {
    case Kind::kCentipawns:
      return {{"cp", value}};
    case Kind::kMate:
      return {{"mate", value}};
    case Kind::kEnd:
      return {{"end", value > 0 ? "win" : value < 0 ? "loss" : "draw"}};
  }
  return nullptr;
}

json PositionEval::to_json() const {
  json out{{"ply", ply}, {"depth", depth}, {"nodes", nodes}, {"score", score.to_json()}};
  json ls = json::array();
  for (const EvalLine& l : lines)
    ls.push_back({{"score", l.score.to_json()}, {"pv", l.pv}, {"moves", l.moves}});
  out["lines"] = std::move(ls);
  return out;
}

PositionEval evaluate_position(Engine& engine, const GamePositions& game, std::size_t ply,
                               int depth, int lines, const std::atomic<bool>* stop) {
  const Variant& v = find(game.variant);
  auto table = v.create(game.options);
  play_moves(*table, std::vector<std::string>(game.moves.begin(), game.moves.begin() + ply));
  PositionEval out;
  out.ply = ply;
  const int first_team = table->team(0);
  Outcome o = table->outcome();
  if (o.over()) {
    out.score.kind = Score::Kind::kEnd;
    if (o.kind == Outcome::Kind::kWin) {
      bool first_wins = false;
      for (Seat s = 0; s < table->seats(); ++s)
        first_wins = first_wins || (o.wins(s) && table->team(s) == first_team);
      out.score.value = first_wins ? 1 : -1;
    } else if (o.kind == Outcome::Kind::kLoss) {
      out.score.value = -1;
    }
    return out;
  }
  const Seat mover = table->to_move();
  const int side = table->team(mover) == first_team ? 1 : -1;
  engine::Limits limits;
  limits.depth = std::clamp(depth, kAnalysisMinDepth, kAnalysisMaxDepth);
  limits.multipv = std::clamp(lines, 1, kAnalysisMaxLines);
  limits.nodes = kAnalysisMaxNodes;
  std::vector<engine::Info> last;  // the lines of the deepest completed depth
  auto collect = [&](const engine::Info& i) {
    if (i.multipv == 1) last.clear();
    last.push_back(i);
  };
  Thought t = engine.think(table->observation(mover), limits, collect, stop);
  out.nodes = t.nodes;
  if (last.empty() && !t.best.empty()) {
    engine::Info i;
    i.depth = t.depth;
    i.score = t.score;
    i.mate = t.mate;
    i.mate_moves = t.mate_moves;
    i.pv = {t.best};
    last.push_back(i);
  }
  for (const engine::Info& i : last) {
    EvalLine line;
    line.score = i.mate ? Score{Score::Kind::kMate, side * i.mate_moves}
                        : Score{Score::Kind::kCentipawns, side * i.score};
    // The line in the display form, read by playing it out on the table and taking it back.
    std::size_t played = 0;
    for (const std::string& m : i.pv) {
      try {
        line.pv.push_back(table->play(m));
      } catch (const InputError&) {
        break;  // a line past the end of the game (the engine's view of a draw rule differs)
      }
      line.moves.push_back(m);
      ++played;
    }
    for (; played > 0; --played) table->undo();
    if (line.moves.empty()) continue;
    out.lines.push_back(std::move(line));
  }
  if (!out.lines.empty()) {
    out.depth = last.front().depth;
    out.score = out.lines.front().score;
  }
  return out;
}

json MoveJudgement::to_json() const {
  static constexpr const char* kNames[] = {nullptr, "inaccuracy", "mistake", "blunder"};
  static constexpr const char* kMarks[] = {"", "?!", "?", "??"};
  int k = int(judgement);
  json out{{"loss", std::round(loss * 1000) / 1000}, {"mark", kMarks[k]}, {"best", best}};
  out["judgement"] = kNames[k] ? json(kNames[k]) : json(nullptr);
  return out;
}

MoveJudgement judge_move(const GamePositions& game, std::size_t move, const PositionEval& before,
                         const PositionEval& after) {
  MoveJudgement j;
  if (!before.lines.empty()) j.best = before.lines.front().pv.front();
  j.loss = std::max(0.0, game.sides[move] * (before.score.chances() - after.score.chances()));
  // The engine's own choice loses nothing but what a deeper look at the next position finds.
  if (!before.lines.empty() && before.lines.front().moves.front() == game.moves[move]) return j;
  j.judgement = j.loss >= kBlunderLoss      ? Judgement::kBlunder
                : j.loss >= kMistakeLoss    ? Judgement::kMistake
                : j.loss >= kInaccuracyLoss ? Judgement::kInaccuracy
                                            : Judgement::kNone;
  return j;
}

json positions_json(const GamePositions& game) {
  return {{"variant", game.variant}, {"options", game.options}, {"moves", game.moves},
          {"shown", game.shown},     {"movers", game.movers},   {"views", game.views}};
}

}  // namespace menagerie::catalog
