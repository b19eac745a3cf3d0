#pragma once
// The per-hand logs of a run, written as it goes: hands.jsonl (one JSON record per hand, the
// organizer's full view) and hands.phhs (the same hand as a PHH table). One call per finished
// hand, shared by every kind of run (sit-and-go tournaments, matches).
#include <string>

#include "arena/results/hand_record.hpp"
#include "arena/results/jsonl_log.hpp"
#include "arena/results/phh_writer.hpp"
#include "arena/results/run_folder.hpp"

namespace arena {

class HandLogs {
 public:
  HandLogs() = default;  // closed: record() is then an error
  // Opens <run>/hands.jsonl and <run>/hands.phhs for append; throws naming the file on failure.
  HandLogs(const RunFolder& folder, PhhRunInfo run);

  bool is_open() const { return jsonl_.is_open(); }
  // Appends the finished hand to both logs (each handed to the OS before returning).
  void record(const HandRecordInput& input);

 private:
  JsonlLog jsonl_;
  JsonlLog phhs_;  // an append-only text log too: one TOML table (and a blank line) per hand
  PhhRunInfo run_;
};

}  // namespace arena
