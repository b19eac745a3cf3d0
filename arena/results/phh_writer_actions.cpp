#include "arena/results/phh_writer_actions.hpp"

#include <algorithm>
#include <string>
#include <vector>

namespace arena {
namespace {

std::string joined(const std::vector<std::string>& cards) {
  std::string out;
  for (const std::string& c : cards) out += c;
  return out;
}

bool protected_player(const RecordedHand& h, int player) {
  for (const RecordedEvent& e : h.events)
    if (e.type == poker::EventType::Protect && e.player == player) return true;
  return false;
}

// One line of the betting and dealing, with what the showdown needs to know of a deal.
struct PlayLine {
  std::string text;
  std::string street;      // the street it belongs to (a deal's), to group the runout by street
  int dealt_to = -1;       // stud: the player dealt a card
  bool face_down = false;  // stud: that card came face down (seventh street)
};

// A live hand at the showdown, and how it leaves it.
struct ShowdownHand {
  enum Kind { Shown, GivenUp, Unshown };
  int player = 0;
  Kind kind = Unshown;
  std::vector<std::string> cards;  // Shown, Unshown: every card held, in dealing order
  std::string muck;                // GivenUp: its `sm` line
};

// Writes the showdowns of a hand, as PokerKit's State holds them (above, in the header).
class ShowdownWriter {
 public:
  ShowdownWriter(std::vector<ShowdownHand> hands, std::vector<std::size_t> held,
                 const std::vector<int>& pnum)
      : hands_(std::move(hands)), held_(std::move(held)), pnum_(pnum) {
    live_.assign(held_.size(), false);
    face_down_.assign(held_.size(), false);
    for (const ShowdownHand& s : hands_) {
      live_[static_cast<std::size_t>(s.player)] = true;
      face_down_[static_cast<std::size_t>(s.player)] = true;
    }
  }

  void deal(const PlayLine& line) {
    if (line.dealt_to < 0) return;
    const auto p = static_cast<std::size_t>(line.dealt_to);
    ++held_[p];
    if (line.face_down) face_down_[p] = true;
  }

  // One showdown: `last` for the one after the whole board, where hands given up are mucked.
  void showdown(bool last, std::vector<std::string>& out) {
    for (const ShowdownHand& s : hands_) {
      const auto p = static_cast<std::size_t>(s.player);
      if (!live_[p] || !face_down_[p]) continue;  // PokerKit asks only hands with a down card
      const std::string who = "p" + std::to_string(pnum_[p]);
      if (s.kind == ShowdownHand::Shown || s.kind == ShowdownHand::Unshown) {
        const std::vector<std::string> dealt(
            s.cards.begin(),
            s.cards.begin() + static_cast<std::ptrdiff_t>(std::min(held_[p], s.cards.size())));
        out.push_back(who + " sm " + joined(dealt) +
                      (s.kind == ShowdownHand::Unshown
                           ? " # the last hand left, not shown at the table"
                           : ""));
        face_down_[p] = false;
      } else if (s.kind == ShowdownHand::GivenUp && last) {
        out.push_back(s.muck);
        live_[p] = false;
      } else {
        std::string unknown;
        for (std::size_t c = 0; c < held_[p]; ++c) unknown += "??";
        out.push_back(who + " sm " + unknown + " # face down until the last showdown");
      }
    }
  }

 private:
  std::vector<ShowdownHand> hands_;
  std::vector<std::size_t> held_;
  const std::vector<int>& pnum_;
  std::vector<bool> live_, face_down_;
};

// The hand's betting, dealing and showdown lines, each event written by its type's writer; the
// showdown is gathered apart and written after the betting (ShowdownWriter).
class PhhPlay {
 public:
  PhhPlay(const RecordedHand& h, const std::vector<int>& pnum)
      : h_(h),
        pnum_(pnum),
        folded_(static_cast<std::size_t>(h.size())),
        deals_(static_cast<std::size_t>(h.size())) {
    for (const RecordedPlayer& p : h.players) {
      holding_.push_back(p.hole);
      dealt_.push_back(p.hole.size());
    }
    dealt_at_end_ = dealt_;
  }

  void event(const RecordedEvent& e);
  // The lines after the players' first deals: the betting, then the showdowns.
  void write(std::vector<std::string>& out);

