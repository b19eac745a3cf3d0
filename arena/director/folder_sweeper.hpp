#pragma once
// Removes folders on a thread of its own while the run goes on: the folders of a tournament's
// players out, as soon as their processes are ended. Removing a folder costs little CPU but can
// wait some milliseconds on the file system's journal when other programs write to the disk
// (measured: 1000 bots' folders, 6 s of a large field's wind-down on a busy machine); here that
// wait overlaps the hands still played instead of following the last one.
#include <condition_variable>
#include <deque>
#include <filesystem>
#include <mutex>
#include <thread>

namespace arena {

class FolderSweeper {
 public:
  FolderSweeper() = default;
  FolderSweeper(const FolderSweeper&) = delete;
  FolderSweeper& operator=(const FolderSweeper&) = delete;
  ~FolderSweeper();  // removes what is still queued, then ends its thread

  // Queues `folder` for removal with everything in it (a failure is ignored: the run's whole
  // bots' folder is removed at its end anyway). Starts the thread on first use.
  void remove(std::filesystem::path folder);

 private:
  void sweep();

  std::mutex mutex_;
  std::condition_variable queued_;
  std::deque<std::filesystem::path> folders_;
  bool closing_ = false;
  std::thread thread_;
};

}  // namespace arena
