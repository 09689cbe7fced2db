// menagerie perft: count the legal-move tree of any variant, or check a whole EPD suite of counts.
#include <chrono>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>
#include <string>

#include <fmt/format.h>

#include "catalog/variant.hpp"
#include "cli/commands.hpp"
#include "cli/variant_options.hpp"
#include "core/error.hpp"

namespace menagerie::cli {

namespace {

struct PerftArgs {
  std::string variant = "chess960";
  VariantOptions options;
  int depth = 0;
  bool divide = false;
  std::string suite;
  int max_depth = 99;
  std::string moves;  // machine-form moves played before counting
};

std::string trim(const std::string& s) {
  auto b = s.find_first_not_of(" \t\r");
  auto e = s.find_last_not_of(" \t\r");
  return b == std::string::npos ? "" : s.substr(b, e - b + 1);
}

// EPD lines `FEN ;D1 n ;D2 n ...`; other `;` fields (such as ;SP) are ignored.
int run_suite(const PerftArgs& a) {
  std::ifstream in(a.suite);
  if (!in) throw InputError("cannot read the suite file " + a.suite);
  const catalog::Variant& variant = catalog::find(a.variant);
  int passed = 0, failed = 0, line_no = 0;
  std::string line;
  auto started = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  while (std::getline(in, line)) {
    ++line_no;
    line = trim(line);
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string fen, field;
    std::getline(fields, fen, ';');
    fen = trim(fen);
    bool ok = true;
    try {
      auto table = variant.create({{"fen", fen}});
      while (std::getline(fields, field, ';')) {
        field = trim(field);
        if (field.size() < 3 || field[0] != 'D' || !isdigit(static_cast<unsigned char>(field[1])))
          continue;
        std::istringstream df(field.substr(1));
        int depth;
        std::uint64_t expected;
        if (!(df >> depth >> expected)) throw InputError("bad depth field '" + field + "'");
        if (depth > a.max_depth) continue;
        std::uint64_t got = table->perft(depth);
        nodes += got;
        if (got != expected) {
          ok = false;
          std::cout << fmt::format("FAIL line {}: {} depth {} expected {} got {}\n", line_no, fen,
                                   depth, expected, got);
        }
      }
    } catch (const InputError& e) {
      ok = false;
      std::cout << fmt::format("FAIL line {}: {}: {}\n", line_no, fen, e.what());
    }
    (ok ? passed : failed)++;
  }
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cout << fmt::format("{} nodes in {:.2f} s ({:.1f} Mnodes/s)\n", nodes, seconds,
                           nodes / seconds / 1e6);
  std::cout << fmt::format("{} passed, {} failed\n", passed, failed);
  return failed ? 1 : 0;
}

// Plays `moves` (machine form, separated by spaces) on the table, each checked by the game; a bad
// one is named with its number.
void play_moves(catalog::Table& table, const std::string& moves) {
  std::istringstream in(moves);
  std::string move;
  for (int n = 1; in >> move; ++n) {
    try {
      table.play(move);
    } catch (const InputError& e) {
      throw InputError(fmt::format("--moves: move {} '{}': {}", n, move, e.what()));
    }
  }
}

int run_one(const PerftArgs& a) {
  if (a.depth < 1) throw InputError("give --depth N (N >= 1) or --suite FILE");
  // No position given: the variant's fixed start (Chess960: standard chess), as UCI's startpos.
  const catalog::Variant& variant = catalog::find(a.variant);
  catalog::json options = a.options.to_json();
  auto table = variant.create(options.empty() ? variant.startpos_options() : options);
  play_moves(*table, a.moves);
  auto started = std::chrono::steady_clock::now();
  std::uint64_t nodes = 0;
  if (a.divide) {
    for (const auto& [move, n] : table->divide(a.depth)) {
      std::cout << move << ": " << n << "\n";
      nodes += n;
    }
    std::cout << "\n";
  } else {
    nodes = table->perft(a.depth);
  }
  double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::cerr << fmt::format("{:.3f} s, {:.1f} Mnodes/s\n", seconds,
                           nodes / std::max(seconds, 1e-9) / 1e6);
  std::cout << "Nodes searched: " << nodes << "\n";
  return 0;
}

}  // namespace

void add_perft(CLI::App& app) {
  auto args = std::make_shared<PerftArgs>();
  auto* cmd = app.add_subcommand("perft",
                                 "Count the leaves of the legal-move tree (a move-generator test)");
  cmd->add_option("--variant", args->variant, "variant id (see `menagerie variants`)")
      ->capture_default_str();
  args->options.add_to(cmd);
  cmd->add_option("--depth", args->depth, "depth in plies");
  cmd->add_flag("--divide", args->divide, "print the count below each legal move");
  cmd->add_option("--suite", args->suite, "EPD file of `FEN ;D1 n ;D2 n ...` lines to check");
  cmd->add_option("--max-depth", args->max_depth, "with --suite: skip deeper counts");
  cmd->add_option("--moves", args->moves,
                  "moves to play first, from the start or --fen (\"e2e4 e7e5\"; castling as the "
                  "king's two-square step, promotions with a q/r/b/n suffix)");
  cmd->callback([args] {
    int rc = args->suite.empty() ? run_one(*args) : run_suite(*args);
    if (rc) throw CLI::RuntimeError(rc);
  });
}

}  // namespace menagerie::cli
