#include "server/accounts_api.hpp"

#include <fmt/format.h>

#include "players/names.hpp"
#include "server/account_http.hpp"

namespace menagerie::server {

using nlohmann::json;

namespace {

AccountReply refusal(int status, std::string text) {
  return AccountReply{status, json{{"error", std::move(text)}}, std::nullopt};
}

const std::string kWrongLogin = "wrong name or password";
const std::string kNoSession =
    "not logged in: no session, or it expired or was ended (log in again)";
constexpr std::string_view kBusy =
    "the server is busy checking other passwords: try again in a moment";

json account_json(const store::Account& a) {
  return json{{"id", a.id}, {"name", a.name}, {"created_ms", a.created_ms}};
}

}  // namespace

AccountsApi::AccountsApi(store::AccountStore& store, std::function<std::int64_t()> now_ms,
                         AccountPolicy policy)
    : store_(store),
      now_ms_(std::move(now_ms)),
      policy_(policy),
      by_address_(policy.address_rate, policy.address_burst),
      by_name_(policy.name_rate, policy.name_burst),
      gate_(policy.hashes) {
  // Made now, so that the first log-in with an unknown name takes no longer than the others.
  dummy_hash();
}

AccountReply AccountsApi::answer(const AccountRequest& r) {
  const std::string& a = r.action;
  if (a != "signup" && a != "login" && a != "logout" && a != "password" && a != "me")
    return refusal(404, fmt::format("no account route '{}': signup, login, logout, password or me",
                                    a.substr(0, 40)));
  if (a == "me") {
    if (r.post) return refusal(405, "use GET for /api/account/me");
    return me(r);
  }
  if (!r.post) return refusal(405, fmt::format("use POST for /api/account/{}", a));
  if (auto why = state_change_error(r.content_type, r.origin, r.host, r.tls))
    return refusal(state_change_status(r.content_type), *why);
  if (a == "signup") return signup(r);
  if (a == "login") return login(r);
  if (a == "logout") return logout(r);
  return password(r);
}

std::optional<AccountReply> AccountsApi::over_limits(const std::string& client,
                                                     const std::string& name_key,
                                                     std::string_view shown) {
  double now = double(now_ms_()) / 1000;
  if (!by_address_.allow(client, now))
    return refusal(429, "too many log-in or sign-up attempts from your address: wait a minute");
  if (!by_name_.allow(name_key, now))
    return refusal(429, fmt::format("too many log-in or sign-up attempts for the name '{}': wait "
                                    "a minute",
                                    shown.substr(0, players::kMaxNameLength + 1)));
  return std::nullopt;
}

std::string AccountsApi::open_session(std::int64_t account_id, bool tls) {
  std::string token = players::new_session_token();
  std::int64_t now = now_ms_();
  store_.create_session(store::Session{players::hash_session_token(token), account_id, now,
                                       now + policy_.session_ms});
  return session_cookie(token, policy_.session_ms / 1000, tls);
}

const std::string& AccountsApi::dummy_hash() {
  std::call_once(dummy_once_, [this] {
    dummy_hash_ = players::hash_password(players::new_session_token(), policy_.cost);
  });
  return dummy_hash_;
}

AccountReply AccountsApi::signup(const AccountRequest& r) {
  auto parsed = parse_credentials(r.body);
  if (auto* why = std::get_if<std::string>(&parsed)) return refusal(400, *why);
  const Credentials& c = std::get<Credentials>(parsed);
  if (auto why = players::name_error(c.name)) return refusal(400, *why);
  if (auto why = players::password_error(c.password)) return refusal(400, *why);
  std::string key = players::name_key(c.name);
  if (auto refused = over_limits(r.client, key, c.name)) return *refused;
  if (store_.find_account(key))
    return refusal(409, fmt::format("the name '{}' is taken: choose another", c.name));
  auto pass = gate_.try_enter();
  if (!pass) return refusal(503, std::string(kBusy));
  std::string hash = players::hash_password(c.password, policy_.cost);
  pass.reset();
  store::Account account;
  try {
    account = store_.create_account(c.name, key, hash, now_ms_());
  } catch (const store::NameTaken&) {  // taken since the look above, by a racing sign-up
    return refusal(409, fmt::format("the name '{}' is taken: choose another", c.name));
  }
  return AccountReply{201, account_json(account), open_session(account.id, r.tls)};
}

AccountReply AccountsApi::login(const AccountRequest& r) {
  auto parsed = parse_credentials(r.body);
  if (auto* why = std::get_if<std::string>(&parsed)) return refusal(400, *why);
  const Credentials& c = std::get<Credentials>(parsed);
  if (c.password.size() > players::kMaxPasswordLength)
    return refusal(400, fmt::format("the password has {} bytes: at most {} are accepted",
                                    c.password.size(), players::kMaxPasswordLength));
  // A name no account can have is an unknown name; its key is cut to bound the limits' memory.
  std::string key =
      players::name_key(std::string_view(c.name).substr(0, players::kMaxNameLength + 1));
  if (auto refused = over_limits(r.client, key, c.name)) return *refused;
  std::optional<store::Account> account;
  if (!players::name_error(c.name)) account = store_.find_account(key);
  auto pass = gate_.try_enter();
  if (!pass) return refusal(503, std::string(kBusy));
  // An unknown name costs the same hash as a known one, so the time tells nothing.
  bool right =
      players::verify_password(account ? account->password_hash : dummy_hash(), c.password) &&
      account.has_value();
  if (!right) return refusal(401, kWrongLogin);
  if (players::needs_rehash(account->password_hash, policy_.cost))  // the cost changed
    store_.set_password_hash(account->id, players::hash_password(c.password, policy_.cost));
  pass.reset();
  return AccountReply{200, account_json(*account), open_session(account->id, r.tls)};
}

std::optional<store::Session> AccountsApi::live_session(std::string_view cookie) {
  auto token = session_token(cookie);
  if (!token) return std::nullopt;
  return store_.find_session(players::hash_session_token(*token), now_ms_());
}

AccountReply AccountsApi::logout(const AccountRequest& r) {
  auto session = live_session(r.cookie);
  if (!session) return refusal(401, kNoSession);
  store_.delete_session(session->token_hash);
  return AccountReply{200, json{{"logged_out", true}}, cleared_session_cookie(r.tls)};
}

AccountReply AccountsApi::password(const AccountRequest& r) {
  auto session = live_session(r.cookie);
  if (!session) return refusal(401, kNoSession);
  json body = json::parse(r.body, nullptr, /*allow_exceptions=*/false);
  if (body.is_discarded()) return refusal(400, "the body is not valid JSON");
  if (!body.is_object()) return refusal(400, "the body must be a JSON object");
  auto old_pw = body.find("password");
  if (old_pw == body.end() || !old_pw->is_string())
    return refusal(400, "\"password\" (the current password) must be a string");
  auto new_pw = body.find("new_password");
  if (new_pw == body.end() || !new_pw->is_string())
    return refusal(400, "\"new_password\" must be a string");
  std::string current = old_pw->get<std::string>(), next = new_pw->get<std::string>();
  if (current.size() > players::kMaxPasswordLength)
    return refusal(400, "the current password is wrong");
  if (auto why = players::password_error(next)) return refusal(400, "the new password: " + *why);
  auto account = store_.account_by_id(session->account_id);
  if (!account) return refusal(401, kNoSession);
  if (auto refused = over_limits(r.client, account->name_key, account->name)) return *refused;
  auto pass = gate_.try_enter();
  if (!pass) return refusal(503, std::string(kBusy));
  if (!players::verify_password(account->password_hash, current))
    return refusal(401, "the current password is wrong");
  std::string hash = players::hash_password(next, policy_.cost);
  pass.reset();
  store_.set_password_hash(account->id, hash);
  int ended = store_.delete_sessions_of(account->id);     // every browser logs in again...
  std::string cookie = open_session(account->id, r.tls);  // ...but this one
  json out = account_json(*account);
  out["sessions_ended"] = ended;
  return AccountReply{200, out, cookie};
}

std::optional<store::Account> AccountsApi::account_of(std::string_view cookie) {
  auto session = live_session(cookie);
  if (!session) return std::nullopt;
  return store_.account_by_id(session->account_id);
}

AccountReply AccountsApi::me(const AccountRequest& r) {
  const std::int64_t now = now_ms_();
  auto session = live_session(r.cookie);
  if (!session) return refusal(401, kNoSession);
  auto account = store_.account_by_id(session->account_id);
  if (!account) return refusal(401, kNoSession);
  AccountReply reply{200, account_json(*account), std::nullopt};
  // Past half its life, the session is replaced by a fresh one: a player who comes back within a
  // month stays logged in, and a stolen old token stops working.
  if (session->expires_ms - now < policy_.session_ms / 2) {
    reply.set_cookie = open_session(account->id, r.tls);
    store_.delete_session(session->token_hash);
  }
  return reply;
}

}  // namespace menagerie::server
