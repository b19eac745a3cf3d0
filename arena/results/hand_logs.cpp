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
  bool wake = false;
  {
    // The copy is made under the lock, into a slot the writer gave back: the writer takes the
    // lock only to swap the queue for its written batch.
    std::unique_lock lock(mutex_);
    changed_.wait(lock, [&] { return queued_ < kMaxQueued || failure_; });
    throw_if_failed();
    if (queued_ < queue_.size()) {
      queue_[queued_].assign(input);
    } else {
      queue_.emplace_back(input);
    }
    ++queued_;
    wake = queued_ == kWakeAt;
  }
  if (wake) changed_.notify_all();
}

void HandLogs::flush() {
  std::unique_lock lock(mutex_);
  flush_wanted_ = true;
  changed_.notify_all();
  changed_.wait(lock, [&] { return (queued_ == 0 && !writing_) || failure_; });
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
      return stopping_ || queued_ >= kWakeAt || (flush_wanted_ && queued_ > 0);
    });
    if (queued_ == 0) {
      if (stopping_) return;  // everything is written
      continue;
    }
    batch.swap(queue_);  // the table goes on filling the other one, the hands written before
    const std::size_t hands = std::exchange(queued_, 0);
    writing_ = true;
    lock.unlock();
    std::exception_ptr failed;
    try {
      write(batch, hands);
    } catch (...) {
      failed = std::current_exception();
    }
    lock.lock();
    writing_ = false;
    if (failed && !failure_) failure_ = failed;
    changed_.notify_all();
  }
}

void HandLogs::write(const std::vector<HandRecordData>& batch, std::size_t hands) {
  std::string line, table;  // reused hand after hand
  for (std::size_t i = 0; i < hands; ++i) {
    const HandRecordInput in = batch[i].input();
    write_hand_record_line(in, line);
    jsonl_.append(line);
    table.clear();
    if (append_phhs_table(table, recorded_hand(in), run_)) phhs_.append(table);
  }
  jsonl_.flush();
  phhs_.flush();
}

}  // namespace arena
