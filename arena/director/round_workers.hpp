#pragma once
// The threads that play a multi-table round's hands side by side (R49): `--concurrency` of them,
// the caller's thread among them. Each table is played by the same worker round after round,
// each worker on a CPU of its own when given CPUs, so a table's bots can sit on its worker's CPU
// (arena/process/table_cpu.hpp: a hand-over between threads on one CPU costs a fraction of one
// across CPUs). A round ends only when every table's hand has, so what the tables do between
// rounds never depends on which worker played which table, or in what order.
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace arena {

class RoundWorkers {
 public:
  // `threads` in all (at least 1): threads - 1 are started here, the caller of run() is worker
  // 0. With `cpus`, worker w runs on cpus[w % cpus.size()] (the caller from its first run()).
  explicit RoundWorkers(int threads, std::vector<int> cpus = {});
  RoundWorkers(const RoundWorkers&) = delete;
  RoundWorkers& operator=(const RoundWorkers&) = delete;
  ~RoundWorkers();

  int size() const { return static_cast<int>(threads_.size()) + 1; }
  // The CPU worker `w` runs on, when pinned.
  std::optional<int> cpu_of(int w) const;

  // Calls job(i) once for every i in [0, worker_of.size()), on worker worker_of[i] (0..size-1),
  // each worker taking its jobs in order; returns when all have returned, rethrowing the first
  // exception one threw.
  void run(const std::vector<int>& worker_of, const std::function<void(std::size_t)>& job);

 private:
  void work(int w);  // a helper thread: waits for a round, takes its jobs, repeats
  // Runs worker w's jobs of the current round.
  void take_jobs(int w, const std::function<void(std::size_t)>& job,
                 const std::vector<int>& worker_of);
  std::vector<int> cpus_;
  std::mutex mutex_;
  std::condition_variable wake_, done_;
  const std::function<void(std::size_t)>* job_ = nullptr;
  const std::vector<int>* worker_of_ = nullptr;
  std::size_t finished_ = 0;  // helpers through the current round
  unsigned round_ = 0;
  bool stopping_ = false;
  bool caller_pinned_ = false;
  std::exception_ptr failure_;
  std::vector<std::thread> threads_;
};

}  // namespace arena
