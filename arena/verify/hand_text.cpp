#include "arena/verify/hand_text.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <stdexcept>
#include <vector>

#include "arena/replay/run_files.hpp"
#include "arena/results/recorded_hand.hpp"
#include "engine/game.hpp"

namespace arena::verify {
namespace {

std::string card_list(const std::vector<std::string>& cards) {
  std::string out;
  for (const std::string& c : cards) out += (out.empty() ? "" : " ") + c;
  return out;
}

// "  [forced: invalid (bad_amount): "amount" 5 is below ...; it sent '{...}']": why the arena
// acted for the bot, with the refused line when there was one. Empty for a bot's own choice.
std::string forced_note(const RecordedEvent& e) {
  if (e.forced.empty()) return "";
  std::string out = "  [forced: " + e.forced;
  if (!e.refused.kind.empty()) {
    out += " (" + e.refused.kind + "): " + e.refused.error;
    if (!e.refused.line.empty()) out += "; it sent '" + e.refused.line + "'";
  }
  return out + "]";
}

// How a decision was made, after its line: forced (and why), the advance request it came from,
// the time it took ("  [advance request: call_any]  (0.02 ms)").
std::string decision_notes(const RecordedEvent& e) {
  std::string out = forced_note(e);
  if (!e.advance.empty()) out += "  [advance request: " + e.advance + "]";
  if (e.time_ms >= 0) {
    char ms[32];
    std::snprintf(ms, sizeof ms, "%.2f", e.time_ms);
    out += std::string("  (") + ms + " ms)";
  }
  return out;
}

// The game's street words (engine/game.cpp) as headings.
std::string street_title(const std::string& street) {
  if (street == "preflop") return "Pre-flop";
  if (street == "flop") return "Flop";
  if (street == "turn") return "Turn";
  if (street == "river") return "River";
  if (street == "predraw") return "Before the draw";
  if (street == "draw") return "The draw";
  if (street == "draw1") return "First draw";
  if (street == "draw2") return "Second draw";
  if (street == "draw3") return "Third draw";
  if (street == "third") return "Third street";
  if (street == "fourth") return "Fourth street";
  if (street == "fifth") return "Fifth street";
  if (street == "sixth") return "Sixth street";
  if (street == "seventh") return "Seventh street";
  return "Showdown";
}

std::string signed_chips(long long delta) {
  return delta > 0 ? "+" + std::to_string(delta) : std::to_string(delta);
}

// Writes one recorded hand for people: the header and seats, each event by its type's writer
// (what a viewer may not see left out), the board and the stacks after. The game's family (its
// row's) decides where a street's heading comes from: the board's deals, stud's deals to the
// players, a draw game's rounds.
class HandText {
 public:
  HandText(const RecordedHand& h, const std::string& run_name,
           const std::optional<std::string>& viewer)
      : h_(h),
        run_name_(run_name),
        family_(h.dealt_game().family()),
        street_(h.dealt_game().street[0].name),
        by_seat_(static_cast<std::size_t>(h.size())) {
    for (int p = 0; p < h.size(); ++p) by_seat_[static_cast<std::size_t>(p)] = p;
    std::sort(by_seat_.begin(), by_seat_.end(),
              [&](int a, int b) { return player(a).seat < player(b).seat; });
    if (viewer) {
      for (int p = 0; p < h.size(); ++p)
        if (player(p).name == *viewer) viewer_ = p;
      if (viewer_ < 0)
        throw RunFileError("bot '" + *viewer + "' did not play hand " + std::to_string(h.hand) +
                           " (it was not dealt in)");
    }
  }

  std::string text() {
    header();
    out_ << "\n" << street_title(street_) << "\n";
    for (const RecordedEvent& e : h_.events) event(e);
    if (family_ == poker::Family::Board) out_ << "\nBoard  [" << card_list(h_.board) << "]\n";
    out_ << "\nStacks after the hand\n";
    for (int p : by_seat_) {
      const RecordedPlayer& rp = player(p);
      char line[160];
      std::snprintf(line, sizeof line, "  seat %-2d %-16s %10lld  (%s)\n", rp.seat, rp.name.c_str(),
                    static_cast<long long>(rp.final_stack),
                    signed_chips(rp.final_stack - rp.stack).c_str());
      out_ << line;
    }
    return out_.str();
  }

