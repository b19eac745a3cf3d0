#pragma once
// --live [ADDR:]PORT of `arena run`, `arena match` and `arena league` (the setting `live`), and
// `arena watch` (docs/LIVE.md): the page's board and server, for as long as the command runs.
#include <filesystem>
#include <memory>

#include "arena/config/run_settings.hpp"
#include "arena/live/live_server.hpp"
#include "arena/results/live_board.hpp"

namespace arena::cli {

struct LivePage {
  LiveBoard board;
  std::unique_ptr<live::LiveServer> server;
};

// The page of the run `settings` describe, when its `live` setting is given (else null): served
// from now on, its address with the organizer's token printed on stderr (and kept in no file).
// Throws std::runtime_error when the address cannot be bound.
std::unique_ptr<LivePage> start_live_page(const RunSettings& settings);

// The page of a run or league being resumed from `folder`, at the address its config.json keeps
// (its `live` setting), with a new token. Null when it has none, or when config.json cannot be
// read: the resume itself then says what is wrong with the folder.
std::unique_ptr<LivePage> resume_live_page(const std::filesystem::path& folder);

}  // namespace arena::cli
