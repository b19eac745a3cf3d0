#include "arena/director/bot_lineup.hpp"

#include <algorithm>
#include <chrono>

namespace arena {

void BotLineup::start(boost::asio::io_context& io, const RunSettings& config,
                      const RunFolder& folder, std::span<const int> seat_of_entrant,
                      protocol::HelloInfo hello) {
  const int n = static_cast<int>(config.bots.size());
  const auto entry = [&](int e) -> const BotEntry& {
    return config.bots[static_cast<std::size_t>(e)];
  };
  const auto seat_of = [&](int e) { return seat_of_entrant[static_cast<std::size_t>(e)]; };

  hello.tournament = config.name;
  hello.structure = config.structure;
  hello.starting_stack = config.starting_stack;
  hello.time = config.time;
  hello.players.clear();
  for (int e = 0; e < n; ++e) hello.players.push_back({seat_of(e), entry(e).name});
  std::sort(hello.players.begin(), hello.players.end(),
            [](const auto& a, const auto& b) { return a.seat < b.seat; });

  for (int e = 0; e < n; ++e) {
    auto seat = std::make_unique<BotSeat>(entry(e).name, seat_of(e), hello.time);
    BotSpawnOptions spawn;
    spawn.command = entry(e).command;
    spawn.working_dir = folder.bot_dir(entry(e).name);
    spawn.stderr_log = folder.stderr_log(entry(e).name);
    spawn.stderr_cap_bytes = static_cast<std::size_t>(config.stderr_cap_bytes);
    seat->spawn(io, spawn);
    seats_.push_back(std::move(seat));
  }
  for (int e = 0; e < n; ++e) {
    hello.seat = seat_of(e);
    hello.name = entry(e).name;
    (*this)[e].send_hello(protocol::hello_message(hello));
  }
  // All bots start up side by side, against one deadline.
  const auto deadline =
      BotProcess::Clock::now() + std::chrono::milliseconds(config.time.startup_ms);
  for (auto& seat : seats_) seat->await_ready(deadline);
}

std::vector<BotResult> BotLineup::results() const {
  std::vector<BotResult> out;
  for (const auto& seat : seats_) out.push_back(seat->result());
  return out;
}

void BotLineup::finish(const std::vector<BotResult>& final_results, bool interrupted) {
  std::vector<protocol::StandingLine> lines;
  for (const BotResult& r : final_results) lines.push_back({r.place, r.name, r.points, r.chips});
  std::stable_sort(lines.begin(), lines.end(),
                   [](const auto& a, const auto& b) { return a.place < b.place; });
  for (std::size_t e = 0; e < seats_.size(); ++e) {
    if (interrupted) {
      seats_[e]->kill();
    } else {
      seats_[e]->finish(
          protocol::bye_message(final_results[e].place, final_results[e].points, lines));
    }
  }
}

}  // namespace arena
