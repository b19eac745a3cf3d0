#include "arena/results/recorded_hand.hpp"

#include <algorithm>
#include <stdexcept>

namespace arena {
namespace {

using nlohmann::json;

// Field access with messages that say which hand and which field is wrong.
class FieldReader {
 public:
  explicit FieldReader(std::string where) : where_(std::move(where)) {}

  [[noreturn]] void fail(const std::string& what) const {
    throw std::runtime_error(where_ + ": " + what);
  }
  const json& field(const json& obj, const char* name, const std::string& in = "") const {
    if (!obj.is_object()) fail((in.empty() ? "the record" : in) + " is not an object");
    auto it = obj.find(name);
    if (it == obj.end()) fail("missing field '" + std::string(name) + "'" + suffix(in));
    return *it;
  }
  long long integer(const json& obj, const char* name, const std::string& in = "") const {
    const json& v = field(obj, name, in);
    if (!v.is_number_integer())
      fail("field '" + std::string(name) + "'" + suffix(in) + " is not an integer");
    return v.get<long long>();
  }
  std::string text(const json& obj, const char* name, const std::string& in = "") const {
    const json& v = field(obj, name, in);
    if (!v.is_string()) fail("field '" + std::string(name) + "'" + suffix(in) + " is not a string");
    return v.get<std::string>();
  }
  const json& array(const json& obj, const char* name, const std::string& in = "") const {
    const json& v = field(obj, name, in);
    if (!v.is_array()) fail("field '" + std::string(name) + "'" + suffix(in) + " is not an array");
    return v;
  }
  std::vector<std::string> cards(const json& obj, const char* name, const std::string& in) const {
    std::vector<std::string> out;
    for (const json& c : array(obj, name, in)) {
      if (!c.is_string() || c.get<std::string>().size() != 2)
        fail("field '" + std::string(name) + "'" + suffix(in) +
             " holds a card that is not like \"Ah\"");
      out.push_back(c.get<std::string>());
    }
    return out;
  }

 private:
  static std::string suffix(const std::string& in) { return in.empty() ? "" : " of " + in; }
  std::string where_;
};

}  // namespace

RecordedHand read_recorded_hand(const json& record) {
  std::string where = "hand record";
  if (record.is_object() && record.contains("hand") && record["hand"].is_number_integer())
    where = "hand " + std::to_string(record["hand"].get<long long>());
  const FieldReader r(where);

  RecordedHand h;
  if (record.contains("game")) {
    h.game = r.text(record, "game");
    if (poker::find_game(h.game) == nullptr) r.fail("unknown game '" + h.game + "'");
  }
  const poker::GameDef& game =
      h.game.empty() ? poker::game(poker::GameId::Holdem) : *poker::find_game(h.game);
  h.hand = static_cast<int>(r.integer(record, "hand"));
  h.level = static_cast<int>(r.integer(record, "level"));
  if (record.contains("table")) h.table = static_cast<int>(r.integer(record, "table"));
  h.structure = r.text(record, "structure");
  if (h.structure != "no-limit" && h.structure != "pot-limit" && h.structure != "fixed-limit")
    r.fail("unknown structure '" + h.structure + "'");
  h.small_blind = r.integer(record, "small_blind");
  h.big_blind = r.integer(record, "big_blind");

  const json& players = r.array(record, "players");
  if (players.size() < static_cast<std::size_t>(game.min_players) ||
      players.size() > static_cast<std::size_t>(game.max_players))
    r.fail("field 'players' has " + std::to_string(players.size()) + " entries (" +
           std::to_string(game.min_players) + " to " + std::to_string(game.max_players) +
           " expected)");
  for (std::size_t i = 0; i < players.size(); ++i) {
    const std::string in = "players[" + std::to_string(i) + "]";
    RecordedPlayer p;
    p.seat = static_cast<int>(r.integer(players[i], "seat", in));
    p.name = r.text(players[i], "name", in);
    p.stack = r.integer(players[i], "stack", in);
    p.hole = r.cards(players[i], "hole", in);
    // Stud's later cards are in the deal_hole events; the record's hole holds the first deal.
    if (static_cast<int>(p.hole.size()) != game.hole_cards)
      r.fail(in + " does not hold " + std::to_string(game.hole_cards) + " hole cards");
    h.players.push_back(std::move(p));
  }
  auto index_of_seat = [&](long long seat, const std::string& in) {
    for (std::size_t i = 0; i < h.players.size(); ++i)
      if (h.players[i].seat == seat) return static_cast<int>(i);
    r.fail(in + " names seat " + std::to_string(seat) + ", which has no player in this hand");
  };

  const json& antes = r.array(record, "antes");
  if (antes.size() != players.size()) r.fail("field 'antes' has one value per player");
  for (std::size_t i = 0; i < antes.size(); ++i) {
    if (!antes[i].is_number_integer()) r.fail("field 'antes' holds a value that is not an integer");
    h.players[i].ante = antes[i].get<long long>();
  }
  h.button = index_of_seat(r.integer(record, "button"), "field 'button'");

  // Bet sizes: written since the PHH writer needs them; older records fall back to the sizes the
  // sit-and-go gives (the big blind, or the largest ante when a level has no blinds).
  poker::Chips fallback = h.big_blind;
  if (fallback == 0) {
    for (const RecordedPlayer& p : h.players) fallback = std::max(fallback, p.ante);
    fallback = std::max<poker::Chips>(fallback, 1);
  }
  auto size_or = [&](const char* name, poker::Chips dflt) {
    return record.contains(name) ? r.integer(record, name) : dflt;
  };
  h.min_bet = size_or("min_bet", fallback);
  h.small_bet = size_or("small_bet", fallback);
  h.big_bet = size_or("big_bet", 2 * h.small_bet);
  if (game.deals_up_cards()) h.bring_in = r.integer(record, "bring_in");

  h.board = r.cards(record, "board", "the record");

  const json& stacks = r.array(record, "stacks");
  if (stacks.size() != players.size()) r.fail("field 'stacks' has one entry per player");
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    const std::string in = "stacks[" + std::to_string(i) + "]";
    const int p = index_of_seat(r.integer(stacks[i], "seat", in), in);
    h.players[static_cast<std::size_t>(p)].final_stack = r.integer(stacks[i], "stack", in);
  }

