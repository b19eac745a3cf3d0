#pragma once
// All-in adjusted results (R47): when every chip was in before the board was complete, what
// each player in at the end could expect to win, its equity share of each pot it could win,
// computed exactly by enumerating every runout of the cards left (never sampled). A match
// credits it instead of the pot the runout gave, which takes the luck of the runout out of the
// results (docs/REPORT.md says what it does not correct).
#include <array>
#include <optional>
#include <span>

#include "engine/hand.hpp"

namespace poker {

// Chips each hand player could expect to win from the pots (the same total as the pots), for a
// finished hand whose last decision came before its last board card with two or more players
// in; nullopt for every other hand, and in the games it does not cover: those with a board of
// five and two hole cards ranked high (hold'em, short-deck; not Omaha, hi-lo, stud or draw).
// `events`: the hand's events, in order.
std::optional<std::array<double, kMaxPlayers>> all_in_expected_winnings(
    const Hand& hand, std::span<const Event> events);

}  // namespace poker
