#include "arena/config/schedule_file.hpp"

#include <nlohmann/json.hpp>

#include "arena/config/json_fields.hpp"
#include "arena/config/shipped_schedules.hpp"

namespace arena {

using config_detail::fail;
using config_detail::get_integer;
using config_detail::get_string;
using config_detail::show;
using config_detail::type_phrase;

namespace {

constexpr int kMaxLevelLength = 1'000'000;
constexpr std::size_t kMaxScheduleNameLength = 64;

// "where: field", or the field alone when there is no where (a match's blinds, whose messages
// are put under the names the user gave them).
std::string at(std::string_view where, std::string_view field) {
  if (where.empty()) return std::string(field);
  return std::string(where) + ": " + std::string(field);
}

}  // namespace

poker::Level level_from_json(const nlohmann::json& object, std::string_view where_view,
                             bool needs_length) {
  const std::string where(where_view);
  if (!object.is_object()) {
    fail(where, "must be an object like {\"big_blind\": 20, \"length\": 10}, got " +
                    std::string(type_phrase(object)) + " " + show(object));
  }
  config_detail::reject_unknown_fields(
      object, {"small_blind", "big_blind", "ante", "ante_kind", "min_bet", "length"}, where);

  poker::Level level;
  if (!object.contains("big_blind"))
    fail(where, "big_blind: missing (every level needs one; 0 for an ante-only level)");
  level.big_blind = get_integer(object["big_blind"], at(where, "big_blind"), 0, kMaxSettingChips);

  if (object.contains("small_blind")) {
    level.small_blind =
        get_integer(object["small_blind"], at(where, "small_blind"), 0, kMaxSettingChips);
    if (level.small_blind > level.big_blind) {
      fail(at(where, "small_blind"), std::to_string(level.small_blind) +
                                         " is more than the big blind " +
                                         std::to_string(level.big_blind));
    }
  } else {
    level.small_blind = level.big_blind / 2;  // R7: half the big blind, rounded down
  }

  if (object.contains("ante")) {
    level.ante = get_integer(object["ante"], at(where, "ante"), 0, kMaxSettingChips);
  }
  if (object.contains("ante_kind")) {
    const auto text = get_string(object["ante_kind"], at(where, "ante_kind"));
    const auto kind = parse_ante_kind(text);
    if (!kind) {
      fail(at(where, "ante_kind"),
           "unknown kind '" + text + "' (expected every-player, big-blind or none)");
    }
    if (*kind == poker::AnteKind::None && level.ante > 0) {
      fail(at(where, "ante_kind"), "is 'none' but ante is " + std::to_string(level.ante) +
                                       " (remove the ante or name its kind)");
    }
    // A kind with a zero ante posts nothing: store None so the level means what it does.
    level.ante_kind = level.ante > 0 ? *kind : poker::AnteKind::None;
  } else {
    level.ante_kind = level.ante > 0 ? poker::AnteKind::EveryPlayer : poker::AnteKind::None;
  }

  // R5, R8: a level without blinds is an ante-only game, and its min_bet sizes the bets.
  if (level.big_blind == 0) {
    if (level.ante == 0) {
      fail(at(where, "big_blind"),
           "is 0 and there is no ante: a level needs blinds or an ante (or both)");
    }
    if (!object.contains("min_bet")) {
      fail(where,
           "min_bet: missing (a level without blinds needs the smallest bet, e.g. "
           "\"min_bet\": " +
               std::to_string(2 * level.ante) + ")");
    }
    level.min_bet = get_integer(object["min_bet"], at(where, "min_bet"), 1, kMaxSettingChips);
  } else if (object.contains("min_bet")) {
    fail(at(where, "min_bet"), "is only for a level without blinds (the big blind " +
                                   std::to_string(level.big_blind) + " is the smallest bet)");
  }

  if (!object.contains("length")) {
    if (!needs_length) return level;
    fail(where, "length: missing (how many hands or orbits the level lasts)");
  }
  level.length =
      static_cast<int>(get_integer(object["length"], at(where, "length"), 1, kMaxLevelLength));
  return level;
}

std::string_view level_unit_name(poker::LevelUnit unit) {
  return unit == poker::LevelUnit::Orbits ? "orbits" : "hands";
}

std::optional<poker::LevelUnit> parse_level_unit(std::string_view text) {
  if (text == "hands") return poker::LevelUnit::Hands;
  if (text == "orbits") return poker::LevelUnit::Orbits;
  return std::nullopt;
}

std::string_view ante_kind_name(poker::AnteKind kind) {
  switch (kind) {
    case poker::AnteKind::EveryPlayer:
      return "every-player";
    case poker::AnteKind::BigBlind:
      return "big-blind";
    case poker::AnteKind::None:
      break;
  }
  return "none";
}

std::optional<poker::AnteKind> parse_ante_kind(std::string_view text) {
  if (text == "every-player") return poker::AnteKind::EveryPlayer;
  if (text == "big-blind") return poker::AnteKind::BigBlind;
  if (text == "none") return poker::AnteKind::None;
  return std::nullopt;
}

poker::Schedule schedule_from_json(const nlohmann::json& object, std::string_view where,
                                   std::string_view default_name) {
  if (!object.is_object()) {
    fail(where, "a schedule must be a JSON object with \"unit\" and \"levels\", got " +
                    std::string(type_phrase(object)));
  }
  config_detail::reject_unknown_fields(object, {"name", "description", "unit", "levels"}, where);

  poker::Schedule schedule;
  schedule.name = std::string(default_name);
  if (object.contains("name")) {
    schedule.name = get_string(object["name"], at(where, "name"));
    if (schedule.name.empty()) fail(at(where, "name"), "must not be empty");
    if (schedule.name.size() > kMaxScheduleNameLength) {
      fail(at(where, "name"),
           "is longer than " + std::to_string(kMaxScheduleNameLength) + " characters");
    }
  }
  if (object.contains("description")) get_string(object["description"], at(where, "description"));

  if (!object.contains("unit")) fail(where, "unit: missing (\"hands\" or \"orbits\")");
  const auto unit_text = get_string(object["unit"], at(where, "unit"));
  const auto unit = parse_level_unit(unit_text);
  if (!unit) fail(at(where, "unit"), "must be \"hands\" or \"orbits\", got \"" + unit_text + "\"");
  schedule.unit = *unit;

  if (!object.contains("levels")) fail(where, "levels: missing (a list of blind levels)");
  const auto& levels = object["levels"];
  if (!levels.is_array()) {
    fail(at(where, "levels"),
         "must be an array of levels, got " + std::string(type_phrase(levels)));
  }
  if (levels.empty()) fail(at(where, "levels"), "must have at least one level");
  if (levels.size() > static_cast<std::size_t>(kMaxScheduleLevels)) {
    fail(at(where, "levels"), "has " + std::to_string(levels.size()) + " levels, at most " +
                                  std::to_string(kMaxScheduleLevels) + " are allowed");
  }
  for (std::size_t i = 0; i < levels.size(); ++i) {
    const auto level_where = std::string(where) + ": level " + std::to_string(i + 1);
    const auto level = level_from_json(levels[i], level_where);
    if (!schedule.levels.empty()) {
      // Blinds that go down are almost always a typo (a missing zero); reject rather than warn,
      // since nobody reads warnings of a tournament that has already run.
      const auto& previous = schedule.levels.back();
      if (level.big_blind < previous.big_blind) {
        fail(at(level_where, "big_blind"),
             std::to_string(level.big_blind) + " is less than level " + std::to_string(i) + "'s " +
                 std::to_string(previous.big_blind) + " (blinds must not go down)");
      }
      if (level.small_blind < previous.small_blind) {
        fail(at(level_where, "small_blind"),
             std::to_string(level.small_blind) + " is less than level " + std::to_string(i) +
                 "'s " + std::to_string(previous.small_blind) + " (blinds must not go down)");
      }
    }
    schedule.levels.push_back(level);
  }
  return schedule;
}

poker::Schedule parse_schedule_text(std::string_view text, std::string_view source,
                                    std::string_view default_name) {
  return schedule_from_json(config_detail::parse_json_text(text, source), source, default_name);
}

poker::Schedule load_schedule_file(const std::filesystem::path& path) {
  const auto file_json = config_detail::read_json_file(path, "schedule file");
  return schedule_from_json(file_json, path.string(), path.stem().string());
}

nlohmann::json schedule_to_json(const poker::Schedule& schedule) {
  nlohmann::json levels = nlohmann::json::array();
  for (const auto& level : schedule.levels) {
    nlohmann::json j = {{"small_blind", level.small_blind},
                        {"big_blind", level.big_blind},
                        {"ante", level.ante},
                        {"ante_kind", ante_kind_name(level.ante_kind)},
                        {"length", level.length}};
    if (level.min_bet > 0) j["min_bet"] = level.min_bet;
    levels.push_back(std::move(j));
  }
  nlohmann::json out = {{"unit", level_unit_name(schedule.unit)}, {"levels", std::move(levels)}};
  if (!schedule.name.empty()) out["name"] = schedule.name;
  return out;
}

std::filesystem::path resolve_schedule_path(std::string_view setting) {
  const std::string text(setting);
  const bool bare_name = text.find('/') == std::string::npos &&
                         !(text.size() >= 5 && text.compare(text.size() - 5, 5, ".json") == 0);
  if (bare_name && !text.empty()) return std::filesystem::path("schedules") / (text + ".json");
  return std::filesystem::path(text);
}

poker::Schedule load_schedule_setting(std::string_view setting, std::string_view where) {
  const auto path = resolve_schedule_path(setting);
  std::error_code ec;
  if (std::filesystem::is_regular_file(path, ec)) return load_schedule_file(path);
  // No such file here: a shipped schedule named by its name or its path in the repository.
  if (path.parent_path() == "schedules" && path.extension() == ".json") {
    if (const auto* shipped = find_shipped_schedule(path.stem().string()))
      return parse_schedule_text(shipped->text, path.string(), shipped->name);
  }
  std::string message = "schedule file '" + path.string() + "' not found";
  const std::string names = shipped_schedule_names();
  if (!names.empty()) message += " (shipped schedules: " + names + ")";
  fail(where, message);
}

}  // namespace arena
