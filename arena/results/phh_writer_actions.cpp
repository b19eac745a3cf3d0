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
    if (e.type == "protect" && e.player == player) return true;
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

}  // namespace

std::vector<std::string> phh_action_lines(const RecordedHand& h, const std::vector<int>& pnum) {
  auto who = [&](int player) {
    return "p" + std::to_string(pnum[static_cast<std::size_t>(player)]);
  };
  std::vector<std::string> out;
  std::vector<int> order(static_cast<std::size_t>(h.size()));
  for (int p = 0; p < h.size(); ++p)
    order[static_cast<std::size_t>(pnum[static_cast<std::size_t>(p)] - 1)] = p;
  for (int p : order)
    out.push_back("d dh " + who(p) + " " + joined(h.players[static_cast<std::size_t>(p)].hole));

  // Betting and dealing in the order they happened; the showdown separately.
  std::vector<PlayLine> play;
  std::size_t betting_end = 0;  // entries of `play` up to the last betting action
  std::vector<ShowdownHand> showdown;
  std::vector<bool> folded(static_cast<std::size_t>(h.size()));  // a fold line in the file
  int first_shower = -1;
  // A draw round in PHH: every player's `sd` in turn, then the cards served, in the same order.
  std::vector<std::string> served;
  std::string served_street;  // the round they belong to: a new round's discards follow them
  const auto serve = [&] {
    for (std::string& line : served) play.push_back({std::move(line), served_street});
    served.clear();
    betting_end = play.size();
  };
  // A player's first deal is its d dh line above; stud deals again on every street (R41).
  std::vector<int> deals(static_cast<std::size_t>(h.size()));
  // The cards each player holds, in dealing order: stud's later streets added, a draw's discards
  // replaced by the cards served.
  std::vector<std::vector<std::string>> holding;
  for (const RecordedPlayer& p : h.players) holding.push_back(p.hole);
  // The cards each player holds, and held when the betting ended (stud deals more after it).
  std::vector<std::size_t> dealt, dealt_at_end;
  for (const RecordedPlayer& p : h.players) dealt.push_back(p.hole.size());
  dealt_at_end = dealt;
  for (const RecordedEvent& e : h.events) {
    if (e.type == "deal_hole" && deals[static_cast<std::size_t>(e.player)]++ > 0) {
      play.push_back({"d dh " + who(e.player) + " " + joined(e.cards), e.street, e.player,
                      e.up.size() < e.cards.size()});
      auto& held = holding[static_cast<std::size_t>(e.player)];
      held.insert(held.end(), e.cards.begin(), e.cards.end());
      dealt[static_cast<std::size_t>(e.player)] += e.cards.size();
      continue;
    }
    const bool same_round = (e.type == "discard" || e.type == "draw") && e.street == served_street;
    if (!same_round && !served.empty()) serve();
    if (e.type == "discard") served_street = e.street;
    if (e.type == "discard") {
      auto& held = holding[static_cast<std::size_t>(e.player)];
      for (const std::string& c : e.cards)
        held.erase(std::remove(held.begin(), held.end(), c), held.end());
      play.push_back({who(e.player) + " sd" + (e.cards.empty() ? "" : " " + joined(e.cards)) +
                          (e.forced.empty() ? "" : " # " + e.forced),
                      e.street});
      betting_end = play.size();
      dealt_at_end = dealt;
    } else if (e.type == "draw") {
      auto& held = holding[static_cast<std::size_t>(e.player)];
      held.insert(held.end(), e.cards.begin(), e.cards.end());
      served.push_back("d dh " + who(e.player) + " " + joined(e.cards));
    } else if (e.type == "deal_board") {
      play.push_back({"d db " + joined(e.cards), e.street});
    } else if (e.type == "act" && e.street == "showdown") {
      // R23, R24: folded as the hand reached showdown; in PHH a muck contests no pot.
      showdown.push_back({e.player,
                          ShowdownHand::GivenUp,
                          {},
                          who(e.player) + " sm # hand folded before showdown (" +
                              (e.forced.empty() ? std::string("R23") : e.forced) + ")"});
    } else if (e.type == "protect") {
      // R26 has no PHH action: a fold stands in for it (what PokerKit reads), and the field
      // _protected names the player, so arena replay plays its protection instead.
      play.push_back({who(e.player) + " f # all-in protection (R26) for " +
                          std::to_string(e.amount) + (e.forced.empty() ? "" : ", " + e.forced),
                      e.street});
      folded[static_cast<std::size_t>(e.player)] = true;
      betting_end = play.size();
      dealt_at_end = dealt;
    } else if (e.type == "muck") {
      // R27: a losing hand not shown, PHH's muck (its cards stay in the d dh line).
      showdown.push_back(
          {e.player, ShowdownHand::GivenUp, {}, who(e.player) + " sm # mucked (R27)"});
    } else if (e.type == "act") {
      std::string line = who(e.player);
      if (e.bring_in) {
        line += " pb";  // R39: PHH's post bring-in
      } else if (e.action == "fold") {
        line += " f";
        folded[static_cast<std::size_t>(e.player)] = true;
      } else if (e.action == "check" || e.action == "call") {
        line += " cc";
      } else {
        line += " cbr " + std::to_string(e.amount);  // a raise-to street total, as PHH wants
      }
      if (!e.forced.empty()) line += " # " + e.forced;
      play.push_back({std::move(line), e.street});
      betting_end = play.size();
      dealt_at_end = dealt;
    } else if (e.type == "show") {
      if (first_shower < 0) first_shower = e.player;
      // A protected player folded in PokerKit's eyes: its show would be refused there (the
      // replay shows it from the d dh line).
      if (!protected_player(h, e.player))
        showdown.push_back({e.player, ShowdownHand::Shown, e.cards, {}});
    }
  }
  if (!served.empty()) serve();
  // A live hand that neither showed nor gave up: the last one left, which wins unshown at the
  // table. PokerKit still holds a showdown when two or more hands are live after the betting, and
  // must see its cards: a show of none ("????", what its reader inserts) leaves a hand without a
  // board (stud, draw) or one that must use two hole cards (Omaha) unranked, and the pot unpaid.
  std::vector<bool> at_showdown(static_cast<std::size_t>(h.size()));
  for (const ShowdownHand& s : showdown) at_showdown[static_cast<std::size_t>(s.player)] = true;
  std::vector<int> live;
  for (int p = 0; p < h.size(); ++p)
    if (!folded[static_cast<std::size_t>(p)]) live.push_back(p);
  if (live.size() >= 2)
    for (int p : live)
      if (!at_showdown[static_cast<std::size_t>(p)])
        showdown.push_back({p, ShowdownHand::Unshown, holding[static_cast<std::size_t>(p)], {}});
  // Showdown order: clockwise from the first hand shown (R15), else from left of the button; an
  // unshown hand last, after the others have given up.
  const int start = first_shower >= 0 ? first_shower : (h.button + 1) % h.size();
  std::stable_sort(showdown.begin(), showdown.end(), [&](const auto& a, const auto& b) {
    const bool a_unshown = a.kind == ShowdownHand::Unshown;
    const bool b_unshown = b.kind == ShowdownHand::Unshown;
    if (a_unshown != b_unshown) return b_unshown;
    return (a.player - start + h.size()) % h.size() < (b.player - start + h.size()) % h.size();
  });

  for (std::size_t k = 0; k < betting_end; ++k) out.push_back(std::move(play[k].text));
  ShowdownWriter writer(std::move(showdown), dealt_at_end, pnum);
  // After an all-in, the streets dealt without betting each end in a showdown of their own.
  std::size_t k = betting_end;
  writer.showdown(k == play.size(), out);
  while (k < play.size()) {
    const std::string street = play[k].street;
    for (; k < play.size() && play[k].street == street; ++k) {
      writer.deal(play[k]);
      out.push_back(std::move(play[k].text));
    }
    writer.showdown(k == play.size(), out);
  }
  return out;
}

}  // namespace arena
