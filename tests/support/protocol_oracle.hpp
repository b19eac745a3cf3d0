#pragma once
// The tests' oracle for the arena -> bot messages of every hand and decision: each built as a
// nlohmann::json tree, the form the protocol was first written in, independently of the line
// writers of arena/protocol/to_bot_lines.cpp. tests/protocol_fast_lines_test.cpp holds every
// production line byte for byte equal to to_line() of these trees over thousands of engine
// hands; the other tests use them to read messages as Json.
#include <array>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "arena/protocol/to_bot.hpp"
#include "engine/advance.hpp"
#include "engine/evaluator.hpp"

namespace protocol_oracle {

using arena::protocol::Chips;
using arena::protocol::Json;
using arena::protocol::wire_name;

inline Json cards_json(std::span<const poker::Card> cards) {
  Json out = Json::array();
  for (poker::Card c : cards) out.push_back(poker::to_string(c));
  return out;
}

// ---- hand_start ----------------------------------------------------------------------------

inline Json hand_start_common(const arena::protocol::HandStartInfo& info) {
  Json seats = Json::array();
  for (const auto& s : info.seats)
    seats.push_back({{"seat", s.seat}, {"name", s.name}, {"stack", s.stack}});
  Json common = {{"type", "hand_start"},
                 {"hand", info.hand},
                 {"level", info.level},
                 {"small_blind", info.small_blind},
                 {"big_blind", info.big_blind},
                 {"ante", info.ante},
                 {"ante_kind", wire_name(info.ante_kind)},
                 {"button", info.button},
                 {"seats", std::move(seats)}};
  // A hand without blinds (stud, blognomic-holdem, an ante-only level) names no blind seats.
  if (info.small_blind_seat >= 0) common["small_blind_seat"] = info.small_blind_seat;
  if (info.big_blind_seat >= 0) common["big_blind_seat"] = info.big_blind_seat;
  if (info.bring_in > 0) common["bring_in"] = info.bring_in;
  if (!info.game.empty()) common["game"] = info.game;
  if (!info.structure.empty()) common["structure"] = info.structure;
  return common;
}

inline Json hand_start_for(Json common, int receiver_seat, std::span<const poker::Card> hole) {
  common["seat"] = receiver_seat;
  common["hole"] = cards_json(hole);
  return common;
}

inline Json hand_start_message(const arena::protocol::HandStartInfo& info, int receiver_seat,
                               std::span<const poker::Card> hole) {
  return hand_start_for(hand_start_common(info), receiver_seat, hole);
}

// The same with the cards written out: hand_start_message(info, 2, {card("Ah"), card("Kd")}).
inline Json hand_start_for(Json common, int receiver_seat,
                           std::initializer_list<poker::Card> hole) {
  return hand_start_for(std::move(common), receiver_seat, std::span<const poker::Card>(hole));
}
inline Json hand_start_message(const arena::protocol::HandStartInfo& info, int receiver_seat,
                               std::initializer_list<poker::Card> hole) {
  return hand_start_message(info, receiver_seat, std::span<const poker::Card>(hole));
}

// ---- public events ---------------------------------------------------------------------------

// One engine event as a message, with who may see it.
struct EventMessage {
  std::optional<Json> body;  // none: the event has no message (dealing hole cards, hand end)
  int only_seat = -1;        // >= 0: a private event only this seat may see
  // The message as `receiver_seat` may receive it; none when it must not see the event.
  std::optional<Json> for_seat(int receiver_seat) const {
    if (!body || (only_seat >= 0 && only_seat != receiver_seat)) return std::nullopt;
    return body;
  }
};

// The public events as Json, keeping stacks, pot and board from the events.
class JsonNarrator {
 public:
  JsonNarrator(std::int64_t hand, std::vector<int> seats, std::vector<Chips> stacks)
      : hand_(hand), seats_(std::move(seats)), stacks_(std::move(stacks)) {}

