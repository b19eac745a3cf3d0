#include "arena/protocol/from_bot.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <utility>

#include "arena/protocol/flat_json.hpp"

namespace arena::protocol {

std::string_view to_string(ParseKind kind) {
  switch (kind) {
    case ParseKind::Ok:
      return "ok";
    case ParseKind::Stale:
      return "stale";
    case ParseKind::Malformed:
      return "malformed";
    case ParseKind::NotLegal:
      return "not_legal";
    case ParseKind::BadAmount:
      return "bad_amount";
    case ParseKind::TooLong:
      return "too_long";
  }
  return "unknown";
}

std::string printable_excerpt(std::string_view line, std::size_t cap) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (std::size_t i = 0; i < line.size() && i < cap; ++i) {
    const auto c = static_cast<unsigned char>(line[i]);
    if (c >= 0x20 && c < 0x7f) {
      out += static_cast<char>(c);
    } else {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 0xf];
    }
  }
  if (line.size() > cap) out += "... (" + std::to_string(line.size()) + " bytes)";
  return out;
}

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

// An answer of the other kind (a `discard` while an `act` waits, or the reverse) to an earlier
// request: stale, as a late answer of the same kind would be.
std::optional<ActionAnswer> late_answer_of_other_kind(const Json& object, std::string_view kind,
                                                      std::int64_t request_id) {
  const auto type = object.find("type");
  if (type == object.end() || !type->is_string() || *type == kind) return std::nullopt;
  if (*type != "action" && *type != "discard") return std::nullopt;
  const auto id_field = object.find("id");
  if (id_field == object.end()) return std::nullopt;
  const auto id = as_integer(*id_field);
  if (!id || *id == request_id) return std::nullopt;
  return fail(ParseKind::Stale,
              "answer to id " + std::to_string(*id) + ", expected " + std::to_string(request_id),
              *id);
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
  r.is_ready = true;
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
  const auto kind = action_word(word->text);
  if (!kind) return std::nullopt;
  poker::Action action{*kind, 0};
  if (*kind == poker::ActionType::Bet || *kind == poker::ActionType::Raise) {
    const FlatField* amount = object.find("amount");
    if (!amount || amount->is_string) return std::nullopt;
    action.amount = amount->number;
  }
  if (poker::check_action(request.legal, action) != poker::ActionError::None) return std::nullopt;
  return action;
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
  if (const auto stale = late_answer_of_other_kind(*object, "action", request.id)) return *stale;
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
  const auto kind = action_word(word);
  if (!kind)
    return fail(ParseKind::NotLegal,
                "\"action\" " + Json(word).dump(-1, ' ', false, Json::error_handler_t::replace) +
                    " is not an action (legal now: " + allowed + ")",
                *id);
  // The engine's own check of a decision (poker::check_action), as a replay makes it: first
  // whether the word is legal now, then, once the amount is read, the whole action.
  if (!poker::allows(legal, *kind))
    return fail(ParseKind::NotLegal, "\"" + word + "\" is not legal now (legal: " + allowed + ")",
                *id);
  poker::Action action{*kind, 0};
  const std::string canonical(wire_name(*kind));  // the word as the arena writes it
  if (action.type == poker::ActionType::Bet || action.type == poker::ActionType::Raise) {
    auto amount_field = object->find("amount");
    if (amount_field == object->end())
      return fail(ParseKind::Malformed, "\"amount\" is required for " + canonical, *id);
    if (!amount_field->is_number())
      return fail(ParseKind::Malformed, "\"amount\" must be a number", *id);
    auto amount = as_integer(*amount_field);
    if (!amount)
      return fail(ParseKind::BadAmount,
                  "\"amount\" " + amount_field->dump() + " is not a whole number of chips", *id);
    action.amount = *amount;
  }
  if (poker::check_action(legal, action) != poker::ActionError::None)
    return fail(ParseKind::BadAmount,
                canonical + " to " + std::to_string(action.amount) + " is outside [" +
                    std::to_string(legal.min_raise_to) + ", " + std::to_string(legal.max_raise_to) +
                    "]",
                *id);
  ActionAnswer ok;
  ok.kind = ParseKind::Ok;
  ok.action = action;
  ok.id = *id;
  return ok;
}

