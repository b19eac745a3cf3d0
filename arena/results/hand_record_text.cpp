#include "arena/results/hand_record_text.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <charconv>
#include <cmath>
#include <cstring>
#include <string_view>
#include <vector>

#include "engine/evaluator.hpp"
#include "engine/hilo_evaluator.hpp"

namespace arena {
namespace {

bool has_amount(poker::EventType t) {
  using poker::EventType;
  return t == EventType::PostAnte || t == EventType::PostSmallBlind ||
         t == EventType::PostBigBlind || t == EventType::ReturnUncalled || t == EventType::Act ||
         t == EventType::WinPot || t == EventType::Protect;
}
bool has_cards(poker::EventType t) {
  using poker::EventType;
  return t == EventType::DealHole || t == EventType::DealBoard || t == EventType::Show ||
         t == EventType::Muck || t == EventType::Discard || t == EventType::Draw;
}
bool has_street(poker::EventType t) {
  using poker::EventType;
  return t == EventType::DealHole || t == EventType::DealBoard || t == EventType::Act ||
         t == EventType::Protect || t == EventType::Discard || t == EventType::Draw;
}
// A decision of a player: an action, all-in protection (R26), or a draw turn's discards (R30).
bool is_decision(poker::EventType t) {
  return t == poker::EventType::Act || t == poker::EventType::Protect ||
         t == poker::EventType::Discard;
}
bool advance_has_amount(std::string_view request) {
  return request == "call" || request == "bet" || request == "raise";
}

// The decision note of each Act or Protect event, as hand_record() matches them: a fold at
// showdown is the engine's (R23, R24), not a decision.
struct ActNote {
  const DecisionNote* note = nullptr;  // none: no time_ms
  std::string_view forced;             // empty: no "forced"
};
std::vector<ActNote> act_notes(const HandRecordInput& in) {
  std::vector<ActNote> out;
  out.reserve(in.events.size());  // at most one an event: one allocation, not a growing vector
  std::size_t decision = 0;
  for (const poker::Event& e : in.events) {
    if (!is_decision(e.type)) continue;
    ActNote n;
    if (e.type == poker::EventType::Act && e.street == poker::Street::Showdown) {
      n.forced = "folds_before_showdown";
    } else if (decision < in.decisions.size()) {
      n.note = &in.decisions[decision++];
      n.forced = n.note->forced;
    }
    out.push_back(n);
  }
  return out;
}

// JSON text with the keys in the order the caller gives (sorted, as nlohmann's std::map writes
// them), commas placed by nesting level. Written through a cursor into the string's room (grown
// when a piece would not fit, cut to the text when done): a record has hundreds of keys and
// values, and an append for each cost the log writer more than the writing itself.
class JsonText {
 public:
  explicit JsonText(std::string& out) : out_(out) {
    out_.resize(std::max(out_.capacity(), kStartRoom));
  }
  ~JsonText() { out_.resize(at_); }
  JsonText(const JsonText&) = delete;
  JsonText& operator=(const JsonText&) = delete;

