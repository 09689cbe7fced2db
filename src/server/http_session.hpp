// One HTTP connection: reads requests one at a time, answers the REST API and static files, and
// hands the connection to a WebSocket session when the client asks for an upgrade on /ws.
#pragma once

#include <boost/asio/ip/tcp.hpp>

#include <string>

#include "server/hub.hpp"

namespace menagerie::server {

class AnalysisPool;
class WorkPool;

struct Site {
  Hub& hub;
  AnalysisPool& analysis;
  std::string web_dir;
  std::string docs_dir;
  WorkPool& work;  // for requests that may take long (work_pool.hpp)
};

void start_http_session(boost::asio::ip::tcp::socket socket, Site& site);

}  // namespace menagerie::server
