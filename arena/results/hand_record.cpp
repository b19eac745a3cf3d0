#include "arena/results/hand_record.hpp"

#include <string_view>
#include <vector>

#include "engine/hilo_evaluator.hpp"
#include "engine/ranking.hpp"

namespace arena {

namespace {

// Every event type with its word in hands.jsonl: the one list both directions read.
struct EventTypeWord {
  poker::EventType type;
  std::string_view word;
};
constexpr EventTypeWord kEventTypeWords[] = {
    {poker::EventType::PostAnte, "post_ante"},
    {poker::EventType::PostSmallBlind, "post_small_blind"},
    {poker::EventType::PostBigBlind, "post_big_blind"},
    {poker::EventType::DealHole, "deal_hole"},
    {poker::EventType::DealBoard, "deal_board"},
    {poker::EventType::Act, "act"},
    {poker::EventType::ReturnUncalled, "return_uncalled"},
    {poker::EventType::Show, "show"},
    {poker::EventType::Muck, "muck"},
    {poker::EventType::Protect, "protect"},
    {poker::EventType::WinPot, "win_pot"},
    {poker::EventType::HandEnd, "hand_end"},
    {poker::EventType::Discard, "discard"},
    {poker::EventType::Draw, "draw"},
};

// Listed in the enum's order, so a type's word is found by its value (the log writer's path).
constexpr bool event_words_in_enum_order() {
  for (std::size_t i = 0; i < std::size(kEventTypeWords); ++i)
    if (static_cast<std::size_t>(kEventTypeWords[i].type) != i) return false;
  return true;
}
static_assert(event_words_in_enum_order());

}  // namespace

std::string_view event_type_name(poker::EventType type) {
  const auto i = static_cast<std::size_t>(type);
  return i < std::size(kEventTypeWords) ? kEventTypeWords[i].word : "unknown";
}

std::optional<poker::EventType> event_type_named(std::string_view word) {
  for (const EventTypeWord& w : kEventTypeWords)
    if (w.word == word) return w.type;
  return std::nullopt;
}

BetSizes bet_sizes(const poker::Hand& hand) {
  return {hand.min_bet(), hand.small_bet(), hand.big_bet()};
}

nlohmann::json cards_json(std::span<const poker::Card> cards) {
  nlohmann::json out = nlohmann::json::array();
  for (poker::Card c : cards) out.push_back(poker::to_string(c));
  return out;
}

std::string shown_rank_name(const poker::Event& e, const poker::GameDef& game) {
  return poker::ranking_rule(game.ranking)
      .hand_name(e.rank, std::span<const poker::Card>(e.cards.data(), e.card_count));
}

nlohmann::json event_json(const poker::Event& e, std::span<const int> seat_of_player,
                          const poker::GameDef& game) {
  nlohmann::json j{{"type", event_type_name(e.type)}};
  if (e.player >= 0) j["seat"] = seat_of_player[static_cast<std::size_t>(e.player)];
  switch (e.type) {
    case poker::EventType::PostAnte:
    case poker::EventType::PostSmallBlind:
    case poker::EventType::PostBigBlind:
    case poker::EventType::ReturnUncalled:
      j["amount"] = e.amount;
      break;
    case poker::EventType::DealHole:
      j["street"] = poker::street_name(game, e.street);
      j["cards"] = cards_json(std::span(e.cards.data(), e.card_count));
      if (e.up != 0) {  // stud: the cards dealt face up (R39)
        std::vector<poker::Card> up;
        for (int i = 0; i < e.card_count; ++i)
          if (e.up >> i & 1U) up.push_back(e.cards[static_cast<std::size_t>(i)]);
        j["up"] = cards_json(up);
      }
      break;
    case poker::EventType::DealBoard:
    case poker::EventType::Discard:  // the organizer's log keeps the cards drawn (D8)
    case poker::EventType::Draw:
      j["street"] = poker::street_name(game, e.street);
      j["cards"] = cards_json(std::span(e.cards.data(), e.card_count));
      break;
    case poker::EventType::Act:
      j["street"] = poker::street_name(game, e.street);
      j["action"] = poker::to_string(e.action);
      j["amount"] = e.amount;
      j["added"] = e.added;
      j["all_in"] = e.all_in;
      if (e.bring_in) j["bring_in"] = true;  // R39: the call that posts the bring-in
      break;
    case poker::EventType::Show:
    case poker::EventType::Muck:  // the organizer's view keeps a mucked hand's cards (R27)
      j["cards"] = cards_json(std::span(e.cards.data(), e.card_count));
      j["rank"] = shown_rank_name(e, game);
      if (game.hi_lo)  // R38: the eight-or-better low, null when none
        j["low"] =
            e.low == 0 ? nlohmann::json() : nlohmann::json(poker::eight_or_better_name(e.low));
      break;
    case poker::EventType::Protect:  // R26: all-in for what it put in this hand
      j["street"] = poker::street_name(game, e.street);
      j["amount"] = e.amount;
      break;
    case poker::EventType::WinPot:
      j["amount"] = e.amount;
      j["pot"] = e.pot;
      if (game.hi_lo) j["half"] = e.low_half ? "low" : "high";
      break;
    case poker::EventType::HandEnd:
      break;
  }
  return j;
}

HandRecordData::HandRecordData(const HandRecordInput& in)
    : hand_number(in.hand_number),
      level(in.level),
      setup(*in.setup),
      hand(*in.hand),
      events(in.events.begin(), in.events.end()),
      seat_of_player(in.seat_of_player.begin(), in.seat_of_player.end()),
      name_of_player(in.name_of_player.begin(), in.name_of_player.end()),
      decisions(in.decisions.begin(), in.decisions.end()),
      timings(in.timings),
      mixed(in.mixed),
      table(in.table) {}

HandRecordInput HandRecordData::input() const {
  HandRecordInput in;
  in.hand_number = hand_number;
  in.level = level;
  in.setup = &setup;
  in.hand = &hand;
  in.events = events;
  in.seat_of_player = seat_of_player;
  in.name_of_player = name_of_player;
  in.decisions = decisions;
  in.timings = timings;
  in.mixed = mixed;
  in.table = table;
  return in;
}

nlohmann::json hand_record(const HandRecordInput& in) {
  const poker::HandSetup& setup = *in.setup;
  const poker::Hand& hand = *in.hand;
  nlohmann::json players = nlohmann::json::array();
  nlohmann::json stacks = nlohmann::json::array();
  nlohmann::json folds_before_showdown = nlohmann::json::array();
  for (int p = 0; p < setup.players; ++p) {
    const auto i = static_cast<std::size_t>(p);
    const auto hole = setup.dealt_hole(p);
    players.push_back({{"seat", in.seat_of_player[i]},
                       {"name", in.name_of_player[i]},
                       {"stack", setup.stacks[i]},
                       {"hole", cards_json(hole)}});
    stacks.push_back({{"seat", in.seat_of_player[i]}, {"stack", hand.stack(p)}});
    if (setup.folds_before_showdown[i]) folds_before_showdown.push_back(in.seat_of_player[i]);
  }

  nlohmann::json actions = nlohmann::json::array();
  nlohmann::json winners = nlohmann::json::array();
  nlohmann::json shown = nlohmann::json::array();
  nlohmann::json mucked = nlohmann::json::array();
  nlohmann::json events = nlohmann::json::array();
  std::size_t decision = 0;
  for (const poker::Event& e : in.events) {
    nlohmann::json ej = event_json(e, in.seat_of_player, *setup.game);
    if (e.type == poker::EventType::Act || e.type == poker::EventType::Protect ||
        e.type == poker::EventType::Discard) {
      nlohmann::json a = ej;
      a.erase("type");
      if (e.type == poker::EventType::Protect) a["action"] = "protect";  // R26
      if (e.type == poker::EventType::Discard) a["action"] = "discard";  // R30: [] stands pat
      if (e.type == poker::EventType::Act && e.street == poker::Street::Showdown) {
        // Not a decision: the engine folds a hand flagged folds_before_showdown (R23, R24).
        a["forced"] = "folds_before_showdown";
      } else if (decision < in.decisions.size()) {
        const DecisionNote& note = in.decisions[decision];
        if (in.timings) a["time_ms"] = note.time_ms;
        if (!note.forced.empty()) a["forced"] = note.forced;
        if (!note.refused.kind.empty()) {
          a["refused"] = {{"kind", note.refused.kind}, {"error", note.refused.error}};
          if (!note.refused.line.empty()) a["refused"]["line"] = note.refused.line;
        }
        if (in.timings && !note.advance.empty()) {
          a["advance"] = {{"request", note.advance}};
          if (note.advance == "call" || note.advance == "bet" || note.advance == "raise")
            a["advance"]["amount"] = note.advance_amount;
        }
        ++decision;
      }
      actions.push_back(std::move(a));
    } else if (e.type == poker::EventType::WinPot) {
      winners.push_back({{"seat", ej["seat"]}, {"amount", e.amount}, {"pot", e.pot}});
      if (ej.contains("half")) winners.back()["half"] = ej["half"];
    } else if (e.type == poker::EventType::Show) {
      shown.push_back({{"seat", ej["seat"]}, {"cards", ej["cards"]}, {"rank", ej["rank"]}});
      if (ej.contains("low")) shown.back()["low"] = ej["low"];
    } else if (e.type == poker::EventType::Muck) {
      mucked.push_back({{"seat", ej["seat"]}, {"cards", ej["cards"]}, {"rank", ej["rank"]}});
    }
    events.push_back(std::move(ej));
  }

  const int button_player = setup.button;
  const BetSizes sizes = bet_sizes(hand);
  nlohmann::json record = {
      {"hand", in.hand_number},
      {"level", in.level},
      {"structure", poker::to_string(setup.structure)},
      {"small_blind", setup.small_blind},
      {"big_blind", setup.big_blind},
      {"min_bet", sizes.min_bet},
      {"small_bet", sizes.small_bet},
      {"big_bet", sizes.big_bet},
      {"antes",
       [&] {
         nlohmann::json a = nlohmann::json::array();
         for (int p = 0; p < setup.players; ++p) a.push_back(hand.ante(p));
         return a;
       }()},
      {"button", in.seat_of_player[static_cast<std::size_t>(button_player)]},
      {"players", std::move(players)},
      {"folds_before_showdown", std::move(folds_before_showdown)},
      {"board", cards_json(hand.board())},
      {"actions", std::move(actions)},
      {"shown", std::move(shown)},
      {"mucked", std::move(mucked)},
      {"winners", std::move(winners)},
      {"stacks", std::move(stacks)},
      {"events", std::move(events)},
  };
  // Hold'em's records are as they always were; another game's name its game.
  if (in.mixed || setup.game->id != poker::GameId::Holdem) record["game"] = setup.game->name;
  if (setup.game->deals_up_cards()) record["bring_in"] = setup.bring_in;  // R39
  if (in.table > 0) record["table"] = in.table;  // R48: a multi-table tournament's
  return record;
}

}  // namespace arena
