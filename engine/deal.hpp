#pragma once
// The deal: every card of a tournament is a pure function of (tournament seed, hand number).
// Each hand has its own ChaCha20 stream (libsodium, the cipher of randombytes_buf_deterministic),
// keyed by the seed key with the hand number in the nonce; it drives an unbiased Fisher-Yates
// shuffle (rejection sampling, no modulo bias). Bots seeing many cards learn nothing about the
// next deal. (Why a nonce rather than a crypto_kdf key per hand: speed, see deal.cpp.)
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/card.hpp"
#include "engine/game.hpp"

namespace poker {

// A tournament seed: the text the user gave (e.g. "7"), or 64 hex digits drawn from the
// operating system. The key that drives every stream is a keyed BLAKE2b of the text (keyed with a
// fixed domain label, so it differs from the published commitment), so any text works.
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

// The same deck with only its first k cards (0..52) shuffled: positions 0..k-1 equal those of
// shuffled_deck(seed, hand_number) exactly (Fisher-Yates fixes positions in order); the rest is
// still a permutation of the remaining cards, but not the full shuffle's. A hand of p players
// needs 2p + 8 cards (holes, three burns, five board cards), so the deal costs less.
std::array<Card, kDeckSize> shuffled_deck_prefix(const Seed& seed, std::uint64_t hand_number,
                                                 int k);

// A random permutation of 0..n-1 from the seed, for purposes other than cards (seat draw,
// first button); `purpose` separates the streams.
std::vector<int> seeded_permutation(const Seed& seed, std::uint64_t purpose, int n);

// Stream purposes for seeded_permutation.
inline constexpr std::uint64_t kSeatDrawPurpose = 1;
inline constexpr std::uint64_t kButtonDrawPurpose = 2;
// A multi-table tournament's draws (R48, R52), each numbered by table or round and an index.
inline constexpr std::uint64_t kTableSeatDrawPurpose = 3;    // a starting table's seats
inline constexpr std::uint64_t kTableButtonDrawPurpose = 4;  // a starting table's first button
inline constexpr std::uint64_t kBreakDrawPurpose = 5;        // a broken table's players' seats
inline constexpr std::uint64_t kFinalTableDrawPurpose = 6;   // the final table's seats and button
constexpr std::uint64_t numbered_purpose(std::uint64_t kind, int a, int b = 0) {
  return (kind << 48) | (static_cast<std::uint64_t>(a) << 16) | static_cast<std::uint64_t>(b);
}

}  // namespace poker

namespace poker {

inline constexpr int kMaxPlayers = 10;

// The cards of one hand: each player's hole cards (by hand player index; the game's hole_cards of
// them), the board, and for the draw games the cards not dealt, in dealing order: the stub their
// draws are served from. Unknown cards (Card{}) are allowed for replays; a hand that needs one at
// showdown cannot end. A replay gives its drawn cards with each draw and leaves the stub empty.
struct Deal {
  std::array<std::array<Card, kMaxHoleCards>, kMaxPlayers> hole{};
  std::array<Card, kMaxBoardCards> board{};
  std::array<Card, kDeckSize> undealt{};
  int undealt_count = 0;
};

// Deals from a shuffled deck as a dealer does: one card at a time to each player starting left
// of the button (heads-up: the big blind first), round after round until each has the game's
// hole cards; then, street by street, a burn and the board cards (hold'em: burn and flop three,
// burn and turn, burn and river). A draw game keeps the rest as the stub, in deck order.
Deal deal_from_deck(const std::array<Card, kDeckSize>& deck, int players, int button,
                    const GameDef& game);
Deal deal_from_deck(const std::array<Card, kDeckSize>& deck, int players, int button);  // hold'em

// How many of the deck's cards a hand of `game` may use (shuffled_deck_prefix's k): the hole
// cards, burns and board; the whole deck for a game whose draws are replaced.
int deck_cards_needed(const GameDef& game, int players);

}  // namespace poker
