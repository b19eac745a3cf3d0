#pragma once
// Leaving no process behind: the arena's registry of live bot process groups, and the reaping of
// every other child.
//
// Each bot runs as the leader of its own process group, so killing the group (kill(-pgid))
// takes the bot and every helper it forked. A helper can still leave the group (setsid(),
// setpgid()) and daemonize (double fork). To catch those, the arena makes itself a *child
// subreaper* (prctl PR_SET_CHILD_SUBREAPER): an orphan anywhere below the arena is re-parented to
// the arena instead of to init, where the kernel's list of the arena's children
// (/proc/self/task/*/children) shows it; only a kernel without those lists makes the arena scan
// all of /proc, whose cost grows with everything the machine runs.
//
// The registry holds the pid (= process group id) of every live bot. It is a fixed array of
// atomics, so a signal handler may read it (kill_registered_groups is async-signal-safe). A
// child of the arena that is not a registered bot is an orphan from some bot's tree: it is
// killed and reaped. Spawning registers the new bot under the same lock as the choice of orphans,
// so a bot being started on another thread is never taken for one.
//
// Several runs may start and end bots at once from their own threads: the registry is atomic,
// forks hold spawn_mutex() shared and the choice of orphans holds it exclusively, and one hunt
// for orphans runs at a time.
// A bot is registered until its own BotProcess has reaped it, so one run's hunt never takes
// another run's bot, live or exited, for an orphan.
//
// Assumption: the arena starts child processes only through BotProcess (any other child of the
// arena would be reaped as an orphan by reap_orphans()).
#include <pthread.h>
#include <sys/types.h>

#include <cstddef>

namespace arena::process_registry {

// How many bots may run at once in one arena process.
inline constexpr std::size_t kMaxLiveBots = 4096;

// Once per process: become a child subreaper and ignore SIGPIPE (a write to a dead bot must give
// EPIPE, not kill the arena). Called by BotProcess before the first spawn; safe to call again.
void prepare_parent_process();

// A reader-writer lock whose waiting writer goes before readers that come after it. The hunt for
// orphans waits for the starts in flight, never for a stream of new ones (glibc's default,
// which std::shared_mutex has, lets new readers in while a writer waits). Not recursive.
class SpawnLock {
 public:
  SpawnLock();
  ~SpawnLock();
  SpawnLock(const SpawnLock&) = delete;
  SpawnLock& operator=(const SpawnLock&) = delete;
  void lock() { ::pthread_rwlock_wrlock(&lock_); }
  void unlock() { ::pthread_rwlock_unlock(&lock_); }
  void lock_shared() { ::pthread_rwlock_rdlock(&lock_); }
  bool try_lock_shared() { return ::pthread_rwlock_tryrdlock(&lock_) == 0; }
  void unlock_shared() { ::pthread_rwlock_unlock(&lock_); }

 private:
  pthread_rwlock_t lock_;
};

// The lock under which a bot is forked and registered (shared: tables start their bots at the
// same time), and under which orphans are chosen (exclusive: no child is half-started then).
SpawnLock& spawn_mutex();

// Adds / removes a live bot's pid (its process group id). add() returns false when full.
// `at_terminal`: the bot talks to the person at the arena's terminal (the human seat), so it is
// told of Ctrl-C and Ctrl-Z by signal (signal_groups).
bool add(pid_t pid, bool at_terminal = false);
void remove(pid_t pid);
bool contains(pid_t pid);

// Whether a live process other than the leader is still in process group `pgid` (a bot's
// helpers, still running after the bot exited). For a leader that has exited: what is left of
// its group was re-parented to the arena, so only the trees below the arena's children that are
// not live bots are looked at.
bool group_has_others(pid_t pgid);

// SIGKILL to every registered bot's process group. Async-signal-safe.
void kill_registered_groups();

// `signal` to every registered bot's process group that is (or is not) at the terminal.
// Async-signal-safe.
void signal_groups(int signal, bool at_terminal);

// Kills and reaps every child of this process that is not a registered bot, repeating until
// none is left (killing one orphan may re-parent its own children to us). Returns how many of
// them a bot left behind: not a sandbox's own init, which bubblewrap's outer process can leave
// to us for a moment when a sandboxed bot ends.
std::size_t reap_orphans();

// Kills every registered bot group, then kills and reaps every child of this process, bots
// included. For the end of the arena and for interrupted runs. Returns how many it reaped.
std::size_t reap_all_descendants();

}  // namespace arena::process_registry
