#pragma once
// The arena's open files (RLIMIT_NOFILE). Every running bot holds descriptors in the arena
// (its pipes, its exit watch, its logs), so the limit caps how many bots one arena can run at
// once: Debian's usual soft limit of 1024 stopped a multi-table tournament at about 126 bots,
// half-way through starting them. The arena raises its soft limit to the hard one when it
// starts, and a run or a league whose bots cannot all have their descriptors is refused before
// any bot starts (arena/director/open_file_check.*), with the largest field that fits.
#include <sys/resource.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace arena {

// What the arena holds for one running bot, counted from bot_process_start.cpp: its stdin,
// stdout and stderr pipes' ends (3), the pidfd that tells its exit (1), its stderr log in the
// results' logs/ (1); its protocol trace with --trace (1); and in a multi-table tournament,
// where each bot has an io_context of its own (BotLineup::start_at_tables), that context's
// epoll, eventfd and timerfd (3). A bot's own processes hold none of the arena's: the child
// closes every inherited descriptor but 0, 1 and 2 before exec (fork_exec.cpp), and bubblewrap
// and the control group's files are the child's.
int descriptors_per_bot(bool traced, bool own_io_context);

// What one run holds whatever its field: its io_context (epoll, eventfd, timerfd), its hand logs
// (hands.jsonl, hands.phhs, and a multi-table tournament's tables.jsonl) and its CPU claim.
inline constexpr int kDescriptorsPerRun = 7;

// What the arena opens for a moment on top of what it holds: a bot being started (the child's
// three pipe ends and the pipe its exec failure would come back through), a summary written
// (its temporary file and the folder synced), the hunt for orphans (/proc and a process's stat),
// a league's database and its journal; with room to spare for the libraries' own.
inline constexpr int kDescriptorsSpare = 24;

// Raises the soft limit on open files to the hard limit, once per process (later calls do
// nothing). The bots get the soft limit back as it was (bot_open_file_limit): a program
// written for the usual 1024 may use select(), which cannot watch a descriptor above it.
void raise_open_file_limit();

// The limit to give a bot's process: the soft limit the arena started with, under the hard
// limit. Nothing when the arena did not raise it.
std::optional<rlimit> bot_open_file_limit();

// The arena's open files now and how many it may have (the soft limit, after raising it).
struct OpenFileUse {
  std::uint64_t open = 0;
  std::uint64_t limit = 0;
  std::uint64_t hard = 0;
};
OpenFileUse open_file_use();

// How to raise the limit to `needed`, for the organizer: the shell's `ulimit -n`, up to the hard
// limit, which root raises in limits.conf or with systemd's LimitNOFILE.
std::string open_file_limit_fix(std::uint64_t needed);

// The words for a start that failed with `error` for lack of descriptors (EMFILE, ENFILE): the
// arena's limit or the system's, never the bot's command. Empty for any other error.
std::string out_of_open_files(int error);

// Whether a bot's note says its start failed for lack of descriptors: out_of_open_files's words,
// or the system's for EMFILE and ENFILE.
bool says_out_of_open_files(std::string_view note);

}  // namespace arena
