#include "arena/results/recorded_hand.hpp"

#include <algorithm>
#include <stdexcept>

#include "arena/results/hand_record.hpp"

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

// Whether an event of this type is always some player's.
bool event_has_player(poker::EventType type) {
  using poker::EventType;
  switch (type) {
    case EventType::PostAnte:
    case EventType::PostSmallBlind:
    case EventType::PostBigBlind:
    case EventType::DealHole:
    case EventType::Act:
    case EventType::ReturnUncalled:
    case EventType::Show:
    case EventType::Muck:
    case EventType::Protect:
    case EventType::WinPot:
    case EventType::Discard:
      return true;
    case EventType::DealBoard:
    case EventType::HandEnd:
    case EventType::Draw:
      return false;
  }
  return false;
}

// The hand player index of a table seat the record names.
int index_of_seat(const FieldReader& r, const RecordedHand& h, long long seat,
                  const std::string& in) {
  for (std::size_t i = 0; i < h.players.size(); ++i)
    if (h.players[i].seat == seat) return static_cast<int>(i);
  r.fail(in + " names seat " + std::to_string(seat) + ", which has no player in this hand");
}

void read_players(const FieldReader& r, const json& record, const poker::GameDef& game,
                  RecordedHand& h) {
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
}

// A decision's note in the record's `actions`: how the answer was made (forced, and why it was
// refused; the advance request it came from) and how long the bot took.
void read_note_of_decision(const json& note, RecordedEvent& e) {
  if (!note.is_object()) return;
  if (note.contains("forced") && note["forced"].is_string())
    e.forced = note["forced"].get<std::string>();
  if (note.contains("time_ms") && note["time_ms"].is_number())
    e.time_ms = note["time_ms"].get<double>();
  if (note.contains("refused") && note["refused"].is_object()) {
    const json& why = note["refused"];
    const auto text = [&why](const char* key) {
      return why.contains(key) && why[key].is_string() ? why[key].get<std::string>() : "";
    };
    e.refused = {text("kind"), text("error"), text("line")};
  }
  if (note.contains("advance") && note["advance"].is_object() &&
      note["advance"].contains("request") && note["advance"]["request"].is_string())
    e.advance = note["advance"]["request"].get<std::string>();
}

// One event of the record: the fields every type may carry, then its type's own.
RecordedEvent read_recorded_event(const FieldReader& r, const json& ej, const std::string& in,
                                  const poker::GameDef& game, const RecordedHand& h) {
  RecordedEvent e;
  const std::string type = r.text(ej, "type", in);
  const std::optional<poker::EventType> named = event_type_named(type);
  if (!named) r.fail(in + " has the unknown type '" + type + "'");
  e.type = *named;
  if (ej.contains("seat")) e.player = index_of_seat(r, h, r.integer(ej, "seat", in), in);
  if (ej.contains("street")) e.street = r.text(ej, "street", in);
  if (ej.contains("amount")) e.amount = r.integer(ej, "amount", in);
  if (ej.contains("cards")) e.cards = r.cards(ej, "cards", in);
  if (ej.contains("up")) e.up = r.cards(ej, "up", in);
  if (event_has_player(e.type) && e.player < 0) r.fail(in + " (" + type + ") has no seat");
  const auto flag = [&](const char* name) {
    const json& v = r.field(ej, name, in);
    if (!v.is_boolean())
      r.fail("field '" + std::string(name) + "' of " + in + " is not true or false");
    return v.get<bool>();
  };
  switch (e.type) {
    case poker::EventType::Act: {
      const std::string action = r.text(ej, "action", in);
      const std::optional<poker::ActionType> act = poker::action_type_named(action);
      if (!act) r.fail(in + " has the unknown action '" + action + "'");
      e.action = *act;
      e.added = r.integer(ej, "added", in);
      e.all_in = flag("all_in");
      if (ej.contains("bring_in")) e.bring_in = flag("bring_in");
      break;
    }
    case poker::EventType::Protect:  // R26: all-in for what it put in
      e.all_in = true;
      break;
    case poker::EventType::Show:
    case poker::EventType::Muck:
      e.rank = r.text(ej, "rank", in);
      if (e.cards.empty() ||
          static_cast<int>(e.cards.size()) > std::max(game.hole_cards, game.kept_cards))
        r.fail(in + " shows " + std::to_string(e.cards.size()) + " cards");
      break;
    case poker::EventType::WinPot:
      e.pot = static_cast<int>(r.integer(ej, "pot", in));
      break;
    default:
      break;
  }
  return e;
}

