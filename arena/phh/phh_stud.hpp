#pragma once
// The cards of a stud PHH hand, gathered before it is replayed: each player's first `d dh pN`
// gives its third-street cards (two down, one up), every later one the next street's card, and a
// `d db` the community card (R41). The engine deals the later streets itself from the stub, in
// the order the file gives them (live players from p1, street by street, as PokerKit deals), so
// the replay's stub is those cards in file order, without burns. A showdown's `pN sm CARDS` names
// the player's cards in dealing order and may reveal ones the file left unknown ("??").
#include <array>
#include <string>
#include <vector>

#include "engine/deal.hpp"

namespace arena::phh {

class StudTrace {
 public:
  explicit StudTrace(int players);

  // Each returns what is wrong, or "" when the action fits the hand so far.
  std::string deal(int player, const std::vector<poker::Card>& cards);
  std::string board(const std::vector<poker::Card>& cards);
  std::string show(int player, const std::vector<poker::Card>& cards);

  // The third street's cards in deal.hole, the later ones in deal.undealt.
  void fill(poker::Deal& deal) const;

 private:
  bool note(poker::Card c);  // false: a known card already dealt

  int players_;
  std::array<std::vector<poker::Card>, poker::kMaxPlayers> third_;
  std::vector<poker::Card> stub_;
  // Each player's later cards: their places in stub_.
  std::array<std::vector<std::size_t>, poker::kMaxPlayers> later_;
  std::uint64_t seen_ = 0;
};

}  // namespace arena::phh
