#pragma once
// The per-hand logs of a run, written as it goes: hands.jsonl (one JSON record per hand, the
// organizer's full view) and hands.phhs (the same hand as a PHH table). One call per finished
// hand, shared by every kind of run (sit-and-go tournaments, matches).
//
// Why a writer thread: turning a hand into JSON and PHH text costs about as much as the arena's
// whole share of playing it, and a table waits on its bots most of the time. record() copies
// the finished hand and returns; a thread of its own (unpinned: TableCpu::helper_placement)
// formats and appends it, so the logs do not slow the play.
//
// Why in batches: waking the writer for every hand, and handing every hand to the operating
// system on its own (a write per file), cost the table more than the formatting saves. record()
// does not wake the writer; the writer wakes every kMaxDelay (or when kWakeAt hands wait), writes
// every waiting hand and flushes both files once. So a hand reaches the operating system within
// about kMaxDelay of its end, and a crash of the arena process itself loses at most the hands
// of its last kMaxDelay (never more than kMaxQueued). flush() returns once every recorded hand
// is in both files: the directors call it before each standings.json, so the summary never
// counts a hand the logs lack, and on an interruption (SIGINT, SIGTERM) nothing is lost.
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/results/hand_record.hpp"
#include "arena/results/jsonl_log.hpp"
#include "arena/results/phh_writer.hpp"
#include "arena/results/run_folder.hpp"

namespace arena {

// What hands.phhs states about the run beside each hand (event, mode, seed hash, seats, time
// limit), from its settings: one place for the run's logs, a resumed run's rewrite and `arena
// verify`, which re-derives hands.phhs and must write it exactly as the run did.
PhhRunInfo phh_run_info(const RunSettings& settings, const std::string& mode,
                        const std::string& seed_hash);

class HandLogs {
 public:
  static constexpr std::chrono::milliseconds kMaxDelay{10};
  static constexpr std::size_t kWakeAt = 64;      // hands waiting that wake the writer at once
  static constexpr std::size_t kMaxQueued = 256;  // then record() waits for the writer

  // Opens <run>/hands.jsonl and <run>/hands.phhs for append (throws naming the file on
  // failure), then starts the writer, which first calls `writer_setup` (when given): the
  // table unpins it that way (TableCpu::helper_placement).
  HandLogs(const RunFolder& folder, PhhRunInfo run, std::function<void()> writer_setup = {});
  HandLogs(const HandLogs&) = delete;
  HandLogs& operator=(const HandLogs&) = delete;
  // Writes what is still queued, then stops the writer.
  ~HandLogs();

  // Queues a copy of the finished hand for both logs. A write that failed since the last call
  // is thrown here (std::runtime_error naming the file).
  void record(const HandRecordInput& input);
  // Waits until every recorded hand is in both logs; throws as record() does.
  void flush();

 private:
  void write_loop();
  void write(const std::vector<HandRecordData>& batch);
  void throw_if_failed();  // with mutex_ held

  JsonlLog jsonl_;
  JsonlLog phhs_;  // an append-only text log too: one TOML table (and a blank line) per hand
  PhhRunInfo run_;
  // The writer thread's own, reused hand after hand: the record line, the hand read for the PHH
  // writer, its PHH table.
  std::string line_;
  RecordedHand recorded_;
  std::string table_;

  std::mutex mutex_;
  std::condition_variable changed_;
  std::vector<HandRecordData> queue_;  // recorded, not yet taken by the writer
  bool writing_ = false;               // the writer holds a batch taken off the queue
  bool flush_wanted_ = false;          // flush() waits: write what is queued now
  bool stopping_ = false;
  std::exception_ptr failure_;
  std::thread writer_;  // last: starts once everything above exists
};

}  // namespace arena
