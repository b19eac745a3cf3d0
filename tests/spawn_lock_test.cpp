// The spawn lock (arena/process/child_reaper.hpp): bot starts share it, and a hunt for orphans
// that waits for it goes in before the starts that come after it.
#include <doctest/doctest.h>
#include <atomic>
#include <chrono>
#include <thread>

#include "arena/process/child_reaper.hpp"

using namespace std::chrono_literals;

TEST_CASE("the spawn lock is shared by starts and lets a waiting hunt in before later starts") {
  arena::process_registry::SpawnLock lock;
  lock.lock_shared();  // a start in flight
  const bool second_start_at_once = lock.try_lock_shared();
  if (second_start_at_once) lock.unlock_shared();
  std::atomic<bool> hunted{false};
  std::thread hunt([&] {
    lock.lock();
    hunted = true;
    lock.unlock();
  });
  // Once the hunt waits, a later start waits too: glibc's default reader-writer lock (what
  // std::shared_mutex is) would let it in, and a stream of starts could keep the hunt out.
  bool later_start_held_back = false;
  for (const auto until = std::chrono::steady_clock::now() + 10s;
       !later_start_held_back && std::chrono::steady_clock::now() < until;) {
    if (lock.try_lock_shared()) {  // the hunt is not waiting yet
      lock.unlock_shared();
      std::this_thread::sleep_for(1ms);
    } else {
      later_start_held_back = true;
    }
  }
  const bool hunted_during_start = hunted.load();
  lock.unlock_shared();
  hunt.join();
  CHECK(second_start_at_once);
  CHECK(later_start_held_back);
  CHECK_FALSE(hunted_during_start);
  CHECK(hunted.load());
}
