// A server whose tests sign players up and act as them: cheap password hashes, requests with this
// site's Origin and a player's session cookie.
#pragma once

#include <string>

#include "server_fixture.hpp"

namespace menagerie::harness {

class AccountsServerTest : public ServerTest {
 protected:
  void configure(server::ServerOptions& o) override { o.cheap_passwords = true; }

  // This site's Origin, and the session's cookie ("" for a guest).
  static Headers as(const std::string& cookie) {
    Headers h{{"Origin", "http://127.0.0.1"}};
    if (!cookie.empty()) h.emplace_back("Cookie", cookie);
    return h;
  }
  // Signs `name` up; the cookie that holds the new session.
  std::string sign_up(const std::string& name) {
    HttpAnswer a = http_request(url_, Verb::post, "/api/account/signup",
                                json{{"name", name}, {"password", "correct horse"}}.dump(), as(""));
    EXPECT_EQ(a.status, 201) << a.body;
    return a.set_cookie.substr(0, a.set_cookie.find(';'));
  }
  HttpAnswer post_as(const std::string& cookie, const std::string& path, const json& body) {
    return http_request(url_, Verb::post, path, body.dump(), as(cookie));
  }
};

}  // namespace menagerie::harness
