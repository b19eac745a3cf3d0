#pragma once
// One hand of a game (engine/game.hpp: hold'em unless the setup says otherwise) as a state
// machine. The caller asks who acts and what is legal, and applies actions, or in a draw or
// discard round the actor's discards (hand_draw.cpp); the hand runs the forced steps itself
// (antes, blinds, dealing, draws served, collecting bets, showdown, awarding pots) and appends
// events when given a vector for them.
// Players are hand indices 0..players-1 in clockwise order; the tournament maps them to seats.
// No allocation in the hot path: seats live in fixed arrays.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "engine/card.hpp"
#include "engine/deal.hpp"
#include "engine/draw_stub.hpp"
#include "engine/evaluator.hpp"
#include "engine/game.hpp"

namespace poker {

using Chips = std::int64_t;

enum class AnteKind : std::uint8_t { None, EveryPlayer, BigBlind };
// Hold'em's streets; for another game the index of its street (game.hpp: GameDef::street), its
// first street always Preflop's place, and Showdown the end of every game.
// Seventh is the fifth betting street, which only stud has (its seventh street).
enum class Street : std::uint8_t { Preflop, Flop, Turn, River, Seventh, Showdown };
enum class ActionType : std::uint8_t { Fold, Check, Call, Bet, Raise };
inline constexpr std::array<ActionType, 5> kActionTypes = {
    ActionType::Fold, ActionType::Check, ActionType::Call, ActionType::Bet, ActionType::Raise};
std::optional<ActionType> action_type_named(std::string_view word);  // to_string's inverse

std::string_view to_string(AnteKind k);  // "none", "every-player", "big-blind"
std::string_view to_string(Street s);    // "preflop", "flop", "turn", "river", "showdown"
// The game's word for a street ("predraw", "draw2"; hold'em's to_string), "showdown" at the end;
// nullptr is hold'em. The wire and the logs name streets with it.
std::string_view street_name(const GameDef& game, Street s);
std::string_view to_string(ActionType a);  // "fold", "check", "call", "bet", "raise"

struct Action {
  ActionType type = ActionType::Fold;
  Chips amount = 0;  // bet and raise: the player's total wager this street after it ("raise to")
};

// What the player to act may do now.
struct Legal {
  bool fold = false;  // only when facing a bet (folding when a check is free is not allowed)
  bool check = false;
  bool call = false;
  bool bet = false;
  bool raise = false;
  Chips to_call = 0;       // chips a call adds, at most the player's stack (then it is all-in)
  Chips min_raise_to = 0;  // when bet or raise: smallest legal total (an all-in may be less
  Chips max_raise_to = 0;  // than a full raise: then min == max == the all-in total)
  // Stud's bring-in is due (R39): the call posts it (to_call), the raise completes to the small
  // bet; fold and check are not allowed.
  bool bring_in = false;
};

enum class ActionError : std::uint8_t {
  None,
  HandOver,        // the hand has ended; nobody is to act
  NotAllowed,      // the action type is not legal now
  AmountTooSmall,  // bet/raise below min_raise_to
  AmountTooLarge,  // bet/raise above max_raise_to
};
std::string_view to_string(ActionError e);
// Whether an action of this type is legal now, whatever its amount.
bool allows(const Legal& legal, ActionType type);
// Whether `action` is one of `legal`'s: the one check of a decision, whoever makes it (the hand
// applying it, the protocol reading a bot's answer, a replay).
ActionError check_action(const Legal& legal, Action action);

// Why a draw or discard was refused (the round's limits: Hand::draw_round()).
enum class DrawError : std::uint8_t {
  None,
  HandOver,      // the hand has ended; nobody is to act
  NotDrawing,    // the actor is to bet, not to draw
  TooFew,        // fewer cards than the round's least (a compulsory discard)
  TooMany,       // more cards than the round allows
  NotHeld,       // a card the player does not hold
  Repeated,      // a card named twice
  Replacements,  // a replay's replacements are not as many as the discards
};
std::string_view to_string(DrawError e);
// Whether `discards` may be thrown from `held` in `round`, the one check of a discard (the hand,
// the protocol reading a bot's answer, a replay). A card the player holds face down and unknown
// (a replay's "??") matches any unknown card named. `bad_card`, when given, receives the index of
// the card that is not held or is named twice.
DrawError check_discards(std::span<const Card> held, const DrawRound& round,
                         std::span<const Card> discards, std::size_t* bad_card = nullptr);

struct HandSetup {
  const GameDef* game = &holdem_game();  // the game dealt: a row of games(), never null
  Structure structure = Structure::NoLimit;
  int players = 0;  // 2..10
  int button = 0;   // hand index of the button; heads-up the button posts the small blind (R4)
  std::array<Chips, kMaxPlayers> stacks{};
  Chips small_blind = 0;  // posted by the player after the button (heads-up: the button)
  Chips big_blind = 0;    // posted by the next player
  std::array<Chips, kMaxPlayers> antes{};  // dead money each player posts before the blinds (R5)
  // Where the antes go (R5, R14). false: they are layered with the bets by what each player put
  // in, so a player who could not cover the ante is eligible for the antes they matched
  // (every-player antes; PHH's ante_trimming_status = true). true: every ante goes whole into the
  // main pot, which every player in the hand is eligible for, and is never returned as uncalled
  // (a big-blind ante; PHH's ante_trimming_status = false).
  bool antes_in_main_pot = false;
  // R5 (TDA since 2019): a big blind's player who cannot cover both posts the blind first and the
  // rest goes to the ante. false: antes are posted first (every-player antes, and PHH files).
  bool big_blind_before_ante = false;
  Chips min_bet = 0;    // smallest bet and raise increment; 0 means the big blind (R9)
  Chips small_bet = 0;  // fixed-limit: pre-flop and flop bet size; 0 means the big blind (R12)
  Chips big_bet = 0;    // fixed-limit: turn and river bet size; 0 means twice the small bet
  // Stud (R39): the forced opening bet of the lowest up card (razz: the highest), who may
  // complete to the small bet instead. 0: none, the opener checks or bets.
  Chips bring_in = 0;
  Deal deal;
  // A replay's stud stub: deal.undealt holds exactly the cards the later streets deal, in order,
  // with no burns among them.
  bool stub_without_burns = false;
  // Where a draw game's random choices come from: the stub's reshuffles (R31) and a compulsory
  // discard made for a player (R34). The caller keeps it alive for the hand (the arena: the
  // hand's DrawStream); a replay, which gives every drawn card, may leave it null.
  UniformSource* draw_random = nullptr;
  // Players whose hand is folded before showdown (a bot that started the hand on vacation,
  // a no-show, a crashed bot: R23, R24).
  std::array<bool, kMaxPlayers> folds_before_showdown{};
  // R27 (setting `showdown`): false, every live hand is shown (R15); true, after the first hand
  // shown a hand that wins no share of any pot is mucked unseen, unless its player is all-in or
  // asked to show it, or the board was run out after an all-in (every hand is then face up).
  bool muck_losing_hands = false;