  const json& actions = r.array(record, "actions");
  std::size_t act = 0;
  // The record's `actions` are its decisions (act, protect and discard events) in order, with
  // their notes: how the answer was made, and how long the bot took.
  const auto take_decision_notes = [&](RecordedEvent& e) {
    if (act < actions.size() && actions[act].is_object()) {
      const json& note = actions[act];
      if (note.contains("forced") && note["forced"].is_string())
        e.forced = note["forced"].get<std::string>();
      if (note.contains("time_ms") && note["time_ms"].is_number())
        e.time_ms = note["time_ms"].get<double>();
    }
    ++act;
  };
  const json& events = r.array(record, "events");
  for (std::size_t i = 0; i < events.size(); ++i) {
    const std::string in = "events[" + std::to_string(i) + "]";
    const json& ej = events[i];
    RecordedEvent e;
    e.type = r.text(ej, "type", in);
    if (ej.contains("seat")) e.player = index_of_seat(r.integer(ej, "seat", in), in);
    if (ej.contains("street")) e.street = r.text(ej, "street", in);
    if (ej.contains("amount")) e.amount = r.integer(ej, "amount", in);
    if (ej.contains("cards")) e.cards = r.cards(ej, "cards", in);
    if (ej.contains("up")) e.up = r.cards(ej, "up", in);
    if (e.type == "act") {
      e.action = r.text(ej, "action", in);
      e.added = r.integer(ej, "added", in);
      const json& all_in = r.field(ej, "all_in", in);
      if (!all_in.is_boolean()) r.fail("field 'all_in' of " + in + " is not true or false");
      e.all_in = all_in.get<bool>();
      if (ej.contains("bring_in")) {
        if (!ej["bring_in"].is_boolean())
          r.fail("field 'bring_in' of " + in + " is not true or false");
        e.bring_in = ej["bring_in"].get<bool>();
      }
      if (e.player < 0) r.fail(in + " is an action without a seat");
      take_decision_notes(e);
    } else if (e.type == "protect") {  // R26: a decision too, with its note in `actions`
      e.action = "protect";
      e.all_in = true;
      if (e.player < 0) r.fail(in + " is a protection without a seat");
      take_decision_notes(e);
    } else if (e.type == "discard") {  // R30: a draw turn, a decision with its note
      if (e.player < 0) r.fail(in + " is a discard without a seat");
      take_decision_notes(e);
    } else if (e.type == "show" || e.type == "muck") {
      e.rank = r.text(ej, "rank", in);
      if (e.cards.empty() ||
          static_cast<int>(e.cards.size()) > std::max(game.hole_cards, game.kept_cards))
        r.fail(in + " shows " + std::to_string(e.cards.size()) + " cards");
    } else if (e.type == "win_pot") {
      e.pot = static_cast<int>(r.integer(ej, "pot", in));
    }
    if ((e.type.rfind("post_", 0) == 0 || e.type == "deal_hole" || e.type == "show" ||
         e.type == "muck" || e.type == "win_pot" || e.type == "return_uncalled") &&
        e.player < 0)
      r.fail(in + " (" + e.type + ") has no seat");
    h.events.push_back(std::move(e));
  }
  if (act != actions.size())
    r.fail("field 'actions' has " + std::to_string(actions.size()) + " entries for " +
           std::to_string(act) + " act, protect and discard events");
  return h;
}

}  // namespace arena
