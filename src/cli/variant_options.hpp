// The options every game-creating subcommand shares (--fen, --sp, --start, --seed, -o name=value),
// gathered into the JSON object the catalog validates.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

namespace menagerie::cli {

struct VariantOptions {
  std::optional<std::string> fen;
  std::optional<std::string> pgn_file;
  std::optional<long long> sp;
  std::optional<std::string> start;
  std::optional<long long> seed;
  std::vector<std::string>
      extra;  // name=value, value read as JSON when it parses, else as a string

  void add_to(CLI::App* cmd);
  nlohmann::json to_json() const;
};

}  // namespace menagerie::cli
