#include "arena/config/setting_rows.hpp"

#include <algorithm>
#include <iterator>
#include <vector>

#include "arena/config/schedule_file.hpp"
#include "arena/config/setting_member.hpp"
#include "arena/config/setting_values.hpp"

namespace arena {
namespace {

using nlohmann::json;

// Stores and loads of a member of the time rules (plain members: setting_member.hpp).
template <auto Member>
void store_time(RunSettings& s, const SettingValue& v) {
  v.value.get_to(s.time.*Member);
}
template <auto Member>
json load_time(const RunSettings& s) {
  return s.time.*Member;
}
template <auto Member>
json load_blind(const RunSettings& s) {
  return s.blinds.*Member;
}

// A bot's own fields beyond name and command are written only when given.
void store_bots(RunSettings& s, const SettingValue& v) {
  s.bots.clear();
  for (const json& item : v.value) {
    BotEntry bot{item["name"].get<std::string>(), item["command"].get<std::string>()};
    if (item.contains("env")) item["env"].get_to(bot.env);
    if (item.contains("limits")) item["limits"].get_to(bot.limits);
    if (item.contains("read_only")) item["read_only"].get_to(bot.read_only);
    s.bots.push_back(std::move(bot));
  }
}
json load_bots(const RunSettings& s) {
  json bots = json::array();
  for (const BotEntry& bot : s.bots) {
    json item = {{"name", bot.name}, {"command", bot.command}};
    if (!bot.env.empty()) item["env"] = bot.env;
    if (!bot.limits.empty()) item["limits"] = bot.limits;
    if (!bot.read_only.empty()) item["read_only"] = bot.read_only;
    bots.push_back(std::move(item));
  }
  return bots;
}

void store_structure(RunSettings& s, const SettingValue& v) {
  // The value is one of kStructures, checked before it is stored.
  s.structure =
      poker::structure_named(v.value.get<std::string>()).value_or(poker::Structure::NoLimit);
}
json load_structure(const RunSettings& s) {
  return structure_name(s.structure);
}

void store_game(RunSettings& s, const SettingValue& v) {
  const std::string text = v.value.get<std::string>();
  std::string error;
  if (auto mix = poker::parse_game_mix(text, error)) {  // R44: the rotation's games
    const int hands = s.mix.hands_per_game;
    s.mix = std::move(*mix);
    s.mix.hands_per_game = hands;
    s.game = s.mix.games.front().game->id;
    return;
  }
  s.mix.games.clear();
  s.mix.name.clear();
  s.game = poker::find_game(text)->id;
}
json load_game(const RunSettings& s) {
  return s.mix.mixed() ? json(s.mix.name) : json(poker::game(s.game).name);
}
void store_mix_hands(RunSettings& s, const SettingValue& v) {
  s.mix.hands_per_game = v.value.get<int>();
}
json load_mix_hands(const RunSettings& s) {
  return s.mix.hands_per_game;
}
// The games' words, from the engine's table (engine/game.cpp): the one list of them.
std::span<const SettingChoice> game_choices() {
  static const std::vector<SettingChoice> choices = [] {
    std::vector<SettingChoice> out;
    for (const poker::GameDef& g : poker::games()) out.push_back({g.name, ""});
    return out;
  }();
  return choices;
}

// A path or a name loads that file (or the shipped copy); an inline object is the schedule file
// format plus "file", where it came from (as config.json writes it).
void store_schedule(RunSettings& s, const SettingValue& v) {
  if (v.value.is_string()) {
    const std::string setting = v.value.get<std::string>();
    s.schedule_file = resolve_schedule_path(setting).string();
    s.schedule = load_schedule_setting(setting, v.where);
    return;
  }
  json object = v.value;
  s.schedule_file = object.contains("file") ? object["file"].get<std::string>() : "";
  object.erase("file");
  const std::string default_name =
      s.schedule_file.empty() ? "custom" : std::filesystem::path(s.schedule_file).stem().string();
  s.schedule = schedule_from_json(object, v.where, default_name);
}
json load_schedule(const RunSettings& s) {
  json schedule = schedule_to_json(s.schedule);
  if (!s.schedule_file.empty()) schedule["file"] = s.schedule_file;
  return schedule;
}

// config.json writes the points table actually used (a league's: for its table size).
json load_points(const RunSettings& s) {
  // The engine's rule (R21's default table), not a copy of it.
  const int placed = s.kind == RunKind::League ? s.table_size() : s.bot_count();
  return s.points.empty() ? poker::default_points(placed) : s.points;
}

void store_advance_actions(RunSettings& s, const SettingValue& v) {
  s.table.advance_actions = v.value.get<std::string>() == "on";
}
json load_advance_actions(const RunSettings& s) {
  return s.table.advance_actions ? "on" : "off";
}
void store_timeout_rule(RunSettings& s, const SettingValue& v) {
  s.table.timeout_rule =
      poker::timeout_rule_named(v.value.get<std::string>()).value_or(poker::TimeoutRule::Vacation);
}
json load_timeout_rule(const RunSettings& s) {
  return poker::to_string(s.table.timeout_rule);
}
void store_protections(RunSettings& s, const SettingValue& v) {
  v.value.get_to(s.table.protections);
}
json load_protections(const RunSettings& s) {
  return s.table.protections;
}
void store_faulted_bots(RunSettings& s, const SettingValue& v) {
  s.faulted_rank_last = v.value.get<std::string>() == "rank-last";
}
json load_faulted_bots(const RunSettings& s) {
  return s.faulted_rank_last ? "rank-last" : "as-eliminated";
}

void store_showdown(RunSettings& s, const SettingValue& v) {
  s.table.muck_losing_hands = v.value.get<std::string>() == "muck-losers";
}
json load_showdown(const RunSettings& s) {
  return showdown_name(s.table);
}

json load_ante_kind(const RunSettings& s) {
  return ante_kind_name(s.blinds.ante_kind);
}
// Written only when given, so config.json of a run without a page is as before.
json load_live(const RunSettings& s) {
  return s.live.empty() ? json() : json(s.live);
}

json load_min_bet(const RunSettings& s) {
  return s.blinds.min_bet > 0 ? json(s.blinds.min_bet) : json();
}

constexpr SettingChoice kStructures[] = {
    {"no-limit", "nl"}, {"pot-limit", "pl"}, {"fixed-limit", "fl"}};
constexpr SettingChoice kOnOff[] = {{"on", ""}, {"off", ""}};
// R22 / R26 and R15 / R27 (docs/RULES.md).
constexpr SettingChoice kTimeoutRules[] = {{"vacation", ""}, {"all-in-protection", ""}};
constexpr SettingChoice kShowdowns[] = {{"show-all", ""}, {"muck-losers", ""}};
constexpr SettingChoice kFaultedBots[] = {{"as-eliminated", ""}, {"rank-last", ""}};
constexpr SettingChoice kAnteKinds[] = {{"every-player", ""}, {"big-blind", ""}, {"none", ""}};

using T = SettingType;

// The order is the order of --help and of docs/CONFIG.md's tables.
const SettingRow kRows[] = {
    {.key = "name",
     .flag = "--name",
     .type = T::Name,
     .kinds = kEveryRun,
     .help = "Run name: the folder under the results folder",
     .store = store_member<&RunSettings::name>,
     .load = load_member<&RunSettings::name>},
    {.key = "description",
     .flag = "--description",
     .type = T::Text,
     .kinds = kEveryRun,
     .help = "Free text kept in config.json",
     .store = store_member<&RunSettings::description>,
     .load = load_member<&RunSettings::description>},
    {.key = "bots",
     .flag = "--bot",
     .type = T::Bots,
     .kinds = kEveryRun,
     .help = "A bot as NAME=COMMAND (repeat; replaces the file's bots)",
     .default_shown = "none: required",
     .store = store_bots,
     .load = load_bots},
    {.key = "starting_stack",
     .flag = "--stack",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Every player's chips at the start",
     .min = 1,
     .max = kMaxSettingChips,
     .match_default_shown = "200 big blinds",
     .store = store_member<&RunSettings::starting_stack>,
     .load = load_member<&RunSettings::starting_stack>},
    {.key = "game",
     .flag = "--game",
     .type = T::Game,
     .kinds = kEveryRun,
     .help = "The game dealt (arena games lists each with its structures and seats), or a mix "
             "of them: horse, 8-game, mix:holdem/fixed-limit,razz,...",
     .choices = game_choices(),
     .choice_noun = "game",
     .store = store_game,
     .load = load_game},
    {.key = "mix_hands",
     .flag = "--mix-hands",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "In a mix (--game horse, 8-game, mix:...): hands of each game before the next; 0: "
             "the game changes with each blind level",
     .min = 0,
     .max = 1'000'000,
     .store = store_mix_hands,
     .load = load_mix_hands},
    {.key = "structure",
     .flag = "--structure",
     .type = T::Choice,
     .kinds = kEveryRun,
     .help = "Betting structure",
     .choices = kStructures,
     .choice_noun = "structure",
     .default_shown = "the game's: no-limit for holdem",
     .store = store_structure,
     .load = load_structure},
    {.key = "schedule",
     .flag = "--schedule",
     .type = T::Schedule,
     .kinds = kSitAndGoAndLeague,
     .help = "Blind schedule: a JSON file, or a shipped one's name",
     .default_shown = "standard",
     .store = store_schedule,
     .load = load_schedule},
    {.key = "time.decision_ms",
     .flag = "--decision-ms",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Time per decision, ms",
     .min = 1,
     .max = 600'000,
     .store = store_time<&TimeRules::decision_ms>,
     .load = load_time<&TimeRules::decision_ms>},
    {.key = "time.time_bank_ms",
     .flag = "--time-bank-ms",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Time bank per bot for the whole run, ms",
     .min = 0,
     .max = 86'400'000,
     .store = store_time<&TimeRules::time_bank_ms>,
     .load = load_time<&TimeRules::time_bank_ms>},
    {.key = "time.startup_ms",
     .flag = "--startup-ms",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Time to answer hello, ms",
     .min = 1,
     .max = 600'000,
     .store = store_time<&TimeRules::startup_ms>,
     .load = load_time<&TimeRules::startup_ms>},
    {.key = "time.timeouts_in_a_row",
     .flag = "--timeouts-in-a-row",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Time-outs in a row before a bot is no longer waited for (0: always wait)",
     .min = 0,
     .max = 1'000'000,
     .store = store_time<&TimeRules::timeouts_in_a_row>,
     .load = load_time<&TimeRules::timeouts_in_a_row>},
    {.key = "time.grace_ms",
     .flag = "--grace-ms",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Time to exit after bye, ms",
     .min = 0,
     .max = 60'000,
     .store = store_time<&TimeRules::grace_ms>,
     .load = load_time<&TimeRules::grace_ms>},
    {.key = "time.human_decision_ms",
     .flag = "--human-decision-ms",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Time per decision of a human seat (--bot NAME=human), ms; the longer of this and "
             "--decision-ms",
     .min = 1000,
     .max = 3'600'000,
     .store = store_time<&TimeRules::human_decision_ms>,
     .load = load_time<&TimeRules::human_decision_ms>},
    {.key = "advance_actions",
     .flag = "--advance-actions",
     .type = T::Choice,
     .kinds = kEveryRun,
     .help = "Accept bots' advance requests, applied at their turn without asking (R25)",
     .choices = kOnOff,
     .choice_noun = "value",
     .store = store_advance_actions,
     .load = load_advance_actions},
    {.key = "timeout_rule",
     .flag = "--timeout-rule",
     .type = T::Choice,
     .kinds = kEveryRun,
     .help = "What a bot that must be acted for gets (time-out, invalid answer, gone)",
     .choices = kTimeoutRules,
     .choice_noun = "rule",
     .store = store_timeout_rule,
     .load = load_timeout_rule},
    {.key = "protections",
     .flag = "--protections",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "All-in protections each bot gets in a run under all-in-protection (R26)",
     .min = 0,
     .max = 1'000'000,
     .store = store_protections,
     .load = load_protections},
    {.key = "showdown",
     .flag = "--showdown",
     .type = T::Choice,
     .kinds = kEveryRun,
     .help = "Which hands are shown at showdown (R27)",
     .choices = kShowdowns,
     .choice_noun = "rule",
     .store = store_showdown,
     .load = load_showdown},
    {.key = "faulted_bots",
     .flag = "--faulted-bots",
     .type = T::Choice,
     .kinds = kSitAndGoAndLeague,
     .help = "Where bots that crashed, never started or were no longer waited for are placed: "
             "as they were eliminated, or below every bot still playing (R35)",
     .choices = kFaultedBots,
     .choice_noun = "placing",
     .default_shown = "as-eliminated at one table; rank-last in a multi-table tournament and a "
                      "league",
     .store = store_faulted_bots,
     .load = load_faulted_bots},
    {.key = "seed",
     .flag = "--seed",
     .type = T::Seed,
     .kinds = kEveryRun,
     .help = "Seed text: every card reproducible",
     .default_shown = "drawn",
     .store = store_member<&RunSettings::seed>,
     .load = load_member<&RunSettings::seed>},
    {.key = "table_size",
     .flag = "--table-size",
     .type = T::Integer,
     .kinds = kSitAndGoAndLeague,
     .help = "Bots at each table: a sit-and-go with more bots is a multi-table tournament",
     .min = kMinBots,
     .max = kMaxBots,
     .default_shown = "arena run: 9 (6 for a game seating fewer); a league: every bot when there "
                      "are at most 10, else 6",
     .store = store_member<&RunSettings::seats_per_table>,
     .load = load_member<&RunSettings::seats_per_table>},
    {.key = "points",
     .flag = "--points",
     .type = T::Points,
     .kinds = kSitAndGoAndLeague,
     .help = "Points by place, e.g. 10,6,3,1",
     .default_shown = "N - place",
     .store = store_member<&RunSettings::points>,
     .load = load_points},
    {.key = "hand_limit",
     .flag = "--hand-limit",
     .type = T::Integer,
     .kinds = kSitAndGoAndLeague,
     .help = "Stop after this many hands; a multi-table tournament: rounds (0: none)",
     .min = 0,
     .max = 100'000'000,
     .store = store_member<&RunSettings::hand_limit>,
     .load = load_member<&RunSettings::hand_limit>},
    {.key = "hands",
     .flag = "--hands",
     .type = T::Integer,
     .kinds = kMatchOnly,
     .help = "Hands to play in all",
     .min = 1,
     .max = 100'000'000,
     .store = store_member<&RunSettings::hands>,
     .load = load_member<&RunSettings::hands>},
    {.key = "small_blind",
     .flag = "--small-blind",
     .type = T::Integer,
     .kinds = kMatchOnly,
     .help = "Small blind",
     .min = 0,
     .max = kMaxSettingChips,
     .default_shown = "half the big blind",
     .load = load_blind<&poker::Level::small_blind>},
    {.key = "big_blind",
     .flag = "--big-blind",
     .type = T::Integer,
     .kinds = kMatchOnly,
     .help = "Big blind (0 for an ante-only game, with --ante and --min-bet)",
     .min = 0,
     .max = kMaxSettingChips,
     .load = load_blind<&poker::Level::big_blind>},
    {.key = "ante",
     .flag = "--ante",
     .type = T::Integer,
     .kinds = kMatchOnly,
     .help = "Ante",
     .min = 0,
     .max = kMaxSettingChips,
     .load = load_blind<&poker::Level::ante>},
    {.key = "ante_kind",
     .flag = "--ante-kind",
     .type = T::Choice,
     .kinds = kMatchOnly,
     .help = "Who posts the ante",
     .choices = kAnteKinds,
     .choice_noun = "kind",
     .default_shown = "every-player when there is an ante",
     .load = load_ante_kind},
    {.key = "min_bet",
     .flag = "--min-bet",
     .type = T::Integer,
     .kinds = kMatchOnly,
     .help = "Smallest bet of an ante-only game (--big-blind 0); win rates are then per 100 min "
             "bets",
     .min = 1,
     .max = kMaxSettingChips,
     .default_shown = "none",
     .load = load_min_bet},
    {.key = "duplicate",
     .flag = "--duplicate",
     .type = T::Switch,
     .kinds = kMatchOnly,
     .help = "Play every deal once per seat rotation, so card luck cancels out",
     .store = store_member<&RunSettings::duplicate>,
     .load = load_member<&RunSettings::duplicate>},
    {.key = "results_dir",
     .flag = "--results",
     .type = T::Folder,
     .kinds = kEveryRun,
     .help = "Results folder",
     .store = store_member<&RunSettings::results_dir>,
     .load = load_member<&RunSettings::results_dir>},
    {.key = "no_timings",
     .flag = "--no-timings",
     .type = T::Switch,
     .kinds = kEveryRun,
     .help = "Leave what depends on timing (decision times, late answers, whether an advance "
             "request came before its act) out of hands.jsonl and standings.json: the same seed "
             "and bots then give byte-identical files",
     .store = store_member<&RunSettings::no_timings>,
     .load = load_member<&RunSettings::no_timings>},
    {.key = "live",
     .flag = "--live",
     .type = T::Listen,
     .kinds = kEveryRun,
     .help = "Serve a live page of the run at http://127.0.0.1:PORT/ while it plays (ADDR:PORT: "
             "on that address, the whole page behind the organizer's token; docs/LIVE.md); "
             "changes nothing played",
     .default_shown = "none",
     .store = store_member<&RunSettings::live>,
     .load = load_live},
};

}  // namespace

std::span<const SettingRow> setting_rows() {
  // The bot processes' rows, then the league's: in --help and in docs/CONFIG.md in this order.
  static const std::vector<SettingRow> rows = [] {
    std::vector<SettingRow> all(std::begin(kRows), std::end(kRows));
    for (const SettingRow& row : bot_process_setting_rows()) all.push_back(row);
    for (const SettingRow& row : league_setting_rows()) all.push_back(row);
    return all;
  }();
  return rows;
}

}  // namespace arena