  JsonText& open(char bracket) {
    char* p = comma(room(2));
    *p++ = bracket;
    done(p);
    first_[static_cast<std::size_t>(++depth_)] = true;
    return *this;
  }
  JsonText& close(char bracket) {
    *room(1) = bracket;
    ++at_;
    --depth_;
    return *this;
  }
  JsonText& key(std::string_view k) {
    char* p = comma(room(k.size() + 4));
    *p++ = '"';
    p = put(p, k);
    *p++ = '"';
    *p++ = ':';
    done(p);
    pending_value_ = true;
    return *this;
  }
  JsonText& number(std::int64_t v) {
    char* p = comma(room(1 + 20));
    done(std::to_chars(p, p + 20, v).ptr);
    return *this;
  }
  JsonText& null() { return plain("null"); }
  JsonText& boolean(bool v) { return plain(v ? "true" : "false"); }
  JsonText& real(double v) {
    // What nlohmann's serializer writes for a double (its dump_float): null when not finite,
    // else its own Grisu2 shortest form; called directly, as a Json tree dumped per decision's
    // time cost more than the rest of the record's numbers.
    if (!std::isfinite(v)) return plain("null");
    char* p = comma(room(1 + kRealRoom));
    done(nlohmann::detail::to_chars(p, p + kRealRoom, v));
    return *this;
  }
  JsonText& word(std::string_view w) {  // a wire word or card: nothing to escape
    char* p = comma(room(w.size() + 3));
    *p++ = '"';
    p = put(p, w);
    *p++ = '"';
    done(p);
    return *this;
  }
  JsonText& text(const std::string& s) {  // free text (a bot name): escaped when it must be
    bool plain_text = true;
    for (char c : s)
      plain_text = plain_text && static_cast<unsigned char>(c) >= 0x20 &&
                   static_cast<unsigned char>(c) < 0x7f && c != '"' && c != '\\';
    if (plain_text) return word(s);
    return plain(nlohmann::json(s).dump());
  }
  JsonText& cards(std::span<const poker::Card> cs) {
    open('[');
    for (poker::Card c : cs) word(poker::to_string(c));
    return close(']');
  }

 private:
  static constexpr std::size_t kStartRoom = 4096;
  static constexpr std::size_t kRealRoom = 32;  // nlohmann's to_chars needs at most 25

  // Room for `n` more characters at the cursor.
  char* room(std::size_t n) {
    if (at_ + n > out_.size()) out_.resize(std::max(2 * out_.size(), at_ + n));
    return out_.data() + at_;
  }
  void done(const char* end) { at_ = static_cast<std::size_t>(end - out_.data()); }
  static char* put(char* at, std::string_view s) {
    if (!s.empty()) std::memcpy(at, s.data(), s.size());
    return at + s.size();
  }
  JsonText& plain(std::string_view v) {  // a value written as it is
    char* p = comma(room(v.size() + 1));
    done(put(p, v));
    return *this;
  }
  // The comma before a value, if it needs one, at `at`; returns the end.
  char* comma(char* at) {
    if (pending_value_) {  // the value of a key: no comma before it
      pending_value_ = false;
      return at;
    }
    if (depth_ < 0) return at;
    bool& first = first_[static_cast<std::size_t>(depth_)];
    if (!first) *at++ = ',';
    first = false;
    return at;
  }

