#pragma once
// arena_bot's Tracker (arena_bot.hpp): keeps a GameState from the arena's messages, reading
// `act`, the public events, hand_start and hand_end with the quick reader of arena_bot_flat.hpp
// and the rest with nlohmann/json.
#include <string>
#include <string_view>
#include <type_traits>
#include <utility>
#include <vector>

#include "arena_bot_flat.hpp"
#include "arena_bot_state.hpp"

namespace arena_bot {

namespace detail {

template <class T>
T get(const json& m, const char* key, T fallback) {
  auto it = m.find(key);
  if (it == m.end()) return fallback;
  if constexpr (std::is_same_v<T, std::string>) {
    return it->is_string() ? it->template get<std::string>() : fallback;
  } else if constexpr (std::is_same_v<T, bool>) {
    return it->is_boolean() ? it->template get<bool>() : fallback;
  } else {
    return it->is_number() ? it->template get<T>() : fallback;
  }
}

inline std::vector<std::string> strings(const json& m, const char* key) {
  std::vector<std::string> out;
  auto it = m.find(key);
  if (it == m.end() || !it->is_array()) return out;
  for (const auto& v : *it)
    if (v.is_string()) out.push_back(v.get<std::string>());
  return out;
}

// A JSON tree read through the same calls as flat::Message, so one piece of code handles both.
struct JsonMessage {
  const json& m;
  template <class T>
  T get(const char* key, T fallback) const {
    return detail::get<T>(m, key, fallback);
  }
  std::vector<std::string> strings(const char* key) const { return detail::strings(m, key); }
  void strings_into(const char* key, std::vector<std::string>& out) const {
    out = detail::strings(m, key);
  }
  bool text(const char* key, std::string& out) const {
    auto it = m.find(key);
    if (it == m.end() || !it->is_string()) return false;
    out = it->template get_ref<const std::string&>();
    return true;
  }
  bool contains(const char* key) const { return m.contains(key); }
  template <class Visit>
  void for_each_object(const char* key, Visit&& visit) const {
    auto it = m.find(key);
    if (it == m.end() || !it->is_array()) return;
    for (const auto& x : *it)
      if (x.is_object()) visit(JsonMessage{x});
  }
};

// The messages flat::Message can carry: `act` and the public events; Other for the rest.
enum class FlatType { Act, Post, Acted, Board, Uncalled, PotWon, Show, Muck, Protected, Other };

inline FlatType flat_type(std::string_view type) {
  if (type == "act") return FlatType::Act;
  if (type == "acted") return FlatType::Acted;
  if (type == "post") return FlatType::Post;
  if (type == "board") return FlatType::Board;
  if (type == "uncalled") return FlatType::Uncalled;
  if (type == "pot_won") return FlatType::PotWon;
  if (type == "show") return FlatType::Show;
  if (type == "muck") return FlatType::Muck;
  if (type == "protected") return FlatType::Protected;
  return FlatType::Other;
}

}  // namespace detail

// Keeps a GameState from the arena's messages, one message at a time.
class Tracker {
 public:
  GameState state;

  static std::vector<std::string> cards_of(const json& m, const char* key) {
    std::vector<std::string> out;
    if (auto it = m.find(key); it != m.end() && it->is_array())
      for (const auto& c : *it)
        if (c.is_string()) out.push_back(c.get<std::string>());
    return out;
  }

  Player* player(int seat) {
    if (seat < 0 || seat > 1000) return nullptr;
    if (static_cast<std::size_t>(seat) >= state.players.size()) {
      const std::size_t old = state.players.size();
      state.players.resize(static_cast<std::size_t>(seat) + 1);
      for (std::size_t i = old; i < state.players.size(); ++i)
        state.players[i].seat = static_cast<int>(i);
    }
    return &state.players[static_cast<std::size_t>(seat)];
  }