 private:
  const RecordedPlayer& player(int p) const { return h_.players[static_cast<std::size_t>(p)]; }
  std::string who(int p) const {
    return player(p).name + " (seat " + std::to_string(player(p).seat) + ")";
  }
  // Whether the text shows this player's hidden cards and decision notes: the organizer sees
  // all, a bot its own.
  bool sees(int p) const { return viewer_ < 0 || p == viewer_; }
  void street_heading(const std::string& street) {
    street_ = street;
    out_ << "\n" << street_title(street_) << "  (pot " << pot_ << ")\n";
  }
  void showdown_heading() {
    if (street_ == "showdown") return;
    street_ = "showdown";
    out_ << "\nShowdown\n";
  }

  void header();
  void event(const RecordedEvent& e);
  void stud_deal(const RecordedEvent& e);
  void draw_turn(const RecordedEvent& e);
  void act(const RecordedEvent& e);

  const RecordedHand& h_;
  const std::string& run_name_;
  const poker::Family family_;
  std::string street_;
  std::vector<int> by_seat_;  // hand player indices in seat order
  int viewer_ = -1;           // the viewing bot's hand player index; -1: the organizer
  std::ostringstream out_;
  std::string board_;  // dealt so far
  long long pot_ = 0;  // chips in the middle, told with each new street
};

void HandText::header() {
  out_ << "Hand " << h_.hand << " of " << run_name_;
  if (h_.table > 0) out_ << ", table " << h_.table;  // R48
  out_ << ": level " << h_.level;
  if (family_ == poker::Family::Stud) {  // antes and a bring-in, no blinds (R39, R43)
    out_ << ", bring-in " << h_.bring_in << ", bets " << h_.small_bet << "/" << h_.big_bet;
  } else if (h_.big_blind == 0) {  // antes only (R8, R46)
    out_ << ", no blinds, smallest bet " << h_.min_bet;
  } else {
    out_ << ", blinds " << h_.small_blind << "/" << h_.big_blind;
  }
  out_ << ", " << poker::to_string(h_.structure) << ", button " << who(h_.button) << "\n";
  if (viewer_ >= 0)
    out_ << "Seen by " << player(viewer_).name << " (seat " << player(viewer_).seat << ")\n";
  out_ << "\nSeats\n";
  for (int p : by_seat_) {
    const RecordedPlayer& rp = player(p);
    char line[160];
    std::snprintf(line, sizeof line, "  seat %-2d %-16s %10lld  ", rp.seat, rp.name.c_str(),
                  static_cast<long long>(rp.stack));
    out_ << line << (sees(p) ? "[" + card_list(rp.hole) + "]" : "[hidden]")
         << (p == h_.button ? "  button" : "") << "\n";
  }
  for (int p : h_.folds_before_showdown)
    out_ << "  " << who(p) << " is folded before showdown (away)\n";
}

void HandText::event(const RecordedEvent& e) {
  using poker::EventType;
  switch (e.type) {
    case EventType::PostAnte:
    case EventType::PostSmallBlind:
    case EventType::PostBigBlind:
      pot_ += e.amount;
      out_ << "  " << who(e.player) << " posts "
           << (e.type == EventType::PostAnte         ? "an ante of"
               : e.type == EventType::PostSmallBlind ? "the small blind"
                                                     : "the big blind")
           << " " << e.amount << "\n";
      break;
    case EventType::DealBoard:
      street_ = e.street;
      out_ << "\n"
           << street_title(street_) << "  " << (board_.empty() ? "" : "[" + board_ + "] ") << "["
           << card_list(e.cards) << "]  (pot " << pot_ << ")\n";
      board_ += (board_.empty() ? "" : " ") + card_list(e.cards);
      break;
    case EventType::DealHole:  // the seat list holds the first deal; stud deals a street at a time
      if (family_ == poker::Family::Stud) stud_deal(e);
      break;
    case EventType::Discard:
    case EventType::Draw:
      draw_turn(e);
      break;
    case EventType::Act:
      act(e);
      break;
    case EventType::Protect:  // R26: public, the table sees the protection
      out_ << "  " << who(e.player) << " is all-in protected for " << e.amount
           << " (the rest of its stack set aside)" << (sees(e.player) ? forced_note(e) : "")
           << "\n";
      break;
    case EventType::Muck:  // R27: the cards only for the organizer and their owner
      showdown_heading();
      out_ << "  " << who(e.player) << " mucks";
      if (sees(e.player)) out_ << " [" << card_list(e.cards) << "]";
      out_ << "\n";
      break;
    case EventType::ReturnUncalled:
      pot_ -= e.amount;
      out_ << "  " << e.amount << " uncalled returned to " << who(e.player) << "\n";
      break;
    case EventType::Show:
      showdown_heading();
      out_ << "  " << who(e.player) << " shows [" << card_list(e.cards) << "] (" << e.rank << ")\n";
      break;
    case EventType::WinPot:
      out_ << "  " << who(e.player) << " wins " << e.amount << " from the "
           << (e.pot == 0 ? std::string("main pot") : "side pot " + std::to_string(e.pot)) << "\n";
      break;
    case EventType::HandEnd:
      break;
  }
}

// Stud (R39): up cards are public, down cards only the organizer's and their owner's.
void HandText::stud_deal(const RecordedEvent& e) {
  if (e.street != street_) street_heading(e.street);
  std::string down, face_up;
  for (const std::string& c : e.cards) {
    const bool up = std::find(e.up.begin(), e.up.end(), c) != e.up.end();
    std::string& into = up ? face_up : down;
    into += (into.empty() ? "" : " ") + (up || sees(e.player) ? c : std::string("??"));
  }
  out_ << "  " << who(e.player) << " is dealt";
  if (!down.empty()) out_ << " down [" << down << "]";
  if (!face_up.empty()) out_ << (down.empty() ? "" : ",") << " up [" << face_up << "]";
  out_ << "\n";
}

// R30, R36: the counts are public, the cards the drawer's. A draw game's rounds head a street.
void HandText::draw_turn(const RecordedEvent& e) {
  if (e.street != street_ && family_ != poker::Family::Board) street_heading(e.street);
  const std::string shown = sees(e.player) ? " [" + card_list(e.cards) + "]" : "";
  out_ << "  " << who(e.player) << " ";
  if (e.type == poker::EventType::Draw) {
    out_ << "draws " << e.cards.size() << shown << "\n";
    return;
  }
  if (e.cards.empty()) {
    out_ << "stands pat";
  } else {
    out_ << "discards " << e.cards.size() << shown;
  }
  if (sees(e.player)) out_ << decision_notes(e);
  out_ << "\n";
}

void HandText::act(const RecordedEvent& e) {
  using poker::ActionType;
  const bool at_showdown = e.street == "showdown";
  // A draw game's betting after a round nobody drew in heads its street itself.
  if (e.street != street_ && !at_showdown && family_ != poker::Family::Board)
    street_heading(e.street);
  if (at_showdown) showdown_heading();
  pot_ += e.added;
  out_ << "  " << who(e.player) << " ";
  switch (e.action) {
    case ActionType::Fold:
      out_ << (at_showdown ? "is folded (away)" : "folds");
      break;
    case ActionType::Check:
      out_ << "checks";
      break;
    case ActionType::Call:
      out_ << (e.bring_in ? "brings in for " : "calls ") << e.amount;
      break;
    case ActionType::Bet:
      out_ << "bets " << e.amount;
      break;
    case ActionType::Raise:
      out_ << "raises to " << e.amount;
      break;
  }
  if (e.all_in) out_ << ", all in";
  // Decision notes (time taken, forced) are the organizer's; a bot knows only its own.
  if (!at_showdown && sees(e.player)) out_ << decision_notes(e);
  out_ << "\n";
}

}  // namespace

std::string hand_text(const nlohmann::json& record, const std::string& run_name,
                      const std::optional<std::string>& viewer) {
  RecordedHand hand;
  try {
    hand = read_recorded_hand(record);
  } catch (const std::runtime_error& e) {
    throw RunFileError(e.what());
  }
  return HandText(hand, run_name, viewer).text();
}

}  // namespace arena::verify
