#pragma once
// The deal: every card of a tournament is a pure function of (tournament seed, hand number).
// A per-hand key is derived from the seed (libsodium crypto_kdf), its ChaCha20 stream
// (randombytes_buf_deterministic) drives an unbiased Fisher-Yates shuffle (rejection sampling,
// no modulo bias). Bots seeing many cards learn nothing about the next deal.
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/card.hpp"

namespace poker {

// A tournament seed: the text the user gave (e.g. "7"), or 64 hex digits drawn from the
// operating system. The key that drives every stream is BLAKE2b(text), so any text works.
struct Seed {
  std::string text;
  std::array<std::uint8_t, 32> key{};

  static Seed from_text(std::string text);
  static Seed random();  // fresh entropy from the operating system
  // BLAKE2b-256 of the seed text as 64 lowercase hex digits: published before the first hand,
  // so the seed revealed at the end can be checked against it.
  std::string commitment() const;
};

// The deck of hand `hand_number` (1-based), in dealing order: a full Fisher-Yates shuffle.
std::array<Card, kDeckSize> shuffled_deck(const Seed& seed, std::uint64_t hand_number);

// A random permutation of 0..n-1 from the seed, for purposes other than cards (seat draw,
// first button); `purpose` separates the streams.
std::vector<int> seeded_permutation(const Seed& seed, std::uint64_t purpose, int n);

// Stream purposes for seeded_permutation.
inline constexpr std::uint64_t kSeatDrawPurpose = 1;
inline constexpr std::uint64_t kButtonDrawPurpose = 2;

}  // namespace poker

namespace poker {

inline constexpr int kMaxPlayers = 10;

// The cards of one hand: two hole cards per player (by hand player index) and five board cards.
// Unknown cards (Card{}) are allowed for replays; a hand that needs one at showdown cannot end.
struct Deal {
  std::array<std::array<Card, 2>, kMaxPlayers> hole{};
  std::array<Card, 5> board{};
};

// Deals from a shuffled deck as a dealer does: one card at a time to each player starting left
// of the button (heads-up: the big blind first), twice round; then burn and flop three, burn and
// turn, burn and river.
Deal deal_from_deck(const std::array<Card, kDeckSize>& deck, int players, int button);

}  // namespace poker
