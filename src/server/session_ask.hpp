// A request as the session reads it (session_requests.cpp, session_takeback.cpp,
// session_talk.cpp): the seats the asker holds, the seat it acts as, and whether it holds every
// human seat (then it agrees for everyone).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "server/session.hpp"

namespace menagerie::server {

struct Session::Ask {
  const std::vector<int>& seats;
  const nlohmann::json& message;
  int seat;
  bool holds_all_humans;
  std::int64_t now;

  static Decision refuse(const std::string& why) {
    Decision d;
    d.refusal = why;
    return d;
  }
  static Decision then(store::Event e) {
    Decision d;
    d.event = std::move(e);
    return d;
  }
};

}  // namespace menagerie::server
