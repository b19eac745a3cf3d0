#pragma once
// Every arena -> bot message (sdk/PROTOCOL.md), each with exactly one writer. `seat` is always
// the table seat 0..N-1, never the engine's hand player index.
//
// The messages of every hand and decision (hand_start, the public events, act, draw, advanced,
// hand_end) are written straight into a line without a Json tree (line_writer.hpp): keys in
// nlohmann's sorted order, so each line is byte for byte what dumping the message as a Json tree
// gives (tests/support/protocol_oracle.hpp builds those trees; tests/protocol_fast_lines_test.cpp
// compares the two over thousands of engine hands). The only free text in them is bot names,
// which BotSeat admits only as is_wire_name() (wire.hpp), so nothing in them needs escaping.
// The rare messages (hello, timeout, bye) are built as Json trees and written with to_line().
//
// The writers never see what the receiver must not: another player's hole cards are simply not
// an input of any writer except through a Show event (cards shown at showdown).
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "arena/config/table_rules.hpp"
#include "arena/config/time_rules.hpp"
#include "arena/protocol/wire.hpp"
#include "engine/advance.hpp"
#include "engine/forced_move.hpp"
#include "engine/turn_policy.hpp"

namespace arena::protocol {

// ---- hello ---------------------------------------------------------------------------------

struct PlayerInfo {
  int seat = 0;
  std::string name;
};

// The run's time rules, as the bot is told them (R22-R24): the settings' own type.
using TimeRules = arena::TimeRules;

struct HelloInfo {
  std::string mode = "tournament";  // "tournament" or "match"
  std::string tournament;           // the run's name
  int seat = 0;                     // the receiver's seat
  std::string name;                 // the receiver's name in this tournament
  std::vector<PlayerInfo> players;  // everyone at the receiver's table, by seat
  poker::Structure structure = poker::Structure::NoLimit;
  poker::GameId game = poker::GameId::Holdem;  // hello's game: its cards, streets and draws
  poker::GameMix mix;                          // a mix's games (R44), each hand naming its own
  Chips starting_stack = 0;
  poker::Schedule schedule;
  TimeRules time;
  TableRules table;            // R25-R27: hello's "table_rules"
  std::vector<double> points;  // by place, first place first
  int hand_limit = 0;          // 0: none (a multi-table tournament: rounds)
  int table_number = 0;  // a multi-table tournament (R48): the receiver's table, 1-based; 0: none
  int tables = 0;        // and how many tables it starts with
};
Json hello_message(const HelloInfo& info);

// R51, R52: a multi-table tournament moved the receiver to `table` (1-based) and `seat`, for
// `reason` ("balance", "break", "final-table"); `players` are everyone now at that table, by
// seat, with their stacks.
struct SeatedPlayer {
  int seat = 0;
  std::string name;
  Chips stack = 0;
};
Json moved_message(int table, int seat, std::string_view reason,
                   const std::vector<SeatedPlayer>& players);

// Ranking points on the wire: a whole number as an integer (2), a share of a place's points as
// a decimal (0.5), in hello and bye (sdk/PROTOCOL.md, Points).
Json points_json(double points);

// ---- hand_start ----------------------------------------------------------------------------

struct SeatStack {
  int seat = 0;
  std::string name;  // is_wire_name()
  Chips stack = 0;   // before antes and blinds
};

struct HandStartInfo {
  std::int64_t hand = 0;  // 1-based
  int level = 1;          // 1-based
  Chips small_blind = 0;
  Chips big_blind = 0;
  Chips ante = 0;
  poker::AnteKind ante_kind = poker::AnteKind::None;
  int button = 0;  // seats
  // The blinds' seats; -1, and not sent, in a hand without blinds (stud, blognomic-holdem, an
  // ante-only level).
  int small_blind_seat = 0;
  int big_blind_seat = 0;
  Chips bring_in = 0;  // stud (R39): the bring-in, sent only when above 0
  // In a mix (R44): the hand's game and structure, sent only when given.
  std::string_view game;
  std::string_view structure;
  std::vector<SeatStack> seats;  // only the players dealt into this hand, clockwise
};

// hand_start's forced bets as `setup` posts them, not as the level names them (stud antes and
// brings in by its own stakes and has no blinds, R43; blognomic-holdem antes only, R46): the
// blinds, the ante a player owes and its kind, the bring-in, and the blinds' seats (-1 in a hand
// without blinds). `seat_of_player[p]` is the table seat of the setup's player p.
void set_forced_bets(HandStartInfo& info, const poker::HandSetup& setup,
                     std::span<const int> seat_of_player);

// hand_start is the same for every receiver except `seat` and `hole` (every hand sends one to
// each player): the parts every receiver shares are written once.
class HandStartLines {
 public:
  explicit HandStartLines(const HandStartInfo& info);
  // The line for `receiver_seat`, ending in '\n', into `line` (its capacity is kept).
  void line_for(int receiver_seat, std::span<const poker::Card> hole, std::string& line) const;

