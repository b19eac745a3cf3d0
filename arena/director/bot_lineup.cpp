#include "arena/director/bot_lineup.hpp"

#include "arena/director/seat_programs.hpp"

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <map>

namespace arena {

namespace {

std::filesystem::path absolute_path(const std::string& path) {
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::absolute(path, ec);
  return ec ? std::filesystem::path(path) : absolute.lexically_normal();
}

}  // namespace

BotSpawnOptions spawn_options(const RunSettings& config, const BotEntry& bot,
                              const std::filesystem::path& folder,
                              const std::filesystem::path& all_bot_folders) {
  BotSpawnOptions spawn;
  spawn.command = seat_command(bot);
  spawn.working_dir = folder;
  spawn.stderr_cap_bytes = static_cast<std::size_t>(config.stderr_cap_bytes);
  spawn.sandbox = config.sandbox && !is_human_seat(bot);
  spawn.at_terminal = is_human_seat(bot);

  // Built, not inherited: nothing of the arena's environment but PATH reaches a bot.
  const char* path = std::getenv("PATH");
  std::map<std::string, std::string> env = {
      {"PATH", path != nullptr && *path != '\0' ? path : "/usr/local/bin:/usr/bin:/bin"},
      {"HOME", folder.string()},
      {"LANG", "C.UTF-8"},
      {"TMPDIR", spawn.sandbox ? "/tmp" : (folder / "tmp").string()}};
  for (const auto& [name, value] : bot.env) env[name] = value;
  for (const auto& [name, value] : env) spawn.environment.push_back(name + "=" + value);

  if (spawn.sandbox) {
    const BotLimitSettings limits = config.limits_of(bot);
    const auto mib = [](std::int64_t n) { return static_cast<std::uint64_t>(n) << 20; };
    spawn.limits.memory_bytes = mib(limits.memory_mb);
    spawn.limits.processes = static_cast<std::uint64_t>(limits.processes);
    spawn.limits.file_size_bytes = mib(limits.file_size_mb);
    spawn.limits.open_files = static_cast<std::uint64_t>(limits.open_files);
    spawn.limits.cpu_seconds = static_cast<std::uint64_t>(limits.cpu_seconds);
    for (const std::string& p : config.read_only) spawn.read_only.push_back(absolute_path(p));
    for (const std::string& p : bot.read_only) spawn.read_only.push_back(absolute_path(p));
    // Hidden even when the organizer shows a folder that holds them.
    spawn.hidden = {absolute_path(config.results_dir), all_bot_folders};
    if (const char* home = std::getenv("HOME"); home != nullptr && *home != '\0') {
      spawn.hidden.push_back(absolute_path(home));
    }
  }
  return spawn;
}

void BotLineup::start(boost::asio::io_context& io, const RunSettings& config,
                      const RunFolder& folder, std::span<const int> seat_of_entrant,
                      protocol::HelloInfo hello) {
  start_each([&io](int) -> boost::asio::io_context& { return io; }, {}, config, folder,
             seat_of_entrant, std::move(hello));
}

void BotLineup::start_at_tables(const RunSettings& config, const RunFolder& folder,
                                std::span<const int> seat_of_entrant,
                                std::span<const int> table_of_entrant, protocol::HelloInfo hello) {
  own_io_.clear();
  for (std::size_t e = 0; e < config.bots.size(); ++e)
    own_io_.push_back(std::make_unique<boost::asio::io_context>());
  start_each(
      [this](int e) -> boost::asio::io_context& { return *own_io_[static_cast<std::size_t>(e)]; },
      table_of_entrant, config, folder, seat_of_entrant, std::move(hello));
}

void BotLineup::start_each(const std::function<boost::asio::io_context&(int)>& io_of,
                           std::span<const int> table_of_entrant, const RunSettings& config,
                           const RunFolder& folder, std::span<const int> seat_of_entrant,
                           protocol::HelloInfo hello) {
  const int n = static_cast<int>(config.bots.size());
  const auto entry = [&](int e) -> const BotEntry& {
    return config.bots[static_cast<std::size_t>(e)];
  };
  const auto seat_of = [&](int e) { return seat_of_entrant[static_cast<std::size_t>(e)]; };
  const auto table_of = [&](int e) {  // 0-based; every bot at table 0 when there is one
    return table_of_entrant.empty() ? 0 : table_of_entrant[static_cast<std::size_t>(e)];
  };

  hello.tournament = config.name;
  hello.structure = config.structure;
  hello.game = config.game;
  hello.mix = config.mix;
  hello.starting_stack = config.starting_stack;
  hello.time = config.time;
  hello.table = config.table;

  folders_ = std::make_unique<BotFolders>(config.name);
  for (int e = 0; e < n; ++e) {
    auto seat = std::make_unique<BotSeat>(entry(e).name, seat_of(e),
                                          seat_time_rules(config, entry(e)), hello.table);
    BotSpawnOptions spawn =
        spawn_options(config, entry(e), folders_->of(entry(e).name), folders_->root());
    spawn.stderr_log = folder.stderr_log(entry(e).name);
    if (config.trace) spawn.trace_log = folder.trace(entry(e).name);
    seat->spawn(io_of(e), spawn);
    seats_.push_back(std::move(seat));
  }
  for (int e = 0; e < n; ++e) {
    hello.players.clear();
    for (int other = 0; other < n; ++other)
      if (table_of(other) == table_of(e))
        hello.players.push_back({seat_of(other), entry(other).name});
    std::sort(hello.players.begin(), hello.players.end(),
              [](const auto& a, const auto& b) { return a.seat < b.seat; });
    hello.seat = seat_of(e);
    hello.name = entry(e).name;
    hello.time = seat_time_rules(config, entry(e));
    if (!table_of_entrant.empty()) hello.table_number = table_of(e) + 1;
    (*this)[e].send_hello(protocol::hello_message(hello));
  }
  // All bots start up side by side, against one deadline set after the last hello: each has the
  // whole start-up limit. They are asked in turn, but a bot's ready that came while the arena
  // waited for another is taken in when its turn comes (BotSeat::await_ready), also past the
  // deadline: one slow starter makes no other bot a no-show.
  const auto deadline =
      BotProcess::Clock::now() + std::chrono::milliseconds(config.time.startup_ms);
  for (auto& seat : seats_) seat->await_ready(deadline);
}

std::vector<BotResult> BotLineup::results() const {
  std::vector<BotResult> out;
  for (const auto& seat : seats_) out.push_back(seat->result());
  return out;
}

void BotLineup::finish(const std::vector<BotResult>& final_results, bool interrupted,
                       std::string_view why) {
  std::vector<protocol::StandingLine> lines;
  for (const BotResult& r : final_results) lines.push_back({r.place, r.name, r.points, r.chips});
  std::stable_sort(lines.begin(), lines.end(),
                   [](const auto& a, const auto& b) { return a.place < b.place; });
  if (interrupted) {
    for (auto& seat : seats_) seat->kill(why);
    return;
  }
  // Goodbyes all at once, then one grace period for all: a bot that ignores bye costs the run
  // one grace period, not one per bot before it.
  const auto bye_at = BotProcess::Clock::now();
  for (std::size_t e = 0; e < seats_.size(); ++e)
    seats_[e]->say_bye(
        protocol::bye_message(final_results[e].place, final_results[e].points, lines));
  for (auto& seat : seats_) seat->end_by(bye_at);
}

}  // namespace arena
