#pragma once
// The match director: a fixed number of hands at fixed blinds between 2 to 10 bots, every stack
// reset to the starting stack before each hand, as the computer poker competitions play. Bots
// keep their seats (entry order); the button moves one seat every hand. Deal d's cards are
// shuffled_deck(seed, d), dealt from the button as a dealer does, so the cards belong to the
// positions. In a duplicate match every deal is played once per rotation: rotation r puts the
// button r seats further, so each bot holds each position's cards once and card luck cancels
// out. Results (standings.json, hands.jsonl, config.json) are written as the match goes.
#include <string>
#include <vector>

#include "arena/config/run_settings.hpp"
#include "arena/director/tournament.hpp"
#include "arena/replay/run_setup.hpp"
#include "arena/results/match_standings.hpp"
#include "arena/results/run_folder.hpp"
#include "engine/deal.hpp"
#include "engine/hand.hpp"

namespace arena {

struct MatchOutcome {
  RunFolder folder;
  std::vector<MatchBotResult> results;  // in entry order
  int hands = 0;
  int deals = 0;          // deals played through every rotation
  bool finished = false;  // played to the end (not interrupted)
  std::string seed;       // revealed at the end
  std::string seed_hash;  // published before the first hand
  // Bots that could not start: the match stopped before its first hand (see allow_absent).
  std::vector<BotResult> absent;
  bool none_started = false;  // every bot a no-show (with allow_absent): nothing was played
};

// Plays the match to the end (or until SIGINT/SIGTERM or options.stop is requested). Throws
// std::runtime_error for problems with the results folder; bot failures never throw.
MatchOutcome run_match(const RunSettings& config, const RunOptions& options);

}  // namespace arena
