#include "server/analysis_api.hpp"

#include <fmt/format.h>

#include "catalog/create.hpp"
#include "catalog/import.hpp"
#include "core/error.hpp"

namespace menagerie::server {

namespace {

// A whole number from `lo` to `hi` under `name`, or `fallback` when absent.
int bounded(const json& body, const char* name, int lo, int hi, int fallback) {
  if (!body.contains(name) || body[name].is_null()) return fallback;
  const json& v = body[name];
  if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
    throw InputError(
        fmt::format("\"{}\" must be a whole number from {} to {}, not {}", name, lo, hi, v.dump()));
  return v.get<int>();
}

const catalog::Variant& variant_of(const json& body) {
  if (!body.contains("variant") || !body["variant"].is_string())
    throw InputError("\"variant\" is required: one of the ids from /api/variants");
  return catalog::find(body["variant"].get<std::string>());
}

json options_of(const json& body) {
  json options = body.value("options", json::object());
  if (!options.is_object()) throw InputError("\"options\" must be an object");
  return options;
}

}  // namespace

Reply start_analysis(Hub& hub, AnalysisPool& pool, const std::string& client, const json& body) {
  if (!body.is_object()) throw InputError("the request must be a JSON object");
  const int depth = bounded(body, "depth", catalog::kAnalysisMinDepth, catalog::kAnalysisMaxDepth,
                            catalog::kAnalysisDefaultDepth);
  const int lines =
      bounded(body, "lines", 1, catalog::kAnalysisMaxLines, catalog::kAnalysisMaxLines);
  const catalog::Variant* variant = nullptr;
  json options;
  std::vector<std::string> moves;
  if (body.contains("game")) {
    if (!body["game"].is_string()) throw InputError("\"game\" must be a game id");
    auto room = hub.find(body["game"].get<std::string>());
    if (!room) return {404, {{"error", "no game " + body["game"].get<std::string>()}}};
    Room::Moves played = room->moves_played();
    variant = &catalog::find(played.variant);
    // Before anything about the game is read: a game with secrets is never analysed, over or not.
    catalog::require_analysable(*variant);
    if (!played.over)
      return {409,
              {{"error", "the game is still being played: it can be analysed once it is over"}}};
    options = played.options;
    moves = played.moves;
  } else {
    variant = &variant_of(body);
    catalog::require_analysable(*variant);
    options = options_of(body);
    if (body.contains("text")) {
      if (!body["text"].is_string())
        throw InputError("\"text\" must be the game or position as text");
      catalog::Imported in =
          catalog::import_text(*variant, options, body["text"].get<std::string>());
      options = in.options;
      moves = in.moves;
    } else if (body.contains("moves")) {
      if (!body["moves"].is_array())
        throw InputError("\"moves\" must be a list of moves, e.g. [\"e2e4\", \"e7e5\"]");
      for (const json& m : body["moves"]) {
        if (!m.is_string()) throw InputError("\"moves\": every move must be text, not " + m.dump());
        moves.push_back(m.get<std::string>());
      }
    }
  }
  catalog::GamePositions game = catalog::game_positions(*variant, options, moves);
  std::shared_ptr<AnalysisJob> job;
  try {
    job = pool.start(client, std::move(game), depth, lines);
  } catch (const AnalysisPool::Busy& e) {
    return {429, {{"error", e.what()}}};
  }
  json out = job->progress();
  out["positions"] = catalog::positions_json(job->game());
  return {202, out};
}

Reply analysis_progress(AnalysisPool& pool, const std::string& id) {
  auto job = pool.find(id);
  if (!job)
    return {404,
            {{"error", fmt::format("no analysis {} (a finished one is kept for {} minutes)", id,
                                   AnalysisPool::kKeepSeconds / 60)}}};
  return {200, job->progress()};
}

Reply cancel_analysis(AnalysisPool& pool, const std::string& id) {
  if (!pool.cancel(id)) return {404, {{"error", "no analysis " + id}}};
  return {200, {{"id", id}, {"status", "cancelled"}}};
}

Reply import_game(const json& body) {
  if (!body.is_object()) throw InputError("the request must be a JSON object");
  const catalog::Variant& v = variant_of(body);
  if (!body.contains("text") || !body["text"].is_string())
    throw InputError("\"text\" is required: a position, a move list or a PGN");
  catalog::Imported in = catalog::import_text(v, options_of(body), body["text"].get<std::string>());
  json out{{"variant", v.id()}, {"kind", in.kind},   {"options", in.options},
           {"moves", in.moves}, {"shown", in.shown}, {"result", in.result}};
  // Who plays on (the seat to move after the moves), and whether there is anything to play.
  json created = in.options;
  if (!in.moves.empty()) created["moves"] = in.moves;
  auto table = catalog::create_game(v, created);
  out["to_move"] = table->to_move();
  out["over"] = table->outcome().over();
  // What a client may do with it: analyse (perfect information with an engine) and play on.
  try {
    catalog::require_analysable(v);
    out["analysable"] = true;
  } catch (const InputError& e) {
    out["analysable"] = false;
    out["why_not"] = e.what();
  }
  return {200, out};
}

}  // namespace menagerie::server
