#pragma once
// The bot protocol's messages (sdk/PROTOCOL.md): builders for every arena -> bot message, and
// strict parsers for the two things a bot may say (`ready`, `action`). One JSON object per line;
// `seat` is always the table seat 0..N-1, never the engine's hand player index.
// The builders never see what the receiver must not: another player's hole cards are simply
// not an input of any builder except through a Show event (cards shown at showdown).
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json.hpp>

#include "engine/card.hpp"
#include "engine/hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena::protocol {

using Json = nlohmann::json;
using poker::Chips;

inline constexpr int kProtocolVersion = 1;
// A bot line longer than this is a protocol error (sdk/PROTOCOL.md, Transport).
inline constexpr std::size_t kMaxLineBytes = 65536;

// The wire words, fixed by the protocol (they must not follow any display text of the engine).
std::string_view wire_name(poker::Street street);        // "preflop", "flop", "turn", "river"...
std::string_view wire_name(poker::ActionType action);    // "fold", "check", "call", "bet", "raise"
std::string_view wire_name(poker::Structure structure);  // "no-limit", "pot-limit", ...
std::string_view wire_name(poker::AnteKind kind);        // "none", "every-player", "big-blind"
Json cards_json(std::span<const poker::Card> cards);     // ["Ah","Kd"]

// ---- hello ---------------------------------------------------------------------------------

struct PlayerInfo {
  int seat = 0;
  std::string name;
};

// The tournament's time rules, as the bot is told them (R22-R24).
struct TimeRules {
  std::int64_t decision_ms = 1000;  // per decision
  std::int64_t time_bank_ms = 0;    // drawn on when a decision runs over decision_ms
  std::int64_t startup_ms = 10000;  // to answer hello with ready
  int timeouts_in_a_row = 3;        // then the bot is no longer waited for
  std::int64_t grace_ms = 2000;     // after bye, before the process is killed
};

struct HelloInfo {
  std::string mode = "tournament";  // "tournament" or "match"
  std::string tournament;           // the run's name
  int seat = 0;                     // the receiver's seat
  std::string name;                 // the receiver's name in this tournament
  std::vector<PlayerInfo> players;  // everyone, by seat
  poker::Structure structure = poker::Structure::NoLimit;
  Chips starting_stack = 0;
  poker::Schedule schedule;
  TimeRules time;
  std::vector<double> points;  // by place, first place first
  int hand_limit = 0;          // 0: none
};
Json hello_message(const HelloInfo& info);

// ---- hand_start ----------------------------------------------------------------------------

struct SeatStack {
  int seat = 0;
  std::string name;
  Chips stack = 0;  // before antes and blinds
};

struct HandStartInfo {
  std::int64_t hand = 0;  // 1-based
  int level = 1;          // 1-based
  Chips small_blind = 0;
  Chips big_blind = 0;
  Chips ante = 0;
  poker::AnteKind ante_kind = poker::AnteKind::None;
  int button = 0;  // seats
  int small_blind_seat = 0;
  int big_blind_seat = 0;
  std::vector<SeatStack> seats;  // only the players dealt into this hand, clockwise
};
// The same for every receiver except `seat` and `hole`: build the common part once with
// hand_start_common() and finish it per receiver with hand_start_for().
Json hand_start_common(const HandStartInfo& info);
Json hand_start_for(Json common, int receiver_seat, std::array<poker::Card, 2> hole);
Json hand_start_message(const HandStartInfo& info, int receiver_seat,
                        std::array<poker::Card, 2> hole);

// The same lines without a Json tree per receiver (every hand sends one to each player): the
// parts every receiver shares are written once, byte for byte as to_line(hand_start_message())
// would write them. A seat name that would need escaping sends it through the Json path instead.
class HandStartLines {
 public:
  explicit HandStartLines(const HandStartInfo& info);
  // The line for `receiver_seat`, ending in '\n', into `line` (its capacity is kept).
  void line_for(int receiver_seat, std::array<poker::Card, 2> hole, std::string& line) const;

 private:
  std::string head_;            // {"ante":...,"hand":N,
  std::string level_;           // "level":N,
  std::string tail_;            // "seats":[...],...,"type":"hand_start"}\n
  std::optional<Json> common_;  // when a name needs escaping
};

// ---- public events ---------------------------------------------------------------------------

// One engine event as a message, with who may see it.
struct EventMessage {
  std::optional<Json> body;  // none: the event has no message (dealing hole cards, hand end)
  int only_seat = -1;        // >= 0: a private event only this seat may see
  // The message as `receiver_seat` may receive it; none when it must not see the event.
  std::optional<Json> for_seat(int receiver_seat) const;
};

