// One WebSocket client: follows one game at a time and sends it requests. Messages are small JSON
// objects; a message that is too big, too frequent, not JSON or not understood gets an error reply
// and changes nothing. Sends from rooms arrive from any thread and are queued on this connection's
// strand, so a slow reader never holds up a game.
#pragma once

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/http.hpp>

#include "server/site.hpp"

namespace menagerie::server {

void start_ws_session(boost::asio::ip::tcp::socket socket, Site& site,
                      boost::beast::http::request<boost::beast::http::string_body> upgrade);

}  // namespace menagerie::server
