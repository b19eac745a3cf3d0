#include "arena/check/trace_summary.hpp"

#include <cstdlib>
#include <fstream>
#include <nlohmann/json.hpp>
#include <string_view>

namespace arena::check {
namespace {

using Json = nlohmann::json;

constexpr std::size_t kQuotedBytes = 200;
constexpr std::size_t kNotProtocolKept = 5;

// A trace line: "<ms> -> line" or "<ms> <- line"; false for the cap's marker.
bool split_line(std::string_view text, double& ms, bool& from_bot, std::string_view& line) {
  const std::size_t start = text.find_first_not_of(' ');
  if (start == std::string_view::npos) return false;
  text.remove_prefix(start);
  const std::size_t space = text.find(' ');
  if (space == std::string_view::npos || text.size() < space + 4) return false;
  const std::string number(text.substr(0, space));
  char* end = nullptr;
  ms = std::strtod(number.c_str(), &end);
  if (end == number.c_str()) return false;
  const std::string_view arrow = text.substr(space + 1, 2);
  if (arrow != "->" && arrow != "<-") return false;
  from_bot = arrow == "<-";
  line = text.substr(space + 4);
  return true;
}

std::string field_text(const Json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

std::int64_t field_number(const Json& j, const char* key) {
  const auto it = j.find(key);
  return it != j.end() && it->is_number_integer() ? it->get<std::int64_t>() : 0;
}

bool offers(const Json& act, const char* word) {
  const auto legal = act.find("legal");
  if (legal == act.end() || !legal->is_array()) return false;
  for (const auto& w : *legal)
    if (w == word) return true;
  return false;
}

// A request the arena wrote: what the turn offered.
Turn turn_of(const Json& request, bool draw) {
  Turn t;
  t.id = field_number(request, "id");
  t.hand = field_number(request, "hand");
  t.street = field_text(request, "street");
  t.draw = draw;
  if (!draw) {
    const std::int64_t to_call = field_number(request, "to_call");
    const std::int64_t stack = field_number(request, "stack");
    const std::int64_t bet = field_number(request, "bet");
    const bool can_size = offers(request, "bet") || offers(request, "raise");
    const std::int64_t min_to = field_number(request, "min_raise_to");
    const std::int64_t max_to = field_number(request, "max_raise_to");
    t.facing_bet = to_call > 0;
    t.sized = can_size && min_to < max_to;
    t.min_to = min_to;
    t.max_to = max_to;
    // All in to call, or no raise short of all in: the spots a bot must not get wrong.
    t.all_in = (to_call > 0 && to_call >= stack) || (can_size && min_to >= bet + stack);
  }
  return t;
}

}  // namespace

TraceSummary read_trace(const std::filesystem::path& trace) {
  TraceSummary out;
  std::ifstream in(trace, std::ios::binary);
  if (!in) return out;
  out.found = true;
  std::optional<double> hello_at;
  std::vector<double> asked_at;  // by turn index
  std::string last_bot_line;
  // The first line since the latest request that the arena would take as its answer (not an
  // advance or show request, not an answer to another id): what a refusal refused. A bot that
  // prints a debugging line before its answer has that line refused, not the answer after it.
  std::string taken_line;
  std::string text;
  while (std::getline(in, text)) {
    if (text.rfind("[arena: trace cut", 0) == 0) {
      out.cut = true;
      break;
    }
    double ms = 0;
    bool from_bot = false;
    std::string_view line;
    if (!split_line(text, ms, from_bot, line)) continue;
    const Json j = Json::parse(line, nullptr, false);
    const std::string type = j.is_object() ? field_text(j, "type") : std::string();
    if (!from_bot) {
      if (type == "hello") {
        if (!hello_at) hello_at = ms;
      } else if (type == "act" || type == "draw") {
        out.turns.push_back(turn_of(j, type == "draw"));
        asked_at.push_back(ms);
        last_bot_line.clear();
        taken_line.clear();
      } else if (type == "timeout") {
        const std::int64_t id = field_number(j, "id");
        for (auto it = out.turns.rbegin(); it != out.turns.rend(); ++it) {
          if (it->id != id) continue;
          it->timeout_reason = field_text(j, "reason");
          it->error = field_text(j, "error");
          it->bot_line = taken_line.empty() ? last_bot_line : taken_line;
          it->answer_ms.reset();
          break;
        }
      } else if (type == "advanced") {
        ++out.advance_applied;
      } else if (type == "advance_void") {
        ++out.advance_void;
      } else if (type == "advance_ignored") {
        ++out.advance_ignored;
      } else if (type == "bye") {
        out.told_bye = true;
      }
      continue;
    }
    last_bot_line = std::string(line.substr(0, kQuotedBytes));
    const bool other_id = (type == "action" || type == "discard") && !out.turns.empty() &&
                          field_number(j, "id") != out.turns.back().id;
    if (taken_line.empty() && type != "advance" && type != "show" && !other_id)
      taken_line = last_bot_line;
    if (type == "ready") {
      if (!out.ready_ms && hello_at) {
        out.ready_ms = ms - *hello_at;
        out.name = field_text(j, "name");
        out.version = field_text(j, "version");
      }
    } else if (type == "action" || type == "discard") {
      const std::int64_t id = field_number(j, "id");
      for (std::size_t i = out.turns.size(); i-- > 0;) {
        Turn& t = out.turns[i];
        if (t.id != id) continue;
        if (!t.answer_ms && t.timeout_reason.empty()) {
          t.answer_ms = ms - asked_at[i];
          const std::string word = field_text(j, "action");
          if (word == "bet" || word == "raise") t.answered_to = field_number(j, "amount");
        }
        break;
      }
    } else if (type == "advance") {
      ++out.advance_sent;
    } else if (type == "show") {  // R27's request to show a losing hand: protocol too
    } else {
      ++out.not_protocol_count;
      if (out.not_protocol.size() < kNotProtocolKept) out.not_protocol.push_back(last_bot_line);
    }
  }
  return out;
}

}  // namespace arena::check
