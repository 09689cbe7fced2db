// An SVG picture of an analysis table (Analysing::analyse's answer, catalog/solver.hpp): one line
// per row, the row's name, then a panel per figure: a bar for each fraction (with the column's
// mark as a dashed line), a bar against the column's largest value for each count, with the part
// a column counts of it drawn inside, then the row's other texts. Plain SVG, readable in any
// browser; it knows no game.
#pragma once

#include <string>

#include <nlohmann/json.hpp>

namespace menagerie::catalog {

// Throws nlohmann::json::exception when the table lacks columns or rows.
std::string analysis_chart(const nlohmann::json& table);

}  // namespace menagerie::catalog
