#include "arena/results/phh_writer.hpp"

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

#include "arena/results/phh_writer_actions.hpp"

namespace arena {
namespace {

using poker::Chips;

template <typename T>
void append_toml_array(std::string& out, const std::vector<T>& values) {
  out += '[';
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) out += ", ";
    append_toml_integer(out, values[i]);
  }
  out += ']';
}

// `key = value` lines.
void number_line(std::string& out, std::string_view key, std::int64_t v) {
  out += key;
  out += " = ";
  append_toml_integer(out, v);
  out += '\n';
}
template <typename T>
void array_line(std::string& out, std::string_view key, const std::vector<T>& values) {
  out += key;
  out += " = ";
  append_toml_array(out, values);
  out += '\n';
}
void string_line(std::string& out, std::string_view key, std::string_view text) {
  out += key;
  out += " = ";
  append_toml_string(out, text);
  out += '\n';
}

// Hand player indices in PHH order: clockwise from the player after the button, button last.
std::vector<int> phh_order(const RecordedHand& h) {
  std::vector<int> order;
  for (int k = 1; k <= h.size(); ++k) order.push_back((h.button + k) % h.size());
  return order;
}

// The PHH fields of one hand appended to out.
void append_phh_hand_text(std::string& out, const RecordedHand& h, const PhhRunInfo& run) {
  const int n = h.size();
  const std::vector<int> order = phh_order(h);
  std::vector<int> pnum(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k)
    pnum[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])] = k + 1;

  // Forced bets by blind position: p1, p2, ... except heads-up, where the standard reverse-assigns
  // them (p1, the big blind, posts index 1), so the button's ante and blind come first.
  std::vector<Chips> antes, blinds, stacks, finishing, winnings;
  std::vector<int> seats;
  std::vector<Chips> won(static_cast<std::size_t>(n));
  // Stud has no blinds (R39): nothing to reverse-assign heads-up, and a bring-in instead.
  const bool stud = h.dealt_game().family() == poker::Family::Stud;
  for (const RecordedEvent& e : h.events)
    if (e.type == poker::EventType::WinPot) won[static_cast<std::size_t>(e.player)] += e.amount;
  for (int k = 0; k < n; ++k) {
    const int p = order[static_cast<std::size_t>(k)];
    const int forced_p = n == 2 && !stud ? order[static_cast<std::size_t>(1 - k)] : p;
    antes.push_back(h.players[static_cast<std::size_t>(forced_p)].ante);
    blinds.push_back(k == 0 ? h.small_blind : k == 1 ? h.big_blind : 0);
    const RecordedPlayer& rp = h.players[static_cast<std::size_t>(p)];
    stacks.push_back(rp.stack);
    finishing.push_back(rp.final_stack);
    winnings.push_back(won[static_cast<std::size_t>(p)]);
    seats.push_back(rp.seat + 1);
  }
  // The antes actually posted. Every player posts an every-player ante (layered with the bets:
  // PHH's ante trimming); only the big blind posts a big-blind ante, which goes whole into the
  // main pot (no trimming). R5, R14.
  const auto anted = std::count_if(antes.begin(), antes.end(), [](Chips a) { return a > 0; });
  const bool layered_antes = anted > 1;

  out += "variant = \"";
  out += phh_variant(h);
  out += "\"\n";
  if (layered_antes) out += "ante_trimming_status = true\n";
  array_line(out, "antes", antes);
  if (stud) {
    number_line(out, "bring_in", h.bring_in);
  } else {
    array_line(out, "blinds_or_straddles", blinds);
  }
  if (h.structure == poker::Structure::FixedLimit) {
    number_line(out, "small_bet", h.small_bet);
    number_line(out, "big_bet", h.big_bet);
  } else {
    number_line(out, "min_bet", h.min_bet);
  }
  array_line(out, "starting_stacks", stacks);
  out += "actions = [\n";
  append_phh_actions(out, h, pnum);
  out += "]\n";
  if (!run.event.empty()) string_line(out, "event", run.event);
  number_line(out, "hand", h.hand);
  number_line(out, "level", h.level);
  if (h.table > 0) number_line(out, "table", h.table);  // R48: a multi-table tournament's
  array_line(out, "seats", seats);
  if (run.seat_count > 0) number_line(out, "seat_count", run.seat_count);
  out += "players = [";
  for (int k = 0; k < n; ++k) {
    if (k > 0) out += ", ";
    append_toml_string(
        out, h.players[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])].name);
  }
  out += "]\n";
  array_line(out, "finishing_stacks", finishing);
  array_line(out, "winnings", winnings);
  if (run.time_limit_s > 0) {
    // As an ostream writes a double by default: %g, 6 significant digits.
    char buf[32];
    out += "time_limit = ";
    out.append(
        buf,
        std::to_chars(buf, buf + sizeof buf, run.time_limit_s, std::chars_format::general, 6).ptr);
    out += '\n';
  }
  // Our own fields (the standard leaves names starting with '_' to users).
  string_line(out, "_structure", poker::to_string(h.structure));
  if (!run.mode.empty()) string_line(out, "_mode", run.mode);
  if (!run.seed_hash.empty()) string_line(out, "_seed_hash", run.seed_hash);
  number_line(out, "_button_seat", h.players[static_cast<std::size_t>(h.button)].seat + 1);
  // R26 and R27, which PHH cannot say: the players whose fold is an all-in protection, and the
  // players whose muck is a losing hand left unshown (not a hand given up, as a muck is in PHH).
  std::vector<int> protected_players, mucked_players;
  for (const RecordedEvent& e : h.events) {
    if (e.type == poker::EventType::Protect)
      protected_players.push_back(pnum[static_cast<std::size_t>(e.player)]);
    if (e.type == poker::EventType::Muck)
      mucked_players.push_back(pnum[static_cast<std::size_t>(e.player)]);
  }
  if (!protected_players.empty()) array_line(out, "_protected", protected_players);
  if (!mucked_players.empty()) array_line(out, "_mucked", mucked_players);
}

}  // namespace

