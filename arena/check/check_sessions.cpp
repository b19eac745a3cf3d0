#include "arena/check/check_sessions.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/game.hpp"

namespace arena::check {
namespace {

namespace fs = std::filesystem;

// A sample bot's command line, its path quoted for the arena's command-line reader.
std::string sample(const fs::path& samples, const std::string& program,
                   const std::string& args = "") {
  const fs::path path = samples / program;
  std::error_code ec;
  if (!fs::is_regular_file(path, ec))
    throw std::runtime_error("the sample bot " + path.string() +
                             " is missing: build the arena's bots (cmake --build build)");
  return "'" + path.string() + "'" + (args.empty() ? "" : " " + args);
}

poker::Schedule levels(std::vector<poker::Level> list) {
  poker::Schedule s;
  s.name = "check";
  s.unit = poker::LevelUnit::Hands;
  s.levels = std::move(list);
  return s;
}

RunSettings session_settings(const RunSettings& base, const std::string& suffix,
                             std::vector<BotEntry> bots, poker::Chips stack,
                             poker::Schedule schedule, int hands) {
  RunSettings s = base;
  s.kind = RunKind::SitAndGo;
  // Each session a folder of the check's own: <results>/<check name>/<session>/.
  s.results_dir = (fs::path(base.results_dir) / base.name).string();
  s.name = suffix;
  s.bots = std::move(bots);
  s.starting_stack = stack;
  s.schedule_file.clear();  // given inline
  s.schedule = std::move(schedule);
  s.points.clear();
  s.hand_limit = hands;
  s.trace = true;
  s.allow_absent = false;
  s.no_timings = false;
  // Each session its own deals, reproducible from the one seed given.
  if (!base.seed.empty()) s.seed = base.seed + "/" + suffix;
  return s;
}

}  // namespace

fs::path sample_bots_folder() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path("build/bin") : self.parent_path();
}

std::vector<CheckSession> check_sessions(const RunSettings& base, const BotEntry& mine,
                                         const fs::path& samples) {
  const BotEntry caller{"caller", sample(samples, "caller")};
  const BotEntry raiser{"raiser", sample(samples, "raiser")};
  const BotEntry random{"random", sample(samples, "random_bot", "--seed 3")};
  const BotEntry random2{"random2", sample(samples, "random_bot", "--seed 4")};
  const BotEntry strength{"strength", sample(samples, "hand_strength", "--seed 1")};
  const bool four = poker::game(base.game).max_players >= 4;
  std::vector<CheckSession> out;
  // Every street and showdowns: a caller goes to the end, a raiser makes the bot face bets and
  // re-raises, 100 big blinds deep.
  std::vector<BotEntry> deep = {mine, caller, raiser};
  if (four) deep.push_back(strength);
  out.push_back({"deep stacks",
                 session_settings(base, "deep", deep, 2000, levels({{10, 20, 0, {}, 1, 0}}), 30)});
  // All-ins and side pots: 15 big blinds, the blinds doubling with antes after four hands, a
  // raiser and players who fold, call or raise at random, so stacks part and all-ins meet.
  std::vector<BotEntry> shallow = {mine, raiser, caller, strength, random, random2};
  shallow.resize(std::min<std::size_t>(
      shallow.size(), static_cast<std::size_t>(poker::game(base.game).max_players)));
  out.push_back(
      {"short stacks",
       session_settings(
           base, "short", shallow, 300,
           levels({{10, 20, 0, {}, 4, 0}, {20, 40, 5, poker::AnteKind::EveryPlayer, 1, 0}}), 60)});
  // Heads-up, where the button posts the small blind (R4) and acts first before the flop.
  out.push_back({"heads-up", session_settings(base, "heads-up", {mine, strength}, 1000,
                                              levels({{10, 20, 0, {}, 1, 0}}), 20)});
  return out;
}

}  // namespace arena::check