  std::string& out_;
  std::size_t at_ = 0;  // the end of the text written; out_ beyond it is room
  // Per open bracket: nothing written in it yet. A plain array, as the comma before every value
  // was a good part of the line's cost with a std::vector<bool>; a record nests 4 deep at most.
  std::array<bool, 8> first_{};
  int depth_ = -1;  // the innermost open bracket; -1: none
  bool pending_value_ = false;
};

std::span<const poker::Card> event_cards(const poker::Event& e) {
  return {e.cards.data(), e.card_count};
}

int seat_of(const HandRecordInput& in, int player) {
  return in.seat_of_player[static_cast<std::size_t>(player)];
}

// The word of a shown (or mucked) hand's rank, as hand_record() names it: hold'em's category
// without building a string, another game's by its ranking rule (a low hand, badugi).
void write_rank(JsonText& j, const poker::Event& e, const poker::GameDef& game) {
  if (game.id == poker::GameId::Holdem) {
    j.word(poker::category_name(poker::category(e.rank)));
  } else {
    j.word(shown_rank_name(e, game));
  }
}

// R38: a shown hand's eight-or-better low in a hi-lo game, null when it has none.
void write_low(JsonText& j, const poker::Event& e, const poker::GameDef& game) {
  if (!game.hi_lo) return;
  j.key("low");
  if (e.low == 0) {
    j.null();
  } else {
    j.word(poker::eight_or_better_name(e.low));
  }
}

// The record's `actions`: each decision with its note, keys in nlohmann's order.
void write_decisions(JsonText& j, const HandRecordInput& in) {
  const poker::GameDef& game = *in.setup->game;
  const std::vector<ActNote> notes = act_notes(in);
  j.key("actions").open('[');
  std::size_t act = 0;
  for (const poker::Event& e : in.events) {
    if (!is_decision(e.type)) continue;
    const ActNote& n = notes[act++];
    const bool protect = e.type == poker::EventType::Protect;
    const bool discard = e.type == poker::EventType::Discard;  // R30: [] stands pat
    const bool act_event = !protect && !discard;
    j.open('{');
    j.key("action").word(protect ? "protect" : discard ? "discard" : poker::to_string(e.action));
    if (act_event) j.key("added").number(e.added);
    if (in.timings && n.note != nullptr && !n.note->advance.empty()) {
      j.key("advance").open('{');
      if (advance_has_amount(n.note->advance)) j.key("amount").number(n.note->advance_amount);
      j.key("request").word(n.note->advance);
      j.close('}');
    }
    if (act_event) j.key("all_in").boolean(e.all_in);
    if (!discard) j.key("amount").number(e.amount);
    if (act_event && e.bring_in) j.key("bring_in").boolean(true);  // R39
    if (discard) j.key("cards").cards(event_cards(e));
    if (!n.forced.empty()) j.key("forced").word(n.forced);
    if (n.note != nullptr && !n.note->refused.kind.empty()) {
      const Refusal& r = n.note->refused;
      j.key("refused").open('{');
      j.key("error").text(r.error);
      j.key("kind").word(r.kind);
      if (!r.line.empty()) j.key("line").text(r.line);
      j.close('}');
    }
    if (e.player >= 0) j.key("seat").number(seat_of(in, e.player));
    j.key("street").word(poker::street_name(game, e.street));
    if (in.timings && n.note != nullptr) j.key("time_ms").real(n.note->time_ms);
    j.close('}');
  }
  j.close(']');
}

// One entry of the record's `events`: the fields its type has (event_json's), in nlohmann's order.
void write_event(JsonText& j, const HandRecordInput& in, const poker::Event& e) {
  const poker::GameDef& game = *in.setup->game;
  const bool shown = e.type == poker::EventType::Show || e.type == poker::EventType::Muck;
  j.open('{');
  if (e.type == poker::EventType::Act) {
    j.key("action").word(poker::to_string(e.action));
    j.key("added").number(e.added);
    j.key("all_in").boolean(e.all_in);
  }
  if (has_amount(e.type)) j.key("amount").number(e.amount);
  if (e.type == poker::EventType::Act && e.bring_in) j.key("bring_in").boolean(true);  // R39
  if (has_cards(e.type)) j.key("cards").cards(event_cards(e));
  if (e.type == poker::EventType::WinPot && game.hi_lo)  // R38: which half of the pot
    j.key("half").word(e.low_half ? "low" : "high");
  if (shown) write_low(j, e, game);
  if (e.type == poker::EventType::WinPot) j.key("pot").number(e.pot);
  if (shown) write_rank(j.key("rank"), e, game);
  if (e.player >= 0) j.key("seat").number(seat_of(in, e.player));
  if (has_street(e.type)) j.key("street").word(poker::street_name(game, e.street));
  j.key("type").word(event_type_name(e.type));
  if (e.type == poker::EventType::DealHole && e.up != 0) {  // stud: the cards dealt face up (R39)
    j.key("up").open('[');
    for (int i = 0; i < e.card_count; ++i)
      if (e.up >> i & 1U) j.word(poker::to_string(e.cards[static_cast<std::size_t>(i)]));
    j.close(']');
  }
  j.close('}');
}

}  // namespace

void write_hand_record_line(const HandRecordInput& in, std::string& out) {
  const poker::HandSetup& setup = *in.setup;
  const poker::GameDef& game = *setup.game;
  const poker::Hand& hand = *in.hand;
  const auto seat = [&](int player) { return seat_of(in, player); };
  const BetSizes sizes = bet_sizes(hand);
  const std::size_t players = static_cast<std::size_t>(setup.players);

  JsonText j(out);
  // hand_record() copies an event's seat, which it leaves out (null) when the event has no player.
  const auto seat_or_null = [&](int player) {
    j.key("seat");
    if (player >= 0) {
      j.number(seat(player));
    } else {
      j.null();
    }
  };
  // The hands shown (or mucked, R27) at showdown, in showing order.
  const auto showdown_hands = [&](std::string_view key, poker::EventType type) {
    j.key(key).open('[');
    for (const poker::Event& e : in.events) {
      if (e.type != type) continue;
      j.open('{');
      j.key("cards").cards(event_cards(e));
      if (type == poker::EventType::Show) write_low(j, e, game);  // hand_record() copies it
      write_rank(j.key("rank"), e, game);
      seat_or_null(e.player);
      j.close('}');
    }
    j.close(']');
  };
  j.open('{');
  write_decisions(j, in);
  j.key("antes").open('[');
  for (std::size_t p = 0; p < players; ++p) j.number(hand.ante(static_cast<int>(p)));
  j.close(']');
  j.key("big_bet").number(sizes.big_bet);
  j.key("big_blind").number(setup.big_blind);
  j.key("board").cards(hand.board());
  if (game.deals_up_cards()) j.key("bring_in").number(setup.bring_in);  // R39
  j.key("button").number(seat(setup.button));
  j.key("events").open('[');
  for (const poker::Event& e : in.events) write_event(j, in, e);
  j.close(']');
  j.key("folds_before_showdown").open('[');
  for (std::size_t p = 0; p < players; ++p)
    if (setup.folds_before_showdown[p]) j.number(seat(static_cast<int>(p)));
  j.close(']');
  // Hold'em's records are as they always were; another game's name its game.
  if (in.mixed || game.id != poker::GameId::Holdem) j.key("game").word(game.name);
  j.key("hand").number(in.hand_number);
  j.key("level").number(in.level);
  j.key("min_bet").number(sizes.min_bet);
  showdown_hands("mucked", poker::EventType::Muck);
  j.key("players").open('[');
  for (std::size_t p = 0; p < players; ++p) {
    j.open('{');
    j.key("hole").cards(setup.dealt_hole(p));
    j.key("name").text(in.name_of_player[p]);
    j.key("seat").number(seat(static_cast<int>(p)));
    j.key("stack").number(setup.stacks[p]);
    j.close('}');
  }
  j.close(']');
  showdown_hands("shown", poker::EventType::Show);
  j.key("small_bet").number(sizes.small_bet);
  j.key("small_blind").number(setup.small_blind);
  j.key("stacks").open('[');
  for (std::size_t p = 0; p < players; ++p) {
    j.open('{');
    j.key("seat").number(seat(static_cast<int>(p)));
    j.key("stack").number(hand.stack(static_cast<int>(p)));
    j.close('}');
  }
  j.close(']');
  j.key("structure").word(poker::to_string(setup.structure));
  if (in.table > 0) j.key("table").number(in.table);  // R48: a multi-table tournament's
  j.key("winners").open('[');
  for (const poker::Event& e : in.events) {
    if (e.type != poker::EventType::WinPot) continue;
    j.open('{');
    j.key("amount").number(e.amount);
    if (game.hi_lo) j.key("half").word(e.low_half ? "low" : "high");  // R38
    j.key("pot").number(e.pot);
    seat_or_null(e.player);
    j.close('}');
  }
  j.close(']');
  j.close('}');
}

RecordedHand recorded_hand(const HandRecordInput& in) {
  RecordedHand h;
  recorded_hand(in, h);
  return h;
}

void recorded_hand(const HandRecordInput& in, RecordedHand& h) {
  const poker::HandSetup& setup = *in.setup;
  const poker::Hand& hand = *in.hand;
  const BetSizes sizes = bet_sizes(hand);
  // Every field written anew (a default RecordedHand's), the card lists' storage kept.
  std::vector<RecordedPlayer> players = std::move(h.players);
  std::vector<RecordedEvent> events = std::move(h.events);
  std::vector<std::string> board = std::move(h.board);
  h = RecordedHand{};
  h.players = std::move(players);
  h.events = std::move(events);
  h.board = std::move(board);
  h.players.resize(static_cast<std::size_t>(setup.players));
  h.events.resize(in.events.size());
  if (in.mixed || setup.game->id != poker::GameId::Holdem) h.game = setup.game->name;
  h.hand = in.hand_number;
  h.level = in.level;
  h.table = in.table;
  h.structure = setup.structure;
  h.small_blind = setup.small_blind;
  h.big_blind = setup.big_blind;
  h.min_bet = sizes.min_bet;
  h.small_bet = sizes.small_bet;
  h.big_bet = sizes.big_bet;
  if (setup.game->deals_up_cards()) h.bring_in = setup.bring_in;
  h.button = setup.button;
  const auto card_texts = [](std::span<const poker::Card> cs, std::vector<std::string>& out) {
    out.clear();
    for (poker::Card c : cs) out.push_back(poker::to_string(c));
  };
  for (int p = 0; p < setup.players; ++p) {
    const auto i = static_cast<std::size_t>(p);
    RecordedPlayer& rp = h.players[i];
    std::vector<std::string> hole = std::move(rp.hole);
    rp = RecordedPlayer{};
    rp.seat = in.seat_of_player[i];
    rp.name = in.name_of_player[i];
    rp.stack = setup.stacks[i];
    rp.final_stack = hand.stack(p);
    card_texts(setup.dealt_hole(p), hole);
    rp.hole = std::move(hole);
    rp.ante = hand.ante(p);
  }
  card_texts(hand.board(), h.board);
  for (int p = 0; p < setup.players; ++p)
    if (setup.folds_before_showdown[static_cast<std::size_t>(p)])
      h.folds_before_showdown.push_back(p);
  const std::vector<ActNote> notes = act_notes(in);
  std::size_t act = 0;
  for (std::size_t k = 0; k < in.events.size(); ++k) {
    const poker::Event& e = in.events[k];
    RecordedEvent& re = h.events[k];
    std::vector<std::string> cards = std::move(re.cards), up = std::move(re.up);
    re = RecordedEvent{};
    cards.clear();
    up.clear();
    re.cards = std::move(cards);
    re.up = std::move(up);
    re.type = e.type;
    re.player = e.player;
    if (has_street(e.type)) re.street = poker::street_name(*setup.game, e.street);
    if (has_amount(e.type)) re.amount = e.amount;
    if (has_cards(e.type)) card_texts(event_cards(e), re.cards);
    for (int i = 0; i < e.card_count; ++i)  // stud: the cards dealt face up (R39)
      if (e.type == poker::EventType::DealHole && (e.up >> i & 1U))
        re.up.push_back(poker::to_string(e.cards[static_cast<std::size_t>(i)]));
    // A decision's note: how it was made, and the bot's time when the record keeps timings.
    const auto take_note = [&](RecordedEvent& decision) {
      const ActNote& n = notes[act++];
      decision.forced = n.forced;
      if (n.note == nullptr) return;
      if (in.timings) decision.time_ms = n.note->time_ms;
      if (!n.note->refused.kind.empty()) decision.refused = n.note->refused;
      if (in.timings) decision.advance = n.note->advance;
    };
    if (e.type == poker::EventType::Act) {
      re.action = e.action;
      re.added = e.added;
      re.all_in = e.all_in;
      re.bring_in = e.bring_in;
      take_note(re);
    } else if (e.type == poker::EventType::Protect) {
      re.all_in = true;
      take_note(re);
    } else if (e.type == poker::EventType::Discard) {
      take_note(re);
    } else if (e.type == poker::EventType::Show || e.type == poker::EventType::Muck) {
      re.rank = shown_rank_name(e, *setup.game);
    } else if (e.type == poker::EventType::WinPot) {
      re.pot = e.pot;
    }
  }
}

}  // namespace arena
