// An SVG picture of an analysis (Analysing::analyse's answer): one row per object with how often
// ODD wins (a bar against the 50% line), how many first moves win on average out of how many are
// legal, and how often a start is a one-move puzzle. Plain SVG, readable in any browser.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace menagerie::catalog {

std::string analysis_chart(const nlohmann::json& analysis);

}  // namespace menagerie::catalog
