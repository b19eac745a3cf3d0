#include "arena/protocol/out_of_turn.hpp"

#include <vector>

#include "arena/protocol/flat_json.hpp"
#include "arena/protocol/from_bot.hpp"
#include "arena/protocol/wire.hpp"

namespace arena::protocol {
namespace {

OutOfTurnLine invalid(std::string error) {
  OutOfTurnLine out;
  out.kind = OutOfTurnKind::Invalid;
  out.error = std::move(error);
  return out;
}

// The fields as plain values, from the quick reader or the JSON library.
struct Fields {
  std::string type;
  bool has_hand = false;
  std::int64_t hand = 0;
  bool has_action = false;
  std::string action;
  bool has_amount = false;
  bool amount_is_integer = false;
  std::int64_t amount = 0;
  bool has_cards = false;  // a list: its entries as sent (a discard request)
  bool cards_are_words = true;
  std::vector<std::string> cards;
};

constexpr const char* kActions =
    "fold, check, check_fold, call, call_any, bet, raise, stand_pat, discard, cancel";

bool read_fields(std::string_view line, Fields& f) {
  FlatObject flat;
  // Lists read too: every line a bot writes passes here, a draw turn's answer with its "cards".
  if (line.size() <= kMaxLineBytes && scan_flat_object(line, flat, FlatLists::Read)) {
    const FlatField* type = flat.find("type");
    if (!type || !type->is_string) return false;
    f.type = std::string(type->text);
    if (f.type != "advance" && f.type != "show") return true;
    const auto is_integer = [](const FlatField* x) { return !x->is_string && !x->is_list; };
    if (const FlatField* hand = flat.find("hand"); hand && is_integer(hand)) {
      f.has_hand = true;
      f.hand = hand->number;
    }
    if (const FlatField* action = flat.find("action")) {
      f.has_action = action->is_string;
      f.action = std::string(action->text);
    }
    if (const FlatField* amount = flat.find("amount")) {
      f.has_amount = true;
      f.amount_is_integer = is_integer(amount);
      f.amount = amount->number;
    }
    if (const FlatField* cards = flat.find("cards"); cards && cards->is_list) {
      f.has_cards = true;
      for_each_list_string(cards->text, [&](std::string_view word) { f.cards.emplace_back(word); });
    }
    return true;
  }
  // Unusual JSON (spaces, floats, nesting): the full parser, only to see whether it is ours.
  if (line.size() > kMaxLineBytes) return false;
  const Json j = Json::parse(line.begin(), line.end(), nullptr, false);
  if (!j.is_object() || !j.contains("type") || !j["type"].is_string()) return false;
  f.type = j["type"].get<std::string>();
  if (f.type != "advance" && f.type != "show") return true;
  if (j.contains("hand") && j["hand"].is_number_integer()) {
    f.has_hand = true;
    f.hand = j["hand"].get<std::int64_t>();
  }
  if (j.contains("action") && j["action"].is_string()) {
    f.has_action = true;
    f.action = j["action"].get<std::string>();
  }
  if (j.contains("amount")) {
    f.has_amount = true;
    f.amount_is_integer = j["amount"].is_number_integer();
    if (f.amount_is_integer) f.amount = j["amount"].get<std::int64_t>();
  }
  if (j.contains("cards") && j["cards"].is_array()) {
    f.has_cards = true;
    for (const Json& c : j["cards"]) {
      if (!c.is_string()) f.cards_are_words = false;
      f.cards.push_back(c.is_string() ? c.get<std::string>() : std::string());
    }
  }
  return true;
}

}  // namespace

OutOfTurnLine parse_out_of_turn(std::string_view line) {
  Fields f;
  if (!read_fields(line, f) || (f.type != "advance" && f.type != "show")) return {};
  if (!f.has_hand || f.hand < 1) return invalid("\"hand\" must be a hand number (1, 2, ...)");
  OutOfTurnLine out;
  out.request.hand = f.hand;
  if (f.type == "show") {
    out.kind = OutOfTurnKind::Show;
    out.action = "show";
    return out;
  }
  if (!f.has_action) return invalid(std::string("\"action\" must be one of ") + kActions);
  out.action = folded_word(f.action);  // in any case, as an answer's action is read
  if (out.action == "cancel") {
    out.kind = OutOfTurnKind::Cancel;
    return out;
  }
  const auto kind = poker::advance_kind_named(out.action);
  if (!kind) return invalid("\"action\" " + f.action + " is not one of " + kActions);
  out.request.kind = *kind;
  if (*kind == poker::AdvanceKind::Discard) {  // R30: the cards of the next draw turn
    if (!f.has_cards || !f.cards_are_words ||
        f.cards.size() > static_cast<std::size_t>(poker::kMaxHoleCards))
      return invalid("\"cards\" is required for discard: a list of at most " +
                     std::to_string(poker::kMaxHoleCards) + " cards ([] stands pat)");
    for (const std::string& word : f.cards) {
      const auto card = poker::parse_card(word);
      if (!card || !card->known())
        return invalid("\"cards\": '" + printable_excerpt(word, 16) +
                       "' is not a card (rank 23456789TJQKA, suit cdhs)");
      out.request.cards[out.request.card_count++] = *card;
    }
  }
  const bool sized = *kind == poker::AdvanceKind::Call || *kind == poker::AdvanceKind::Bet ||
                     *kind == poker::AdvanceKind::Raise;
  if (sized) {
    if (!f.has_amount || !f.amount_is_integer || f.amount < 0)
      return invalid("\"amount\" is required for " + out.action + ": a whole number of chips" +
                     (*kind == poker::AdvanceKind::Call ? " (the chips to call you saw)"
                                                        : " (the total to bet or raise to)"));
    out.request.amount = f.amount;
  }
  out.kind = OutOfTurnKind::Advance;
  return out;
}

}  // namespace arena::protocol
