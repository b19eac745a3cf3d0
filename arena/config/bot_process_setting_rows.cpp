// The settings of how each bot process runs (sandbox, limits, stderr, start-up, trace), one row
// each; every kind of run has them. The run's other rows are in setting_rows.cpp.
#include <nlohmann/json.hpp>

#include "arena/config/setting_member.hpp"
#include "arena/config/setting_rows.hpp"

namespace arena {
namespace {

using nlohmann::json;

template <auto Member>
void store_limit(RunSettings& s, const SettingValue& v) {
  v.value.get_to(s.limits.*Member);
}
template <auto Member>
json load_limit(const RunSettings& s) {
  return s.limits.*Member;
}

void store_sandbox(RunSettings& s, const SettingValue& v) {
  s.sandbox = v.value.get<std::string>() == "on";
}
json load_sandbox(const RunSettings& s) {
  return s.sandbox ? "on" : "off";
}

constexpr SettingChoice kSandboxChoices[] = {{"on", ""}, {"off", ""}};

using T = SettingType;

const SettingRow kBotProcessRows[] = {
    {.key = "sandbox",
     .flag = "--sandbox",
     .type = T::Choice,
     .kinds = kEveryRun,
     .help = "Run each bot under bubblewrap: no network, no view of the results or of other "
             "bots, the limits below (docs/SECURITY.md)",
     .choices = kSandboxChoices,
     .choice_noun = "value",
     .store = store_sandbox,
     .load = load_sandbox},
    {.key = "limits.memory_mb",
     .flag = "--memory-mb",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Sandbox: memory of each bot's processes together, in MiB (0: no limit)",
     .min = 0,
     .max = 1 << 24,
     .store = store_limit<&BotLimitSettings::memory_mb>,
     .load = load_limit<&BotLimitSettings::memory_mb>},
    {.key = "limits.processes",
     .flag = "--processes",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Sandbox: processes and threads of each bot (0: no limit)",
     .min = 0,
     .max = 1 << 22,
     .store = store_limit<&BotLimitSettings::processes>,
     .load = load_limit<&BotLimitSettings::processes>},
    {.key = "limits.file_size_mb",
     .flag = "--file-size-mb",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Sandbox: largest file a bot may write, and the size of its folder and of its "
             "/tmp, in MiB (0: 1024 for the folders, no limit on a file)",
     .min = 0,
     .max = 1 << 24,
     .store = store_limit<&BotLimitSettings::file_size_mb>,
     .load = load_limit<&BotLimitSettings::file_size_mb>},
    {.key = "limits.open_files",
     .flag = "--open-files",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Sandbox: files each bot process may hold open (0: no limit)",
     .min = 0,
     .max = 1 << 20,
     .store = store_limit<&BotLimitSettings::open_files>,
     .load = load_limit<&BotLimitSettings::open_files>},
    {.key = "limits.cpu_seconds",
     .flag = "--cpu-seconds",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Sandbox: CPU seconds each bot process may use over the whole run (0: no limit)",
     .min = 0,
     .max = 1'000'000'000,
     .store = store_limit<&BotLimitSettings::cpu_seconds>,
     .load = load_limit<&BotLimitSettings::cpu_seconds>},
    {.key = "read_only",
     .flag = "--read-only",
     .type = T::Paths,
     .kinds = kEveryRun,
     .help = "Sandbox: a path every bot may read, e.g. a model file (repeat)",
     .default_shown = "none",
     .store = store_member<&RunSettings::read_only>,
     .load = load_member<&RunSettings::read_only>},
    {.key = "stderr_cap_bytes",
     .flag = "--stderr-cap",
     .type = T::Integer,
     .kinds = kEveryRun,
     .help = "Bytes of each bot's stderr kept",
     .min = 0,
     .max = std::int64_t{1} << 30,
     .store = store_member<&RunSettings::stderr_cap_bytes>,
     .load = load_member<&RunSettings::stderr_cap_bytes>},
    {.key = "allow_absent",
     .flag = "--allow-absent",
     .type = T::Switch,
     .kinds = kEveryRun,
     .help = "Play even when a bot cannot start and answer hello (it is then folded as a "
             "no-show, R24); without it such a run stops before its first hand",
     .store = store_member<&RunSettings::allow_absent>,
     .load = load_member<&RunSettings::allow_absent>},
    {.key = "trace",
     .flag = "--trace",
     .type = T::Switch,
     .kinds = kEveryRun,
     .help = "Write every protocol line between the arena and each bot, both ways and timed, to "
             "logs/<bot>.trace (at most 32 MiB a bot)",
     .store = store_member<&RunSettings::trace>,
     .load = load_member<&RunSettings::trace>},
};

}  // namespace

std::span<const SettingRow> bot_process_setting_rows() {
  return kBotProcessRows;
}

}  // namespace arena
