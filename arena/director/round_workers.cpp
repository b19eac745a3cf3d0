#include "arena/director/round_workers.hpp"

#include "arena/process/table_cpu.hpp"

namespace arena {

RoundWorkers::RoundWorkers(int threads, std::vector<int> cpus) : cpus_(std::move(cpus)) {
  for (int w = 1; w < threads; ++w) threads_.emplace_back([this, w] { work(w); });
}

RoundWorkers::~RoundWorkers() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (std::thread& t : threads_) t.join();
}

std::optional<int> RoundWorkers::cpu_of(int w) const {
  if (cpus_.empty()) return std::nullopt;
  return cpus_[static_cast<std::size_t>(w) % cpus_.size()];
}

void RoundWorkers::run(const std::vector<int>& worker_of,
                       const std::function<void(std::size_t)>& job) {
  if (!caller_pinned_ && cpu_of(0)) pin_this_thread(*cpu_of(0));
  caller_pinned_ = true;
  {
    const std::lock_guard lock(mutex_);
    job_ = &job;
    worker_of_ = &worker_of;
    finished_ = 0;
    failure_ = nullptr;
    ++round_;
  }
  wake_.notify_all();
  take_jobs(0, job, worker_of);
  // Every helper has gone through the round's list before it is changed for the next round.
  std::unique_lock lock(mutex_);
  done_.wait(lock, [&] { return finished_ == threads_.size(); });
  job_ = nullptr;
  worker_of_ = nullptr;
  if (failure_) std::rethrow_exception(failure_);
}

void RoundWorkers::take_jobs(int w, const std::function<void(std::size_t)>& job,
                             const std::vector<int>& worker_of) {
  for (std::size_t i = 0; i < worker_of.size(); ++i) {
    if (worker_of[i] != w) continue;
    try {
      job(i);
    } catch (...) {
      const std::lock_guard lock(mutex_);
      if (!failure_) failure_ = std::current_exception();
    }
  }
}

void RoundWorkers::work(int w) {
  if (cpu_of(w)) pin_this_thread(*cpu_of(w));
  unsigned seen = 0;
  for (;;) {
    std::unique_lock lock(mutex_);
    // The round and its jobs are read together, so a round is never taken twice; run() waits
    // for every helper, so none misses one.
    wake_.wait(lock, [&] { return stopping_ || (round_ != seen && job_ != nullptr); });
    if (stopping_) return;
    seen = round_;
    const auto* job = job_;
    const auto* worker_of = worker_of_;
    lock.unlock();
    take_jobs(w, *job, *worker_of);
    lock.lock();
    if (++finished_ == threads_.size()) done_.notify_all();
  }
}

}  // namespace arena