 private:
  std::string who(int player) const {
    return "p" + std::to_string(pnum_[static_cast<std::size_t>(player)]);
  }
  void betting_line(std::string text, const std::string& street) {
    play_.push_back({std::move(text), street});
    betting_end_ = play_.size();
    dealt_at_end_ = dealt_;
  }
  // A draw round in PHH: every player's `sd` in turn, then the cards served, in the same order.
  void serve() {
    for (std::string& line : served_) play_.push_back({std::move(line), served_street_});
    served_.clear();
    betting_end_ = play_.size();
  }
  void deal_again(const RecordedEvent& e);
  void discard(const RecordedEvent& e);
  void act(const RecordedEvent& e);
  void add_unshown_hands();

  const RecordedHand& h_;
  const std::vector<int>& pnum_;
  std::vector<PlayLine> play_;
  std::size_t betting_end_ = 0;  // entries of `play_` up to the last betting action
  std::vector<ShowdownHand> showdown_;
  std::vector<bool> folded_;  // a fold line in the file
  int first_shower_ = -1;
  std::vector<std::string> served_;
  std::string served_street_;  // the round they belong to: a new round's discards follow them
  // A player's first deal is its d dh line; stud deals again on every street (R41).
  std::vector<int> deals_;
  // The cards each player holds, in dealing order: stud's later streets added, a draw's discards
  // replaced by the cards served.
  std::vector<std::vector<std::string>> holding_;
  // The cards each player holds, and held when the betting ended (stud deals more after it).
  std::vector<std::size_t> dealt_, dealt_at_end_;
};

void PhhPlay::event(const RecordedEvent& e) {
  using poker::EventType;
  if (e.type == EventType::DealHole && deals_[static_cast<std::size_t>(e.player)]++ > 0)
    return deal_again(e);
  const bool same_round =
      (e.type == EventType::Discard || e.type == EventType::Draw) && e.street == served_street_;
  if (!same_round && !served_.empty()) serve();
  switch (e.type) {
    case EventType::Discard:
      discard(e);
      break;
    case EventType::Draw: {
      auto& held = holding_[static_cast<std::size_t>(e.player)];
      held.insert(held.end(), e.cards.begin(), e.cards.end());
      served_.push_back("d dh " + who(e.player) + " " + joined(e.cards));
      break;
    }
    case EventType::DealBoard:
      play_.push_back({"d db " + joined(e.cards), e.street});
      break;
    case EventType::Act:
      act(e);
      break;
    case EventType::Protect:
      // R26 has no PHH action: a fold stands in for it (what PokerKit reads), and the field
      // _protected names the player, so arena replay plays its protection instead.
      folded_[static_cast<std::size_t>(e.player)] = true;
      betting_line(who(e.player) + " f # all-in protection (R26) for " + std::to_string(e.amount) +
                       (e.forced.empty() ? "" : ", " + e.forced),
                   e.street);
      break;
    case EventType::Muck:
      // R27: a losing hand not shown, PHH's muck (its cards stay in the d dh line).
      showdown_.push_back(
          {e.player, ShowdownHand::GivenUp, {}, who(e.player) + " sm # mucked (R27)"});
      break;
    case EventType::Show:
      if (first_shower_ < 0) first_shower_ = e.player;
      // A protected player folded in PokerKit's eyes: its show would be refused there (the
      // replay shows it from the d dh line).
      if (!protected_player(h_, e.player))
        showdown_.push_back({e.player, ShowdownHand::Shown, e.cards, {}});
      break;
    default:  // the blinds and antes are fields of the file; the first deal its d dh line
      break;
  }
}

void PhhPlay::deal_again(const RecordedEvent& e) {
  const auto p = static_cast<std::size_t>(e.player);
  play_.push_back({"d dh " + who(e.player) + " " + joined(e.cards), e.street, e.player,
                   e.up.size() < e.cards.size()});
  holding_[p].insert(holding_[p].end(), e.cards.begin(), e.cards.end());
  dealt_[p] += e.cards.size();
}

void PhhPlay::discard(const RecordedEvent& e) {
  served_street_ = e.street;
  auto& held = holding_[static_cast<std::size_t>(e.player)];
  for (const std::string& c : e.cards)
    held.erase(std::remove(held.begin(), held.end(), c), held.end());
  betting_line(who(e.player) + " sd" + (e.cards.empty() ? "" : " " + joined(e.cards)) +
                   (e.forced.empty() ? "" : " # " + e.forced),
               e.street);
}

void PhhPlay::act(const RecordedEvent& e) {
  if (e.street == "showdown") {
    // R23, R24: folded as the hand reached showdown; in PHH a muck contests no pot.
    showdown_.push_back({e.player,
                         ShowdownHand::GivenUp,
                         {},
                         who(e.player) + " sm # hand folded before showdown (" +
                             (e.forced.empty() ? std::string("R23") : e.forced) + ")"});
    return;
  }
  std::string line = who(e.player);
  if (e.bring_in) {
    line += " pb";  // R39: PHH's post bring-in
  } else if (e.action == poker::ActionType::Fold) {
    line += " f";
    folded_[static_cast<std::size_t>(e.player)] = true;
  } else if (e.action == poker::ActionType::Check || e.action == poker::ActionType::Call) {
    line += " cc";
  } else {
    line += " cbr " + std::to_string(e.amount);  // a raise-to street total, as PHH wants
  }
  if (!e.forced.empty()) line += " # " + e.forced;
  betting_line(std::move(line), e.street);
}

// A live hand that neither showed nor gave up: the last one left, which wins unshown at the
// table. PokerKit still holds a showdown when two or more hands are live after the betting, and
// must see its cards: a show of none ("????", what its reader inserts) leaves a hand without a
// board (stud, draw) or one that must use two hole cards (Omaha) unranked, and the pot unpaid.
void PhhPlay::add_unshown_hands() {
  std::vector<bool> at_showdown(static_cast<std::size_t>(h_.size()));
  for (const ShowdownHand& s : showdown_) at_showdown[static_cast<std::size_t>(s.player)] = true;
  std::vector<int> live;
  for (int p = 0; p < h_.size(); ++p)
    if (!folded_[static_cast<std::size_t>(p)]) live.push_back(p);
  if (live.size() >= 2)
    for (int p : live)
      if (!at_showdown[static_cast<std::size_t>(p)])
        showdown_.push_back({p, ShowdownHand::Unshown, holding_[static_cast<std::size_t>(p)], {}});
}

void PhhPlay::write(std::vector<std::string>& out) {
  if (!served_.empty()) serve();
  add_unshown_hands();
  // Showdown order: clockwise from the first hand shown (R15), else from left of the button; an
  // unshown hand last, after the others have given up.
  const int n = h_.size();
  const int start = first_shower_ >= 0 ? first_shower_ : (h_.button + 1) % n;
  std::stable_sort(showdown_.begin(), showdown_.end(), [&](const auto& a, const auto& b) {
    const bool a_unshown = a.kind == ShowdownHand::Unshown;
    const bool b_unshown = b.kind == ShowdownHand::Unshown;
    if (a_unshown != b_unshown) return b_unshown;
    return (a.player - start + n) % n < (b.player - start + n) % n;
  });

  for (std::size_t k = 0; k < betting_end_; ++k) out.push_back(std::move(play_[k].text));
  ShowdownWriter writer(std::move(showdown_), dealt_at_end_, pnum_);
  // After an all-in, the streets dealt without betting each end in a showdown of their own.
  std::size_t k = betting_end_;
  writer.showdown(k == play_.size(), out);
  while (k < play_.size()) {
    const std::string street = play_[k].street;
    for (; k < play_.size() && play_[k].street == street; ++k) {
      writer.deal(play_[k]);
      out.push_back(std::move(play_[k].text));
    }
    writer.showdown(k == play_.size(), out);
  }
}

}  // namespace

std::vector<std::string> phh_action_lines(const RecordedHand& h, const std::vector<int>& pnum) {
  std::vector<std::string> out;
  std::vector<int> order(static_cast<std::size_t>(h.size()));
  for (int p = 0; p < h.size(); ++p)
    order[static_cast<std::size_t>(pnum[static_cast<std::size_t>(p)] - 1)] = p;
  for (int p : order)
    out.push_back("d dh p" + std::to_string(pnum[static_cast<std::size_t>(p)]) + " " +
                  joined(h.players[static_cast<std::size_t>(p)].hole));
  PhhPlay play(h, pnum);
  for (const RecordedEvent& e : h.events) play.event(e);
  play.write(out);
  return out;
}

}  // namespace arena
