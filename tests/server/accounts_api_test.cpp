// The account routes' decisions (server/accounts_api.hpp), on a real SQLite players' store in a
// fresh folder and a clock the test moves: no HTTP, no timing.
#include "server/accounts_api.hpp"

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <filesystem>

namespace menagerie::server {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

constexpr std::int64_t kDayMs = 24LL * 3600 * 1000;

class AccountsApiTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() /
           ("menagerie-accounts-api-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_);
    store_ = store::open_sqlite_accounts((dir_ / "menagerie.db").string());
    AccountPolicy policy;
    policy.cost = players::PasswordCost::cheapest();
    configure(policy);
    api_ = std::make_unique<AccountsApi>(
        *store_, [this] { return now_.load(); }, policy);
  }
  void TearDown() override {
    api_.reset();
    store_.reset();
    fs::remove_all(dir_);
  }
  virtual void configure(AccountPolicy&) {}

  // A same-site JSON request of the browser holding `cookie`.
  AccountRequest request(const std::string& action, const json& body,
                         const std::string& cookie = "") const {
    AccountRequest r;
    r.action = action;
    r.post = true;
    r.content_type = "application/json";
    r.origin = "http://menagerie.test";
    r.host = "menagerie.test";
    r.cookie = cookie;
    r.body = body.dump();
    r.client = "10.0.0.1";
    return r;
  }
  AccountReply me(const std::string& cookie) {
    AccountRequest r = request("me", json::object(), cookie);
    r.post = false;
    r.body.clear();
    r.content_type.clear();
    return api_->answer(r);
  }
  // "menagerie_session=TOKEN" from a reply's Set-Cookie.
  static std::string cookie_of(const AccountReply& reply) {
    EXPECT_TRUE(reply.set_cookie.has_value());
    if (!reply.set_cookie) return "";
    return reply.set_cookie->substr(0, reply.set_cookie->find(';'));
  }
  std::string sign_up(const std::string& name, const std::string& password) {
    AccountReply r = api_->answer(request("signup", {{"name", name}, {"password", password}}));
    EXPECT_EQ(r.status, 201) << r.body;
    return cookie_of(r);
  }
  static std::string error_of(const AccountReply& r) { return r.body.value("error", ""); }

  fs::path dir_;
  std::unique_ptr<store::AccountStore> store_;
  std::unique_ptr<AccountsApi> api_;
  std::atomic<std::int64_t> now_{1'700'000'000'000};
};

TEST_F(AccountsApiTest, SignUpLogsInAndMeNamesTheAccount) {
  AccountReply r =
      api_->answer(request("signup", {{"name", "Alice"}, {"password", "correct horse"}}));
  ASSERT_EQ(r.status, 201) << r.body;
  EXPECT_EQ(r.body["name"], "Alice");
  ASSERT_TRUE(r.set_cookie);
  EXPECT_NE(r.set_cookie->find("HttpOnly"), std::string::npos);
  EXPECT_NE(r.set_cookie->find("Max-Age=2592000"), std::string::npos);
  AccountReply who = me(cookie_of(r));
  EXPECT_EQ(who.status, 200) << who.body;
  EXPECT_EQ(who.body["name"], "Alice");
  // The password is kept only as its hash.
  auto account = store_->find_account("alice");
  ASSERT_TRUE(account);
  EXPECT_EQ(account->password_hash.find("correct horse"), std::string::npos);
  EXPECT_TRUE(players::verify_password(account->password_hash, "correct horse"));
}

TEST_F(AccountsApiTest, SignUpRefusalsNameTheirFaultAndWriteNothing) {
  auto refused = [&](const json& body, int status, const std::string& words) {
    AccountReply r = api_->answer(request("signup", body));
    EXPECT_EQ(r.status, status) << body << " " << r.body;
    EXPECT_NE(error_of(r).find(words), std::string::npos) << body << " " << r.body;
    EXPECT_FALSE(r.set_cookie) << body;
  };
  refused({{"name", "Guest_7"}, {"password", "correct horse"}}, 400, "reserved");
  refused({{"name", "Al"}, {"password", "correct horse"}}, 400, "3");
  refused({{"name", "Alice"}, {"password", "short"}}, 400, "8");
  refused({{"password", "correct horse"}}, 400, "name");
  EXPECT_FALSE(store_->find_account("guest_7"));
  EXPECT_FALSE(store_->find_account("alice"));
  sign_up("Alice", "correct horse");
  refused({{"name", "ALICE"}, {"password", "another one"}}, 409, "taken");
  EXPECT_TRUE(
      players::verify_password(store_->find_account("alice")->password_hash, "correct horse"));
}

