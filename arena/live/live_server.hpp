#pragma once
// The live page's HTTP server (docs/LIVE.md): `arena run|match|league --live` and `arena watch`.
// Boost.Beast on an io_context and thread of its own: the page, GET /state.json, the push
// channel (server-sent events on GET /events), finished hands (GET /hand.json) and the
// organizer's pause (POST /control). It reads the run's board and its results folder and never
// makes the run wait: every reader's copy is taken under the board's short lock, and a browser
// that does not keep up is sent the latest state only, then dropped after a few seconds stuck.
#include <filesystem>
#include <memory>
#include <string>

#include "arena/config/run_settings.hpp"
#include "arena/results/live_board.hpp"

namespace arena::live {

struct ServerSetup {
  LiveAddress where;
  std::filesystem::path folder;  // the run's results folder (need not exist yet)
  LiveBoard* board = nullptr;    // the run in this process; null: a folder alone (arena watch)
};

class LiveServer {
 public:
  // Binds and starts serving; throws std::runtime_error naming the address when it cannot bind.
  explicit LiveServer(ServerSetup setup);
  ~LiveServer();  // stops serving and drops every browser
  LiveServer(const LiveServer&) = delete;
  LiveServer& operator=(const LiveServer&) = delete;

  // The page's address with the organizer's token: printed at the start, kept in no file.
  std::string organizer_url() const;
  int port() const;

  struct Impl;

 private:
  std::unique_ptr<Impl> impl_;
};

// 128 random bits as 32 hex digits, from the operating system's generator.
std::string new_token();

}  // namespace arena::live