  EventMessage narrate(const poker::Event& e) {
    using poker::EventType;
    const auto p = static_cast<std::size_t>(e.player >= 0 ? e.player : 0);
    EventMessage out;
    switch (e.type) {
      case EventType::PostAnte:
      case EventType::PostSmallBlind:
      case EventType::PostBigBlind:
        stacks_[p] -= e.amount;
        pot_ += e.amount;
        out.body = Json{{"type", "post"},
                        {"hand", hand_},
                        {"seat", seats_[p]},
                        {"blind", e.type == EventType::PostAnte         ? "ante"
                                  : e.type == EventType::PostSmallBlind ? "small_blind"
                                                                        : "big_blind"},
                        {"amount", e.amount},
                        {"stack", stacks_[p]},
                        {"pot", pot_}};
        break;
      case EventType::DealHole:
        out.only_seat = seats_[p];  // and no message: each player's cards are in its hand_start
        break;
      case EventType::Discard:  // draw games have no wire messages yet (issue 25)
      case EventType::Draw:
        out.only_seat = seats_[p];
        break;
      case EventType::HandEnd:
        break;
      case EventType::DealBoard: {
        std::vector<poker::Card> fresh(e.cards.begin(), e.cards.begin() + e.card_count);
        board_.insert(board_.end(), fresh.begin(), fresh.end());
        out.body = Json{{"type", "board"},
                        {"hand", hand_},
                        {"street", poker::to_string(e.street)},
                        {"cards", cards_json(fresh)},
                        {"board", cards_json(board_)}};
        break;
      }
      case EventType::Act:
        stacks_[p] -= e.added;
        pot_ += e.added;
        out.body = Json{{"type", "acted"},
                        {"hand", hand_},
                        {"seat", seats_[p]},
                        {"street", poker::to_string(e.street)},
                        {"action", wire_name(e.action)},
                        {"amount", e.amount},
                        {"added", e.added},
                        {"all_in", e.all_in},
                        {"stack", stacks_[p]},
                        {"pot", pot_}};
        break;
      case EventType::ReturnUncalled:
        stacks_[p] += e.amount;
        pot_ -= e.amount;
        out.body = Json{{"type", "uncalled"}, {"hand", hand_},       {"seat", seats_[p]},
                        {"amount", e.amount}, {"stack", stacks_[p]}, {"pot", pot_}};
        break;
      case EventType::Show: {
        std::vector<poker::Card> cards(e.cards.begin(),
                                       e.cards.begin() + (e.card_count ? e.card_count : 2));
        Json body{{"type", "show"},
                  {"hand", hand_},
                  {"seat", seats_[p]},
                  {"cards", cards_json(cards)},
                  {"hand_rank", poker::category_name(poker::category(e.rank))}};
        std::vector<poker::Card> all = cards;
        all.insert(all.end(), board_.begin(), board_.end());
        if (all.size() >= 5) body["best_five"] = cards_json(poker::best_five(all));
        out.body = std::move(body);
        break;
      }
      case EventType::Muck:  // R27: who mucked, never the cards
        out.body = Json{{"type", "muck"}, {"hand", hand_}, {"seat", seats_[p]}};
        break;
      case EventType::Protect:  // R26: nothing moves; the chips behind stay the player's
        out.body = Json{{"type", "protected"}, {"hand", hand_},
                        {"seat", seats_[p]},   {"street", poker::to_string(e.street)},
                        {"amount", e.amount},  {"stack", stacks_[p]},
                        {"pot", pot_}};
        break;
      case EventType::WinPot:
        stacks_[p] += e.amount;
        pot_ -= e.amount;
        out.body = Json{{"type", "pot_won"},  {"hand", hand_}, {"seat", seats_[p]},
                        {"amount", e.amount}, {"pot", e.pot},  {"stack", stacks_[p]}};
        break;
    }
    return out;
  }

 private:
  std::int64_t hand_;
  std::vector<int> seats_;
  std::vector<Chips> stacks_;
  Chips pot_ = 0;
  std::vector<poker::Card> board_;
};

// ---- act, hand_end ---------------------------------------------------------------------------

inline Json act_message(const arena::protocol::ActRequest& r) {
  Json legal = Json::array();
  for (auto w : arena::protocol::legal_words(r.legal)) legal.push_back(w);
  Json m{{"type", "act"},
         {"id", r.id},
         {"hand", r.hand},
         {"street", poker::to_string(r.street)},
         {"to_call", r.legal.to_call},
         {"legal", std::move(legal)},
         {"time_ms", r.time_ms},
         {"pot", r.pot},
         {"stack", r.stack},
         {"bet", r.bet},
         {"board", cards_json(r.board)}};
  if (r.legal.bet || r.legal.raise) {
    m["min_raise_to"] = r.legal.min_raise_to;
    m["max_raise_to"] = r.legal.max_raise_to;
  }
  return m;
}

// ---- draw, drew (R30) -------------------------------------------------------------------------

inline Json draw_message(const arena::protocol::DrawRequest& r) {
  return {{"type", "draw"},
          {"id", r.id},
          {"hand", r.hand},
          {"street", r.street},
          {"round", r.round},
          {"hole", cards_json(r.hole)},
          {"min_discard", r.limits.min_discard},
          {"max_discard", r.limits.max_discard},
          {"replace", r.limits.replace},
          {"time_ms", r.time_ms},
          {"pot", r.pot},
          {"stack", r.stack}};
}

// A draw turn's `drew`: everyone's (how many cards went and came), and the drawer's own copy,
// which adds the cards discarded, those served, and its hand after the draw.
inline Json drew_message(std::int64_t hand, std::string_view street, int seat,
                         std::span<const poker::Card> discards,
                         std::span<const poker::Card> served) {
  return {{"type", "drew"},
          {"hand", hand},
          {"street", street},
          {"seat", seat},
          {"discarded", discards.size()},
          {"drawn", served.size()}};
}
inline Json drew_owner_message(std::int64_t hand, std::string_view street, int seat,
                               std::span<const poker::Card> discards,
                               std::span<const poker::Card> served,
                               std::span<const poker::Card> hole) {
  Json m = drew_message(hand, street, seat, discards, served);
  m["discards"] = cards_json(discards);
  m["cards"] = cards_json(served);
  m["hole"] = cards_json(hole);
  return m;
}

inline Json hand_end_message(std::int64_t hand,
                             const std::vector<arena::protocol::SeatChips>& stacks,
                             const std::vector<arena::protocol::Elimination>& eliminated) {
  Json s = Json::array();
  for (const auto& x : stacks) s.push_back({{"seat", x.seat}, {"stack", x.stack}});
  Json e = Json::array();
  for (const auto& x : eliminated)
    e.push_back({{"seat", x.seat}, {"name", x.name}, {"place", x.place}});
  return {
      {"type", "hand_end"}, {"hand", hand}, {"stacks", std::move(s)}, {"eliminated", std::move(e)}};
}

inline Json advanced_message(std::int64_t hand, std::string_view street,
                             const poker::AdvanceRequest& request, poker::ActionType taken) {
  return {{"type", "advanced"},
          {"hand", hand},
          {"street", street},
          {"request", poker::to_string(request.kind)},
          {"taken", wire_name(taken)}};
}

}  // namespace protocol_oracle
