// The arena -> bot messages of every hand and decision, written straight into lines (to_bot.hpp):
// hand_start, act, draw, hand_end (the public events: hand_narrator.cpp).
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

// ---- draw ----------------------------------------------------------------------------------

void write_draw_line(const DrawRequest& r, std::string& line) {
  // Keys in sorted order, as nlohmann::json (a std::map) writes them.
  LineWriter(line)
      .number("hand", r.hand)
      .cards("hole", r.hole)
      .number("id", r.id)
      .number("max_discard", r.limits.max_discard)
      .number("min_discard", r.limits.min_discard)
      .number("pot", r.pot)
      .boolean("replace", r.limits.replace)
      .number("round", r.round)
      .number("stack", r.stack)
      .word("street", r.street)
      .number("time_ms", r.time_ms)
      .word("type", "draw")
      .end();
}

// ---- advanced (R25) -------------------------------------------------------------------------

void write_advanced_line(std::int64_t hand, std::string_view street,
                         const poker::AdvanceRequest& request, poker::ActionType taken,
                         std::string& line) {
  // Keys in sorted order, as nlohmann::json (a std::map) writes them.
  LineWriter(line)
      .number("hand", hand)
      .word("request", poker::to_string(request.kind))
      .word("street", street)
      .word("taken", wire_name(taken))
      .word("type", "advanced")
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
