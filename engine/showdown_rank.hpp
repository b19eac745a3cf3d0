#pragma once
// The rank a showdown compares, by the game's ranking: high poker takes the best five of the
// hole cards kept and the board; 2-7 lowball the five hole cards; badugi the four. A higher rank
// wins in every ranking (evaluator.hpp, low_evaluator.hpp). Both read the ranking table
// (ranking.hpp), for callers that hold a Ranking and cards.
#include <span>

#include "engine/card.hpp"
#include "engine/evaluator.hpp"
#include "engine/game.hpp"

namespace poker {

// Checked: throws std::invalid_argument when the cards do not fit the ranking (a wrong count,
// an unknown or a repeated card).
HandRank showdown_rank(Ranking ranking, std::span<const Card> hole, std::span<const Card> board);

// The shown hand in words, as the wire and the logs say it: high hands their category ("two
// pair"), 2-7 lows their cards, highest first ("8-6-5-4-2"; "flush 8-6-5-4-2", "one pair
// 8-8-5-4-2"), badugi its counted cards ("badugi 7-4-3-2", "3-card 7-4-2"). `rank` is
// showdown_rank's.
std::string showdown_rank_name(Ranking ranking, HandRank rank, std::span<const Card> hole);

}  // namespace poker
