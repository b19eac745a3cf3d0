#include "arena/protocol/wire.hpp"

#include <algorithm>
#include <cctype>

namespace arena::protocol {

// The engine spells each of these words once (engine/hand_names.cpp); the wire uses them as is.
std::string_view wire_name(poker::ActionType action) {
  return poker::to_string(action);
}

std::string_view wire_name(poker::Structure structure) {
  return poker::to_string(structure);
}

std::string_view wire_name(poker::AnteKind kind) {
  return poker::to_string(kind);
}

std::vector<std::string_view> legal_words(const poker::Legal& legal) {
  std::vector<std::string_view> words;
  for (const poker::ActionType t : poker::kActionTypes)
    if (poker::allows(legal, t)) words.push_back(poker::to_string(t));
  return words;
}

std::string folded_word(std::string_view word) {
  std::string folded(word);
  for (char& c : folded)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return folded;
}

std::optional<poker::ActionType> action_word(std::string_view word) {
  return poker::action_type_named(folded_word(word));
}

bool is_wire_name(std::string_view name) {
  return !name.empty() && std::all_of(name.begin(), name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
  });
}

std::string to_line(const Json& message) {
  // Invalid UTF-8 in a free text (an error quoting a bot's line) must not throw
  // mid-tournament: replace it.
  std::string line = message.dump(-1, ' ', false, Json::error_handler_t::replace);
  line.push_back('\n');
  return line;
}

}  // namespace arena::protocol
