// menagerie analyse: statistics over many random starts, for variants that offer them, printed (or
// drawn) from the generic table the Analysing capability answers, so nothing here knows a game.
#include <algorithm>
#include <fstream>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "catalog/analysis_chart.hpp"
#include "catalog/solver.hpp"
#include "catalog/variant.hpp"
#include "cli/commands.hpp"
#include "core/error.hpp"

namespace menagerie::cli {

namespace {

struct AnalyseArgs {
  std::string variant;
  long long starts = 100;
  std::optional<unsigned long long> seed;
  bool json = false;
  std::string svg;
};

void show_progress(double done) {
  int width = 40, filled = static_cast<int>(done * width + 0.5);
  std::cerr << fmt::format("\r[{}{}] {:5.1f}%", std::string(filled, '#'),
                           std::string(width - filled, ' '), 100 * done)
            << std::flush;
}

// A cell as the table's column unit says (catalog/solver.hpp, Analysing).
std::string cell(const catalog::json& row, const catalog::json& column) {
  const catalog::json& v = row.at(column.at("key").get<std::string>());
  std::string unit = column.value("unit", std::string());
  if (unit == "text") return v.is_string() ? v.get<std::string>() : v.dump();
  if (unit == "fraction") return fmt::format("{:.1f}%", 100 * v.get<double>());
  return fmt::format("{:.2f}", v.get<double>());
}

// The title, a header line, one line per row (text left-aligned, figures right-aligned, each
// column as wide as its widest cell) and the notes.
void print_table(const catalog::json& table) {
  const catalog::json& columns = table.at("columns");
  std::vector<std::vector<std::string>> lines(1);
  std::vector<std::size_t> widths;
  for (const auto& c : columns) {
    lines[0].push_back(c.value("label", std::string()));
    widths.push_back(lines[0].back().size());
  }
  for (const auto& row : table.at("rows")) {
    lines.emplace_back();
    for (std::size_t i = 0; i < columns.size(); ++i) {
      lines.back().push_back(cell(row, columns[i]));
      widths[i] = std::max(widths[i], lines.back().back().size());
    }
  }
  std::cout << table.value("title", std::string()) << "\n";
  for (const auto& line : lines) {
    std::string out;
    for (std::size_t i = 0; i < line.size(); ++i) {
      bool text = columns[i].value("unit", std::string()) == "text";
      if (i > 0) out += "  ";
      out += text ? fmt::format("{:<{}}", line[i], i + 1 < line.size() ? widths[i] : 0)
                  : fmt::format("{:>{}}", line[i], widths[i]);
    }
    while (!out.empty() && out.back() == ' ') out.pop_back();
    std::cout << out << "\n";
  }
  if (table.contains("notes"))
    for (const auto& note : table["notes"]) std::cout << note.get<std::string>() << "\n";
}

}  // namespace

void add_analyse(CLI::App& app) {
  auto args = std::make_shared<AnalyseArgs>();
  auto* cmd = app.add_subcommand(
      "analyse", "Statistics over many random starts (for variants that offer them)");
  cmd->add_option("variant", args->variant, "variant id (e.g. chessence-sniderman)")->required();
  cmd->add_option("--starts", args->starts, "how many random starts")
      ->check(CLI::Range(1, 1000000));
  cmd->add_option("--seed", args->seed, "seed of the starts (default: fresh from the system)");
  cmd->add_flag("--json", args->json, "print one JSON object");
  cmd->add_option("--svg", args->svg, "also draw the table as an SVG chart into this file");
  cmd->callback([args] {
    const auto& analyser =
        catalog::require_capability<catalog::Analysing>(catalog::find(args->variant), "analysis");
    catalog::json request{{"starts", args->starts}};
    if (args->seed) request["seed"] = *args->seed;
    catalog::json r = analyser.analyse(request, show_progress);
    std::cerr << "\n";
    if (!args->svg.empty()) {
      std::ofstream out(args->svg);
      out << catalog::analysis_chart(r);
      if (!out) throw InputError("cannot write the chart to " + args->svg);
      std::cerr << "chart written to " << args->svg << "\n";
    }
    if (args->json) {
      std::cout << r.dump() << "\n";
      return;
    }
    print_table(r);
  });
}

}  // namespace menagerie::cli
