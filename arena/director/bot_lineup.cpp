#include "arena/director/bot_lineup.hpp"

#include "arena/director/seat_programs.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
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

void BotLineup::draw_progress(const char* doing, int done, int of, bool last) {
  if (!live_progress_) return;
  const auto now = std::chrono::steady_clock::now();
  if (!last && now - progress_drawn_ < std::chrono::milliseconds(100)) return;
  progress_drawn_ = now;
  std::fprintf(stderr, "\r\033[K%s: %d of %d", doing, done, of);
  if (last) std::fputs("\r\033[K", stderr);
  std::fflush(stderr);
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

  const auto began = std::chrono::steady_clock::now();
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
    draw_progress("starting bots", e + 1, n);
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
  int answered = 0;
  for (auto& seat : seats_) {
    seat->await_ready(deadline);
    draw_progress("bots ready", ++answered, n);
  }
  draw_progress("bots ready", answered, n, true);
  if (!summary_) return;
  std::string absent;
  int absent_count = 0;
  for (const auto& seat : seats_) {
    if (seat->state() == SeatState::Playing) continue;
    // The first few by name; each one's reason is in the standings (and said when it stops
    // the run).
    if (++absent_count <= 5) absent += (absent_count > 1 ? ", " : "") + seat->name();
  }
  if (absent_count > 5) absent += " and " + std::to_string(absent_count - 5) + " more";
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  std::fprintf(stderr, "arena: %d bots ready in %.1f s", n - absent_count, seconds);
  if (absent_count > 0)
    std::fprintf(stderr, "; %d could not start: %s", absent_count, absent.c_str());
  std::fputs("\n", stderr);
}

std::vector<BotResult> BotLineup::results() const {
  std::vector<BotResult> out;
  for (const auto& seat : seats_) out.push_back(seat->result());
  return out;
}

namespace {

// Bye's standings: the players of `results` that `include` takes, best place first.
template <typename Include>
std::vector<protocol::StandingLine> standing_lines(const std::vector<BotResult>& results,
                                                   Include include) {
  std::vector<protocol::StandingLine> lines;
  for (std::size_t e = 0; e < results.size(); ++e) {
    const BotResult& r = results[e];
    if (include(e)) lines.push_back({r.place, r.name, r.points, r.chips});
  }
  std::stable_sort(lines.begin(), lines.end(),
                   [](const auto& a, const auto& b) { return a.place < b.place; });
  return lines;
}

}  // namespace

void BotLineup::players_out_goodbyes(std::span<const int> out,
                                     const std::vector<BotResult>& results,
                                     const std::vector<bool>& is_out) {
  if (!out.empty()) {
    const std::vector<protocol::StandingLine> lines =
        standing_lines(results, [&](std::size_t e) { return is_out[e]; });
    for (const int e : out) {
      const BotResult& r = results[static_cast<std::size_t>(e)];
      (*this)[e].say_bye(protocol::bye_message(r.place, r.points, lines));
    }
  }
  if (!sweeper_) sweeper_ = std::make_unique<FolderSweeper>();
  folder_swept_.resize(seats_.size());
  for (std::size_t e = 0; e < seats_.size(); ++e) {
    BotSeat& seat = *seats_[e];
    if (folder_swept_[e] || !seat.said_bye() || !seat.end_if_done()) continue;
    folder_swept_[e] = true;
    if (folders_) sweeper_->remove(folders_->root() / seat.name());
  }
}

void BotLineup::finish(const std::vector<BotResult>& final_results, bool interrupted,
                       std::string_view why) {
  if (interrupted) {
    for (auto& seat : seats_) seat->kill(why);
    return;
  }
  // Goodbyes all at once, then one grace period for all: a bot that ignores bye costs the run
  // one grace period, not one per bot before it. Players said bye when they were out have had
  // theirs running since.
  const std::vector<protocol::StandingLine> lines =
      standing_lines(final_results, [](std::size_t) { return true; });
  for (std::size_t e = 0; e < seats_.size(); ++e)
    if (!seats_[e]->said_bye())
      seats_[e]->say_bye(
          protocol::bye_message(final_results[e].place, final_results[e].points, lines));
  const auto began = std::chrono::steady_clock::now();
  int ended = 0, killed = 0;
  for (auto& seat : seats_) {
    seat->end();
    killed += seat->result().killed_after_grace ? 1 : 0;
    draw_progress("bots ended", ++ended, size());
  }
  draw_progress("bots ended", ended, size(), true);
  if (!summary_) return;
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  std::fprintf(stderr, "arena: %d bots ended in %.1f s", ended, seconds);
  if (killed > 0) std::fprintf(stderr, " (%d killed after the grace period)", killed);
  std::fputs("\n", stderr);
}

}  // namespace arena
