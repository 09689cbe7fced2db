#include "catalog/analysis_chart.hpp"

#include <gmock/gmock.h>

namespace menagerie::catalog {
namespace {

using ::testing::HasSubstr;
using ::testing::Not;

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// A table in the shape Analysing answers (catalog/solver.hpp): a name, a fraction with a mark, a
// count with its part, a second fraction, a trailing text.
nlohmann::json table() {
  return {{"title", "some-game: 10 random starts, seed 7"},
          {"columns",
           {{{"key", "object"}, {"label", "object"}, {"unit", "text"}},
            {{"key", "odd"}, {"label", "ODD wins"}, {"unit", "fraction"}, {"mark", 0.5}},
            {{"key", "legal"}, {"label", "legal"}, {"unit", "moves"}},
            {{"key", "winning"}, {"label", "winning"}, {"unit", "moves"}, {"part_of", "legal"}},
            {{"key", "puzzle"}, {"label", "puzzles"}, {"unit", "fraction"}},
            {{"key", "description"}, {"label", ""}, {"unit", "text"}}}},
          {"rows",
           {{{"object", "1"},
             {"description", "ODD wins if <the last> piece & co"},
             {"odd", 0.25},
             {"legal", 30.0},
             {"winning", 6.0},
             {"puzzle", 0.5}},
            {{"object", "p1"},
             {"description", "EVEN wins"},
             {"odd", 1.0},
             {"legal", 15.0},
             {"winning", 15.0},
             {"puzzle", 0.0}}}},
          {"notes", {"A note under the chart."}}};
}

TEST(AnalysisChart, OneRowPerRowWithBarsInProportion) {
  std::string svg = analysis_chart(table());
  EXPECT_EQ(svg.rfind("<svg", 0), 0u);
  EXPECT_THAT(svg, HasSubstr("</svg>"));
  EXPECT_EQ(count(svg, "<g class=\"row\""), 2);
  EXPECT_THAT(svg, HasSubstr("data-row=\"p1\""));
  // A fraction fills its 200-unit panel in proportion: a quarter, then all of it.
  EXPECT_THAT(svg, HasSubstr("class=\"odd\" x=\"60\" y=\"56\" width=\"50.0\""));
  EXPECT_THAT(svg, HasSubstr("class=\"odd\" x=\"60\" y=\"82\" width=\"200.0\""));
  // Counts are drawn against the column's largest value (30 = the full 200 units), the part inside.
  EXPECT_THAT(svg, HasSubstr("class=\"legal\" x=\"280\" y=\"56\" width=\"200.0\""));
  EXPECT_THAT(svg, HasSubstr("class=\"winning\" x=\"280\" y=\"56\" width=\"40.0\""));
  EXPECT_THAT(svg, HasSubstr("class=\"winning\" x=\"280\" y=\"82\" width=\"100.0\""));
  EXPECT_THAT(svg, HasSubstr(">6.0 / 30.0<"));
  EXPECT_THAT(svg, HasSubstr("class=\"puzzle\" x=\"500\" y=\"56\" width=\"100.0\""));
  EXPECT_THAT(svg, HasSubstr(">50%<"));
  // The panels' heads, the part over its whole, and the mark as a dashed line at 50%.
  EXPECT_THAT(svg, HasSubstr(">ODD wins (line: 50%)<"));
  EXPECT_THAT(svg, HasSubstr(">winning / legal<"));
  EXPECT_THAT(svg, HasSubstr("<line x1=\"160.0\" y1=\"52\" x2=\"160.0\" y2=\"108\""));
  EXPECT_THAT(svg, HasSubstr("&lt;the last&gt; piece &amp; co")) << "text is escaped";
  EXPECT_THAT(svg, Not(HasSubstr("<the last>")));
  EXPECT_THAT(svg, HasSubstr("some-game: 10 random starts, seed 7"));
  EXPECT_THAT(svg, HasSubstr("A note under the chart."));
}

TEST(AnalysisChart, ATableWithoutColumnsOrRowsIsRefused) {
  EXPECT_ANY_THROW(analysis_chart(nlohmann::json::object()));
  nlohmann::json no_rows = table();
  no_rows.erase("rows");
  EXPECT_ANY_THROW(analysis_chart(no_rows));
}

}  // namespace
}  // namespace menagerie::catalog
