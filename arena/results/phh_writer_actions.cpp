#include "arena/results/phh_writer_actions.hpp"

#include <algorithm>
#include <string>
#include <string_view>
#include <vector>

#include "arena/results/phh_writer.hpp"

namespace arena {
namespace {

// The lines are written into strings kept for the hand (a line is a range of one text, a
// showdown's line one reused string), then into the table's text: a std::string for every line
// and every "pN" was most of the PHH writer's time on the log writer's thread.
using Cards = std::vector<std::string>;

// The first `count` cards, run together ("AhKd").
void append_cards(std::string& out, const Cards& cards, std::size_t count) {
  for (std::size_t c = 0; c < std::min(count, cards.size()); ++c) out += cards[c];
}
void append_cards(std::string& out, const Cards& cards) {
  append_cards(out, cards, cards.size());
}

// One item of the `actions` array.
void emit(std::string& out, std::string_view line) {
  out += "  ";
  append_toml_string(out, line);
  out += ",\n";
}

bool protected_player(const RecordedHand& h, int player) {
  for (const RecordedEvent& e : h.events)
    if (e.type == poker::EventType::Protect && e.player == player) return true;
  return false;
}

// One line of the betting and dealing, with what the showdown needs to know of a deal.
struct PlayLine {
  std::size_t begin = 0, end = 0;  // its text: PhhPlay::text_[begin, end)
  std::string_view street;         // the street it belongs to (a deal's), to group the runout
  int dealt_to = -1;               // stud: the player dealt a card
  bool face_down = false;          // stud: that card came face down (seventh street)
};

// A live hand at the showdown, and how it leaves it.
struct ShowdownHand {
  enum Kind { Shown, GivenUp, Unshown };
  int player = 0;
  Kind kind = Unshown;
  const Cards* cards = nullptr;  // Shown, Unshown: every card held, in dealing order
  std::size_t muck_begin = 0;    // GivenUp: its `sm` line, PhhPlay::text_[muck_begin, muck_end)
  std::size_t muck_end = 0;
};

// Writes the showdowns of a hand, as PokerKit's State holds them (above, in the header).
class ShowdownWriter {
 public:
  ShowdownWriter(const std::vector<ShowdownHand>& hands, std::vector<std::size_t> held,
                 const std::vector<int>& pnum, std::string_view text, std::string& out)
      : hands_(hands), held_(std::move(held)), pnum_(pnum), text_(text), out_(out) {
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
  void showdown(bool last) {
    for (const ShowdownHand& s : hands_) {
      const auto p = static_cast<std::size_t>(s.player);
      if (!live_[p] || !face_down_[p]) continue;  // PokerKit asks only hands with a down card
      if (s.kind == ShowdownHand::GivenUp && last) {
        emit(out_, text_.substr(s.muck_begin, s.muck_end - s.muck_begin));
        live_[p] = false;
        continue;
      }
      line_ = 'p';
      append_toml_integer(line_, pnum_[p]);
      line_ += " sm ";
      if (s.kind == ShowdownHand::GivenUp) {
        for (std::size_t c = 0; c < held_[p]; ++c) line_ += "??";
        line_ += " # face down until the last showdown";
      } else {
        append_cards(line_, *s.cards, held_[p]);  // the cards dealt so far
        if (s.kind == ShowdownHand::Unshown)
          line_ += " # the last hand left, not shown at the table";
        face_down_[p] = false;
      }
      emit(out_, line_);
    }
  }

 private:
  const std::vector<ShowdownHand>& hands_;
  std::vector<std::size_t> held_;
  const std::vector<int>& pnum_;
  std::string_view text_;  // PhhPlay's, for the mucks
  std::string& out_;
  std::string line_;  // the line being written
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
    text_.reserve(32 * h.events.size());
    play_.reserve(h.events.size());
    for (const RecordedPlayer& p : h.players) {
      holding_.push_back(p.hole);
      dealt_.push_back(p.hole.size());
    }
    dealt_at_end_ = dealt_;
  }

  void event(const RecordedEvent& e);
  // The lines after the players' first deals: the betting, then the showdowns.
  void write(std::string& out);

 private:
  // Starts a line of text_ with the player ("p3"); returns where it begins.
  std::size_t who(int player) {
    const std::size_t begin = text_.size();
    text_ += 'p';
    append_toml_integer(text_, pnum_[static_cast<std::size_t>(player)]);
    return begin;
  }
  void betting_line(std::size_t begin, std::string_view street) {
    play_.push_back({begin, text_.size(), street});
    betting_end_ = play_.size();
    dealt_at_end_ = dealt_;
  }
  // A draw round in PHH: every player's `sd` in turn, then the cards served, in the same order.
  void serve() {
    for (PlayLine& line : served_) {
      line.street = served_street_;
      play_.push_back(line);
    }
    served_.clear();
    betting_end_ = play_.size();
  }
  void deal_again(const RecordedEvent& e);
  void discard(const RecordedEvent& e);
  void act(const RecordedEvent& e);
  void add_unshown_hands();

