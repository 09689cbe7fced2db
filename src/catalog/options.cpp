#include <string>

#include <fmt/format.h>

#include "catalog/variant.hpp"
#include "core/error.hpp"

namespace menagerie::catalog {

json validate_options(const std::vector<OptionSpec>& specs, const json& options) {
  if (!options.is_null() && !options.is_object())
    throw InputError("options must be a JSON object of name: value");
  json out = json::object();
  if (options.is_object()) {
    for (const auto& [name, value] : options.items()) {
      const OptionSpec* spec = nullptr;
      for (const auto& s : specs)
        if (s.name == name) spec = &s;
      if (!spec) {
        std::string known;
        for (const auto& s : specs) known += (known.empty() ? "" : ", ") + s.name;
        throw InputError(fmt::format("unknown option '{}' (this variant takes: {})", name,
                                     known.empty() ? "no options" : known));
      }
      if (spec->type == "integer") {
        if (!value.is_number_integer())
          throw InputError(fmt::format("option '{}' must be a whole number", name));
        auto n = value.get<std::int64_t>();
        if (n < spec->min || n > spec->max)
          throw InputError(fmt::format("option '{}' must be from {} to {}, not {}", name, spec->min,
                                       spec->max, n));
      } else if (spec->type == "boolean") {
        if (!value.is_boolean())
          throw InputError(fmt::format("option '{}' must be true or false", name));
      } else if (spec->type == "string") {
        if (!value.is_string()) throw InputError(fmt::format("option '{}' must be a string", name));
      } else if (spec->type == "choice") {
        // A choice written as a number (`-o checkers=12` reads 12 as JSON) is its decimal text.
        json text =
            value.is_number_integer() ? json(std::to_string(value.get<std::int64_t>())) : value;
        bool ok = text.is_string();
        if (ok) {
          ok = false;
          for (const auto& c : spec->choices) ok = ok || c == text.get<std::string>();
        }
        if (!ok)
          throw InputError(
              fmt::format("option '{}' must be one of: {}", name, fmt::join(spec->choices, ", ")));
        out[name] = text;
        continue;
      }
      out[name] = value;
    }
  }
  for (const auto& s : specs)
    if (!out.contains(s.name) && !s.default_value.is_null()) out[s.name] = s.default_value;
  return out;
}

void Engine::set_option(std::string_view name, const json& value) {
  // Checks the value's type and range; a name it does not know is refused below.
  validate_options(engine_options(), json{{std::string(name), value}});
  throw InputError(fmt::format("this engine has no option named '{}'", name));
}

std::optional<bool> Engine::answer_question(const ObservationText&, std::string_view) {
  return std::nullopt;
}

}  // namespace menagerie::catalog
