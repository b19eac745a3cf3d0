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
  std::array<std::uint8_t, 16> count{};
  std::uint32_t shown = 0;  // bit r: rank r is showing
  for (const Card c : up) {
    const int r = aces_low ? (c.rank() + 1) % 13 + 1 : c.rank() + 2;
    ++count[static_cast<std::size_t>(r)];
    shown |= 1U << r;
  }
  // The four highest ranks showing as (size, rank) keys, ordered by size and then rank, both
  // from the highest: an insertion into at most four keys, no sort and no buffer (the opener is
  // chosen every street, so this is on every stud hand's path).
  std::array<std::uint32_t, 4> groups{};
  int n = 0;
  while (shown != 0 && n < 4) {
    const int r = 31 - std::countl_zero(shown);
    shown &= ~(1U << r);
    const std::uint32_t key = static_cast<std::uint32_t>(count[static_cast<std::size_t>(r)]) << 8 |
                              static_cast<std::uint32_t>(r);
    int i = n++;
    for (; i > 0 && groups[static_cast<std::size_t>(i - 1)] < key; --i)
      groups[static_cast<std::size_t>(i)] = groups[static_cast<std::size_t>(i - 1)];
    groups[static_cast<std::size_t>(i)] = key;
  }
  const std::uint32_t first = groups[0] >> 8, second = groups[1] >> 8;
  const std::uint32_t kind = first == 4   ? 5
                             : first == 3 ? 3
                             : first == 2 ? (second == 2 ? 2 : 1)
                                          : 0;
  std::uint32_t value = kind << 16;
  for (int i = 0; i < n; ++i)
    value |= (groups[static_cast<std::size_t>(i)] & 0xFFU) << (12 - 4 * i);
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
    for (int i = 0; i < hole_count_[p]; ++i)
      if (up_[p] >> i & 1U) {
        up[n++] = hole_[p][i];
        unknown = unknown || !hole_[p][i].known();
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
