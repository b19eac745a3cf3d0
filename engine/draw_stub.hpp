#pragma once
// The cards a draw game serves after the deal (docs/RULES.md, R30, R31 and R34): the stub left
// after the deal,
// one burn per draw round, and, when the stub runs short, a reshuffle of the burns and the other
// players' discards, never the drawer's own unless nothing else can serve them. Also the random
// discard the arena makes for a player on vacation where a discard is compulsory (R34).
//
// No allocation: every pile is a fixed array of at most the 52 cards.
#include <array>
#include <cstdint>
#include <memory>
#include <span>

#include "engine/card.hpp"
#include "engine/deal.hpp"

namespace poker {

namespace detail {
class WordStream;
}

// A source of uniform integers for the choices a hand makes after its deck.
class UniformSource {
 public:
  virtual ~UniformSource() = default;
  virtual std::uint32_t below(std::uint32_t bound) = 0;  // uniform in [0, bound), bound >= 1
};

// The hand's stream for the choices made after its deck is shuffled: reshuffles of the stub (R31)
// and compulsory discards chosen for a player on vacation (R34). A ChaCha20 stream of its own per
// hand (the seed key, the hand number; deal.hpp), so these choices never change the deck, a bot
// cannot steer them, and a replay with the seed makes the same ones. Generated on first use: most
// hands never need it.
class DrawStream final : public UniformSource {
 public:
  DrawStream(const Seed& seed, std::uint64_t hand_number);
  ~DrawStream() override;
  DrawStream(const DrawStream&) = delete;
  DrawStream& operator=(const DrawStream&) = delete;
  std::uint32_t below(std::uint32_t bound) override;

 private:
  Seed seed_;  // a copy: the stream may outlive whatever held the run's seed
  std::uint64_t hand_number_;
  std::unique_ptr<detail::WordStream> words_;
};

class DrawStub {
 public:
  // The cards the deal did not use, in dealing order: the stub, served from its front.
  void reset(std::span<const Card> undealt);

  int size() const { return count_; }  // cards left in the stub
  int reshuffles() const { return reshuffles_; }
  // Cards burned or discarded and not yet reshuffled into the stub.
  int discarded() const { return pile_count_; }

  // One card burned at the start of a draw round, before its first replacement (R30); nothing
  // when the stub is empty.
  void burn();
  // `player`'s discards go to the discard pile, marked as theirs (R31).
  void discard(int player, std::span<const Card> cards);
  // Deals `out.size()` cards to `player` (R31): from the stub while it lasts; when it cannot serve
  // the whole draw, the player takes what it has left and the burns and the other players'
  // discards are shuffled into a new stub for the rest; the player's own discards are shuffled in
  // too only when even that cannot serve them. Throws std::logic_error when all the burned and
  // discarded cards cannot serve the draw (the caller dealt more than the deck holds).
  void serve(int player, std::span<Card> out, UniformSource& random);

 private:
  static constexpr std::int8_t kBurned = -1;  // owner of a burned card in the pile
  // Moves into the stub, shuffled, every pile card that is not `player`'s (or every one).
  void reshuffle(int player, bool with_own, UniformSource& random);

  std::array<Card, kDeckSize> stub_{};
  int top_ = 0;  // next card to serve
  int count_ = 0;
  std::array<Card, kDeckSize> pile_{};
  std::array<std::int8_t, kDeckSize> owner_{};  // who discarded pile_[i], or kBurned
  int pile_count_ = 0;
  int reshuffles_ = 0;
};

// R34: `count` of `hand`'s cards chosen uniformly at random, never by rank or suit, written to
// `out` (its size is `count`) in the order chosen. Throws std::invalid_argument when count is
// outside 0..hand.size() or out is not count long.
void choose_discards(std::span<const Card> hand, int count, UniformSource& random,
                     std::span<Card> out);

}  // namespace poker
