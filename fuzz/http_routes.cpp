// Every HTTP route's parameters (server/routes.cpp: the REST API of docs/api.md and the web
// client's files), driven with synthetic requests and no socket. An input is the variant of its game
// on the first line ("golf", "golf clock" for a game with a clock, "golf {"holes": 3}" with
// options), then one request per line:
// METHOD TARGET [BODY], with $GAME, $TOKEN and $TOKEN2 standing for the game's id and its two
// seats' tokens.
//
// Properties: every request gets exactly one answer; a request the server cannot serve gets a 4xx
// naming the fault, never a 500 (which means an exception nobody expected); a JSON answer is JSON;
// no file outside the web client's folder is ever served; and the game replays from the store as it
// is being played.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <mutex>

#include "server/routes.hpp"
#include "support/check.hpp"
#include "support/server_rig.hpp"

namespace {

namespace fuzz = menagerie::fuzz;
namespace server = menagerie::server;
namespace http = boost::beast::http;
namespace fs = std::filesystem;

constexpr int kMaxRequests = 32;
constexpr std::string_view kSecret = "SECRET-BESIDE-THE-WEB-FOLDER";

// A web client's folder, with a file beside it that must never be served.
std::string make_web_dir() {
  fs::path root = fs::temp_directory_path() / ("menagerie-fuzz-" + std::to_string(::getpid()));
  fs::create_directories(root / "web" / "assets");
  std::ofstream(root / "web" / "index.html") << "<!doctype html><title>index</title>\n";
  std::ofstream(root / "web" / "assets" / "app.js") << "console.log('app');\n";
  std::ofstream(root / "secret.txt") << kSecret << "\n";
  std::ofstream(root / "web.txt") << kSecret
                                  << "\n";  // a sibling whose name starts like the folder
  return (root / "web").string();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static fuzz::ServerRig* rig = new fuzz::ServerRig(make_web_dir());
  std::vector<std::string_view> lines = fuzz::lines(fuzz::text_of(data, size));
  if (lines.empty()) return 0;
  if (!rig->begin(lines[0])) return -1;
  for (std::size_t i = 1; i < lines.size() && int(i) <= kMaxRequests; ++i) {
    std::string line = rig->substitute(lines[i]);
    std::size_t sp = line.find(' ');
    if (sp == 0 || sp == std::string::npos) continue;
    std::size_t sp2 = line.find(' ', sp + 1);
    server::Request req;
    req.version(11);
    std::string method = line.substr(0, sp);
    http::verb verb = http::string_to_verb(method);
    if (verb != http::verb::unknown)
      req.method(verb);
    else
      req.method_string(method);
    req.target(line.substr(sp + 1, sp2 == std::string::npos ? std::string::npos : sp2 - sp - 1));
    if (sp2 != std::string::npos) req.body() = line.substr(sp2 + 1);

    std::mutex mutex;
    std::vector<server::Response> answers;
    server::route(rig->site(), req, "fuzzer", [&](server::Response r) {
      std::lock_guard lock(mutex);
      answers.push_back(std::move(r));
    });
    rig->settle();
    fuzz::expect(answers.size() == 1, "every request gets exactly one answer", line);
    const server::Response& res = answers[0];
    int status = res.result_int();
    fuzz::expect(status < 500, "a request is answered, or refused with a 4xx, never a 500",
                 line + "\n" + res.body());
    fuzz::expect(res.body().find(kSecret) == std::string::npos,
                 "no file outside the web folder is served", line);
    if (res[http::field::content_type] == "application/json")
      fuzz::expect(!nlohmann::json::parse(res.body(), nullptr, false).is_discarded(),
                   "a JSON answer is JSON", line + "\n" + res.body());
    rig->advance_clock(1000);
  }
  rig->check_replay();
  return 0;
}