  const RecordedHand& h_;
  const std::vector<int>& pnum_;
  std::string text_;  // every line of the play and every muck, one after the other
  std::vector<PlayLine> play_;
  std::size_t betting_end_ = 0;  // entries of `play_` up to the last betting action
  std::vector<ShowdownHand> showdown_;
  std::vector<bool> folded_;  // a fold line in the file
  int first_shower_ = -1;
  std::vector<PlayLine> served_;
  std::string_view served_street_;  // the round they belong to: a new round's discards follow them
  // A player's first deal is its d dh line; stud deals again on every street (R41).
  std::vector<int> deals_;
  // The cards each player holds, in dealing order: stud's later streets added, a draw's discards
  // replaced by the cards served.
  std::vector<Cards> holding_;
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
      const std::size_t begin = text_.size();
      text_ += "d dh ";
      who(e.player);
      text_ += ' ';
      append_cards(text_, e.cards);
      served_.push_back({begin, text_.size(), {}});  // its street set when served
      break;
    }
    case EventType::DealBoard: {
      const std::size_t begin = text_.size();
      text_ += "d db ";
      append_cards(text_, e.cards);
      play_.push_back({begin, text_.size(), e.street});
      break;
    }
    case EventType::Act:
      act(e);
      break;
    case EventType::Protect: {
      // R26 has no PHH action: a fold stands in for it (what PokerKit reads), and the field
      // _protected names the player, so arena replay plays its protection instead.
      folded_[static_cast<std::size_t>(e.player)] = true;
      const std::size_t begin = who(e.player);
      text_ += " f # all-in protection (R26) for ";
      append_toml_integer(text_, e.amount);
      if (!e.forced.empty()) text_.append(", ").append(e.forced);
      betting_line(begin, e.street);
      break;
    }
    case EventType::Muck: {
      // R27: a losing hand not shown, PHH's muck (its cards stay in the d dh line).
      const std::size_t begin = who(e.player);
      text_ += " sm # mucked (R27)";
      showdown_.push_back({e.player, ShowdownHand::GivenUp, nullptr, begin, text_.size()});
      break;
    }
    case EventType::Show:
      if (first_shower_ < 0) first_shower_ = e.player;
      // A protected player folded in PokerKit's eyes: its show would be refused there (the
      // replay shows it from the d dh line).
      if (!protected_player(h_, e.player))
        showdown_.push_back({e.player, ShowdownHand::Shown, &e.cards});
      break;
    default:  // the blinds and antes are fields of the file; the first deal its d dh line
      break;
  }
}

void PhhPlay::deal_again(const RecordedEvent& e) {
  const auto p = static_cast<std::size_t>(e.player);
  const std::size_t begin = text_.size();
  text_ += "d dh ";
  who(e.player);
  text_ += ' ';
  append_cards(text_, e.cards);
  play_.push_back({begin, text_.size(), e.street, e.player, e.up.size() < e.cards.size()});
  holding_[p].insert(holding_[p].end(), e.cards.begin(), e.cards.end());
  dealt_[p] += e.cards.size();
}

void PhhPlay::discard(const RecordedEvent& e) {
  served_street_ = e.street;
  auto& held = holding_[static_cast<std::size_t>(e.player)];
  for (const std::string& c : e.cards)
    held.erase(std::remove(held.begin(), held.end(), c), held.end());
  const std::size_t begin = who(e.player);
  text_ += " sd";
  if (!e.cards.empty()) {
    text_ += ' ';
    append_cards(text_, e.cards);
  }
  if (!e.forced.empty()) text_.append(" # ").append(e.forced);
  betting_line(begin, e.street);
}

void PhhPlay::act(const RecordedEvent& e) {
  const std::size_t begin = who(e.player);
  if (e.street == "showdown") {
    // R23, R24: folded as the hand reached showdown; in PHH a muck contests no pot.
    text_.append(" sm # hand folded before showdown (")
        .append(e.forced.empty() ? std::string_view("R23") : std::string_view(e.forced))
        .append(")");
    showdown_.push_back({e.player, ShowdownHand::GivenUp, nullptr, begin, text_.size()});
    return;
  }
  if (e.bring_in) {
    text_ += " pb";  // R39: PHH's post bring-in
  } else if (e.action == poker::ActionType::Fold) {
    text_ += " f";
    folded_[static_cast<std::size_t>(e.player)] = true;
  } else if (e.action == poker::ActionType::Check || e.action == poker::ActionType::Call) {
    text_ += " cc";
  } else {
    text_ += " cbr ";
    append_toml_integer(text_, e.amount);  // a raise-to street total, as PHH wants
  }
  if (!e.forced.empty()) text_.append(" # ").append(e.forced);
  betting_line(begin, e.street);
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
        showdown_.push_back({p, ShowdownHand::Unshown, &holding_[static_cast<std::size_t>(p)]});
}

void PhhPlay::write(std::string& out) {
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

  const std::string_view text = text_;
  const auto line = [&](const PlayLine& l) { return text.substr(l.begin, l.end - l.begin); };
  for (std::size_t k = 0; k < betting_end_; ++k) emit(out, line(play_[k]));
  ShowdownWriter writer(showdown_, dealt_at_end_, pnum_, text, out);
  // After an all-in, the streets dealt without betting each end in a showdown of their own.
  std::size_t k = betting_end_;
  writer.showdown(k == play_.size());
  while (k < play_.size()) {
    const std::string_view street = play_[k].street;
    for (; k < play_.size() && play_[k].street == street; ++k) {
      writer.deal(play_[k]);
      emit(out, line(play_[k]));
    }
    writer.showdown(k == play_.size());
  }
}

}  // namespace

void append_phh_actions(std::string& out, const RecordedHand& h, const std::vector<int>& pnum) {
  std::vector<int> order(static_cast<std::size_t>(h.size()));
  for (int p = 0; p < h.size(); ++p)
    order[static_cast<std::size_t>(pnum[static_cast<std::size_t>(p)] - 1)] = p;
  std::string line;
  for (int p : order) {
    line = "d dh p";
    append_toml_integer(line, pnum[static_cast<std::size_t>(p)]);
    line += ' ';
    append_cards(line, h.players[static_cast<std::size_t>(p)].hole);
    emit(out, line);
  }
  PhhPlay play(h, pnum);
  for (const RecordedEvent& e : h.events) play.event(e);
  play.write(out);
}

}  // namespace arena
