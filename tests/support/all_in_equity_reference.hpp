#pragma once
// R47's all-in equity the slow, obvious way, as engine/all_in_equity.cpp computed it before it
// counted runouts by class (engine/runout_shares.*): every runout of the cards left dealt one by
// one and each live player's seven cards ranked with evaluate7 or evaluate_short_deck. Kept
// here only as the reference tests/all_in_equity_exact_test.cpp holds the engine to, bit for
// bit: ~30 ms a pre-flop heads-up all-in in Release.
#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "engine/evaluator.hpp"
#include "engine/hand.hpp"
#include "engine/hand_pots.hpp"
#include "engine/short_deck.hpp"

namespace equity_reference {

using namespace poker;

inline bool reference_covered(const GameDef& g) {
  return (g.ranking == Ranking::High || g.ranking == Ranking::ShortDeck) && !g.hi_lo &&
         !g.deals_up_cards() && g.hole_cards == 2 && g.kept_cards == 2 && g.board_cards() == 5 &&
         g.draw_rounds() == 0;
}

// Shares are counted in 2520ths (the least common multiple of 1..10), so a pot split among any
// number of the ten players adds a whole number: the sums stay exact until the last division.
inline constexpr std::uint64_t kReferenceWhole = 2520;

inline std::optional<std::array<double, kMaxPlayers>> reference_expected_winnings(
    const Hand& hand, std::span<const Event> events) {
  const GameDef& game = hand.setup().dealt_game();
  if (!hand.finished() || !reference_covered(game)) return std::nullopt;
  // The board as it stood at the last decision; the cards dealt after it are the runout.
  std::size_t last_decision = 0;
  bool decided = false;
  for (std::size_t i = 0; i < events.size(); ++i)
    if (events[i].type == EventType::Act || events[i].type == EventType::Protect) {
      last_decision = i;
      decided = true;
    }
  std::vector<Card> known_board;
  int runout = 0;
  for (std::size_t i = 0; i < events.size(); ++i) {
    if (events[i].type != EventType::DealBoard) continue;
    for (int c = 0; c < events[i].card_count; ++c) {
      if (decided && i < last_decision)
        known_board.push_back(events[i].cards[static_cast<std::size_t>(c)]);
      else
        ++runout;
    }
  }
  const int n = hand.players();
  std::uint16_t live = 0;
  int live_count = 0;
  std::array<Chips, kMaxPlayers> put_in{};
  for (int p = 0; p < n; ++p) {
    put_in[static_cast<std::size_t>(p)] = hand.put_in(p);
    if (!hand.folded(p)) {
      live = static_cast<std::uint16_t>(live | (1U << p));
      ++live_count;
    }
  }
  if (runout == 0 || live_count < 2 || known_board.size() + static_cast<std::size_t>(runout) != 5)
    return std::nullopt;

  PotLayers pots{};
  const int pot_count = build_pots(put_in, live, n, 0, pots);
  // The pots as built must be the pots awarded (dead antes, R5, are laid out otherwise): when
  // they are not, the hand is left as it was played.
  Chips layered = 0, awarded = 0;
  for (int k = 0; k < pot_count; ++k) layered += pots[static_cast<std::size_t>(k)].amount;
  for (int p = 0; p < n; ++p) awarded += hand.won(p);
  if (layered != awarded) return std::nullopt;

  // The cards left: the deck less the live hands and the known board.
  std::vector<Card> seen(known_board);
  for (int p = 0; p < n; ++p)
    if ((live >> p) & 1U)
      for (const Card c : hand.hole(p)) seen.push_back(c);
  std::vector<Card> left;
  const int lowest_rank = game.short_deck ? kShortDeckLowestRank : 0;
  for (const Card c : ordered_deck())
    if (c.rank() >= lowest_rank && std::find(seen.begin(), seen.end(), c) == seen.end())
      left.push_back(c);

  std::array<std::array<std::uint64_t, kMaxPlayers>, kMaxPlayers> share{};  // [pot][player]
  std::uint64_t runouts = 0;
  std::array<Card, 7> seven{};
  std::array<HandRank, kMaxPlayers> rank{};
  std::vector<int> pick(static_cast<std::size_t>(runout));
  for (int i = 0; i < runout; ++i) pick[static_cast<std::size_t>(i)] = i;
  const int m = static_cast<int>(left.size());
  if (m < runout) return std::nullopt;
  for (;;) {
    ++runouts;
    for (int p = 0; p < n; ++p) {
      if (!((live >> p) & 1U)) continue;
      const auto hole = hand.hole(p);
      std::size_t k = 0;
      seven[k++] = hole[0];
      seven[k++] = hole[1];
      for (const Card c : known_board) seven[k++] = c;
      for (const int i : pick) seven[k++] = left[static_cast<std::size_t>(i)];
      rank[static_cast<std::size_t>(p)] =
          game.short_deck ? evaluate_short_deck(seven) : evaluate7(seven.data());
    }
    for (int k = 0; k < pot_count; ++k) {
      const std::uint16_t eligible = pots[static_cast<std::size_t>(k)].eligible;
      HandRank best = 0;
      int winners = 0;
      for (int p = 0; p < n; ++p)
        if ((eligible >> p) & 1U) {
          const HandRank r = rank[static_cast<std::size_t>(p)];
          if (winners == 0 || r > best) {
            best = r;
            winners = 1;
          } else if (r == best) {
            ++winners;
          }
        }
      for (int p = 0; p < n; ++p)
        if (((eligible >> p) & 1U) && rank[static_cast<std::size_t>(p)] == best)
          share[static_cast<std::size_t>(k)][static_cast<std::size_t>(p)] +=
              kReferenceWhole / static_cast<std::uint64_t>(winners);
    }
    // The next combination of `runout` of the cards left, in lexicographic order.
    int i = runout - 1;
    while (i >= 0 && pick[static_cast<std::size_t>(i)] == m - runout + i) --i;
    if (i < 0) break;
    ++pick[static_cast<std::size_t>(i)];
    for (int j = i + 1; j < runout; ++j)
      pick[static_cast<std::size_t>(j)] = pick[static_cast<std::size_t>(j - 1)] + 1;
  }

  std::array<double, kMaxPlayers> expected{};
  const double total = static_cast<double>(runouts * kReferenceWhole);
  for (int k = 0; k < pot_count; ++k)
    for (int p = 0; p < n; ++p)
      expected[static_cast<std::size_t>(p)] +=
          static_cast<double>(pots[static_cast<std::size_t>(k)].amount) *
          static_cast<double>(share[static_cast<std::size_t>(k)][static_cast<std::size_t>(p)]) /
          total;
  return expected;
}

}  // namespace equity_reference
