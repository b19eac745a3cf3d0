#include "arena/protocol/messages.hpp"

#include <cctype>

#include <cmath>
#include <limits>
#include <stdexcept>
#include <utility>

#include "arena/protocol/flat_json.hpp"
#include "arena/protocol/line_writer.hpp"
#include "engine/evaluator.hpp"

namespace arena::protocol {

std::string_view wire_name(poker::Street street) {
  switch (street) {
    case poker::Street::Preflop:
      return "preflop";
    case poker::Street::Flop:
      return "flop";
    case poker::Street::Turn:
      return "turn";
    case poker::Street::River:
      return "river";
    case poker::Street::Showdown:
      return "showdown";
  }
  return "unknown";
}

std::string_view wire_name(poker::ActionType action) {
  switch (action) {
    case poker::ActionType::Fold:
      return "fold";
    case poker::ActionType::Check:
      return "check";
    case poker::ActionType::Call:
      return "call";
    case poker::ActionType::Bet:
      return "bet";
    case poker::ActionType::Raise:
      return "raise";
  }
  return "unknown";
}

std::string_view wire_name(poker::Structure structure) {
  switch (structure) {
    case poker::Structure::NoLimit:
      return "no-limit";
    case poker::Structure::PotLimit:
      return "pot-limit";
    case poker::Structure::FixedLimit:
      return "fixed-limit";
  }
  return "unknown";
}

std::string_view wire_name(poker::AnteKind kind) {
  switch (kind) {
    case poker::AnteKind::None:
      return "none";
    case poker::AnteKind::EveryPlayer:
      return "every-player";
    case poker::AnteKind::BigBlind:
      return "big-blind";
  }
  return "unknown";
}

std::string_view wire_name(TimeoutReason reason) {
  switch (reason) {
    case TimeoutReason::Time:
      return "time";
    case TimeoutReason::Invalid:
      return "invalid";
    case TimeoutReason::Absent:
      return "absent";
  }
  return "unknown";
}

std::string_view to_string(ParseKind kind) {
  switch (kind) {
    case ParseKind::Ok:
      return "ok";
    case ParseKind::Stale:
      return "stale";
    case ParseKind::Malformed:
      return "malformed";
    case ParseKind::NotLegal:
      return "not legal";
    case ParseKind::BadAmount:
      return "bad amount";
  }
  return "unknown";
}

Json cards_json(std::span<const poker::Card> cards) {
  Json out = Json::array();
  for (poker::Card c : cards) out.push_back(poker::to_string(c));
  return out;
}

// ---- hello ---------------------------------------------------------------------------------

Json hello_message(const HelloInfo& info) {
  Json players = Json::array();
  for (const auto& p : info.players) players.push_back({{"seat", p.seat}, {"name", p.name}});
  Json levels = Json::array();
  int number = 1;
  for (const auto& l : info.schedule.levels) {
    Json level = {
        {"level", number++}, {"small_blind", l.small_blind},        {"big_blind", l.big_blind},
        {"ante", l.ante},    {"ante_kind", wire_name(l.ante_kind)}, {"length", l.length}};
    if (l.min_bet > 0) level["min_bet"] = l.min_bet;  // an ante-only level
    levels.push_back(std::move(level));
  }
  return {
      {"type", "hello"},
      {"protocol", kProtocolVersion},
      {"mode", info.mode},
      {"tournament", info.tournament},
      {"seat", info.seat},
      {"name", info.name},
      {"players", std::move(players)},
      {"game",
       {{"variant", "holdem"},
        {"structure", wire_name(info.structure)},
        {"starting_stack", info.starting_stack}}},
      {"schedule",
       {{"name", info.schedule.name},
        {"unit", info.schedule.unit == poker::LevelUnit::Orbits ? "orbits" : "hands"},
        {"levels", std::move(levels)}}},
      {"time",
       {{"decision_ms", info.time.decision_ms},
        {"time_bank_ms", info.time.time_bank_ms},
        {"startup_ms", info.time.startup_ms},
        {"timeouts_in_a_row", info.time.timeouts_in_a_row},
        {"grace_ms", info.time.grace_ms}}},
      {"points", info.points},
      {"hand_limit", info.hand_limit},
  };
}

// ---- hand_start ----------------------------------------------------------------------------

Json hand_start_common(const HandStartInfo& info) {
  Json seats = Json::array();
  for (const auto& s : info.seats)
    seats.push_back({{"seat", s.seat}, {"name", s.name}, {"stack", s.stack}});
  return {{"type", "hand_start"},
          {"hand", info.hand},
          {"level", info.level},
          {"small_blind", info.small_blind},
          {"big_blind", info.big_blind},
          {"ante", info.ante},
          {"ante_kind", wire_name(info.ante_kind)},
          {"button", info.button},
          {"small_blind_seat", info.small_blind_seat},
          {"big_blind_seat", info.big_blind_seat},
          {"seats", std::move(seats)}};
}

Json hand_start_for(Json common, int receiver_seat, std::array<poker::Card, 2> hole) {
  common["seat"] = receiver_seat;
  common["hole"] = cards_json(hole);
  return common;
}

Json hand_start_message(const HandStartInfo& info, int receiver_seat,
                        std::array<poker::Card, 2> hole) {
  return hand_start_for(hand_start_common(info), receiver_seat, hole);
}

namespace {
// Bot names are checked by the settings ([A-Za-z0-9_.-]); anything else takes the Json path.
bool plain_name(std::string_view name) {
  for (char c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_' && c != '.' && c != '-')
      return false;
  return true;
}
}  // namespace

HandStartLines::HandStartLines(const HandStartInfo& info) {
  bool plain = true;
  for (const auto& s : info.seats) plain = plain && plain_name(s.name);
  if (!plain) {
    common_ = hand_start_common(info);
    return;
  }
  // Keys in sorted order, as nlohmann::json (a std::map) writes them; the receiver's own "hole"
  // and "seat" fall between the shared parts.
  LineWriter(head_)
      .number("ante", info.ante)
      .word("ante_kind", wire_name(info.ante_kind))
      .number("big_blind", info.big_blind)
      .number("big_blind_seat", info.big_blind_seat)
      .number("button", info.button)
      .number("hand", info.hand);
  head_ += ',';
  level_ = "\"level\":" + std::to_string(info.level) + ",";
  tail_ = "\"seats\":[";
  for (std::size_t i = 0; i < info.seats.size(); ++i) {
    const SeatStack& x = info.seats[i];
    if (i > 0) tail_ += ',';
    LineWriter::element(tail_)
        .word("name", x.name)
        .number("seat", x.seat)
        .number("stack", x.stack)
        .close_element();
  }
  tail_ += "],";
  std::string rest;
  LineWriter(rest)
      .number("small_blind", info.small_blind)
      .number("small_blind_seat", info.small_blind_seat)
      .word("type", "hand_start")
      .end();
  tail_.append(rest, 1);  // without its '{'
}

void HandStartLines::line_for(int receiver_seat, std::array<poker::Card, 2> hole,
                              std::string& line) const {
  if (common_) {
    line = to_line(hand_start_for(*common_, receiver_seat, hole));
    return;
  }
  line = head_;
  line += "\"hole\":[";
  for (std::size_t i = 0; i < hole.size(); ++i) {
    if (i > 0) line += ',';
    const poker::Card c = hole[i];
    const char text[4] = {'"', c.known() ? poker::kRankChars[c.rank()] : '?',
                          c.known() ? poker::kSuitChars[c.suit()] : '?', '"'};
    line.append(text, 4);
  }
  line += "],";
  line += level_;
  line += "\"seat\":";
  line += std::to_string(receiver_seat);
  line += ',';
  line += tail_;
}

// ---- public events ---------------------------------------------------------------------------

std::optional<Json> EventMessage::for_seat(int receiver_seat) const {
  if (!body) return std::nullopt;
  if (only_seat >= 0 && only_seat != receiver_seat) return std::nullopt;
  return body;
}

HandNarrator::HandNarrator(std::int64_t hand, std::vector<int> seat_of_player,
                           std::vector<Chips> start_stacks)
    : hand_(hand), seat_of_player_(std::move(seat_of_player)), stacks_(std::move(start_stacks)) {
  if (seat_of_player_.size() != stacks_.size())
    throw std::invalid_argument("HandNarrator: seat_of_player and start_stacks differ in size");
}

int HandNarrator::seat(int player) const {
  if (player < 0 || static_cast<std::size_t>(player) >= seat_of_player_.size())
    throw std::out_of_range("HandNarrator: event names player " + std::to_string(player) +
                            " outside the hand");
  return seat_of_player_[static_cast<std::size_t>(player)];
}

Chips& HandNarrator::stack_ref(int player) {
  seat(player);  // throws when the player is outside the hand
  return stacks_[static_cast<std::size_t>(player)];
}

EventMessage HandNarrator::narrate(const poker::Event& e) {
  // The Json form is read back from the line, so the two can never disagree.
  std::string line;
  const Line l = narrate_line(e, line);
  EventMessage out;
  out.only_seat = l.only_seat;
  if (l.message) out.body = Json::parse(line);
  return out;
}

HandNarrator::Line HandNarrator::narrate_line(const poker::Event& e, std::string& line) {
  using poker::EventType;
  Line out;
  line.clear();
  // Board and hand-end events name no player; the others name one inside the hand.
  Chips none = 0;
  Chips& stack = e.player >= 0 ? stack_ref(e.player) : none;
  // Keys in sorted order, as nlohmann::json (a std::map) writes them.
  switch (e.type) {
    case EventType::PostAnte:
    case EventType::PostSmallBlind:
    case EventType::PostBigBlind: {
      stack -= e.amount;
      pot_ += e.amount;
      const char* blind = e.type == EventType::PostAnte         ? "ante"
                          : e.type == EventType::PostSmallBlind ? "small_blind"
                                                                : "big_blind";
      LineWriter(line)
          .number("amount", e.amount)
          .word("blind", blind)
          .number("hand", hand_)
          .number("pot", pot_)
          .number("seat", seat(e.player))
          .number("stack", stack)
          .word("type", "post")
          .end();
      out.message = true;
      break;
    }
    case EventType::DealHole:
      // Each player's own cards travel in its hand_start; nobody is told anyone else's.
      out.only_seat = seat(e.player);
      break;
    case EventType::DealBoard: {
      const auto fresh = std::span<const poker::Card>(e.cards.data(), e.card_count);
      board_.insert(board_.end(), fresh.begin(), fresh.end());
      LineWriter(line)
          .cards("board", board_)
          .cards("cards", fresh)
          .number("hand", hand_)
          .word("street", wire_name(e.street))
          .word("type", "board")
          .end();
      out.message = true;
      break;
    }
    case EventType::Act: {
      stack -= e.added;
      pot_ += e.added;
      LineWriter(line)
          .word("action", wire_name(e.action))
          .number("added", e.added)
          .boolean("all_in", e.all_in)
          .number("amount", e.amount)
          .number("hand", hand_)
          .number("pot", pot_)
          .number("seat", seat(e.player))
          .number("stack", stack)
          .word("street", wire_name(e.street))
          .word("type", "acted")
          .end();
      out.message = true;
      break;
    }
    case EventType::ReturnUncalled:
      stack += e.amount;
      pot_ -= e.amount;
      LineWriter(line)
          .number("amount", e.amount)
          .number("hand", hand_)
          .number("pot", pot_)
          .number("seat", seat(e.player))
          .number("stack", stack)
          .word("type", "uncalled")
          .end();
      out.message = true;
      break;
    case EventType::Show: {
      const std::size_t shown = e.card_count ? e.card_count : 2;
      const auto cards = std::span<const poker::Card>(e.cards.data(), shown);
      LineWriter w(line);
      std::vector<poker::Card> all(cards.begin(), cards.end());
      all.insert(all.end(), board_.begin(), board_.end());
      if (all.size() >= 5 && all.size() <= 7) w.cards("best_five", poker::best_five(all));
      w.cards("cards", cards)
          .number("hand", hand_)
          .word("hand_rank", poker::category_name(poker::category(e.rank)))
          .number("seat", seat(e.player))
          .word("type", "show")
          .end();
      out.message = true;
      break;
    }
    case EventType::WinPot:
      stack += e.amount;
      pot_ -= e.amount;
      LineWriter(line)
          .number("amount", e.amount)
          .number("hand", hand_)
          .number("pot", e.pot)
          .number("seat", seat(e.player))
          .number("stack", stack)
          .word("type", "pot_won")
          .end();
      out.message = true;
      break;
    case EventType::HandEnd:
      break;  // hand_end_message carries the stacks and eliminations
  }
  return out;
}

// ---- act -----------------------------------------------------------------------------------

std::vector<std::string_view> legal_words(const poker::Legal& legal) {
  std::vector<std::string_view> words;
  if (legal.fold) words.push_back("fold");
  if (legal.check) words.push_back("check");
  if (legal.call) words.push_back("call");
  if (legal.bet) words.push_back("bet");
  if (legal.raise) words.push_back("raise");
  return words;
}

ActRequest make_act_request(const poker::Hand& hand, std::int64_t id, std::int64_t hand_number,
                            std::int64_t time_ms) {
  ActRequest r;
  const int actor = hand.actor();
  r.id = id;
  r.hand = hand_number;
  r.street = hand.street();
  r.legal = hand.legal();
  r.time_ms = time_ms;
  r.pot = hand.pot();
  if (actor >= 0) {
    r.stack = hand.stack(actor);
    r.bet = hand.street_bet(actor);
  }
  const auto board = hand.board();
  r.board.assign(board.begin(), board.end());
  return r;
}

Json act_message(const ActRequest& r) {
  Json legal = Json::array();
  for (auto w : legal_words(r.legal)) legal.push_back(w);
  Json m{{"type", "act"},
         {"id", r.id},
         {"hand", r.hand},
         {"street", wire_name(r.street)},
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

void write_act_line(const ActRequest& r, std::string& line) {
  // Keys in sorted order, as nlohmann::json (a std::map) writes them.
  std::string_view legal[5];
  std::size_t n = 0;
  if (r.legal.fold) legal[n++] = "fold";
  if (r.legal.check) legal[n++] = "check";
  if (r.legal.call) legal[n++] = "call";
  if (r.legal.bet) legal[n++] = "bet";
  if (r.legal.raise) legal[n++] = "raise";
  LineWriter w(line);
  w.number("bet", r.bet)
      .cards("board", r.board)
      .number("hand", r.hand)
      .number("id", r.id)
      .words("legal", std::span<const std::string_view>(legal, n));
  if (r.legal.bet || r.legal.raise)
    w.number("max_raise_to", r.legal.max_raise_to).number("min_raise_to", r.legal.min_raise_to);
  w.number("pot", r.pot)
      .number("stack", r.stack)
      .word("street", wire_name(r.street))
      .number("time_ms", r.time_ms)
      .number("to_call", r.legal.to_call)
      .word("type", "act")
      .end();
}

// ---- hand_end, timeout, bye -------------------------------------------------------------------

Json hand_end_message(std::int64_t hand, const std::vector<SeatChips>& stacks,
                      const std::vector<Elimination>& eliminated) {
  Json s = Json::array();
  for (const auto& x : stacks) s.push_back({{"seat", x.seat}, {"stack", x.stack}});
  Json e = Json::array();
  for (const auto& x : eliminated)
    e.push_back({{"seat", x.seat}, {"name", x.name}, {"place", x.place}});
  return {
      {"type", "hand_end"}, {"hand", hand}, {"stacks", std::move(s)}, {"eliminated", std::move(e)}};
}

void write_hand_end_line(std::int64_t hand, const std::vector<SeatChips>& stacks,
                         const std::vector<Elimination>& eliminated, std::string& line) {
  bool plain = true;
  for (const auto& x : eliminated) plain = plain && plain_name(x.name);
  if (!plain) {
    line = to_line(hand_end_message(hand, stacks, eliminated));
    return;
  }
  // Keys in sorted order, as nlohmann::json (a std::map) writes them. Sent to every bot after
  // every hand: a Json tree here cost more than the rest of the table's work on a hand.
  line.assign("{\"eliminated\":[");
  for (std::size_t i = 0; i < eliminated.size(); ++i) {
    const Elimination& x = eliminated[i];
    if (i > 0) line += ',';
    LineWriter::element(line)
        .word("name", x.name)
        .number("place", x.place)
        .number("seat", x.seat)
        .close_element();
  }
  line += "],\"hand\":";
  line += std::to_string(hand);
  line += ",\"stacks\":[";
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    if (i > 0) line += ',';
    LineWriter::element(line)
        .number("seat", stacks[i].seat)
        .number("stack", stacks[i].stack)
        .close_element();
  }
  line += "],\"type\":\"hand_end\"}\n";
}

Json timeout_message(std::int64_t id, std::int64_t hand, TimeoutReason reason,
                     poker::ActionType taken, std::string_view error) {
  Json m{{"type", "timeout"},
         {"id", id},
         {"hand", hand},
         {"reason", wire_name(reason)},
         {"taken", wire_name(taken)}};
  if (!error.empty()) m["error"] = error;
  return m;
}

Json bye_message(int place, double points, const std::vector<StandingLine>& standings) {
  Json s = Json::array();
  for (const auto& x : standings)
    s.push_back({{"place", x.place}, {"name", x.name}, {"points", x.points}, {"chips", x.chips}});
  return {{"type", "bye"}, {"place", place}, {"points", points}, {"standings", std::move(s)}};
}

std::string to_line(const Json& message) {
  // Invalid UTF-8 in a name must not throw mid-tournament: replace it.
  std::string line = message.dump(-1, ' ', false, Json::error_handler_t::replace);
  line.push_back('\n');
  return line;
}

// ---- bot -> arena ----------------------------------------------------------------------------

namespace {

// Parses one line as a JSON object; on failure says why in `error`.
std::optional<Json> parse_object(std::string_view line, std::string& error) {
  if (line.size() > kMaxLineBytes) {
    error = "line of " + std::to_string(line.size()) + " bytes is over the limit of " +
            std::to_string(kMaxLineBytes);
    return std::nullopt;
  }
  Json value = Json::parse(line.begin(), line.end(), nullptr, false);
  if (value.is_discarded()) {
    error = "not valid JSON";
    return std::nullopt;
  }
  if (!value.is_object()) {
    error = std::string("a JSON ") + value.type_name() + ", not an object";
    return std::nullopt;
  }
  return value;
}

// An integer, also when written as a float with no fraction (900.0); nothing else.
std::optional<std::int64_t> as_integer(const Json& v) {
  if (v.is_number_integer()) {
    if (v.is_number_unsigned() &&
        v.get<std::uint64_t>() >
            static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()))
      return std::nullopt;
    return v.get<std::int64_t>();
  }
  if (v.is_number_float()) {
    const double d = v.get<double>();
    if (std::isfinite(d) && std::trunc(d) == d && std::fabs(d) < 9.0e18)
      return static_cast<std::int64_t>(d);
  }
  return std::nullopt;
}

std::string quoted_type(const Json& object) {
  auto it = object.find("type");
  if (it == object.end()) return "no \"type\" field";
  return "\"type\" is " + it->dump(-1, ' ', false, Json::error_handler_t::replace);
}

ActionAnswer fail(ParseKind kind, std::string error, std::int64_t id = 0) {
  ActionAnswer a;
  a.kind = kind;
  a.error = std::move(error);
  a.id = id;
  return a;
}

}  // namespace

ReadyAnswer parse_ready(std::string_view line) {
  ReadyAnswer r;
  auto object = parse_object(line, r.error);
  if (!object) return r;
  auto type = object->find("type");
  if (type == object->end() || *type != "ready") {
    r.error = "expected {\"type\":\"ready\",...}: " + quoted_type(*object);
    return r;
  }
  auto name = object->find("name");
  if (name == object->end() || !name->is_string() || name->get_ref<const std::string&>().empty()) {
    r.error = "\"name\" must be a non-empty string";
    return r;
  }
  r.name = name->get<std::string>();
  if (auto v = object->find("version"); v != object->end() && !v->is_null()) {
    if (v->is_string())
      r.version = v->get<std::string>();
    else if (v->is_number())
      r.version = v->dump();
    else {
      r.error = "\"version\" must be a string";
      return r;
    }
  }
  r.ok = true;
  return r;
}

namespace {

// The answer of a well-behaved bot, read without the full parser: only a legal answer to this
// request is taken here; anything else (stale, wrong, unusual JSON) goes to the full path
// below, which also words the error.
std::optional<poker::Action> legal_answer_fast(std::string_view line, const ActRequest& request) {
  FlatObject object;
  if (line.size() > kMaxLineBytes || !scan_flat_object(line, object)) return std::nullopt;
  const FlatField* type = object.find("type");
  const FlatField* id = object.find("id");
  const FlatField* word = object.find("action");
  if (!type || !type->is_string || type->text != "action") return std::nullopt;
  if (!id || id->is_string || id->number != request.id) return std::nullopt;
  if (!word || !word->is_string) return std::nullopt;
  const poker::Legal& legal = request.legal;
  if (word->text == "fold" && legal.fold) return poker::Action{poker::ActionType::Fold, 0};
  if (word->text == "check" && legal.check) return poker::Action{poker::ActionType::Check, 0};
  if (word->text == "call" && legal.call) return poker::Action{poker::ActionType::Call, 0};
  poker::ActionType sized;
  if (word->text == "bet" && legal.bet)
    sized = poker::ActionType::Bet;
  else if (word->text == "raise" && legal.raise)
    sized = poker::ActionType::Raise;
  else
    return std::nullopt;
  const FlatField* amount = object.find("amount");
  if (!amount || amount->is_string || amount->number < legal.min_raise_to ||
      amount->number > legal.max_raise_to)
    return std::nullopt;
  return poker::Action{sized, amount->number};
}

}  // namespace

ActionAnswer parse_action(std::string_view line, const ActRequest& request) {
  if (const auto action = legal_answer_fast(line, request)) {
    ActionAnswer ok;
    ok.kind = ParseKind::Ok;
    ok.action = *action;
    ok.id = request.id;
    return ok;
  }
  std::string error;
  auto object = parse_object(line, error);
  if (!object) return fail(ParseKind::Malformed, error);
  auto type = object->find("type");
  if (type == object->end() || *type != "action")
    return fail(ParseKind::Malformed,
                "expected {\"type\":\"action\",...}: " + quoted_type(*object));
  auto id_field = object->find("id");
  if (id_field == object->end()) return fail(ParseKind::Malformed, "no \"id\" field");
  auto id = as_integer(*id_field);
  if (!id) return fail(ParseKind::Malformed, "\"id\" must be an integer");
  if (*id != request.id)
    return fail(ParseKind::Stale,
                "answer to id " + std::to_string(*id) + ", expected " + std::to_string(request.id),
                *id);
  auto act = object->find("action");
  if (act == object->end() || !act->is_string())
    return fail(ParseKind::Malformed, "\"action\" must be a string", *id);
  const auto& word = act->get_ref<const std::string&>();

  std::string allowed;
  for (auto w : legal_words(request.legal)) {
    if (!allowed.empty()) allowed += ", ";
    allowed += w;
  }
  const auto& legal = request.legal;
  poker::Action action;
  bool is_legal = false;
  if (word == "fold") {
    action.type = poker::ActionType::Fold;
    is_legal = legal.fold;
  } else if (word == "check") {
    action.type = poker::ActionType::Check;
    is_legal = legal.check;
  } else if (word == "call") {
    action.type = poker::ActionType::Call;
    is_legal = legal.call;
  } else if (word == "bet") {
    action.type = poker::ActionType::Bet;
    is_legal = legal.bet;
  } else if (word == "raise") {
    action.type = poker::ActionType::Raise;
    is_legal = legal.raise;
  } else {
    return fail(ParseKind::NotLegal,
                "\"action\" " + Json(word).dump(-1, ' ', false, Json::error_handler_t::replace) +
                    " is not an action (legal now: " + allowed + ")",
                *id);
  }
  if (!is_legal)
    return fail(ParseKind::NotLegal, "\"" + word + "\" is not legal now (legal: " + allowed + ")",
                *id);

  if (action.type == poker::ActionType::Bet || action.type == poker::ActionType::Raise) {
    auto amount_field = object->find("amount");
    if (amount_field == object->end())
      return fail(ParseKind::Malformed, "\"amount\" is required for " + word, *id);
    if (!amount_field->is_number())
      return fail(ParseKind::Malformed, "\"amount\" must be a number", *id);
    auto amount = as_integer(*amount_field);
    if (!amount)
      return fail(ParseKind::BadAmount,
                  "\"amount\" " + amount_field->dump() + " is not a whole number of chips", *id);
    if (*amount < legal.min_raise_to || *amount > legal.max_raise_to)
      return fail(ParseKind::BadAmount,
                  word + " to " + std::to_string(*amount) + " is outside [" +
                      std::to_string(legal.min_raise_to) + ", " +
                      std::to_string(legal.max_raise_to) + "]",
                  *id);
    action.amount = *amount;
  }
  ActionAnswer ok;
  ok.kind = ParseKind::Ok;
  ok.action = action;
  ok.id = *id;
  return ok;
}

}  // namespace arena::protocol
