#include "catalog/analysis_chart.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include <fmt/format.h>

namespace menagerie::catalog {

namespace {

using nlohmann::json;

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

// One panel: a figure column, and the column that counts a part of it (if any).
struct Panel {
  const json* column;
  const json* part = nullptr;
  bool fraction = false;
  double scale = 1;  // the value drawn as the full width
  int x = 0;
  const char* colour = "#3b6fb6";
};

bool is_text(const json& column) { return column.value("unit", std::string()) == "text"; }

std::string label_of(const json& column) { return column.value("label", std::string()); }

double number(const json& row, const json& column) {
  return row.at(column.at("key").get<std::string>()).get<double>();
}

std::string text(const json& row, const json& column) {
  const json& v = row.at(column.at("key").get<std::string>());
  return v.is_string() ? v.get<std::string>() : v.dump();
}

}  // namespace

std::string analysis_chart(const json& table) {
  const json& columns = table.at("columns");
  const json& rows = table.at("rows");
  constexpr int kPanel = 200, kGap = 20, kRow = 26, kTop = 56, kCharWidth = 7;

  // The first text column names the rows; later text columns follow the panels.
  const json* name = nullptr;
  std::vector<const json*> texts;
  std::vector<Panel> panels;
  for (const json& c : columns) {
    if (is_text(c)) {
      if (!name)
        name = &c;
      else
        texts.push_back(&c);
      continue;
    }
    if (c.contains("part_of")) continue;  // drawn inside its whole
    Panel p{&c};
    p.fraction = c.value("unit", std::string()) == "fraction";
    for (const json& part : columns)
      if (part.value("part_of", std::string()) == c.at("key").get<std::string>()) p.part = &part;
    if (!p.fraction)
      for (const json& r : rows) p.scale = std::max(p.scale, number(r, c));
    panels.push_back(p);
  }
  std::size_t longest_name = 0, text_chars = 0;
  std::vector<std::size_t> text_widths(texts.size());  // in characters, a space included
  for (const json& r : rows) {
    if (name) longest_name = std::max(longest_name, text(r, *name).size());
    for (std::size_t i = 0; i < texts.size(); ++i)
      text_widths[i] = std::max(text_widths[i], text(r, *texts[i]).size() + 1);
  }
  for (std::size_t w : text_widths) text_chars += w;
  const int label_width = std::max<int>(60, 20 + kCharWidth * static_cast<int>(longest_name));
  static constexpr const char* kColours[] = {"#3b6fb6", "#c77a1f", "#7a4ab6", "#b63b5a"};
  int x = label_width, fractions = 0;
  for (Panel& p : panels) {
    p.x = x;
    if (p.fraction) p.colour = kColours[fractions++ % 4];
    x += kPanel + kGap;
  }
  const int x_text = x - kGap + 10;
  const json& notes = table.contains("notes") ? table["notes"] : json::array();
  int width = x_text + kCharWidth * static_cast<int>(text_chars) + 10;
  for (const json& note : notes)
    width = std::max(width, 20 + 6 * static_cast<int>(note.get<std::string>().size()));
  const int bottom = kTop + kRow * static_cast<int>(rows.size());
  const int height = bottom + 30 + 18 * static_cast<int>(notes.size());

  std::string svg = fmt::format(
      "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
      "viewBox=\"0 0 {0} {1}\" font-family=\"sans-serif\" font-size=\"12\">\n"
      "<rect width=\"{0}\" height=\"{1}\" fill=\"white\"/>\n"
      "<text x=\"10\" y=\"20\" font-size=\"15\" font-weight=\"bold\">{2}</text>\n",
      width, height, escape(table.value("title", std::string("analysis"))));
  for (const Panel& p : panels) {
    std::string head = label_of(*p.column);
    if (p.part) head = label_of(*p.part) + " / " + head;
    if (p.column->contains("mark")) {
      double mark = (*p.column)["mark"].get<double>();
      head += p.fraction ? fmt::format(" (line: {:g}%)", 100 * mark)
                         : fmt::format(" (line: {:g})", mark);
    }
    svg += fmt::format("<text x=\"{}\" y=\"44\">{}</text>", p.x, escape(head));
  }
  svg += "\n";

  int y = kTop;
  for (const json& r : rows) {
    std::string row_name = name ? text(r, *name) : "";
    svg += fmt::format("<g class=\"row\" data-row=\"{}\">\n", escape(row_name));
    svg += fmt::format("<text x=\"10\" y=\"{}\">{}</text>\n", y + 15, escape(row_name));
    for (const Panel& p : panels) {
      double v = number(r, *p.column);
      double w = v / p.scale * kPanel;
      std::string key = escape(p.column->at("key").get<std::string>());
      if (p.fraction) {
        svg += fmt::format(
            "<rect x=\"{0}\" y=\"{1}\" width=\"{2}\" height=\"18\" fill=\"#eee\"/>"
            "<rect class=\"{3}\" x=\"{0}\" y=\"{1}\" width=\"{4:.1f}\" height=\"18\" "
            "fill=\"{5}\"/>",
            p.x, y, kPanel, key, w, p.colour);
      } else {
        svg += fmt::format(
            "<rect class=\"{}\" x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"18\" fill=\"#ccc\"/>",
            key, p.x, y, w);
      }
      std::string caption = p.fraction ? fmt::format("{:.0f}%", 100 * v) : fmt::format("{:.1f}", v);
      if (p.part) {
        double part = number(r, *p.part);
        svg += fmt::format(
            "<rect class=\"{}\" x=\"{}\" y=\"{}\" width=\"{:.1f}\" height=\"18\" "
            "fill=\"#4a9a4a\"/>",
            escape(p.part->at("key").get<std::string>()), p.x, y, part / p.scale * kPanel);
        caption = fmt::format("{:.1f} / {}", part, caption);
      }
      // White on a bar long enough to hold the caption, dark elsewhere.
      bool on_bar = p.fraction && w >= 45;
      svg += fmt::format("<text x=\"{}\" y=\"{}\" fill=\"{}\">{}</text>\n", p.x + 4, y + 14,
                         on_bar ? "white" : "#222", escape(caption));
    }
    int tx = x_text;
    for (std::size_t i = 0; i < texts.size(); ++i) {
      svg += fmt::format("<text x=\"{}\" y=\"{}\" fill=\"#555\">{}</text>\n", tx, y + 14,
                         escape(text(r, *texts[i])));
      tx += kCharWidth * static_cast<int>(text_widths[i]);
    }
    svg += "</g>\n";
    y += kRow;
  }
  for (const Panel& p : panels) {
    if (!p.column->contains("mark")) continue;
    double at = (*p.column)["mark"].get<double>() / (p.fraction ? 1.0 : p.scale) * kPanel;
    svg += fmt::format(
        "<line x1=\"{0:.1f}\" y1=\"{1}\" x2=\"{0:.1f}\" y2=\"{2}\" stroke=\"#000\" "
        "stroke-dasharray=\"4 3\"/>\n",
        p.x + at, kTop - 4, y);
  }
  for (const json& note : notes) {
    y += 18;
    svg += fmt::format("<text x=\"10\" y=\"{}\" fill=\"#555\">{}</text>\n", y + 10,
                       escape(note.get<std::string>()));
  }
  svg += "</svg>\n";
  return svg;
}

}  // namespace menagerie::catalog
