#pragma once
// Private to the engine's deal: a deterministic stream of uniform integers from libsodium's
// ChaCha20 under the seed key, one stream per 96-bit nonce (a 4-byte kind and an 8-byte index).
// The caller has initialised libsodium (every Seed is made through it).
#include <sodium.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "engine/deal.hpp"

namespace poker::detail {

// Stream kinds, one list so no two uses share a stream: the first 4 bytes of the nonce; the other
// 8 hold the hand number or purpose.
constexpr std::uint32_t kDeckStream = 0x6b636564;         // "deck": a hand's deck
constexpr std::uint32_t kPermutationStream = 0x6d726570;  // "perm": seat and button draws
constexpr std::uint32_t kDrawStream = 0x77617264;         // "draw": a hand's later choices

// A deterministic byte stream read as little-endian 32-bit words (the same on every platform).
// ChaCha20's output for a key and nonce does not depend on the requested length, so should
// rejections exhaust the bytes generated (never seen in practice: a rejection has probability
// below 52 / 2^32), the stream is regenerated longer and the words already used stay the same.
class WordStream {
 public:
  WordStream(std::uint32_t kind, std::uint64_t index, const Seed& seed, std::size_t words)
      : key_(seed.key.data()) {
    static_assert(sizeof(seed.key) == crypto_stream_chacha20_ietf_KEYBYTES);
    static_assert(crypto_stream_chacha20_ietf_NONCEBYTES == 12);
    for (int i = 0; i < 4; ++i) nonce_[i] = static_cast<std::uint8_t>(kind >> (8 * i));
    for (int i = 0; i < 8; ++i) nonce_[4 + i] = static_cast<std::uint8_t>(index >> (8 * i));
    // libsodium's vectorised ChaCha20 runs 4 blocks (256 bytes) at once; a shorter request takes
    // the one-block path and costs more, so never ask for less.
    size_ = std::max<std::size_t>(words * 4, inline_.size());
    fill();
  }

  std::uint32_t next() {
    if (pos_ + 4 > size_) {
      size_ *= 2;
      fill();
    }
    const std::uint8_t* p = data_ + pos_;
    pos_ += 4;
    return std::uint32_t{p[0]} | std::uint32_t{p[1]} << 8 | std::uint32_t{p[2]} << 16 |
           std::uint32_t{p[3]} << 24;
  }

  // Uniform in [0, bound), bound >= 1: Lemire's method; the rejection removes the bias.
  std::uint32_t below(std::uint32_t bound) {
    std::uint64_t m = std::uint64_t{next()} * bound;
    auto low = static_cast<std::uint32_t>(m);
    if (low < bound) {
      const std::uint32_t threshold = static_cast<std::uint32_t>(-bound) % bound;
      while (low < threshold) {
        m = std::uint64_t{next()} * bound;
        low = static_cast<std::uint32_t>(m);
      }
    }
    return static_cast<std::uint32_t>(m >> 32);
  }

 private:
  void fill() {
    std::uint8_t* out = inline_.data();
    if (size_ > inline_.size()) {
      heap_.resize(size_);
      out = heap_.data();
    }
    crypto_stream_chacha20_ietf(out, size_, nonce_.data(), key_);
    data_ = out;
  }

  const std::uint8_t* key_;
  std::array<std::uint8_t, 12> nonce_{};
  std::array<std::uint8_t, 256> inline_;  // one vectorised ChaCha20 call: 64 words
  std::vector<std::uint8_t> heap_;
  const std::uint8_t* data_ = nullptr;
  std::size_t size_ = 0;
  std::size_t pos_ = 0;
};

}  // namespace poker::detail
