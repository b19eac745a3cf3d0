// The evaluators and games of arena_eval.hpp: each is the engine's own, checked.
#include "arena_eval.hpp"

#include <charconv>
#include <stdexcept>

#include "engine/ace_to_five_low.hpp"
#include "engine/hilo_evaluator.hpp"
#include "engine/low_evaluator.hpp"
#include "engine/omaha_evaluator.hpp"
#include "engine/ranking.hpp"
#include "engine/short_deck.hpp"

namespace arena_eval {
namespace {

bool is_separator(char c) {
  return c == ' ' || c == ',' || c == '\t' || c == '\n';
}

Card parse_one(std::string_view text) {
  const std::optional<Card> card = poker::parse_card(text);
  if (!card || !card->known())
    throw std::invalid_argument("arena_eval: not a card: \"" + std::string(text) + "\"");
  return *card;
}

// The engine's unchecked low evaluators take known, distinct cards: refuse anything else here.
void check_distinct(std::span<const Card> cards, std::size_t least, std::size_t most,
                    const char* what) {
  if (cards.size() < least || cards.size() > most)
    throw std::invalid_argument(std::string("arena_eval: ") + what + " takes " +
                                std::to_string(least) + " to " + std::to_string(most) +
                                " cards, got " + std::to_string(cards.size()));
  std::uint64_t seen = 0;
  for (const Card c : cards) {
    if (!c.known()) throw std::invalid_argument(std::string("arena_eval: unknown card in ") + what);
    const std::uint64_t bit = std::uint64_t{1} << c.index;
    if (seen & bit)
      throw std::invalid_argument("arena_eval: " + poker::to_string(c) + " twice in " + what);
    seen |= bit;
  }
}

std::vector<Card> joined(std::span<const Card> a, std::span<const Card> b) {
  std::vector<Card> all(a.begin(), a.end());
  all.insert(all.end(), b.begin(), b.end());
  return all;
}

}  // namespace

std::vector<Card> cards(std::string_view text) {
  std::vector<Card> out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (is_separator(text[i])) {
      ++i;
      continue;
    }
    // A card is two characters, or three for "10h".
    const std::size_t length = text.compare(i, 2, "10") == 0 ? 3 : 2;
    out.push_back(parse_one(text.substr(i, length)));
    i += length;
  }
  return out;
}

std::vector<Card> cards(const std::vector<std::string>& texts) {
  std::vector<Card> out;
  out.reserve(texts.size());
  for (const std::string& t : texts) out.push_back(parse_one(t));
  return out;
}

std::string to_text(std::span<const Card> cards) {
  std::string out;
  for (const Card c : cards) out += poker::to_string(c);
  return out;
}

Rank high(std::span<const Card> cards) {
  return poker::evaluate(cards);
}
Rank omaha(std::span<const Card> hole, std::span<const Card> board) {
  return poker::evaluate_omaha_checked(hole, board);
}
Rank deuce_to_seven(std::span<const Card> five) {
  return poker::evaluate_deuce_to_seven(five);
}
Rank ace_to_five(std::span<const Card> cards) {
  return poker::evaluate_ace_to_five_checked(cards);
}
Rank badugi(std::span<const Card> four) {
  return poker::evaluate_badugi(four);
}
Rank short_deck(std::span<const Card> cards) {
  return poker::evaluate_short_deck(cards);
}

Rank eight_or_better(std::span<const Card> cards) {
  check_distinct(cards, 5, 8, "eight_or_better");
  return poker::best_eight_or_better_low(cards);
}

Rank omaha_eight_or_better(std::span<const Card> hole, std::span<const Card> board) {
  poker::evaluate_omaha_checked(hole, board);  // the counts and the cards, as omaha()
  return poker::omaha_eight_or_better_low(hole, board);
}

std::string_view category_name(Rank high_rank, bool short_deck_order) {
  return poker::category_name(short_deck_order ? poker::short_deck_category(high_rank)
                                               : poker::category(high_rank));
}

Game::Game(const poker::GameDef& def) : def_(&def) {
  if (def.family() != poker::Family::Stud) {
    hole_ = def.kept_cards;
    return;
  }
  for (const poker::StreetDef& s : def.streets()) hole_ += s.hole_dealt + s.up_dealt;
}

Game Game::named(std::string_view variant) {
  const poker::GameDef* def = poker::find_game(variant);
  if (def == nullptr)
    throw std::invalid_argument("arena_eval: no game \"" + std::string(variant) + "\"");
  return Game(*def);
}

std::vector<Card> Game::deck() const {
  std::vector<Card> deck;
  for (const Card c : poker::ordered_deck())
    if (!def_->short_deck || c.rank() >= 4) deck.push_back(c);  // 6+: the sixes to the aces
  return deck;
}

Rank Game::rank(std::span<const Card> hole, std::span<const Card> board) const {
  check_distinct(joined(hole, board), 1, 10, "a game's hand");
  return poker::ranking_rule(def_->ranking).rank_checked(hole, board);
}

Rank Game::low(std::span<const Card> hole, std::span<const Card> board) const {
  const poker::RankingRule& rule = poker::ranking_rule(def_->ranking);
  rank(hole, board);  // checks the cards
  if (!def_->hi_lo || rule.eight_or_better_low == nullptr) return 0;
  return rule.eight_or_better_low(hole, board);
}

Range Range::parse(std::string_view text) {
  Range range;
  std::size_t i = 0;
  while (i < text.size()) {
    if (is_separator(text[i])) {
      ++i;
      continue;
    }
    std::size_t end = i;
    while (end < text.size() && !is_separator(text[end])) ++end;
    const std::string_view item = text.substr(i, end - i);
    const std::size_t colon = item.find(':');
    double weight = 1;
    if (colon != std::string_view::npos) {
      const std::string_view w = item.substr(colon + 1);
      const auto [ptr, ec] = std::from_chars(w.data(), w.data() + w.size(), weight);
      if (ec != std::errc() || ptr != w.data() + w.size() || weight < 0)
        throw std::invalid_argument("arena_eval: bad weight in \"" + std::string(item) + "\"");
    }
    range.add(cards(item.substr(0, colon)), weight);
    i = end;
  }
  return range;
}

Range& Range::add(std::vector<Card> hand, double weight) {
  check_distinct(hand, 0, 7, "a range's hand");
  if (weight < 0) throw std::invalid_argument("arena_eval: a negative weight");
  if (weight > 0) hands.push_back({std::move(hand), weight});
  return *this;
}

}  // namespace arena_eval
