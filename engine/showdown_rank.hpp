#pragma once
// The rank a showdown compares, by the game's ranking: high poker takes the best five of the
// hole cards kept and the board; 2-7 lowball the five hole cards; badugi the four. A higher rank
// wins in every ranking (evaluator.hpp, low_evaluator.hpp).
#include <span>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"
#include "engine/game.hpp"

namespace poker {

// Checked: throws std::invalid_argument when the cards do not fit the ranking (a wrong count,
// an unknown or a repeated card).
HandRank showdown_rank(Ranking ranking, std::span<const Card> hole, std::span<const Card> board);

}  // namespace poker
