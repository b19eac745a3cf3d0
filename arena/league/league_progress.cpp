#include "arena/league/league_progress.hpp"

#include "arena/director/progress_line.hpp"

#include <cstdio>

namespace arena {

LeagueProgress::LeagueProgress(bool enabled, int games_planned, int games_done_before)
    : enabled_(enabled), planned_(games_planned), done_before_(games_done_before) {}

void LeagueProgress::update(int done, const std::string& leader, double leader_points) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (drawn_ && now - last_ < std::chrono::milliseconds(100) && done < planned_) return;
  last_ = now;
  drawn_ = true;
  const double minutes = std::chrono::duration<double>(now - start_).count() / 60.0;
  const int played_now = done - done_before_;
  const double per_minute = minutes > 0 ? played_now / minutes : 0.0;
  const std::string left =
      per_minute > 0 ? duration_text((planned_ - done) / per_minute * 60.0) : std::string("?");
  std::fprintf(stderr, "\r\033[Kgames %d/%d  %.1f a minute  %s left  leader %s (%.2f pts/game)",
               done, planned_, per_minute, left.c_str(), leader.c_str(), leader_points);
  std::fflush(stderr);
}

void LeagueProgress::done() {
  if (enabled_ && drawn_) std::fputs("\n", stderr);
  drawn_ = false;
}

}  // namespace arena
