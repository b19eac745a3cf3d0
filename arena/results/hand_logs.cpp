#include "arena/results/hand_logs.hpp"

#include <pthread.h>

#include "arena/results/hand_record_text.hpp"

#include <utility>

namespace arena {

PhhRunInfo phh_run_info(const RunSettings& settings, const std::string& mode,
                        const std::string& seed_hash) {
  return PhhRunInfo{settings.name, mode, seed_hash, settings.table_size(),
                    settings.time.decision_ms / 1000.0};
}

HandLogs::HandLogs(const RunFolder& folder, PhhRunInfo run, std::function<void()> writer_setup)
    : jsonl_(folder.hands()), phhs_(folder.phh()), run_(std::move(run)) {
  writer_ = std::thread([this, setup = std::move(writer_setup)] {
    ::pthread_setname_np(::pthread_self(), "arena-logs");  // as named in top -H and perf
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
  bool wake = false;
  {
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return queue_.size() < kMaxQueued || failure_; });
    throw_if_failed();
    queue_.push_back(std::move(copy));
    wake = queue_.size() == kWakeAt;
  }
  if (wake) changed_.notify_all();
}

void HandLogs::flush() {
  std::unique_lock lock(mutex_);
  flush_wanted_ = true;
  changed_.notify_all();
  changed_.wait(lock, [&] { return (queue_.empty() && !writing_) || failure_; });
  flush_wanted_ = false;
  throw_if_failed();
}

void HandLogs::throw_if_failed() {
  if (failure_) std::rethrow_exception(std::exchange(failure_, nullptr));
}

void HandLogs::write_loop() {
  std::vector<HandRecordData> batch;
  std::unique_lock lock(mutex_);
  for (;;) {
    changed_.wait_for(lock, kMaxDelay, [&] {
      return stopping_ || queue_.size() >= kWakeAt || (flush_wanted_ && !queue_.empty());
    });
    if (queue_.empty()) {
      if (stopping_) return;  // everything is written
      continue;
    }
    batch.swap(queue_);  // the table goes on filling the (empty) other one
    writing_ = true;
    lock.unlock();
    std::exception_ptr failed;
    try {
      write(batch);
    } catch (...) {
      failed = std::current_exception();
    }
    batch.clear();
    lock.lock();
    writing_ = false;
    if (failed && !failure_) failure_ = failed;
    changed_.notify_all();
  }
}

void HandLogs::write(const std::vector<HandRecordData>& batch) {
  for (const HandRecordData& hand : batch) {
    const HandRecordInput in = hand.input();
    write_hand_record_line(in, line_);
    jsonl_.append(line_);
    recorded_hand(in, recorded_);
    table_.clear();
    if (append_phhs_table(table_, recorded_, run_)) phhs_.append(table_);
  }
  jsonl_.flush();
  phhs_.flush();
}

}  // namespace arena
