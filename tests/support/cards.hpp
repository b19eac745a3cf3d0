#pragma once
// Cards written as text ("Ah", "Td") for the tests that set up hands by hand.
#include <string_view>

#include "engine/card.hpp"

namespace test_cards {

inline poker::Card card(std::string_view text) {
  return *poker::parse_card(text);
}

}  // namespace test_cards
