#pragma once
// The reference bot's picture of each opponent, as a HUD keeps it: from every public action it
// has seen, by player name (a league reseats players; the name stays), counts of
//   - the first-street decisions it saw and how many put money in voluntarily (VPIP) or raised
//     (PFR),
//   - on each street, the actions seen, the bets and raises among them, and the times the
//     player faced a bet and folded to it.
// From them, the share of all hands a player still holds after this hand's actions: a player
// who raised pre-flop holds about its PFR share of hands, one who bets the flop as often as it
// bets flops narrows that again. range_equity.hpp turns the share into hands.
// The counts start from a prior (a few imaginary observations) so a player seen twice is not
// taken for a maniac or a rock.
#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>

#include "arena_bot.hpp"
#include "engine/game.hpp"

namespace reference {

// A street's index among the game's streets (0: the first), or -1 for a word it does not have.
inline int street_index(const poker::GameDef& game, std::string_view street) {
  const auto streets = game.streets();
  for (std::size_t i = 0; i < streets.size(); ++i)
    if (streets[i].name == street) return static_cast<int>(i);
  return -1;
}

struct StreetCounts {
  int acted = 0;          // actions seen (fold, check, call, bet, raise)
  int aggressive = 0;     // of them bets and raises
  int faced_bet = 0;      // actions taken facing a bet or raise
  int folded_to_bet = 0;  // of them folds
};

struct OpponentStats {
  int first_street_hands = 0;  // hands in which its first first-street action was seen
  int voluntary = 0;           // of them: it called, bet or raised (VPIP)
  int raised = 0;              // of them: it bet or raised (PFR)
  std::array<StreetCounts, poker::kMaxStreets> street{};

  // Each share with a prior of two imaginary hands, one each way (a player not yet seen plays
  // half its hands, raises a third of them, bets a third of its turns, folds a third of the time
  // to a bet).
  double vpip() const { return (voluntary + 1.0) / (first_street_hands + 2.0); }
  double pfr() const { return (raised + 2.0 / 3.0) / (first_street_hands + 2.0); }
  double aggression(int s) const {
    const StreetCounts& c = street[static_cast<std::size_t>(std::clamp(s, 0, 4))];
    return (c.aggressive + 1.0) / (c.acted + 3.0);
  }
  double fold_to_bet(int s) const {
    const StreetCounts& c = street[static_cast<std::size_t>(std::clamp(s, 0, 4))];
    return (c.folded_to_bet + 1.0) / (c.faced_bet + 3.0);
  }
};

// Narrowing stops at this share: even the tightest line holds more than its few best hands.
inline constexpr double kNarrowestRange = 0.04;

class OpponentModel {
 public:
  // Counts the events of the hand in play not counted yet (call at every decision and draw:
  // the history grows within a hand and starts again with the next).
  void observe(const arena_bot::GameState& s) {
    const poker::GameDef* game = poker::find_game(s.variant);
    if (game == nullptr) return;
    if (s.hand != hand_) {
      hand_ = s.hand;
      counted_ = 0;
      hand_seen_.fill(false);
      raised_seen_.fill(false);
      street_ = -1;
    }
    for (; counted_ < s.history.size(); ++counted_) {
      const arena_bot::HandEvent& e = s.history[counted_];
      if (e.type != "acted" || e.seat < 0 || e.seat >= kSeats) continue;
      const auto p = static_cast<std::size_t>(e.seat);
      const int street = street_index(*game, e.street);
      if (street < 0) continue;
      if (street != street_) {  // a new street: no bet faced yet (the first: the blinds)
        street_ = street;
        bet_on_street_ = false;
      }
      const bool aggressive = e.action == "bet" || e.action == "raise";
      const bool faced_bet = bet_on_street_;
      bet_on_street_ = bet_on_street_ || aggressive;
      if (e.seat == s.my_seat) continue;  // my own play is no opponent's
      const std::string& name = s.players.at(p).name;
      OpponentStats& st = by_name_[name];
      const bool voluntary = aggressive || e.action == "call";
      StreetCounts& c = st.street[static_cast<std::size_t>(street)];
      ++c.acted;
      c.aggressive += aggressive ? 1 : 0;
      if (faced_bet) {
        ++c.faced_bet;
        c.folded_to_bet += e.action == "fold" ? 1 : 0;
      }
      if (street == 0 && !hand_seen_[p]) {
        hand_seen_[p] = true;
        ++st.first_street_hands;
        st.voluntary += voluntary ? 1 : 0;
      }
      if (street == 0 && aggressive && !raised_seen_[p]) {
        raised_seen_[p] = true;
        ++st.raised;
      }
    }
  }

  // What this model knows of a player (the prior alone for one it has not seen).
  const OpponentStats& stats(const std::string& name) const {
    static const OpponentStats kUnseen;
    const auto it = by_name_.find(name);
    return it == by_name_.end() ? kUnseen : it->second;
  }

  // The share of all starting hands `seat` holds after its actions in this hand so far.
  double range_share(const arena_bot::GameState& s, int seat) const {
    const poker::GameDef* game = poker::find_game(s.variant);
    if (game == nullptr || seat < 0 || static_cast<std::size_t>(seat) >= s.players.size())
      return 1.0;
    const OpponentStats& st = stats(s.players[static_cast<std::size_t>(seat)].name);
    double share = 1.0;
    bool entered = false;
    int last_street = -1;
    bool bet_faced = false;
    for (const arena_bot::HandEvent& e : s.history) {
      if (e.type != "acted") continue;
      const int street = street_index(*game, e.street);
      if (street != last_street) {
        last_street = street;
        bet_faced = false;
      }
      const bool aggressive = e.action == "bet" || e.action == "raise";
      if (e.seat == seat && street == 0) {
        if (aggressive) {
          share = std::min(share, st.pfr());
          entered = true;
        } else if (e.action == "call" && !entered) {
          share = std::min(share, st.vpip());
          entered = true;
        }
      } else if (e.seat == seat && street > 0) {
        if (aggressive)
          share *= st.aggression(street);
        else if (e.action == "call" && bet_faced)
          share *= 1.0 - st.fold_to_bet(street);
      }
      if (aggressive) bet_faced = true;
    }
    return std::max(kNarrowestRange, share);
  }

 private:
  static constexpr int kSeats = 64;
  std::map<std::string, OpponentStats> by_name_;
  std::int64_t hand_ = -1;
  std::size_t counted_ = 0;                 // events of this hand already counted
  std::array<bool, kSeats> hand_seen_{};    // this hand's first first-street action counted
  std::array<bool, kSeats> raised_seen_{};  // this hand's first-street raise counted
  int street_ = -1;
  bool bet_on_street_ = false;
};

}  // namespace reference
