#include "arena/config/match_config.hpp"

#include <algorithm>

#include <nlohmann/json.hpp>

#include "arena/config/json_fields.hpp"
#include "arena/config/schedule_file.hpp"

namespace arena {

using config_detail::fail;
using config_detail::get_integer;
using config_detail::show;
using config_detail::type_phrase;

namespace {

constexpr std::string_view kBlindFields[] = {"small_blind", "big_blind", "ante", "ante_kind",
                                             "min_bet"};

std::string at(std::string_view where, std::string_view field) {
  return std::string(where) + ": " + std::string(field);
}

// `file` is the settings object (empty when there is no file), named `file_source`; the flags
// are named `source`. Match fields are taken out of `file`; the rest is the shared settings.
MatchConfig resolve_match(nlohmann::json file, const std::string& file_source,
                          const MatchOverrides& flags, std::string_view source) {
  const std::string flag_source(source);
  if (flags.common.schedule || flags.common.fixed_schedule || flags.common.points ||
      flags.common.hand_limit) {
    fail(flag_source, "schedule, points and hand limit are sit-and-go settings, not a match's");
  }
  if (!file.is_object()) {
    fail(file_source,
         "a match config must be a JSON object, got " + std::string(type_phrase(file)));
  }
  if (file.contains("mode")) {
    const auto& mode = file["mode"];
    if (!mode.is_string() || mode.get<std::string>() != "match") {
      fail(at(file_source, "mode"), "must be \"match\" in a match config, got " + show(mode) +
                                        " (a sit-and-go config runs with `arena run`)");
    }
    file.erase("mode");
  }
  for (std::string_view field : {"schedule", "points", "hand_limit"}) {
    if (file.contains(field)) {
      fail(at(file_source, field),
           "is a sit-and-go setting; a match has fixed blinds (small_blind, big_blind, ante, "
           "ante_kind, min_bet) and a number of hands");
    }
  }

  MatchConfig m;
  std::string hands_where = at(file_source, "hands");
  if (file.contains("hands")) {
    m.hands = static_cast<int>(get_integer(file["hands"], hands_where, 1, kMaxMatchHands));
    file.erase("hands");
  }
  if (flags.hands) {
    hands_where = at(flag_source, "--hands");
    m.hands =
        static_cast<int>(config_detail::check_range(*flags.hands, hands_where, 1, kMaxMatchHands));
  }
  if (file.contains("duplicate")) {
    if (!file["duplicate"].is_boolean()) {
      fail(at(file_source, "duplicate"), "must be true or false, got " + show(file["duplicate"]));
    }
    m.duplicate = file["duplicate"].get<bool>();
    file.erase("duplicate");
  }
  if (flags.duplicate) m.duplicate = *flags.duplicate;

  // The blinds are a schedule level's fields, parsed by the same code; flags replace file values.
  nlohmann::json level = nlohmann::json::object();
  for (std::string_view field : kBlindFields) {
    if (!file.contains(field)) continue;
    level[std::string(field)] = file[field];
    file.erase(field);
  }
  const bool blind_flags =
      flags.small_blind || flags.big_blind || flags.ante || flags.ante_kind || flags.min_bet;
  if (flags.small_blind) level["small_blind"] = *flags.small_blind;
  if (flags.big_blind) level["big_blind"] = *flags.big_blind;
  if (flags.ante) level["ante"] = *flags.ante;
  if (flags.ante_kind) level["ante_kind"] = *flags.ante_kind;
  if (flags.min_bet) level["min_bet"] = *flags.min_bet;
  if (!level.contains("big_blind")) level["big_blind"] = m.blinds.big_blind;
  const std::string blinds_where =
      !blind_flags
          ? file_source
          : (file_source == flag_source ? flag_source : file_source + " with " + flag_source);
  m.blinds = level_from_json(level, blinds_where, false);
  m.blinds.length = m.hands;

  ConfigOverrides common = flags.common;
  common.fixed_schedule = poker::Schedule{"fixed", poker::LevelUnit::Hands, {m.blinds}};
  if (!file.contains("starting_stack") && !common.starting_stack) {
    common.starting_stack = std::min<poker::Chips>(
        poker::betting_unit(m.blinds) * kDefaultStackInBigBlinds, kMaxSettingChips);
  }
  if (!file.contains("name") && !common.name) common.name = default_match_name();
  m.common = resolve_config_json(file, file_source, common, source);
  // A match needs no hand limit: `hands` is the length. Keeping it 0 keeps the two apart.
  m.common.hand_limit = 0;

  if (m.duplicate && m.hands % m.bots() != 0) {
    const int n = m.bots();
    const int lower = m.hands / n * n;
    fail(hands_where, std::to_string(m.hands) + " is not a multiple of " + std::to_string(n) +
                          " (the number of bots): a duplicate match plays every deal once per "
                          "seat rotation; use " +
                          (lower > 0 ? std::to_string(lower) + " or " : std::string()) +
                          std::to_string(lower + n));
  }
  return m;
}

}  // namespace

MatchConfig resolve_match_config(const std::optional<std::filesystem::path>& config_file,
                                 const MatchOverrides& flags, std::string_view source) {
  if (!config_file)
    return resolve_match(nlohmann::json::object(), std::string(source), flags, source);
  return resolve_match(config_detail::read_json_file(*config_file, "config file"),
                       config_file->string(), flags, source);
}

MatchConfig parse_match_config_text(std::string_view text, std::string_view source) {
  const std::string name(source);
  return resolve_match(config_detail::parse_json_text(text, name), name, {}, source);
}

nlohmann::json to_json(const MatchConfig& config) {
  nlohmann::json j = to_json(config.common);
  for (const char* field : {"schedule", "points", "hand_limit"}) j.erase(field);
  j["mode"] = "match";
  j["hands"] = config.hands;
  j["small_blind"] = config.blinds.small_blind;
  j["big_blind"] = config.blinds.big_blind;
  j["ante"] = config.blinds.ante;
  j["ante_kind"] = ante_kind_name(config.blinds.ante_kind);
  if (config.blinds.min_bet > 0) j["min_bet"] = config.blinds.min_bet;
  j["duplicate"] = config.duplicate;
  return j;
}

std::string default_match_name() {
  // Same stamp and random suffix as a sit-and-go's name, under its own prefix.
  const std::string name = default_run_name();
  return "match-" + name.substr(name.find('-') + 1);
}

}  // namespace arena
