#include "arena/replay/logged_hand.hpp"

#include <array>
#include <string_view>
#include <utility>
#include <vector>

#include "arena/config/json_fields.hpp"
#include "arena/replay/json_difference.hpp"
#include "engine/advance.hpp"
#include "engine/forced_move.hpp"

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
  if (!forced.is_string() || (forced != "timeout" && forced != "invalid" && forced != "absent"))
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

// A draw turn as logged: the bot's discards, or the arena's vacation (R34), which the replay
// makes again from the seed (stand pat, or the compulsory discard chosen from the deal's stream);
// the cards served come from the seeded stub. The record the replay writes then shows them.
std::optional<std::string> play_logged_discard(const nlohmann::json& a, const std::string& at,
                                               poker::Hand& hand, int seat, DecisionNote& note) {
  if (!hand.drawing())
    return at + ".action: log says \"discard\", but seat " + std::to_string(seat) +
           " is to bet, not to draw";
  if (a["action"] != "discard")
    return at + ".action: log says " + show_json(a["action"]) + ", but seat " +
           std::to_string(seat) + " is to draw (R30): \"discard\"";
  if (auto error = read_decision_note(a, at, note)) return error;
  if (!note.forced.empty()) {
    std::array<poker::Card, poker::kMaxHoleCards> chosen{};
    hand.draw_on_vacation(chosen);
    return std::nullopt;
  }
  std::vector<poker::Card> discards;
  const auto cards = a.find("cards");
  if (cards == a.end() || !cards->is_array()) return at + ".cards: missing or not a list";
  for (const auto& c : *cards) {
    const auto card = c.is_string() ? poker::parse_card(c.get<std::string>()) : std::nullopt;
    if (!card) return at + ".cards: " + show_json(c) + " is not a card";
    discards.push_back(*card);
  }
  if (a.contains("advance")) {  // R25, R30: a draw request applied; it must give these cards
    const auto& adv = a["advance"];
    const auto kind = adv.is_object() && adv.contains("request") && adv["request"].is_string()
                          ? poker::advance_kind_named(adv["request"].get<std::string>())
                          : std::nullopt;
    if (!kind || !poker::is_draw_request(*kind))
      return at + ".advance.request: missing or not a draw request (stand_pat, discard)";
    if (*kind == poker::AdvanceKind::StandPat &&
        (!discards.empty() || hand.draw_round().min_discard > 0))
      return at + ".advance: stand_pat does not give " + show_json(*cards) + " here";
    note.advance = std::string(poker::to_string(*kind));
  }
  const poker::DrawError error = hand.draw(discards);
  if (error != poker::DrawError::None)
    return at + ".cards: " + show_json(*cards) + " by seat " + std::to_string(seat) +
           " is not a legal discard here (" + std::string(poker::to_string(error)) + ")";
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
    if (hand.drawing() || a["action"] == "discard") {  // a draw or discard round's turn (R30)
      DecisionNote note;
      if (auto error = play_logged_discard(a, at, hand, seat, note)) return error;
      notes.push_back(std::move(note));
      ++k;
      continue;
    }
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
    DecisionNote note;
    if (protect && !a.contains("forced"))
      return at + ".action: \"protect\" without \"forced\": only a forced decision protects";
    int& left = protections_left[static_cast<std::size_t>(hand.actor())];
    if (auto error = read_decision_note(a, at, note)) return error;
    if (!note.forced.empty()) {
      // The arena acts for the bot by the run's timeout rule (R22, R26).
      const poker::ForcedMove expected = poker::forced_move(hand, rules.timeout_rule, left);
      const poker::ForcedMove logged =
          protect                             ? poker::ForcedMove::Protect
          : *type == poker::ActionType::Check ? poker::ForcedMove::Check
          : *type == poker::ActionType::Fold  ? poker::ForcedMove::Fold
                                              : poker::ForcedMove::BringIn;
      if (logged != expected || (!protect && action.type != poker::forced_action(expected).type))
        return at + ".action: log says " + show_json(a["action"]) + " forced by " + note.forced +
               ", but under " + std::string(poker::to_string(rules.timeout_rule)) +
               " the arena then takes " + std::string(poker::to_string(expected));
    }
    if (a.contains("advance")) {  // R25: the request must give the logged action
      const auto& adv = a["advance"];
      const auto kind = adv.is_object() && adv.contains("request") && adv["request"].is_string()
                            ? poker::advance_kind_named(adv["request"].get<std::string>())
                            : std::nullopt;
      if (!kind) return at + ".advance.request: missing or not a request";
      poker::AdvanceRequest request{*kind, 0, hand_number};
      if (adv.contains("amount") && adv["amount"].is_number_integer())
        request.amount = adv["amount"].get<poker::Chips>();
      const poker::AdvanceResolution r = poker::resolve_advance(request, hand_number, hand.legal());
      if (!r.action || r.action->type != action.type || r.action->amount != action.amount)
        return at + ".advance: " + show_json(adv) + " does not give " + show_json(a["action"]) +
               " here" +
               (r.action
                    ? ""
                    : " (" + poker::describe_void(request, r.why, hand_number, hand.legal()) + ")");
      note.advance = adv["request"].get<std::string>();
      note.advance_amount = request.amount;
    }
    if (protect) {
      poker::apply_forced_move(hand, rules.timeout_rule, left);
      notes.push_back(std::move(note));
      ++k;
      continue;
    }
    const poker::ActionError error = hand.apply(action);
    if (error != poker::ActionError::None)
      return at + ": " + std::string(poker::to_string(action.type)) +
             (action.amount != 0 ? " " + std::to_string(action.amount) : std::string()) +
             " by seat " + std::to_string(seat) + " is not legal here (" +
             std::string(poker::to_string(error)) + ")";
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
