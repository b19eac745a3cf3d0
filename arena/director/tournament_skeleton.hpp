#pragma once
// What every tournament shares, a sit-and-go's (tournament.cpp) and a multi-table's
// (multi_table_run.cpp), on top of the run skeleton: who can still act (R20), each bot's result
// from the engine's standings (places, points, chips; R35 when faulted bots are placed last),
// standings.json's rows, and the outcome `arena run` prints.
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/director/run_skeleton.hpp"
#include "arena/results/game_tally.hpp"
#include "arena/results/run_folder.hpp"
#include "arena/results/standings.hpp"
#include "engine/tournament_field.hpp"

namespace arena {

struct RunOutcome {
  RunFolder folder;
  std::vector<BotResult> results;  // in entry order
  int hands = 0;
  bool finished = false;      // played to the end (not interrupted)
  std::string seed;           // revealed at the end
  std::string seed_hash;      // published before the first hand
  std::string ended_early;    // why it ended before its rules ended it (R20), else empty
  bool none_started = false;  // every bot was a no-show: nothing was played
  // Bots that could not start: the run stopped before its first hand (see allow_absent).
  std::vector<BotResult> absent;
};

class TournamentSkeleton : public RunSkeleton {
 public:
  RunOutcome outcome() const;

 protected:
  TournamentSkeleton(const RunSettings& config, const RunOptions& options,
                     const std::filesystem::path& resume_in = {});

  // The engine's field, a sit-and-go's or a multi-table tournament's: who is out, the standings
  // (final once it is over), the points table, and ending it where it stands (R20).
  virtual poker::TournamentField& field() = 0;
  virtual const poker::TournamentField& field() const = 0;
  int hands_played() const override = 0;  // here protected: the outcome and R20's message say it

  void after_bots_started() override;
  bool ends_before_hand() override;
  // The last hand's players out are said bye with everyone, the final standings in hand.
  void after_hand(bool run_over) override {
    if (!run_over) players_out_goodbyes();
  }
  std::vector<BotResult> bye_results() const override { return results(); }
  nlohmann::json standings_table() const override;
  nlohmann::json standings_extra() const override;

  // Ends the tournament now (R20), saying why in standings.json (and on stderr when `announce`).
  void end_early(std::string why, bool announce);
  std::vector<BotResult> results() const;

  const RunSettings& config_;
  // By entrant: hands and net chips by game (a mix, R44).
  std::vector<std::vector<GameTally>> by_game_;

 private:
  // R20: true when some bot still in the tournament is still asked to act.
  bool someone_can_act() const;
  // Says bye to the players eliminated since the last call (their place and points as they
  // stand) and ends the processes of those out earlier: nobody waits for the end of a large
  // field to leave it, and its wind-down is only the players still in.
  void players_out_goodbyes();

  std::vector<bool> said_bye_;  // by entrant: said bye when it was out
  std::string ended_early_;     // why the tournament ended before its rules ended it (R20)
  bool none_started_ = false;
};

}  // namespace arena
