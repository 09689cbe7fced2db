#include "server/committer.hpp"

#include <boost/asio/post.hpp>

#include <exception>
#include <vector>

namespace menagerie::server {

Committer::Committer(store::Store& store, boost::asio::any_io_executor callbacks)
    : store_(store), callbacks_(std::move(callbacks)), thread_([this] { run(); }) {}

void Committer::call_back(std::function<void()> f) {
  if (callbacks_)
    boost::asio::post(callbacks_, std::move(f));
  else
    f();
}

Committer::~Committer() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

void Committer::append(store::Append event, AppendDone done) {
  {
    std::lock_guard lock(mutex_);
    queue_.push_back({std::move(event), {}, {}, std::move(done)});
  }
  wake_.notify_one();
}

void Committer::write(std::function<void(store::Store&)> work, Done done) {
  {
    std::lock_guard lock(mutex_);
    queue_.push_back({std::nullopt, std::move(work), std::move(done), {}});
  }
  wake_.notify_one();
}

void Committer::flush() {
  std::unique_lock lock(mutex_);
  idle_.wait(lock, [&] { return queue_.empty() && !busy_; });
}

void Committer::run() {
  for (;;) {
    std::deque<Job> jobs;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      if (queue_.empty() && stopping_) return;
      jobs.swap(queue_);
      busy_ = true;
    }
    // Keep the order: a run of appends is one transaction, any other write runs on its own.
    while (!jobs.empty()) {
      if (jobs.front().append) {
        std::deque<Job> run_of_appends;
        while (!jobs.empty() && jobs.front().append) {
          run_of_appends.push_back(std::move(jobs.front()));
          jobs.pop_front();
        }
        commit_appends(run_of_appends);
      } else {
        Job job = std::move(jobs.front());
        jobs.pop_front();
        std::string error;
        try {
          job.work(store_);
        } catch (const std::exception& e) {
          error = e.what();
        }
        if (job.done) call_back([done = std::move(job.done), error] { done(error); });
      }
    }
    {
      std::lock_guard lock(mutex_);
      busy_ = false;
    }
    idle_.notify_all();
  }
}

void Committer::commit_appends(std::deque<Job>& jobs) {
  std::vector<store::Append> batch;
  for (auto& j : jobs) batch.push_back(*j.append);
  try {
    store_.append(batch);
    for (auto& j : jobs)
      if (j.appended) call_back([done = std::move(j.appended)] { done({}); });
    return;
  } catch (const std::exception&) {
    // One bad event spoils the batch (or one another node beat to its seq): commit one by one so
    // only those fail.
  }
  for (auto& j : jobs) {
    Appended result;
    try {
      store_.append(std::span<const store::Append>(&*j.append, 1));
    } catch (const store::AppendConflict& e) {
      result = {Appended::Kind::kTaken, e.what()};
    } catch (const std::exception& e) {
      result = {Appended::Kind::kFailed, e.what()};
    }
    if (j.appended) call_back([done = std::move(j.appended), result] { done(result); });
  }
}

}  // namespace menagerie::server
