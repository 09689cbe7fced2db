#include "server/work_pool.hpp"

#include <exception>

#include <fmt/format.h>

namespace menagerie::server {

WorkPool::WorkPool(int threads, std::size_t max_waiting) : max_waiting_(max_waiting) {
  for (int i = 0; i < std::max(1, threads); ++i) threads_.emplace_back([this] { run(); });
}

WorkPool::~WorkPool() { stop(); }

bool WorkPool::submit(std::function<void()> job) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_ || queue_.size() >= max_waiting_) return false;
    queue_.push_back(std::move(job));
  }
  wake_.notify_one();
  return true;
}

void WorkPool::stop() {
  std::deque<std::function<void()>> dropped;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    dropped.swap(queue_);
  }
  wake_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
  // Destroyed outside the lock: a dropped job may own the last reference to a connection.
  dropped.clear();
}

std::size_t WorkPool::waiting() const {
  std::lock_guard lock(mutex_);
  return queue_.size();
}

std::size_t WorkPool::running() const {
  std::lock_guard lock(mutex_);
  return running_;
}

void WorkPool::run() {
  for (;;) {
    std::function<void()> job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      job = std::move(queue_.front());
      queue_.pop_front();
      ++running_;
    }
    try {
      job();
    } catch (const std::exception& e) {
      fmt::print(stderr, "a background job failed: {}\n", e.what());
    }
    job = nullptr;  // what it held goes before it counts as done
    std::lock_guard lock(mutex_);
    --running_;
  }
}

}  // namespace menagerie::server
