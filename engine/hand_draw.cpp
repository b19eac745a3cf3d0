// Draw and discard rounds (docs/RULES.md, R30, R31, R34 and R35): a street's round comes before
// its board and its betting. Every live player, all-in ones included, discards in turn from the
// first after the button round to the button; where the round replaces discards, one card is
// burned as it begins and each player is served at once from the stub (DrawStub: R31's reshuffle
// when it runs short). The count discarded is public; the cards are the player's alone.
#include <algorithm>
#include <bit>

#include "engine/hand.hpp"

namespace poker {
namespace {

// The first set bit of `mask` at or after `from`, else the first one; -1 for none.
int first_from(std::uint32_t mask, int from) {
  if (mask == 0) return -1;
  const std::uint32_t at_or_after = mask >> from << from;
  return std::countr_zero(at_or_after != 0 ? at_or_after : mask);
}

}  // namespace

void Hand::begin_draw_round() {
  to_draw_ = 0;
  for (int p = 0; p < n_; ++p)
    if (!folded_[p]) to_draw_ |= 1U << p;
  drawing_ = true;
  if (game().street[static_cast<int>(street_)].draw.replace) stub_.burn();
  actor_ = first_from(to_draw_, left_of_button_);
}

DrawRound Hand::draw_round() const {
  if (!drawing_ || finished_) return {};
  DrawRound round = game().street[static_cast<int>(street_)].draw;
  round.max_discard = std::min<int>(round.max_discard, hole_count_[actor_]);
  return round;
}

DrawError Hand::check_draw(std::span<const Card> discards) const {
  if (finished_ || actor_ < 0) return DrawError::HandOver;
  if (!drawing_) return DrawError::NotDrawing;
  return check_discards(std::span<const Card>(hole_[actor_]).first(hole_count_[actor_]),
                        draw_round(), discards);
}

DrawError Hand::draw(std::span<const Card> discards) {
  return draw(discards, {});
}

DrawError Hand::draw(std::span<const Card> discards, std::span<const Card> replacements) {
  const DrawError error = check_draw(discards);
  if (error != DrawError::None) return error;
  const int p = actor_;
  const bool replace = game().street[static_cast<int>(street_)].draw.replace;
  const auto count = discards.size();
  const bool given = !replacements.empty();
  if ((given || !replace) && replacements.size() != (replace ? count : 0))
    return DrawError::Replacements;
  // Served from the stub only with a source for its reshuffles (a replay gives its cards).
  if (replace && !given && count > 0 && setup_.draw_random == nullptr)
    return DrawError::Replacements;

  std::array<Card, kMaxHoleCards> served{};
  if (events_) {
    Event e;
    e.type = EventType::Discard;
    e.street = street_;
    e.player = static_cast<std::int8_t>(p);
    e.card_count = static_cast<std::uint8_t>(count);
    std::copy(discards.begin(), discards.end(), e.cards.begin());
    emit(e);
  }
  if (replace && count > 0) {
    stub_.discard(p, discards);
    if (given) {
      std::copy(replacements.begin(), replacements.end(), served.begin());
    } else {
      stub_.serve(p, std::span<Card>(served).first(count), *setup_.draw_random);
    }
  }
  // Each discard's place takes its replacement; unreplaced discards close up the hand. A place
  // is found for every discard before any is replaced: the k-th unknown card named (a replay's
  // "??") is the k-th unknown card held.
  auto& hand = hole_[p];
  int held = hole_count_[p];
  std::array<int, kMaxHoleCards> place{};
  unsigned taken = 0;
  for (std::size_t k = 0; k < count; ++k)
    for (int i = 0; i < held; ++i)
      if (!(taken >> i & 1U) && hand[i] == discards[k]) {
        place[k] = i;
        taken |= 1U << i;
        break;
      }
  if (replace) {
    for (std::size_t k = 0; k < count; ++k) hand[place[k]] = served[k];
  } else {
    int kept = 0;
    for (int i = 0; i < held; ++i)
      if (!(taken >> i & 1U)) hand[kept++] = hand[i];
    held = kept;
  }
  hole_count_[p] = static_cast<std::uint8_t>(held);
  if (events_ && replace && count > 0) {
    Event e;
    e.type = EventType::Draw;
    e.street = street_;
    e.player = static_cast<std::int8_t>(p);
    e.card_count = static_cast<std::uint8_t>(count);
    std::copy(served.begin(), served.begin() + static_cast<std::ptrdiff_t>(count), e.cards.begin());
    emit(e);
  }
  end_draw_turn(p);
  return DrawError::None;
}

int Hand::draw_on_vacation(std::span<Card> discarded) {
  if (finished_ || actor_ < 0 || !drawing_) return 0;
  const int least = draw_round().min_discard;
  if (least == 0) {
    draw({});
    return 0;
  }
  const auto out = discarded.first(static_cast<std::size_t>(least));
  choose_discards(std::span<const Card>(hole_[actor_]).first(hole_count_[actor_]), least,
                  *setup_.draw_random, out);
  draw(out);
  return least;
}

void Hand::end_draw_turn(int p) {
  to_draw_ &= ~(1U << p);
  actor_ = first_from(to_draw_, next_seat(p));
  if (actor_ < 0) {
    drawing_ = false;
    begin_betting(street_);
    if (actor_ < 0) run_forced_steps();
  }
  update_legal();
}

}  // namespace poker
