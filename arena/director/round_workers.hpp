#pragma once
// The threads that play a multi-table round's hands side by side (R49): `--concurrency` of them,
// the caller's thread among them, each taking the next table's hand until none is left. A round
// ends only when every table's hand has, so what the tables do between rounds never depends on
// which thread played which table, or in what order.
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace arena {

class RoundWorkers {
 public:
  // `threads` in all (at least 1): threads - 1 are started here, the caller of run() is the last.
  explicit RoundWorkers(int threads);
  RoundWorkers(const RoundWorkers&) = delete;
  RoundWorkers& operator=(const RoundWorkers&) = delete;
  ~RoundWorkers();

  // Calls job(i) once for every i in [0, count), spread over the threads; returns when all
  // have returned, rethrowing the first exception one threw.
  void run(std::size_t count, const std::function<void(std::size_t)>& job);

 private:
  void work();            // a helper thread: waits for a round, takes jobs, repeats
  void take_jobs();       // takes and runs jobs of the current round until none is left
  std::mutex mutex_;
  std::condition_variable wake_, done_;
  const std::function<void(std::size_t)>* job_ = nullptr;
  std::size_t count_ = 0, next_ = 0, finished_ = 0;
  unsigned round_ = 0;
  bool stopping_ = false;
  std::exception_ptr failure_;
  std::vector<std::thread> threads_;
};

}  // namespace arena
