// The account routes through HTTP (docs/api.md, "Accounts"), on a real server with its SQLite
// database: the cookie carries the session from one request to the next.
#include <gtest/gtest.h>

#include "players/secrets.hpp"
#include "server_fixture.hpp"
#include "store/accounts.hpp"

namespace menagerie::harness {
namespace {

class AccountRoutesTest : public ServerTest {
 protected:
  void configure(server::ServerOptions& o) override { o.cheap_passwords = true; }

  // A same-site request of a browser holding `cookie` ("menagerie_session=..." or nothing).
  HttpAnswer account(const std::string& action, const json& body, const std::string& cookie = "",
                     Headers headers = {}) {
    headers.insert(headers.begin(), {"Origin", "http://127.0.0.1"});
    if (!cookie.empty()) headers.emplace_back("Cookie", cookie);
    return http_request(url_, Verb::post, "/api/account/" + action, body.dump(), headers);
  }
  HttpAnswer me(const std::string& cookie) {
    Headers headers;
    if (!cookie.empty()) headers.emplace_back("Cookie", cookie);
    return http_request(url_, Verb::get, "/api/account/me", "", headers);
  }
  static std::string cookie_of(const HttpAnswer& a) {
    EXPECT_FALSE(a.set_cookie.empty()) << a.body;
    return a.set_cookie.substr(0, a.set_cookie.find(';'));
  }
  std::string sign_up(const std::string& name, const std::string& password) {
    HttpAnswer a = account("signup", {{"name", name}, {"password", password}});
    EXPECT_EQ(a.status, 201) << a.body;
    return cookie_of(a);
  }
  // The players' tables the server writes, read beside it.
  std::unique_ptr<store::AccountStore> accounts() {
    return store::open_sqlite_accounts((dir_ / "data" / "menagerie.db").string());
  }
  bool has_password(const std::string& key, const std::string& password) {
    auto a = accounts()->find_account(key);
    return a && players::verify_password(a->password_hash, password);
  }
};

TEST_F(AccountRoutesTest, SignUpMeLogOutThenMeIsRefused) {
  HttpAnswer up = account("signup", {{"name", "Alice"}, {"password", "correct horse"}});
  ASSERT_EQ(up.status, 201) << up.body;
  EXPECT_EQ(up.content_type, "application/json");
  EXPECT_EQ(up.as_json()["name"], "Alice");
  EXPECT_NE(up.set_cookie.find("menagerie_session="), std::string::npos);
  EXPECT_NE(up.set_cookie.find("HttpOnly"), std::string::npos);
  EXPECT_NE(up.set_cookie.find("SameSite=Lax"), std::string::npos);
  EXPECT_EQ(up.set_cookie.find("Secure"), std::string::npos);  // plain HTTP
  std::string cookie = cookie_of(up);
  HttpAnswer who = me(cookie);
  EXPECT_EQ(who.status, 200) << who.body;
  EXPECT_EQ(who.as_json()["name"], "Alice");
  HttpAnswer out = account("logout", json::object(), cookie);
  EXPECT_EQ(out.status, 200) << out.body;
  EXPECT_NE(out.set_cookie.find("Max-Age=0"), std::string::npos);
  who = me(cookie);
  EXPECT_EQ(who.status, 401);
  EXPECT_NE(who.as_json()["error"].get<std::string>().find("log in"), std::string::npos);
  // Logged in again, after a restart: the session is in the database, not in memory.
  HttpAnswer in = account("login", {{"name", "alice"}, {"password", "correct horse"}});
  ASSERT_EQ(in.status, 200) << in.body;
  restart();
  EXPECT_EQ(me(cookie_of(in)).as_json()["name"], "Alice");
}

TEST_F(AccountRoutesTest, AWrongPasswordAndAnUnknownNameGetOneAnswer) {
  sign_up("Alice", "correct horse");
  HttpAnswer wrong = account("login", {{"name", "Alice"}, {"password", "wrong horse"}});
  HttpAnswer unknown = account("login", {{"name", "Nobody"}, {"password", "correct horse"}});
  EXPECT_EQ(wrong.status, 401);
  EXPECT_EQ(unknown.status, 401);
  EXPECT_EQ(wrong.body, unknown.body);
  EXPECT_EQ(wrong.as_json()["error"], "wrong name or password");
  EXPECT_TRUE(wrong.set_cookie.empty());
}

TEST_F(AccountRoutesTest, ForgedExpiredAndOtherUsersSessionsAreRefusedAndChangeNothing) {
  std::string alice = sign_up("Alice", "correct horse");
  std::string bobby = sign_up("Bobby", "bobby's password");
  const json change{{"password", "correct horse"}, {"new_password", "battery staple"}};

  std::string forged = "menagerie_session=" + players::new_session_token();
  EXPECT_EQ(me(forged).status, 401);
  EXPECT_EQ(account("password", change, forged).status, 401);
  EXPECT_EQ(account("logout", json::object(), forged).status, 401);

  // An expired session of Alice's, as the store keeps it.
  std::string old_token = players::new_session_token();
  auto alice_id = accounts()->find_account("alice")->id;
  accounts()->create_session({players::hash_session_token(old_token), alice_id, 1000, 2000});
  std::string expired = "menagerie_session=" + old_token;
  EXPECT_EQ(me(expired).status, 401);
  EXPECT_EQ(account("password", change, expired).status, 401);
  EXPECT_EQ(account("logout", json::object(), expired).status, 401);

  // Bobby's session with Alice's password changes nothing of either.
  HttpAnswer r = account("password", change, bobby);
  EXPECT_EQ(r.status, 401);
  EXPECT_NE(r.as_json()["error"].get<std::string>().find("current password"), std::string::npos);
  EXPECT_EQ(me(bobby).as_json()["name"], "Bobby");

  EXPECT_TRUE(has_password("alice", "correct horse"));
  EXPECT_TRUE(has_password("bobby", "bobby's password"));
  EXPECT_EQ(me(alice).as_json()["name"], "Alice");  // no refusal ended her session
  EXPECT_EQ(me(bobby).as_json()["name"], "Bobby");

  // Her own session changes her password, and logs her other browsers out.
  HttpAnswer changed = account("password", change, alice);
  EXPECT_EQ(changed.status, 200) << changed.body;
  EXPECT_TRUE(has_password("alice", "battery staple"));
  EXPECT_EQ(me(alice).status, 401);
  EXPECT_EQ(me(cookie_of(changed)).as_json()["name"], "Alice");
  EXPECT_EQ(me(bobby).as_json()["name"], "Bobby");
}

TEST_F(AccountRoutesTest, CrossSiteOriginsAndNonJsonBodiesAreRefused) {
  std::string cookie = sign_up("Alice", "correct horse");
  const json carol{{"name", "Carol"}, {"password", "correct horse"}};
  for (std::string action : {"signup", "login", "logout", "password"}) {
    HttpAnswer cross = account(action, carol, cookie, {{"Origin", "https://evil.example"}});
    EXPECT_EQ(cross.status, 403) << action << cross.body;
    EXPECT_NE(cross.as_json()["error"].get<std::string>().find("https://evil.example"),
              std::string::npos)
        << cross.body;
    HttpAnswer form = account(action, carol, cookie, {{"Content-Type", "text/plain"}});
    EXPECT_EQ(form.status, 415) << action << form.body;
    EXPECT_NE(form.as_json()["error"].get<std::string>().find("application/json"),
              std::string::npos)
        << form.body;
    EXPECT_TRUE(cross.set_cookie.empty() && form.set_cookie.empty());
  }
  EXPECT_FALSE(accounts()->find_account("carol"));
  EXPECT_EQ(me(cookie).as_json()["name"], "Alice");
  // A browser that sends no Origin (same-site GETs, some older ones) is judged by the type alone.
  HttpAnswer plain = http_request(url_, Verb::post, "/api/account/login", carol.dump());
  EXPECT_EQ(plain.status, 401) << plain.body;
}

TEST_F(AccountRoutesTest, BehindATlsProxyTheCookieIsSecureAndTheOriginHttps) {
  const json body{{"name", "Alice"}, {"password", "correct horse"}};
  Headers proxied{{"X-Forwarded-Proto", "https"}};
  HttpAnswer plain_origin = account("signup", body, "", proxied);  // Origin http://127.0.0.1
  EXPECT_EQ(plain_origin.status, 403) << plain_origin.body;
  EXPECT_FALSE(accounts()->find_account("alice"));
  proxied.emplace_back("Origin", "https://127.0.0.1");
  HttpAnswer up = account("signup", body, "", proxied);
  EXPECT_EQ(up.status, 201) << up.body;
  EXPECT_NE(up.set_cookie.find("; Secure"), std::string::npos) << up.set_cookie;
}

TEST_F(AccountRoutesTest, RefusalsNameWhatWasWrong) {
  HttpAnswer bad = account("signup", {{"name", "Computer9"}, {"password", "correct horse"}});
  EXPECT_EQ(bad.status, 400);
  EXPECT_NE(bad.as_json()["error"].get<std::string>().find("reserved"), std::string::npos);
  HttpAnswer notjson = http_request(url_, Verb::post, "/api/account/signup",
                                    "{name:", {{"Origin", "http://127.0.0.1"}});
  EXPECT_EQ(notjson.status, 400);
  EXPECT_NE(notjson.as_json()["error"].get<std::string>().find("JSON"), std::string::npos);
  HttpAnswer nothing = http_request(url_, Verb::get, "/api/account/signup");
  EXPECT_EQ(nothing.status, 405);
  HttpAnswer unknown = http_request(url_, Verb::delete_, "/api/account/me");
  EXPECT_EQ(unknown.status, 405);
  EXPECT_EQ(get(url_, "/api/account/nothing").status, 404);
}

}  // namespace
}  // namespace menagerie::harness
