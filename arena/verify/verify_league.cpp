#include "arena/verify/verify_league.hpp"

#include <algorithm>
#include <atomic>
#include <thread>

#include "arena/league/league_folder.hpp"
#include "arena/verify/verify_run.hpp"

namespace arena::verify {

LeagueVerifyResult verify_league(const std::filesystem::path& dir, unsigned threads) {
  const LeagueFolder league = LeagueFolder::read(dir);
  LeagueVerifyResult out;
  out.games_planned = league.games_planned;
  std::vector<VerifyResult> results(league.games.size());
  std::atomic<std::size_t> next{0};
  const auto work = [&] {
    for (std::size_t i; (i = next++) < league.games.size();)
      results[i] = verify_run(league.games[i]);  // never throws: a problem is a result
  };
  std::vector<std::thread> pool;
  const unsigned n = std::max(1u, std::min<unsigned>(threads, league.games.size()));
  for (unsigned t = 1; t < n; ++t) pool.emplace_back(work);
  work();
  for (std::thread& t : pool) t.join();
  for (std::size_t i = 0; i < results.size(); ++i) {
    const std::string game = league.games[i].filename().string();
    switch (results[i].status) {
      case VerifyStatus::Verified:
        ++out.verified;
        out.hands += results[i].hands;
        break;
      case VerifyStatus::Differs:
        out.failed.emplace_back(game, results[i].message);
        break;
      case VerifyStatus::CannotVerify:
        out.unchecked.emplace_back(game, results[i].message);
        break;
    }
  }
  return out;
}

}  // namespace arena::verify
