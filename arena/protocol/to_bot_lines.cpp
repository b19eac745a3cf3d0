// The arena -> bot messages of every hand and decision, written straight into lines (to_bot.hpp):
// hand_start, the public events, act, hand_end.
#include <algorithm>
#include <stdexcept>
#include <utility>

#include "arena/protocol/line_writer.hpp"
#include "arena/protocol/to_bot.hpp"
#include "engine/evaluator.hpp"
#include "engine/hilo_evaluator.hpp"
#include "engine/ranking.hpp"

namespace arena::protocol {

// ---- hand_start ----------------------------------------------------------------------------

void set_forced_bets(HandStartInfo& info, const poker::HandSetup& setup,
                     std::span<const int> seat_of_player) {
  info.small_blind = setup.small_blind;
  info.big_blind = setup.big_blind;
  info.ante = 0;
  for (int p = 0; p < setup.players; ++p)
    info.ante = std::max(info.ante, setup.antes[static_cast<std::size_t>(p)]);
  // A big-blind ante is the one whose chips go whole into the main pot (HandSetup::set_antes).
  info.ante_kind = info.ante == 0            ? poker::AnteKind::None
                   : setup.antes_in_main_pot ? poker::AnteKind::BigBlind
                                             : poker::AnteKind::EveryPlayer;
  info.bring_in = setup.bring_in;
  const bool blinds = setup.small_blind > 0 || setup.big_blind > 0;
  const auto seat = [&](int player) {
    return blinds ? seat_of_player[static_cast<std::size_t>(player)] : -1;
  };
  info.small_blind_seat = seat(setup.small_blind_player());
  info.big_blind_seat = seat(setup.big_blind_player());
}

HandStartLines::HandStartLines(const HandStartInfo& info) {
  // Keys in sorted order, as nlohmann::json (a std::map) writes them; the receiver's own "hole"
  // and "seat" fall between the shared parts.
  LineWriter w(head_);
  w.number("ante", info.ante)
      .word("ante_kind", wire_name(info.ante_kind))
      .number("big_blind", info.big_blind);
  if (info.big_blind_seat >= 0) w.number("big_blind_seat", info.big_blind_seat);
  if (info.bring_in > 0) w.number("bring_in", info.bring_in);
  w.number("button", info.button);
  if (!info.game.empty()) w.word("game", info.game);
  w.number("hand", info.hand);
  head_ += ',';
  level_ = "\"level\":" + std::to_string(info.level) + ",";
  tail_ = "\"seats\":[";
  for (std::size_t i = 0; i < info.seats.size(); ++i) {
    const SeatStack& x = info.seats[i];
    if (i > 0) tail_ += ',';
    LineWriter::element(tail_)
        .word("name", x.name)
        .number("seat", x.seat)
        .number("stack", x.stack)
        .close_element();
  }
  tail_ += "],";
  std::string rest;
  LineWriter rest_writer(rest);
  rest_writer.number("small_blind", info.small_blind);
  if (info.small_blind_seat >= 0) rest_writer.number("small_blind_seat", info.small_blind_seat);
  if (!info.structure.empty()) rest_writer.word("structure", info.structure);
  rest_writer.word("type", "hand_start").end();
  tail_.append(rest, 1);  // without its '{'
}

void HandStartLines::line_for(int receiver_seat, std::span<const poker::Card> hole,
                              std::string& line) const {
  line = head_;
  line += "\"hole\":[";
  for (std::size_t i = 0; i < hole.size(); ++i) {
    if (i > 0) line += ',';
    const poker::Card c = hole[i];
    const char text[4] = {'"', c.known() ? poker::kRankChars[c.rank()] : '?',
                          c.known() ? poker::kSuitChars[c.suit()] : '?', '"'};
    line.append(text, 4);
  }
  line += "],";
  line += level_;
  line += "\"seat\":";
  line += std::to_string(receiver_seat);
  line += ',';
  line += tail_;
}

// ---- public events ---------------------------------------------------------------------------

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
  const auto words = [](std::span<const poker::Card> cards) {
    Json out = Json::array();
    for (const poker::Card c : cards) out.push_back(poker::to_string(c));
    return out;
  };
  const std::string_view street = poker::street_name(*game_, discard.street);
  Json m{{"type", "drew"},
         {"hand", hand_},
         {"street", street},
         {"seat", seat(discard.player)},
         {"discarded", discards.size()},
         {"drawn", served.size()}};
  line = to_line(m);
  m["discards"] = words(discards);
  m["cards"] = words(served);
  m["hole"] = words(hole);
  owner_line_ = to_line(m);
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

HandNarrator::Line HandNarrator::narrate_line(const poker::Event& e, std::string& line) {
  using poker::EventType;
  Line out;
  line.clear();
  // Board and hand-end events name no player; the others name one inside the hand.
  Chips none = 0;
  Chips& stack = e.player >= 0 ? stack_ref(e.player) : none;
  // Keys in sorted order, as nlohmann::json (a std::map) writes them.
  switch (e.type) {
    case EventType::PostAnte:
    case EventType::PostSmallBlind:
    case EventType::PostBigBlind: {
      stack -= e.amount;
      pot_ += e.amount;
      const char* blind = e.type == EventType::PostAnte         ? "ante"
                          : e.type == EventType::PostSmallBlind ? "small_blind"
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
      break;
    }
    case EventType::DealHole:
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
        break;
      }
      out.only_seat = seat(e.player);
      break;
    case EventType::Discard:
      // R30: how many cards each player discards is public; which, and what replaced them, only
      // the drawer is told. Where the discards are replaced, the message waits for the Draw.
      if (e.card_count > 0 && game_->street[static_cast<int>(e.street)].draw.replace) {
        pending_discard_ = e;
        discard_pending_ = true;
        break;
      }
      narrate_draw(e, {}, line);
      out.message = true;
      out.owner_seat = seat(e.player);
      break;
    case EventType::Draw:
      if (!discard_pending_ || pending_discard_.player != e.player)
        throw std::logic_error("HandNarrator: cards drawn without their discard");
      discard_pending_ = false;
      narrate_draw(pending_discard_, std::span<const poker::Card>(e.cards.data(), e.card_count),
                   line);
      out.message = true;
      out.owner_seat = seat(e.player);
      break;
    case EventType::DealBoard: {
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
      break;
    }
    case EventType::Act: {
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
      break;
    }
    case EventType::ReturnUncalled:
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
      break;
    case EventType::Show: {
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
        break;
      }
      LineWriter w(line);
      if (const auto five = rule.best_five(cards, board_)) w.cards("best_five", *five);
      w.cards("cards", cards)
          .number("hand", hand_)
          .word("hand_rank", rule.hand_name(e.rank, cards));
      if (e.low != 0) w.word("low", poker::eight_or_better_name(e.low));  // R38
      w.number("seat", seat(e.player)).word("type", "show").end();
      out.message = true;
      break;
    }
    case EventType::Protect:
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
      break;
    case EventType::Muck:
      // R27: a mucked hand's cards stay with the organizer; the table learns only who mucked.
      LineWriter(line)
          .number("hand", hand_)
          .number("seat", seat(e.player))
          .word("type", "muck")
          .end();
      out.message = true;
      break;
    case EventType::WinPot: {
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
      break;
    }
    case EventType::HandEnd:
      break;  // write_hand_end_line carries the stacks and eliminations
  }
  return out;
}

