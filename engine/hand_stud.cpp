// Stud's steps (R39-R41): each later street's cards dealt from the stub, who opens each street,
// and the bring-in's choice. Where docs/RULES.md is silent it follows PokerKit's seven-card stud,
// so that the hands logged in PHH replay there identically.
#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>

#include "engine/hand.hpp"
#include "engine/ranking.hpp"

namespace poker {
namespace {

// A showing hand's value, to choose the opener (R40): its kind (0 no pair, 1 one pair, 2 two
// pair, 3 three of a kind, 5 four of a kind; straights and flushes do not count in up cards)
// above its group ranks from the largest group down, four bits each. Ranks count from 1, aces
// high, or for razz aces low. The higher value is the better high hand and the worse low one.
std::uint32_t showing_value(std::span<const Card> up, bool aces_low) {
  // The ranks shown at least once, twice, three and four times, as rank masks: no counting
  // array, no branch per card (the opener is chosen every street, on every stud hand's path).
  std::uint32_t once = 0, twice = 0, thrice = 0, four = 0;
  for (const Card c : up) {
    const int r = aces_low && c.rank() == 12 ? 1 : c.rank() + 2;
    const std::uint32_t bit = 1U << r;
    four |= thrice & bit;
    thrice |= twice & bit;
    twice |= once & bit;
    once |= bit;
  }
  // Only the four highest ranks shown count (at most four up cards: all of them). No
  // std::popcount here: without -mpopcnt it is a library call.
  if (up.size() > 4) {
    std::uint32_t highest = 0;
    for (int i = 0; i < 4 && once != 0; ++i) {
      const std::uint32_t top = 1U << (std::bit_width(once) - 1);
      highest |= top;
      once &= ~top;
    }
    once = highest;
    four &= once;
    thrice &= once;
    twice &= once;
  }
  const std::uint32_t kind = four != 0     ? 5
                             : thrice != 0 ? 3
                             : twice != 0  ? ((twice & (twice - 1)) != 0 ? 2 : 1)
                                           : 0;
  // The groups' ranks, the largest group first, higher ranks first within a size.
  std::uint32_t value = kind << 16;
  int shift = 12;
  for (std::uint32_t exactly : {four, thrice & ~four, twice & ~thrice, once & ~twice})
    for (; exactly != 0; shift -= 4) {
      const int r = std::bit_width(exactly) - 1;
      exactly &= ~(1U << r);
      value |= static_cast<std::uint32_t>(r) << shift;
    }
  return value;
}

// Stud never reshuffles: the community card (R41) keeps every deal within the stub.
class NoReshuffle final : public UniformSource {
 public:
  std::uint32_t below(std::uint32_t) override {
    throw std::logic_error("stud dealt more cards than its stub holds");
  }
};

}  // namespace

void Hand::deal_stud_street(Street street) {
  const StreetDef& def = game().street[static_cast<int>(street)];
  const int each = def.hole_dealt + def.up_dealt;
  const bool burn = def.burn && !setup_.stub_without_burns;
  // R41: when the stub cannot give every live player their cards after the burn, the street's
  // cards are dealt once, face up in the middle, for everyone (the community card); a burn that
  // would leave too few for that is not made.
  if (stub_.size() - (burn ? 1 : 0) < live_ * each) {
    if (burn && stub_.size() > each) stub_.burn();
    std::array<Card, kMaxHoleCards> cards{};
    NoReshuffle none;
    stub_.serve(-1, std::span<Card>(cards).first(static_cast<std::size_t>(each)), none);
    for (int i = 0; i < each; ++i) setup_.deal.board[board_count_ + i] = cards[i];
    reveal_board(street, each);
    return;
  }
  NoReshuffle none;
  UniformSource& random = setup_.draw_random != nullptr ? *setup_.draw_random : none;
  if (burn) stub_.burn();
  // One card at a time to each live player, from the first after the button.
  for (int k = 0, p = left_of_button_; k < n_; ++k, p = next_seat(p)) {
    if (folded_[p]) continue;
    // Served straight into the player's hand; the event is built only when someone keeps them.
    const int first = hole_count_[p];
    stub_.serve(p,
                std::span<Card>(hole_[p]).subspan(static_cast<std::size_t>(first),
                                                  static_cast<std::size_t>(each)),
                random);
    hole_count_[p] = static_cast<std::uint8_t>(first + each);
    const auto dealt_up =
        static_cast<std::uint8_t>(((1U << each) - 1U) & ~((1U << def.hole_dealt) - 1U));
    up_[p] = static_cast<std::uint8_t>(up_[p] | dealt_up << first);
    if (events_ != nullptr) {
      Event e;
      e.type = EventType::DealHole;
      e.street = street;
      e.player = static_cast<std::int8_t>(p);
      e.card_count = static_cast<std::uint8_t>(each);
      e.up = dealt_up;
      for (int i = 0; i < each; ++i) e.cards[i] = hole_[p][first + i];
      emit(e);
    }
  }
}

int Hand::stud_opener(Opener kind) const {
  const bool razz = ranking_rule(game().ranking).low_showing_opens;
  int best = -1;
  std::uint32_t best_value = 0;
  for (int k = 0, p = left_of_button_; k < n_; ++k, p = next_seat(p)) {
    if (folded_[p]) continue;
    std::array<Card, kMaxHoleCards> up{};
    std::size_t n = 0;
    bool unknown = false;  // a replay's card nobody saw: the hand showing cannot be ranked
    for (unsigned shown = up_[p] & ((1U << hole_count_[p]) - 1U); shown != 0; shown &= shown - 1) {
      const Card c = hole_[p][static_cast<std::size_t>(std::countr_zero(shown))];
      up[n++] = c;
      unknown = unknown || !c.known();
    }
    if (unknown) continue;
    std::uint32_t value = 0;
    if (kind == Opener::BringIn) {
      // R39: the lowest up card brings in, by rank and then by suit, clubs lowest, then diamonds,
      // hearts, spades; in razz the highest, aces low, a king of spades the highest of all.
      if (n == 0) continue;
      const Card c = up[0];
      value = razz ? static_cast<std::uint32_t>(((c.rank() + 1) % 13) * 4 + c.suit())
                   : static_cast<std::uint32_t>(kDeckSize - c.index);
    } else {
      // R40: the best hand showing opens (razz: the lowest); ties go to the first from the
      // button's left.
      value = showing_value(std::span<const Card>(up.data(), n), razz);
      if (razz) value = ~value;
    }
    if (best < 0 || value > best_value) {
      best = p;
      best_value = value;
    }
  }
  return best < 0 ? left_of_button_ : best;
}

void Hand::bring_in_legal() {
  // R39: the bring-in's player posts the bring-in (a call of it) or completes to the small bet
  // (a raise); all-in for less when its stack is short of either.
  Legal& legal = legal_;
  const Chips stack = stack_[actor_];
  legal.bring_in = true;
  legal.call = true;
  legal.to_call = std::min(setup_.bring_in, stack);
  if (stack <= legal.to_call) return;
  legal.raise = true;
  legal.min_raise_to = legal.max_raise_to = std::min(std::max(small_bet_, setup_.bring_in), stack);
}

}  // namespace poker