 private:
  std::string head_;   // {"ante":...,"hand":N,
  std::string level_;  // "level":N,
  std::string tail_;   // "seats":[...],...,"type":"hand_start"}\n
};

// ---- public events ---------------------------------------------------------------------------

// Turns the engine's events of one hand into lines. It keeps the public state the messages
// report (stacks, pot, board) from the events themselves, so it needs only the hand's start.
// Hole cards are never narrated: each player gets its own in hand_start, and others' cards
// only through "show".
class HandNarrator {
 public:
  // seat_of_player[p] = table seat of engine player p; start_stacks[p] = p's stack before
  // antes and blinds; `game` names the streets and ranks the shown hands.
  HandNarrator(std::int64_t hand, std::vector<int> seat_of_player, std::vector<Chips> start_stacks,
               const poker::GameDef& game = poker::holdem_game());

  struct Line {
    bool message = false;  // false: the event has no message (line left empty)
    int only_seat = -1;    // >= 0: a private event only this seat may see
    int owner_seat = -1;   // >= 0: this seat gets owner_line() instead (its own draw's cards)
  };
  // Advances the public state past `event` and writes its message into `line` (ending in '\n').
  // Call once per event, in order.
  Line narrate_line(const poker::Event& event, std::string& line);
  // The drawer's own copy of the last `drew` message: with the cards it discarded and drew and
  // its hand now, which nobody else is told.
  const std::string& owner_line() const { return owner_line_; }

  Chips stack_of_player(int p) const { return stacks_.at(p); }
  Chips pot() const { return pot_; }
  const std::vector<poker::Card>& board() const { return board_; }

