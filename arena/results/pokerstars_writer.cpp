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

namespace {

// Writes one recorded hand as PokerStars text: the header and seats, then each event by its
// type's writer (the chips, cards and folds it leaves for the summary followed as they go), the
// places of players it put out, and the summary. The game's family (its row's) decides the
// words a family has of its own: stud's streets and bring-in, a draw game's rounds.
class PokerStarsHand {
 public:
  PokerStarsHand(const RecordedHand& h, const PokerStarsRunInfo& run)
      : h_(h),
        run_(run),
        family_(h.dealt_game().family()),
        first_street_(h.dealt_game().street[0].name),
        n_(static_cast<std::size_t>(h.size())),
        stack_(n_),
        street_bet_(n_),
        won_(n_),
        voluntary_(n_),
        folded_(n_),
        mucked_(n_),
        showed_(n_),
        folded_on_(n_),
        folded_draws_(n_),
        held_(n_) {
    for (std::size_t p = 0; p < n_; ++p) stack_[p] = h.players[p].stack;
    for (const RecordedEvent& e : h.events) {
      if (e.type != poker::EventType::WinPot) continue;
      if (static_cast<int>(pot_total_.size()) <= e.pot)
        pot_total_.resize(static_cast<std::size_t>(e.pot) + 1);
      pot_total_[static_cast<std::size_t>(e.pot)] += e.amount;
    }
  }

  std::string text() {
    header();
    for (const RecordedEvent& e : h_.events) event(e);
    if (run_.tournament) finishes();
    summary();
    return s_.str();
  }

 private:
  bool stud() const { return family_ == poker::Family::Stud; }
  const std::string& name(int p) const { return h_.players[static_cast<std::size_t>(p)].name; }
  std::string all_in(int p) const {
    return stack_[static_cast<std::size_t>(p)] == 0 ? " and is all-in" : "";
  }
  // The collection words of a pot: "pot", "main pot", "side pot", "side pot-2".
  std::string pot_name(int pot) const {
    if (pot_total_.size() <= 1) return "pot";
    if (pot == 0) return "main pot";
    if (pot_total_.size() == 2) return "side pot";
    return "side pot-" + std::to_string(pot);
  }
  // Seats in table order (hand indices are clockwise from some seat).
  std::vector<int> by_seat() const {
    std::vector<int> order;
    for (int p = 0; p < h_.size(); ++p) order.push_back(p);
    std::sort(order.begin(), order.end(), [&](int a, int b) {
      return h_.players[static_cast<std::size_t>(a)].seat <
             h_.players[static_cast<std::size_t>(b)].seat;
    });
    return order;
  }
  void new_betting_round() {
    for (Chips& b : street_bet_) b = 0;
    current_bet_ = 0;
  }
  void put_in(std::size_t i, Chips added) {
    stack_[i] -= added;
    street_bet_[i] += added;
  }
  void showdown_header() {
    if (!showdown_header_) s_ << "*** SHOW DOWN ***\n";
    showdown_header_ = true;
  }

  void header();
  void event(const RecordedEvent& e);
  void deal_hole(const RecordedEvent& e);
  void discard(const RecordedEvent& e);
  void deal_board(const RecordedEvent& e);
  void act(const RecordedEvent& e);
  void finishes();
  void summary();
  void summary_seat(int p);

