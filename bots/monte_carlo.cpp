// A plain Monte Carlo bot, as a new author writes one first (issue 44: the yardstick the
// reference bot is measured against besides hand_strength). At each decision it deals the cards
// it cannot see at random (every opponent's hidden cards, the rest of the board, stud's later
// streets) 1,000 times, ranks the hands by the game's showdown ranking (the engine's ranking
// table), and from its share of the pot:
//   - raises or bets the pot above 1.8 times its fair share (once a street),
//   - calls when the share beats the pot odds, checks when free, else folds.
// It knows nothing of its opponents, and in the draw games it stands pat (its hand as dealt).
// `monte_carlo --seed N` draws the same samples every run.
#include <algorithm>
#include <array>
#include <random>
#include <vector>

#include "arena_bot.hpp"
#include "engine/card.hpp"
#include "engine/game.hpp"
#include "engine/ranking.hpp"

namespace {

using arena_bot::Decision;
using arena_bot::GameState;
using poker::Card;

std::vector<Card> parse(const std::vector<std::string>& text) {
  std::vector<Card> out;
  for (const auto& t : text)
    if (auto c = poker::parse_card(t); c && c->known()) out.push_back(*c);
  return out;
}

// My share of the pot against random hands: every live opponent holds as many unseen cards as I
// do less its up cards.
double share_of_pot(const GameState& s, const poker::GameDef& game, std::mt19937_64& rng) {
  const poker::RankingRule& rule = poker::ranking_rule(game.ranking);
  const std::vector<Card> mine = parse(s.hole);
  const std::vector<Card> board = parse(s.board);
  std::vector<std::vector<Card>> known;  // each live opponent's up cards
  std::array<bool, poker::kDeckSize> seen{};
  for (const Card c : mine) seen[c.index] = true;
  for (const Card c : board) seen[c.index] = true;
  for (const auto& p : s.players) {
    for (const Card c : parse(p.up)) seen[c.index] = true;
    if (p.seat != s.my_seat && p.in_hand && !p.folded) known.push_back(parse(p.up));
  }
  std::vector<Card> deck;
  for (const Card c : poker::ordered_deck())
    if (!seen[c.index] && (!game.short_deck || c.rank() >= poker::kShortDeckLowestRank))
      deck.push_back(c);
  const int stud_to_come = game.family() == poker::Family::Stud
                               ? poker::kMaxHoleCards - static_cast<int>(mine.size())
                               : 0;
  const int board_to_come = game.family() == poker::Family::Board
                                ? game.board_cards() - static_cast<int>(board.size())
                                : 0;
  // Crazy Pineapple before its discard: the first two cards stand for the hand.
  const std::size_t held =
      std::min<std::size_t>(mine.size(), game.ranking == poker::Ranking::Omaha
                                             ? mine.size()
                                             : static_cast<std::size_t>(game.kept_cards));
  double won = 0;
  constexpr int kSamples = 1000;
  for (int n = 0; n < kSamples; ++n) {
    std::shuffle(deck.begin(), deck.end(), rng);
    std::size_t next = 0;
    const auto take = [&](std::vector<Card>& into, int count) {
      for (int i = 0; i < count && next < deck.size(); ++i) into.push_back(deck[next++]);
    };
    std::vector<Card> full_board = board;
    take(full_board, board_to_come);
    std::vector<Card> me(mine.begin(), mine.begin() + static_cast<std::ptrdiff_t>(held));
    take(me, stud_to_come);
    std::vector<std::vector<Card>> hands;
    for (const auto& up : known) {
      hands.push_back(up);
      take(hands.back(), static_cast<int>(held + stud_to_come) - static_cast<int>(up.size()));
      if (hands.back().size() != held + static_cast<std::size_t>(stud_to_come)) hands.pop_back();
    }
    // My part of one half of the pot (high, or the eight-or-better low), -1 when no hand has it.
    const auto half = [&](bool low) {
      const auto rank = [&](const std::vector<Card>& h) {
        return low ? rule.eight_or_better_low(h, full_board) : rule.rank(h, full_board);
      };
      const poker::HandRank my_rank = rank(me);
      poker::HandRank best = my_rank;
      int tied = 1;
      for (const auto& h : hands) {
        const poker::HandRank r = rank(h);
        if (r > best) {
          best = r;
          tied = 1;
        } else if (r == best) {
          ++tied;
        }
      }
      if (best == 0 && low) return -1.0;
      return my_rank == best ? 1.0 / tied : 0.0;
    };
    const double high = half(false);
    const double low = game.hi_lo ? half(true) : -1.0;
    won += low < 0 ? high : (high + low) / 2;
  }
  return won / kSamples;
}

}  // namespace

int main(int argc, char** argv) {
  const auto seed = arena_bot::seed_from_args(argc, argv);
  if (!seed) return 2;
  std::mt19937_64 rng{*seed};
  auto decide = [&rng](const GameState& s) {
    const poker::GameDef* game = poker::find_game(s.variant);
    if (game == nullptr || s.opponents_in_hand() == 0) return Decision::passive(s);
    const double share = share_of_pot(s, *game, rng);
    const double fair = 1.0 / (s.opponents_in_hand() + 1);
    const bool raised_here = s.my_bet() > (s.street == s.first_street ? s.big_blind : 0);
    if (share >= std::min(0.85, 1.8 * fair) && !raised_here && (s.can("raise") || s.can("bet")))
      return Decision::aggressive(s, s.current_bet() + s.pot + s.to_call);
    if (s.to_call == 0 || s.bring_in_due) return Decision::passive(s);
    const double odds = static_cast<double>(s.to_call) / static_cast<double>(s.pot + s.to_call);
    if (share >= odds && s.can("call")) return Decision::call();
    return s.can("fold") ? Decision::fold() : Decision::passive(s);
  };
  return arena_bot::run(decide, "monte_carlo", "1.0");
}
