#include "arena/report/viewer_hand.hpp"

#include <functional>
#include <map>
#include <stdexcept>

#include "engine/game.hpp"

namespace arena::report {
namespace {

using nlohmann::json;

// Field access that names what is wrong instead of throwing nlohmann's type errors.
class Fields {
 public:
  explicit Fields(std::string where) : where_(std::move(where)) {}

  long long integer(const json& obj, const char* key, const std::string& path) const {
    if (!obj.is_object() || !obj.contains(key) || !obj[key].is_number_integer())
      throw std::runtime_error(where_ + path + "." + key + ": missing or not a whole number");
    return obj[key].get<long long>();
  }
  long long integer_or(const json& obj, const char* key, long long otherwise) const {
    return obj.is_object() && obj.contains(key) && obj[key].is_number_integer()
               ? obj[key].get<long long>()
               : otherwise;
  }
  std::string text(const json& obj, const char* key, const std::string& path) const {
    if (!obj.is_object() || !obj.contains(key) || !obj[key].is_string())
      throw std::runtime_error(where_ + path + "." + key + ": missing or not a string");
    return obj[key].get<std::string>();
  }
  const json& list(const json& obj, const char* key, const std::string& path) const {
    if (!obj.is_object() || !obj.contains(key) || !obj[key].is_array())
      throw std::runtime_error(where_ + path + "." + key + ": missing or not a list");
    return obj[key];
  }
  // A list of cards as one string ("Kh3d"): a hidden card (null) is "??", and so is each of
  // `count_if_hidden` cards when the whole list is absent or null (a hand in play's hole cards).
  std::string cards(const json& obj, const char* key, const std::string& path,
                    std::size_t count_if_hidden) const {
    if (!obj.is_object() || !obj.contains(key) || obj[key].is_null())
      return std::string(2 * count_if_hidden, '?');
    if (!obj[key].is_array())
      throw std::runtime_error(where_ + path + "." + key + ": not a list of cards");
    std::string out;
    for (const json& c : obj[key]) {
      if (c.is_null()) {
        out += "??";
        continue;
      }
      if (!c.is_string() || c.get_ref<const std::string&>().size() != 2)
        throw std::runtime_error(where_ + path + "." + key + ": not a list of cards");
      out += c.get<std::string>();
    }
    return out;
  }

 private:
  std::string where_;
};

// Stud: its streets deal cards face up (what its streets say; the game table's own flag may
// become derived from them).
std::string hidden(const std::string& cards) {
  return std::string(cards.size(), '?');
}

// "blinds 10/20", "bring-in 5, bets 20/40", "no blinds, smallest bet 20": as hand_text says it.
std::string stakes(const json& record, const Fields& f) {
  if (record.contains("bring_in"))
    return "bring-in " + std::to_string(f.integer_or(record, "bring_in", 0)) + ", bets " +
           std::to_string(f.integer_or(record, "small_bet", 0)) + "/" +
           std::to_string(f.integer_or(record, "big_bet", 0));
  if (f.integer_or(record, "big_blind", 0) == 0)
    return "no blinds, smallest bet " + std::to_string(f.integer_or(record, "min_bet", 0));
  return "blinds " + std::to_string(f.integer_or(record, "small_blind", 0)) + "/" +
         std::to_string(f.integer_or(record, "big_blind", 0));
}

// Whether an event begins a step of the viewer: every decision and every card or chip that moves
// in view does; the posts and the first deal are the table as the first decision finds it, and a
// street's deal to every seat (stud) is one step.
bool opens_step(const std::string& type, const std::string& previous) {
  if (type == "post_ante" || type == "post_small_blind" || type == "post_big_blind" ||
      type == "draw")  // a draw goes with its discard
    return false;
  if (type == "deal_hole")
    return previous != "deal_hole" && previous.rfind("post_", 0) != 0 && !previous.empty();
  return true;
}

// An act as [code, seat, amount, added, notes], short: a fold or check has no chips, a call or
// bet says `added` only when it differs from `amount`, and `notes` ({"all_in", "bring_in",
// "forced", "away"}) comes only when there is one. Codes: f fold, k check, c call, b bet, r
// raise (to amount).
json act_event(const json& e, const json* decision, const Fields& f, const std::string& path) {
  const std::string action = f.text(e, "action", path);
  const std::string code = action == "fold"    ? "f"
                           : action == "check" ? "k"
                           : action == "call"  ? "c"
                           : action == "bet"   ? "b"
                                               : "r";
  json out = json::array({code, f.integer(e, "seat", path)});
  const long long amount = f.integer_or(e, "amount", 0), added = f.integer_or(e, "added", 0);
  if (amount != 0 || added != 0) {
    out.push_back(amount);
    if (added != amount) out.push_back(added);
  }
  json notes = json::object();
  if (e.value("all_in", false) == true) notes["all_in"] = true;
  if (e.value("bring_in", false) == true) notes["bring_in"] = true;
  if (e.contains("street") && e["street"] == "showdown") notes["away"] = true;
  if (decision != nullptr && decision->is_object() && decision->contains("forced") &&
      (*decision)["forced"].is_string())
    notes["forced"] = (*decision)["forced"];
  if (!notes.empty()) out.push_back(std::move(notes));
  return out;
}

// Each hands.jsonl event as the viewer's, with the cards the looker does not see hidden.
struct EventWriter {
  const Fields& f;
  const poker::GameDef& game;
  std::function<bool(long long seat)> sees;
  std::map<long long, std::string>& hole;  // the non-stud hole cards, from the seat list
  const json& record;
  std::size_t decision_index = 0;  // actions[] has one entry per act, discard and protect

