#pragma once
// The cards of a draw game's PHH hand, followed through its draws before it is replayed: each
// player's deal (`d dh pN CARDS`, the first time), its discards (`pN sd CARDS`, none: standing
// pat) and the replacements the next `d dh pN` for that player gives. A showdown's `pN sm CARDS`
// names the final hand, which may reveal cards the file left unknown ("??"); each is traced back
// to the deal or the draw that brought it, so the replay's deal and draws hold it.
//
// Places mirror the engine's (engine/hand_draw.cpp): every discard finds its place before any
// is replaced, the k-th unknown card discarded taking the k-th unknown card held.
#include <array>
#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "engine/deal.hpp"

namespace arena::phh {

class DrawTrace {
 public:
  DrawTrace(int players, int hole_cards);

  // Each returns what is wrong, or "" when the action fits the hand so far. `action` is the
  // action's index in the file, which names its draw.
  std::string deal(int player, const std::vector<poker::Card>& cards);
  std::string discard(int player, std::size_t action, const std::vector<poker::Card>& cards);
  std::string show(int player, const std::vector<poker::Card>& cards);

  // A player dealt replacements it has yet to receive (a file that stops mid-draw), or -1.
  int awaiting_replacements() const;
  // The deal as far as the file tells it, revealed cards included.
  void fill(poker::Deal& deal) const;
  // The replacements of the discard at `action` (empty: standing pat, or none given yet).
  std::vector<poker::Card> replacements(std::size_t action) const;

 private:
  // Where a held card came from: the deal (draw -1) or a draw's replacements.
  struct Origin {
    long draw = -1;
    int index = 0;
  };
  poker::Card& card_of(std::size_t player, const Origin& origin);
  poker::Card card_of(std::size_t player, const Origin& origin) const;
  bool held_by_anyone(poker::Card c) const;

  int hole_cards_;
  std::vector<bool> dealt_;
  std::vector<std::vector<poker::Card>> initial_;
  std::vector<std::vector<Origin>> held_;                  // each player's hand, by place
  std::map<std::size_t, std::vector<poker::Card>> drawn_;  // replacements by discard action
  std::vector<std::size_t> pending_action_;                // the discard awaiting its `d dh`
  std::vector<std::vector<int>> pending_places_;           // the places it emptied
};

}  // namespace arena::phh
