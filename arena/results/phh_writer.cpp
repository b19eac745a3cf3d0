#include "arena/results/phh_writer.hpp"

#include <algorithm>
#include <cstdio>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include "arena/results/phh_writer_actions.hpp"

namespace arena {
namespace {

using poker::Chips;

template <typename T>
std::string toml_array(const std::vector<T>& values) {
  // Built as a string: a stream per array cost the log writer more than the rest of the table.
  std::string s = "[";
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (i > 0) s += ", ";
    if constexpr (std::is_same_v<T, std::string>) {
      s += values[i];  // already a TOML string
    } else {
      s += std::to_string(values[i]);
    }
  }
  s += ']';
  return s;
}

// Hand player indices in PHH order: clockwise from the player after the button, button last.
std::vector<int> phh_order(const RecordedHand& h) {
  std::vector<int> order;
  for (int k = 1; k <= h.size(); ++k) order.push_back((h.button + k) % h.size());
  return order;
}

}  // namespace

std::string toml_string(const std::string& text) {
  std::string out = "\"";
  for (unsigned char c : text) {
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
  return out + "\"";
}

std::string phh_hand_text(const RecordedHand& h, const PhhRunInfo& run) {
  const int n = h.size();
  const std::vector<int> order = phh_order(h);
  std::vector<int> pnum(static_cast<std::size_t>(n));
  for (int k = 0; k < n; ++k)
    pnum[static_cast<std::size_t>(order[static_cast<std::size_t>(k)])] = k + 1;

  // Forced bets by blind position: p1, p2, ... except heads-up, where the standard reverse-assigns
  // them (p1, the big blind, posts index 1), so the button's ante and blind come first.
  std::vector<Chips> antes, blinds, stacks, finishing, winnings;
  std::vector<int> seats;
  std::vector<std::string> names;
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
    names.push_back(toml_string(rp.name));
  }
  // The antes actually posted. Every player posts an every-player ante (layered with the bets:
  // PHH's ante trimming); only the big blind posts a big-blind ante, which goes whole into the
  // main pot (no trimming). R5, R14.
  const auto anted = std::count_if(antes.begin(), antes.end(), [](Chips a) { return a > 0; });
  const bool layered_antes = anted > 1;

  std::ostringstream s;
  s << "variant = \"" << phh_variant(h) << "\"\n";
  if (layered_antes) s << "ante_trimming_status = true\n";
  s << "antes = " << toml_array(antes) << '\n';
  if (stud) {
    s << "bring_in = " << h.bring_in << '\n';
  } else {
    s << "blinds_or_straddles = " << toml_array(blinds) << '\n';
  }
  if (h.structure == poker::Structure::FixedLimit) {
    s << "small_bet = " << h.small_bet << '\n' << "big_bet = " << h.big_bet << '\n';
  } else {
    s << "min_bet = " << h.min_bet << '\n';
  }
  s << "starting_stacks = " << toml_array(stacks) << '\n';
  s << "actions = [\n";
  for (const std::string& a : phh_action_lines(h, pnum)) s << "  " << toml_string(a) << ",\n";
  s << "]\n";
  if (!run.event.empty()) s << "event = " << toml_string(run.event) << '\n';
  s << "hand = " << h.hand << '\n';
  s << "level = " << h.level << '\n';
  if (h.table > 0) s << "table = " << h.table << '\n';  // R48: a multi-table tournament's
  s << "seats = " << toml_array(seats) << '\n';
  if (run.seat_count > 0) s << "seat_count = " << run.seat_count << '\n';
  s << "players = " << toml_array(names) << '\n';
  s << "finishing_stacks = " << toml_array(finishing) << '\n';
  s << "winnings = " << toml_array(winnings) << '\n';
  if (run.time_limit_s > 0) s << "time_limit = " << run.time_limit_s << '\n';
  // Our own fields (the standard leaves names starting with '_' to users).
  s << "_structure = " << toml_string(std::string(poker::to_string(h.structure))) << '\n';
  if (!run.mode.empty()) s << "_mode = " << toml_string(run.mode) << '\n';
  if (!run.seed_hash.empty()) s << "_seed_hash = " << toml_string(run.seed_hash) << '\n';
  s << "_button_seat = " << h.players[static_cast<std::size_t>(h.button)].seat + 1 << '\n';
  // R26 and R27, which PHH cannot say: the players whose fold is an all-in protection, and the
  // players whose muck is a losing hand left unshown (not a hand given up, as a muck is in PHH).
  std::vector<int> protected_players, mucked_players;
  for (const RecordedEvent& e : h.events) {
    if (e.type == poker::EventType::Protect)
      protected_players.push_back(pnum[static_cast<std::size_t>(e.player)]);
    if (e.type == poker::EventType::Muck)
      mucked_players.push_back(pnum[static_cast<std::size_t>(e.player)]);
  }
  if (!protected_players.empty()) s << "_protected = " << toml_array(protected_players) << '\n';
  if (!mucked_players.empty()) s << "_mucked = " << toml_array(mucked_players) << '\n';
  return s.str();
}

std::string phhs_table(const nlohmann::json& record, const PhhRunInfo& run) {
  return phhs_table(read_recorded_hand(record), run);
}

std::string phhs_table(const RecordedHand& hand, const PhhRunInfo& run) {
  if (phh_variant(hand).empty()) return "";  // a game PHH does not define
  return "[" + std::to_string(hand.hand) + "]\n" + phh_hand_text(hand, run);
}

std::string_view phh_variant(const RecordedHand& hand) {
  return hand.dealt_game().phh_code(hand.structure);
}

}  // namespace arena
