#include "arena/verify/hand_text.hpp"

#include <algorithm>
#include <cstdio>
#include <map>
#include <sstream>
#include <vector>

#include "arena/verify/run_files.hpp"
#include "engine/game.hpp"

namespace arena::verify {
namespace {

// "  [forced: invalid (bad_amount): "amount" 5 is below ...; it sent '{...}']": why the arena
// acted for the bot, with the refused line when there was one. Empty for a bot's own choice.
std::string forced_note(const nlohmann::json& a) {
  if (!a.is_object() || !a.contains("forced") || !a["forced"].is_string()) return "";
  std::string out = "  [forced: " + a["forced"].get<std::string>();
  if (a.contains("refused") && a["refused"].is_object()) {
    const auto& r = a["refused"];
    const auto text = [&r](const char* key) {
      return r.contains(key) && r[key].is_string() ? r[key].get<std::string>() : std::string();
    };
    out += " (" + text("kind") + "): " + text("error");
    if (!text("line").empty()) out += "; it sent '" + text("line") + "'";
  }
  return out + "]";
}

// How a decision was made, after its line: forced (and why), the advance request it came from,
// the time it took ("  [advance request: call_any]  (0.02 ms)").
std::string decision_notes(const nlohmann::json& a) {
  std::string out = forced_note(a);
  if (a.is_object() && a.contains("advance") && a["advance"].is_object() &&
      a["advance"].contains("request") && a["advance"]["request"].is_string())
    out += "  [advance request: " + a["advance"]["request"].get<std::string>() + "]";
  if (a.is_object() && a.contains("time_ms") && a["time_ms"].is_number()) {
    char ms[32];
    std::snprintf(ms, sizeof ms, "%.2f", a["time_ms"].get<double>());
    out += std::string("  (") + ms + " ms)";
  }
  return out;
}

struct Seat {
  std::string name;
  long long stack = 0;
  long long after = 0;
  std::string hole;  // "Kh 3d"
};

// Field access that names what is wrong instead of throwing nlohmann's type errors.
class Record {
 public:
  Record(const nlohmann::json& j, std::string where) : j_(j), where_(std::move(where)) {}

  const nlohmann::json& at(const nlohmann::json& obj, const char* key,
                           const std::string& path) const {
    if (!obj.is_object() || !obj.contains(key))
      throw RunFileError(where_ + path + "." + key + ": missing");
    return obj[key];
  }
  long long integer(const nlohmann::json& obj, const char* key, const std::string& path) const {
    const auto& v = at(obj, key, path);
    if (!v.is_number_integer())
      throw RunFileError(where_ + path + "." + key + ": not a whole number");
    return v.get<long long>();
  }
  std::string text(const nlohmann::json& obj, const char* key, const std::string& path) const {
    const auto& v = at(obj, key, path);
    if (!v.is_string()) throw RunFileError(where_ + path + "." + key + ": not a string");
    return v.get<std::string>();
  }
  std::string cards(const nlohmann::json& obj, const char* key, const std::string& path) const {
    const auto& v = at(obj, key, path);
    if (!v.is_array()) throw RunFileError(where_ + path + "." + key + ": not a list of cards");
    std::string out;
    for (const auto& c : v) {
      if (!c.is_string()) throw RunFileError(where_ + path + "." + key + ": not a list of cards");
      out += (out.empty() ? "" : " ") + c.get<std::string>();
    }
    return out;
  }
  const nlohmann::json& array(const char* key) const {
    const auto& v = at(j_, key, "");
    if (!v.is_array()) throw RunFileError(where_ + key + ": not an array");
    return v;
  }
  const nlohmann::json& root() const { return j_; }

