#include "server/analysis_pool.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "server/tokens.hpp"

namespace menagerie::server {

using Clock = std::chrono::steady_clock;

AnalysisJob::AnalysisJob(std::string id, std::string client, catalog::GamePositions game, int depth,
                         int lines)
    : id_(std::move(id)),
      client_(std::move(client)),
      game_(std::move(game)),
      depth_(depth),
      lines_(lines),
      evals_(game_.views.size()),
      seen_(Clock::now()) {}

std::string AnalysisJob::key() const {
  json k{{"variant", game_.variant},
         {"options", game_.options},
         {"moves", game_.moves},
         {"depth", depth_},
         {"lines", lines_}};
  return k.dump();
}

AnalysisJob::Status AnalysisJob::status() const {
  std::lock_guard lock(mutex_);
  if (done_ == evals_.size()) return Status::kDone;
  return cancelled_ ? Status::kCancelled : Status::kRunning;
}

void AnalysisJob::cancel() { cancelled_ = true; }

json AnalysisJob::progress() const {
  Status s = status();
  std::lock_guard lock(mutex_);
  json evals = json::array(), judged = json::array();
  for (const auto& e : evals_) evals.push_back(e ? e->to_json() : json(nullptr));
  for (std::size_t i = 0; i + 1 < evals_.size(); ++i) {
    if (evals_[i] && evals_[i + 1] && evals_[i]->depth > 0) {
      json j = catalog::judge_move(game_, i, *evals_[i], *evals_[i + 1]).to_json();
      j["ply"] = i + 1;
      j["move"] = game_.shown[i];
      judged.push_back(std::move(j));
    } else {
      judged.push_back(nullptr);
    }
  }
  return {{"id", id_},
          {"status", s == Status::kDone        ? "done"
                     : s == Status::kCancelled ? "cancelled"
                                               : "running"},
          {"done", done_},
          {"total", evals_.size()},
          {"depth", depth_},
          {"lines", lines_},
          {"evaluations", std::move(evals)},
          {"judgements", std::move(judged)}};
}

AnalysisPool::AnalysisPool(int threads, std::size_t hash_mb) : hash_mb_(hash_mb) {
  if (threads <= 0) threads = int(std::max(1u, std::thread::hardware_concurrency()));
  for (int i = 0; i < threads; ++i) threads_.emplace_back([this] { run(); });
}

AnalysisPool::~AnalysisPool() { stop(); }

void AnalysisPool::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    for (auto& [id, job] : jobs_) job->cancel();
    turns_.clear();
  }
  wake_.notify_all();
  finished_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
}

void AnalysisPool::expire_locked() {
  auto now = Clock::now();
  for (auto it = jobs_.begin(); it != jobs_.end();) {
    AnalysisJob& job = *it->second;
    if (job.running() && now - job.seen_ > std::chrono::seconds(kLeaseSeconds)) job.cancel();
    bool old = !job.running() &&
               now - std::max(job.seen_, job.finished_) > std::chrono::seconds(kKeepSeconds);
    it = old ? jobs_.erase(it) : std::next(it);
  }
  // A cancelled job gives out no more positions.
  std::erase_if(turns_, [](const auto& j) { return j->cancelled_.load(); });
}

