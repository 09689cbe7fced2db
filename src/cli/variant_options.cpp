#include "cli/variant_options.hpp"

#include <fstream>
#include <sstream>

#include "core/error.hpp"

namespace menagerie::cli {

void VariantOptions::add_to(CLI::App* cmd) {
  cmd->add_option("--fen", fen, "start from this position (the variant's FEN-family text)");
  cmd->add_option("--pgn", pgn_file, "continue the game recorded in this PGN file");
  cmd->add_option("--sp", sp, "start position number (Chess960: 0-959, 518 = standard)");
  cmd->add_option("--start", start, "how the start is chosen (see `menagerie variants`)");
  cmd->add_option("--seed", seed, "seed for random set-ups");
  cmd->add_option("-o,--option", extra, "any other variant option, as name=value");
}

nlohmann::json VariantOptions::to_json() const {
  nlohmann::json o = nlohmann::json::object();
  if (fen) o["fen"] = *fen;
  if (pgn_file) {
    std::ifstream in(*pgn_file);
    if (!in) throw InputError("cannot read the PGN file " + *pgn_file);
    std::stringstream text;
    text << in.rdbuf();
    o["pgn"] = text.str();
  }
  if (sp) o["sp"] = *sp;
  if (start) o["start"] = *start;
  if (seed) o["seed"] = *seed;
  for (const auto& kv : extra) {
    auto eq = kv.find('=');
    if (eq == std::string::npos || eq == 0)
      throw InputError("option '" + kv + "' must be written name=value");
    std::string value = kv.substr(eq + 1);
    o[kv.substr(0, eq)] =
        nlohmann::json::accept(value) ? nlohmann::json::parse(value) : nlohmann::json(value);
  }
  return o;
}

}  // namespace menagerie::cli
