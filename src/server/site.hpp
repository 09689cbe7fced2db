// What every connection of one server shares: the hub of games, the analysis and work pools, the
// accounts, and where the web client's files and the docs live. Its own header so that the request
// handlers (routes, WebSocket messages) need not include the HTTP connection that hands them
// requests.
#pragma once

#include <string>

#include "server/hub.hpp"

namespace menagerie::server {

class AccountsApi;
class AnalysisPool;
class Pairing;
class ProfilesApi;
class WorkPool;

struct Site {
  Hub& hub;
  AnalysisPool& analysis;
  std::string web_dir;
  std::string docs_dir;
  WorkPool& work;                   // for requests that may take long (work_pool.hpp)
  AccountsApi* accounts = nullptr;  // the account routes (accounts_api.hpp); none: 404
  Pairing* pairing = nullptr;       // quick pairing (pairing.hpp); none: 404
  ProfilesApi* profiles = nullptr;  // profiles and leaderboards (profiles_api.hpp); none: 404
};

}  // namespace menagerie::server
