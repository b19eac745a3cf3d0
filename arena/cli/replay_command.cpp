// Placeholder until the PHH replay lands: registers `arena replay`.
#include "arena/cli/commands.hpp"

namespace arena::cli {
void add_replay_command(CLI::App& app, ExitCode& exit_code) {
  auto* cmd = app.add_subcommand("replay", "Replay PHH hand histories through the engine");
  cmd->callback([&exit_code] { exit_code = 2; });
}
}  // namespace arena::cli
