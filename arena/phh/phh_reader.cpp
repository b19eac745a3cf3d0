#include "arena/phh/phh_reader.hpp"

#include <toml++/toml.h>
#include <algorithm>
#include <fstream>
#include <sstream>

namespace arena::phh {
namespace {

// A field with the wrong shape: reported as the hand's error, naming the field.
struct FieldError {
  std::string message;
};

std::optional<double> number_of(const toml::node& node) {
  if (auto i = node.value_exact<std::int64_t>()) return static_cast<double>(*i);
  if (auto d = node.value_exact<double>()) return *d;
  return std::nullopt;
}

std::optional<double> read_number(const toml::table& t, std::string_view key) {
  const toml::node* node = t.get(key);
  if (!node) return std::nullopt;
  auto n = number_of(*node);
  if (!n) throw FieldError{"field '" + std::string(key) + "' must be a number"};
  return n;
}

std::optional<std::vector<double>> read_numbers(const toml::table& t, std::string_view key) {
  const toml::node* node = t.get(key);
  if (!node) return std::nullopt;
  const toml::array* array = node->as_array();
  if (!array) throw FieldError{"field '" + std::string(key) + "' must be an array of numbers"};
  std::vector<double> out;
  for (std::size_t i = 0; i < array->size(); ++i) {
    auto n = number_of(*array->get(i));
    if (!n) {
      throw FieldError{"field '" + std::string(key) + "' element " + std::to_string(i + 1) +
                       " is not a number"};
    }
    out.push_back(*n);
  }
  return out;
}

std::vector<std::string> read_strings(const toml::table& t, std::string_view key) {
  std::vector<std::string> out;
  const toml::node* node = t.get(key);
  if (!node) return out;
  const toml::array* array = node->as_array();
  if (!array) throw FieldError{"field '" + std::string(key) + "' must be an array of strings"};
  for (std::size_t i = 0; i < array->size(); ++i) {
    auto s = array->get(i)->value_exact<std::string>();
    if (!s) {
      throw FieldError{"field '" + std::string(key) + "' element " + std::to_string(i + 1) +
                       " is not a string"};
    }
    out.push_back(*s);
  }
  return out;
}

PhhHand read_hand(const toml::table& t, const std::string& source, std::string name) {
  PhhHand hand;
  hand.source = source;
  hand.name = std::move(name);
  hand.line = static_cast<int>(t.source().begin.line);
  try {
    if (hand.name.empty()) {
      if (const toml::node* h = t.get("hand")) {
        if (auto i = h->value_exact<std::int64_t>()) hand.name = std::to_string(*i);
        if (auto s = h->value_exact<std::string>()) hand.name = *s;
      }
    }
    const toml::node* variant = t.get("variant");
    if (!variant) throw FieldError{"missing required field 'variant'"};
    auto v = variant->value_exact<std::string>();
    if (!v) throw FieldError{"field 'variant' must be a string"};
    hand.variant = *v;

    auto stacks = read_numbers(t, "starting_stacks");
    if (!stacks) throw FieldError{"missing required field 'starting_stacks'"};
    hand.starting_stacks = *stacks;
    // Antes and blinds may be omitted when all zero (PokerKit accepts that); default them.
    hand.antes = read_numbers(t, "antes").value_or(std::vector<double>(stacks->size(), 0.0));
    hand.blinds_or_straddles =
        read_numbers(t, "blinds_or_straddles").value_or(std::vector<double>(stacks->size(), 0.0));
    hand.min_bet = read_number(t, "min_bet");
    hand.small_bet = read_number(t, "small_bet");
    hand.big_bet = read_number(t, "big_bet");
    hand.bring_in = read_number(t, "bring_in");
    if (const toml::node* trim = t.get("ante_trimming_status")) {
      auto b = trim->value_exact<bool>();
      if (!b) throw FieldError{"field 'ante_trimming_status' must be true or false"};
      hand.ante_trimming_status = *b;
    }
    // Our own field (the arena writes it): antes were layered with the bets by what each player
    // put in (R14), the engine's way, whatever ante_trimming_status says.
    if (const toml::node* layered = t.get("_antes_layered")) {
      auto b = layered->value_exact<bool>();
      if (!b) throw FieldError{"field '_antes_layered' must be true or false"};
      hand.antes_layered = *b;
    }
    if (!t.get("actions")) throw FieldError{"missing required field 'actions'"};
    hand.actions = read_strings(t, "actions");
    hand.finishing_stacks = read_numbers(t, "finishing_stacks");
    hand.players = read_strings(t, "players");
    for (auto [key, out] : {std::pair{"_protected", &hand.protected_players},
                            std::pair{"_mucked", &hand.mucked_players}}) {
      for (double number : read_numbers(t, key).value_or(std::vector<double>{})) {
        if (number < 1 || number > static_cast<double>(stacks->size()) ||
            number != static_cast<int>(number))
          throw FieldError{"field '" + std::string(key) + "' must list player numbers 1.." +
                           std::to_string(stacks->size())};
        out->push_back(static_cast<int>(number));
      }
    }
  } catch (const FieldError& e) {
    hand.error = e.message;
  }
  return hand;
}

}  // namespace

std::string PhhHand::label() const {
  return name.empty() ? source : source + " [" + name + "]";
}

std::vector<PhhHand> parse_phh(std::string_view text, const std::string& source) {
  toml::table root;
  try {
    root = toml::parse(text, source);
  } catch (const toml::parse_error& e) {
    std::ostringstream msg;
    msg << source << ":" << e.source().begin.line << ":" << e.source().begin.column
        << ": not valid TOML: " << e.description();
    throw PhhFileError(msg.str());
  }

  std::vector<PhhHand> hands;
  // A hand at the top level (.phh); otherwise every table is a hand (.phhs).
  if (root.contains("variant") || root.contains("actions")) {
    hands.push_back(read_hand(root, source, ""));
    return hands;
  }
  for (auto&& [key, node] : root) {
    if (const toml::table* t = node.as_table()) {
      hands.push_back(read_hand(*t, source, std::string(key.str())));
    }
  }
  // toml++ keeps tables sorted by key ("10" before "2"): restore the file's order.
  std::stable_sort(hands.begin(), hands.end(),
                   [](const PhhHand& a, const PhhHand& b) { return a.line < b.line; });
  return hands;
}

std::vector<PhhHand> read_phh_file(const std::filesystem::path& path) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec)) {
    throw PhhFileError(path.string() + ": no such file");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw PhhFileError(path.string() + ": cannot open the file");
  std::ostringstream buffer;
  buffer << in.rdbuf();
  return parse_phh(buffer.str(), path.string());
}

}  // namespace arena::phh