  // Returns the message's type ("" when it is not an object with a string type). Pass the
  // message as an rvalue (std::move) to have it kept without a copy.
  std::string update(json m) {
    using detail::get;
    if (!m.is_object()) return "";
    const std::string type = get<std::string>(m, "type", "");
    if (const detail::FlatType kind = detail::flat_type(type); kind != detail::FlatType::Other) {
      apply_flat(detail::JsonMessage{m}, kind, type, m.dump());
      return type;
    }
    if (type == "hand_start" || type == "hand_end") {
      apply_table(detail::JsonMessage{m}, type);
      return type;
    }
    auto& s = state;
    if (type == "hello") {
      s.tournament = get<std::string>(m, "tournament", "");
      s.mode = get<std::string>(m, "mode", "tournament");
      s.my_seat = get<int>(m, "seat", -1);
      s.my_name = get<std::string>(m, "name", "");
      s.table = get<int>(m, "table", 0);
      if (auto g = m.find("game"); g != m.end() && g->is_object()) {
        s.starting_stack = get<Chips>(*g, "starting_stack", 0);
        play_game(*g);
      }
      if (auto mix = m.find("mix"); mix != m.end() && mix->is_object())
        s.mix_name = get<std::string>(*mix, "name", "");
      if (auto ps = m.find("players"); ps != m.end() && ps->is_array())
        for (const auto& p : *ps)
          if (Player* seat = player(get<int>(p, "seat", -1))) {
            seat->name = get<std::string>(p, "name", "");
            seat->stack = s.starting_stack;
          }
      s.points.clear();
      if (auto pts = m.find("points"); pts != m.end() && pts->is_array())
        for (const auto& x : *pts) s.points.push_back(x.is_number() ? x.get<double>() : 0.0);
      if (auto rules = m.find("table_rules"); rules != m.end() && rules->is_object()) {
        s.advance_actions = get<bool>(*rules, "advance_actions", false);
        s.timeout_rule = get<std::string>(*rules, "timeout_rule", "vacation");
        s.protections = get<int>(*rules, "protections", 0);
        s.showdown = get<std::string>(*rules, "showdown", "show-all");
      }
      player(s.my_seat);
      s.hello = std::move(m);
    } else if (type == "draw" || type == "drew" || type == "dealt") {
      apply_turn_news(detail::JsonMessage{m}, type, m.dump());
    } else if (type == "moved") {  // a multi-table tournament moved me (R51, R52)
      s.table = get<int>(m, "table", s.table);
      s.my_seat = get<int>(m, "seat", s.my_seat);
      s.players.clear();
      if (auto ps = m.find("players"); ps != m.end() && ps->is_array())
        for (const auto& p : *ps)
          if (Player* seat = player(get<int>(p, "seat", -1))) {
            seat->name = get<std::string>(p, "name", "");
            seat->stack = get<Chips>(p, "stack", 0);
          }
      player(s.my_seat);
    } else if (type == "timeout") {
      ++s.timeouts;
      s.last_timeout = std::move(m);
    } else if (type == "bye") {
      s.bye = std::move(m);
    } else if (type == "advanced" || type == "advance_void" || type == "advance_ignored") {
      ++(type == "advanced"       ? s.advances_applied
         : type == "advance_void" ? s.advances_void
                                  : s.advances_ignored);
      s.last_advance_note = std::move(m);
    }
    return type;
  }

  // The events held: this hand's and those kept for the next hands' (bounded by the longest
  // hand's, however many hands are played).
  std::size_t events_held() const { return state.history.size() + spare_events_.size(); }

  // Reads one line from the arena and returns its type ("" when it is not a JSON object with a
  // string type). `act` and the public events go through the quick reader, the rest (and
  // anything it does not understand) through the JSON parser: the state is the same either way.
  std::string update_line(std::string_view line) {
    if (flat_.parse(line)) {
      const flat::Field* type = flat_.find("type");
      if (type != nullptr && type->kind == flat::Kind::String) {
        if (const detail::FlatType kind = detail::flat_type(type->text);
            kind != detail::FlatType::Other) {
          apply_flat(flat_, kind, type->text, line);
          return std::string(type->text);
        }
        if (type->text == "hand_start" || type->text == "hand_end") {
          apply_table(flat_, type->text);
          return std::string(type->text);
        }
        if (type->text == "draw" || type->text == "drew" || type->text == "dealt") {
          apply_turn_news(flat_, type->text, line);
          return std::string(type->text);
        }
      }
    }
    json m = json::parse(line, nullptr, false);
    return m.is_discarded() ? "" : update(std::move(m));
  }

 private:
  // A street other than the one in play: its betting starts from nothing (a board, stud's
  // first `dealt` of a street, a draw game's draw round and the betting after it).
  void enter_street(const std::string& street) {
    if (street.empty() || street == state.street) return;
    state.street = street;
    for (auto& x : state.players) x.bet = 0;
  }

