#pragma once
// A bot's protocol trace (setting `trace`): every line between the arena and one bot, both ways,
// with the time it was written or received, for the bot's author to read beside its stderr log:
//
//        12.041 -> {"type":"act","id":3,...}
//        12.873 <- {"type":"action","id":3,"action":"call"}
//
// Times are milliseconds since the bot was started. "->" is a line the arena wrote (the moment it
// was handed to the pipe), "<-" one the bot wrote (the moment the arena received it; a line over
// the length limit shows as "<- [arena: line over N bytes, discarded]"). A bot's lines are written
// as they came, bytes included. The file stops at a cap, with a note saying so, so a chatty bot
// cannot fill the disk. A trace that cannot be written is given up silently: it is only a log.
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <string>
#include <string_view>

#include "arena/process/pause.hpp"

namespace arena {

class ProtocolTrace {
 public:
  // The bot's clock (pause.hpp): a trace's times, read back by `arena check`, leave out the
  // time the arena was stopped by Ctrl-Z, as the bot's decision times do.
  using Clock = PlayClock;
  static constexpr std::uint64_t kCapBytes = std::uint64_t{32} << 20;

  ProtocolTrace() = default;
  ProtocolTrace(const ProtocolTrace&) = delete;
  ProtocolTrace& operator=(const ProtocolTrace&) = delete;
  ~ProtocolTrace();

  // Creates (truncates) the file; false when it cannot be (the trace is then off).
  bool open(const std::filesystem::path& path, Clock::time_point start,
            std::uint64_t cap_bytes = kCapBytes);
  bool is_open() const { return fd_ != -1; }

  // `text`: one or more lines the arena wrote, each ending in '\n' (a last one may not).
  void to_bot(std::string_view text, Clock::time_point at);
  void from_bot(std::string_view line, Clock::time_point at);
  void from_bot_too_long(std::size_t limit, Clock::time_point at);

 private:
  void record(std::string_view arrow, std::string_view line, Clock::time_point at);
  void write_out();

  int fd_ = -1;
  Clock::time_point start_{};
  std::uint64_t cap_ = 0;
  std::uint64_t written_ = 0;
  bool cut_ = false;
  std::string buffer_;
};

}  // namespace arena