TEST_F(AccountsApiTest, LogInAnswersTheSameForAnUnknownNameAndAWrongPassword) {
  sign_up("Alice", "correct horse");
  AccountReply wrong =
      api_->answer(request("login", {{"name", "Alice"}, {"password", "wrong horse"}}));
  AccountReply unknown =
      api_->answer(request("login", {{"name", "Nobody"}, {"password", "correct horse"}}));
  EXPECT_EQ(wrong.status, 401);
  EXPECT_EQ(unknown.status, 401);
  EXPECT_EQ(wrong.body, unknown.body);
  EXPECT_EQ(error_of(wrong), "wrong name or password");
  EXPECT_FALSE(wrong.set_cookie);
  EXPECT_FALSE(unknown.set_cookie);
  AccountReply right =
      api_->answer(request("login", {{"name", "alice"}, {"password", "correct horse"}}));
  EXPECT_EQ(right.status, 200) << right.body;
  EXPECT_EQ(right.body["name"], "Alice");
  EXPECT_EQ(me(cookie_of(right)).body["name"], "Alice");
}

TEST_F(AccountsApiTest, LogOutEndsTheSessionAndClearsTheCookie) {
  std::string cookie = sign_up("Alice", "correct horse");
  AccountReply out = api_->answer(request("logout", json::object(), cookie));
  EXPECT_EQ(out.status, 200) << out.body;
  ASSERT_TRUE(out.set_cookie);
  EXPECT_NE(out.set_cookie->find("Max-Age=0"), std::string::npos);
  AccountReply who = me(cookie);
  EXPECT_EQ(who.status, 401);
  EXPECT_NE(error_of(who).find("log in"), std::string::npos) << who.body;
  EXPECT_EQ(api_->answer(request("logout", json::object(), cookie)).status, 401);
}

TEST_F(AccountsApiTest, ForgedAndExpiredSessionsAreRefusedAndChangeNothing) {
  std::string cookie = sign_up("Alice", "correct horse");
  std::string forged = "menagerie_session=" + std::string(43, 'A');
  EXPECT_EQ(me(forged).status, 401);
  EXPECT_EQ(me("").status, 401);
  AccountReply change = api_->answer(request(
      "password", {{"password", "correct horse"}, {"new_password", "battery staple"}}, forged));
  EXPECT_EQ(change.status, 401);
  EXPECT_EQ(api_->answer(request("logout", json::object(), forged)).status, 401);
  EXPECT_EQ(me(cookie).status, 200);  // the real session still holds
  now_ += 31 * kDayMs;
  EXPECT_EQ(me(cookie).status, 401);
  change = api_->answer(request(
      "password", {{"password", "correct horse"}, {"new_password", "battery staple"}}, cookie));
  EXPECT_EQ(change.status, 401);
  EXPECT_TRUE(
      players::verify_password(store_->find_account("alice")->password_hash, "correct horse"));
}

TEST_F(AccountsApiTest, ASessionPastHalfItsLifeIsRenewedOnUse) {
  std::string cookie = sign_up("Alice", "correct horse");
  now_ += 10 * kDayMs;
  EXPECT_FALSE(me(cookie).set_cookie);  // young: kept as it is
  now_ += 10 * kDayMs;
  AccountReply renewed = me(cookie);
  EXPECT_EQ(renewed.status, 200);
  std::string fresh = cookie_of(renewed);
  ASSERT_NE(fresh, cookie);
  EXPECT_EQ(me(cookie).status, 401);  // the old token is ended
  now_ += 25 * kDayMs;                // 45 days after signing up, 25 after the renewal
  EXPECT_EQ(me(fresh).status, 200);
}

