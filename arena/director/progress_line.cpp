#include "arena/director/progress_line.hpp"

#include <cstdio>

namespace arena {

void ProgressLine::update(int hands, int level_number, const poker::Level& level,
                          int players_left) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (drawn_ && now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  drawn_ = true;
  std::fprintf(stderr, "\r\033[Khand %d  level %d (%lld/%lld ante %lld)  players left %d", hands,
               level_number, static_cast<long long>(level.small_blind),
               static_cast<long long>(level.big_blind), static_cast<long long>(level.ante),
               players_left);
  std::fflush(stderr);
}

void ProgressLine::done() {
  if (enabled_ && drawn_) std::fputs("\n", stderr);
  drawn_ = false;
}

}  // namespace arena