  const RecordedHand& h_;
  const PokerStarsRunInfo& run_;
  const poker::Family family_;  // no button and no blinds in stud: antes and a bring-in (R39)
  const std::string first_street_;
  const std::size_t n_;
  std::ostringstream s_;
  std::vector<Chips> stack_, street_bet_, won_;
  std::vector<bool> voluntary_, folded_, mucked_, showed_;
  std::vector<std::string> folded_on_;
  std::vector<int> folded_draws_;               // the draw rounds dealt before a fold
  std::vector<std::vector<std::string>> held_;  // the cards as the hand stands
  std::vector<Chips> pot_total_;                // by pot number
  Chips current_bet_ = 0;
  int draw_round_ = 0;
  std::string draw_street_;
  std::string stud_street_;  // the street whose cards were dealt last
  bool hole_header_ = false;
  bool showdown_header_ = false;
  std::vector<std::string> board_;
};

void PokerStarsHand::header() {
  const std::string blinds =
      stud() ? std::to_string(h_.small_bet) + "/" + std::to_string(h_.big_bet)
             : std::to_string(h_.small_blind) + "/" + std::to_string(h_.big_blind);
  s_ << "PokerStars Hand #" << pokerstars_hand_id(run_, h_.hand) << ": ";
  if (run_.tournament) {
    s_ << "Tournament #" << run_.tournament_id << ", " << pokerstars_game_name(h_) << " - Level "
       << roman_numeral(h_.level) << " (" << blinds << ")";
  } else {
    s_ << pokerstars_game_name(h_) << " (" << blinds << ")";
  }
  s_ << " - " << run_.date_et << " ET\n";
  // A tournament's tables are "<id> <number>", as PokerStars names them (R48: each its own).
  const std::string table = run_.tournament ? std::to_string(run_.tournament_id) + " " +
                                                  std::to_string(h_.table > 0 ? h_.table : 1)
                                            : run_.table;
  s_ << "Table '" << table << "' " << (run_.max_seats > 0 ? run_.max_seats : h_.size()) << "-max";
  if (!stud())
    s_ << " Seat #" << h_.players[static_cast<std::size_t>(h_.button)].seat + 1 << " is the button";
  s_ << '\n';
  for (int p : by_seat()) {
    const RecordedPlayer& rp = h_.players[static_cast<std::size_t>(p)];
    s_ << "Seat " << rp.seat + 1 << ": " << rp.name << " (" << rp.stack << " in chips)\n";
  }
}

void PokerStarsHand::event(const RecordedEvent& e) {
  using poker::EventType;
  const auto i = static_cast<std::size_t>(e.player < 0 ? 0 : e.player);
  switch (e.type) {
    case EventType::PostAnte:
      stack_[i] -= e.amount;
      s_ << name(e.player) << ": posts the ante " << e.amount << all_in(e.player) << '\n';
      break;
    case EventType::PostSmallBlind:
    case EventType::PostBigBlind:
      put_in(i, e.amount);
      current_bet_ = std::max(current_bet_, street_bet_[i]);
      s_ << name(e.player) << ": posts " << (e.type == EventType::PostSmallBlind ? "small" : "big")
         << " blind " << e.amount << all_in(e.player) << '\n';
      break;
    case EventType::DealHole:
      deal_hole(e);
      break;
    case EventType::Discard:
      discard(e);
      break;
    case EventType::Draw:
      s_ << "Dealt to " << name(e.player) << " [" << spaced(held_[i]) << "] [" << spaced(e.cards)
         << "]\n";
      held_[i].insert(held_[i].end(), e.cards.begin(), e.cards.end());
      break;
    case EventType::DealBoard:
      deal_board(e);
      break;
    case EventType::Act:
      act(e);
      break;
    case EventType::Protect:
      // R26 has no PokerStars wording: the nearest is a disconnected player's all-in.
      s_ << name(e.player) << " has timed out\n";
      s_ << name(e.player) << ": is all-in protected for " << e.amount << " (R26)\n";
      break;
    case EventType::Muck:  // R27: the line PokerStars writes for a hand not shown
      showdown_header();
      mucked_[i] = true;
      s_ << name(e.player) << ": mucks hand\n";
      break;
    case EventType::ReturnUncalled:
      stack_[i] += e.amount;
      s_ << "Uncalled bet (" << e.amount << ") returned to " << name(e.player) << '\n';
      break;
    case EventType::Show:
      showdown_header();
      showed_[i] = true;
      s_ << name(e.player) << ": shows [" << spaced(e.cards) << "] ("
         << pokerstars_shown_hand(h_, e.cards) << ")\n";
      break;
    case EventType::WinPot:
      stack_[i] += e.amount;
      won_[i] += e.amount;
      s_ << name(e.player) << " collected " << e.amount << " from " << pot_name(e.pot) << '\n';
      break;
    case EventType::HandEnd:
      break;
  }
}

// Stud deals every street to each player under the street's header, the cards held before it
// first; the other families deal once, under one header.
void PokerStarsHand::deal_hole(const RecordedEvent& e) {
  const auto i = static_cast<std::size_t>(e.player);
  if (stud()) {
    if (e.street != stud_street_) {
      stud_street_ = e.street;
      s_ << "*** " << upper(pokerstars_stud_street(e.street)) << " ***\n";
      new_betting_round();
    }
    s_ << "Dealt to " << name(e.player) << " ";
    if (!held_[i].empty()) s_ << "[" << spaced(held_[i]) << "] ";
    s_ << "[" << spaced(e.cards) << "]\n";
    held_[i].insert(held_[i].end(), e.cards.begin(), e.cards.end());
    return;
  }
  if (!hole_header_)
    s_ << (family_ == poker::Family::Draw ? "*** DEALING HANDS ***\n" : "*** HOLE CARDS ***\n");
  hole_header_ = true;
  held_[i] = e.cards;
  s_ << "Dealt to " << name(e.player) << " [" << spaced(e.cards) << "]\n";
}

// A draw game's round opens under its own header; Crazy Pineapple's discard is a hold'em line.
void PokerStarsHand::discard(const RecordedEvent& e) {
  const auto i = static_cast<std::size_t>(e.player);
  if (family_ == poker::Family::Draw && e.street != draw_street_) {
    draw_street_ = e.street;
    s_ << pokerstars_draw_header(++draw_round_) << '\n';
    new_betting_round();
  }
  if (e.forced == "timeout") s_ << name(e.player) << " has timed out\n";
  for (const std::string& c : e.cards) std::erase(held_[i], c);
  if (e.cards.empty()) {
    s_ << name(e.player) << ": stands pat\n";
  } else {
    s_ << name(e.player) << ": discards " << e.cards.size()
       << (e.cards.size() == 1 ? " card [" : " cards [") << spaced(e.cards) << "]\n";
  }
}

void PokerStarsHand::deal_board(const RecordedEvent& e) {
  new_betting_round();
  s_ << "*** " << upper(stud() ? pokerstars_stud_street(e.street) : e.street) << " *** ";
  if (!board_.empty()) s_ << "[" << spaced(board_) << "] ";
  s_ << "[" << spaced(e.cards) << "]\n";
  board_.insert(board_.end(), e.cards.begin(), e.cards.end());
}

void PokerStarsHand::act(const RecordedEvent& e) {
  using poker::ActionType;
  const auto i = static_cast<std::size_t>(e.player);
  if (e.street == "showdown") {  // R23, R24: folded as the hand reached showdown
    showdown_header();
    mucked_[i] = true;
    folded_[i] = true;
    s_ << name(e.player) << ": mucks hand\n";
    return;
  }
  if (e.forced == "timeout") s_ << name(e.player) << " has timed out\n";
  if (e.action == ActionType::Fold) {
    folded_[i] = true;
    folded_on_[i] = e.street;
    folded_draws_[i] = draw_round_;
    s_ << name(e.player) << ": folds\n";
    return;
  }
  if (e.action == ActionType::Check) {
    s_ << name(e.player) << ": checks\n";
    return;
  }
  put_in(i, e.added);
  if (e.action == ActionType::Call && e.bring_in) {  // R39: forced, so not voluntary
    current_bet_ = street_bet_[i];
    s_ << name(e.player) << ": brings in for " << e.added << all_in(e.player) << '\n';
    return;
  }
  voluntary_[i] = true;
  if (e.action == ActionType::Call) {
    s_ << name(e.player) << ": calls " << e.added << all_in(e.player) << '\n';
  } else if (e.action == ActionType::Bet) {
    s_ << name(e.player) << ": bets " << e.added << all_in(e.player) << '\n';
  } else if (stud() && current_bet_ < h_.small_bet && e.street == first_street_) {
    s_ << name(e.player) << ": completes it to " << street_bet_[i] << all_in(e.player)
       << '\n';  // R39: the bring-in completed to the small bet
  } else {       // raise: "raises <increment> to <street total>"
    s_ << name(e.player) << ": raises " << street_bet_[i] - current_bet_ << " to " << street_bet_[i]
       << all_in(e.player) << '\n';
  }
  if (e.action != ActionType::Call) current_bet_ = street_bet_[i];
}

void PokerStarsHand::finishes() {
  for (const RecordedPlayer& rp : h_.players) {
    auto place = run_.places.find(rp.name);
    if (rp.final_stack == 0 && place != run_.places.end())
      s_ << rp.name << " finished the tournament in " << ordinal(place->second) << " place\n";
  }
}

void PokerStarsHand::summary() {
  s_ << "*** SUMMARY ***\n";
  Chips total = 0;
  for (Chips t : pot_total_) total += t;
  s_ << "Total pot " << total;
  if (pot_total_.size() > 1) {
    s_ << " Main pot " << pot_total_[0] << '.';
    for (std::size_t k = 1; k < pot_total_.size(); ++k) {
      s_ << " Side pot";
      if (pot_total_.size() > 2) s_ << '-' << k;
      s_ << ' ' << pot_total_[k] << '.';
    }
  }
  s_ << " | Rake 0\n";
  if (!h_.board.empty()) s_ << "Board [" << spaced(h_.board) << "]\n";
  for (int p : by_seat()) summary_seat(p);
}

void PokerStarsHand::summary_seat(int p) {
  const auto i = static_cast<std::size_t>(p);
  const RecordedPlayer& rp = h_.players[i];
  const int sb = h_.small_blind_player(), bb = h_.big_blind_player();
  s_ << "Seat " << rp.seat + 1 << ": " << rp.name;
  if (p == h_.button && !stud()) s_ << " (button)";
  if (p == sb && h_.small_blind > 0) s_ << " (small blind)";
  if (p == bb && h_.big_blind > 0) s_ << " (big blind)";
  const bool blind = p == sb || p == bb;
  const std::vector<std::string>& cards = held_[i].empty() ? rp.hole : held_[i];
  if (mucked_[i]) {
    s_ << " mucked [" << spaced(cards) << "]";
  } else if (folded_[i] && family_ == poker::Family::Draw) {
    s_ << ' ' << pokerstars_draw_fold(folded_draws_[i]);
    if (folded_draws_[i] == 0 && !voluntary_[i] && !blind) s_ << " (didn't bet)";
  } else if (folded_[i] && stud()) {
    s_ << " folded on the " << pokerstars_stud_street(folded_on_[i]);
    if (folded_on_[i] == first_street_ && !voluntary_[i]) s_ << " (didn't bet)";
  } else if (folded_[i]) {
    const std::string street = street_title(folded_on_[i]);
    s_ << (street.empty() ? " folded before Flop" : " folded on the " + street);
    if (street.empty() && !voluntary_[i] && !blind) s_ << " (didn't bet)";
  } else if (showed_[i]) {
    s_ << " showed [" << spaced(cards) << "] and ";
    if (won_[i] > 0) {
      s_ << "won (" << won_[i] << ")";
    } else {
      s_ << "lost";
    }
    s_ << " with " << pokerstars_shown_hand(h_, cards);
  } else if (won_[i] > 0) {
    s_ << " collected (" << won_[i] << ")";
  }
  s_ << '\n';
}

}  // namespace

std::string pokerstars_hand_text(const RecordedHand& h, const PokerStarsRunInfo& run) {
  return PokerStarsHand(h, run).text();
}

}  // namespace arena