// Turns the engine's events of one hand into messages. It keeps the public state the messages
// report (stacks, pot, board) from the events themselves, so it needs only the hand's start.
// Hole cards are never narrated: each player gets its own in hand_start, and others' cards
// only through "show".
class HandNarrator {
 public:
  // seat_of_player[p] = table seat of engine player p; start_stacks[p] = p's stack before
  // antes and blinds.
  HandNarrator(std::int64_t hand, std::vector<int> seat_of_player, std::vector<Chips> start_stacks);

  // Advances the public state past `event` and returns its message. Call once per event, in
  // order.
  EventMessage narrate(const poker::Event& event);

  // The hot path of every hand: the same as narrate(), with the message written straight into
  // `line` as to_line(body) would give it, byte for byte, without building a Json.
  struct Line {
    bool message = false;  // false: no message (line left empty)
    int only_seat = -1;    // as in EventMessage
  };
  Line narrate_line(const poker::Event& event, std::string& line);

  Chips stack_of_player(int p) const { return stacks_.at(p); }
  Chips pot() const { return pot_; }
  const std::vector<poker::Card>& board() const { return board_; }

 private:
  int seat(int player) const;
  Chips& stack_ref(int player);
  std::int64_t hand_;
  std::vector<int> seat_of_player_;
  std::vector<Chips> stacks_;
  Chips pot_ = 0;
  std::vector<poker::Card> board_;
};

// ---- act -----------------------------------------------------------------------------------

// Everything the arena asks a bot with, and what it checks the answer against.
struct ActRequest {
  std::int64_t id = 0;  // positive, unique per bot within the tournament
  std::int64_t hand = 0;
  poker::Street street = poker::Street::Preflop;
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
std::vector<std::string_view> legal_words(const poker::Legal& legal);  // fold, check, call...
Json act_message(const ActRequest& request);
// The same as to_line(act_message(request)), byte for byte, written into `line` without a Json
// (every decision sends one).
void write_act_line(const ActRequest& request, std::string& line);

// ---- hand_end, timeout, bye -------------------------------------------------------------------

struct Elimination {
  int seat = 0;
  std::string name;
  int place = 0;
};
struct SeatChips {
  int seat = 0;
  Chips stack = 0;
};
Json hand_end_message(std::int64_t hand, const std::vector<SeatChips>& stacks,
                      const std::vector<Elimination>& eliminated);
// The same message's line, ending in '\n', into `line`: byte for byte to_line(hand_end_message),
// written without a Json tree unless a name needs escaping.
void write_hand_end_line(std::int64_t hand, const std::vector<SeatChips>& stacks,
                         const std::vector<Elimination>& eliminated, std::string& line);

enum class TimeoutReason { Time, Invalid, Absent };
std::string_view wire_name(TimeoutReason reason);  // "time", "invalid", "absent"
// `taken` is what the arena did for the bot: check or fold. `error` (for Invalid) says why.
Json timeout_message(std::int64_t id, std::int64_t hand, TimeoutReason reason,
                     poker::ActionType taken, std::string_view error = {});

struct StandingLine {
  int place = 0;
  std::string name;
  double points = 0;
  Chips chips = 0;
};
Json bye_message(int place, double points, const std::vector<StandingLine>& standings);

// One message as the line written to a bot (compact JSON and '\n').
std::string to_line(const Json& message);

// ---- bot -> arena ----------------------------------------------------------------------------

struct ReadyAnswer {
  bool ok = false;
  std::string name;
  std::string version;  // empty when not given
  std::string error;    // when !ok: what is wrong, for the bot's log
};
// `{"type":"ready","name":"MyBot","version":"0.3"}`; version optional (string or number).
ReadyAnswer parse_ready(std::string_view line);

enum class ParseKind {
  Ok,         // `action` is legal and may be applied
  Stale,      // a well-formed answer to another id: drop it and keep waiting
  Malformed,  // not JSON, not an object, not an action, missing or mistyped fields
  NotLegal,   // the action is not in the request's `legal`
  BadAmount,  // bet/raise amount not an integer or outside [min_raise_to, max_raise_to]
};
std::string_view to_string(ParseKind kind);

struct ActionAnswer {
  ParseKind kind = ParseKind::Malformed;
  poker::Action action;  // when Ok
  std::int64_t id = 0;   // the id the bot sent, when it sent one
  std::string error;     // when not Ok: what is wrong, naming the field
};
// Strict: never guesses what the bot meant. Unknown fields are ignored; `amount` is ignored
// for fold, check and call.
ActionAnswer parse_action(std::string_view line, const ActRequest& request);

}  // namespace arena::protocol
