#pragma once
// The hand logs' two views of a finished hand, built straight from the hand rather than through
// a Json tree: the writer thread makes both for every hand, and the tree (built, dumped, then
// read back for the PHH table) was most of its CPU. Both equal the slow path exactly (tests/
// hand_record_text_test.cpp, over many engine hands): hand_record() stays the reference.
#include <string>

#include "arena/results/hand_record.hpp"
#include "arena/results/recorded_hand.hpp"

namespace arena {

// hand_record(in).dump(), byte for byte, into `out` (its capacity is kept).
void write_hand_record_line(const HandRecordInput& in, std::string& out);

// read_recorded_hand(hand_record(in)), field for field.
RecordedHand recorded_hand(const HandRecordInput& in);
// The same into `out`, whatever it held: its players' and events' card lists keep their storage,
// so the log writer's one RecordedHand, filled hand after hand, soon allocates nothing.
void recorded_hand(const HandRecordInput& in, RecordedHand& out);

}  // namespace arena
