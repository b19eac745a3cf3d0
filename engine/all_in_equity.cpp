#include "engine/all_in_equity.hpp"

#include <bit>
#include <cstdint>
#include <vector>

#include "engine/hand_pots.hpp"
#include "engine/ranking.hpp"
#include "engine/runout_shares.hpp"

namespace poker {
namespace {

bool covered(const GameDef& g) {
  return ranking_rule(g.ranking).counts_runouts && !g.hi_lo && !g.deals_up_cards() &&
         g.hole_cards == 2 && g.kept_cards == 2 && g.board_cards() == 5 && g.draw_rounds() == 0;
}

}  // namespace

std::optional<std::array<double, kMaxPlayers>> all_in_expected_winnings(
    const Hand& hand, std::span<const Event> events) {
  const GameDef& game = hand.setup().dealt_game();
  if (!hand.finished() || !covered(game)) return std::nullopt;
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
  RunoutDeal deal;
  deal.players = n;
  deal.live = live;
  deal.known_board = known_board;
  deal.runout = runout;
  deal.short_deck = game.short_deck;
  // A card not known (a replayed hand's "??") leaves nothing to count.
  std::uint64_t seen = 0;
  for (const Card c : known_board) {
    if (!c.known()) return std::nullopt;
    seen |= std::uint64_t{1} << c.index;
  }
  for (int p = 0; p < n; ++p)
    if ((live >> p) & 1U) {
      const auto hole = hand.hole(p);
      for (std::size_t i = 0; i < 2; ++i) {
        if (!hole[i].known()) return std::nullopt;
        deal.hole[static_cast<std::size_t>(p)][i] = hole[i];
        seen |= std::uint64_t{1} << hole[i].index;
      }
    }
  const int lowest_rank = game.short_deck ? kShortDeckLowestRank : 0;
  for (const Card c : ordered_deck())
    if (c.rank() >= lowest_rank && !((seen >> c.index) & 1U))
      deal.unseen |= std::uint64_t{1} << c.index;
  if (std::popcount(deal.unseen) < runout) return std::nullopt;
  const RunoutShares counted = count_runout_shares(deal, pots, pot_count);
  const auto& share = counted.share;
  const std::uint64_t runouts = counted.runouts;

  std::array<double, kMaxPlayers> expected{};
  const double total = static_cast<double>(runouts * kWholeShare);
  for (int k = 0; k < pot_count; ++k)
    for (int p = 0; p < n; ++p)
      expected[static_cast<std::size_t>(p)] +=
          static_cast<double>(pots[static_cast<std::size_t>(k)].amount) *
          static_cast<double>(share[static_cast<std::size_t>(k)][static_cast<std::size_t>(p)]) /
          total;
  return expected;
}

}  // namespace poker
