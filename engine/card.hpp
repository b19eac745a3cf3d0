#pragma once
// Cards: a card is one byte, rank * 4 + suit, so the 52 cards are 0..51 and order by rank.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace poker {

// Ranks 0..12 stand for 2..A; suits 0..3 for c, d, h, s (clubs, diamonds, hearts, spades).
struct Card {
  std::uint8_t index = kUnknown;

  static constexpr std::uint8_t kUnknown = 0xFF;  // a card nobody has seen (PHH "??")

  constexpr Card() = default;
  constexpr explicit Card(std::uint8_t i) : index(i) {}
  static constexpr Card from(int rank, int suit) {
    return Card(static_cast<std::uint8_t>(rank * 4 + suit));
  }
  constexpr int rank() const { return index >> 2; }
  constexpr int suit() const { return index & 3; }
  constexpr bool known() const { return index < 52; }
  friend constexpr bool operator==(Card a, Card b) = default;
};

inline constexpr int kDeckSize = 52;
inline constexpr char kRankChars[] = "23456789TJQKA";
inline constexpr char kSuitChars[] = "cdhs";

// Parses "Ah", "Td", "2c" (rank letters case-insensitive, "10" accepted for ten) and "??".
std::optional<Card> parse_card(std::string_view text);
// Parses a run of cards with no separators, e.g. "AhKd" or "2c3c4c"; nullopt on any bad card.
std::optional<std::vector<Card>> parse_cards(std::string_view text);
std::string to_string(Card card);  // "Ah"; "??" for an unknown card

// The 52 cards in index order.
std::array<Card, kDeckSize> ordered_deck();

}  // namespace poker
