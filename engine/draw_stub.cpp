#include "engine/draw_stub.hpp"

#include <stdexcept>
#include <string>

#include "engine/word_stream.hpp"

namespace poker {

DrawStream::DrawStream(const Seed& seed, std::uint64_t hand_number)
    : seed_(seed), hand_number_(hand_number) {}

DrawStream::~DrawStream() = default;

std::uint32_t DrawStream::below(std::uint32_t bound) {
  // 64 words: a whole reshuffle of the discards in one ChaCha20 call.
  if (!words_)
    words_ = std::make_unique<detail::WordStream>(detail::kDrawStream, hand_number_, seed_, 64);
  return words_->below(bound);
}

void DrawStub::reset(std::span<const Card> undealt) {
  if (undealt.size() > stub_.size())
    throw std::invalid_argument("DrawStub::reset: more than 52 cards");
  count_ = static_cast<int>(undealt.size());
  for (int i = 0; i < count_; ++i) stub_[i] = undealt[static_cast<std::size_t>(i)];
  top_ = 0;
  pile_count_ = 0;
  reshuffles_ = 0;
}

void DrawStub::burn() {
  if (count_ == 0) return;
  pile_[pile_count_] = stub_[top_];
  owner_[pile_count_++] = kBurned;
  ++top_;
  --count_;
}

void DrawStub::discard(int player, std::span<const Card> cards) {
  if (pile_count_ + static_cast<int>(cards.size()) > kDeckSize)
    throw std::logic_error("DrawStub::discard: more than 52 cards discarded");
  for (const Card c : cards) {
    pile_[pile_count_] = c;
    owner_[pile_count_++] = static_cast<std::int8_t>(player);
  }
}

void DrawStub::reshuffle(int player, bool with_own, UniformSource& random) {
  // The stub is empty here (its last cards were served first), so the new one starts at 0.
  int kept = 0;
  count_ = 0;
  top_ = 0;
  for (int i = 0; i < pile_count_; ++i) {
    if (with_own || owner_[i] != player) {
      stub_[count_++] = pile_[i];
    } else {
      pile_[kept] = pile_[i];
      owner_[kept++] = owner_[i];
    }
  }
  pile_count_ = kept;
  // Fisher-Yates, fixing positions in order, as the deck is shuffled (deal.cpp).
  for (int i = 0; i + 1 < count_; ++i) {
    const int j = i + static_cast<int>(random.below(static_cast<std::uint32_t>(count_ - i)));
    std::swap(stub_[i], stub_[j]);
  }
  ++reshuffles_;
}

void DrawStub::serve(int player, std::span<Card> out, UniformSource& random) {
  const int need = static_cast<int>(out.size());
  if (need > count_ + pile_count_)
    throw std::logic_error("DrawStub::serve: " + std::to_string(need) + " cards wanted, " +
                           std::to_string(count_ + pile_count_) + " in the stub and the pile");
  int served = 0;
  while (served < need && count_ > 0) {
    out[static_cast<std::size_t>(served++)] = stub_[top_++];
    --count_;
  }
  if (served < need) {
    int others = 0;  // counted only here: most draws are served from the stub alone
    for (int i = 0; i < pile_count_; ++i) others += owner_[i] != player ? 1 : 0;
    reshuffle(player, count_ + others < need - served, random);
    while (served < need) {
      out[static_cast<std::size_t>(served++)] = stub_[top_++];
      --count_;
    }
  }
}

void choose_discards(std::span<const Card> hand, int count, UniformSource& random,
                     std::span<Card> out) {
  const int n = static_cast<int>(hand.size());
  if (count < 0 || count > n || static_cast<int>(out.size()) != count)
    throw std::invalid_argument("choose_discards: cannot choose " + std::to_string(count) + " of " +
                                std::to_string(n) + " cards into " + std::to_string(out.size()));
  std::array<int, kDeckSize> index{};
  for (int i = 0; i < n; ++i) index[i] = i;
  // A partial Fisher-Yates: each position takes a uniform pick of the cards not yet chosen.
  for (int i = 0; i < count; ++i) {
    const int j = i + static_cast<int>(random.below(static_cast<std::uint32_t>(n - i)));
    std::swap(index[i], index[j]);
    out[static_cast<std::size_t>(i)] = hand[static_cast<std::size_t>(index[i])];
  }
}

}  // namespace poker
