#include "server/computer_pool.hpp"

#include <exception>

#include "core/error.hpp"
#include "core/rng.hpp"

namespace menagerie::server {

ComputerPool::ComputerPool(int threads, std::size_t hash_mb) : hash_mb_(hash_mb) {
  for (int i = 0; i < std::max(1, threads); ++i) threads_.emplace_back([this] { run(); });
}

ComputerPool::~ComputerPool() { stop(); }

void ComputerPool::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
    queue_.clear();  // unstarted searches are dropped: their games ask again when resumed
  }
  wake_.notify_all();
  for (auto& t : threads_)
    if (t.joinable()) t.join();
}

void ComputerPool::submit(ComputerRequest request, Done done) {
  {
    std::lock_guard lock(mutex_);
    if (stopping_) return;
    queue_.push_back({std::move(request), std::move(done)});
  }
  wake_.notify_one();
}

std::size_t ComputerPool::waiting() const {
  std::lock_guard lock(mutex_);
  return queue_.size();
}

void ComputerPool::run() {
  std::map<std::string, std::unique_ptr<catalog::Engine>> engines;
  for (;;) {
    Job job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      job = std::move(queue_.front());
      queue_.pop_front();
    }
    std::string answer;
    try {
      const catalog::Variant& variant = catalog::find(job.request.seen.variant);
      auto& engine = engines[job.request.seen.variant];
      if (!engine) {
        engine = variant.make_engine();
        if (!engine) throw InputError("no computer player for " + job.request.seen.variant);
        engine->set_hash(hash_mb_);
      }
      if (!job.request.question.empty()) {
        auto yes = engine->answer_question(job.request.seen, job.request.question);
        answer = !yes   ? "error: the computer can only answer the preset questions"
                 : *yes ? "yes"
                        : "no";
      } else {
        Rng rng(job.request.seed);
        engine->set_time_cap(job.request.time_cap_ms);
        answer = engine->play_level(job.request.seen, job.request.level, rng).best;
        if (answer.empty()) answer = "error: the computer found no legal move";
      }
    } catch (const std::exception& e) {
      answer = std::string("error: ") + e.what();
    }
    job.done(answer);
  }
}

}  // namespace menagerie::server
