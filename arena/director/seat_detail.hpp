#pragma once
// What a seat's betting and drawing turns share (bot_seat.cpp, bot_seat_draw.cpp): the limits on
// what is kept of a bot's lines, and how its lines and times are shown.
#include <chrono>
#include <cstddef>
#include <string>

#include "arena/protocol/from_bot.hpp"
#include "arena/protocol/to_bot.hpp"
#include "engine/turn_policy.hpp"

namespace arena::seat_detail {

inline constexpr std::size_t kErrorsKept = 5;        // samples of protocol errors in the results
inline constexpr std::size_t kErrorLineShown = 200;  // bytes of the bot's line quoted in an error
inline constexpr int kMaxOutOfTurnLines = 64;        // taken in before a turn (R25)
inline constexpr std::size_t kTimedOutKept = 8;      // acts whose late answer is still measured
// Last lines of a bot's stderr quoted in the note of a bot that could not start, and of one
// whose process ended in the run: few, so the note stays a line of the summary (each line is
// cut at 200 bytes by BotProcess::stderr_tail; the whole log is named beside them).
inline constexpr std::size_t kStartupTailLines = 5;
inline constexpr std::size_t kCrashTailLines = 3;

inline double to_ms(std::chrono::nanoseconds d) {
  return std::chrono::duration<double, std::milli>(d).count();
}

inline std::string quote_line(const std::string& line) {
  return "'" + protocol::printable_excerpt(line, kErrorLineShown) + "'";
}

}  // namespace arena::seat_detail
