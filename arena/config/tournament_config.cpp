#include "arena/config/tournament_config.hpp"

#include <algorithm>
#include <cctype>
#include <chrono>
#include <cmath>
#include <ctime>
#include <random>
#include <sstream>

#include <nlohmann/json.hpp>

#include "arena/config/json_fields.hpp"
#include "arena/config/schedule_file.hpp"

namespace arena {

using config_detail::fail;
using config_detail::get_integer;
using config_detail::get_number;
using config_detail::get_string;
using config_detail::show;
using config_detail::type_phrase;

namespace {

// Bounds of every numeric setting, shared by the file parser and the flag checks so the two
// can never disagree. The upper bounds only catch typos (an extra zero or three).
struct Bounds {
  std::int64_t min;
  std::int64_t max;
};
constexpr Bounds kStartingStack{1, kMaxSettingChips};
constexpr Bounds kDecisionMs{1, 600'000};
constexpr Bounds kTimeBankMs{0, 86'400'000};
constexpr Bounds kStartupMs{1, 600'000};
constexpr Bounds kTimeoutsInARow{0, 1'000'000};
constexpr Bounds kGraceMs{0, 60'000};
constexpr Bounds kHandLimit{0, 100'000'000};
constexpr Bounds kStderrCapBytes{0, std::int64_t{1} << 30};
constexpr std::size_t kMaxSeedLength = 1024;

// A field's name in a config file and as a command-line flag, for messages.
struct Field {
  std::string_view path;
  std::string_view flag;
};
constexpr Field kName{"name", "--name"};
constexpr Field kDescription{"description", "--description"};
constexpr Field kBots{"bots", "--bot"};
constexpr Field kStartingStackField{"starting_stack", "--stack"};
constexpr Field kSchedule{"schedule", "--schedule"};
constexpr Field kStructure{"structure", "--structure"};
constexpr Field kTime{"time", "--time"};
constexpr Field kDecisionMsField{"time.decision_ms", "--decision-ms"};
constexpr Field kTimeBankMsField{"time.time_bank_ms", "--time-bank-ms"};
constexpr Field kStartupMsField{"time.startup_ms", "--startup-ms"};
constexpr Field kTimeoutsField{"time.timeouts_in_a_row", "--timeouts-in-a-row"};
constexpr Field kGraceMsField{"time.grace_ms", "--grace-ms"};
constexpr Field kSeed{"seed", "--seed"};
constexpr Field kPoints{"points", "--points"};
constexpr Field kHandLimitField{"hand_limit", "--hand-limit"};
constexpr Field kResultsDir{"results_dir", "--results"};
constexpr Field kStderrCapField{"stderr_cap_bytes", "--stderr-cap"};

// Builds "source: field" prefixes, naming fields as the user wrote them (file path or flag).
struct Labels {
  std::string source;
  bool flags = false;

  std::string operator()(const Field& field) const {
    return source + ": " + std::string(flags ? field.flag : field.path);
  }
  std::string bot(std::size_t index, std::string_view part) const {
    if (flags) return source + ": --bot #" + std::to_string(index + 1) + " " + std::string(part);
    return source + ": bots[" + std::to_string(index) + "]." + std::string(part);
  }
};

// One layer of settings (the config file, or a resolved config being overridden) before
// defaults: the schedule may be a path or an inline schedule object.
struct Layer {
  ConfigOverrides values;
  std::optional<poker::Schedule> inline_schedule;
  std::string inline_schedule_file;  // the file the inline schedule came from, if known
  Labels labels;
};

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

void check_bots(const std::vector<BotEntry>& bots, const Labels& labels) {
  if (bots.size() < static_cast<std::size_t>(kMinBots) ||
      bots.size() > static_cast<std::size_t>(kMaxBots)) {
    fail(labels(kBots), std::to_string(bots.size()) + " bot" + (bots.size() == 1 ? "" : "s") +
                            " given, a sit-and-go needs " + std::to_string(kMinBots) + " to " +
                            std::to_string(kMaxBots));
  }
  for (std::size_t i = 0; i < bots.size(); ++i) {
    check_name(bots[i].name, kMaxBotNameLength, labels.bot(i, "name"));
    check_command(bots[i].command, labels.bot(i, "command"));
    // Case-insensitive: the names become log file names, and some file systems fold case.
    for (std::size_t j = 0; j < i; ++j) {
      if (lowercase(bots[j].name) == lowercase(bots[i].name)) {
        const std::string first =
            labels.flags ? "--bot #" + std::to_string(j + 1) : "bots[" + std::to_string(j) + "]";
        fail(labels.bot(i, "name"), "'" + bots[i].name + "' is already used by " + first);
      }
    }
  }
}

void check_points(const std::vector<double>& points, const std::string& where) {
  if (points.empty()) fail(where, "must list at least one place's points");
  if (points.size() > static_cast<std::size_t>(kMaxBots)) {
    fail(where, "has " + std::to_string(points.size()) + " entries, at most " +
                    std::to_string(kMaxBots) + " places exist");
  }
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (!std::isfinite(points[i])) {
      fail(where, "place " + std::to_string(i + 1) + " is not a finite number");
    }
    if (i > 0 && points[i] > points[i - 1]) {
      std::ostringstream message;
      message << "place " << i + 1 << " earns " << points[i] << ", more than place " << i << "'s "
              << points[i - 1] << " (points must not increase down the places)";
      fail(where, message.str());
    }
  }
}

int checked_int(std::int64_t value, const std::string& where, Bounds bounds) {
  return static_cast<int>(config_detail::check_range(value, where, bounds.min, bounds.max));
}

// Range and format checks of every field present in a layer (types are already right).
void check_values(const ConfigOverrides& o, const Labels& labels) {
  if (o.name) check_name(*o.name, kMaxRunNameLength, labels(kName));
  if (o.bots) check_bots(*o.bots, labels);
  if (o.starting_stack) {
    config_detail::check_range(*o.starting_stack, labels(kStartingStackField), kStartingStack.min,
                               kStartingStack.max);
  }
  if (o.schedule && o.schedule->empty()) fail(labels(kSchedule), "must not be empty");
  if (o.decision_ms) checked_int(*o.decision_ms, labels(kDecisionMsField), kDecisionMs);
  if (o.time_bank_ms) checked_int(*o.time_bank_ms, labels(kTimeBankMsField), kTimeBankMs);
  if (o.startup_ms) checked_int(*o.startup_ms, labels(kStartupMsField), kStartupMs);
  if (o.timeouts_in_a_row) {
    checked_int(*o.timeouts_in_a_row, labels(kTimeoutsField), kTimeoutsInARow);
  }
  if (o.grace_ms) checked_int(*o.grace_ms, labels(kGraceMsField), kGraceMs);
  if (o.seed && o.seed->size() > kMaxSeedLength) {
    fail(labels(kSeed), "is longer than " + std::to_string(kMaxSeedLength) + " characters");
  }
  if (o.points) check_points(*o.points, labels(kPoints));
  if (o.hand_limit) checked_int(*o.hand_limit, labels(kHandLimitField), kHandLimit);
  if (o.results_dir && o.results_dir->empty()) fail(labels(kResultsDir), "must not be empty");
  if (o.stderr_cap_bytes) {
    config_detail::check_range(*o.stderr_cap_bytes, labels(kStderrCapField), kStderrCapBytes.min,
                               kStderrCapBytes.max);
  }
}

std::optional<poker::Structure> structure_from_text(std::string_view text) {
  if (text == "no-limit" || text == "nl") return poker::Structure::NoLimit;
  if (text == "pot-limit" || text == "pl") return poker::Structure::PotLimit;
  if (text == "fixed-limit" || text == "fl") return poker::Structure::FixedLimit;
  return std::nullopt;
}

std::vector<BotEntry> bots_from_json(const nlohmann::json& value, const Labels& labels) {
  if (!value.is_array()) {
    fail(labels(kBots), "must be an array of {\"name\": ..., \"command\": ...}, got " +
                            std::string(type_phrase(value)));
  }
  std::vector<BotEntry> bots;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const auto& item = value[i];
    const auto where = labels.source + ": bots[" + std::to_string(i) + "]";
    if (!item.is_object()) {
      fail(where,
           "must be an object like {\"name\": \"alice\", \"command\": \"build/bin/caller\"}"
           ", got " +
               std::string(type_phrase(item)) + " " + show(item));
    }
    config_detail::reject_unknown_fields(item, {"name", "command"}, where);
    if (!item.contains("name")) fail(where, "name: missing");
    if (!item.contains("command")) fail(where, "command: missing");
    bots.push_back({get_string(item["name"], labels.bot(i, "name")),
                    get_string(item["command"], labels.bot(i, "command"))});
  }
  return bots;
}

void time_from_json(const nlohmann::json& value, ConfigOverrides& o, const Labels& labels) {
  const auto where = labels(kTime);
  if (!value.is_object()) {
    fail(where,
         "must be an object like {\"decision_ms\": 1000}, got " + std::string(type_phrase(value)));
  }
  config_detail::reject_unknown_fields(
      value, {"decision_ms", "time_bank_ms", "startup_ms", "timeouts_in_a_row", "grace_ms"}, where);
  auto read = [&](const char* key, const Field& field, Bounds bounds, std::optional<int>& out) {
    if (value.contains(key)) {
      out = static_cast<int>(get_integer(value[key], labels(field), bounds.min, bounds.max));
    }
  };
  read("decision_ms", kDecisionMsField, kDecisionMs, o.decision_ms);
  read("time_bank_ms", kTimeBankMsField, kTimeBankMs, o.time_bank_ms);
  read("startup_ms", kStartupMsField, kStartupMs, o.startup_ms);
  read("timeouts_in_a_row", kTimeoutsField, kTimeoutsInARow, o.timeouts_in_a_row);
  read("grace_ms", kGraceMsField, kGraceMs, o.grace_ms);
}

// A config file's JSON into a layer: types checked here, ranges by check_values.
Layer layer_from_json(const nlohmann::json& json, const std::string& source) {
  Layer layer;
  layer.labels = {source, false};
  const Labels& labels = layer.labels;
  if (!json.is_object()) {
    fail(source,
         "a tournament config must be a JSON object, got " + std::string(type_phrase(json)));
  }
  config_detail::reject_unknown_fields(
      json,
      {"name", "description", "bots", "starting_stack", "schedule", "structure", "time", "seed",
       "points", "hand_limit", "results_dir", "stderr_cap_bytes", "seed_hash"},
      source);
  // A run's config.json carries the published seed commitment ("seed_hash") and, until the
  // run ends, "seed": null; both load back (the hash is checked by `arena verify`, not here).
  if (json.contains("seed_hash") && !json["seed_hash"].is_string()) {
    fail(source + ": seed_hash",
         "must be a string, got " + std::string(type_phrase(json["seed_hash"])));
  }
  ConfigOverrides& o = layer.values;

  if (json.contains("name")) o.name = get_string(json["name"], labels(kName));
  if (json.contains("description")) {
    o.description = get_string(json["description"], labels(kDescription));
  }
  if (json.contains("bots")) o.bots = bots_from_json(json["bots"], labels);
  if (json.contains("starting_stack")) {
    o.starting_stack = get_integer(json["starting_stack"], labels(kStartingStackField),
                                   kStartingStack.min, kStartingStack.max);
  }
  if (json.contains("schedule")) {
    const auto& value = json["schedule"];
    if (value.is_string()) {
      o.schedule = value.get<std::string>();
    } else if (value.is_object()) {
      // An inline schedule, as to_json writes it: the file format plus where it came from.
      auto object = value;
      if (object.contains("file")) {
        layer.inline_schedule_file = get_string(object["file"], labels(kSchedule) + ".file");
        object.erase("file");
      }
      const auto default_name =
          layer.inline_schedule_file.empty()
              ? std::string("custom")
              : std::filesystem::path(layer.inline_schedule_file).stem().string();
      layer.inline_schedule = schedule_from_json(object, labels(kSchedule), default_name);
    } else {
      fail(labels(kSchedule),
           "must be a schedule file path (or name such as \"turbo\") or an "
           "inline schedule object, got " +
               std::string(type_phrase(value)) + " " + show(value));
    }
  }
  if (json.contains("structure")) {
    const auto text = get_string(json["structure"], labels(kStructure));
    const auto structure = structure_from_text(text);
    if (!structure) {
      fail(labels(kStructure),
           "unknown structure '" + text + "' (expected no-limit, pot-limit or fixed-limit)");
    }
    o.structure = *structure;
  }
  if (json.contains("time")) time_from_json(json["time"], o, labels);
  if (json.contains("seed") && !json["seed"].is_null()) {
    const auto& value = json["seed"];
    // A number is taken as its decimal text, so "seed": 7 and "seed": "7" deal the same cards.
    if (value.is_number_integer() || value.is_number_unsigned()) {
      if (value.is_number_integer() && !value.is_number_unsigned() &&
          value.get<std::int64_t>() < 0) {
        fail(labels(kSeed), "must be a string or a non-negative whole number, got " + show(value));
      }
      o.seed = value.dump();
    } else if (value.is_string()) {
      o.seed = value.get<std::string>();
    } else {
      fail(labels(kSeed), "must be a string or a non-negative whole number, got " +
                              std::string(type_phrase(value)) + " " + show(value));
    }
  }
  if (json.contains("points")) {
    const auto& value = json["points"];
    if (!value.is_array()) {
      fail(labels(kPoints), "must be an array of numbers by place, got " +
                                std::string(type_phrase(value)) + " " + show(value));
    }
    std::vector<double> points;
    for (std::size_t i = 0; i < value.size(); ++i) {
      points.push_back(get_number(value[i], labels(kPoints) + "[" + std::to_string(i) + "]"));
    }
    o.points = std::move(points);
  }
  if (json.contains("hand_limit")) {
    o.hand_limit = static_cast<int>(
        get_integer(json["hand_limit"], labels(kHandLimitField), kHandLimit.min, kHandLimit.max));
  }
  if (json.contains("results_dir")) {
    o.results_dir = get_string(json["results_dir"], labels(kResultsDir));
  }
  if (json.contains("stderr_cap_bytes")) {
    o.stderr_cap_bytes = get_integer(json["stderr_cap_bytes"], labels(kStderrCapField),
                                     kStderrCapBytes.min, kStderrCapBytes.max);
  }
  check_values(o, labels);
  return layer;
}

template <typename T>
void take(std::optional<T>& into, const std::optional<T>& from) {
  if (from) into = from;
}

// The base layer (file or resolved config), flags on top, then defaults and cross-field checks.
TournamentConfig resolve(const Layer& base, const ConfigOverrides& flags,
                         const Labels& flag_labels) {
  check_values(flags, flag_labels);
  ConfigOverrides o = base.values;
  take(o.name, flags.name);
  take(o.description, flags.description);
  take(o.bots, flags.bots);
  take(o.starting_stack, flags.starting_stack);
  take(o.structure, flags.structure);
  take(o.decision_ms, flags.decision_ms);
  take(o.time_bank_ms, flags.time_bank_ms);
  take(o.startup_ms, flags.startup_ms);
  take(o.timeouts_in_a_row, flags.timeouts_in_a_row);
  take(o.grace_ms, flags.grace_ms);
  take(o.seed, flags.seed);
  take(o.points, flags.points);
  take(o.hand_limit, flags.hand_limit);
  take(o.results_dir, flags.results_dir);
  take(o.stderr_cap_bytes, flags.stderr_cap_bytes);

  TournamentConfig config;
  config.name = o.name ? *o.name : default_run_name();
  config.description = o.description.value_or("");
  if (!o.bots) {
    fail(base.labels.source,
         "bots: none given (list them under \"bots\" in the config file or "
         "with --bot NAME=COMMAND)");
  }
  config.bots = *o.bots;
  config.starting_stack = o.starting_stack.value_or(config.starting_stack);
  config.structure = o.structure.value_or(config.structure);
  config.time.decision_ms = o.decision_ms.value_or(config.time.decision_ms);
  config.time.time_bank_ms = o.time_bank_ms.value_or(config.time.time_bank_ms);
  config.time.startup_ms = o.startup_ms.value_or(config.time.startup_ms);
  config.time.timeouts_in_a_row = o.timeouts_in_a_row.value_or(config.time.timeouts_in_a_row);
  config.time.grace_ms = o.grace_ms.value_or(config.time.grace_ms);
  config.seed = o.seed.value_or("");
  config.points = o.points.value_or(std::vector<double>{});
  config.hand_limit = o.hand_limit.value_or(config.hand_limit);
  config.results_dir = o.results_dir.value_or(config.results_dir);
  config.stderr_cap_bytes = o.stderr_cap_bytes.value_or(config.stderr_cap_bytes);

  // The schedule: a flag wins, then the base's path or inline schedule, then the default file.
  if (flags.schedule) {
    config.schedule_file = resolve_schedule_path(*flags.schedule).string();
    config.schedule = load_schedule_setting(*flags.schedule, flag_labels(kSchedule));
  } else if (flags.fixed_schedule) {
    config.schedule_file.clear();
    config.schedule = *flags.fixed_schedule;
  } else if (base.values.schedule) {
    config.schedule_file = resolve_schedule_path(*base.values.schedule).string();
    config.schedule = load_schedule_setting(*base.values.schedule, base.labels(kSchedule));
  } else if (base.inline_schedule) {
    config.schedule_file = base.inline_schedule_file;
    config.schedule = *base.inline_schedule;
  } else {
    config.schedule = load_schedule_setting(config.schedule_file, base.labels(kSchedule));
  }
  return config;
}

Layer layer_from_config(const TournamentConfig& config) {
  Layer layer;
  layer.labels = {"settings", false};
  ConfigOverrides& o = layer.values;
  o.name = config.name;
  o.description = config.description;
  o.bots = config.bots;
  o.starting_stack = config.starting_stack;
  o.structure = config.structure;
  o.decision_ms = config.time.decision_ms;
  o.time_bank_ms = config.time.time_bank_ms;
  o.startup_ms = config.time.startup_ms;
  o.timeouts_in_a_row = config.time.timeouts_in_a_row;
  o.grace_ms = config.time.grace_ms;
  o.seed = config.seed;
  if (!config.points.empty()) o.points = config.points;
  o.hand_limit = config.hand_limit;
  o.results_dir = config.results_dir;
  o.stderr_cap_bytes = config.stderr_cap_bytes;
  layer.inline_schedule = config.schedule;
  layer.inline_schedule_file = config.schedule_file;
  return layer;
}

Layer empty_layer(std::string source) {
  Layer layer;
  layer.labels = {std::move(source), false};
  return layer;
}

}  // namespace

TournamentConfig resolve_config(const std::optional<std::filesystem::path>& config_file,
                                const ConfigOverrides& flags, std::string_view source) {
  const Labels flag_labels{std::string(source), true};
  if (!config_file) return resolve(empty_layer(std::string(source)), flags, flag_labels);
  const auto json = config_detail::read_json_file(*config_file, "config file");
  return resolve(layer_from_json(json, config_file->string()), flags, flag_labels);
}

TournamentConfig resolve_config_json(const nlohmann::json& object, std::string_view file_source,
                                     const ConfigOverrides& flags, std::string_view source) {
  return resolve(layer_from_json(object, std::string(file_source)), flags,
                 Labels{std::string(source), true});
}

TournamentConfig load_config_file(const std::filesystem::path& path) {
  return resolve_config(path, {});
}

TournamentConfig parse_config_text(std::string_view text, std::string_view source) {
  const std::string name(source);
  const auto json = config_detail::parse_json_text(text, name);
  return resolve(layer_from_json(json, name), {}, Labels{name, true});
}

TournamentConfig apply_overrides(TournamentConfig config, const ConfigOverrides& overrides,
                                 std::string_view source) {
  validate_config(config);
  return resolve(layer_from_config(config), overrides, Labels{std::string(source), true});
}

void validate_config(const TournamentConfig& config, std::string_view source) {
  const Labels labels{std::string(source), false};
  check_values(layer_from_config(config).values, labels);
  // The schedule goes through the file format's checks, so a hand-built one meets the same rules.
  schedule_from_json(schedule_to_json(config.schedule), labels(kSchedule), config.schedule.name);
}

nlohmann::json to_json(const TournamentConfig& config) {
  nlohmann::json bots = nlohmann::json::array();
  for (const auto& bot : config.bots)
    bots.push_back({{"name", bot.name}, {"command", bot.command}});
  auto schedule = schedule_to_json(config.schedule);
  if (!config.schedule_file.empty()) schedule["file"] = config.schedule_file;
  const auto points = config.points.empty()
                          ? default_points_table(static_cast<int>(config.bots.size()))
                          : config.points;
  return {
      {"name", config.name},
      {"description", config.description},
      {"bots", std::move(bots)},
      {"starting_stack", config.starting_stack},
      {"structure", structure_name(config.structure)},
      {"schedule", std::move(schedule)},
      {"time",
       {{"decision_ms", config.time.decision_ms},
        {"time_bank_ms", config.time.time_bank_ms},
        {"startup_ms", config.time.startup_ms},
        {"timeouts_in_a_row", config.time.timeouts_in_a_row},
        {"grace_ms", config.time.grace_ms}}},
      {"seed", config.seed},
      {"points", points},
      {"hand_limit", config.hand_limit},
      {"results_dir", config.results_dir},
      {"stderr_cap_bytes", config.stderr_cap_bytes},
  };
}

std::string default_run_name() {
  const auto now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm local{};
  localtime_r(&now, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  // Two runs started in the same second (a script, a league) still get distinct folders.
  std::random_device entropy;
  char suffix[8];
  std::snprintf(suffix, sizeof suffix, "%06x", static_cast<unsigned>(entropy() & 0xffffff));
  return std::string("sng-") + stamp + "-" + suffix;
}

BotEntry parse_bot_flag(std::string_view text, std::string_view source) {
  const auto where = std::string(source);
  const auto equals = text.find('=');
  if (equals == std::string_view::npos) {
    fail(where, "'" + std::string(text) + "' must be NAME=COMMAND, e.g. alice=build/bin/caller");
  }
  BotEntry bot{std::string(text.substr(0, equals)), std::string(text.substr(equals + 1))};
  check_name(bot.name, kMaxBotNameLength,
             where + " " + std::string(text.substr(0, equals)) + ": name");
  check_command(bot.command, where + " " + bot.name + ": command");
  return bot;
}

poker::Structure parse_structure(std::string_view text, std::string_view source) {
  const auto structure = structure_from_text(text);
  if (!structure) {
    fail(source, "unknown structure '" + std::string(text) +
                     "' (expected no-limit, pot-limit or fixed-limit)");
  }
  return *structure;
}

std::string_view structure_name(poker::Structure structure) {
  switch (structure) {
    case poker::Structure::PotLimit:
      return "pot-limit";
    case poker::Structure::FixedLimit:
      return "fixed-limit";
    case poker::Structure::NoLimit:
      break;
  }
  return "no-limit";
}

std::vector<double> parse_points_list(std::string_view text, std::string_view source) {
  std::vector<double> points;
  std::size_t start = 0;
  while (start <= text.size()) {
    const auto comma = std::min(text.find(',', start), text.size());
    std::string item(text.substr(start, comma - start));
    const auto first = item.find_first_not_of(" \t");
    const auto last = item.find_last_not_of(" \t");
    item = first == std::string::npos ? "" : item.substr(first, last - first + 1);
    std::size_t used = 0;
    double value = 0;
    try {
      value = std::stod(item, &used);
    } catch (const std::exception&) {
      used = 0;
    }
    if (item.empty() || used != item.size() || !std::isfinite(value)) {
      fail(source, "place " + std::to_string(points.size() + 1) + ": '" + item +
                       "' is not a number (expected a list like 10,6,3,1)");
    }
    points.push_back(value);
    start = comma + 1;
  }
  check_points(points, std::string(source));
  return points;
}

std::vector<double> default_points_table(int entrants) {
  std::vector<double> points;
  for (int place = 1; place <= entrants; ++place) points.push_back(entrants - place);
  return points;
}

}  // namespace arena
