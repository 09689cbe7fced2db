// The account routes (docs/api.md, "Accounts"): sign up, log in, log out, change the password, and
// who is logged in. Decided here from what the HTTP shell (routes.cpp) read off the request, with
// the players' store behind its interface and the time given by the caller, so that every rule
// has a unit test; the shell only copies headers in and the answer out.
//
// Every refusal is an error naming what was wrong and writes nothing. Log-in answers the same
// "wrong name or password" for an unknown name and a wrong password, and checks the password
// against a dummy hash for an unknown name so that the time taken does not tell them apart.
#pragma once

#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "players/secrets.hpp"
#include "server/hash_gate.hpp"
#include "server/keyed_limit.hpp"
#include "store/accounts.hpp"

namespace menagerie::server {

// What the deciding part needs of an HTTP request to /api/account/{action}.
struct AccountRequest {
  std::string action;  // "signup", "login", "logout", "password", "me" (or anything else: 404)
  bool post = false;   // POST (else GET or HEAD)
  std::string content_type;
  std::string origin;  // the Origin header, empty when the browser sent none
  std::string host;    // the Host header
  bool tls = false;    // reached over HTTPS (a proxy in front says X-Forwarded-Proto: https)
  std::string cookie;  // the Cookie header
  std::string body;
  std::string client;  // the peer's address
};

struct AccountReply {
  int status = 200;
  nlohmann::json body;
  std::optional<std::string> set_cookie;  // a Set-Cookie header to send
};

struct AccountPolicy {
  players::PasswordCost cost = players::PasswordCost::interactive();
  std::int64_t session_ms = 30LL * 24 * 3600 * 1000;  // a session's life, renewed past its half
  // Log-in and sign-up attempts, each bucket a burst then a steady rate (per second).
  double address_burst = 20, address_rate = 1.0 / 3;  // per client address
  double name_burst = 10, name_rate = 1.0 / 20;       // per account name (its key)
  int hashes = 2;                                     // Argon2id hashes at once (hash_gate.hpp)
};

class AccountsApi {
 public:
  AccountsApi(store::AccountStore& store, std::function<std::int64_t()> now_ms,
              AccountPolicy policy = {});

  // The answer to `request`. Throws only what the store throws when it fails (a 500).
  AccountReply answer(const AccountRequest& request);

  // The account a Cookie header's session belongs to, or nothing (no session, a forged or expired
  // one): who creates or joins a game. A read of the store: call it off the I/O threads.
  std::optional<store::Account> account_of(std::string_view cookie);

  // The account's rating in `game` (none: not rated there yet), for quick pairing. A store read.
  std::optional<double> rating_in(std::int64_t account_id, const std::string& game) {
    auto r = store_.rating(account_id, game);
    return r ? std::optional<double>(r->rating) : std::nullopt;
  }

  // Deletes the sessions expired by now (the server's hourly sweep); how many.
  int sweep_sessions() { return store_.delete_expired_sessions(now_ms_()); }

  // The gate of the hashes, for a test that holds its permits.
  HashGate& gate() { return gate_; }

 private:
  AccountReply signup(const AccountRequest& request);
  AccountReply login(const AccountRequest& request);
  AccountReply logout(const AccountRequest& request);
  AccountReply password(const AccountRequest& request);
  AccountReply me(const AccountRequest& request);
  // The live session a Cookie header holds, or nothing (none, forged, expired or ended).
  std::optional<store::Session> live_session(std::string_view cookie);

  // The refusal of an attempt over the rate limits of `client` or `name_key` (the name written
  // `shown`), or nothing.
  std::optional<AccountReply> over_limits(const std::string& client, const std::string& name_key,
                                          std::string_view shown);
  // A fresh session of `account`, stored, and the cookie that hands it to the browser.
  std::string open_session(std::int64_t account_id, bool tls);
  const std::string& dummy_hash();

  store::AccountStore& store_;
  std::function<std::int64_t()> now_ms_;
  AccountPolicy policy_;
  KeyedLimit by_address_, by_name_;
  HashGate gate_;
  std::once_flag dummy_once_;
  std::string dummy_hash_;
};

}  // namespace menagerie::server
