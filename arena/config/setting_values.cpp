#include "arena/config/setting_values.hpp"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cmath>
#include <optional>
#include <sstream>

#include "arena/config/json_fields.hpp"
#include "engine/game_mix.hpp"

namespace arena {

using config_detail::fail;
using config_detail::get_integer;
using config_detail::get_number;
using config_detail::get_string;
using config_detail::show;
using config_detail::type_phrase;
using nlohmann::json;

namespace {

constexpr std::size_t kMaxSeedLength = 1024;

bool is_name_char(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '_' || c == '.' || c == '-';
}

// Names become file and folder names (results/<run>/, <bot>.stderr.log), so only a safe set of
// characters, and no leading '.' (no ".", "..", or hidden files).
void check_name(std::string_view name, std::size_t max_length, const std::string& where) {
  if (name.empty()) fail(where, "must not be empty");
  if (name.size() > max_length) {
    fail(where, "'" + std::string(name) + "' is longer than " + std::to_string(max_length) +
                    " characters");
  }
  if (!std::all_of(name.begin(), name.end(), is_name_char)) {
    fail(where, "'" + std::string(name) + "' may only contain letters, digits, '_', '.' and '-'");
  }
  if (name.front() == '.') fail(where, "'" + std::string(name) + "' must not start with '.'");
}

void check_command(std::string_view command, const std::string& where) {
  if (std::all_of(command.begin(), command.end(),
                  [](char c) { return std::isspace(static_cast<unsigned char>(c)); })) {
    fail(where, "must not be empty (the command line that starts the bot)");
  }
  for (const char c : command) {
    if (std::iscntrl(static_cast<unsigned char>(c)) && c != '\t') {
      fail(where, "must be one line without control characters");
    }
  }
}

std::string lowercase(std::string_view text) {
  std::string out(text);
  for (auto& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

json check_paths(const json& value, const std::string& where) {
  if (!value.is_array()) {
    fail(where,
         "must be an array of paths, got " + std::string(type_phrase(value)) + " " + show(value));
  }
  for (std::size_t i = 0; i < value.size(); ++i) {
    const std::string item_where = where + "[" + std::to_string(i) + "]";
    if (get_string(value[i], item_where).empty()) fail(item_where, "must not be empty");
  }
  return value;
}

// A bot's own environment variables: names as a shell takes them; the ones the arena sets
// itself are refused, so that what a bot gets is what the docs say.
void check_env(const json& value, const std::string& where) {
  if (!value.is_object()) {
    fail(where, "must be an object of names and texts, like {\"OMP_NUM_THREADS\": \"1\"}, got " +
                    std::string(type_phrase(value)) + " " + show(value));
  }
  for (const auto& [name, text] : value.items()) {
    const std::string item_where = where + "." + name;
    const bool valid = !name.empty() && !std::isdigit(static_cast<unsigned char>(name[0])) &&
                       std::all_of(name.begin(), name.end(), [](char c) {
                         return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
                       });
    if (!valid) fail(item_where, "is not a valid variable name (letters, digits and '_')");
    if (name == "HOME" || name == "TMPDIR") {
      fail(item_where, "is set by the arena (the bot's own folder)");
    }
    const std::string content = get_string(text, item_where);
    if (content.find('\0') != std::string::npos) fail(item_where, "must not contain a NUL");
  }
}

// A bot's own limits: the run's limit rows' keys and bounds.
void check_bot_limits(const json& value, const std::string& where) {
  if (!value.is_object()) {
    fail(where, "must be an object like {\"memory_mb\": 512}, got " +
                    std::string(type_phrase(value)) + " " + show(value));
  }
  std::vector<std::string_view> keys;
  for (const BotLimitKey& limit : kBotLimitKeys) keys.push_back(limit.key);
  config_detail::reject_unknown_fields(value, keys, where);
  for (const auto& [key, limit] : value.items()) {
    const SettingRow* row = find_setting_by_key("limits." + key);
    get_integer(limit, where + "." + key, row->min, row->max);
  }
}

json check_bots(const json& value, const SettingRow& row, const SettingSource& source) {
  const std::string where = source.label(row);
  if (!value.is_array()) {
    fail(where, "must be an array of {\"name\": ..., \"command\": ...}, got " +
                    std::string(type_phrase(value)));
  }
  // At most a league's pool here; how many one table takes is checked with the kind of run.
  if (value.size() < static_cast<std::size_t>(kMinBots)) {
    fail(where, std::to_string(value.size()) + " bot" + (value.size() == 1 ? "" : "s") +
                    " given, a run needs at least " + std::to_string(kMinBots));
  }
  if (value.size() > static_cast<std::size_t>(kMaxLeagueBots)) {
    fail(where, std::to_string(value.size()) +
                    " bots given, a league's pool or a multi-table field holds at most " +
                    std::to_string(kMaxLeagueBots));
  }
  for (std::size_t i = 0; i < value.size(); ++i) {
    const json& item = value[i];
    const std::string item_where = source.name + ": bots[" + std::to_string(i) + "]";
    if (!item.is_object()) {
      fail(item_where,
           "must be an object like {\"name\": \"alice\", \"command\": \"build/bin/caller\"}, "
           "got " +
               std::string(type_phrase(item)) + " " + show(item));
    }
    config_detail::reject_unknown_fields(item, {"name", "command", "env", "limits", "read_only"},
                                         item_where);
    if (!item.contains("name")) fail(item_where, "name: missing");
    if (!item.contains("command")) fail(item_where, "command: missing");
    const std::string name = get_string(item["name"], source.bot_label(i, "name"));
    check_name(name, kMaxBotNameLength, source.bot_label(i, "name"));
    check_command(get_string(item["command"], source.bot_label(i, "command")),
                  source.bot_label(i, "command"));
    if (item.contains("env")) check_env(item["env"], source.bot_label(i, "env"));
    if (item.contains("limits")) check_bot_limits(item["limits"], source.bot_label(i, "limits"));
    if (item.contains("read_only"))
      check_paths(item["read_only"], source.bot_label(i, "read_only"));
    // Case-insensitive: the names become log file names, and some file systems fold case.
    for (std::size_t j = 0; j < i; ++j) {
      if (lowercase(value[j]["name"].get<std::string>()) == lowercase(name)) {
        const std::string first =
            source.flags ? "--bot #" + std::to_string(j + 1) : "bots[" + std::to_string(j) + "]";
        fail(source.bot_label(i, "name"), "'" + name + "' is already used by " + first);
      }
    }
  }
  return value;
}

json check_points(const json& value, const std::string& where) {
  if (!value.is_array()) {
    fail(where, "must be an array of numbers by place, got " + std::string(type_phrase(value)) +
                    " " + show(value));
  }
  if (value.empty()) fail(where, "must list at least one place's points");
  // A multi-table tournament places as many as a league's pool (R48).
  if (value.size() > static_cast<std::size_t>(kMaxLeagueBots)) {
    fail(where, "has " + std::to_string(value.size()) + " entries, at most " +
                    std::to_string(kMaxLeagueBots) + " places exist");
  }
  std::vector<double> points;
  for (std::size_t i = 0; i < value.size(); ++i) {
    points.push_back(get_number(value[i], where + "[" + std::to_string(i) + "]"));
    if (i > 0 && points[i] > points[i - 1]) {
      std::ostringstream message;
      message << "place " << i + 1 << " earns " << points[i] << ", more than place " << i << "'s "
              << points[i - 1] << " (points must not increase down the places)";
      fail(where, message.str());
    }
  }
  return points;
}

json check_seed(const json& value, const std::string& where) {
  std::string seed;
  // A number is taken as its decimal text, so "seed": 7 and "seed": "7" deal the same cards.
  if (value.is_number_unsigned() || (value.is_number_integer() && value.get<std::int64_t>() >= 0)) {
    seed = value.dump();
  } else if (value.is_string()) {
    seed = value.get<std::string>();
  } else if (value.is_number_integer()) {
    fail(where, "must be a string or a non-negative whole number, got " + show(value));
  } else {
    fail(where, "must be a string or a non-negative whole number, got " +
                    std::string(type_phrase(value)) + " " + show(value));
  }
  if (seed.size() > kMaxSeedLength)
    fail(where, "is longer than " + std::to_string(kMaxSeedLength) + " characters");
  return seed;
}

json check_choice(const SettingRow& row, const json& value, const std::string& where) {
  const std::string text = get_string(value, where);
  for (const SettingChoice& choice : row.choices)
    if (text == choice.word || (!choice.alias.empty() && text == choice.alias)) return choice.word;
  std::string expected;
  for (std::size_t i = 0; i < row.choices.size(); ++i) {
    if (i > 0) expected += i + 1 == row.choices.size() ? " or " : ", ";
    expected += row.choices[i].word;
  }
  fail(where,
       "unknown " + std::string(row.choice_noun) + " '" + text + "' (expected " + expected + ")");
}

// A game's word (one of the row's choices) or a mix of them (R44, engine/game_mix.hpp).
json check_game(const SettingRow& row, const json& value, const std::string& where) {
  const std::string text = get_string(value, where);
  std::string error;
  if (poker::parse_game_mix(text, error)) return text;
  if (!error.empty()) fail(where, "'" + text + "': " + error);
  for (const SettingChoice& choice : row.choices)
    if (text == choice.word) return text;
  std::string expected;
  for (const SettingChoice& choice : row.choices) expected += std::string(choice.word) + ", ";
  fail(where, "unknown game '" + text + "' (expected " + expected +
                  "or a mix: horse, 8-game, mix:GAME[/STRUCTURE],GAME...)");
}

json check_schedule(const json& value, const std::string& where) {
  if (value.is_string()) {
    if (value.get<std::string>().empty()) fail(where, "must not be empty");
    return value;
  }
  if (value.is_object()) {
    if (value.contains("file")) get_string(value["file"], where + ".file");
    return value;  // the schedule file format's own checks run when it is stored
  }
  fail(where,
       "must be a schedule file path (or name such as \"turbo\") or an inline schedule object, "
       "got " +
           std::string(type_phrase(value)) + " " + show(value));
}

// The number a text holds, all of it and finite ("1.5", "-2"), or none.
std::optional<double> number_in_text(const std::string& text) {
  std::size_t used = 0;
  double value = 0;
  try {
    value = std::stod(text, &used);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  if (text.empty() || used != text.size() || !std::isfinite(value)) return std::nullopt;
  return value;
}

// "10,6,3,1" -> [10, 6, 3, 1].
json points_from_text(std::string_view text, const std::string& where) {
  json points = json::array();
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto comma = std::min(text.find(',', start), text.size());
    std::string item(text.substr(start, comma - start));
    const auto first = item.find_first_not_of(" \t");
    const auto last = item.find_last_not_of(" \t");
    item = first == std::string::npos ? "" : item.substr(first, last - first + 1);
    const std::optional<double> value = number_in_text(item);
    if (!value) {
      fail(where, "place " + std::to_string(points.size() + 1) + ": '" + item +
                      "' is not a number (expected a list like 10,6,3,1)");
    }
    points.push_back(*value);
    start = comma + 1;
  }
  return points;
}

// "alice=python3 bots/random_bot.py" -> {"name": "alice", "command": "python3 ..."}.
json bot_from_text(std::string_view text, const std::string& where) {
  const auto equals = text.find('=');
  if (equals == std::string_view::npos)
    fail(where, "'" + std::string(text) + "' must be NAME=COMMAND, e.g. alice=build/bin/caller");
  return {{"name", std::string(text.substr(0, equals))},
          {"command", std::string(text.substr(equals + 1))}};
}

// `--bot mine=python3 my_bot.py` unquoted: the shell splits the command, so the words after
// the first reach --bot as values of their own. Words with no '=' right after a bot are that
// bot's command cut apart: say how to quote it, showing the whole command as typed.
[[noreturn]] void refuse_unquoted_command(const std::vector<std::string>& texts, std::size_t stray,
                                          const std::string& where) {
  std::string whole = texts[stray - 1];
  for (std::size_t i = stray; i < texts.size() && texts[i].find('=') == std::string::npos; ++i)
    whole += " " + texts[i];
  fail(where, "'" + texts[stray] +
                  "' must be NAME=COMMAND; a command with spaces must be quoted: --bot '" + whole +
                  "'");
}

json integer_from_text(std::string_view text, const std::string& where) {
  std::int64_t value = 0;
  const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
  if (text.empty() || error != std::errc() || end != text.data() + text.size())
    fail(where, "must be a whole number, got '" + std::string(text) + "'");
  return value;
}

json check_number(const SettingRow& row, const json& value, const std::string& where) {
  const double number = get_number(value, where);
  if (number < static_cast<double>(row.min) || number > static_cast<double>(row.max)) {
    std::ostringstream message;
    message << "must be between " << row.min << " and " << row.max << ", got " << number;
    fail(where, message.str());
  }
  return number;
}

// Two bot names, different ones; whether they are in the run is checked with the bots.
json check_pair(const json& value, const std::string& where) {
  if (!value.is_array() || value.size() != 2) {
    fail(where, "must be two bot names like [\"alice\", \"bob\"], got " + show(value));
  }
  const std::string a = get_string(value[0], where + "[0]");
  const std::string b = get_string(value[1], where + "[1]");
  if (a.empty() || b.empty()) fail(where, "a bot name must not be empty");
  if (lowercase(a) == lowercase(b)) fail(where, "names '" + a + "' twice: a test needs two bots");
  return value;
}

json check_shard(const json& value, const std::string& where) {
  if (!value.is_string() || !LeagueShard::parse(value.get<std::string>())) {
    fail(where, "must be I/N, shard I of N with 1 <= I <= N <= " + std::to_string(kMaxShards) +
                    " (e.g. 2/3), got " + show(value));
  }
  return value;
}

json check_listen(const json& value, const std::string& where) {
  if (!value.is_string() || !LiveAddress::parse(value.get<std::string>())) {
    fail(where,
         "must be PORT or ADDR:PORT, a port 0..65535 (0: any free one) on a numeric "
         "address (e.g. 8080, 0.0.0.0:8080, [::1]:8080), got " +
             show(value));
  }
  return value;
}

// "alice,bob" -> ["alice", "bob"].
json pair_from_text(std::string_view text, const std::string& where) {
  const auto comma = text.find(',');
  if (comma == std::string_view::npos || text.find(',', comma + 1) != std::string_view::npos)
    fail(where, "'" + std::string(text) + "' must be two bot names as A,B, e.g. new,old");
  return json::array({std::string(text.substr(0, comma)), std::string(text.substr(comma + 1))});
}

json number_from_text(std::string_view text, const std::string& where) {
  const std::optional<double> value = number_in_text(std::string(text));
  if (!value) fail(where, "must be a number, got '" + std::string(text) + "'");
  return *value;
}

}  // namespace

std::string SettingSource::label(const SettingRow& row) const {
  return name + ": " + std::string(flags ? row.flag : row.key);
}

std::string SettingSource::bot_label(std::size_t index, std::string_view part) const {
  if (flags) return name + ": --bot #" + std::to_string(index + 1) + " " + std::string(part);
  return name + ": bots[" + std::to_string(index) + "]." + std::string(part);
}

json check_setting_value(const SettingRow& row, const json& value, const SettingSource& source) {
  const std::string where = source.label(row);
  switch (row.type) {
    case SettingType::Integer:
      return get_integer(value, where, row.min, row.max);
    case SettingType::Text:
      return get_string(value, where);
    case SettingType::Folder:
      if (get_string(value, where).empty()) fail(where, "must not be empty");
      return value;
    case SettingType::Name:
      check_name(get_string(value, where), kMaxRunNameLength, where);
      return value;
    case SettingType::Choice:
      return check_choice(row, value, where);
    case SettingType::Switch:
      if (!value.is_boolean()) fail(where, "must be true or false, got " + show(value));
      return value;
    case SettingType::Bots:
      return check_bots(value, row, source);
    case SettingType::Points:
      return check_points(value, where);
    case SettingType::Paths:
      return check_paths(value, where);
    case SettingType::Seed:
      return check_seed(value, where);
    case SettingType::Schedule:
      return check_schedule(value, where);
    case SettingType::Number:
      return check_number(row, value, where);
    case SettingType::Pair:
      return check_pair(value, where);
    case SettingType::Shard:
      return check_shard(value, where);
    case SettingType::Listen:
      return check_listen(value, where);
    case SettingType::Game:
      return check_game(row, value, where);
  }
  fail(where, "has no known type");
}

json setting_value_from_flag(const SettingRow& row, const std::vector<std::string>& texts,
                             const SettingSource& source) {
  const std::string where = source.label(row);
  if (texts.empty()) fail(where, "needs a value");
  json value;
  switch (row.type) {
    case SettingType::Integer:
      value = integer_from_text(texts.back(), where);
      break;
    case SettingType::Switch:
      value = texts.back() != "false";
      break;
    case SettingType::Bots:
      value = json::array();
      for (std::size_t i = 0; i < texts.size(); ++i) {
        if (i > 0 && texts[i].find('=') == std::string::npos)
          refuse_unquoted_command(texts, i, where);
        value.push_back(bot_from_text(texts[i], where));
      }
      break;
    case SettingType::Points:
      value = points_from_text(texts.back(), where);
      break;
    case SettingType::Paths:
      value = texts;
      break;
    case SettingType::Number:
      value = number_from_text(texts.back(), where);
      break;
    case SettingType::Pair:
      value = pair_from_text(texts.back(), where);
      break;
    default:
      value = texts.back();
  }
  return check_setting_value(row, value, source);
}

}  // namespace arena
