// Driving a UCI session line by line, as a GUI would, and reading its answers.
#pragma once

#include <sstream>
#include <string>
#include <vector>

#include "protocol/uci.hpp"

namespace menagerie::harness {

// Runs the lines through one session (a bounded search is let finish) and returns all it printed.
inline std::string uci_session(const std::vector<std::string>& lines) {
  std::ostringstream out;
  {
    protocol::UciSession s(out);
    for (const auto& l : lines) s.handle(l);
  }
  return out.str();
}

// The move of the last `bestmove` line, or "" when there is none.
inline std::string bestmove(const std::string& out) {
  auto at = out.rfind("bestmove ");
  if (at == std::string::npos) return "";
  auto end = out.find_first_of(" \n", at + 9);
  return out.substr(at + 9, end - at - 9);
}

}  // namespace menagerie::harness
