#include "catalog/analysis_chart.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace menagerie::catalog {

namespace {

std::string escape(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else if (c == '"')
      out += "&quot;";
    else
      out += c;
  }
  return out;
}

}  // namespace

std::string analysis_chart(const nlohmann::json& a) {
  const auto& rows = a.at("objects");
  constexpr int kLabel = 60, kBar = 300, kGap = 20, kMoves = 200, kPuzzle = 120, kRow = 26,
                kTop = 56;
  const int width = kLabel + kBar + kGap + kMoves + kGap + kPuzzle + 580;
  const int height = kTop + kRow * int(rows.size()) + 30;
  double most_moves = 1;
  for (const auto& r : rows)
    most_moves = std::max(most_moves, r.at("mean_legal_first_moves").get<double>());

  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" viewBox=\"0 0 {0} "
      "{1}\" "
      "font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect width=\"{0}\" height=\"{1}\" fill=\"white\"/>\n"
      "<text x=\"10\" y=\"20\" font-size=\"15\" font-weight=\"bold\">{2}: {3} random starts, seed "
      "{4}</text>\n",
      width, height, escape(a.value("variant", std::string("analysis"))), a.value("starts", 0),
      a.value("seed", std::uint64_t{0}));
  int x_moves = kLabel + kBar + kGap, x_puzzle = x_moves + kMoves + kGap,
      x_text = x_puzzle + kPuzzle + 10;
  svg += fmt::format(
      "<text x=\"{}\" y=\"44\">ODD wins (line: 50%)</text><text x=\"{}\" y=\"44\">first moves: "
      "winning / legal</text><text x=\"{}\" y=\"44\">one-move puzzles</text>\n",
      kLabel, x_moves, x_puzzle);
  int y = kTop;
  for (const auto& r : rows) {
    double odd = r.at("odd_win_rate").get<double>();
    double legal = r.at("mean_legal_first_moves").get<double>();
    double winning = r.at("mean_winning_first_moves").get<double>();
    double puzzle = r.at("one_move_puzzle_rate").get<double>();
    svg += fmt::format("<g class=\"object\" data-object=\"{}\">\n",
                       escape(r.at("object").get<std::string>()));
    svg += fmt::format("<text x=\"10\" y=\"{}\">{}</text>\n", y + 15,
                       escape(r.at("object").get<std::string>()));
    svg += fmt::format(
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"18\" fill=\"#eee\"/>"
        "<rect class=\"odd\" x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"18\" fill=\"#3b6fb6\"/>"
        "<text x=\"{}\" y=\"{}\" fill=\"{}\">{:.0f}%</text>\n",
        kLabel, y, kBar, kLabel, y, odd * kBar, kLabel + 4, y + 14, odd >= 0.15 ? "white" : "#222",
        100 * odd);
    svg += fmt::format(
        "<rect class=\"legal\" x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"18\" fill=\"#ccc\"/>"
        "<rect class=\"winning\" x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"18\" "
        "fill=\"#4a9a4a\"/>"
        "<text x=\"{}\" y=\"{}\">{:.1f} / {:.1f}</text>\n",
        x_moves, y, legal / most_moves * kMoves, x_moves, y, winning / most_moves * kMoves,
        x_moves + 4, y + 14, winning, legal);
    svg += fmt::format(
        "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"18\" fill=\"#eee\"/>"
        "<rect class=\"puzzle\" x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"18\" fill=\"#c77a1f\"/>"
        "<text x=\"{}\" y=\"{}\">{:.0f}%</text>\n",
        x_puzzle, y, kPuzzle, x_puzzle, y, puzzle * kPuzzle, x_puzzle + 4, y + 14, 100 * puzzle);
    svg += fmt::format("<text x=\"{}\" y=\"{}\" fill=\"#555\">{}</text>\n</g>\n", x_text, y + 14,
                       escape(r.value("description", std::string())));
    y += kRow;
  }
  svg += fmt::format(
      "<line x1=\"{0}\" y1=\"{1}\" x2=\"{0}\" y2=\"{2}\" stroke=\"#000\" stroke-dasharray=\"4 "
      "3\"/>\n",
      kLabel + kBar / 2, kTop - 4, y);
  svg += "</svg>\n";
  return svg;
}

}  // namespace menagerie::catalog