 private:
  const nlohmann::json& j_;
  std::string where_;
};

// The game's street words (engine/game.cpp) as headings.
std::string street_title(const std::string& street) {
  if (street == "preflop") return "Pre-flop";
  if (street == "flop") return "Flop";
  if (street == "turn") return "Turn";
  if (street == "river") return "River";
  if (street == "predraw") return "Before the draw";
  if (street == "draw") return "The draw";
  if (street == "draw1") return "First draw";
  if (street == "draw2") return "Second draw";
  if (street == "draw3") return "Third draw";
  if (street == "third") return "Third street";
  if (street == "fourth") return "Fourth street";
  if (street == "fifth") return "Fifth street";
  if (street == "sixth") return "Sixth street";
  if (street == "seventh") return "Seventh street";
  return "Showdown";
}

std::string signed_chips(long long delta) {
  return delta > 0 ? "+" + std::to_string(delta) : std::to_string(delta);
}

}  // namespace

std::string hand_text(const nlohmann::json& record, const std::string& run_name,
                      const std::optional<std::string>& viewer) {
  const long long number = record.contains("hand") && record["hand"].is_number_integer()
                               ? record["hand"].get<long long>()
                               : 0;
  const Record r(record, "hand " + std::to_string(number) + ": ");
  std::map<long long, Seat> seats;
  const auto& players = r.array("players");
  for (std::size_t i = 0; i < players.size(); ++i) {
    const std::string path = "players[" + std::to_string(i) + "]";
    Seat s;
    s.name = r.text(players[i], "name", path);
    s.stack = r.integer(players[i], "stack", path);
    s.after = s.stack;
    s.hole = r.cards(players[i], "hole", path);
    seats[r.integer(players[i], "seat", path)] = s;
  }
  const auto& stacks = r.array("stacks");
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    const std::string path = "stacks[" + std::to_string(i) + "]";
    const long long seat = r.integer(stacks[i], "seat", path);
    if (seats.count(seat)) seats[seat].after = r.integer(stacks[i], "stack", path);
  }
  long long viewer_seat = -1;
  if (viewer) {
    for (const auto& [seat, s] : seats)
      if (s.name == *viewer) viewer_seat = seat;
    if (viewer_seat < 0)
      throw RunFileError("bot '" + *viewer + "' did not play hand " + std::to_string(number) +
                         " (it was not dealt in)");
  }
  const auto who = [&](long long seat) {
    const auto it = seats.find(seat);
    return (it == seats.end() ? std::string("?") : it->second.name) + " (seat " +
           std::to_string(seat) + ")";
  };

  const poker::GameDef* named = record.contains("game") && record["game"].is_string()
                                    ? poker::find_game(record["game"].get<std::string>())
                                    : nullptr;
  const poker::GameDef& game = named != nullptr ? *named : poker::holdem_game();  // none: hold'em
  std::ostringstream out;
  const long long button = r.integer(record, "button", "");
  out << "Hand " << number << " of " << run_name;
  if (record.contains("table")) out << ", table " << r.integer(record, "table", "");  // R48
  out << ": level " << r.integer(record, "level", "");
  if (record.contains("bring_in")) {  // stud: antes and a bring-in, no blinds (R39, R43)
    out << ", bring-in " << r.integer(record, "bring_in", "") << ", bets "
        << r.integer(record, "small_bet", "") << "/" << r.integer(record, "big_bet", "");
  } else if (r.integer(record, "big_blind", "") == 0) {  // antes only (R8, R46)
    out << ", no blinds, smallest bet " << r.integer(record, "min_bet", "");
  } else {
    out << ", blinds " << r.integer(record, "small_blind", "") << "/"
        << r.integer(record, "big_blind", "");
  }
  out << ", " << r.text(record, "structure", "") << ", button " << who(button) << "\n";
  if (viewer) out << "Seen by " << *viewer << " (seat " << viewer_seat << ")\n";
  out << "\nSeats\n";
  for (const auto& [seat, s] : seats) {
    char line[160];
    std::snprintf(line, sizeof line, "  seat %-2lld %-16s %10lld  ", seat, s.name.c_str(), s.stack);
    out << line << (viewer && seat != viewer_seat ? "[hidden]" : "[" + s.hole + "]")
        << (seat == button ? "  button" : "") << "\n";
  }
  const auto& vacation = r.array("folds_before_showdown");
  for (const auto& seat : vacation)
    if (seat.is_number_integer())
      out << "  " << who(seat.get<long long>()) << " is folded before showdown (away)\n";