// The record's events, each decision (act, protect, discard) with its note from `actions`, which
// lists them in order.
void read_events(const FieldReader& r, const json& record, const poker::GameDef& game,
                 RecordedHand& h) {
  const json& actions = r.array(record, "actions");
  std::size_t act = 0;
  const json& events = r.array(record, "events");
  for (std::size_t i = 0; i < events.size(); ++i) {
    const std::string in = "events[" + std::to_string(i) + "]";
    RecordedEvent e = read_recorded_event(r, events[i], in, game, h);
    if (e.type == poker::EventType::Act || e.type == poker::EventType::Protect ||
        e.type == poker::EventType::Discard) {
      if (act < actions.size()) read_note_of_decision(actions[act], e);
      ++act;
    }
    h.events.push_back(std::move(e));
  }
  if (act != actions.size())
    r.fail("field 'actions' has " + std::to_string(actions.size()) + " entries for " +
           std::to_string(act) + " act, protect and discard events");
}

}  // namespace

const poker::GameDef& RecordedHand::dealt_game() const {
  const poker::GameDef* row = game.empty() ? nullptr : poker::find_game(game);
  return row != nullptr ? *row : poker::game(poker::GameId::Holdem);
}

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
  const poker::GameDef& game = h.dealt_game();
  h.hand = static_cast<int>(r.integer(record, "hand"));
  h.level = static_cast<int>(r.integer(record, "level"));
  if (record.contains("table")) h.table = static_cast<int>(r.integer(record, "table"));
  const std::string structure = r.text(record, "structure");
  const std::optional<poker::Structure> named = poker::structure_named(structure);
  if (!named) r.fail("unknown structure '" + structure + "'");
  h.structure = *named;
  h.small_blind = r.integer(record, "small_blind");
  h.big_blind = r.integer(record, "big_blind");

  read_players(r, record, game, h);
  const auto index_of = [&](long long seat, const std::string& in) {
    return index_of_seat(r, h, seat, in);
  };

  const json& antes = r.array(record, "antes");
  if (antes.size() != h.players.size()) r.fail("field 'antes' has one value per player");
  for (std::size_t i = 0; i < antes.size(); ++i) {
    if (!antes[i].is_number_integer()) r.fail("field 'antes' holds a value that is not an integer");
    h.players[i].ante = antes[i].get<long long>();
  }
  h.button = index_of(r.integer(record, "button"), "field 'button'");

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
  if (record.contains("folds_before_showdown"))
    for (const json& seat : r.array(record, "folds_before_showdown")) {
      if (!seat.is_number_integer())
        r.fail("field 'folds_before_showdown' holds a value that is not a seat");
      h.folds_before_showdown.push_back(
          index_of(seat.get<long long>(), "field 'folds_before_showdown'"));
    }

  const json& stacks = r.array(record, "stacks");
  if (stacks.size() != h.players.size()) r.fail("field 'stacks' has one entry per player");
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    const std::string in = "stacks[" + std::to_string(i) + "]";
    const int p = index_of(r.integer(stacks[i], "seat", in), in);
    h.players[static_cast<std::size_t>(p)].final_stack = r.integer(stacks[i], "stack", in);
  }

  read_events(r, record, game, h);
  return h;
}

}  // namespace arena
