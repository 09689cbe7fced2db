#include "catalog/analysis_chart.hpp"

#include <gmock/gmock.h>

namespace menagerie::catalog {
namespace {

using ::testing::HasSubstr;

int count(const std::string& text, const std::string& what) {
  int n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

TEST(AnalysisChart, OneRowPerObjectWithBarsInProportion) {
  nlohmann::json a = {{"variant", "chessence-sniderman"},
                      {"starts", 10},
                      {"seed", 7},
                      {"objects",
                       {{{"object", "1"},
                         {"description", "ODD wins if <the last> piece & co"},
                         {"odd_win_rate", 0.25},
                         {"mean_legal_first_moves", 30.0},
                         {"mean_winning_first_moves", 6.0},
                         {"one_move_puzzle_rate", 0.5}},
                        {{"object", "p1"},
                         {"description", "EVEN wins"},
                         {"odd_win_rate", 1.0},
                         {"mean_legal_first_moves", 15.0},
                         {"mean_winning_first_moves", 15.0},
                         {"one_move_puzzle_rate", 0.0}}}}};
  std::string svg = analysis_chart(a);
  EXPECT_EQ(svg.rfind("<svg", 0), 0u);
  EXPECT_THAT(svg, HasSubstr("</svg>"));
  EXPECT_EQ(count(svg, "<g class=\"object\""), 2);
  // ODD's share: a quarter and all of the 300-unit bar.
  EXPECT_THAT(svg, HasSubstr("class=\"odd\" x=\"60\" y=\"56\" width=\"75.0\""));
  EXPECT_THAT(svg, HasSubstr("class=\"odd\" x=\"60\" y=\"82\" width=\"300.0\""));
  // Moves are drawn against the most legal moves of any row (30 = the full 200 units).
  EXPECT_THAT(svg, HasSubstr("class=\"legal\" x=\"380\" y=\"56\" width=\"200.0\""));
  EXPECT_THAT(svg, HasSubstr("class=\"winning\" x=\"380\" y=\"82\" width=\"100.0\""));
  EXPECT_THAT(svg, HasSubstr("class=\"puzzle\" x=\"600\" y=\"56\" width=\"60.0\""));
  EXPECT_THAT(svg, HasSubstr("&lt;the last&gt; piece &amp; co")) << "text is escaped";
  EXPECT_THAT(svg, HasSubstr("10 random starts, seed 7"));
}

TEST(AnalysisChart, AnAnswerWithoutObjectsIsRefused) {
  EXPECT_ANY_THROW(analysis_chart(nlohmann::json::object()));
}

}  // namespace
}  // namespace menagerie::catalog