// The PHH text is written straight into one string with to_chars: an ostringstream per hand (and a
// string per array and per quoted value) cost the log writer more than the hand record line.
void append_toml_integer(std::string& out, std::int64_t v) {
  char buf[24];
  const char* end = std::to_chars(buf, buf + sizeof buf, v).ptr;
  out.append(buf, static_cast<std::size_t>(end - buf));  // (first, last) would go by _M_replace
}

void append_toml_string(std::string& out, std::string_view text) {
  out += '"';
  // An action line or a card list has nothing to escape: its plain run goes in with one append.
  std::size_t plain = 0;
  for (; plain < text.size(); ++plain) {
    const auto c = static_cast<unsigned char>(text[plain]);
    if (c < 0x20 || c == 0x7F || c == '"' || c == '\\') break;
  }
  out.append(text.data(), plain);
  for (unsigned char c : text.substr(plain)) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20 || c == 0x7F) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04X", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
    }
  }
  out += '"';
}

std::string toml_string(const std::string& text) {
  std::string out;
  append_toml_string(out, text);
  return out;
}

std::string phh_hand_text(const RecordedHand& h, const PhhRunInfo& run) {
  std::string out;
  append_phh_hand_text(out, h, run);
  return out;
}

std::string phhs_table(const nlohmann::json& record, const PhhRunInfo& run) {
  return phhs_table(read_recorded_hand(record), run);
}

std::string phhs_table(const RecordedHand& hand, const PhhRunInfo& run) {
  std::string out;
  append_phhs_table(out, hand, run);
  return out;
}

bool append_phhs_table(std::string& out, const RecordedHand& hand, const PhhRunInfo& run) {
  if (phh_variant(hand).empty()) return false;  // a game PHH does not define
  out += '[';
  append_toml_integer(out, hand.hand);
  out += "]\n";
  append_phh_hand_text(out, hand, run);
  return true;
}

std::string_view phh_variant(const RecordedHand& hand) {
  return hand.dealt_game().phh_code(hand.structure);
}

}  // namespace arena