TEST_F(AccountsApiTest, PasswordChangeNeedsTheCurrentPasswordAndEndsOtherSessions) {
  std::string here = sign_up("Alice", "correct horse");
  AccountReply other =
      api_->answer(request("login", {{"name", "Alice"}, {"password", "correct horse"}}));
  std::string there = cookie_of(other);
  AccountReply wrong = api_->answer(
      request("password", {{"password", "wrong horse"}, {"new_password", "battery staple"}}, here));
  EXPECT_EQ(wrong.status, 401);
  EXPECT_NE(error_of(wrong).find("current password"), std::string::npos) << wrong.body;
  AccountReply weak = api_->answer(
      request("password", {{"password", "correct horse"}, {"new_password", "short"}}, here));
  EXPECT_EQ(weak.status, 400);
  EXPECT_NE(error_of(weak).find("8"), std::string::npos) << weak.body;
  AccountReply missing = api_->answer(request("password", {{"password", "correct horse"}}, here));
  EXPECT_EQ(missing.status, 400);
  EXPECT_NE(error_of(missing).find("new_password"), std::string::npos) << missing.body;
  EXPECT_EQ(me(there).status, 200);  // no refusal ended anything
  EXPECT_TRUE(
      players::verify_password(store_->find_account("alice")->password_hash, "correct horse"));

  AccountReply changed = api_->answer(request(
      "password", {{"password", "correct horse"}, {"new_password", "battery staple"}}, here));
  EXPECT_EQ(changed.status, 200) << changed.body;
  EXPECT_EQ(me(there).status, 401);  // every other browser logged out
  EXPECT_EQ(me(here).status, 401);   // this one holds the new cookie instead
  EXPECT_EQ(me(cookie_of(changed)).body["name"], "Alice");
  EXPECT_EQ(
      api_->answer(request("login", {{"name", "Alice"}, {"password", "correct horse"}})).status,
      401);
  EXPECT_EQ(
      api_->answer(request("login", {{"name", "Alice"}, {"password", "battery staple"}})).status,
      200);
}

TEST_F(AccountsApiTest, AnotherUsersSessionChangesOnlyItsOwnAccount) {
  std::string alice = sign_up("Alice", "correct horse");
  sign_up("Bobby", "bobby's password");
  // Alice's cookie with Bobby's password: the password is checked against Alice's account.
  AccountReply r = api_->answer(request(
      "password", {{"password", "bobby's password"}, {"new_password", "taken over"}}, alice));
  EXPECT_EQ(r.status, 401);
  EXPECT_TRUE(
      players::verify_password(store_->find_account("bobby")->password_hash, "bobby's password"));
  EXPECT_TRUE(
      players::verify_password(store_->find_account("alice")->password_hash, "correct horse"));
  EXPECT_EQ(me(alice).body["name"], "Alice");
}

TEST_F(AccountsApiTest, CrossSiteAndNonJsonStateChangesAreRefused) {
  std::string cookie = sign_up("Alice", "correct horse");
  for (std::string action : {"signup", "login", "logout", "password"}) {
    AccountRequest cross =
        request(action, {{"name", "Carol"}, {"password", "correct horse"}}, cookie);
    cross.origin = "https://evil.example";
    AccountReply r = api_->answer(cross);
    EXPECT_EQ(r.status, 403) << action;
    EXPECT_NE(error_of(r).find("evil.example"), std::string::npos) << action << r.body;
    AccountRequest form =
        request(action, {{"name", "Carol"}, {"password", "correct horse"}}, cookie);
    form.content_type = "application/x-www-form-urlencoded";
    r = api_->answer(form);
    EXPECT_EQ(r.status, 415) << action;
    EXPECT_NE(error_of(r).find("application/json"), std::string::npos) << action << r.body;
  }
  EXPECT_FALSE(store_->find_account("carol"));
  EXPECT_EQ(me(cookie).status, 200);  // the cross-site logout ended nothing
}

TEST_F(AccountsApiTest, WrongMethodsAndUnknownActionsAreNamed) {
  AccountRequest get_signup = request("signup", {{"name", "Alice"}, {"password", "x"}});
  get_signup.post = false;
  AccountReply r = api_->answer(get_signup);
  EXPECT_EQ(r.status, 405);
  EXPECT_NE(error_of(r).find("POST"), std::string::npos);
  AccountRequest post_me = request("me", json::object());
  EXPECT_EQ(api_->answer(post_me).status, 405);
  r = api_->answer(request("delete", json::object()));
  EXPECT_EQ(r.status, 404);
  EXPECT_NE(error_of(r).find("delete"), std::string::npos);
}

