#include "server/account_http.hpp"

#include <gtest/gtest.h>

namespace menagerie::server {
namespace {

std::string credentials_error(std::string_view body) {
  auto r = parse_credentials(body);
  return std::holds_alternative<std::string>(r) ? std::get<std::string>(r) : "";
}

TEST(AccountHttp, CredentialsReadFromAJsonObject) {
  auto r = parse_credentials(R"({"name":"Alice","password":"correct horse"})");
  ASSERT_TRUE(std::holds_alternative<Credentials>(r)) << std::get<std::string>(r);
  EXPECT_EQ(std::get<Credentials>(r).name, "Alice");
  EXPECT_EQ(std::get<Credentials>(r).password, "correct horse");
}

TEST(AccountHttp, BadCredentialBodiesNameTheirFault) {
  EXPECT_NE(credentials_error("{not json").find("JSON"), std::string::npos);
  EXPECT_NE(credentials_error("[1,2]").find("object"), std::string::npos);
  EXPECT_NE(credentials_error(R"({"password":"x"})").find("name"), std::string::npos);
  EXPECT_NE(credentials_error(R"({"name":7,"password":"x"})").find("name"), std::string::npos);
  EXPECT_NE(credentials_error(R"({"name":"Alice"})").find("password"), std::string::npos);
  EXPECT_NE(credentials_error(R"({"name":"Alice","password":null})").find("password"),
            std::string::npos);
}

TEST(AccountHttp, SessionCookieIsHttpOnlyLaxAndSecureOnlyBehindTls) {
  EXPECT_EQ(session_cookie("abc", 3600, false),
            "menagerie_session=abc; HttpOnly; SameSite=Lax; Path=/; Max-Age=3600");
  EXPECT_EQ(session_cookie("abc", 3600, true),
            "menagerie_session=abc; HttpOnly; SameSite=Lax; Path=/; Max-Age=3600; Secure");
  EXPECT_EQ(cleared_session_cookie(false),
            "menagerie_session=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0");
}

TEST(AccountHttp, SessionTokenFoundAmongOtherCookies) {
  EXPECT_EQ(session_token("menagerie_session=tok1"), "tok1");
  EXPECT_EQ(session_token("a=1; menagerie_session=tok2; b=2"), "tok2");
  EXPECT_EQ(session_token("x_menagerie_session=no; menagerie_session=yes"), "yes");
  EXPECT_EQ(session_token("a=1"), std::nullopt);
  EXPECT_EQ(session_token("menagerie_session="), std::nullopt);
  EXPECT_EQ(session_token(""), std::nullopt);
}

TEST(AccountHttp, StateChangeNeedsJsonAndASameSiteOrigin) {
  EXPECT_EQ(state_change_error("application/json", "", "example.org", false), std::nullopt);
  EXPECT_EQ(state_change_error("application/json; charset=utf-8", "http://example.org:8080",
                               "example.org:8080", false),
            std::nullopt);
  EXPECT_EQ(state_change_error("application/json", "https://example.org", "example.org", true),
            std::nullopt);
  auto type = state_change_error("text/plain", "", "example.org", false);
  ASSERT_TRUE(type);
  EXPECT_NE(type->find("Content-Type"), std::string::npos);
  auto other = state_change_error("application/json", "http://evil.test", "example.org", false);
  ASSERT_TRUE(other);
  EXPECT_NE(other->find("Origin"), std::string::npos);
  EXPECT_TRUE(state_change_error("application/json", "http://example.org", "example.org", true));
  EXPECT_TRUE(state_change_error("application/json", "null", "example.org", false));
  // Refused for its body's type: 415; for a foreign Origin: 403.
  EXPECT_EQ(state_change_status("text/plain"), 415);
  EXPECT_EQ(state_change_status(""), 415);
  EXPECT_EQ(state_change_status("Application/JSON; charset=utf-8"), 403);
}

}  // namespace
}  // namespace menagerie::server