namespace {

// A draw turn's answer as a well-behaved bot writes it, read without the full parser: only a
// legal answer to this request is taken here; anything else goes to the full path below.
bool legal_discard_fast(std::string_view line, const DrawRequest& request, DiscardAnswer& out) {
  FlatObject object;
  if (line.size() > kMaxLineBytes || !scan_flat_object(line, object, FlatLists::Read)) return false;
  const FlatField* type = object.find("type");
  const FlatField* id = object.find("id");
  const FlatField* cards = object.find("cards");
  if (!type || !type->is_string || type->text != "discard") return false;
  if (!id || id->is_string || id->is_list || id->number != request.id) return false;
  if (!cards || !cards->is_list) return false;
  bool known = true;
  out.cards.clear();
  for_each_list_string(cards->text, [&](std::string_view word) {
    const auto card = poker::parse_card(word);
    known = known && card && card->known();
    if (known) out.cards.push_back(*card);
  });
  if (!known ||
      poker::check_discards(request.hole, request.limits, out.cards) != poker::DrawError::None) {
    out.cards.clear();
    return false;
  }
  out.kind = ParseKind::Ok;
  out.id = request.id;
  return true;
}

}  // namespace

DiscardAnswer parse_discard(std::string_view line, const DrawRequest& request) {
  DiscardAnswer out;
  if (legal_discard_fast(line, request, out)) return out;
  const auto failed = [&out](ParseKind kind, std::string error) {
    out.kind = kind;
    out.error = std::move(error);
    return out;
  };
  std::string error;
  auto object = parse_object(line, error);
  if (!object) return failed(ParseKind::Malformed, error);
  if (const auto stale = late_answer_of_other_kind(*object, "discard", request.id)) {
    out.id = stale->id;
    return failed(ParseKind::Stale, stale->error);
  }
  auto type = object->find("type");
  if (type == object->end() || *type != "discard")
    return failed(
        ParseKind::Malformed,
        "expected {\"type\":\"discard\",...} (this is a draw turn): " + quoted_type(*object));
  auto id_field = object->find("id");
  if (id_field == object->end()) return failed(ParseKind::Malformed, "no \"id\" field");
  auto id = as_integer(*id_field);
  if (!id) return failed(ParseKind::Malformed, "\"id\" must be an integer");
  out.id = *id;
  if (*id != request.id)
    return failed(ParseKind::Stale, "answer to id " + std::to_string(*id) + ", expected " +
                                        std::to_string(request.id));
  auto cards = object->find("cards");
  if (cards == object->end() || !cards->is_array())
    return failed(ParseKind::Malformed, "\"cards\" must be a list of cards ([] stands pat)");
  for (const Json& c : *cards) {
    const auto card = c.is_string() ? poker::parse_card(c.get_ref<const std::string&>())
                                    : std::optional<poker::Card>();
    if (!card || !card->known())
      return failed(ParseKind::Malformed,
                    "\"cards\": " + c.dump(-1, ' ', false, Json::error_handler_t::replace) +
                        " is not a card (rank 23456789TJQKA, suit cdhs: \"Kd\")");
    out.cards.push_back(*card);
  }
  // The engine's own check of a discard (poker::check_discards), as a replay makes it.
  std::size_t bad = 0;
  const poker::DrawError verdict =
      poker::check_discards(request.hole, request.limits, out.cards, &bad);
  const auto bad_word = [&] { return std::string(poker::to_string(out.cards[bad])); };
  switch (verdict) {
    case poker::DrawError::None:
      break;
    case poker::DrawError::NotHeld:
      return failed(ParseKind::NotLegal, "\"cards\": " + bad_word() + " is not in your hand");
    case poker::DrawError::Repeated:
      return failed(ParseKind::NotLegal, "\"cards\": " + bad_word() + " is named twice");
    default:
      return failed(ParseKind::NotLegal, std::to_string(out.cards.size()) +
                                             " cards discarded; this round takes " +
                                             std::to_string(request.limits.min_discard) + " to " +
                                             std::to_string(request.limits.max_discard));
  }
  out.kind = ParseKind::Ok;
  return out;
}

}  // namespace arena::protocol
