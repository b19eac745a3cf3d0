#pragma once
// What one bot's protocol trace (logs/<bot>.trace, docs/LOGS.md) shows about how it plays: the
// handshake, every turn it was asked (act or draw) with what the turn offered and how it ended
// (answered, timed out, refused), its advance requests, and every line it wrote that is not the
// protocol. `arena check` reads its sessions' traces with it.
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace arena::check {

// One request the bot was asked to answer.
struct Turn {
  std::int64_t id = 0;
  std::int64_t hand = 0;
  std::string street;       // the game's street word ("flop", "draw2"); a draw: its street
  bool draw = false;        // a draw request (else act)
  bool facing_bet = false;  // a call was owed (act)
  bool sized = false;       // a bet or raise with a range of sizes (min < max) was offered
  bool all_in = false;      // a call, or the smallest bet offered, would put it all in
  std::int64_t min_to = 0, max_to = 0;  // the bet sizes offered, when sized
  std::int64_t answered_to = 0;         // the size of the bot's bet or raise, when it made one
  // How it ended: answered in time, or the arena's `timeout` reason ("time", "invalid",
  // "absent"), with the error and, for a refusal, the line the arena refused.
  std::optional<double> answer_ms;  // time from the request to the answer, when answered
  std::string timeout_reason;
  std::string error;
  std::string bot_line;
};

struct TraceSummary {
  bool found = false;              // the trace file existed
  std::optional<double> ready_ms;  // hello to ready
  std::string name, version;       // from ready
  std::vector<Turn> turns;
  int advance_sent = 0;  // advance requests the bot wrote
  int advance_applied = 0, advance_void = 0, advance_ignored = 0;
  bool told_bye = false;
  // Lines the bot wrote that are not protocol messages (JSON objects of a known type), as written
  // (cut to 200 bytes); at most the first 5, with the count of all.
  std::vector<std::string> not_protocol;
  int not_protocol_count = 0;
  bool cut = false;  // the trace reached its size cap
};

// Reads a trace; a missing file gives found = false.
TraceSummary read_trace(const std::filesystem::path& trace);

}  // namespace arena::check
