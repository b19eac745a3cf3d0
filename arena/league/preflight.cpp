#include "arena/league/preflight.hpp"

#include <algorithm>
#include <numeric>

#include "arena/director/bot_lineup.hpp"
#include "arena/results/run_folder.hpp"

namespace arena {

std::vector<BotResult> preflight_bots(const RunSettings& league,
                                      const std::filesystem::path& folder) {
  std::vector<BotResult> absent;
  const RunFolder logs = RunFolder::create(folder.parent_path(), folder.filename().string());
  const int table = std::max(2, league.table_size());
  const int pool = league.bot_count();
  for (int first = 0; first < pool; first += table) {
    RunSettings group = league;
    group.kind = RunKind::SitAndGo;
    group.name = folder.filename().string();
    group.bots.assign(league.bots.begin() + first,
                      league.bots.begin() + std::min(pool, first + table));
    const int n = static_cast<int>(group.bots.size());
    std::vector<int> seat_of_entrant(static_cast<std::size_t>(n));
    std::iota(seat_of_entrant.begin(), seat_of_entrant.end(), 0);
    protocol::HelloInfo hello;
    hello.mode = "tournament";
    hello.schedule = league.schedule;
    hello.points = league.points;
    boost::asio::io_context io;
    BotLineup lineup;
    lineup.start(io, group, logs, seat_of_entrant, hello);
    std::vector<BotResult> results = lineup.results();
    for (BotResult& r : results) r.place = 1;
    lineup.finish(results, false);
    for (const BotResult& r : lineup.results())
      if (r.ended == "no-show") absent.push_back(r);
  }
  return absent;
}

}  // namespace arena