  const auto& actions = r.array("actions");
  std::size_t action_index = 0;
  std::string street(game.street[0].name);
  std::string board;  // dealt so far
  long long pot = 0;  // chips in the middle, told with each new street
  out << "\n" << street_title(street) << "\n";
  const auto& events = r.array("events");
  for (std::size_t i = 0; i < events.size(); ++i) {
    const std::string path = "events[" + std::to_string(i) + "]";
    const auto& e = events[i];
    const std::string type = r.text(e, "type", path);
    if (type == "post_ante" || type == "post_small_blind" || type == "post_big_blind") {
      const char* what = type == "post_ante"          ? "an ante of"
                         : type == "post_small_blind" ? "the small blind"
                                                      : "the big blind";
      const long long amount = r.integer(e, "amount", path);
      pot += amount;
      out << "  " << who(r.integer(e, "seat", path)) << " posts " << what << " " << amount << "\n";
    } else if (type == "deal_board") {
      street = r.text(e, "street", path);
      const std::string fresh = r.cards(e, "cards", path);
      out << "\n"
          << street_title(street) << "  " << (board.empty() ? "" : "[" + board + "] ") << "["
          << fresh << "]  (pot " << pot << ")\n";
      board += (board.empty() ? "" : " ") + fresh;
    } else if (type == "deal_hole" && game.deals_up_cards()) {
      // Stud (R39): up cards are public, down cards only the organizer's and their owner's.
      const long long seat = r.integer(e, "seat", path);
      const std::string deal_street = r.text(e, "street", path);
      if (deal_street != street) {
        street = deal_street;
        out << "\n" << street_title(street) << "  (pot " << pot << ")\n";
      }
      std::vector<std::string> up;
      if (e.contains("up")) {
        std::istringstream words(r.cards(e, "up", path));
        for (std::string c; words >> c;) up.push_back(c);
      }
      std::istringstream dealt(r.cards(e, "cards", path));
      std::string down, face_up;
      const bool sees_down = !viewer || seat == viewer_seat;
      for (std::string c; dealt >> c;) {
        std::string& into = std::find(up.begin(), up.end(), c) != up.end() ? face_up : down;
        into += (into.empty() ? "" : " ") + (&into == &down && !sees_down ? std::string("??") : c);
      }
      out << "  " << who(seat) << " is dealt";
      if (!down.empty()) out << " down [" << down << "]";
      if (!face_up.empty()) out << (down.empty() ? "" : ",") << " up [" << face_up << "]";
      out << "\n";
    } else if (type == "discard" || type == "draw") {  // R30, R36: the cards are the drawer's
      const long long seat = r.integer(e, "seat", path);
      const std::string draw_street = r.text(e, "street", path);
      if (draw_street != street && game.board_cards() == 0) {
        street = draw_street;
        out << "\n" << street_title(street) << "  (pot " << pot << ")\n";
      }
      const auto& cards = r.at(e, "cards", path);
      const bool sees = !viewer || seat == viewer_seat;
      const std::string shown = sees ? " [" + r.cards(e, "cards", path) + "]" : "";
      out << "  " << who(seat) << " ";
      if (type == "draw") {
        out << "draws " << cards.size() << shown << "\n";
        continue;
      }
      if (cards.empty()) {
        out << "stands pat";
      } else {
        out << "discards " << cards.size() << shown;
      }
      if (action_index < actions.size() && sees) out << decision_notes(actions[action_index]);
      ++action_index;
      out << "\n";
    } else if (type == "act") {
      const long long seat = r.integer(e, "seat", path);
      const std::string act_street = r.text(e, "street", path);
      if (act_street != street && act_street != "showdown" &&
          game.board_cards() == 0) {  // a draw game's betting after a round nobody drew in
        street = act_street;
        out << "\n" << street_title(street) << "  (pot " << pot << ")\n";
      }
      if (act_street == "showdown" && street != "showdown") {
        street = "showdown";
        out << "\nShowdown\n";
      }
      const std::string action = r.text(e, "action", path);
      const long long amount = r.integer(e, "amount", path);
      if (e.contains("added") && e["added"].is_number_integer()) pot += e["added"].get<long long>();
      out << "  " << who(seat) << " ";
      if (action == "fold") out << (act_street == "showdown" ? "is folded (away)" : "folds");
      if (action == "check") out << "checks";
      if (action == "call")
        out << (e.contains("bring_in") && e["bring_in"] == true ? "brings in for " : "calls ")
            << amount;
      if (action == "bet") out << "bets " << amount;
      if (action == "raise") out << "raises to " << amount;
      if (e.contains("all_in") && e["all_in"] == true) out << ", all in";
      // Decision notes (time taken, forced) are the organizer's; a bot knows only its own.
      if (action_index < actions.size() && act_street != "showdown" &&
          (!viewer || seat == viewer_seat))
        out << decision_notes(actions[action_index]);
      ++action_index;
      out << "\n";
    } else if (type == "protect") {  // R26: public, the table sees the protection
      const long long seat = r.integer(e, "seat", path);
      out << "  " << who(seat) << " is all-in protected for " << r.integer(e, "amount", path)
          << " (the rest of its stack set aside)";
      if (action_index < actions.size() && (!viewer || seat == viewer_seat)) {
        out << forced_note(actions[action_index]);
      }
      ++action_index;
      out << "\n";
    } else if (type == "muck") {  // R27: the cards only for the organizer and their owner
      if (street != "showdown") {
        street = "showdown";
        out << "\nShowdown\n";
      }
      const long long seat = r.integer(e, "seat", path);
      out << "  " << who(seat) << " mucks";
      if (!viewer || seat == viewer_seat) out << " [" << r.cards(e, "cards", path) << "]";
      out << "\n";
    } else if (type == "return_uncalled") {
      pot -= r.integer(e, "amount", path);
      out << "  " << r.integer(e, "amount", path) << " uncalled returned to "
          << who(r.integer(e, "seat", path)) << "\n";
    } else if (type == "show") {
      if (street != "showdown") {
        street = "showdown";
        out << "\nShowdown\n";
      }
      out << "  " << who(r.integer(e, "seat", path)) << " shows [" << r.cards(e, "cards", path)
          << "]";
      if (e.contains("rank") && e["rank"].is_string())
        out << " (" << e["rank"].get<std::string>() << ")";
      out << "\n";
    } else if (type == "win_pot") {
      const long long pot = r.integer(e, "pot", path);
      out << "  " << who(r.integer(e, "seat", path)) << " wins " << r.integer(e, "amount", path)
          << " from the "
          << (pot == 0 ? std::string("main pot") : "side pot " + std::to_string(pot)) << "\n";
    }
    // deal_hole (but in stud): the cards are in the seat list (only the viewer's own in a bot's
    // view).
  }
  if (game.board_cards() > 0) out << "\nBoard  [" << r.cards(record, "board", "") << "]\n";
  out << "\nStacks after the hand\n";
  for (const auto& [seat, s] : seats) {
    char line[160];
    std::snprintf(line, sizeof line, "  seat %-2lld %-16s %10lld  (%s)\n", seat, s.name.c_str(),
                  s.after, signed_chips(s.after - s.stack).c_str());
    out << line;
  }
  return out.str();
}

}  // namespace arena::verify