  // Sets antes from a level's ante and kind (every player, or the big blind for the table), with
  // the pooling and posting order of that kind (R5).
  void set_antes(Chips ante, AnteKind kind);
  int small_blind_player() const;  // heads-up: the button
  int big_blind_player() const;
  const GameDef& dealt_game() const;  // *game
  // The hole cards dealt to player p: the game's hole_cards of deal.hole[p].
  std::span<const Card> dealt_hole(int p) const;
};

enum class EventType : std::uint8_t {
  PostAnte,        // player, amount (dead money)
  PostSmallBlind,  // player, amount
  PostBigBlind,    // player, amount
  DealHole,        // player, street, cards (the game's hole cards; stud: each street's), up
  DealBoard,       // street (Flop, Turn, River), cards (3 or 1; stud: the community card, R41)
  Act,             // player, action, amount (raise-to total for bet/raise, else chips added),
                   // added (chips moved from the stack), all_in
  ReturnUncalled,  // player, amount: a bet nobody matched goes back (R14)
  Show,            // player, cards (the hole cards held), rank (R15 order)
  Muck,            // player, cards, rank: a losing hand not shown (R27); the cards are for the
                   // organizer's logs only
  Protect,         // player, amount (chips put in this hand, what it plays for): all-in
                   // protection (R26); the rest of its stack is set aside until the hand ends
  // Act with action Fold and street Showdown: a player flagged folds_before_showdown is folded
  // as the hand reaches showdown (R23, R24), before anything is shown.
  WinPot,  // player, amount, pot (0 = main pot, 1.. side pots)
  HandEnd,
  // A draw or discard round (R30, R35): the count is public, the cards the player's alone.
  Discard,  // street, player, cards discarded (card_count 0: standing pat)
  Draw,     // street, player, cards served in their place (after Discard, where replaced)
};

struct Event {
  EventType type = EventType::HandEnd;
  Street street = Street::Preflop;
  std::int8_t player = -1;
  ActionType action = ActionType::Fold;
  bool all_in = false;
  bool bring_in = false;  // Act: stud's bring-in, a bet forced on its player (R39; PHH "pb")
  std::int8_t pot = -1;
  std::uint8_t card_count = 0;
  std::array<Card, kMaxHoleCards> cards{};
  std::uint8_t up = 0;  // DealHole in stud: bit i when cards[i] is dealt face up
  Chips amount = 0;
  Chips added = 0;
  HandRank rank = 0;
  // Hi-lo games (R38): on a show, the hand's eight-or-better low (0: none); on a win_pot, that
  // the award is the pot's low half (`rank` then the winning low).
  HandRank low = 0;
  bool low_half = false;
};

struct PotLayer;  // hand_pots.hpp
using PotLayers = std::array<PotLayer, kMaxPlayers>;

class Hand {
 public:
  Hand() = default;
  // Posts antes and blinds, deals, and runs forced steps up to the first decision (or the end,
  // when nobody can act). `events`, when given, receives every event of the hand.
  void start(const HandSetup& setup, std::vector<Event>* events = nullptr);

