#pragma once
// arena_bot's state of the table (arena_bot.hpp): the players, the hand, the question asked,
// and the Decision a bot answers with.
#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

namespace arena_bot {

using json = nlohmann::json;
using Chips = std::int64_t;

// One seat at the table.
struct Player {
  int seat = -1;
  std::string name;
  Chips stack = 0;              // chips behind
  Chips bet = 0;                // live wager on the current street (blinds included, antes not)
  Chips put_in = 0;             // everything put in this hand, antes included
  bool in_hand = false;         // dealt into the current hand
  bool folded = false;          // in this hand
  bool all_in = false;          // in this hand
  bool eliminated = false;      // out of the tournament
  int place = 0;                // when eliminated
  bool is_protected = false;    // in this hand: all-in protection after a time-out (R26)
  std::vector<std::string> up;  // stud: this hand's cards dealt face up, in order (public)
};

// One public event of the current hand, in order (posts, actions, board cards, showdowns).
struct HandEvent {
  std::string type;    // "post", "acted", "board", "show", "muck", "protected", "uncalled",
                       // "pot_won", "drew" (a draw turn: `amount` is how many it discarded)
  int seat = -1;       // -1 for board cards
  std::string street;  // for "acted" and "board"
  std::string action;  // "acted": fold, check, call, bet, raise; "post": ante, small_blind...
  Chips amount = 0;    // as in the message (raise-to total for bet/raise)
  std::string line;    // the whole message as it came, for fields not copied above

  json message() const { return json::parse(line, nullptr, false); }
};

// Everything the bot knows, kept up to date from the arena's messages.
struct GameState {
  // From hello: the tournament.
  json hello;  // the whole message
  std::string tournament;
  std::string mode;  // "tournament" or "match"
  int my_seat = -1;
  std::string my_name;
  int table = 0;          // a multi-table tournament's table (1-based: hello, moved); 0: one table
  std::string structure;  // "no-limit", "pot-limit", "fixed-limit"
  Chips starting_stack = 0;
  // From hello.game: the game (sdk/PROTOCOL.md, "Drawing").
  std::string variant = "holdem";  // "2-7-triple-draw", "badugi", "5-card-draw", ...
  std::string ranking = "high";    // "high", "2-7-low" (lowest wins, aces high), "badugi", "omaha",
                                   // "a-5-low" (razz)
  bool stud = false;               // stud, stud-8, razz: antes, a bring-in, up cards (R39-R43)
  // A mix (R44): "horse", "8-game", "mix:..."; the game fields above then follow each hand's
  // game (hello["mix"]["games"] describes them).
  std::string mix_name;
  int hole_cards = 2;                    // dealt to each player
  std::string first_street = "preflop";  // the game's first street ("predraw", stud's "third")
  bool may_stand_pat = false;   // the game has draw rounds, none compulsory: stand_pat is valid
  int compulsory_discard = 0;   // cards a draw round makes me throw (Crazy Pineapple's 1), else 0
  std::vector<Player> players;  // indexed by seat
  std::vector<double> points;   // ranking points by place, first place first: 2 or 0.5 alike
  // From hello.table_rules (R25-R27); an arena that does not send them takes no requests.
  bool advance_actions = false;           // advance requests are taken (see run with pre_act)
  std::string timeout_rule = "vacation";  // or "all-in-protection"
  int protections = 0;                    // all-in protections each bot has in the run
  std::string showdown = "show-all";      // or "muck-losers"

  // From hand_start and the events: the hand in play.
  std::int64_t hand = 0;
  bool hand_in_play = false;  // from hand_start to hand_end
  int level = 0;
  Chips small_blind = 0;
  Chips big_blind = 0;
  Chips ante = 0;
  std::string ante_kind;  // "none", "every-player", "big-blind"
  Chips bring_in = 0;     // stud: this hand's bring-in
  int button = -1;
  int small_blind_seat = -1;
  int big_blind_seat = -1;
  std::vector<std::string> hole;   // my cards as they stand, e.g. {"Ah", "Kd"} (after any draw)
  std::vector<std::string> board;  // 0, 3, 4 or 5 cards
  std::string street;  // the game's word: "preflop", "flop", ...; "predraw", "draw1", ...
  Chips pot = 0;       // everything in the middle, this street's bets included
  std::vector<HandEvent> history;  // this hand's public events

  // From act: the question being asked.
  std::int64_t act_id = 0;
  std::vector<std::string> legal;  // from fold, check, call, bet, raise
  Chips to_call = 0;               // chips a call adds (at most my stack)
  Chips min_raise_to = 0;          // when bet or raise is legal: smallest "raise to" total
  Chips max_raise_to = 0;          // and largest (all-in)
  bool bring_in_due = false;       // stud: my call posts the bring-in, my raise completes it
  std::int64_t time_ms = 0;        // how long the arena waits for the answer
  std::string act_line;            // the whole message as it came

