// Traits, per-seat results and public options as JSON: one wording for the API, the CLI and the
// records, so no edge writes its own; and the one place a game's seed is drawn or dropped.
#include "catalog/variant.hpp"

#include <iterator>

#include "catalog/game_analysis.hpp"
#include "catalog/material.hpp"
#include "catalog/solver.hpp"
#include "catalog/suggesting.hpp"
#include "core/error.hpp"
#include "engine/levels.hpp"

namespace menagerie::catalog {

json traits_json(const Traits& t) {
  return {{"hidden", t.hidden},
          {"chance", t.chance},
          {"teams", t.teams},
          {"cooperative", t.cooperative},
          {"scores", t.scores},
          {"talk", t.talk},
          {"seats", {{"min", t.min_seats}, {"max", t.max_seats}}}};
}

namespace {
json option_json(const OptionSpec& o, const Suggesting* words) {
  json j{{"name", o.name},
         {"type", o.type},
         {"description", o.description},
         {"default", o.default_value}};
  if (o.type == "choice") j["choices"] = o.choices;
  if (o.type == "integer") {
    j["min"] = o.min;
    j["max"] = o.max;
  }
  if (words) {
    json list = json::array();
    for (const auto& [value, label] : words->suggestions(o.name))
      list.push_back({{"value", value}, {"label", label}});
    if (!list.empty()) j["suggestions"] = std::move(list);
  }
  return j;
}

// The computer's levels, 1 to 8, each with a short word for people and its measured strength
// where there is one. The words are the same in every game: a level is a search's depth and choice
// (engine::level), and only a measurement says how strong that is in a given game.
json levels_json(const Variant& v) {
  static constexpr const char* kLabels[] = {"beginner", "novice", "casual", "intermediate",
                                            "advanced", "strong", "expert", "full strength"};
  static_assert(std::size(kLabels) == std::size_t(engine::kMaxLevel - engine::kMinLevel + 1));
  json out = json::array();
  for (int n = engine::kMinLevel; n <= engine::kMaxLevel; ++n)
    out.push_back({{"level", n}, {"label", kLabels[n - engine::kMinLevel]}});
  for (const LevelStrength& s : v.level_strengths()) {
    if (s.level < engine::kMinLevel || s.level > engine::kMaxLevel) continue;
    json& l = out[std::size_t(s.level - engine::kMinLevel)];
    l["elo"] = s.elo;
    l["games"] = s.games;
  }
  return out;
}

// Whether POST /api/analysis takes a game of this variant (its refusal otherwise).
bool analysable(const Variant& v) {
  try {
    require_analysable(v);
    return true;
  } catch (const InputError&) {
    return false;
  }
}
}  // namespace

json describe(const Variant& v) {
  bool engine = v.make_engine() != nullptr;
  json options = json::array();
  const auto* words = capability<Suggesting>(v);
  for (const auto& o : v.options()) options.push_back(option_json(o, words));
  json seats = v.create(json::object())->view(kSpectator).value("seats", json::array());
  Traits t = v.traits();
  json out{{"id", v.id()},
           {"name", v.name()},
           {"summary", v.summary()},
           {"seats", seats},
           {"traits", traits_json(t)},
           {"engine", engine},
           {"uci", engine && !t.hidden && t.max_seats <= 2},  // UCI has two sides
           {"analysis", analysable(v)},
           {"options", options}};
  if (engine) out["levels"] = levels_json(v);
  if (const auto* worth = capability<Valuing>(v)) {
    json values = json::object();
    for (const auto& [type, value] : worth->piece_values()) values[type] = value;
    out["material"] = std::move(values);
  }
  if (t.talk) {
    json questions = json::array();
    for (const Question& q : v.questions()) questions.push_back({{"id", q.id}, {"text", q.text}});
    out["questions"] = std::move(questions);
  }
  return out;
}

json public_options(const json& options) {
  json out = options.is_object() ? options : json::object();
  out.erase("seed");
  return out;
}

json with_seed(const Variant& v, json options) {
  if (!options.is_object()) options = json::object();
  for (const OptionSpec& o : v.options())
    if (o.name == "seed" && !options.contains("seed")) options["seed"] = fresh_seed() >> 11;
  return options;
}

json derived_options(const Variant& v, const json& options) {
  json out = options.is_object() ? options : json::object();
  if (v.traits().chance || v.traits().hidden) out.erase("seed");
  return with_seed(v, std::move(out));
}

}  // namespace menagerie::catalog
