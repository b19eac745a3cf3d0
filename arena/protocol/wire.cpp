#include "arena/protocol/wire.hpp"

#include <algorithm>
#include <cctype>

namespace arena::protocol {

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

std::vector<std::string_view> legal_words(const poker::Legal& legal) {
  std::vector<std::string_view> words;
  if (legal.fold) words.push_back("fold");
  if (legal.check) words.push_back("check");
  if (legal.call) words.push_back("call");
  if (legal.bet) words.push_back("bet");
  if (legal.raise) words.push_back("raise");
  return words;
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
