// A league's own settings, one row each (the rows every run has are in setting_rows.cpp; a
// league also has every sit-and-go row, since each of its games is a sit-and-go).
#include <nlohmann/json.hpp>

#include "arena/config/setting_rows.hpp"

namespace arena {
namespace {

using nlohmann::json;

template <auto Member>
void store_league(RunSettings& s, const SettingValue& v) {
  v.value.get_to(s.league.*Member);
}
template <auto Member>
json load_league(const RunSettings& s) {
  return s.league.*Member;
}

// Without a test, nothing is written: config.json then has no "sprt" group at all.
json load_sprt_bots(const RunSettings& s) {
  return s.league.sprt.empty() ? json() : json(s.league.sprt);
}
template <auto Member>
json load_sprt_bound(const RunSettings& s) {
  return s.league.sprt.empty() ? json() : json(s.league.*Member);
}

json load_continue_from(const RunSettings& s) {
  return s.league.continue_from.empty() ? json() : json(s.league.continue_from);
}

void store_shard(RunSettings& s, const SettingValue& v) {
  s.league.shard = LeagueShard::parse(v.value.get<std::string>()).value();
}
json load_shard(const RunSettings& s) {
  return s.league.shard.whole() ? json() : json(s.league.shard.text());
}

using T = SettingType;

const SettingRow kLeagueRows[] = {
    {.key = "games",
     .flag = "--games",
     .type = T::Integer,
     .kinds = kLeagueOnly,
     .help = "Sit-and-gos to play in all (rotations included)",
     .min = 1,
     .max = 10'000'000,
     .default_shown = "none: required",
     .store = store_league<&LeagueSettings::games>,
     .load = load_league<&LeagueSettings::games>},
    {.key = "rotations",
     .flag = "--rotations",
     .type = T::Switch,
     .kinds = kLeagueOnly,
     .help = "Play each drawn table once per seat rotation on the same deals (duplicate "
             "sit-and-gos), so card luck cancels out",
     .store = store_league<&LeagueSettings::rotations>,
     .load = load_league<&LeagueSettings::rotations>},
    {.key = "sprt.bots",
     .flag = "--sprt",
     .type = T::Pair,
     .kinds = kLeagueOnly,
     .help = "Stop as soon as a sequential test of bot A against bot B (A finishing ahead of B) "
             "accepts or rejects",
     .default_shown = "none",
     .store = store_league<&LeagueSettings::sprt>,
     .load = load_sprt_bots},
    {.key = "sprt.elo0",
     .flag = "--elo0",
     .type = T::Number,
     .kinds = kLeagueOnly,
     .help = "The SPRT's null hypothesis: A is this many Elo better than B",
     .min = -1000,
     .max = 1000,
     .default_shown = "0",
     .store = store_league<&LeagueSettings::elo0>,
     .load = load_sprt_bound<&LeagueSettings::elo0>},
    {.key = "sprt.elo1",
     .flag = "--elo1",
     .type = T::Number,
     .kinds = kLeagueOnly,
     .help = "The SPRT's alternative hypothesis: A is this many Elo better than B",
     .min = -1000,
     .max = 1000,
     .default_shown = "5",
     .store = store_league<&LeagueSettings::elo1>,
     .load = load_sprt_bound<&LeagueSettings::elo1>},
    {.key = "continue_from",
     .flag = "--continue-from",
     .type = T::Folder,
     .kinds = kLeagueOnly,
     .help = "Start each bot's rating where this finished league's folder ended it (new bots "
             "start afresh; docs/LEAGUE.md)",
     .default_shown = "none",
     .store = store_league<&LeagueSettings::continue_from>,
     .load = load_continue_from},
    {.key = "shard",
     .flag = "--shard",
     .type = T::Shard,
     .kinds = kLeagueOnly,
     .help = "Play only shard I of N of the league's games (I, I+N, I+2N, ...) into a folder of "
             "its own, to merge with `arena league merge`; needs --seed (docs/LEAGUE.md)",
     .default_shown = "none: every game",
     .store = store_shard,
     .load = load_shard},
    {.key = "quarantine_after",
     .flag = "--quarantine-after",
     .type = T::Integer,
     .kinds = kLeagueOnly,
     .help = "Leave a bot out of the rest of the league once it has faulted (crashed, never "
             "started, no longer waited for) in this many of its games in a row (0: never)",
     .min = 0,
     .max = 1'000'000,
     .store = store_league<&LeagueSettings::quarantine_after>,
     .load = load_league<&LeagueSettings::quarantine_after>},
};

}  // namespace

std::span<const SettingRow> league_setting_rows() {
  return kLeagueRows;
}

}  // namespace arena
