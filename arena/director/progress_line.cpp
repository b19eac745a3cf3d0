#include "arena/director/progress_line.hpp"

#include <cstdio>
#include <cstring>

namespace arena {

std::string duration_text(double seconds) {
  const long whole = static_cast<long>(seconds);
  char text[32];
  std::snprintf(text, sizeof text, "%ldh%02ldm%02lds", whole / 3600, whole / 60 % 60, whole % 60);
  return text;
}

std::string progress_text(const ProgressFigures& f, double seconds) {
  const double per_second = seconds > 0 ? f.hands / seconds : 0.0;
  char text[200];
  if (f.hands_planned > 0) {
    // A match: its length is known, so the line says how far and how long is left.
    const std::string left =
        per_second > 0 ? duration_text((f.hands_planned - f.hands) / per_second) : "?";
    std::snprintf(text, sizeof text, "hand %d of %d  %.0f hands/s  %s left  blinds %lld/%lld",
                  f.hands, f.hands_planned, per_second, left.c_str(),
                  static_cast<long long>(f.level.small_blind),
                  static_cast<long long>(f.level.big_blind));
  } else {
    std::snprintf(text, sizeof text,
                  "hand %d  %.0f hands/s  level %d (%lld/%lld ante %lld)  players left %d", f.hands,
                  per_second, f.level_number, static_cast<long long>(f.level.small_blind),
                  static_cast<long long>(f.level.big_blind), static_cast<long long>(f.level.ante),
                  f.players_left);
    if (f.tables > 0) {  // R48: "... players left 54  tables 6"
      const std::size_t used = std::strlen(text);
      std::snprintf(text + used, sizeof text - used, "  tables %d%s", f.tables,
                    f.bubble ? "  on the bubble" : "");
    }
  }
  return text;
}

void ProgressLine::update(const ProgressFigures& figures) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (drawn_ && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  drawn_ = true;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  std::fprintf(stderr, "\r\033[K%s", progress_text(figures, seconds).c_str());
  std::fflush(stderr);
}

void ProgressLine::done() {
  if (enabled_ && drawn_) std::fputs("\n", stderr);
  drawn_ = false;
}

}  // namespace arena
