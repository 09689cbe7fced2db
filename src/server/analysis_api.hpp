// The analysis and import requests of the REST API (docs/api.md, "Analysis"), as JSON in and a
// Reply out, apart from the HTTP plumbing in routes.cpp. The games are read by the catalog; the
// searches run on the analysis pool.
#pragma once

#include <string>

#include "server/analysis_pool.hpp"
#include "server/hub.hpp"

namespace menagerie::server {

// POST /api/analysis: {"variant", "options"?, "moves"? | "text"?, "depth"?, "lines"?} or
// {"game": id, "depth"?, "lines"?}. `client` is who asks (their address), for the pool's bounds.
Reply start_analysis(Hub& hub, AnalysisPool& pool, const std::string& client, const json& body);
// GET /api/analysis/{id}.
Reply analysis_progress(AnalysisPool& pool, const std::string& id);
// DELETE /api/analysis/{id}.
Reply cancel_analysis(AnalysisPool& pool, const std::string& id);
// POST /api/import: {"variant", "options"?, "text"}.
Reply import_game(const json& body);

}  // namespace menagerie::server
