#include "arena/director/open_file_check.hpp"

#include <stdexcept>
#include <string>

#include "arena/process/open_files.hpp"

namespace arena {

namespace {

// "may open 1024 (its hard limit, ...)" or "may open 1024 (raise: ...)": the limit as it is,
// and whether the arena already took all the hard limit allows.
std::string limit_words(const OpenFileUse& use) {
  return std::to_string(use.limit) + (use.limit >= use.hard ? " (its hard limit, `ulimit -Hn`)"
                                                            : " (its soft limit, `ulimit -n`)");
}

// How many units of `each` descriptors fit beside what is open and `fixed` more.
std::uint64_t how_many_fit(const OpenFileUse& use, std::uint64_t fixed, std::uint64_t each) {
  const std::uint64_t taken = use.open + fixed + kDescriptorsSpare;
  return use.limit > taken ? (use.limit - taken) / each : 0;
}

}  // namespace

void require_open_files_for_run(const RunSettings& settings) {
  const OpenFileUse use = open_file_use();
  const std::uint64_t per_bot =
      static_cast<std::uint64_t>(descriptors_per_bot(settings.trace, settings.multi_table()));
  const std::uint64_t bots = static_cast<std::uint64_t>(settings.bot_count());
  const std::uint64_t needed = use.open + kDescriptorsPerRun + kDescriptorsSpare + bots * per_bot;
  if (needed <= use.limit) return;
  const std::uint64_t fit = how_many_fit(use, kDescriptorsPerRun, per_bot);
  throw std::runtime_error(
      "a field of " + std::to_string(bots) + " bots needs " + std::to_string(needed) +
      " open files at once (" + std::to_string(per_bot) + " for each bot" +
      (settings.multi_table() ? " in a multi-table tournament" : "") +
      (settings.trace ? " with --trace" : "") + ", " + std::to_string(needed - bots * per_bot) +
      " for the arena), and this arena may open " + limit_words(use) +
      ": the largest field that fits is " + std::to_string(fit) +
      " bots. No bot was started. To play this field, " + open_file_limit_fix(needed) +
      "; then run it again");
}

void require_open_files_for_league(const RunSettings& league, int games_at_once) {
  const OpenFileUse use = open_file_use();
  const std::uint64_t per_bot =
      static_cast<std::uint64_t>(descriptors_per_bot(league.trace, false));
  const std::uint64_t table = static_cast<std::uint64_t>(league.table_size());
  const std::uint64_t per_game = kDescriptorsPerRun + table * per_bot;
  const std::uint64_t games = static_cast<std::uint64_t>(games_at_once);
  const std::uint64_t needed = use.open + kDescriptorsSpare + games * per_game;
  if (needed <= use.limit) return;
  const std::uint64_t fit = how_many_fit(use, 0, per_game);
  const std::string largest = fit > 0 ? "at most " + std::to_string(fit) +
                                            " games fit at once (--concurrency " +
                                            std::to_string(fit) + ")"
                                      : "not even one game fits";
  throw std::runtime_error(
      "a league playing " + std::to_string(games) + " games at once (--concurrency) at tables of " +
      std::to_string(table) + " bots needs " + std::to_string(needed) + " open files at once (" +
      std::to_string(per_bot) + " for each bot" + (league.trace ? " with --trace" : "") + ", " +
      std::to_string(kDescriptorsPerRun) + " for each game, " +
      std::to_string(use.open + kDescriptorsSpare) + " for the arena), and this arena may open " +
      limit_words(use) + ": " + largest + ". No bot was started. " +
      (fit > 0 ? "Play fewer games at once, or " : "") + open_file_limit_fix(needed) +
      "; then run it again");
}

}  // namespace arena
