#include "arena/results/hand_logs.hpp"

#include <utility>

namespace arena {

HandLogs::HandLogs(const RunFolder& folder, PhhRunInfo run)
    : jsonl_(folder.hands()), phhs_(folder.phh()), run_(std::move(run)) {}

void HandLogs::record(const HandRecordInput& input) {
  const nlohmann::json record = hand_record(input);
  jsonl_.append(record.dump());
  phhs_.append(phhs_table(record, run_));
}

}  // namespace arena
