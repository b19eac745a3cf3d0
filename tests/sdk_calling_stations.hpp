#pragma once
// The two SDKs' sample calling stations (bin/caller, bots/caller.py) as real processes, and what
// the advance-request tests read from them: the next line, or nothing for a while.
#include <doctest/doctest.h>

#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "sdk_session.hpp"
#include "support/paths.hpp"

namespace sdk_test {

// The command of each calling station, C++ first.
inline std::vector<std::vector<std::string>> calling_stations() {
  return {{test_paths::bin("caller")},
          {"python3", (test_paths::source_dir() / "bots" / "caller.py").string()}};
}

// The bot's next line, parsed; the test stops when none comes.
inline nlohmann::json next_message(ChildBot& bot) {
  const auto line = bot.read_line();
  REQUIRE_MESSAGE(line.has_value(), "the bot wrote nothing");
  return nlohmann::json::parse(*line);
}

// A bot started and through the handshake: `hello` sent, its `ready` read.
inline std::unique_ptr<ChildBot> greeted(const std::vector<std::string>& argv,
                                         const std::string& hello) {
  auto bot = std::make_unique<ChildBot>(argv);
  bot->send_raw(hello);
  CHECK(next_message(*bot)["type"] == "ready");
  return bot;
}

// Nothing more comes from the bot for a while (it waits for the arena).
inline void expect_quiet(ChildBot& bot) {
  const auto extra = bot.read_line(300);
  CHECK_MESSAGE(!extra.has_value(), "unexpected line: " << extra.value_or(""));
}

// The bot says nothing more, then exits with 0 once its input ends.
inline void expect_quiet_then_clean_exit(ChildBot& bot) {
  expect_quiet(bot);
  bot.close_stdin();
  CHECK(bot.wait_exit() == 0);
}

}  // namespace sdk_test