 private:
  int seat(int player) const;
  // Stud's per-street deal: who got how many down cards and which up cards (R39).
  void narrate_stud_deal(const poker::Event& deal, std::string& line);
  Chips& stack_ref(int player);
  // A draw round's turn (R30): the message once the discards and any cards served are known.
  void narrate_draw(const poker::Event& discard, std::span<const poker::Card> served,
                    std::string& line);
  // One writer per event type, called by narrate_line.
  // An ante or a blind posted.
  Line narrate_post(const poker::Event& e, Chips& stack, std::string& line);
  // Cards dealt to a player (stud's up cards are public).
  Line narrate_hole_dealt(const poker::Event& e, std::string& line);
  // A draw round's discards (R30).
  Line narrate_discard(const poker::Event& e, std::string& line);
  // The cards that replace a discard.
  Line narrate_drawn(const poker::Event& e, std::string& line);
  // Board cards.
  Line narrate_board(const poker::Event& e, std::string& line);
  // A bet, call, check, raise or fold.
  Line narrate_act(const poker::Event& e, Chips& stack, std::string& line);
  // An uncalled bet returned.
  Line narrate_uncalled(const poker::Event& e, Chips& stack, std::string& line);
  // A hand shown at the showdown.
  Line narrate_show(const poker::Event& e, std::string& line);
  // All-in protection (R26).
  Line narrate_protect(const poker::Event& e, Chips& stack, std::string& line);
  // A hand mucked (R27).
  Line narrate_muck(const poker::Event& e, std::string& line);
  // A pot (or half of one, R38) won.
  Line narrate_pot_won(const poker::Event& e, Chips& stack, std::string& line);
  std::int64_t hand_;
  std::vector<int> seat_of_player_;
  std::vector<Chips> stacks_;
  Chips pot_ = 0;
  std::vector<poker::Card> board_;
  const poker::GameDef* game_;                  // never null
  std::vector<std::vector<poker::Card>> hole_;  // each player's cards as they stand
  poker::Event pending_discard_{};              // a discard whose replacements come next
  bool discard_pending_ = false;
  std::string owner_line_;
};

// ---- act -----------------------------------------------------------------------------------

// Everything the arena asks a bot with, and what it checks the answer against.
struct ActRequest {
  std::int64_t id = 0;  // positive, unique per bot within the tournament
  std::int64_t hand = 0;
  poker::Street street = poker::Street::Preflop;
  std::string_view street_name = "preflop";  // the game's word for it
  poker::Legal legal;
  std::int64_t time_ms = 0;
  Chips pot = 0;    // all chips in the middle, this street's bets included
  Chips stack = 0;  // the bot's chips behind
  Chips bet = 0;    // the bot's own wager on this street
  std::vector<poker::Card> board;
};
// The request for the hand's current actor.
ActRequest make_act_request(const poker::Hand& hand, std::int64_t id, std::int64_t hand_number,
                            std::int64_t time_ms);
// The act line, ending in '\n', into `line` (every decision sends one).
void write_act_line(const ActRequest& request, std::string& line);

// ---- draw (a draw or discard round's turn, R30) ------------------------------------------------

struct DrawRequest {
  std::int64_t id = 0;  // shares the act ids' numbering
  std::int64_t hand = 0;
  std::string_view street;  // the game's word: "draw1"
  int round = 0;            // the hand's draw rounds counted from 1
  std::vector<poker::Card> hole;
  poker::DrawRound limits;  // min_discard, max_discard, replace
  std::int64_t time_ms = 0;
  Chips pot = 0;
  Chips stack = 0;
};
// The request for the hand's current drawer.
DrawRequest make_draw_request(const poker::Hand& hand, std::int64_t id, std::int64_t hand_number,
                              std::int64_t time_ms);
// The draw line, ending in '\n', into `line` (every draw turn sends one).
void write_draw_line(const DrawRequest& request, std::string& line);

// ---- hand_end --------------------------------------------------------------------------------

struct Elimination {
  int seat = 0;
  std::string name;  // is_wire_name()
  int place = 0;
};
struct SeatChips {
  int seat = 0;
  Chips stack = 0;
};
// The hand_end line, ending in '\n', into `line` (sent to every bot after every hand).
void write_hand_end_line(std::int64_t hand, const std::vector<SeatChips>& stacks,
                         const std::vector<Elimination>& eliminated, std::string& line);

// ---- timeout, bye ----------------------------------------------------------------------------

// The `timeout` message's reason for a decision the table forced (engine/turn_policy.hpp's
// ForcedReason): the protocol's words, fixed by PROTOCOL.md, differ from the log's.
std::string_view wire_name(poker::ForcedReason reason);  // "time", "invalid", "absent"
// `taken` is what the arena did for the bot: check, fold, or (R26) protected, with the
// protections it has left. `error` (for Invalid) says why; it may quote anything the bot wrote,
// so this message is a Json tree.
Json timeout_message(std::int64_t id, std::int64_t hand, poker::ForcedReason reason,
                     poker::ForcedMove taken, std::string_view error = {},
                     int protections_left = -1);
// In a draw turn (R34): `taken` is "stand_pat", or "discard" when the round's discard is
// compulsory and the arena chose the cards (the drawer's `drew` copy names them).
Json draw_timeout_message(std::int64_t id, std::int64_t hand, poker::ForcedReason reason,
                          bool discarded, std::string_view error = {});

// ---- advance requests (R25) ------------------------------------------------------------------

// The request was applied at the bot's turn, without an `act`: `taken` is the action. The line,
// ending in '\n', into `line`: a bot that pre-acts (call_any) hears one on most of its turns.
void write_advanced_line(std::int64_t hand, std::string_view street,
                         const poker::AdvanceRequest& request, poker::ActionType taken,
                         std::string& line);
// A draw request applied at the bot's draw turn, without a `draw`: `taken` is "stand_pat" or
// "discard" (its drew copy names the cards).
Json draw_advanced_message(std::int64_t hand, std::string_view street,
                           const poker::AdvanceRequest& request);
// The request was void at the bot's turn (`act` follows), or is ignored when it came (it named
// another hand, or the run does not take requests): `reason` says why.
Json advance_void_message(std::int64_t hand, const poker::AdvanceRequest& request,
                          std::string_view reason);
Json advance_ignored_message(std::int64_t hand, std::string_view request, std::string_view reason);

struct StandingLine {
  int place = 0;
  std::string name;
  double points = 0;
  Chips chips = 0;
};
Json bye_message(int place, double points, const std::vector<StandingLine>& standings);

}  // namespace arena::protocol
