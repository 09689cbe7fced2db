#include "support/server_rig.hpp"

#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <thread>

#include "server/accounts_api.hpp"
#include "server/analysis_pool.hpp"
#include "server/hub.hpp"
#include "server/pairing.hpp"
#include "server/profiles_api.hpp"
#include "server/work_pool.hpp"
#include "support/check.hpp"

namespace menagerie::fuzz {

using nlohmann::json;

namespace {
constexpr int kInputsPerHub = 256;

void replace_all(std::string& text, std::string_view from, const std::string& to) {
  for (std::size_t at = text.find(from); at != std::string::npos;
       at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

// The players' tables of the account routes: SQLite in a fresh folder (the memory store keeps
// games only).
std::unique_ptr<store::AccountStore> open_rig_accounts() {
  namespace fs = std::filesystem;
  fs::path dir = fs::temp_directory_path() / ("menagerie-fuzz-rig-" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir);
  return store::open_sqlite_accounts((dir / "accounts.db").string());
}

server::AccountPolicy rig_account_policy() {
  server::AccountPolicy policy;
  policy.cost = players::PasswordCost::cheapest();
  return policy;
}
}  // namespace

// What outlives the hubs: the store, the writer thread, the computers and the timers' executor.
struct ServerRig::Parts {
  boost::asio::io_context io;
  MemoryStore store;
  server::Committer committer{store};
  server::ComputerPool computers{1};
  server::AnalysisPool analysis{1};
  server::WorkPool work{1};
  std::unique_ptr<store::AccountStore> account_store = open_rig_accounts();
  std::unique_ptr<server::AccountsApi> accounts;
  std::unique_ptr<server::ProfilesApi> profiles;
};

namespace {
ServerRig* living = nullptr;
}

ServerRig::ServerRig(std::string web_dir)
    : parts_(std::make_unique<Parts>()), web_dir_(std::move(web_dir)) {
  parts_->accounts = std::make_unique<server::AccountsApi>(
      *parts_->account_store, [this] { return now_ms_.load(); }, rig_account_policy());
  parts_->profiles = std::make_unique<server::ProfilesApi>(*parts_->account_store, parts_->store,
                                                           [this] { return now_ms_.load(); });
  // libFuzzer ends the process with exit() while the rig lives on: the pools' threads must stop
  // before the statics a search reads (the attack tables) are destroyed, or a computer still
  // thinking reads freed memory. A handler registered now runs before those statics go.
  living = this;
  static const bool registered = std::atexit([] {
                                   if (living) living->stop_threads();
                                 }) == 0;
  (void)registered;
}

ServerRig::~ServerRig() {
  settle();
  site_.reset();
  pairing_.reset();
  hub_.reset();
  if (living == this) living = nullptr;
}

void ServerRig::stop_threads() {
  parts_->computers.stop();
  parts_->analysis.stop();
  parts_->work.stop();
  // What they handed the writer (a computer's move) is applied on its thread: let it finish, after
  // which it only waits (the stopped pools take no new search).
  parts_->committer.flush();
}

void ServerRig::settle() {
  // A job on the work pool may write, and a write's consequences may queue a job: until all rest.
  for (;;) {
    while (parts_->work.waiting() + parts_->work.running() > 0)
      std::this_thread::sleep_for(std::chrono::microseconds(50));
    parts_->committer.flush();
    // Handlers of cancelled timers (a clock re-armed after every move) would pile up otherwise.
    parts_->io.restart();
    parts_->io.poll();
    if (parts_->work.waiting() + parts_->work.running() == 0) return;
  }
}

bool ServerRig::begin(std::string_view first_line) {
  settle();
  std::string_view variant = first_line.substr(0, first_line.find(' '));
  std::string_view rest = first_line.substr(variant.size());
  if (!rest.empty()) rest.remove_prefix(1);
  bool clocked = rest.substr(0, 5) == "clock";
  if (clocked) rest.remove_prefix(std::min<std::size_t>(rest.size(), 6));
  json options = json::object();
  if (!rest.empty()) {
    options = json::parse(rest, nullptr, /*allow_exceptions=*/false);
    if (!options.is_object()) return false;
  }
  if (!hub_ || ++inputs_ % kInputsPerHub == 0) {
    site_.reset();
    pairing_.reset();
    hub_.reset();
    parts_->store.clear();
    hub_ =
        std::make_unique<server::Hub>(parts_->store, parts_->committer, parts_->computers,
                                      parts_->work, parts_->io, [this] { return now_ms_.load(); });
    // Quick pairing without its sweep timer: seeks pair (or are taken) as they come, from an
    // empty book (the book is kept in the players' store, which outlives the hubs).
    parts_->account_store->update_shared_text(server::Pairing::kBookName,
                                              [](const std::string&) { return std::string(); });
    pairing_ = std::make_unique<server::Pairing>(*hub_, *parts_->account_store, parts_->io,
                                                 [this] { return now_ms_.load(); });
    site_ = std::make_unique<server::Site>(
        server::Site{*hub_, parts_->analysis, web_dir_, MENAGERIE_SOURCE_DIR "/docs", parts_->work,
                     parts_->accounts.get(), pairing_.get(), parts_->profiles.get()});
  }
  int seats = -1;
  for (const json& v : hub_->variants())
    if (v.value("id", "") == variant) seats = int(v["seats"].size());
  if (seats < 1) return false;
  json request{
      {"variant", std::string(variant)}, {"options", options}, {"take", {0}}, {"name", "Ann"}};
  request["seats"] = json::array();
  for (int s = 0; s < seats; ++s) request["seats"].push_back({{"kind", "human"}});
  if (clocked) request["clock"] = {{"initial_s", 20}, {"increment_s", 1}};
  server::Reply created;
  hub_->create(request, [&](server::Reply r) { created = std::move(r); });
  settle();
  if (created.status == 400) return false;  // options the variant refuses
  expect(created.status == 201, "a game is created or refused with a 400", created.body.dump());
  game_ = created.body["id"].get<std::string>();
  token_ = created.body["tokens"]["0"].get<std::string>();
  token2_.clear();
  if (seats > 1) {
    server::Reply joined;
    hub_->join(game_, {{"seat", 1}, {"name", "Bob"}}, [&](server::Reply r) { joined = r; });
    settle();
    expect(joined.status == 200, "an open seat can be joined", joined.body.dump());
    token2_ = joined.body["token"].get<std::string>();
  }
  return true;
}

std::string ServerRig::substitute(std::string_view text) const {
  std::string out(text);
  replace_all(out, "$TOKEN2", token2_);
  replace_all(out, "$TOKEN", token_);
  replace_all(out, "$GAME", game_);
  return out;
}

void ServerRig::check_replay() {
  settle();
  std::shared_ptr<server::Room> live = hub_->find(game_);
  expect(live != nullptr, "the game is still there");
  auto stored = parts_->store.load_game(game_);
  expect(stored.has_value(), "the game is stored");
  server::Services services{parts_->committer, parts_->computers, parts_->io,
                            [this] { return now_ms_.load(); },
                            [](const auto&, auto done) { done(""); }};
  std::shared_ptr<server::Room> replayed;
  try {
    replayed = server::Room::open(services, *stored);
  } catch (const std::exception& e) {
    fail("a stored game replays", e.what());
  }
  json a = live->spectator_state(), b = replayed->spectator_state();
  expect(a == b, "the replayed game is the game that was played", a.dump() + "\n" + b.dump());
}

}  // namespace menagerie::fuzz
