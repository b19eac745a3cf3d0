#pragma once
// R19 and R21 for every kind of tournament: a group placed together (the players eliminated in
// one hand, or in one hand-for-hand round, or those still in at the end) ordered by a key.
#include <vector>

#include "engine/hand.hpp"

namespace poker {

// Places `group` (entrants) from `first_place` on, the larger `key` first (key, place and points
// are indexed by entrant). Entrants with equal keys share the best place of their run and split
// the points of the places it covers; places past the end of `points_table` earn 0.
void place_group(std::vector<int> group, const std::vector<Chips>& key, int first_place,
                 const std::vector<double>& points_table, std::vector<int>& place,
                 std::vector<double>& points);

}  // namespace poker
