#pragma once
// Settings of one match (`arena match`): a fixed number of hands at fixed blinds, every stack
// reset to the starting stack before each hand. The fields a match shares with a sit-and-go
// (bots, starting stack, structure, time rules, seed, names, folders) are parsed and checked by
// the tournament settings code; a match adds hands, small_blind, big_blind, ante, ante_kind and
// duplicate, and has no schedule, points or hand_limit. docs/CONFIG.md lists every field.
#include <filesystem>
#include <optional>
#include <string_view>

#include <nlohmann/json_fwd.hpp>

#include "arena/config/tournament_config.hpp"

namespace arena {

inline constexpr int kMaxMatchHands = 100'000'000;
// Without a starting_stack setting, each hand starts 200 big blinds deep (as the annual computer
// poker competition's no-limit events do).
inline constexpr int kDefaultStackInBigBlinds = 200;

struct MatchConfig {
  // The shared settings. Its schedule is the match's single level of fixed blinds (length =
  // hands, name "fixed"); its points and hand_limit are not used.
  TournamentConfig common;
  int hands = 1000;  // hands played in all, rotations included
  poker::Level blinds{50, 100, 0, poker::AnteKind::None, 1000};
  bool duplicate = false;  // every deal once per seat rotation

  int bots() const { return static_cast<int>(common.bots.size()); }
  // Hands played with each deal: one per seat rotation when duplicate, else one.
  int rotations() const { return duplicate ? bots() : 1; }
  int deals() const { return hands / rotations(); }
};

struct MatchOverrides {
  ConfigOverrides common;  // schedule, points and hand_limit must stay empty
  std::optional<int> hands;
  std::optional<poker::Chips> small_blind;
  std::optional<poker::Chips> big_blind;
  std::optional<poker::Chips> ante;
  std::optional<std::string> ante_kind;  // "none", "every-player", "big-blind"
  std::optional<poker::Chips> min_bet;   // an ante-only match (big blind 0): the smallest bet
  std::optional<bool> duplicate;
};

// The file's settings (when a path is given), the flags on top, then defaults; everything
// checked. Errors are ConfigError naming the source and the field.
MatchConfig resolve_match_config(const std::optional<std::filesystem::path>& config_file,
                                 const MatchOverrides& flags,
                                 std::string_view source = "command line");

// Match settings JSON text (as config.json holds them); `source` names it in messages.
MatchConfig parse_match_config_text(std::string_view text, std::string_view source);

// The resolved settings with "mode": "match"; parse_match_config_text gives them back.
nlohmann::json to_json(const MatchConfig& config);

// A fresh match run name: "match-YYYYMMDD-HHMMSS-" plus 6 random hex digits.
std::string default_match_name();

}  // namespace arena
