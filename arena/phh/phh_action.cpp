#include "arena/phh/phh_action.hpp"

#include <cctype>
#include <charconv>
#include <cmath>

namespace arena::phh {
namespace {

std::vector<std::string_view> split_words(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    std::size_t start = i;
    while (i < text.size() && !std::isspace(static_cast<unsigned char>(text[i]))) ++i;
    if (i > start) words.push_back(text.substr(start, i - start));
  }
  return words;
}

// "p1" -> 0; -1 when the word is not a player.
int parse_player(std::string_view word) {
  if (word.size() < 2 || word[0] != 'p') return -1;
  int n = 0;
  auto [ptr, ec] = std::from_chars(word.data() + 1, word.data() + word.size(), n);
  if (ec != std::errc() || ptr != word.data() + word.size() || n < 1) return -1;
  return n - 1;
}

bool parse_amount(std::string_view word, double& out) {
  // from_chars for double is in libstdc++ 11+; it rejects "inf" spellings we do not want anyway.
  auto [ptr, ec] = std::from_chars(word.data(), word.data() + word.size(), out);
  return ec == std::errc() && ptr == word.data() + word.size() && std::isfinite(out);
}

}  // namespace

std::variant<PhhAction, std::string> parse_phh_action(std::string_view text) {
  PhhAction action;
  if (auto hash = text.find('#'); hash != std::string_view::npos) {
    std::string_view comment = text.substr(hash + 1);
    while (!comment.empty() && comment.front() == ' ') comment.remove_prefix(1);
    action.commentary = std::string(comment);
    text = text.substr(0, hash);
  }
  auto words = split_words(text);
  if (words.empty()) return action;  // no-op

  auto cards_of = [](std::string_view word) -> std::variant<std::vector<poker::Card>, std::string> {
    auto cards = poker::parse_cards(word);
    if (!cards || cards->empty()) return "bad cards '" + std::string(word) + "'";
    return *cards;
  };

  if (words[0] == "d") {
    if (words.size() >= 2 && words[1] == "dh") {
      if (words.size() != 4) return std::string("expected 'd dh pN CARDS'");
      action.kind = PhhActionKind::DealHole;
      action.player = parse_player(words[2]);
      if (action.player < 0) return "bad player '" + std::string(words[2]) + "'";
      auto cards = cards_of(words[3]);
      if (auto* e = std::get_if<std::string>(&cards)) return *e;
      action.cards = std::get<std::vector<poker::Card>>(cards);
      return action;
    }
    if (words.size() >= 2 && words[1] == "db") {
      if (words.size() != 3) return std::string("expected 'd db CARDS'");
      action.kind = PhhActionKind::DealBoard;
      auto cards = cards_of(words[2]);
      if (auto* e = std::get_if<std::string>(&cards)) return *e;
      action.cards = std::get<std::vector<poker::Card>>(cards);
      return action;
    }
    return std::string("unknown dealer action (expected 'd dh' or 'd db')");
  }

  action.player = parse_player(words[0]);
  if (action.player < 0) {
    return "unknown actor '" + std::string(words[0]) + "' (expected 'd' or 'pN')";
  }
  if (words.size() < 2) return std::string("missing action after the player");
  std::string_view verb = words[1];
  std::size_t args = words.size() - 2;
  if (verb == "f" || verb == "cc" || verb == "pb") {
    if (args != 0) return "'" + std::string(verb) + "' takes no argument";
    action.kind = verb == "f"    ? PhhActionKind::Fold
                  : verb == "cc" ? PhhActionKind::CheckCall
                                 : PhhActionKind::BringIn;
    return action;
  }
  if (verb == "cbr") {
    if (args != 1) return std::string("'cbr' takes one amount");
    if (!parse_amount(words[2], action.amount) || action.amount <= 0) {
      return "bad amount '" + std::string(words[2]) + "'";
    }
    action.kind = PhhActionKind::BetRaise;
    return action;
  }
  if (verb == "sm" || verb == "sd") {
    if (args > 1) return "'" + std::string(verb) + "' takes at most one run of cards";
    action.kind = verb == "sm" ? PhhActionKind::ShowMuck : PhhActionKind::Discard;
    if (args == 1) {
      if (verb == "sm" && words[2] == "-") {
        action.shows_dealt = true;
        return action;
      }
      auto cards = cards_of(words[2]);
      if (auto* e = std::get_if<std::string>(&cards)) return *e;
      action.cards = std::get<std::vector<poker::Card>>(cards);
    }
    return action;
  }
  return "unknown action '" + std::string(verb) + "'";
}

}  // namespace arena::phh