class AccountsApiLimitsTest : public AccountsApiTest {
  void configure(AccountPolicy& p) override {
    p.address_burst = 4;
    p.address_rate = 1.0 / 60;
    p.name_burst = 3;
    p.name_rate = 1.0 / 60;
    p.hashes = 1;
  }
};

TEST_F(AccountsApiLimitsTest, LogInsArePacedPerNameThenPerAddress) {
  sign_up("Alice", "correct horse");  // one of the address's four
  auto login = [&](const std::string& name, const std::string& client) {
    AccountRequest r = request("login", {{"name", name}, {"password", "wrong horse"}});
    r.client = client;
    return api_->answer(r);
  };
  EXPECT_EQ(login("Alice", "10.0.0.2").status, 401);  // the sign-up was the name's first
  EXPECT_EQ(login("alice", "10.0.0.3").status, 401);
  AccountReply r = login("ALICE", "10.0.0.4");  // the name's bucket is empty, whoever asks
  EXPECT_EQ(r.status, 429);
  EXPECT_NE(error_of(r).find("ALICE"), std::string::npos) << r.body;
  // The address 10.0.0.1 has three attempts left: two names, then it is refused for any name.
  EXPECT_EQ(login("Bobby", "10.0.0.1").status, 401);
  EXPECT_EQ(login("Carol", "10.0.0.1").status, 401);
  EXPECT_EQ(login("Dave1", "10.0.0.1").status, 401);
  r = login("Erin1", "10.0.0.1");
  EXPECT_EQ(r.status, 429);
  EXPECT_NE(error_of(r).find("address"), std::string::npos) << r.body;
  // A minute on, each bucket has one more.
  now_ += 60'000;
  EXPECT_EQ(login("Erin1", "10.0.0.1").status, 401);
  EXPECT_EQ(login("Alice", "10.0.0.5").status, 401);
}

TEST_F(AccountsApiLimitsTest, SignUpsArePacedAndARefusalWritesNothing) {
  for (std::string name : {"Anna1", "Anna2", "Anna3", "Anna4"}) {
    AccountReply r =
        api_->answer(request("signup", {{"name", name}, {"password", "correct horse"}}));
    EXPECT_EQ(r.status, 201) << name << r.body;
  }
  AccountReply r =
      api_->answer(request("signup", {{"name", "Anna5"}, {"password", "correct horse"}}));
  EXPECT_EQ(r.status, 429);
  EXPECT_FALSE(store_->find_account("anna5"));
}

TEST_F(AccountsApiLimitsTest, AHashOverTheBoundIsBusyAndWritesNothing) {
  auto held = api_->gate().try_enter();  // another request is hashing
  ASSERT_TRUE(held);
  AccountReply r =
      api_->answer(request("signup", {{"name", "Alice"}, {"password", "correct horse"}}));
  EXPECT_EQ(r.status, 503);
  EXPECT_NE(error_of(r).find("busy"), std::string::npos) << r.body;
  EXPECT_FALSE(store_->find_account("alice"));
  held.reset();
  EXPECT_EQ(
      api_->answer(request("signup", {{"name", "Alice"}, {"password", "correct horse"}})).status,
      201);
  EXPECT_EQ(api_->gate().free(), 1);  // the permit went back
}

// The hourly sweep deletes the sessions that are over by now (their logins keep failing as
// before), and keeps the live ones and who they name; account_of reads a live session only.
TEST_F(AccountsApiTest, TheSweepDeletesSessionsThatAreOverAndAccountOfReadsLiveOnes) {
  std::string early = sign_up("Ada", "correct horse");
  now_ += 20LL * 24 * 3600 * 1000;  // twenty days later
  std::string later = sign_up("Bob", "correct horse");
  EXPECT_EQ(api_->account_of(early)->name, "Ada");
  EXPECT_EQ(api_->sweep_sessions(), 0) << "both live";
  now_ += 15LL * 24 * 3600 * 1000;  // Ada's 30 days are over, Bob's are not
  EXPECT_FALSE(api_->account_of(early));
  EXPECT_EQ(api_->sweep_sessions(), 1);
  EXPECT_EQ(api_->account_of(later)->name, "Bob");
  EXPECT_EQ(me(later).status, 200);
  EXPECT_EQ(me(early).status, 401);
  EXPECT_FALSE(api_->account_of("menagerie_session=forged"));
  EXPECT_FALSE(api_->account_of(""));
}

}  // namespace
}  // namespace menagerie::server