  // The game the next hands are dealt in: hello's, or in a mix the hand's (R44).
  void play_game(const json& g) {
    using detail::get;
    auto& s = state;
    s.structure = get<std::string>(g, "structure", "no-limit");
    s.variant = get<std::string>(g, "variant", "holdem");
    s.ranking = get<std::string>(g, "ranking", "high");
    s.hole_cards = get<int>(g, "hole_cards", 2);
    s.stud = get<bool>(g, "stud", false);
    s.first_street = "preflop";
    s.may_stand_pat = false;
    s.compulsory_discard = 0;
    const auto streets = g.find("streets");
    if (streets == g.end() || !streets->is_array()) return;
    if (!streets->empty() && streets->front().is_object())
      s.first_street = get<std::string>(streets->front(), "name", "preflop");
    for (const json& street : *streets) {  // the draw rounds (R30)
      if (!street.is_object()) continue;
      const auto d = street.find("draw");
      if (d == street.end() || !d->is_object()) continue;
      s.may_stand_pat = true;
      s.compulsory_discard = std::max(s.compulsory_discard, get<int>(*d, "min_discard", 0));
    }
    s.may_stand_pat = s.may_stand_pat && s.compulsory_discard == 0;
  }

  // hand_start and hand_end, read through flat::Message or detail::JsonMessage.
  template <class Message>
  void apply_table(const Message& m, std::string_view type) {
    auto& s = state;
    if (type == "hand_end") {
      s.hand_in_play = false;
      m.for_each_object("stacks", [&](const auto& x) {
        if (Player* p = player(x.template get<int>("seat", -1)))
          p->stack = x.template get<Chips>("stack", 0);
      });
      m.for_each_object("eliminated", [&](const auto& x) {
        if (Player* p = player(x.template get<int>("seat", -1))) {
          p->eliminated = true;
          p->place = x.template get<int>("place", 0);
        }
      });
      return;
    }
    s.hand = m.template get<std::int64_t>("hand", 0);
    s.hand_in_play = true;
    if (std::string game, structure; m.text("game", game) && m.text("structure", structure)) {
      // A mix: this hand's game among hello's (R44).
      const json* games = nullptr;
      if (auto mix = s.hello.find("mix"); mix != s.hello.end() && mix->is_object())
        if (auto g = mix->find("games"); g != mix->end() && g->is_array()) games = &*g;
      if (games != nullptr)
        for (const json& g : *games)
          if (g.is_object() && detail::get<std::string>(g, "variant", "") == game &&
              detail::get<std::string>(g, "structure", "") == structure)
            play_game(g);
    }
    s.level = m.template get<int>("level", 0);
    s.small_blind = m.template get<Chips>("small_blind", 0);
    s.big_blind = m.template get<Chips>("big_blind", 0);
    s.ante = m.template get<Chips>("ante", 0);
    if (!m.text("ante_kind", s.ante_kind)) s.ante_kind = "none";
    s.bring_in = m.template get<Chips>("bring_in", 0);
    s.button = m.template get<int>("button", -1);
    s.small_blind_seat = m.template get<int>("small_blind_seat", -1);
    s.big_blind_seat = m.template get<int>("big_blind_seat", -1);
    if (m.contains("seat")) s.my_seat = m.template get<int>("seat", s.my_seat);
    m.strings_into("hole", s.hole);
    s.board.clear();
    s.street = s.first_street;
    s.pot = 0;
    // The events' strings keep their buffers for the next hand's events.
    for (HandEvent& e : s.history) spare_events_.push_back(std::move(e));
    s.history.clear();
    for (auto& p : s.players) {
      p.in_hand = false;
      p.bet = p.put_in = 0;
      p.folded = p.all_in = p.is_protected = false;
      p.up.clear();
    }
    m.for_each_object("seats", [&](const auto& x) {
      if (Player* p = player(x.template get<int>("seat", -1))) {
        p->in_hand = true;
        p->stack = x.template get<Chips>("stack", p->stack);
        x.text("name", p->name);
      }
    });
  }

