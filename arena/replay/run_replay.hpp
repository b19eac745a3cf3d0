#pragma once
// A run re-derived hand by hand from its seed, driven by the logged actions: one kind per run
// mode (sit-and-go: tournament_replay.cpp; match: match_replay.cpp; multi-table tournament:
// multi_table_replay.cpp). `arena verify` walks hands.jsonl through one and compares the
// standings it gives with standings.json; `arena run --resume` goes on from where one stops.
#include <cstddef>
#include <filesystem>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"

namespace arena::replay {

// Each bot's `ended` in standings.json, by name.
using LoggedEndings = std::map<std::string, std::string>;

class RunReplay {
 public:
  virtual ~RunReplay() = default;
  // Checks hands.jsonl line `line` (0-based) against the next hand; throws Mismatch.
  virtual void check_hand(const nlohmann::json& log, std::size_t line) = 0;
  // standings.json's rows as the director writes them from the state now, reduced to the keys
  // of standing_keys() (bots by place).
  virtual nlohmann::json standings_now() const = 0;
  // Whether the run is over after the hands checked so far.
  virtual bool finished() const = 0;
  // Ends the run where it stands, as the director did when no bot still in could act (R20).
  virtual void end_now() {}
  // How each bot ended as standings.json says (crashed, no-show, absent, ...): faults are the
  // bots' doing, not the seed's, so they are taken from the log. A tournament places the faulted
  // ones last when told to (R35); a match gives a bot that never started no win rate.
  virtual void set_logged_endings(const LoggedEndings& /*ended*/) {}
  // The fields of a standings row that are functions of the seed and the actions, in the order
  // differences are looked for.
  virtual std::initializer_list<std::string_view> standing_keys() const = 0;
  // Once every hand is checked: what the kind of run logs beside the hands is checked whole.
  virtual void check_end() {}
  // Whether the run ended because it reached the settings' hand limit.
  virtual bool ended_by_hand_limit() const { return false; }
};

// By entrant: whether standings.json says the bot faulted (R35).
std::vector<bool> faulted_entrants(const RunSettings& config, const LoggedEndings& ended);

std::unique_ptr<RunReplay> make_tournament_replay(const RunSettings& config,
                                                  const std::string& seed);
std::unique_ptr<RunReplay> make_match_replay(const RunSettings& config, const std::string& seed);
// A multi-table tournament's (multi_table_replay.cpp): its tables.jsonl is read from `dir`.
std::unique_ptr<RunReplay> make_multi_table_replay(const RunSettings& config,
                                                   const std::string& seed,
                                                   const std::filesystem::path& dir);

}  // namespace arena::replay
