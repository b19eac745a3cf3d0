#pragma once
// "What went wrong", grouped per bot (docs/REPORT.md): what the arena did for each bot
// (time-outs, refused answers, decisions asked while it was gone) counted by kind, with the first
// hands it happened in; how its runs ended (crashed, never started) with the reason the run
// wrote down (its note, quoting the bot's stderr), the first answer refused and the sandbox's
// limits it met. One row per bot however many decisions went wrong.
#include <functional>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "arena/report/html_table.hpp"
#include "arena/report/player_stats.hpp"

namespace arena::report {

struct BotFaults {
  std::string bot;
  int timeouts = 0, invalid = 0, absent = 0;  // decisions the arena made for it
  int crashed = 0, dropped = 0, no_show = 0;  // runs (a league's games) it ended so: crashed,
                                              // no longer waited for (R24), never started
  std::vector<std::pair<int, int>> hands;     // (game, hand): the first hands with a fault
  std::size_t hands_total = 0;                // every hand with a fault
  std::string reason;                         // the note of the first run it ended badly
  std::size_t more_reasons = 0;               // later runs it ended badly
  std::string first_error;                    // the first answer refused, as standings has it
  std::string limits;                         // the sandbox's limits it ran into
  int total() const { return timeouts + invalid + absent + crashed + dropped + no_show; }
};

class FaultLedger {
 public:
  explicit FaultLedger(std::size_t hands_per_bot) : hands_per_bot_(hands_per_bot) {}
  // A decision the arena made for a bot (the hands' incidents, in the order played). True when
  // its hand is a new one among the bot's first `hands_per_bot`: the page may carry its text.
  bool add(const Incident& incident);
  // A bot's entry in one run's standings (`game`: a league's game; 0 for a single run).
  void add_standing(const nlohmann::json& row, int game);
  // The bots with a fault, the most first (ties in `order`: the standings').
  std::vector<BotFaults> bots(const std::vector<std::string>& order) const;

 private:
  std::map<std::string, BotFaults> by_bot_;
  std::map<std::string, std::pair<int, int>> last_hand_;  // each bot's last hand counted
  std::size_t hands_per_bot_;
};

// `hand_texts`: the text of the hands the page carries, by anchor (incident_anchor);
// `hand_href(game, hand)`: where the hand viewer opens that hand (HandGallery::href).
std::string faults_section(const std::vector<BotFaults>& bots,
                           const std::map<std::string, std::string>& hand_texts,
                           const ReportLimits& limits,
                           const std::function<std::string(int game, int hand)>& hand_href);

// The id of a hand's text on the page: "hand-3-41" (a league's game 3, hand 41).
std::string incident_anchor(int game, int hand);

}  // namespace arena::report