  bool finished() const { return finished_; }
  int actor() const { return actor_; }  // hand index of the player to act; -1 when finished
  Street street() const;
  Legal legal() const { return legal_; }  // for the actor
  ActionError check_action(Action action) const;
  // Applies the actor's action and runs forced steps to the next decision or the end.
  // An illegal action changes nothing and returns why.
  ActionError apply(Action action);
  // R26: the actor, facing a bet with chips already in the pot, is treated as all-in for what it
  // has put in: it acts no more, later bets go to side pots, and its chips behind are set aside
  // and returned when the hand ends. NotAllowed when a check is free or it has put nothing in.
  ActionError protect();
  bool can_protect() const;  // protect() would succeed
  // R27: p's hand is shown at showdown even if it would be mucked (the player asked).
  void ask_to_show(int p);

  // Draw and discard rounds (hand_draw.cpp). While drawing() the actor discards instead of
  // betting: legal() is empty and apply() refuses. Every live player draws, all-in ones too, from
  // the first after the button round to the button (R30).
  bool drawing() const { return drawing_; }
  DrawRound draw_round() const;  // the round's limits while drawing(), else none
  DrawError check_draw(std::span<const Card> discards) const;
  // The actor discards these cards (none: stands pat); where the round replaces them it is served
  // as many from the stub (R30, R31), or, in a replay, the cards given.
  DrawError draw(std::span<const Card> discards);
  DrawError draw(std::span<const Card> discards, std::span<const Card> replacements);
  // R34: the actor on vacation stands pat where it may, else discards the round's least, chosen
  // uniformly from setup().draw_random. The cards it discarded are written to `discarded` (at
  // least kMaxHoleCards long); returns how many.
  int draw_on_vacation(std::span<Card> discarded);

