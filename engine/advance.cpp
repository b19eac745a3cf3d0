#include "engine/advance.hpp"

#include <algorithm>
#include <array>
#include <utility>

namespace poker {
namespace {

constexpr std::array<std::pair<AdvanceKind, std::string_view>, 9> kNames = {{
    {AdvanceKind::Fold, "fold"},
    {AdvanceKind::Check, "check"},
    {AdvanceKind::CheckFold, "check_fold"},
    {AdvanceKind::Call, "call"},
    {AdvanceKind::CallAny, "call_any"},
    {AdvanceKind::Bet, "bet"},
    {AdvanceKind::Raise, "raise"},
    {AdvanceKind::StandPat, "stand_pat"},
    {AdvanceKind::Discard, "discard"},
}};

AdvanceResolution applies(ActionType type, Chips amount = 0) {
  return {Action{type, amount}, AdvanceVoid::None};
}
AdvanceResolution void_because(AdvanceVoid why) {
  return {std::nullopt, why};
}

}  // namespace

std::string_view to_string(AdvanceKind kind) {
  for (const auto& [k, name] : kNames)
    if (k == kind) return name;
  return "unknown-advance";
}

std::optional<AdvanceKind> advance_kind_named(std::string_view name) {
  for (const auto& [k, n] : kNames)
    if (n == name) return k;
  return std::nullopt;
}

bool advance_stands(AdvanceKind kind) {
  return kind == AdvanceKind::CallAny || kind == AdvanceKind::CheckFold ||
         kind == AdvanceKind::StandPat;
}

bool is_draw_request(AdvanceKind kind) {
  return kind == AdvanceKind::StandPat || kind == AdvanceKind::Discard;
}

AdvanceVoid resolve_draw_advance(const AdvanceRequest& r, std::int64_t hand_number,
                                 std::span<const Card> hole, const DrawRound& round) {
  if (r.hand != hand_number) return AdvanceVoid::OtherHand;
  if (r.kind == AdvanceKind::StandPat)
    return round.min_discard > 0 ? AdvanceVoid::Compulsory : AdvanceVoid::None;
  if (r.kind != AdvanceKind::Discard) return AdvanceVoid::NotLegal;
  const auto discards = r.discards();
  if (static_cast<int>(discards.size()) < round.min_discard ||
      static_cast<int>(discards.size()) > round.max_discard)
    return AdvanceVoid::CardsChanged;
  for (std::size_t i = 0; i < discards.size(); ++i) {
    if (std::find(hole.begin(), hole.end(), discards[i]) == hole.end())
      return AdvanceVoid::CardsChanged;
    if (std::find(discards.begin(), discards.begin() + static_cast<std::ptrdiff_t>(i),
                  discards[i]) != discards.begin() + static_cast<std::ptrdiff_t>(i))
      return AdvanceVoid::CardsChanged;
  }
  return AdvanceVoid::None;
}

AdvanceResolution resolve_advance(const AdvanceRequest& r, std::int64_t hand_number,
                                  const Legal& legal) {
  if (r.hand != hand_number) return void_because(AdvanceVoid::OtherHand);
  switch (r.kind) {
    case AdvanceKind::Fold:
      return legal.fold ? applies(ActionType::Fold) : void_because(AdvanceVoid::NotLegal);
    case AdvanceKind::Check:
      return legal.check ? applies(ActionType::Check) : void_because(AdvanceVoid::BetToCall);
    case AdvanceKind::CheckFold:
      // A stud bring-in may be neither checked nor folded (R39): asked as usual.
      if (!legal.check && !legal.fold) return void_because(AdvanceVoid::NotLegal);
      return applies(legal.check ? ActionType::Check : ActionType::Fold);
    case AdvanceKind::Call:
      if (!legal.call || legal.to_call != r.amount) return void_because(AdvanceVoid::CallChanged);
      return applies(ActionType::Call);
    case AdvanceKind::CallAny:
      // BlogNomic hold'em's first pre-flop turn has nothing to call and no check (R46).
      if (!legal.check && !legal.call) return void_because(AdvanceVoid::NotLegal);
      return applies(legal.check ? ActionType::Check : ActionType::Call);
    case AdvanceKind::StandPat:
    case AdvanceKind::Discard:
      return void_because(AdvanceVoid::NotLegal);  // a draw turn's request (the caller keeps it)
    case AdvanceKind::Bet:
    case AdvanceKind::Raise: {
      const bool bet = r.kind == AdvanceKind::Bet;
      if (!(bet ? legal.bet : legal.raise)) return void_because(AdvanceVoid::NotLegal);
      if (r.amount < legal.min_raise_to || r.amount > legal.max_raise_to)
        return void_because(AdvanceVoid::AmountOutside);
      return applies(bet ? ActionType::Bet : ActionType::Raise, r.amount);
    }
  }
  return void_because(AdvanceVoid::NotLegal);
}

std::string describe_void(const AdvanceRequest& r, AdvanceVoid why, std::int64_t hand_number,
                          const Legal& legal) {
  const std::string kind(to_string(r.kind));
  switch (why) {
    case AdvanceVoid::None:
      return {};
    case AdvanceVoid::OtherHand:
      return "made for hand " + std::to_string(r.hand) + ", this is hand " +
             std::to_string(hand_number);
    case AdvanceVoid::BetToCall:
      return "check: there is a bet of " + std::to_string(legal.to_call) + " to call";
    case AdvanceVoid::CallChanged:
      return "call " + std::to_string(r.amount) + ": the chips to call are now " +
             std::to_string(legal.call ? legal.to_call : 0);
    case AdvanceVoid::NotLegal:
      return kind + " is not legal now";
    case AdvanceVoid::AmountOutside:
      return kind + " to " + std::to_string(r.amount) + " is outside [" +
             std::to_string(legal.min_raise_to) + ", " + std::to_string(legal.max_raise_to) + "]";
    case AdvanceVoid::Compulsory:
      return "stand_pat: this round's discard is compulsory";
    case AdvanceVoid::CardsChanged: {
      std::string cards;
      for (const Card c : r.discards()) cards += (cards.empty() ? "" : " ") + to_string(c);
      return "discard [" + cards +
             "]: not cards of your hand now, or not as many as this round takes";
    }
  }
  return kind + " is void";
}

}  // namespace poker
