#pragma once
// R35 (setting `faulted_bots`, "rank-last"): an organizer may place every entrant that faulted
// (crashed, never started, or was no longer waited for: R24) below every entrant that did not,
// however long the faulted ones lasted on their stacks while they were blinded out. Each group
// keeps its order and its ties (R19); places are counted again from 1 and the points follow the
// new places (R21).
#include <vector>

#include "engine/tournament_field.hpp"

namespace poker {

// `standings` in any order, `faulted` by entrant, `points` by place (points[0] for first place;
// places past its end earn 0). Returns the standings best place first.
std::vector<Standing> rank_faulted_last(std::vector<Standing> standings,
                                        const std::vector<bool>& faulted,
                                        const std::vector<double>& points);

}  // namespace poker
