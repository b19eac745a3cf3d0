// The public events of a hand told to the bots (to_bot.hpp HandNarrator): one writer per event
// type, each advancing the table's public state (stacks, pot, board) as the event does.
#include <algorithm>
#include <stdexcept>
#include <utility>

#include "arena/protocol/line_writer.hpp"
#include "arena/protocol/to_bot.hpp"
#include "engine/hilo_evaluator.hpp"
#include "engine/ranking.hpp"

namespace arena::protocol {

HandNarrator::HandNarrator(std::int64_t hand, std::vector<int> seat_of_player,
                           std::vector<Chips> start_stacks, const poker::GameDef& game)
    : hand_(hand),
      seat_of_player_(std::move(seat_of_player)),
      stacks_(std::move(start_stacks)),
      game_(&game) {
  if (seat_of_player_.size() != stacks_.size())
    throw std::invalid_argument("HandNarrator: seat_of_player and start_stacks differ in size");
  if (game_->draw_rounds() > 0 || game_->deals_up_cards()) hole_.resize(seat_of_player_.size());
}

void HandNarrator::narrate_draw(const poker::Event& discard, std::span<const poker::Card> served,
                                std::string& line) {
  const auto discards = std::span<const poker::Card>(discard.cards.data(), discard.card_count);
  std::vector<poker::Card>& hole = hole_.at(static_cast<std::size_t>(discard.player));
  // As the engine does it: each discard's place takes its replacement, or the hand closes up.
  for (std::size_t k = 0; k < discards.size(); ++k) {
    const auto at = std::find(hole.begin(), hole.end(), discards[k]);
    if (at == hole.end()) continue;
    if (k < served.size()) {
      *at = served[k];
    } else {
      hole.erase(at);
    }
  }
  const std::string_view street = poker::street_name(*game_, discard.street);
  const int at = seat(discard.player);
  const auto discarded = static_cast<std::int64_t>(discards.size());
  const auto drawn = static_cast<std::int64_t>(served.size());
  // Keys in sorted order, as nlohmann::json (a std::map) writes them.
  LineWriter(line)
      .number("discarded", discarded)
      .number("drawn", drawn)
      .number("hand", hand_)
      .number("seat", at)
      .word("street", street)
      .word("type", "drew")
      .end();
  // The drawer's own copy adds which cards went, which came, and its hand now.
  LineWriter(owner_line_)
      .cards("cards", served)
      .number("discarded", discarded)
      .cards("discards", discards)
      .number("drawn", drawn)
      .number("hand", hand_)
      .cards("hole", hole)
      .number("seat", at)
      .word("street", street)
      .word("type", "drew")
      .end();
}

void HandNarrator::narrate_stud_deal(const poker::Event& deal, std::string& line) {
  std::vector<poker::Card> up;
  for (int i = 0; i < deal.card_count; ++i)
    if (deal.up >> i & 1U) up.push_back(deal.cards[static_cast<std::size_t>(i)]);
  const int down = deal.card_count - static_cast<int>(up.size());
  const std::string_view street = poker::street_name(*game_, deal.street);
  const int at = seat(deal.player);
  LineWriter(line)
      .number("down", down)
      .number("hand", hand_)
      .number("seat", at)
      .word("street", street)
      .word("type", "dealt")
      .cards("up", up)
      .end();
  // The owner's copy adds the cards themselves and its hand so far.
  LineWriter(owner_line_)
      .cards("cards", std::span<const poker::Card>(deal.cards.data(), deal.card_count))
      .number("down", down)
      .number("hand", hand_)
      .cards("hole", hole_.at(static_cast<std::size_t>(deal.player)))
      .number("seat", at)
      .word("street", street)
      .word("type", "dealt")
      .cards("up", up)
      .end();
}

int HandNarrator::seat(int player) const {
  if (player < 0 || static_cast<std::size_t>(player) >= seat_of_player_.size())
    throw std::out_of_range("HandNarrator: event names player " + std::to_string(player) +
                            " outside the hand");
  return seat_of_player_[static_cast<std::size_t>(player)];
}

Chips& HandNarrator::stack_ref(int player) {
  seat(player);  // throws when the player is outside the hand
  return stacks_[static_cast<std::size_t>(player)];
}

HandNarrator::Line HandNarrator::narrate_post(const poker::Event& e, Chips& stack,
                                              std::string& line) {
  Line out;
  stack -= e.amount;
  pot_ += e.amount;
  const char* blind = e.type == poker::EventType::PostAnte         ? "ante"
                      : e.type == poker::EventType::PostSmallBlind ? "small_blind"
                                                                   : "big_blind";
  LineWriter(line)
      .number("amount", e.amount)
      .word("blind", blind)
      .number("hand", hand_)
      .number("pot", pot_)
      .number("seat", seat(e.player))
      .number("stack", stack)
      .word("type", "post")
      .end();
  out.message = true;
  return out;
}

HandNarrator::Line HandNarrator::narrate_hole_dealt(const poker::Event& e, std::string& line) {
  Line out;
  // Each player's own cards travel in its hand_start; nobody is told anyone else's down
  // cards. Kept here for a drawer's own `drew` copy and a stud player's `dealt` copy.
  if (!hole_.empty()) {
    std::vector<poker::Card>& hole = hole_.at(static_cast<std::size_t>(e.player));
    hole.insert(hole.end(), e.cards.begin(), e.cards.begin() + e.card_count);
  }
  if (game_->deals_up_cards()) {
    narrate_stud_deal(e, line);  // up cards are public (R39)
    out.message = true;
    out.owner_seat = seat(e.player);
    return out;
  }
  out.only_seat = seat(e.player);
  return out;
}

HandNarrator::Line HandNarrator::narrate_discard(const poker::Event& e, std::string& line) {
  Line out;
  // R30: how many cards each player discards is public; which, and what replaced them, only
  // the drawer is told. Where the discards are replaced, the message waits for the Draw.
  if (e.card_count > 0 && game_->street[static_cast<int>(e.street)].draw.replace) {
    pending_discard_ = e;
    discard_pending_ = true;
    return out;
  }
  narrate_draw(e, {}, line);
  out.message = true;
  out.owner_seat = seat(e.player);
  return out;
}

HandNarrator::Line HandNarrator::narrate_drawn(const poker::Event& e, std::string& line) {
  Line out;
  if (!discard_pending_ || pending_discard_.player != e.player)
    throw std::logic_error("HandNarrator: cards drawn without their discard");
  discard_pending_ = false;
  narrate_draw(pending_discard_, std::span<const poker::Card>(e.cards.data(), e.card_count), line);
  out.message = true;
  out.owner_seat = seat(e.player);
  return out;
}

HandNarrator::Line HandNarrator::narrate_board(const poker::Event& e, std::string& line) {
  Line out;
  const auto fresh = std::span<const poker::Card>(e.cards.data(), e.card_count);
  board_.insert(board_.end(), fresh.begin(), fresh.end());
  LineWriter(line)
      .cards("board", board_)
      .cards("cards", fresh)
      .number("hand", hand_)
      .word("street", poker::street_name(*game_, e.street))
      .word("type", "board")
      .end();
  out.message = true;
  return out;
}

HandNarrator::Line HandNarrator::narrate_act(const poker::Event& e, Chips& stack,
                                             std::string& line) {
  Line out;
  stack -= e.added;
  pot_ += e.added;
  LineWriter w(line);
  w.word("action", wire_name(e.action))
      .number("added", e.added)
      .boolean("all_in", e.all_in)
      .number("amount", e.amount);
  if (e.bring_in) w.boolean("bring_in", true);  // R39: the call that posts the bring-in
  w.number("hand", hand_)
      .number("pot", pot_)
      .number("seat", seat(e.player))
      .number("stack", stack)
      .word("street", poker::street_name(*game_, e.street))
      .word("type", "acted")
      .end();
  out.message = true;
  return out;
}

HandNarrator::Line HandNarrator::narrate_uncalled(const poker::Event& e, Chips& stack,
                                                  std::string& line) {
  Line out;
  stack += e.amount;
  pot_ -= e.amount;
  LineWriter(line)
      .number("amount", e.amount)
      .number("hand", hand_)
      .number("pot", pot_)
      .number("seat", seat(e.player))
      .number("stack", stack)
      .word("type", "uncalled")
      .end();
  out.message = true;
  return out;
}

HandNarrator::Line HandNarrator::narrate_show(const poker::Event& e, std::string& line) {
  Line out;
  const std::size_t shown = e.card_count ? e.card_count : 2;
  const auto cards = std::span<const poker::Card>(e.cards.data(), shown);
  const poker::RankingRule& rule = poker::ranking_rule(game_->ranking);
  if (!rule.high_categories) {
    LineWriter(line)
        .cards("cards", cards)
        .number("hand", hand_)
        .word("hand_rank", rule.hand_name(e.rank, cards))
        .number("seat", seat(e.player))
        .word("type", "show")
        .end();
    out.message = true;
    return out;
  }
  LineWriter w(line);
  if (const auto five = rule.best_five(cards, board_)) w.cards("best_five", *five);
  w.cards("cards", cards).number("hand", hand_).word("hand_rank", rule.hand_name(e.rank, cards));
  if (e.low != 0) w.word("low", poker::eight_or_better_name(e.low));  // R38
  w.number("seat", seat(e.player)).word("type", "show").end();
  out.message = true;
  return out;
}

HandNarrator::Line HandNarrator::narrate_protect(const poker::Event& e, Chips& stack,
                                                 std::string& line) {
  Line out;
  // R26: the chips behind are set aside, not bet: `stack` stays what the player has behind.
  LineWriter(line)
      .number("amount", e.amount)
      .number("hand", hand_)
      .number("pot", pot_)
      .number("seat", seat(e.player))
      .number("stack", stack)
      .word("street", poker::street_name(*game_, e.street))
      .word("type", "protected")
      .end();
  out.message = true;
  return out;
}

HandNarrator::Line HandNarrator::narrate_muck(const poker::Event& e, std::string& line) {
  Line out;
  // R27: a mucked hand's cards stay with the organizer; the table learns only who mucked.
  LineWriter(line).number("hand", hand_).number("seat", seat(e.player)).word("type", "muck").end();
  out.message = true;
  return out;
}

HandNarrator::Line HandNarrator::narrate_pot_won(const poker::Event& e, Chips& stack,
                                                 std::string& line) {
  Line out;
  stack += e.amount;
  pot_ -= e.amount;
  LineWriter w(line);
  w.number("amount", e.amount);
  if (game_->hi_lo) w.word("half", e.low_half ? "low" : "high");
  w.number("hand", hand_)
      .number("pot", e.pot)
      .number("seat", seat(e.player))
      .number("stack", stack)
      .word("type", "pot_won")
      .end();
  out.message = true;
  return out;
}

HandNarrator::Line HandNarrator::narrate_line(const poker::Event& e, std::string& line) {
  using poker::EventType;
  line.clear();
  // Board and hand-end events name no player; the others name one inside the hand.
  Chips none = 0;
  Chips& stack = e.player >= 0 ? stack_ref(e.player) : none;
  // Each message's keys in sorted order, as nlohmann::json (a std::map) writes them.
  switch (e.type) {
    case EventType::PostAnte:
    case EventType::PostSmallBlind:
    case EventType::PostBigBlind:
      return narrate_post(e, stack, line);
    case EventType::DealHole:
      return narrate_hole_dealt(e, line);
    case EventType::Discard:
      return narrate_discard(e, line);
    case EventType::Draw:
      return narrate_drawn(e, line);
    case EventType::DealBoard:
      return narrate_board(e, line);
    case EventType::Act:
      return narrate_act(e, stack, line);
    case EventType::ReturnUncalled:
      return narrate_uncalled(e, stack, line);
    case EventType::Show:
      return narrate_show(e, line);
    case EventType::Protect:
      return narrate_protect(e, stack, line);
    case EventType::Muck:
      return narrate_muck(e, line);
    case EventType::WinPot:
      return narrate_pot_won(e, stack, line);
    case EventType::HandEnd:
      break;  // write_hand_end_line carries the stacks and eliminations
  }
  return {};
}

}  // namespace arena::protocol
