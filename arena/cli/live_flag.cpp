#include "arena/cli/live_flag.hpp"

#include <csignal>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <thread>

#include "arena/cli/commands.hpp"
#include "arena/process/shutdown.hpp"

namespace arena::cli {
namespace {

void print_address(const live::LiveServer& server, bool loopback) {
  std::fprintf(stderr,
               "arena: live page %s\n  (the token in it lets its holder see the hole cards of "
               "finished hands and pause the run%s: keep it to yourself)\n",
               server.organizer_url().c_str(),
               loopback ? "" : ", and is needed for any of the page, served beyond 127.0.0.1");
  std::fflush(stderr);
}

std::unique_ptr<LivePage> serve_live_page(const std::string& live,
                                          const std::filesystem::path& folder) {
  if (live.empty()) return nullptr;
  const std::optional<LiveAddress> where = LiveAddress::parse(live);
  if (!where) throw std::runtime_error("--live: '" + live + "' is not [ADDR:]PORT");
  auto page = std::make_unique<LivePage>();
  page->server =
      std::make_unique<live::LiveServer>(live::ServerSetup{*where, folder, &page->board});
  print_address(*page->server, where->loopback());
  return page;
}

}  // namespace

std::unique_ptr<LivePage> start_live_page(const RunSettings& settings) {
  return serve_live_page(settings.live,
                         std::filesystem::path(settings.results_dir) / settings.name);
}

std::unique_ptr<LivePage> resume_live_page(const std::filesystem::path& folder) {
  std::ifstream in(folder / "config.json");
  if (!in) return nullptr;
  const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  RunSettings kept;
  try {
    kept = parse_settings_text(text, (folder / "config.json").string());
  } catch (const std::exception&) {
    return nullptr;
  }
  return serve_live_page(kept.live, folder);
}

void add_watch_command(CLI::App& app, int& exit_code) {
  auto folder = std::make_shared<std::string>();
  auto listen = std::make_shared<std::string>("8080");
  CLI::App* cmd = app.add_subcommand(
      "watch",
      "Serve the live page of a results folder, a finished run's or one still in play "
      "(docs/LIVE.md), until Ctrl-C");
  cmd->add_option("RESULTS_DIR", *folder, "A run's results folder")->required();
  cmd->add_option("--port", *listen,
                  "[ADDR:]PORT to serve on (default 8080 on 127.0.0.1; 0: any free port)")
      ->type_name("[ADDR:]PORT");
  cmd->callback([folder, listen, &exit_code] {
    const std::optional<LiveAddress> where = LiveAddress::parse(*listen);
    if (!where) {
      std::fprintf(stderr, "arena watch: --port: '%s' is not [ADDR:]PORT\n", listen->c_str());
      exit_code = kBadUsage;
      return;
    }
    if (!std::filesystem::is_directory(*folder)) {
      std::fprintf(stderr, "arena watch: %s: no such folder\n", folder->c_str());
      exit_code = 1;
      return;
    }
    install_shutdown_handlers();
    try {
      const live::LiveServer server(live::ServerSetup{*where, *folder, nullptr});
      print_address(server, where->loopback());
      // Served from the server's own thread; this one waits for Ctrl-C.
      while (!shutdown_requested()) std::this_thread::sleep_for(std::chrono::milliseconds(100));
    } catch (const std::exception& e) {
      std::fprintf(stderr, "arena watch: %s\n", e.what());
      exit_code = 1;
      return;
    }
    exit_code = 0;
  });
}

}  // namespace arena::cli
