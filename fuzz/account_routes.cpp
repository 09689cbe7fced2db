// The account routes' decisions (server/accounts_api.hpp: sign up, log in, log out, change the
// password, me) driven with synthetic requests on an SQLite players' store, a clock that moves a
// second per request and the cheapest password cost. One request per line:
// ACTION FLAGS BODY, where FLAGS is "-" or letters: g (GET, else POST), x (a cross-site Origin),
// n (no Origin), f (a form's Content-Type), t (over TLS), c (the cookie of the last session given),
// o (the cookie of the one before). BODY is the rest of the line.
//
// Properties: every answer is a JSON object with a status the routes document, never a 500; a
// refusal names its fault in "error", sets no cookie and changes nothing (the accounts named in
// the input and the sessions handed out are as before); a failed log-in says only "wrong name or
// password"; a session handed out names, through me, the account it was handed to.
#include <unistd.h>

#include <filesystem>
#include <memory>
#include <set>

#include "players/names.hpp"
#include "server/account_http.hpp"
#include "server/accounts_api.hpp"
#include "server/json_text.hpp"
#include "support/check.hpp"

namespace {

namespace fuzz = menagerie::fuzz;
namespace server = menagerie::server;
namespace players = menagerie::players;
namespace store = menagerie::store;
namespace fs = std::filesystem;
using nlohmann::json;

constexpr int kMaxRequests = 24;
constexpr int kInputsPerStore =
    256;  // the store grows with every sign-up: start afresh now and then

struct Rig {
  fs::path dir =
      fs::temp_directory_path() / ("menagerie-fuzz-accounts-" + std::to_string(getpid()));
  std::unique_ptr<store::AccountStore> accounts;
  std::unique_ptr<server::AccountsApi> api;
  std::int64_t now_ms = 1'700'000'000'000;
  int inputs = 0;

  void renew() {
    api.reset();
    accounts.reset();
    fs::remove_all(dir);
    fs::create_directories(dir);
    accounts = store::open_sqlite_accounts((dir / "menagerie.db").string());
    server::AccountPolicy policy;
    policy.cost = players::PasswordCost::cheapest();
    policy.address_burst = 40;  // the limits are reached, but not at once
    policy.name_burst = 8;
    policy.hashes = 1;
    api = std::make_unique<server::AccountsApi>(
        *accounts, [this] { return now_ms; }, policy);
  }
};

// What a refusal must leave as it was: the named accounts (their hashes) and the live sessions.
struct Snapshot {
  std::vector<std::string> hashes;  // "" for no account
  std::vector<bool> sessions;
  bool operator==(const Snapshot&) const = default;
};

Snapshot snapshot(Rig& rig, const std::set<std::string>& keys,
                  const std::vector<std::string>& tokens) {
  Snapshot s;
  for (const std::string& key : keys) {
    auto a = rig.accounts->find_account(key);
    s.hashes.push_back(a ? a->password_hash : "");
  }
  for (const std::string& token : tokens)
    s.sessions.push_back(
        rig.accounts->find_session(players::hash_session_token(token), rig.now_ms).has_value());
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static Rig* rig = new Rig;
  if (!rig->api || ++rig->inputs % kInputsPerStore == 0) rig->renew();
  std::vector<std::string_view> lines = fuzz::lines(fuzz::text_of(data, size));
  std::set<std::string> keys;       // the name keys the input's bodies name
  std::vector<std::string> tokens;  // the session tokens handed out, oldest first
  for (std::size_t i = 0; i < lines.size() && int(i) < kMaxRequests; ++i) {
    std::string line(lines[i]);
    std::size_t sp = line.find(' ');
    std::size_t sp2 = sp == std::string::npos ? std::string::npos : line.find(' ', sp + 1);
    std::string flags = sp == std::string::npos ? "" : line.substr(sp + 1, sp2 - sp - 1);
    server::AccountRequest r;
    r.action = line.substr(0, sp);
    r.body = sp2 == std::string::npos ? "" : line.substr(sp2 + 1);
    auto has = [&](char f) { return flags.find(f) != std::string::npos; };
    r.post = !has('g');
    r.tls = has('t');
    r.host = "menagerie.test";
    r.origin = has('n')   ? ""
               : has('x') ? "https://evil.example"
                          : (r.tls ? "https" : "http") + std::string("://menagerie.test");
    r.content_type = has('f') ? "application/x-www-form-urlencoded" : "application/json";
    r.client = "10.0.0." + std::to_string(i % 3);
    std::size_t back = has('o') ? 2 : has('c') ? 1 : 0;
    if (back && tokens.size() >= back)
      r.cookie = std::string(server::kSessionCookie) + "=" + tokens[tokens.size() - back];
    json body = json::parse(r.body, nullptr, /*allow_exceptions=*/false);
    if (body.is_object() && body.contains("name") && body["name"].is_string())
      keys.insert(players::name_key(body["name"].get<std::string>().substr(0, 64)));

    Snapshot before = snapshot(*rig, keys, tokens);
    server::AccountReply reply = rig->api->answer(r);
    static const std::set<int> kStatuses{200, 201, 400, 401, 403, 404, 405, 409, 415, 429, 503};
    fuzz::expect(kStatuses.count(reply.status) == 1, "the status is one the routes document",
                 line + "\n" + server::json_text(reply.body));
    fuzz::expect(reply.body.is_object(), "the answer is a JSON object", line);
    if (reply.status >= 400) {
      fuzz::expect(reply.body.contains("error") && reply.body["error"].is_string() &&
                       !reply.body["error"].get<std::string>().empty(),
                   "a refusal names its fault", line + "\n" + server::json_text(reply.body));
      fuzz::expect(!reply.set_cookie, "a refusal sets no cookie", line);
      fuzz::expect(snapshot(*rig, keys, tokens) == before, "a refusal changes nothing", line);
      if (r.action == "login" && reply.status == 401)
        fuzz::expect(reply.body == json{{"error", "wrong name or password"}},
                     "a failed log-in says only 'wrong name or password'", line);
    } else if (reply.set_cookie && reply.set_cookie->find("Max-Age=0") == std::string::npos) {
      std::string cookie = reply.set_cookie->substr(0, reply.set_cookie->find(';'));
      auto token = server::session_token(cookie);
      fuzz::expect(token.has_value(), "a session cookie holds a token", *reply.set_cookie);
      tokens.push_back(*token);
      server::AccountRequest me;
      me.action = "me";
      me.cookie = cookie;
      server::AccountReply who = rig->api->answer(me);
      fuzz::expect(who.status == 200 && who.body["name"] == reply.body["name"],
                   "a session handed out names its account",
                   line + "\n" + server::json_text(who.body));
    }
    rig->now_ms += 1000;
  }
  return 0;
}
