#include "arena/replay/logged_hand.hpp"

#include <algorithm>
#include <array>
#include <string_view>
#include <utility>
#include <vector>

#include "arena/config/json_fields.hpp"
#include "arena/replay/json_difference.hpp"
#include "engine/advance.hpp"
#include "engine/forced_move.hpp"
#include "engine/turn_policy.hpp"

namespace arena::replay {
namespace {

// Fields of a hand record in the order a hand happens, so the earliest wrong fact is named.
const std::initializer_list<std::string_view> kHandKeyOrder = {
    "hand",      "level",   "structure", "small_blind",
    "big_blind", "min_bet", "small_bet", "big_bet",
    "antes",     "button",  "players",   "seat",
    "name",      "stack",   "hole",      "folds_before_showdown",
    "actions",   "street",  "action",    "amount",
    "added",     "all_in",  "forced",    "refused",
    "advance",   "request", "time_ms",   "board",
    "shown",     "mucked",  "cards",     "rank",
    "winners",   "pot",     "stacks",    "events",
    "type"};
// What is fixed before the first decision: checked before the actions are replayed.
constexpr std::string_view kSetupKeys[] = {
    "hand",      "level",   "structure", "small_blind", "big_blind", "min_bet",
    "small_bet", "big_bet", "antes",     "button",      "players",   "folds_before_showdown"};

// The notes of a logged decision: its time, why the arena made it, a refused answer's account.
std::optional<std::string> read_decision_note(const nlohmann::json& a, const std::string& at,
                                              DecisionNote& note) {
  if (a.contains("time_ms") && a["time_ms"].is_number()) note.time_ms = a["time_ms"].get<double>();
  if (!a.contains("forced")) return std::nullopt;
  const auto& forced = a["forced"];
  if (!forced.is_string() || !poker::forced_reason_named(forced.get<std::string>()))
    return at + ".forced: " + show_json(forced) + " is not a reason (timeout, invalid, absent)";
  note.forced = forced.get<std::string>();
  if (a.contains("refused")) {  // the arena's account of the refused line: kept as it is
    const auto& r = a["refused"];
    const auto text = [&r](const char* key) {
      return r.is_object() && r.contains(key) && r[key].is_string() ? r[key].get<std::string>()
                                                                    : std::string();
    };
    if (note.forced != "invalid" || text("kind").empty())
      return at + ".refused: only an answer forced as \"invalid\" has one, with its kind";
    note.refused = {text("kind"), text("error"), text("line")};
  }
  return std::nullopt;
}

// A logged decision's advance request ("advance": {"request", "amount"}), for hand
// `hand_number`; nullopt with `error` set when it is malformed or not of the turn's kind.
std::optional<poker::AdvanceRequest> read_advance(const nlohmann::json& adv,
                                                  std::int64_t hand_number, bool drawing,
                                                  std::string& error) {
  const auto kind = adv.is_object() && adv.contains("request") && adv["request"].is_string()
                        ? poker::advance_kind_named(adv["request"].get<std::string>())
                        : std::nullopt;
  if (!kind || poker::is_draw_request(*kind) != drawing) {
    error = drawing ? ".advance.request: missing or not a draw request (stand_pat, discard)"
                    : ".advance.request: missing or not a request";
    return std::nullopt;
  }
  poker::AdvanceRequest request{*kind, 0, hand_number};
  if (adv.contains("amount") && adv["amount"].is_number_integer())
    request.amount = adv["amount"].get<poker::Chips>();
  return request;
}

// What the arena's clock said of a logged decision, as the policy reads it: its forced reason,
// else not asked (its advance request acted), else answered.
poker::ClockVerdict logged_verdict(const DecisionNote& note, bool advanced) {
  const auto reason = poker::forced_reason_named(note.forced);
  if (!reason) return advanced ? poker::ClockVerdict::NotAsked : poker::ClockVerdict::Answered;
  switch (*reason) {
    case poker::ForcedReason::Timeout:
      return poker::ClockVerdict::TimedOut;
    case poker::ForcedReason::Invalid:
      return poker::ClockVerdict::Invalid;
    case poker::ForcedReason::Absent:
      break;
  }
  return poker::ClockVerdict::Gone;
}

// The policy's ruling on a logged decision (engine/turn_policy.hpp, the live seat's): the
// seat's protections and request as the log has them, the verdict its notes give.
poker::TurnRuling rule_logged_turn(const poker::Hand& hand, std::int64_t hand_number,
                                   const TableRules& rules, int protections_left,
                                   const std::optional<poker::AdvanceRequest>& request,
                                   const DecisionNote& note, poker::TurnAnswer answer) {
  poker::SeatTurnState seat;
  seat.protections_left = protections_left;
  poker::pending_advance(seat, hand.drawing()) = request;
  return poker::rule_turn({hand,
                           hand_number,
                           {rules.timeout_rule, 0},
                           seat,
                           logged_verdict(note, request.has_value()),
                           std::move(answer)});
}

// A draw turn as logged: the bot's discards, its draw request, or the arena's vacation (R34),
// which the replay makes again from the seed (stand pat, or the compulsory discard chosen from
// the deal's stream); the cards served come from the seeded stub. The record the replay writes
// then shows them.
std::optional<std::string> play_logged_discard(const nlohmann::json& a, const std::string& at,
                                               poker::Hand& hand, int seat,
                                               std::int64_t hand_number, DecisionNote& note) {
  if (!hand.drawing())
    return at + ".action: log says \"discard\", but seat " + std::to_string(seat) +
           " is to bet, not to draw";
  if (a["action"] != "discard")
    return at + ".action: log says " + show_json(a["action"]) + ", but seat " +
           std::to_string(seat) + " is to draw (R30): \"discard\"";
  if (auto error = read_decision_note(a, at, note)) return error;
  std::vector<poker::Card> discards;
  const auto cards = a.find("cards");
  if (note.forced.empty()) {
    if (cards == a.end() || !cards->is_array()) return at + ".cards: missing or not a list";
    for (const auto& c : *cards) {
      const auto card = c.is_string() ? poker::parse_card(c.get<std::string>()) : std::nullopt;
      if (!card) return at + ".cards: " + show_json(c) + " is not a card";
      discards.push_back(*card);
    }
  }
  std::optional<poker::AdvanceRequest> request;
  if (a.contains("advance")) {  // R25, R30: a draw request applied; it must give these cards
    std::string error;
    request = read_advance(a["advance"], hand_number, true, error);
    if (!request) return at + error;
    if (discards.size() > request->cards.size()) return at + ".cards: more than a hand holds";
    std::copy(discards.begin(), discards.end(), request->cards.begin());
    request->card_count = static_cast<std::uint8_t>(discards.size());
    note.advance = std::string(poker::to_string(request->kind));
  }
  const poker::TurnRuling ruling =
      rule_logged_turn(hand, hand_number, {}, 0, request, note, {{}, discards});
  if (ruling.source == poker::TurnSource::Ask ||
      (ruling.source == poker::TurnSource::Advance && ruling.discards != discards))
    return at + ".advance: " + std::string(poker::to_string(request->kind)) + " does not give " +
           show_json(*cards) + " here" +
           (ruling.voided
                ? " (" +
                      poker::describe_void(*request, ruling.void_why, hand_number, poker::Legal{}) +
                      ")"
                : "");
  if (ruling.draw_vacation && !note.forced.empty()) {
    std::array<poker::Card, poker::kMaxHoleCards> chosen{};
    hand.draw_on_vacation(chosen);
    return std::nullopt;
  }
  const poker::DrawError error =
      ruling.bad_draw != poker::DrawError::None ? ruling.bad_draw : hand.draw(discards);
  if (error != poker::DrawError::None)
    return at + ".cards: " + show_json(*cards) + " by seat " + std::to_string(seat) +
           " is not a legal discard here (" + std::string(poker::to_string(error)) + ")";
  return std::nullopt;
}

// A betting turn as logged: the bot's action, its advance request (R25), or the arena's forced
// move (R22, R26: `protections_left`, the run's count for the player, spent as the arena spent
// it), ruled by the live seat's policy and applied to `hand`.
std::optional<std::string> play_logged_bet(const nlohmann::json& a, const std::string& at,
                                           poker::Hand& hand, int seat, std::int64_t hand_number,
                                           const TableRules& rules, int& protections_left,
                                           DecisionNote& note) {
  const bool protect = a["action"] == "protect";  // R26
  const auto type = protect ? std::optional(poker::ActionType::Fold)
                            : poker::action_type_named(a["action"].get<std::string>());
  if (!type) return at + ".action: " + show_json(a["action"]) + " is not an action";
  poker::Action action{*type, 0};
  if (!protect && (*type == poker::ActionType::Bet || *type == poker::ActionType::Raise)) {
    if (!a.contains("amount") || !a["amount"].is_number_integer())
      return at + ".amount: missing or not a whole number";
    action.amount = a["amount"].get<poker::Chips>();
  }
  if (protect && !a.contains("forced"))
    return at + ".action: \"protect\" without \"forced\": only a forced decision protects";
  if (auto error = read_decision_note(a, at, note)) return error;
  std::optional<poker::AdvanceRequest> request;
  if (a.contains("advance")) {
    std::string error;
    request = read_advance(a["advance"], hand_number, false, error);
    if (!request) return at + error;
    if (!note.forced.empty())
      return at + ".advance: a forced decision (" + note.forced + ") applies no request";
    note.advance = std::string(poker::to_string(request->kind));
    note.advance_amount = request->amount;
  }
  const poker::TurnRuling ruling =
      rule_logged_turn(hand, hand_number, rules, protections_left, request, note, {action, {}});
  const auto not_legal = [&](poker::ActionError error) {
    return at + ": " + std::string(poker::to_string(action.type)) +
           (action.amount != 0 ? " " + std::to_string(action.amount) : std::string()) +
           " by seat " + std::to_string(seat) + " is not legal here (" +
           std::string(poker::to_string(error)) + ")";
  };
  switch (ruling.source) {
    case poker::TurnSource::Ask:  // the request was void here
      return at + ".advance: " + show_json(a["advance"]) + " does not give " +
             show_json(a["action"]) + " here (" +
             poker::describe_void(*request, ruling.void_why, hand_number, hand.legal()) + ")";
    case poker::TurnSource::Advance:
      if (ruling.action.type != action.type || ruling.action.amount != action.amount)
        return at + ".advance: " + show_json(a["advance"]) + " does not give " +
               show_json(a["action"]) + " here";
      break;
    case poker::TurnSource::Forced: {
      if (note.forced.empty())  // the bot's answer, which the table would have refused
        return not_legal(ruling.not_legal);
      const poker::ForcedMove logged =
          protect                             ? poker::ForcedMove::Protect
          : *type == poker::ActionType::Check ? poker::ForcedMove::Check
          : *type == poker::ActionType::Fold  ? poker::ForcedMove::Fold
                                              : poker::ForcedMove::BringIn;
      if (logged != ruling.move || (!protect && action.type != ruling.action.type))
        return at + ".action: log says " + show_json(a["action"]) + " forced by " + note.forced +
               ", but under " + std::string(poker::to_string(rules.timeout_rule)) +
               " the arena then takes " + std::string(poker::to_string(ruling.move));
      break;
    }
    case poker::TurnSource::Answer:
      break;
  }
  protections_left = ruling.after.protections_left;
  const poker::ActionError error = poker::apply_ruling(hand, ruling);
  if (error != poker::ActionError::None) return not_legal(error);
  return std::nullopt;
}

}  // namespace

std::string show_json(const nlohmann::json& j) {
  return config_detail::show(j);
}

void check_hand_number(const nlohmann::json& log, std::size_t line, bool over, int played,
                       const std::string& what) {
  const auto expected = static_cast<std::int64_t>(line) + 1;
  const std::string where_line = "hands.jsonl line " + std::to_string(line + 1) + ": ";
  const auto logged = log["hand"].get<std::int64_t>();
  if (over)
    throw Mismatch(where_line + "hand " + std::to_string(logged) + ", but the " + what +
                   " ended after hand " + std::to_string(played));
  if (logged != expected)
    throw Mismatch(where_line + "hand: log says " + std::to_string(logged) + ", replay gives " +
                   std::to_string(expected) +
                   (logged > expected ? " (a hand is missing)" : " (a hand is repeated)"));
}

std::vector<bool> logged_vacation_seats(const nlohmann::json& log, const std::string& where,
                                        int seats) {
  const auto it = log.find("folds_before_showdown");
  if (it == log.end() || !it->is_array())
    throw Mismatch(where + "folds_before_showdown: missing or not an array of seats");
  std::vector<bool> flagged(static_cast<std::size_t>(seats), false);
  for (std::size_t i = 0; i < it->size(); ++i) {
    const auto& seat = (*it)[i];
    if (!seat.is_number_integer() || seat.get<std::int64_t>() < 0 ||
        seat.get<std::int64_t>() >= seats)
      throw Mismatch(where + "folds_before_showdown[" + std::to_string(i) +
                     "]: " + show_json(seat) + " is not a seat of this table (0.." +
                     std::to_string(seats - 1) + ")");
    flagged[seat.get<std::size_t>()] = true;
  }
  return flagged;
}

std::optional<std::string> play_logged_actions(const nlohmann::json& log, poker::Hand& hand,
                                               std::span<const int> seat_of_player,
                                               const TableRules& rules,
                                               std::span<int> protections_left,
                                               std::vector<DecisionNote>& notes) {
  const std::int64_t hand_number =
      log.contains("hand") && log["hand"].is_number_integer() ? log["hand"].get<std::int64_t>() : 0;
  const auto it = log.find("actions");
  if (it == log.end() || !it->is_array()) return "actions: missing or not an array";
  const nlohmann::json& actions = *it;
  std::size_t k = 0;
  while (!hand.finished()) {
    const int seat = seat_of_player[static_cast<std::size_t>(hand.actor())];
    // Forced folds at showdown are the engine's own, not decisions: not replayed.
    while (k < actions.size() && actions[k].is_object() && actions[k].contains("street") &&
           actions[k]["street"] == "showdown")
      ++k;
    const std::string at = "actions[" + std::to_string(k) + "]";
    if (k >= actions.size())
      return "actions: the log ends after " + std::to_string(actions.size()) +
             " actions, but the hand goes on (seat " + std::to_string(seat) + " to act)";
    const nlohmann::json& a = actions[k];
    if (!a.is_object()) return at + ": not an object";
    if (!a.contains("seat") || !a["seat"].is_number_integer())
      return at + ".seat: missing or not a whole number";
    if (a["seat"].get<std::int64_t>() != seat)
      return at + ".seat: log says " + show_json(a["seat"]) + ", replay gives " +
             std::to_string(seat) + " (the seat to act)";
    if (!a.contains("action") || !a["action"].is_string()) return at + ".action: missing";
    DecisionNote note;
    const std::optional<std::string> error =
        hand.drawing() || a["action"] == "discard"  // a draw or discard round's turn (R30)
            ? play_logged_discard(a, at, hand, seat, hand_number, note)
            : play_logged_bet(a, at, hand, seat, hand_number, rules,
                              protections_left[static_cast<std::size_t>(hand.actor())], note);
    if (error) return error;
    notes.push_back(std::move(note));
    ++k;
  }
  return std::nullopt;
}

void check_logged_hand(const nlohmann::json& log, const nlohmann::json& replay,
                       const std::string& where, const std::optional<std::string>& cannot_follow) {
  for (std::string_view key : kSetupKeys) {
    const auto l = log.find(key);
    const auto r = replay.find(key);
    if (r == replay.end()) continue;  // a field this build's records do not have
    if (l == log.end())
      throw Mismatch(where + std::string(key) + ": missing in the log, replay gives " +
                     show_json(*r));
    if (auto d = first_difference(*l, *r, kHandKeyOrder, std::string(key)))
      throw Mismatch(where + d->describe());
  }
  if (cannot_follow) throw Mismatch(where + *cannot_follow);
  if (auto d = first_difference(log, replay, kHandKeyOrder)) throw Mismatch(where + d->describe());
}

}  // namespace arena::replay
