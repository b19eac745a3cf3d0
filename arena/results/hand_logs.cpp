#include "arena/results/hand_logs.hpp"

#include <utility>

namespace arena {

HandLogs::HandLogs(const RunFolder& folder, PhhRunInfo run, std::function<void()> writer_setup)
    : jsonl_(folder.hands()), phhs_(folder.phh()), run_(std::move(run)) {
  writer_ = std::thread([this, setup = std::move(writer_setup)] {
    if (setup) setup();
    write_loop();
  });
}

HandLogs::~HandLogs() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  changed_.notify_all();
  writer_.join();
}

void HandLogs::record(const HandRecordInput& input) {
  HandRecordData copy(input);
  {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return queue_.size() < kMaxQueued || failure_; });
    throw_if_failed();
    queue_.push_back(std::move(copy));
  }
  changed_.notify_all();
}

void HandLogs::flush() {
  std::unique_lock lock(mutex_);
  changed_.wait(lock, [&] { return (queue_.empty() && !writing_) || failure_; });
  throw_if_failed();
}

void HandLogs::throw_if_failed() {
  if (failure_) std::rethrow_exception(std::exchange(failure_, nullptr));
}

void HandLogs::write_loop() {
  std::unique_lock lock(mutex_);
  for (;;) {
    changed_.wait(lock, [&] { return !queue_.empty() || stopping_; });
    if (queue_.empty()) return;  // stopping, and everything is written
    HandRecordData q = std::move(queue_.front());
    queue_.pop_front();
    writing_ = true;
    lock.unlock();
    std::exception_ptr failed;
    try {
      write(q);
    } catch (...) {
      failed = std::current_exception();
    }
    lock.lock();
    writing_ = false;
    if (failed && !failure_) failure_ = failed;
    changed_.notify_all();
  }
}

void HandLogs::write(const HandRecordData& hand) {
  const nlohmann::json record = hand_record(hand.input());
  jsonl_.append(record.dump());
  phhs_.append(phhs_table(record, run_));
}

}  // namespace arena