  const HandSetup& setup() const;
  int players() const;
  int button() const;
  Chips stack(int p) const;       // chips behind, set-aside chips included (R26); after the
                                  // hand: the final stack
  Chips street_bet(int p) const;  // live wager on the current street
  Chips put_in(int p) const;      // everything p has put in this hand, antes included
  Chips ante(int p) const;        // the ante p actually posted (R5, R6: may be short)
  Chips pot() const;              // all chips in the middle, bets of this street included
  // The bet sizes the hand plays with (from its setup: the unit when none is given).
  Chips min_bet() const { return min_bet_; }      // no-limit and pot-limit opening size
  Chips small_bet() const { return small_bet_; }  // fixed-limit sizes
  Chips big_bet() const { return big_bet_; }
  bool folded(int p) const;
  bool all_in(int p) const;
  bool is_protected(int p) const;           // R26
  std::span<const Card> board() const;      // cards dealt so far
  std::span<const Card> hole(int p) const;  // p's hole cards as they stand (after any draw)
  // Stud: bit i when hole(p)[i] was dealt face up (every player sees it).
  std::uint8_t face_up(int p) const { return up_[static_cast<std::size_t>(p)]; }
  std::string_view street_name() const;  // the game's word for the street; "showdown"
  Chips won(int p) const;                // chips awarded to p at the end (0 before)

  // True when the hand reached showdown but a hand still contesting a pot, or the board, holds
  // an unknown card (Card{}): the hand stops there (finished() is true, actor() is -1), the pots
  // stay unawarded in pot() and no HandEnd event is emitted. A PHH replay reports it.
  bool needs_unknown_card() const;
  Chips current_bet() const;  // the highest wager on the current street

 private:
  void update_legal();
  const GameDef& game() const { return *game_; }
  // The street's steps in order (game.hpp): its draw round, then its board and its betting.
  void begin_draw_round();
  void begin_betting(Street street);
  void end_draw_turn(int p);
  // After p's action or protection: p has acted (a bring-in does not count, R39), the turn moves
  // on (forced steps run when nobody is left to act).
  void end_turn(int p, bool acted = true);
  // Stud (hand_stud.cpp): a later street's cards dealt to every live player from the stub, or
  // the community card when it cannot serve them all (R41); the street's opener (R39, R40); the
  // bring-in's options.
  void deal_stud_street(Street street);
  // Shows the next `count` cards of setup_.deal.board as the street's board cards.
  void reveal_board(Street street, int count);
  int stud_opener(Opener kind) const;
  void bring_in_legal();
  void post_forced_bets();
  void begin_street(Street street);
  void run_forced_steps();
  void close_street();
  void award_uncontested();
  // The showdown in named steps (hand_showdown.cpp): pots in layers (R14), hands flagged to fold
  // before showdown folded (R23, R24), hands shown in R15's order, pots awarded (R16).
  void showdown();
  int build_showdown_pots(PotLayers& pots) const;
  int fold_flagged_hands(PotLayers& pots, int pot_count);
  bool showdown_needs_unknown_card();
  // Each live hand's rank, and in a hi-lo game its eight-or-better low (0: none; R38).
  struct ShowdownRanks {
    std::array<HandRank, kMaxPlayers> high{};
    std::array<HandRank, kMaxPlayers> low{};
  };
  void rank_hands(ShowdownRanks& ranks) const;
  void show_hands(const ShowdownRanks& ranks, std::uint16_t winners);
  // The players among `eligible` holding the best of `ranks` (a low of 0 never wins).
  std::uint16_t best_hands(std::uint16_t eligible, const std::array<HandRank, kMaxPlayers>& ranks,
                           bool low) const;
  std::uint16_t pot_winners(const PotLayers& pots, int pot_count, const ShowdownRanks& ranks) const;
  void award_pots(const PotLayers& pots, int pot_count, const ShowdownRanks& ranks);
  // `amount` of pot `pot` shared by `winners`, odd chips from the first after the button (R16).
  void pay_share(int pot, Chips amount, std::uint16_t winners, HandRank rank, bool low);
  void finish();
  int next_pending(int from) const;  // first pending player clockwise from `from`, or -1
  int next_seat(int p) const { return p + 1 == n_ ? 0 : p + 1; }  // clockwise, no division
  void emit(const Event& event) {
    if (events_ != nullptr) events_->push_back(event);
  }

