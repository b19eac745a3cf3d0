#pragma once
// Writes a recorded hand (a hands.jsonl record) as PokerStars-style text, the hand-history
// format most poker tools read: header, seats, forced bets, "*** HOLE CARDS ***" with every
// player's cards (the organizer sees them all), actions per street, "*** SHOW DOWN ***",
// collections and "*** SUMMARY ***". docs/LOGS.md gives the mapping.
#include <map>
#include <string>
#include <string_view>

#include "arena/results/recorded_hand.hpp"

namespace arena {

struct PokerStarsRunInfo {
  bool tournament = true;       // false: a match ("Hold'em No Limit (10/20)" header, no level)
  std::string table;            // table name
  long long tournament_id = 0;  // "Tournament #..." and the hand numbers' prefix
  int max_seats = 0;            // "N-max"; 0: the hand's player count
  std::string date_et;          // "2026/11/22 12:00:00" (Eastern Time), as PokerStars writes it
  // Final places by bot name (tournament): a bot busted in a hand "finished the tournament in
  // Nth place". Empty: no such lines.
  std::map<std::string, int> places;
};

// The hand numbers' factor: a run id times it plus the hand number (hands are at most 10^8).
inline constexpr long long kPokerStarsHandsPerRun = 1'000'000'000;

// A run's id, 0 to 10^9 - 1: BLAKE2b-256 of "<mode> <name> <seed_hash>" (mode "tournament" or
// "match", the run's name, its seed hash: all in config.json), its first 16 hex digits as a
// number modulo 10^9. Runs differ in name (the default names hold the start time and random
// digits) or seed or mode, so their hand numbers differ; the same run always gets the same id.
long long pokerstars_run_id(std::string_view mode, std::string_view name,
                            std::string_view seed_hash);

// A hand number unique across runs: the run's id times 10^9 plus the hand number.
long long pokerstars_hand_id(const PokerStarsRunInfo& run, int hand);

// One hand, lines ending in '\n', no blank line after it.
std::string pokerstars_hand_text(const RecordedHand& hand, const PokerStarsRunInfo& run);

// PokerStars' words for a showdown hand: "a pair of Kings", "two pair, Aces and Fives",
// "a straight, Ace to Five", "a Royal Flush". `cards`: 5 to 7 cards like "Ah".
std::string pokerstars_hand_description(const std::vector<std::string>& cards);

// Level numbers as PokerStars writes them: I, II, ..., XXIV.
std::string roman_numeral(int n);

}  // namespace arena
