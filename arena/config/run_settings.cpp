#include "arena/config/run_settings.hpp"

#include <arpa/inet.h>

#include <algorithm>
#include <array>
#include <chrono>
#include <ctime>
#include <random>

#include <nlohmann/json.hpp>

#include "arena/config/json_fields.hpp"
#include "arena/config/schedule_file.hpp"
#include "arena/config/setting_rows.hpp"
#include "arena/config/setting_values.hpp"
#include "arena/config/settings_layer.hpp"

namespace arena {

std::optional<LeagueShard> LeagueShard::parse(std::string_view text) {
  const auto slash = text.find('/');
  if (slash == std::string_view::npos) return std::nullopt;
  const auto number = [](std::string_view digits) -> std::optional<int> {
    int value = 0;
    if (digits.empty() || digits.size() > 6) return std::nullopt;
    for (const char c : digits) {
      if (c < '0' || c > '9') return std::nullopt;
      value = value * 10 + (c - '0');
    }
    return value;
  };
  const std::optional<int> index = number(text.substr(0, slash));
  const std::optional<int> count = number(text.substr(slash + 1));
  if (!index || !count || *index < 1 || *index > *count || *count > kMaxShards) return std::nullopt;
  return LeagueShard{*index, *count};
}

std::optional<LiveAddress> LiveAddress::parse(std::string_view text) {
  LiveAddress live;
  const std::size_t colon = text.rfind(':');
  std::string_view port = text;
  if (colon != std::string_view::npos) {
    std::string address(text.substr(0, colon));
    port = text.substr(colon + 1);
    const bool v6 = address.size() > 2 && address.front() == '[' && address.back() == ']';
    if (v6) address = address.substr(1, address.size() - 2);
    std::array<unsigned char, sizeof(in6_addr)> bytes{};
    if (::inet_pton(v6 ? AF_INET6 : AF_INET, address.c_str(), bytes.data()) != 1)
      return std::nullopt;
    live.address = address;
  }
  if (port.empty() || port.size() > 5 ||
      !std::all_of(port.begin(), port.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::nullopt;
  live.port = std::stoi(std::string(port));
  if (live.port > 65535) return std::nullopt;
  return live;
}

using config_detail::fail;
using nlohmann::json;

namespace {

constexpr std::string_view kBlindKeys[] = {"small_blind", "big_blind", "ante", "ante_kind",
                                           "min_bet"};

// Where a setting was given, or where it would have been (for a message about its default).
std::string where_of(std::string_view key, const SettingsLayer& merged, const SettingSource& base) {
  const SettingRow& row = *find_setting_by_key(key);
  const SettingValue* value = merged.find(row);
  return value != nullptr ? value->where : base.label(row);
}

// "12 is not a multiple of 5 (why); use 10 or 15": a count that rotations must fill.
[[noreturn]] void fail_not_multiple(const std::string& where, int count, int of,
                                    const std::string& why) {
  const int lower = count / of * of;
  fail(where, std::to_string(count) + " is not a multiple of " + std::to_string(of) + " " + why +
                  "; use " + (lower > 0 ? std::to_string(lower) + " or " : std::string()) +
                  std::to_string(lower + of));
}

// A match's blinds are one schedule level's fields, read by the schedule format's own code (its
// defaults and checks: R5, R7, R8). Its messages start with the level's field; each is put back
// under the name the user gave that field (a flag or the file's field).
void resolve_blinds(RunSettings& s, const SettingsLayer& merged, const SettingSource& base) {
  json level = json::object();
  for (std::string_view key : kBlindKeys) {
    const SettingValue* value = merged.find(*find_setting_by_key(key));
    if (value != nullptr) level[std::string(key)] = value->value;
  }
  if (!level.contains("big_blind")) level["big_blind"] = s.blinds.big_blind;
  try {
    s.blinds = level_from_json(level, "", false);
  } catch (const ConfigError& e) {
    const std::string message = e.what();
    const auto colon = message.find(": ");
    const SettingRow* row =
        colon == std::string::npos ? nullptr : find_setting_by_key(message.substr(0, colon));
    if (row == nullptr) throw ConfigError(base.name + ": " + message);
    throw ConfigError(where_of(row->key, merged, base) + message.substr(colon));
  }
  s.blinds.length = s.hands;
  s.schedule = poker::Schedule{"fixed", poker::LevelUnit::Hands, {s.blinds}};
  s.schedule_file.clear();
}

// The game's limits (engine/game.hpp): a structure it is not played in, or more or fewer players
// at a table than it seats, is refused naming what was given and what the game allows; a
// structure not given is the game's own.
void resolve_mix(RunSettings& s, const SettingsLayer& merged, const SettingSource& base) {
  const std::string named = "--game " + s.mix.name;
  // The structure a run records is its first game's (config.json gives it back); any other is
  // refused: a mix plays each game in its own.
  const poker::Structure first = s.mix.games.front().structure;
  if (merged.find(*find_setting_by_key("structure")) != nullptr && s.structure != first)
    fail(where_of("structure", merged, base),
         "not with " + named +
             ": a mix plays each game in its own structure (e.g. "
             "mix:holdem/no-limit,omaha/pot-limit)");
  s.structure = first;
  if (s.kind == RunKind::Match)
    fail(where_of("game", merged, base),
         named + ": a match plays one game; play a mix as a sit-and-go (arena run) or a league");
  const int seats = s.table_size();
  if (seats < s.mix.min_players() || seats > s.mix.max_players()) {
    const bool league = s.kind == RunKind::League || s.multi_table();
    fail(where_of(league ? "table_size" : "bots", merged, base),
         std::to_string(seats) + (league ? " seats" : " bots at the table") + ", but " + named +
             " seats " + std::to_string(s.mix.min_players()) + " to " +
             std::to_string(s.mix.max_players()) + " players (the smallest table of its games)");
  }
}

void resolve_game(RunSettings& s, const SettingsLayer& merged, const SettingSource& base) {
  if (s.mix.mixed()) {
    resolve_mix(s, merged, base);
    return;
  }
  const poker::GameDef& game = poker::game(s.game);
  const std::string named = "--game " + std::string(game.name);
  if (merged.find(*find_setting_by_key("structure")) == nullptr) {
    s.structure = game.default_structure;
  } else if (!game.allows(s.structure)) {
    std::string allowed;
    for (const poker::Structure st :
         {poker::Structure::NoLimit, poker::Structure::PotLimit, poker::Structure::FixedLimit})
      if (game.allows(st))
        allowed += (allowed.empty() ? "" : ", ") + std::string(structure_name(st));
    fail(where_of("structure", merged, base), std::string(structure_name(s.structure)) +
                                                  " is not a structure of " + named +
                                                  " (it is played " + allowed + ")");
  }
  const int seats = s.table_size();
  if (seats < game.min_players || seats > game.max_players) {
    const bool league = s.kind == RunKind::League || s.multi_table();
    fail(where_of(league ? "table_size" : "bots", merged, base),
         std::to_string(seats) + (league ? " seats" : " bots at the table") + ", but " + named +
             " seats " + std::to_string(game.min_players) + " to " +
             std::to_string(game.max_players) + " players");
  }
}

// R48: a sit-and-go's table size, given or the default for its game; more bots than that play a
// multi-table tournament.
void resolve_tables(RunSettings& s, const SettingsLayer& merged) {
  const int most = s.mix.mixed() ? s.mix.max_players() : poker::game(s.game).max_players;
  if (merged.find(*find_setting_by_key("table_size")) == nullptr)
    s.seats_per_table = most >= kDefaultRunTableSize ? kDefaultRunTableSize
                                                     : std::min(kDefaultLeagueTableSize, most);
  // A multi-table field is too large to watch bot by bot, as a league is: a bot that hangs or
  // crashes is placed below the bots that played (R35) unless told otherwise, never mid-field
  // for having been blinded out slowly.
  if (s.multi_table() && merged.find(*find_setting_by_key("faulted_bots")) == nullptr)
    s.faulted_rank_last = true;
}

// A league's checks across settings: games given, the table size against the pool, rotations
// that fill their draws, the SPRT's bots in the pool.
void resolve_league(RunSettings& s, const SettingsLayer& merged, const SettingSource& base) {
  LeagueSettings& league = s.league;
  if (merged.find(*find_setting_by_key("games")) == nullptr)
    fail(base.label(*find_setting_by_key("games")), "none given: how many sit-and-gos to play");
  const int pool = s.bot_count();
  const int most = s.mix.mixed() ? s.mix.max_players() : poker::game(s.game).max_players;
  if (merged.find(*find_setting_by_key("table_size")) == nullptr)
    s.seats_per_table =
        pool <= std::min(kMaxBots, most) ? pool : std::min(kDefaultLeagueTableSize, most);
  if (s.seats_per_table > pool) {
    fail(where_of("table_size", merged, base),
         std::to_string(s.seats_per_table) + " seats, but only " + std::to_string(pool) +
             " bots are given (a table needs as many bots as seats)");
  }
  if (league.rotations && league.games % s.seats_per_table != 0) {
    fail_not_multiple(where_of("games", merged, base), league.games, s.seats_per_table,
                      "(the table size): with rotations every table is played once per seat "
                      "rotation");
  }

  for (const std::string& name : league.sprt) {
    const bool known = std::any_of(s.bots.begin(), s.bots.end(),
                                   [&](const BotEntry& bot) { return bot.name == name; });
    if (!known) fail(where_of("sprt.bots", merged, base), "'" + name + "' is not one of the bots");
  }
  for (const char* bound : {"sprt.elo0", "sprt.elo1"}) {
    const SettingValue* given = merged.find(*find_setting_by_key(bound));
    if (given != nullptr && league.sprt.empty())
      fail(given->where, "given without the test's two bots (sprt.bots, the flag --sprt A,B)");
  }
  if (!league.shard.whole()) {
    const std::string where = where_of("shard", merged, base);
    if (league.shard.count > league.games)
      fail(where, "deals " + std::to_string(league.games) + " games to " +
                      std::to_string(league.shard.count) + " shards: some would play none");
  }
  if (!league.sprt.empty() && league.elo0 >= league.elo1) {
    fail(where_of("sprt.elo1", merged, base),
         "must be greater than elo0 (the test tells elo0 from elo1)");
  }
}

// The base layer (a file, or nothing), the flags on top, then defaults and the checks that
// span settings.
// `base` is the file's settings, named `base_source`; without a file, an empty layer named as
// the command line.
RunSettings resolve(RunKind kind, const SettingsLayer& base, const SettingSource& base_source,
                    const SettingsLayer& flags) {
  const SettingsLayer merged = base.under(flags);
  RunSettings s = default_settings(kind);
  for (const auto& [key, value] : merged.values()) {
    const SettingRow& row = *find_setting_by_key(key);
    if (!row.applies_to(kind)) {
      fail(value.where, "is " + kinds_phrase(row.kinds) + " setting, not " + kind_possessive(kind));
    }
  }
  for (const SettingRow& row : setting_rows()) {
    const SettingValue* value = merged.find(row);
    if (value != nullptr && row.store != nullptr) row.store(s, *value);
  }

  const SettingRow& bots = *find_setting_by_key("bots");
  if (merged.find(bots) == nullptr) {
    fail(base_source.name,
         "bots: none given (list them under \"bots\" in the config file or with --bot "
         "NAME=COMMAND)");
  }
  if (merged.find(*find_setting_by_key("name")) == nullptr) s.name = default_run_name(kind);
  if (kind == RunKind::Match && s.bot_count() > kMaxBots) {
    fail(merged.find(bots)->where,
         std::to_string(s.bot_count()) + " bots given, " + kind_possessive(kind) + " table seats " +
             std::to_string(kMinBots) + " to " + std::to_string(kMaxBots) +
             " (a league or a multi-table sit-and-go plays more)");
  }
  if (kind == RunKind::League) resolve_league(s, merged, base_source);
  if (kind == RunKind::SitAndGo) resolve_tables(s, merged);
  resolve_game(s, merged, base_source);

  if (kind != RunKind::Match) {
    if (merged.find(*find_setting_by_key("schedule")) == nullptr)
      s.schedule = load_schedule_setting(s.schedule_file, base_source.name + ": schedule");
    return s;
  }

  resolve_blinds(s, merged, base_source);
  if (merged.find(*find_setting_by_key("starting_stack")) == nullptr) {
    s.starting_stack = std::min<poker::Chips>(
        poker::betting_unit(s.blinds) * kDefaultStackInBigBlinds, kMaxSettingChips);
  }
  if (s.duplicate && s.hands % s.bot_count() != 0) {
    fail_not_multiple(where_of("hands", merged, base_source), s.hands, s.bot_count(),
                      "(the number of bots): a duplicate match plays every deal once per seat "
                      "rotation");
  }

  return s;
}

RunKind kind_of_text(const json& object) {
  if (object.is_object() && object.contains("mode") && object["mode"] == "match")
    return RunKind::Match;
  if (object.is_object() && object.contains("mode") && object["mode"] == "league")
    return RunKind::League;
  return RunKind::SitAndGo;
}

}  // namespace

std::string_view run_kind_name(RunKind kind) {
  switch (kind) {
    case RunKind::Match:
      return "match";
    case RunKind::League:
      return "league";
    case RunKind::SitAndGo:
      break;
  }
  return "sit-and-go";
}

std::string kind_possessive(RunKind kind) {
  return "a " + std::string(run_kind_name(kind)) + "'s";
}

RunSettings default_settings(RunKind kind) {
  RunSettings s;
  s.kind = kind;
  // A league plays many untrusted bots unattended: sandboxed unless told otherwise, and each
  // bot's stderr kept up to 64 KiB a game, so that a chatty bot over thousands of games keeps
  // the disk (10,000 games: at most 640 MB a bot).
  // Its faulted bots are placed last in each game (R35): a bot that hangs or crashes every game
  // would otherwise be placed by how long its stack lasted while it was blinded out, above bots
  // that played and lost, and a league of untrusted bots would reward it.
  if (kind == RunKind::League) {
    s.sandbox = true;
    s.stderr_cap_bytes = 64 << 10;
    s.faulted_rank_last = true;
  }
  return s;
}

RunSettings resolve_settings(RunKind kind, const std::optional<std::filesystem::path>& file,
                             const SettingsLayer& flags) {
  if (!file) return resolve(kind, SettingsLayer(), {"command line", true}, flags);
  const std::string source = file->string();
  const json object = config_detail::read_json_file(*file, "config file");
  return resolve(kind, SettingsLayer::from_file(object, source, kind), {source, false}, flags);
}

RunSettings settings_from_json(RunKind kind, const json& object, std::string_view source) {
  return settings_from_json(kind, object, source, SettingsLayer());
}

RunSettings settings_from_json(RunKind kind, const json& object, std::string_view source,
                               const SettingsLayer& flags) {
  return resolve(kind, SettingsLayer::from_file(object, source, kind), {std::string(source), false},
                 flags);
}

RunSettings parse_settings_text(std::string_view text, std::string_view source) {
  const json object = config_detail::parse_json_text(text, source);
  return settings_from_json(kind_of_text(object), object, source);
}

void validate_settings(const RunSettings& settings, std::string_view source) {
  settings_from_json(settings.kind, to_json(settings), source);
}

json to_json(const RunSettings& settings) {
  json j = json::object();
  if (settings.kind != RunKind::SitAndGo) j["mode"] = std::string(run_kind_name(settings.kind));
  for (const SettingRow& row : setting_rows()) {
    if (!row.applies_to(settings.kind)) continue;
    json value = row.load(settings);
    if (value.is_null()) continue;
    if (row.group().empty()) {
      j[std::string(row.key)] = std::move(value);
    } else {
      j[std::string(row.group())][std::string(row.field())] = std::move(value);
    }
  }
  return j;
}

BotLimitSettings RunSettings::limits_of(const BotEntry& bot) const {
  BotLimitSettings out = limits;
  for (const BotLimitKey& limit : kBotLimitKeys) {
    const auto given = bot.limits.find(std::string(limit.key));
    if (given != bot.limits.end()) out.*limit.member = given->second;
  }
  return out;
}

std::string default_run_name(RunKind kind) {
  const auto now = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  std::tm local{};
  localtime_r(&now, &local);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &local);
  // Two runs started in the same second (a script, a league) still get distinct folders.
  std::random_device entropy;
  char suffix[8];
  std::snprintf(suffix, sizeof suffix, "%06x", static_cast<unsigned>(entropy() & 0xffffff));
  const char* prefix = kind == RunKind::Match    ? "match-"
                       : kind == RunKind::League ? "league-"
                                                 : "sng-";
  return prefix + std::string(stamp) + "-" + suffix;
}

std::string_view structure_name(poker::Structure structure) {
  return poker::to_string(structure);  // the engine's names are the settings' words
}

}  // namespace arena
