// Answers questions about hands with the C++ SDK's arena_eval, one line each, for
// tests/sdk_eval_python_test.cpp to compare with the Python SDK's (sdk_eval_answers.py, the same
// questions and words). A question is words separated by spaces, "-" for no cards:
//   <evaluator> <cards> [<board>]     high, omaha, deuce_to_seven, ace_to_five, badugi,
//                                     short_deck, eight_or_better, omaha_eight_or_better
//   game <variant> <hole> <board>     the showdown's rank and low
//   games <variant>...                each game's shape: name:hole:board:hi-lo:short-deck:ranking
//   equity <variant> <hole> <board> <samples> <seed> <exact_limit> <range>...
//                                     a range: "any" or hands "AsAh:1,KdKc:0.5"
// An answer is numbers, or "error" when the library refuses the question.
#include <cstdio>
#include <iostream>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "arena_eval.hpp"

namespace {

using arena_eval::Card;
using arena_eval::Rank;

std::vector<Card> cards_of(const std::string& word) {
  return word == "-" ? std::vector<Card>{} : arena_eval::cards(word);
}

std::string answer(const std::string& line) {
  std::istringstream in(line);
  std::string what, a, b;
  in >> what >> a;
  if (what == "games") {
    std::string out;
    for (std::string variant = a; !variant.empty(); variant.clear(), in >> variant) {
      const auto g = arena_eval::Game::named(variant);
      out += (out.empty() ? "" : " ") + std::string(g.name()) + ":" +
             std::to_string(g.hole_cards()) + ":" + std::to_string(g.board_cards()) + ":" +
             std::to_string(g.hi_lo()) + ":" + std::to_string(g.short_deck()) + ":" +
             std::string(poker::to_string(g.def().ranking));
    }
    return out;
  }
  if (what == "game") {
    std::string hole, board;
    in >> hole >> board;
    const auto game = arena_eval::Game::named(a);
    return std::to_string(game.rank(cards_of(hole), cards_of(board))) + " " +
           std::to_string(game.low(cards_of(hole), cards_of(board)));
  }
  if (what == "equity") {
    std::string hole, board;
    arena_eval::EquityOptions options;
    in >> hole >> board >> options.samples >> options.seed >> options.exact_limit;
    std::vector<arena_eval::Range> ranges;
    for (std::string r; in >> r;) {
      for (char& c : r) c = c == ',' ? ' ' : c;
      ranges.push_back(r == "any" ? arena_eval::Range::any() : arena_eval::Range::parse(r));
    }
    const auto e = arena_eval::equity(arena_eval::Game::named(a), cards_of(hole), cards_of(board),
                                      ranges, options);
    char text[128];
    std::snprintf(text, sizeof text, "%.17g %.17g %.17g %llu %d", e.share, e.win, e.tie,
                  static_cast<unsigned long long>(e.deals), e.exact ? 1 : 0);
    return text;
  }
  const std::vector<Card> cards = cards_of(a);
  in >> b;
  const std::vector<Card> board = b.empty() ? std::vector<Card>{} : cards_of(b);
  Rank r = 0;
  if (what == "high")
    r = arena_eval::high(cards);
  else if (what == "omaha")
    r = arena_eval::omaha(cards, board);
  else if (what == "deuce_to_seven")
    r = arena_eval::deuce_to_seven(cards);
  else if (what == "ace_to_five")
    r = arena_eval::ace_to_five(cards);
  else if (what == "badugi")
    r = arena_eval::badugi(cards);
  else if (what == "short_deck")
    r = arena_eval::short_deck(cards);
  else if (what == "eight_or_better")
    r = arena_eval::eight_or_better(cards);
  else if (what == "omaha_eight_or_better")
    r = arena_eval::omaha_eight_or_better(cards, board);
  else
    throw std::invalid_argument("no such question");
  return std::to_string(r);
}

}  // namespace

int main() {
  for (std::string line; std::getline(std::cin, line);) {
    try {
      std::cout << answer(line) << '\n';
    } catch (const std::invalid_argument&) {
      std::cout << "error\n";
    }
  }
}