std::shared_ptr<AnalysisJob> AnalysisPool::start(const std::string& client,
                                                 catalog::GamePositions game, int depth,
                                                 int lines) {
  std::lock_guard lock(mutex_);
  if (stopping_) throw Busy("the server is stopping");
  expire_locked();
  auto job = std::make_shared<AnalysisJob>(new_game_id(), client, std::move(game), depth, lines);
  std::string key = job->key();
  for (const auto& [k, evals] : cache_) {
    if (k != key) continue;
    std::lock_guard job_lock(job->mutex_);
    for (std::size_t i = 0; i < evals.size(); ++i) job->evals_[i] = evals[i];
    job->done_ = job->next_ = evals.size();
    job->finished_ = Clock::now();
    jobs_[job->id()] = job;
    return job;
  }
  int mine = 0, all = 0;
  for (const auto& [id, j] : jobs_)
    if (j->running()) {
      ++all;
      mine += j->client() == client;
    }
  if (mine >= kMaxJobsPerClient)
    throw Busy(fmt::format(
        "at most {} analyses at a time from one client: wait for one to finish or cancel it",
        kMaxJobsPerClient));
  if (all >= kMaxRunning)
    throw Busy(
        fmt::format("the server is running {} analyses already: try again in a minute", all));
  jobs_[job->id()] = job;
  turns_.push_back(job);
  wake_.notify_all();
  return job;
}

std::shared_ptr<AnalysisJob> AnalysisPool::find(const std::string& id) {
  std::lock_guard lock(mutex_);
  expire_locked();
  auto it = jobs_.find(id);
  if (it == jobs_.end()) return nullptr;
  it->second->seen_ = Clock::now();
  return it->second;
}

bool AnalysisPool::cancel(const std::string& id) {
  std::lock_guard lock(mutex_);
  auto it = jobs_.find(id);
  if (it == jobs_.end()) return false;
  it->second->cancel();
  std::erase(turns_, it->second);
  finished_.notify_all();
  return true;
}

void AnalysisPool::wait(const std::shared_ptr<AnalysisJob>& job) {
  std::unique_lock lock(mutex_);
  finished_.wait(lock, [&] { return stopping_ || !job->running(); });
}

void AnalysisPool::finish_locked(const std::shared_ptr<AnalysisJob>& job) {
  std::vector<catalog::PositionEval> evals;
  {
    std::lock_guard job_lock(job->mutex_);
    job->finished_ = Clock::now();
    for (const auto& e : job->evals_) evals.push_back(*e);
  }
  std::string key = job->key();
  std::erase_if(cache_, [&](const auto& c) { return c.first == key; });
  cache_.emplace_back(std::move(key), std::move(evals));
  while (cache_.size() > kCacheSize) cache_.pop_front();
  finished_.notify_all();
}

void AnalysisPool::run() {
  std::map<std::string, std::unique_ptr<catalog::Engine>> engines;
  for (;;) {
    std::shared_ptr<AnalysisJob> job;
    std::size_t ply = 0;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || !turns_.empty(); });
      if (stopping_) return;
      // Turns: the job at the front gives one position and goes to the back while it has more.
      job = turns_.front();
      turns_.pop_front();
      ply = job->next_++;
      if (job->next_ < job->positions()) turns_.push_back(job);
    }
    auto& engine = engines[job->game().variant];
    if (!engine) {
      engine = catalog::find(job->game().variant).make_engine();
      engine->set_hash(hash_mb_);
    }
    // Every position from an empty table: which of a job's positions this thread searched before
    // depends on the other threads' timing, and a table that remembered them would change the
    // fixed-depth result (the same game would not always get the same analysis, its marks
    // included).
    engine->new_game();
    std::optional<catalog::PositionEval> eval;
    try {
      eval = catalog::evaluate_position(*engine, job->game(), ply, job->depth(), job->lines(),
                                        job->stop_flag());
    } catch (const std::exception& e) {
      // The game was checked when the job started: this is a fault of ours, not the client's.
      fmt::print(stderr, "analysis {} position {}: {}\n", job->id(), ply, e.what());
      job->cancel();
    }
    std::lock_guard lock(mutex_);
    if (job->cancelled_) {
      std::erase(turns_, job);
      finished_.notify_all();
      continue;
    }
    bool complete;
    {
      std::lock_guard job_lock(job->mutex_);
      job->evals_[ply] = std::move(eval);
      complete = ++job->done_ == job->evals_.size();
    }
    if (complete) finish_locked(job);
  }
}

}  // namespace menagerie::server