  const json* decision() const {
    if (!record.contains("actions") || !record["actions"].is_array()) return nullptr;
    const json& decisions = record["actions"];
    return decision_index < decisions.size() ? &decisions[decision_index] : nullptr;
  }

  json event(const json& e, const std::string& type, const std::string& path) {
    const long long seat = f.integer_or(e, "seat", -1);
    if (type == "post_ante" || type == "post_small_blind" || type == "post_big_blind") {
      const char* code = type == "post_ante" ? "a" : type == "post_small_blind" ? "s" : "B";
      return json::array({code, seat, f.integer(e, "amount", path)});
    }
    if (type == "deal_hole") {
      std::string up, cards = hole[seat];
      if (game.deals_up_cards()) {
        up = f.cards(e, "up", path, 0);
        cards = f.cards(e, "cards", path, 0);
      }
      // Down cards (every card but stud's up ones) are their owner's.
      std::string drawn;
      for (std::size_t c = 0; c + 1 < cards.size(); c += 2) {
        const std::string card = cards.substr(c, 2);
        const bool face_up = card != "??" && up.find(card) != std::string::npos;
        drawn += face_up || sees(seat) ? card : "??";
      }
      json out = json::array({"h", seat, drawn});
      if (!up.empty()) out.push_back(up);
      return out;
    }
    if (type == "deal_board") return json::array({"d", f.cards(e, "cards", path, 0)});
    if (type == "act") {
      // Why the arena acted for a bot is the organizer's, and the bot's own (as hand_text).
      const bool own_note = sees(seat) && f.text(e, "street", path) != "showdown";
      json out = act_event(e, own_note ? decision() : nullptr, f, path);
      ++decision_index;
      return out;
    }
    if (type == "discard" || type == "draw" || type == "muck") {
      const std::string cards = f.cards(e, "cards", path, 0);
      if (type == "discard") ++decision_index;
      return json::array({type == "discard" ? "D"
                          : type == "draw"  ? "W"
                                            : "m",
                          seat, sees(seat) ? cards : hidden(cards)});
    }
    if (type == "protect") {
      ++decision_index;
      return json::array({"p", seat, f.integer(e, "amount", path)});
    }
    if (type == "return_uncalled") return json::array({"u", seat, f.integer(e, "amount", path)});
    if (type == "show") {
      json out = json::array({"o", seat, f.cards(e, "cards", path, 0),
                              e.contains("rank") && e["rank"].is_string() ? e["rank"] : ""});
      if (e.contains("low") && e["low"].is_string()) out.push_back(e["low"]);
      return out;
    }
    if (type == "win_pot") {
      json out = json::array({"w", seat, f.integer(e, "amount", path), f.integer_or(e, "pot", 0)});
      if (e.contains("half") && e["half"].is_string()) out.push_back(e["half"]);
      return out;
    }
    return nullptr;
  }
};

}  // namespace

json viewer_hand(const json& record, const HandSight& sight) {
  const long long number =
      record.is_object() && record.contains("hand") && record["hand"].is_number_integer()
          ? record["hand"].get<long long>()
          : 0;
  const Fields f("hand " + std::to_string(number) + ": ");
  const std::string game_name = record.contains("game") && record["game"].is_string()
                                    ? record["game"].get<std::string>()
                                    : "holdem";
  const poker::GameDef* game = poker::find_game(game_name);
  if (game == nullptr)
    throw std::runtime_error("hand " + std::to_string(number) + ": game '" + game_name +
                             "' is not known");

  json out = json::object();
  out["hand"] = number;
  if (record.contains("table")) out["table"] = f.integer(record, "table", "");
  out["game"] = game_name;
  out["title"] = std::string(game->title);
  if (record.contains("structure")) out["structure"] = f.text(record, "structure", "");
  out["level"] = f.integer_or(record, "level", 0);
  out["stakes"] = stakes(record, f);
  out["button"] = f.integer(record, "button", "");
  if (game->hi_lo) out["hi_lo"] = true;
  if (game->deals_up_cards()) out["stud"] = true;
  if (game->board_cards() > 0) out["board"] = game->board_cards();

  // The seats, and which one is the looker's own.
  long long own_seat = -1;
  json seats = json::array();
  const json& players = f.list(record, "players", "");
  for (std::size_t i = 0; i < players.size(); ++i) {
    const std::string path = "players[" + std::to_string(i) + "]";
    const long long seat = f.integer(players[i], "seat", path);
    const std::string name = f.text(players[i], "name", path);
    if (!sight.organizer && name == sight.bot) own_seat = seat;
    seats.push_back(json::array({seat, name, f.integer(players[i], "stack", path)}));
  }
  out["seats"] = std::move(seats);
  const auto sees = [&](long long seat) { return sight.organizer || seat == own_seat; };

  // The non-stud hole cards are in the seat list; each deal_hole event gets its seat's.
  std::map<long long, std::string> hole;
  for (std::size_t i = 0; i < players.size(); ++i)
    hole[f.integer(players[i], "seat", "")] =
        f.cards(players[i], "hole", "players[" + std::to_string(i) + "]",
                static_cast<std::size_t>(game->hole_cards));

  EventWriter writer{f, *game, sees, hole, record};
  json steps = json::array({json::array()});
  std::string previous, street;
  const json& events = f.list(record, "events", "");
  for (std::size_t i = 0; i < events.size(); ++i) {
    const std::string path = "events[" + std::to_string(i) + "]";
    const json& e = events[i];
    const std::string type = f.text(e, "type", path);
    if (type == "hand_end") continue;
    if (opens_step(type, previous)) steps.push_back(json::array());
    previous = type;
    json& step = steps.back();
    if (e.contains("street") && e["street"].is_string() && e["street"] != street) {
      street = e["street"].get<std::string>();
      step.push_back(json::array({"t", street}));
    }
    json event = writer.event(e, type, path);
    if (!event.is_null()) step.push_back(std::move(event));
  }
  out["steps"] = std::move(steps);

  // A finished hand's stacks after it, in the order of `seats`; a hand in play has none yet.
  if (record.contains("stacks") && record["stacks"].is_array()) {
    std::map<long long, long long> after;
    const json& stacks = record["stacks"];
    for (std::size_t i = 0; i < stacks.size(); ++i) {
      const std::string path = "stacks[" + std::to_string(i) + "]";
      after[f.integer(stacks[i], "seat", path)] = f.integer(stacks[i], "stack", path);
    }
    json in_order = json::array();
    for (const json& seat : out["seats"]) in_order.push_back(after[seat[0].get<long long>()]);
    out["after"] = std::move(in_order);
  }
  return out;
}

}  // namespace arena::report
