#pragma once
// One hand at a table of bot seats: tells each bot the hand's start (its own cards only), every
// public event in order (queued until the bot's next act), asks the actor's seat for each decision,
// and applies it to the engine. Shared by sit-and-go tournaments and matches; what happens between
// hands (stacks, eliminations, hand_end, logs) is the caller's.
#include <string>
#include <vector>

#include "arena/director/bot_seat.hpp"
#include "arena/results/hand_record.hpp"
#include "arena/results/live_board.hpp"
#include "engine/hand.hpp"

namespace arena {

struct TableHandSpec {
  int hand_number = 0;
  int level = 1;  // 1-based, as told to the bots (the forced bets are the setup's)
  const poker::HandSetup* setup = nullptr;
  std::vector<BotSeat*> seats;  // by hand player index
  bool mixed = false;           // a mix (R44): hand_start names the hand's game
  int table = 0;                // a multi-table tournament's table, 1-based (R48); 0: none
  LiveBoard* live = nullptr;    // --live: where the hand is shown as it is played
  std::string live_table;       // its table's name there
};

struct PlayedHand {
  poker::Hand hand;
  std::vector<poker::Event> events;
  std::vector<DecisionNote> decisions;  // one per decision, in order
  std::vector<int> seat_of_player;
  std::vector<std::string> name_of_player;

  // The hands.jsonl record of this hand.
  HandRecordInput record_input(const TableHandSpec& spec) const;
};

// Plays the hand to its end. `out` is reused from hand to hand to keep its buffers.
void play_table_hand(const TableHandSpec& spec, PlayedHand& out);

// hand_end to every seat of the hand. It is queued, not written: each bot gets it with its next
// `act` (or `bye`), so the end of a hand wakes no bot.
void tell_hand_end(const TableHandSpec& spec, const PlayedHand& played,
                   const std::vector<protocol::Elimination>& eliminated);

}  // namespace arena