  // `act` and the public events, read through flat::Message or detail::JsonMessage. Strings are
  // assigned into the state's and the events' kept strings: no allocation once warmed up.
  template <class Message>
  void apply_flat(const Message& m, detail::FlatType kind, std::string_view type,
                  std::string_view line) {
    using detail::FlatType;
    auto& s = state;
    if (kind == FlatType::Act) {
      s.act_id = m.template get<std::int64_t>("id", 0);
      m.strings_into("legal", s.legal);
      s.to_call = m.template get<Chips>("to_call", 0);
      s.min_raise_to = m.template get<Chips>("min_raise_to", 0);
      s.max_raise_to = m.template get<Chips>("max_raise_to", 0);
      s.bring_in_due = m.template get<bool>("bring_in", false);
      s.time_ms = m.template get<std::int64_t>("time_ms", 0);
      m.text("street", s.street);
      s.pot = m.template get<Chips>("pot", s.pot);
      if (m.contains("board")) m.strings_into("board", s.board);
      if (Player* me = player(s.my_seat)) {
        me->stack = m.template get<Chips>("stack", me->stack);
        me->bet = m.template get<Chips>("bet", me->bet);
      }
      s.act_line.assign(line);
      return;
    }
    HandEvent& e = next_event();
    e.type.assign(type);
    e.seat = m.template get<int>("seat", -1);
    if (!m.text("street", e.street)) e.street.clear();
    // Two calls, so that each key's tag is worked out by the compiler.
    const bool named =
        kind == FlatType::Post ? m.text("blind", e.action) : m.text("action", e.action);
    if (!named) e.action.clear();
    e.amount = m.template get<Chips>("amount", 0);
    e.line.assign(line);
    Player* p = kind == FlatType::Board ? nullptr : player(e.seat);
    if (p && m.contains("stack")) p->stack = m.template get<Chips>("stack", p->stack);
    if (kind == FlatType::Post && p) {
      p->put_in += e.amount;
      if (e.action != "ante") p->bet += e.amount;
      s.pot = m.template get<Chips>("pot", s.pot + e.amount);
    } else if (kind == FlatType::Acted && p) {
      enter_street(e.street);  // a draw game's betting after a draw: a street of its own
      const Chips added = m.template get<Chips>("added", 0);
      p->put_in += added;
      p->bet += added;
      if (e.action == "fold") p->folded = true;
      p->all_in = m.template get<bool>("all_in", p->all_in);
      s.pot = m.template get<Chips>("pot", s.pot + added);
    } else if (kind == FlatType::Uncalled && p) {
      p->bet = std::max<Chips>(0, p->bet - e.amount);
      p->put_in -= e.amount;
      s.pot = m.template get<Chips>("pot", s.pot - e.amount);
    } else if (kind == FlatType::PotWon) {
      s.pot = std::max<Chips>(0, s.pot - e.amount);
    } else if (kind == FlatType::Protected && p) {
      p->is_protected = true;  // its chips behind are set aside: it acts no more this hand
      s.pot = m.template get<Chips>("pot", s.pot);
    } else if (kind == FlatType::Board) {
      s.street = e.street;
      m.strings_into("board", s.board);
      for (auto& x : s.players) x.bet = 0;
    }
  }

  // A draw game's and stud's own messages (R30, R39), read through flat::Message or
  // detail::JsonMessage: my draw turn, someone's draw, a stud street's cards.
  template <class Message>
  void apply_turn_news(const Message& m, std::string_view type, std::string_view line) {
    auto& s = state;
    if (type == "draw") {  // my turn in a draw or discard round
      s.draw_id = m.template get<std::int64_t>("id", 0);
      s.draw_round = m.template get<int>("round", 0);
      s.min_discard = m.template get<int>("min_discard", 0);
      s.max_discard = m.template get<int>("max_discard", 0);
      s.replace = m.template get<bool>("replace", false);
      enter_street(m.template get<std::string>("street", s.street));
      s.time_ms = m.template get<std::int64_t>("time_ms", 0);
      s.pot = m.template get<Chips>("pot", s.pot);
      m.strings_into("hole", s.hole);
      return;
    }
    HandEvent& e = next_event();
    e.type.assign(type);
    e.seat = m.template get<int>("seat", -1);
    e.action.clear();
    e.amount = 0;
    if (type == "drew") {  // someone's draw: the count public, my own cards mine alone
      e.street = m.template get<std::string>("street", "");
      enter_street(e.street);
      e.amount = m.template get<Chips>("discarded", 0);
    } else {  // dealt, stud: a street's cards, the up ones public (R39)
      e.street = m.template get<std::string>("street", s.street);
      enter_street(e.street);
      if (Player* p = player(e.seat)) {
        m.strings_into("up", up_cards_);
        p->up.insert(p->up.end(), up_cards_.begin(), up_cards_.end());
      }
    }
    e.line.assign(line);
    if (e.seat == s.my_seat && m.contains("hole")) m.strings_into("hole", s.hole);
  }

  // This hand's next event, appended to the history: a kept one from the last hands (its strings
  // keep their buffers) when there is one. Every event comes from here, so what is kept never
  // outgrows the longest hand.
  HandEvent& next_event() {
    auto& history = state.history;
    if (spare_events_.empty()) {
      history.emplace_back();
    } else {
      history.push_back(std::move(spare_events_.back()));
      spare_events_.pop_back();
    }
    return history.back();
  }

  flat::Message flat_;                   // reused: its fields are views into the line being read
  std::vector<HandEvent> spare_events_;  // last hands' events, their string buffers reused
  std::vector<std::string> up_cards_;    // a `dealt` line's up cards, read into kept strings
};

}  // namespace arena_bot