  // From draw: a draw or discard round's turn (R30), answered by the draw callback.
  std::int64_t draw_id = 0;
  int draw_round = 0;   // the hand's draw rounds counted from 1
  int min_discard = 0;  // above 0 only where a discard is compulsory (Crazy Pineapple)
  int max_discard = 0;
  bool replace = false;  // the discards are replaced (a draw), else not

  json act_message() const { return json::parse(act_line, nullptr, false); }

  // Housekeeping.
  int timeouts = 0;         // timeout messages received (time, invalid or absent)
  json last_timeout;        // the last of them
  std::optional<json> bye;  // the end of the tournament, once it came
  // What the arena did with advance requests: "advanced", "advance_void", "advance_ignored".
  int advances_applied = 0;
  int advances_void = 0;
  int advances_ignored = 0;
  json last_advance_note;  // the last of those messages

  bool can(std::string_view action) const {
    return std::find(legal.begin(), legal.end(), action) != legal.end();
  }
  const Player& me() const { return players.at(static_cast<std::size_t>(my_seat)); }
  Chips my_stack() const { return my_seat >= 0 ? me().stack : 0; }
  Chips my_bet() const { return my_seat >= 0 ? me().bet : 0; }
  // Players still in the hand (not folded), me included.
  int active_players() const {
    int n = 0;
    for (const auto& p : players) n += p.in_hand && !p.folded;
    return n;
  }
  int opponents_in_hand() const { return std::max(0, active_players() - 1); }
  // The largest wager on this street.
  Chips current_bet() const {
    Chips best = 0;
    for (const auto& p : players)
      if (p.in_hand) best = std::max(best, p.bet);
    return best;
  }
  // Chips a call would add as the table stands now (capped at my stack), known between turns
  // too: what an Advance::call needs.
  Chips call_cost() const {
    if (my_seat < 0) return 0;
    return std::clamp<Chips>(current_bet() - my_bet(), 0, my_stack());
  }
  // I am in the hand and still to act in it: an advance request could be used.
  bool still_to_act() const {
    if (!hand_in_play || my_seat < 0 || static_cast<std::size_t>(my_seat) >= players.size())
      return false;
    const Player& p = me();
    return p.in_hand && !p.folded && !p.all_in && !p.is_protected;
  }
};

// An answer to `act`. For bet and raise, `amount` is the "raise to" total of my wager on this
// street (between min_raise_to and max_raise_to); it is ignored for the others.
struct Decision {
  std::string action = "fold";
  Chips amount = 0;

  static Decision fold() { return {"fold", 0}; }
  static Decision check() { return {"check", 0}; }
  static Decision call() { return {"call", 0}; }
  static Decision bet(Chips to) { return {"bet", to}; }
  static Decision raise_to(Chips to) { return {"raise", to}; }
  // Bets or raises (whichever is legal) to `to`, clamped into the legal range; checks or calls
  // when neither is legal.
  static Decision aggressive(const GameState& s, Chips to) {
    to = std::clamp(to, s.min_raise_to, std::max(s.min_raise_to, s.max_raise_to));
    if (s.can("raise")) return raise_to(to);
    if (s.can("bet")) return bet(to);
    return passive(s);
  }
  // Checks when free, else calls.
  // Check when free, else call; where neither is legal (BlogNomic hold'em's first pre-flop
  // turn, R46: raise or fold), fold.
  static Decision passive(const GameState& s) {
    return s.can("check") ? check() : s.can("call") ? call() : fold();
  }
};

// An advance request (R25, PROTOCOL-ADVANCE.md): what to do at my next turn of its kind, sent
// before it comes. The arena applies it without an `act` (or `draw`) when it is still valid then.
// A betting request waits for a betting turn, a draw request (stand_pat, discard) for a draw
// turn; one of each kind can be pending at once.
struct Advance {
  std::string action = "cancel";
  Chips amount = 0;  // for call: the chips to call it was made for; bet, raise: the total
  std::vector<std::string> cards;  // for discard: the cards to throw

  static Advance fold() { return {"fold", 0, {}}; }
  static Advance check() { return {"check", 0, {}}; }
  static Advance check_fold() { return {"check_fold", 0, {}}; }  // stands for the hand
  static Advance call_any() { return {"call_any", 0, {}}; }      // stands for the hand
  // Void if the chips to call differ from `cost` when my turn comes (pass s.call_cost()).
  static Advance call(Chips cost) { return {"call", cost, {}}; }
  static Advance bet(Chips to) { return {"bet", to, {}}; }
  static Advance raise_to(Chips to) { return {"raise", to, {}}; }
  // Draw turns (R30): stand pat at each of the hand's draws (stands for the hand; void where a
  // discard is compulsory, see GameState::may_stand_pat), or throw `cards` at the next one.
  static Advance stand_pat() { return {"stand_pat", 0, {}}; }
  static Advance discard(std::vector<std::string> cards) {
    return {"discard", 0, std::move(cards)};
  }
  static Advance cancel() { return {"cancel", 0, {}}; }  // withdraws both kinds
};

}  // namespace arena_bot
