// The seeded deal (R2). Every random byte comes from libsodium's ChaCha20 (the cipher behind
// randombytes_buf_deterministic) keyed with the seed key; each stream (the deck of one hand, one
// seeded permutation) has its own 96-bit nonce, which is how ChaCha20 separates independent
// streams under one key. Uniform integers come from Lemire's multiply-shift with rejection, so no
// modulo bias.
//
// Why a nonce per hand rather than a crypto_kdf subkey per hand fed to
// randombytes_buf_deterministic: measured here, crypto_kdf_derive_from_key costs ~240 ns and the
// 256-byte stream ~230 ns; the engine benchmark wants >= 1M whole hands/s, so one ChaCha20 call
// per deal is the budget. Security is the same: distinct nonces under a secret key give
// independent pseudo-random streams (randombytes_buf_deterministic is ChaCha20 with a fixed nonce).
#include "engine/deal.hpp"
#include "engine/word_stream.hpp"

#include <sodium.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

namespace poker {
namespace {

using detail::WordStream;

using detail::kDeckStream;
using detail::kPermutationStream;

// The stream key must not be the published commitment (BLAKE2b-256 of the text): anyone holding
// the commitment could then compute every card. A keyed BLAKE2b with a fixed domain label gives a
// different key that cannot be computed without the text. (The label is the BLAKE2b key.)
constexpr char kSeedKeyLabel[] = "poker-arena seed key v1";
static_assert(sizeof(kSeedKeyLabel) - 1 >= crypto_generichash_KEYBYTES_MIN);

void ensure_sodium() {
  // A function-local static is initialised exactly once, even when threads race to it.
  static const bool ready = sodium_init() >= 0;
  if (!ready) throw std::runtime_error("deal: libsodium failed to initialise (sodium_init)");
}

std::array<std::uint8_t, 32> hash256(const std::string& text, const char* label) {
  std::array<std::uint8_t, 32> out{};
  const auto* key = reinterpret_cast<const unsigned char*>(label);
  const std::size_t key_len = label ? std::strlen(label) : 0;
  crypto_generichash(out.data(), out.size(), reinterpret_cast<const unsigned char*>(text.data()),
                     text.size(), key, key_len);
  return out;
}

std::string to_hex(const std::uint8_t* bytes, std::size_t n) {
  std::string hex(n * 2 + 1, '\0');
  sodium_bin2hex(hex.data(), hex.size(), bytes, n);
  hex.pop_back();  // sodium_bin2hex writes a terminating NUL
  return hex;
}

// Spare words beyond one per draw, so that a rejection does not force a regeneration.
constexpr std::size_t kSpareWords = 8;

}  // namespace

Seed Seed::from_text(std::string text) {
  ensure_sodium();
  Seed seed;
  seed.key = hash256(text, kSeedKeyLabel);
  seed.text = std::move(text);
  return seed;
}

Seed Seed::random() {
  ensure_sodium();
  std::array<std::uint8_t, 32> entropy{};
  randombytes_buf(entropy.data(), entropy.size());
  Seed seed = from_text(to_hex(entropy.data(), entropy.size()));
  sodium_memzero(entropy.data(), entropy.size());
  return seed;
}

std::string Seed::commitment() const {
  ensure_sodium();
  const auto digest = hash256(text, nullptr);  // plain BLAKE2b-256, checkable with `b2sum -l 256`
  return to_hex(digest.data(), digest.size());
}

std::array<Card, kDeckSize> shuffled_deck_prefix(const Seed& seed, std::uint64_t hand_number,
                                                 int k) {
  ensure_sodium();
  if (k < 0 || k > kDeckSize)
    throw std::invalid_argument("shuffled_deck_prefix: k must be 0..52, got " + std::to_string(k));
  // The last position is fixed once the 51 before it are: 51 draws make a full shuffle.
  const int draws = k < kDeckSize - 1 ? k : kDeckSize - 1;
  std::array<Card, kDeckSize> deck = ordered_deck();
  WordStream stream(kDeckStream, hand_number, seed, static_cast<std::size_t>(draws) + kSpareWords);
  // Fisher-Yates fixing positions 0, 1, 2, ... in order: position i takes a uniform pick of the
  // cards not yet placed, so the first k positions do not depend on whether the rest is shuffled.
  for (int i = 0; i < draws; ++i) {
    const int j = i + static_cast<int>(stream.below(static_cast<std::uint32_t>(kDeckSize - i)));
    std::swap(deck[i], deck[j]);
  }
  return deck;
}

std::array<Card, kDeckSize> shuffled_deck(const Seed& seed, std::uint64_t hand_number) {
  return shuffled_deck_prefix(seed, hand_number, kDeckSize);
}

std::vector<int> seeded_permutation(const Seed& seed, std::uint64_t purpose, int n) {
  ensure_sodium();
  if (n < 0)
    throw std::invalid_argument("seeded_permutation: n must be >= 0, got " + std::to_string(n));
  std::vector<int> perm(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) perm[static_cast<std::size_t>(i)] = i;
  if (n < 2) return perm;
  WordStream stream(kPermutationStream, purpose, seed, static_cast<std::size_t>(n) + kSpareWords);
  for (int i = 0; i + 1 < n; ++i) {
    const int j = i + static_cast<int>(stream.below(static_cast<std::uint32_t>(n - i)));
    std::swap(perm[static_cast<std::size_t>(i)], perm[static_cast<std::size_t>(j)]);
  }
  return perm;
}

}  // namespace poker
