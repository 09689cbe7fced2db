// One HTTP connection: reads requests one at a time, answers the REST API and static files, and
// hands the connection to a WebSocket session when the client asks for an upgrade on /ws.
#pragma once

#include <boost/asio/ip/tcp.hpp>

#include "server/site.hpp"

namespace menagerie::server {

void start_http_session(boost::asio::ip::tcp::socket socket, Site& site);

}  // namespace menagerie::server
