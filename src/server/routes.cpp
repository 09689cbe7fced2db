#include "server/routes.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "catalog/create.hpp"
#include "catalog/lessons.hpp"
#include "catalog/solver.hpp"
#include "catalog/variant.hpp"
#include "core/error.hpp"
#include "server/account_http.hpp"
#include "server/account_routes.hpp"
#include "server/accounts_api.hpp"
#include "server/analysis_api.hpp"
#include "server/json_text.hpp"
#include "server/pairing.hpp"
#include "server/profile_routes.hpp"
#include "server/work_pool.hpp"

namespace menagerie::server {

using nlohmann::json;
namespace fs = std::filesystem;

namespace {

Response make(const Request& req, http::status status, std::string body, std::string type) {
  Response res{status, req.version()};
  res.set(http::field::server, "menagerie");
  res.set(http::field::content_type, type);
  res.set(http::field::cache_control, "no-store");
  res.keep_alive(req.keep_alive());
  res.body() = std::move(body);
  res.prepare_payload();
  return res;
}

Response json_reply(const Request& req, int status, const json& body) {
  return make(req, http::status(status), json_text(body), "application/json");
}

Response error(const Request& req, int status, const std::string& text) {
  return json_reply(req, status, {{"error", text}});
}

// The non-empty pieces of `text` between `sep`s: path segments, query pairs, id lists.
std::vector<std::string> split(std::string_view text, char sep) {
  std::vector<std::string> parts;
  std::size_t i = 0;
  while (i < text.size()) {
    std::size_t j = text.find(sep, i);
    if (j == std::string_view::npos) j = text.size();
    if (j > i) parts.emplace_back(text.substr(i, j - i));
    i = j + 1;
  }
  return parts;
}

// The value of `key` in a query string (no percent-decoding: ids and flags are plain).
std::string query_value(std::string_view query, std::string_view key) {
  for (const std::string& kv : split(query, '&')) {
    std::size_t eq = kv.find('=');
    if (std::string_view(kv).substr(0, eq) == key)
      return eq == std::string::npos ? "" : kv.substr(eq + 1);
  }
  return "";
}

// A query value as sent by a browser's URLSearchParams: '+' is a space and %XX a byte. A bad escape
// is kept as written (the variant then names the value it cannot read).
std::string percent_decoded(std::string_view text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '+') {
      out += ' ';
    } else if (c == '%' && i + 2 < text.size() &&
               std::isxdigit(static_cast<unsigned char>(text[i + 1])) &&
               std::isxdigit(static_cast<unsigned char>(text[i + 2]))) {
      out += static_cast<char>(std::stoi(std::string(text.substr(i + 1, 2)), nullptr, 16));
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

json parse_body(const Request& req);

// POST /api/variants/{id}/lessons/{lesson}/judge {"step": n, "move": m, "played"?: [m...]}:
// {"legal", "met", "line"}.
Response lesson_judge_route(const Request& req, const std::vector<std::string>& parts) {
  const catalog::Variant* v = catalog::lookup(parts[2]);
  if (!v) return error(req, 404, "no variant " + parts[2]);
  const json* lesson = nullptr;
  for (const json& l : catalog::lessons(v->id()))
    if (l.value("id", "") == parts[4]) lesson = &l;
  if (!lesson) return error(req, 404, "no lesson " + parts[4] + " of " + parts[2]);
  json body = parse_body(req);
  if (!body.is_object() || !body.contains("step") || !body["step"].is_number_unsigned() ||
      !body.contains("move") || !body["move"].is_string())
    return error(req, 400, "the body must be {\"step\": a step number, \"move\": a move}");
  // The moves of another line the page follows (an earlier answer's "line"), one per step done.
  std::optional<std::vector<std::string>> played;
  if (body.contains("played")) {
    const json& p = body["played"];
    if (!p.is_array() ||
        !std::all_of(p.begin(), p.end(), [](const json& m) { return m.is_string(); }))
      return error(req, 400, "'played' must be a list of moves");
    played = p.get<std::vector<std::string>>();
  }
  catalog::LessonVerdict verdict = catalog::judge_lesson_move(
      *v, *lesson, body["step"].get<std::size_t>(), body["move"].get<std::string>(), played);
  return json_reply(req, 200,
                    json{{"legal", verdict.legal}, {"met", verdict.met}, {"line", verdict.line}});
}

// GET /api/variants/{id}/puzzle and POST /api/variants/{id}/puzzle/check: the request goes to the
// variant's Puzzling capability as JSON; the server reads no rule.
Response puzzle_route(const Request& req, const std::vector<std::string>& parts,
                      std::string_view query, bool get, bool post) {
  const catalog::Variant* v = catalog::lookup(parts[2]);  // none: 404
  if (!v) return error(req, 404, "no variant " + parts[2]);
  const auto* puzzles = catalog::capability<catalog::Puzzling>(*v);
  if (!puzzles) return error(req, 404, "variant " + parts[2] + " has no puzzles");
  if (parts.size() == 4) {
    if (!get) return error(req, 405, "use GET for a puzzle");
    json request = json::object();
    for (const char* key : {"seed", "difficulty", "object"}) {
      std::string value = percent_decoded(query_value(query, key));
      if (!value.empty()) request[key] = value;
    }
    return json_reply(req, 200, puzzles->puzzle(request));
  }
  if (!post) return error(req, 405, "use POST to check an answer");
  json body = parse_body(req);
  if (!body.is_object()) return error(req, 400, "the body must be a JSON object");
  return json_reply(req, 200, puzzles->check(body));
}

// GET /api/variants/{id}/start[?options=O&seat=S]: a picture of a position, the lobby's start (no
// query) or a rules page's picture (docs/rules/<id>.md, ```board blocks): the view of `seat` (default
// the spectator's) of a table made from `options` (URL-encoded JSON, as POST /api/games takes it)
// and dropped at once. The caller names the whole position, so a seat's view tells it nothing it
// did not give; a real game's secrets are never reachable this way.
Response start_picture(const Request& req, const catalog::Variant& v, std::string_view query) {
  std::string text = percent_decoded(query_value(query, "options"));
  json options = json::object();
  if (!text.empty()) {
    options = json::parse(text, nullptr, false);
    if (options.is_discarded() || !options.is_object())
      return error(req, 400, "options must be a JSON object");
  }
  auto table = catalog::create_game(v, options);  // a bad option: InputError, 400 naming it
  std::string seat = query_value(query, "seat");
  if (seat.empty()) return json_reply(req, 200, table->view(kSpectator));
  int n = table->seats();
  if (seat.size() > 2 ||
      !std::all_of(seat.begin(), seat.end(),
                   [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }) ||
      std::stoi(seat) >= n)
    return error(req, 400, fmt::format("seat must be a seat number, 0 to {}", n - 1));
  return json_reply(req, 200, table->view(std::stoi(seat)));
}

std::optional<std::string> read_file(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream out;
  out << in.rdbuf();
  return out.str();
}

std::string mime_type(const fs::path& p) {
  static const std::map<std::string, std::string> kTypes{{".html", "text/html; charset=utf-8"},
                                                         {".js", "text/javascript"},
                                                         {".css", "text/css"},
                                                         {".svg", "image/svg+xml"},
                                                         {".png", "image/png"},
                                                         {".json", "application/json"},
                                                         {".ico", "image/x-icon"},
                                                         {".woff2", "font/woff2"},
                                                         {".txt", "text/plain"},
                                                         {".map", "application/json"}};
  auto it = kTypes.find(p.extension().string());
  return it == kTypes.end() ? "application/octet-stream" : it->second;
}

Response static_file(Site& site, const Request& req, std::string_view path) {
  if (site.web_dir.empty() || !fs::exists(fs::path(site.web_dir) / "index.html"))
    return make(req, http::status::not_found,
                "The web client is not built: run `make run` (or `make web`).\n", "text/plain");
  for (const auto& part : split(path, '/'))
    if (part == ".." || part.find('\\') != std::string::npos) return error(req, 400, "bad path");
  fs::path file = fs::path(site.web_dir) / std::string(path.substr(path.empty() ? 0 : 1));
  if (path == "/" || !fs::is_regular_file(file)) {
    // Client-side routes (/game/ID, /rules/ID) are pages of the single-page app.
    if (file.has_extension() && path.rfind("/assets/", 0) == 0)
      return make(req, http::status::not_found, "no such file\n", "text/plain");
    file = fs::path(site.web_dir) / "index.html";
  }
  auto body = read_file(file);
  if (!body) return make(req, http::status::not_found, "no such file\n", "text/plain");
  Response res = make(req, http::status::ok, std::move(*body), mime_type(file));
  if (path.rfind("/assets/", 0) == 0)  // Vite names assets by content hash
    res.set(http::field::cache_control, "public, max-age=31536000, immutable");
  return res;
}

// What an answer made later needs of its request.
Request head_of(const Request& req) {
  Request head;
  head.version(req.version());
  head.keep_alive(req.keep_alive());
  return head;
}

// An answer that comes later (once the store has written): keeps what it needs of the request.
Respond later(const Request& req, std::function<void(Response)> send) {
  return [head = head_of(req), send](Reply r) { send(json_reply(head, r.status, r.body)); };
}

// Runs `then` with the account logged in on `req` (nothing for a guest, or a session that is
// forged or over: such a request goes on as a guest's, which it may always do). The session is
// looked up on the work pool (a store read); a request with no session cookie goes on at once,
// unless `on_pool`: then `then` always runs on the work pool (it reads the store itself).
void as_player(Site& site, const Request& req, Respond respond,
               std::function<void(std::optional<store::Account>)> then, bool on_pool = false) {
  std::string cookie(req[http::field::cookie]);
  bool session = site.accounts && session_token(cookie);
  if (!session && !on_pool) return then(std::nullopt);
  bool queued = site.work.submit([accounts = site.accounts, session, cookie, respond, then] {
    std::optional<store::Account> who;
    try {
      if (session) who = accounts->account_of(cookie);
    } catch (const std::exception& e) {
      return respond({500, {{"error", std::string("could not read your session: ") + e.what()}}});
    }
    then(std::move(who));
  });
  if (!queued) respond({503, {{"error", "the server is busy: try again in a moment"}}});
}

// The answer of `answer`, or the error it throws, as a response to `req`.
Response guarded(const Request& req, const std::function<Response()>& answer) {
  try {
    return answer();
  } catch (const InputError& e) {
    return error(req, 400, e.what());
  } catch (const std::exception& e) {
    return error(req, 500, e.what());
  }
}

// Answers on the work pool (work_pool.hpp): for requests that may search or replay at length.
void on_work_pool(Site& site, const Request& req, std::function<void(Response)> send,
                  std::function<Response(const Request&)> answer) {
  auto shared = std::make_shared<Request>(req);  // the body too: a puzzle check reads it
  bool queued = site.work.submit(
      [shared, send, answer] { send(guarded(*shared, [&] { return answer(*shared); })); });
  if (!queued) send(error(req, 503, "the server is busy: try again in a moment"));
}

// GET /api/games/{id} and GET /api/games/{id}/record, once the game is found.
Response game_route(const Request& req, Room& room, const std::vector<std::string>& parts,
                    std::string_view query) {
  if (parts.size() == 3) {
    json state = room.spectator_state();
    return json_reply(
        req, 200, {{"game", state["game"]}, {"view", state["view"]}, {"clock", state["clock"]}});
  }
  // During play a seat's token (?token=) gets what that seat may know, anyone else the public
  // record; once the game is over everyone gets all of it, secrets included.
  std::string token = percent_decoded(query_value(query, "token"));
  std::vector<int> seats = room.seats_of(token);
  if (!token.empty() && seats.empty())
    return error(req, 403, "that token holds no seat in this game");
  std::string format = percent_decoded(query_value(query, "format"));
  if (!format.empty() && format != "pgn" && format != "json")
    return error(req, 400, "format must be json or pgn (or left out for the game's usual form)");
  std::string text =
      room.record(seats, format == "json" ? RecordFormat::json : RecordFormat::usual);
  bool pgn = !text.empty() && text[0] == '[';
  if (format == "pgn" && !pgn)
    return error(req, 400,
                 "this game's record is not PGN: ask for format=json or leave format out");
  Response res = make(req, http::status::ok, std::move(text),
                      pgn ? "application/x-chess-pgn" : "application/json");
  res.set(http::field::content_disposition,
          fmt::format("attachment; filename=\"menagerie-{}.{}\"", parts[2], pgn ? "pgn" : "json"));
  return res;
}

json parse_body(const Request& req) {
  if (req.body().empty()) return json::object();
  try {
    return json::parse(req.body());
  } catch (const json::parse_error& e) {
    throw InputError(std::string("the body is not valid JSON: ") + e.what());
  }
}

// POST /api/account/claim: a guest who signs up or logs in keeps the games played in this
// browser; the seats its tokens hold become the account's (those no account holds yet).
void claim_route(Site& site, const Request& req, const std::string& client, bool post,
                 std::function<void(Response)> send) {
  if (!post) return send(error(req, 405, "use POST on /api/account/claim"));
  const AccountRequest a = account_request(req, client, "claim");
  if (auto why = state_change_error(a.content_type, a.origin, a.host, a.tls))
    return send(error(req, state_change_status(a.content_type), *why));
  json body = parse_body(req);
  const json seats = body.is_object() ? body.value("seats", json()) : json();
  if (!seats.is_array())
    return send(error(req, 400, "\"seats\" must be a list of {\"game\": id, \"token\": token}"));
  if (seats.size() > 200)
    return send(error(req, 400, fmt::format("at most 200 seats a request, not {}", seats.size())));
  std::vector<std::pair<std::string, std::string>> claims;
  for (const json& s : seats) {
    if (!s.is_object() || !s.value("game", json()).is_string() ||
        !s.value("token", json()).is_string())
      return send(error(req, 400, "each of \"seats\" is {\"game\": id, \"token\": token}"));
    claims.emplace_back(s["game"].get<std::string>(), s["token"].get<std::string>());
  }
  Respond respond = later(req, send);
  as_player(site, req, respond, [&site, claims, respond](auto who) {
    if (!who) return respond({401, {{"error", "not logged in: log in to claim your seats"}}});
    site.hub.give_seats(who->id, who->name, claims, respond);
  });
}

// GET /api/account/games: the games where the logged-in account holds a seat, from any device.
void account_games_route(Site& site, const Request& req, bool get,
                         std::function<void(Response)> send) {
  if (!get) return send(error(req, 405, "use GET on /api/account/games"));
  Respond respond = later(req, send);
  as_player(site, req, respond, [&site, respond](auto who) {
    if (!who) return respond({401, {{"error", "not logged in: log in to see your games"}}});
    site.hub.list_account(who->id, 100, respond);
  });
}

// Quick pairing (pairing.hpp): POST and GET /api/seeks, GET and DELETE /api/seeks/{id}.
void seeks_route(Site& site, const Request& req, const std::vector<std::string>& parts,
                 std::function<void(Response)> send) {
  if (!site.pairing) return send(error(req, 404, "this server does not pair players"));
  Pairing& pairing = *site.pairing;
  bool get = req.method() == http::verb::get || req.method() == http::verb::head;
  // The book is in the store (shared by every node): every answer reads it, on the work pool.
  if (parts.size() == 3) {
    if (!get && req.method() != http::verb::delete_)
      return send(error(req, 405, "use GET to follow a seek, DELETE to cancel it"));
    std::string id = parts[2];
    return on_work_pool(site, req, send, [&pairing, id, get](const Request& r) {
      Reply reply = get ? pairing.status(id) : pairing.cancel(id);
      return json_reply(r, reply.status, reply.body);
    });
  }
  if (get)
    return on_work_pool(site, req, send, [&pairing](const Request& r) {
      Reply reply = pairing.listed();
      return json_reply(r, reply.status, reply.body);
    });
  if (req.method() != http::verb::post)
    return send(error(req, 405, "use GET to list the seeks, POST to seek a game"));
  json body = parse_body(req);
  Respond respond = later(req, send);
  // A player's rating in the game decides whom they meet first: read, with the book, on the work
  // pool, also for a guest.
  as_player(
      site, req, respond,
      [&site, &pairing, body, respond](auto who) {
        std::optional<double> rating;
        std::string variant;
        if (body.is_object() && body.contains("variant") && body["variant"].is_string())
          variant = body["variant"].get<std::string>();
        try {
          if (who && site.accounts && !variant.empty())
            rating = site.accounts->rating_in(who->id, variant);
        } catch (const std::exception& e) {
          return respond(
              {500, {{"error", std::string("could not read your rating: ") + e.what()}}});
        }
        try {
          respond(pairing.seek(body, who, rating));
        } catch (const std::exception& e) {
          respond({500, {{"error", std::string("could not seek: ") + e.what()}}});
        }
      },
      /*on_pool=*/true);
}

}  // namespace

Response json_response(unsigned version, bool keep_alive, int status, const json& body) {
  Response res{http::status(status), version};
  res.set(http::field::server, "menagerie");
  res.set(http::field::content_type, "application/json");
  res.set(http::field::cache_control, "no-store");
  if (status == 503 || status == 429) res.set(http::field::retry_after, "1");
  res.keep_alive(keep_alive);
  res.body() = json_text(body);
  res.prepare_payload();
  return res;
}

void route(Site& site, const Request& req, const std::string& client,
           std::function<void(Response)> send) {
  std::string_view target = req.target();
  std::string_view path = target.substr(0, target.find('?'));
  std::string_view query =
      target.find('?') == std::string_view::npos ? "" : target.substr(target.find('?') + 1);
  auto parts = split(path, '/');
  bool get = req.method() == http::verb::get || req.method() == http::verb::head;
  bool post = req.method() == http::verb::post;

  try {
    if (parts.empty() || parts[0] != "api") {
      if (!get) return send(error(req, 405, "only GET is served outside /api"));
      return send(static_file(site, req, path));
    }
    if (parts.size() == 2 && parts[1] == "variants" && get) {
      // Which variants offer puzzles, beside what the hub lists.
      json list = site.hub.variants();
      for (json& v : list) {
        const catalog::Variant* variant = catalog::lookup(v.value("id", ""));
        v["puzzles"] = variant && catalog::capability<catalog::Puzzling>(*variant) != nullptr;
      }
      return send(json_reply(req, 200, list));
    }
    if (parts.size() == 4 && parts[1] == "variants" && parts[3] == "start") {
      // A picture of the game's start for the lobby: a spectator's view of a table made with the
      // default options and dropped at once (never a game: nothing is stored, no seat, no seed
      // kept). A hidden game shows what a spectator sees.
      const catalog::Variant* v = catalog::lookup(parts[2]);
      if (!v) return send(error(req, 404, "no variant " + parts[2]));
      if (!get) return send(error(req, 405, "use GET for a start"));
      if (query.empty()) return send(start_picture(req, *v, query));
      // A position of the caller's: made off the network thread, as an import is.
      return on_work_pool(site, req, send, [v, query = std::string(query)](const Request& r) {
        return start_picture(r, *v, query);
      });
    }
    if (parts.size() == 4 && parts[1] == "variants" && parts[3] == "lessons") {
      // The game's lessons as its folder keeps them (catalog/lessons.hpp): data, never a rule.
      const catalog::Variant* v = catalog::lookup(parts[2]);
      if (!v) return send(error(req, 404, "no variant " + parts[2]));
      if (!get) return send(error(req, 405, "use GET for lessons"));
      return send(
          json_reply(req, 200, json{{"variant", v->id()}, {"lessons", catalog::lessons(v->id())}}));
    }
    if (parts.size() == 6 && parts[1] == "variants" && parts[3] == "lessons" &&
        parts[5] == "judge") {
      // Whether a learner's move meets a lesson's goal: the catalog replays the lesson through the
      // game's own referee on a table dropped at once (the server reads no rule, keeps nothing).
      if (!post) return send(error(req, 405, "use POST to judge a lesson's move"));
      return on_work_pool(site, req, send,
                          [parts](const Request& r) { return lesson_judge_route(r, parts); });
    }
    if (parts.size() >= 4 && parts[1] == "variants" && parts[3] == "puzzle" &&
        (parts.size() == 4 || (parts.size() == 5 && parts[4] == "check")))
      // Making a puzzle and checking an answer run a solver.
      return on_work_pool(site, req, send,
                          [parts, query = std::string(query), get, post](const Request& r) {
                            return puzzle_route(r, parts, query, get, post);
                          });
    if (parts.size() == 2 && parts[1] == "analysis") {
      if (!post) return send(error(req, 405, "use POST to start an analysis"));
      // Setting an analysis up replays the game (and may load it from the store).
      return on_work_pool(site, req, send, [&site, client](const Request& r) {
        Reply reply = start_analysis(site.hub, site.analysis, client, parse_body(r));
        return json_reply(r, reply.status, reply.body);
      });
    }
    if (parts.size() == 3 && parts[1] == "analysis") {
      Reply r = get ? analysis_progress(site.analysis, parts[2])
                : req.method() == http::verb::delete_
                    ? cancel_analysis(site.analysis, parts[2])
                    : Reply{405, {{"error", "use GET to follow an analysis, DELETE to cancel it"}}};
      return send(json_reply(req, r.status, r.body));
    }
    if (parts.size() == 2 && parts[1] == "import") {
      if (!post) return send(error(req, 405, "use POST to import a game or a position"));
      return on_work_pool(site, req, send, [](const Request& r) {
        Reply reply = import_game(parse_body(r));
        return json_reply(r, reply.status, reply.body);
      });
    }
    if (parts.size() == 3 && parts[1] == "rules" && get) {
      const catalog::Variant& v = catalog::find(parts[2]);  // throws, listing the ids
      auto text = read_file(fs::path(site.docs_dir) / "rules" / (std::string(v.id()) + ".md"));
      if (!text) return send(error(req, 404, "no rules page for " + parts[2]));
      return send(make(req, http::status::ok, std::move(*text), "text/markdown; charset=utf-8"));
    }
    if (parts.size() == 2 && parts[1] == "games") {
      if (post) {
        json body = parse_body(req);
        Respond respond = later(req, send);
        return as_player(site, req, respond, [&site, body, respond](auto who) {
          site.hub.create(body, respond, std::move(who));
        });
      }
      if (!get) return send(error(req, 405, "use GET or POST on /api/games"));
      std::string ids = query_value(query, "ids");
      if (!ids.empty()) {
        std::vector<std::string> list = split(ids, ',');
        if (list.size() > 100) list.resize(100);  // a page of "your games" at most
        return site.hub.list_ids(list, later(req, send));
      }
      return site.hub.list_open(50, later(req, send));
    }
    if (parts.size() == 4 && parts[1] == "games" && parts[3] == "join" && post) {
      json body = parse_body(req);
      Respond respond = later(req, send);
      return as_player(site, req, respond, [&site, id = parts[2], body, respond](auto who) {
        site.hub.join(id, body, respond, std::move(who));
      });
    }
    if (get && (parts.size() == 3 || (parts.size() == 4 && parts[3] == "record")) &&
        parts[1] == "games") {
      // A game not in memory is loaded on the work pool; the answer is made where it is found.
      return site.hub.find_async(
          parts[2], [head = head_of(req), parts, query = std::string(query), send](
                        std::shared_ptr<Room> room, const Reply& failure) {
            if (!room) return send(json_reply(head, failure.status, failure.body));
            send(guarded(head, [&] { return game_route(head, *room, parts, query); }));
          });
    }
    if ((parts.size() == 2 || parts.size() == 3) && parts[1] == "seeks")
      return seeks_route(site, req, parts, send);
    if (parts.size() == 3 && parts[1] == "account" && parts[2] == "claim")
      return claim_route(site, req, client, post, send);
    if (parts.size() == 3 && parts[1] == "account" && parts[2] == "games")
      return account_games_route(site, req, get, send);
    if (parts.size() == 3 && parts[1] == "account")
      // Sign up, log in, log out, change the password, who am I (account_routes.hpp).
      return account_route(site, req, client, parts[2], send);
    if (parts.size() == 3 && (parts[1] == "players" || parts[1] == "leaderboard"))
      // A player's profile, a game's leaderboard (profile_routes.hpp).
      return profile_route(site, req, parts[1], parts[2], send);
    if (get && parts.size() == 2 && parts[1] == "status") {
      // For monitoring (and the soak bench): how much the server holds and how far behind its
      // pools are. Nothing about any game.
      return send(json_reply(req, 200,
                             {{"games_in_memory", site.hub.rooms_in_memory()},
                              {"games_loaded", site.hub.rooms_loaded()},
                              {"work_waiting", site.work.waiting()},
                              {"work_running", site.work.running()}}));
    }
    return send(
        error(req, 404,
              fmt::format("no API {} {}", std::string(req.method_string()), std::string(path))));
  } catch (const InputError& e) {
    return send(error(req, 400, e.what()));
  } catch (const std::exception& e) {
    return send(error(req, 500, e.what()));
  }
}

}  // namespace menagerie::server
