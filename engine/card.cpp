#include "engine/card.hpp"

#include <cctype>

namespace poker {
namespace {

int rank_from_char(char c) {
  const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  for (int r = 0; r < 13; ++r)
    if (kRankChars[r] == upper) return r;
  return -1;
}

int suit_from_char(char c) {
  const char lower = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (int s = 0; s < 4; ++s)
    if (kSuitChars[s] == lower) return s;
  return -1;
}

}  // namespace

std::optional<Card> parse_card(std::string_view text) {
  if (text == "??") return Card{};
  if (text.size() == 3 && text[0] == '1' && text[1] == '0') {
    const int s = suit_from_char(text[2]);
    if (s < 0) return std::nullopt;
    return Card::from(8, s);
  }
  if (text.size() != 2) return std::nullopt;
  const int r = rank_from_char(text[0]);
  const int s = suit_from_char(text[1]);
  if (r < 0 || s < 0) return std::nullopt;
  return Card::from(r, s);
}

std::optional<std::vector<Card>> parse_cards(std::string_view text) {
  std::vector<Card> cards;
  if (text.size() % 2 != 0) return std::nullopt;
  for (std::size_t i = 0; i < text.size(); i += 2) {
    auto card = parse_card(text.substr(i, 2));
    if (!card) return std::nullopt;
    cards.push_back(*card);
  }
  return cards;
}

std::string to_string(Card card) {
  if (!card.known()) return "??";
  return std::string{kRankChars[card.rank()], kSuitChars[card.suit()]};
}

std::array<Card, kDeckSize> ordered_deck() {
  std::array<Card, kDeckSize> deck{};
  for (int i = 0; i < kDeckSize; ++i) deck[i] = Card(static_cast<std::uint8_t>(i));
  return deck;
}

}  // namespace poker
