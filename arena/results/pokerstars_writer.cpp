#include "arena/results/pokerstars_writer.hpp"

#include <algorithm>
#include <cctype>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "arena/results/pokerstars_draw.hpp"
#include "engine/deal.hpp"
#include "engine/evaluator.hpp"

namespace arena {
namespace {

using poker::Chips;

constexpr const char* kRankName[] = {"Deuce", "Three", "Four", "Five",  "Six",  "Seven", "Eight",
                                     "Nine",  "Ten",   "Jack", "Queen", "King", "Ace"};
constexpr const char* kRankPlural[] = {"Deuces", "Threes", "Fours", "Fives", "Sixes",
                                       "Sevens", "Eights", "Nines", "Tens",  "Jacks",
                                       "Queens", "Kings",  "Aces"};

std::string spaced(const std::vector<std::string>& cards) {
  std::string out;
  for (const std::string& c : cards) out += (out.empty() ? "" : " ") + c;
  return out;
}

std::string ordinal(int n) {
  const int tens = n % 100;
  const char* suffix = "th";
  if (tens < 11 || tens > 13) {
    if (n % 10 == 1) suffix = "st";
    if (n % 10 == 2) suffix = "nd";
    if (n % 10 == 3) suffix = "rd";
  }
  return std::to_string(n) + suffix;
}

std::string upper(std::string text) {
  for (char& c : text) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return text;
}

std::string street_title(const std::string& street) {
  if (street == "flop") return "Flop";
  if (street == "turn") return "Turn";
  if (street == "river") return "River";
  return "";
}

}  // namespace

std::string roman_numeral(int n) {
  static const std::pair<int, const char*> kParts[] = {
      {1000, "M"}, {900, "CM"}, {500, "D"}, {400, "CD"}, {100, "C"}, {90, "XC"}, {50, "L"},
      {40, "XL"},  {10, "X"},   {9, "IX"},  {5, "V"},    {4, "IV"},  {1, "I"}};
  if (n <= 0) return std::to_string(n);
  std::string out;
  for (const auto& [value, text] : kParts)
    for (; n >= value; n -= value) out += text;
  return out;
}

std::string pokerstars_hand_description(const std::vector<std::string>& texts) {
  std::vector<poker::Card> cards;
  for (const std::string& t : texts) {
    auto c = poker::parse_card(t);
    if (!c || !c->known()) throw std::runtime_error("not a card: '" + t + "'");
    cards.push_back(*c);
  }
  const poker::HandRank rank = poker::evaluate(cards);
  const std::array<poker::Card, 5> five = poker::best_five(cards);
  auto one = [&](int i) {
    return std::string(kRankName[five[static_cast<std::size_t>(i)].rank()]);
  };
  auto many = [&](int i) {
    return std::string(kRankPlural[five[static_cast<std::size_t>(i)].rank()]);
  };
  // best_five lists the cards best first: a wheel as 5-4-3-2-A, so the low end is the last card.
  switch (poker::category(rank)) {
    case poker::Category::HighCard:
      return "high card " + one(0);
    case poker::Category::OnePair:
      return "a pair of " + many(0);
    case poker::Category::TwoPair:
      return "two pair, " + many(0) + " and " + many(2);
    case poker::Category::ThreeOfAKind:
      return "three of a kind, " + many(0);
    case poker::Category::Straight:
      return "a straight, " + one(4) + " to " + one(0);
    case poker::Category::Flush:
      return "a flush, " + one(0) + " high";
    case poker::Category::FullHouse:
      return "a full house, " + many(0) + " full of " + many(3);
    case poker::Category::FourOfAKind:
      return "four of a kind, " + many(0);
    case poker::Category::StraightFlush:
      if (five[0].rank() == 12) return "a Royal Flush";
      return "a straight flush, " + one(4) + " to " + one(0);
  }
  return "a hand";
}

long long pokerstars_run_id(std::string_view mode, std::string_view name,
                            std::string_view seed_hash) {
  poker::Seed text;  // only its commitment (plain BLAKE2b-256 of the text) is used
  text.text = std::string(mode) + " " + std::string(name) + " " + std::string(seed_hash);
  const std::string digest = text.commitment();
  return static_cast<long long>(std::stoull(digest.substr(0, 16), nullptr, 16) %
                                static_cast<unsigned long long>(kPokerStarsHandsPerRun));
}

long long pokerstars_hand_id(const PokerStarsRunInfo& run, int hand) {
  return run.tournament_id * kPokerStarsHandsPerRun + hand;
}

std::string pokerstars_hand_text(const RecordedHand& h, const PokerStarsRunInfo& run) {
  const int n = h.size();
  auto name = [&](int p) -> const std::string& {
    return h.players[static_cast<std::size_t>(p)].name;
  };
  std::ostringstream s;

  const std::string game = pokerstars_game_name(h);
  // A draw game's rounds have headers of their own; Crazy Pineapple's discard is a hold'em line.
  const bool stud =
      recorded_game(h).deals_up_cards();  // no button, no blinds: antes and a bring-in (R39)
  const bool draw_game = recorded_game(h).board_cards() == 0 && !stud;
  const std::string blinds =
      stud ? std::to_string(h.small_bet) + "/" + std::to_string(h.big_bet)
           : std::to_string(h.small_blind) + "/" + std::to_string(h.big_blind);
  s << "PokerStars Hand #" << pokerstars_hand_id(run, h.hand) << ": ";
  if (run.tournament) {
    s << "Tournament #" << run.tournament_id << ", " << game << " - Level "
      << roman_numeral(h.level) << " (" << blinds << ")";
  } else {
    s << game << " (" << blinds << ")";
  }
  s << " - " << run.date_et << " ET\n";
  // A tournament's tables are "<id> <number>", as PokerStars names them (R48: each its own).
  const std::string table = run.tournament ? std::to_string(run.tournament_id) + " " +
                                                 std::to_string(h.table > 0 ? h.table : 1)
                                           : run.table;
  s << "Table '" << table << "' " << (run.max_seats > 0 ? run.max_seats : n) << "-max";
  if (!stud)
    s << " Seat #" << h.players[static_cast<std::size_t>(h.button)].seat + 1 << " is the button";
  s << '\n';

  // Seats in table order (hand indices are clockwise from some seat; sort by seat number).
  std::vector<int> by_seat;
  for (int p = 0; p < n; ++p) by_seat.push_back(p);
  std::sort(by_seat.begin(), by_seat.end(), [&](int a, int b) {
    return h.players[static_cast<std::size_t>(a)].seat <
           h.players[static_cast<std::size_t>(b)].seat;
  });
  for (int p : by_seat) {
    const RecordedPlayer& rp = h.players[static_cast<std::size_t>(p)];
    s << "Seat " << rp.seat + 1 << ": " << rp.name << " (" << rp.stack << " in chips)\n";
  }

  std::vector<Chips> stack(static_cast<std::size_t>(n)), street_bet(static_cast<std::size_t>(n));
  std::vector<bool> voluntary(static_cast<std::size_t>(n)), folded(static_cast<std::size_t>(n));
  std::vector<std::string> folded_on(static_cast<std::size_t>(n));
  std::vector<bool> mucked(static_cast<std::size_t>(n)), showed(static_cast<std::size_t>(n));
  std::vector<Chips> won(static_cast<std::size_t>(n));
  std::vector<std::vector<std::string>> held(static_cast<std::size_t>(n));  // as the hand stands
  std::vector<int> folded_draws(static_cast<std::size_t>(n));
  int draw_round = 0;
  std::string draw_street;
  std::string stud_street;  // the street whose cards were dealt last
  const std::string stud_first_street(recorded_game(h).street[0].name);
  for (int p = 0; p < n; ++p)
    stack[static_cast<std::size_t>(p)] = h.players[static_cast<std::size_t>(p)].stack;
  Chips current_bet = 0;
  auto all_in = [&](int p) {
    return stack[static_cast<std::size_t>(p)] == 0 ? std::string(" and is all-in") : std::string();
  };

  // Pot totals by pot number decide the collection words ("pot", "main pot", "side pot-2").
  std::vector<Chips> pot_total;
  for (const RecordedEvent& e : h.events) {
    if (e.type == "win_pot") {
      if (static_cast<int>(pot_total.size()) <= e.pot)
        pot_total.resize(static_cast<std::size_t>(e.pot) + 1);
      pot_total[static_cast<std::size_t>(e.pot)] += e.amount;
    }
  }
  auto pot_name = [&](int pot) -> std::string {
    if (pot_total.size() <= 1) return "pot";
    if (pot == 0) return "main pot";
    if (pot_total.size() == 2) return "side pot";
    return "side pot-" + std::to_string(pot);
  };

  bool hole_header = false;
  bool showdown_header = false;
  std::vector<std::string> board;
  for (const RecordedEvent& e : h.events) {
    const auto i = static_cast<std::size_t>(e.player < 0 ? 0 : e.player);
    if (e.type == "post_ante") {
      stack[i] -= e.amount;
      s << name(e.player) << ": posts the ante " << e.amount << all_in(e.player) << '\n';
    } else if (e.type == "post_small_blind" || e.type == "post_big_blind") {
      stack[i] -= e.amount;
      street_bet[i] += e.amount;
      current_bet = std::max(current_bet, street_bet[i]);
      s << name(e.player) << ": posts " << (e.type == "post_small_blind" ? "small" : "big")
        << " blind " << e.amount << all_in(e.player) << '\n';
    } else if (e.type == "deal_hole" && stud) {
      if (e.street != stud_street) {  // each street's cards under its own header
        stud_street = e.street;
        s << "*** " << upper(pokerstars_stud_street(e.street)) << " ***\n";
        for (Chips& b : street_bet) b = 0;
        current_bet = 0;
      }
      s << "Dealt to " << name(e.player) << " ";
      if (!held[i].empty()) s << "[" << spaced(held[i]) << "] ";
      s << "[" << spaced(e.cards) << "]\n";
      held[i].insert(held[i].end(), e.cards.begin(), e.cards.end());
    } else if (e.type == "deal_hole") {
      if (!hole_header) s << (draw_game ? "*** DEALING HANDS ***\n" : "*** HOLE CARDS ***\n");
      hole_header = true;
      held[i] = e.cards;
      s << "Dealt to " << name(e.player) << " [" << spaced(e.cards) << "]\n";
    } else if (e.type == "discard") {
      if (draw_game && e.street != draw_street) {
        draw_street = e.street;
        s << pokerstars_draw_header(++draw_round) << '\n';
        for (Chips& b : street_bet) b = 0;
        current_bet = 0;
      }
      if (e.forced == "timeout") s << name(e.player) << " has timed out\n";
      for (const std::string& c : e.cards) std::erase(held[i], c);
      if (e.cards.empty()) {
        s << name(e.player) << ": stands pat\n";
      } else {
        s << name(e.player) << ": discards " << e.cards.size()
          << (e.cards.size() == 1 ? " card [" : " cards [") << spaced(e.cards) << "]\n";
      }
    } else if (e.type == "draw") {
      s << "Dealt to " << name(e.player) << " [" << spaced(held[i]) << "] [" << spaced(e.cards)
        << "]\n";
      held[i].insert(held[i].end(), e.cards.begin(), e.cards.end());
    } else if (e.type == "deal_board") {
      for (Chips& b : street_bet) b = 0;
      current_bet = 0;
      s << "*** " << upper(stud ? pokerstars_stud_street(e.street) : e.street) << " *** ";
      if (!board.empty()) s << "[" << spaced(board) << "] ";
      s << "[" << spaced(e.cards) << "]\n";
      board.insert(board.end(), e.cards.begin(), e.cards.end());
    } else if (e.type == "act" && e.street == "showdown") {
      if (!showdown_header) s << "*** SHOW DOWN ***\n";
      showdown_header = true;
      mucked[i] = true;
      folded[i] = true;
      s << name(e.player) << ": mucks hand\n";
    } else if (e.type == "act") {
      if (e.forced == "timeout") s << name(e.player) << " has timed out\n";
      if (e.action == "fold") {
        folded[i] = true;
        folded_on[i] = e.street;
        folded_draws[i] = draw_round;
        s << name(e.player) << ": folds\n";
      } else if (e.action == "check") {
        s << name(e.player) << ": checks\n";
      } else if (e.action == "call" && e.bring_in) {  // R39: forced, so not voluntary
        stack[i] -= e.added;
        street_bet[i] += e.added;
        current_bet = street_bet[i];
        s << name(e.player) << ": brings in for " << e.added << all_in(e.player) << '\n';
      } else if (e.action == "call") {
        stack[i] -= e.added;
        street_bet[i] += e.added;
        voluntary[i] = true;
        s << name(e.player) << ": calls " << e.added << all_in(e.player) << '\n';
      } else if (e.action == "bet") {
        stack[i] -= e.added;
        street_bet[i] += e.added;
        current_bet = street_bet[i];
        voluntary[i] = true;
        s << name(e.player) << ": bets " << e.added << all_in(e.player) << '\n';
      } else if (stud && current_bet < h.small_bet && e.street == stud_first_street) {
        stack[i] -= e.added;  // R39: the bring-in completed to the small bet
        street_bet[i] += e.added;
        voluntary[i] = true;
        current_bet = street_bet[i];
        s << name(e.player) << ": completes it to " << street_bet[i] << all_in(e.player) << '\n';
      } else {  // raise: "raises <increment> to <street total>"
        stack[i] -= e.added;
        street_bet[i] += e.added;
        voluntary[i] = true;
        s << name(e.player) << ": raises " << street_bet[i] - current_bet << " to " << street_bet[i]
          << all_in(e.player) << '\n';
        current_bet = street_bet[i];
      }
    } else if (e.type == "protect") {
      // R26 has no PokerStars wording: the nearest is a disconnected player's all-in.
      s << name(e.player) << " has timed out\n";
      s << name(e.player) << ": is all-in protected for " << e.amount << " (R26)\n";
    } else if (e.type == "muck") {  // R27: the line PokerStars writes for a hand not shown
      if (!showdown_header) s << "*** SHOW DOWN ***\n";
      showdown_header = true;
      mucked[i] = true;
      s << name(e.player) << ": mucks hand\n";
    } else if (e.type == "return_uncalled") {
      stack[i] += e.amount;
      s << "Uncalled bet (" << e.amount << ") returned to " << name(e.player) << '\n';
    } else if (e.type == "show") {
      if (!showdown_header) s << "*** SHOW DOWN ***\n";
      showdown_header = true;
      showed[i] = true;
      s << name(e.player) << ": shows [" << spaced(e.cards) << "] ("
        << pokerstars_shown_hand(h, e.cards) << ")\n";
    } else if (e.type == "win_pot") {
      stack[i] += e.amount;
      won[i] += e.amount;
      s << name(e.player) << " collected " << e.amount << " from " << pot_name(e.pot) << '\n';
    }
  }
  if (run.tournament) {
    for (int p = 0; p < n; ++p) {
      const RecordedPlayer& rp = h.players[static_cast<std::size_t>(p)];
      auto place = run.places.find(rp.name);
      if (rp.final_stack == 0 && place != run.places.end())
        s << rp.name << " finished the tournament in " << ordinal(place->second) << " place\n";
    }
  }

  s << "*** SUMMARY ***\n";
  Chips total = 0;
  for (Chips t : pot_total) total += t;
  s << "Total pot " << total;
  if (pot_total.size() > 1) {
    s << " Main pot " << pot_total[0] << '.';
    for (std::size_t k = 1; k < pot_total.size(); ++k) {
      s << " Side pot";
      if (pot_total.size() > 2) s << '-' << k;
      s << ' ' << pot_total[k] << '.';
    }
  }
  s << " | Rake 0\n";
  if (!h.board.empty()) s << "Board [" << spaced(h.board) << "]\n";
  const int sb = h.small_blind_player(), bb = h.big_blind_player();
  for (int p : by_seat) {
    const auto i = static_cast<std::size_t>(p);
    const RecordedPlayer& rp = h.players[i];
    s << "Seat " << rp.seat + 1 << ": " << rp.name;
    if (p == h.button && !stud) s << " (button)";
    if (p == sb && h.small_blind > 0) s << " (small blind)";
    if (p == bb && h.big_blind > 0) s << " (big blind)";
    const std::vector<std::string>& cards = held[i].empty() ? rp.hole : held[i];
    if (mucked[i]) {
      s << " mucked [" << spaced(cards) << "]";
    } else if (folded[i] && draw_game) {
      s << ' ' << pokerstars_draw_fold(folded_draws[i]);
      if (folded_draws[i] == 0 && !voluntary[i] && p != sb && p != bb) s << " (didn't bet)";
    } else if (folded[i] && stud) {
      s << " folded on the " << pokerstars_stud_street(folded_on[i]);
      if (folded_on[i] == stud_first_street && !voluntary[i]) s << " (didn't bet)";
    } else if (folded[i]) {
      const std::string street = street_title(folded_on[i]);
      s << (street.empty() ? " folded before Flop" : " folded on the " + street);
      if (street.empty() && !voluntary[i] && p != sb && p != bb) s << " (didn't bet)";
    } else if (showed[i]) {
      s << " showed [" << spaced(cards) << "] and ";
      if (won[i] > 0) {
        s << "won (" << won[i] << ")";
      } else {
        s << "lost";
      }
      s << " with " << pokerstars_shown_hand(h, cards);
    } else if (won[i] > 0) {
      s << " collected (" << won[i] << ")";
    }
    s << '\n';
  }
  return s.str();
}

}  // namespace arena
