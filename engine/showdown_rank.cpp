#include "engine/showdown_rank.hpp"

#include "engine/ranking.hpp"

namespace poker {

HandRank showdown_rank(Ranking ranking, std::span<const Card> hole, std::span<const Card> board) {
  return ranking_rule(ranking).rank_checked(hole, board);
}

std::string showdown_rank_name(Ranking ranking, HandRank rank, std::span<const Card> hole) {
  return ranking_rule(ranking).hand_name(rank, hole);
}

}  // namespace poker