  // Fixed-size state only (no heap).
  HandSetup setup_{};
  const GameDef* game_ = &holdem_game();
  std::vector<Event>* events_ = nullptr;
  std::array<Chips, kMaxPlayers> stack_{};
  std::array<Chips, kMaxPlayers> bet_{};     // live wager on this street
  std::array<Chips, kMaxPlayers> put_in_{};  // whole hand, antes included, returns deducted
  std::array<Chips, kMaxPlayers> ante_{};    // the ante posted
  std::array<Chips, kMaxPlayers> won_{};
  std::array<Chips, kMaxPlayers> faced_{};  // the street's highest bet when p last acted (R10)
  std::array<bool, kMaxPlayers> folded_{};
  std::array<bool, kMaxPlayers> all_in_{};
  std::array<Chips, kMaxPlayers> held_{};  // chips behind of a protected player (R26)
  std::uint16_t protected_ = 0;            // bit p: p is protected (R26)
  std::uint16_t asked_to_show_ = 0;        // bit p: p asked to show its hand (R27)
  bool ran_out_ = false;      // a board card came after the betting ended: all hands face up (R27)
  Chips collected_ = 0;       // antes and the bets of finished streets
  Chips main_pot_antes_ = 0;  // antes that go whole into the main pot (antes_in_main_pot)
  Chips current_bet_ = 0;     // highest wager this street
  Chips raise_size_ = 0;      // smallest full bet/raise increment now (R9, R10, R12)
  Chips min_bet_ = 0;         // no-limit / pot-limit opening size
  Chips small_bet_ = 0;       // fixed-limit sizes
  Chips big_bet_ = 0;
  Legal legal_{};              // the actor's options, computed once per decision
  std::uint32_t acted_ = 0;    // bit p: p acted on this street (blinds do not count)
  std::uint32_t pending_ = 0;  // bit p: p still owes a decision this street (clockwise queue)
  int n_ = 0;
  int left_of_button_ = 0;
  int actor_ = -1;
  int live_ = 0;               // players not folded
  int raises_ = 0;             // bets and raises this street, the big blind first (R12's cap)
  int last_aggressor_ = -1;    // last bettor/raiser this street (R15)
  int opener_ = 0;             // who opened this street (stud's showdown starts there without one)
  bool bring_in_due_ = false;  // the actor must bring in or complete (R39)
  bool completing_ = false;    // the bring-in stands: the next raise is the completion
  int board_count_ = 0;
  Street street_ = Street::Preflop;  // the index of the game's street (Showdown at the end)
  int last_street_ = 3;
  // Each player's hole cards as they stand: draws replace them, discards remove them.
  std::array<std::array<Card, kMaxHoleCards>, kMaxPlayers> hole_{};
  std::array<std::uint8_t, kMaxPlayers> hole_count_{};
  std::array<std::uint8_t, kMaxPlayers> up_{};  // stud: which hole cards are face up
  DrawStub stub_;
  bool drawing_ = false;
  std::uint32_t to_draw_ = 0;  // bit p: p has yet to draw this round
  bool finished_ = true;
  bool needs_unknown_ = false;
};

}  // namespace poker
