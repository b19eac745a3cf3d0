#include "arena/director/round_workers.hpp"

namespace arena {

RoundWorkers::RoundWorkers(int threads) {
  for (int i = 1; i < threads; ++i) threads_.emplace_back([this] { work(); });
}

RoundWorkers::~RoundWorkers() {
  {
    const std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  for (std::thread& t : threads_) t.join();
}

void RoundWorkers::run(std::size_t count, const std::function<void(std::size_t)>& job) {
  {
    const std::lock_guard lock(mutex_);
    job_ = &job;
    count_ = count;
    next_ = finished_ = 0;
    failure_ = nullptr;
    ++round_;
  }
  wake_.notify_all();
  take_jobs();
  std::unique_lock lock(mutex_);
  done_.wait(lock, [&] { return finished_ == count_; });
  job_ = nullptr;
  if (failure_) std::rethrow_exception(failure_);
}

void RoundWorkers::take_jobs() {
  std::unique_lock lock(mutex_);
  while (job_ != nullptr && next_ < count_) {
    const std::size_t i = next_++;
    const auto* job = job_;
    lock.unlock();
    std::exception_ptr failed;
    try {
      (*job)(i);
    } catch (...) {
      failed = std::current_exception();
    }
    lock.lock();
    if (failed && !failure_) failure_ = failed;
    if (++finished_ == count_) done_.notify_all();
  }
}

void RoundWorkers::work() {
  unsigned seen = 0;
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [&] { return stopping_ || round_ != seen; });
      if (stopping_) return;
      seen = round_;
    }
    take_jobs();
  }
}

}  // namespace arena
