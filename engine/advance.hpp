#pragma once
// Advance requests (R25, after the turn-based server's rules): a player tells the table before
// its turn what it will do; when the turn comes the request is applied if it is still valid as
// the table stands, else it is void and the player is asked as usual.
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "engine/hand.hpp"

namespace poker {

enum class AdvanceKind : std::uint8_t {
  Fold,       // void when a check is free (a fold is not legal then)
  Check,      // void when there is a bet to call
  CheckFold,  // check if free, else fold
  Call,       // void unless the chips to call are still `amount`
  CallAny,    // call whatever it costs; check if free
  Bet,        // to `amount`: void unless a bet of that size is legal as it stands
  Raise,      // to `amount`: void unless a raise to that total is legal as it stands
  // Draw turns (R30): a request applies at the next turn of its kind, betting or drawing.
  StandPat,  // stand pat at each draw turn of the hand; void where a discard is compulsory
  Discard,   // discard `cards` at the next draw turn; void unless all are held and the count fits
};
std::string_view to_string(AdvanceKind kind);  // "fold", "check", "check_fold", "call", ...
std::optional<AdvanceKind> advance_kind_named(std::string_view name);

struct AdvanceRequest {
  AdvanceKind kind = AdvanceKind::CheckFold;
  Chips amount = 0;       // Call: the chips the call would add; Bet/Raise: the total ("to")
  std::int64_t hand = 0;  // the hand it was made for
  std::array<Card, kMaxHoleCards> cards{};  // Discard: the cards to discard
  std::uint8_t card_count = 0;

  std::span<const Card> discards() const { return std::span<const Card>(cards).first(card_count); }
};

// A request for a draw turn (stand_pat, discard), not a betting one.
bool is_draw_request(AdvanceKind kind);

enum class AdvanceVoid : std::uint8_t {
  None,           // applied
  OtherHand,      // made for another hand
  BetToCall,      // check, with a bet to call now
  CallChanged,    // call, but the chips to call changed
  NotLegal,       // the action is not legal now (fold when a check is free; bet vs raise)
  AmountOutside,  // bet/raise to an amount outside what is legal now
  Compulsory,     // stand_pat where the round's discard is compulsory (R28's Crazy Pineapple)
  CardsChanged,   // discard: a card no longer held, or a count the round does not take
};

struct AdvanceResolution {
  std::optional<Action> action;  // set when the request applies
  AdvanceVoid why = AdvanceVoid::None;
};

// Whether a request applied at a turn stays for the player's later turns in the hand: call_any
// and check_fold are plans for the hand; the others are used once.
bool advance_stands(AdvanceKind kind);

// What the request does now, for the player to act in hand `hand_number` with options `legal`.
AdvanceResolution resolve_advance(const AdvanceRequest& request, std::int64_t hand_number,
                                  const Legal& legal);

// A draw request at the player's draw turn (R30): whether it applies (its discards are then the
// request's cards, none for stand_pat), or why it is void. `hole`: the player's hand now.
AdvanceVoid resolve_draw_advance(const AdvanceRequest& request, std::int64_t hand_number,
                                 std::span<const Card> hole, const DrawRound& round);

// Why a request was void, in words for the bot ("the chips to call are now 400, not 200").
std::string describe_void(const AdvanceRequest& request, AdvanceVoid why, std::int64_t hand_number,
                          const Legal& legal);

}  // namespace poker