// ---- act -----------------------------------------------------------------------------------

ActRequest make_act_request(const poker::Hand& hand, std::int64_t id, std::int64_t hand_number,
                            std::int64_t time_ms) {
  ActRequest r;
  const int actor = hand.actor();
  r.id = id;
  r.hand = hand_number;
  r.street = hand.street();
  r.street_name = hand.street_name();
  r.legal = hand.legal();
  r.time_ms = time_ms;
  r.pot = hand.pot();
  if (actor >= 0) {
    r.stack = hand.stack(actor);
    r.bet = hand.street_bet(actor);
  }
  const auto board = hand.board();
  r.board.assign(board.begin(), board.end());
  return r;
}

void write_act_line(const ActRequest& r, std::string& line) {
  // Keys in sorted order, as nlohmann::json (a std::map) writes them.
  std::string_view legal[5];
  std::size_t n = 0;
  for (const poker::ActionType t : poker::kActionTypes)
    if (poker::allows(r.legal, t)) legal[n++] = poker::to_string(t);
  LineWriter w(line);
  w.number("bet", r.bet).cards("board", r.board);
  if (r.legal.bring_in) w.boolean("bring_in", true);  // R39: call posts it, raise completes
  w.number("hand", r.hand)
      .number("id", r.id)
      .words("legal", std::span<const std::string_view>(legal, n));
  if (r.legal.bet || r.legal.raise)
    w.number("max_raise_to", r.legal.max_raise_to).number("min_raise_to", r.legal.min_raise_to);
  w.number("pot", r.pot)
      .number("stack", r.stack)
      .word("street", r.street_name)
      .number("time_ms", r.time_ms)
      .number("to_call", r.legal.to_call)
      .word("type", "act")
      .end();
}

// ---- hand_end --------------------------------------------------------------------------------

void write_hand_end_line(std::int64_t hand, const std::vector<SeatChips>& stacks,
                         const std::vector<Elimination>& eliminated, std::string& line) {
  // Keys in sorted order, as nlohmann::json (a std::map) writes them. Sent to every bot after
  // every hand: a Json tree here cost more than the rest of the table's work on a hand.
  line.assign("{\"eliminated\":[");
  for (std::size_t i = 0; i < eliminated.size(); ++i) {
    const Elimination& x = eliminated[i];
    if (i > 0) line += ',';
    LineWriter::element(line)
        .word("name", x.name)
        .number("place", x.place)
        .number("seat", x.seat)
        .close_element();
  }
  line += "],\"hand\":";
  line += std::to_string(hand);
  line += ",\"stacks\":[";
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    if (i > 0) line += ',';
    LineWriter::element(line)
        .number("seat", stacks[i].seat)
        .number("stack", stacks[i].stack)
        .close_element();
  }
  line += "],\"type\":\"hand_end\"}\n";
}

}  // namespace arena::protocol
