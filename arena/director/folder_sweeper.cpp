#include "arena/director/folder_sweeper.hpp"

#include <system_error>

namespace arena {

FolderSweeper::~FolderSweeper() {
  {
    std::lock_guard lock(mutex_);
    closing_ = true;
  }
  queued_.notify_one();
  if (thread_.joinable()) thread_.join();
}

void FolderSweeper::remove(std::filesystem::path folder) {
  {
    std::lock_guard lock(mutex_);
    folders_.push_back(std::move(folder));
    if (!thread_.joinable()) thread_ = std::thread([this] { sweep(); });
  }
  queued_.notify_one();
}

void FolderSweeper::sweep() {
  std::unique_lock lock(mutex_);
  for (;;) {
    queued_.wait(lock, [this] { return closing_ || !folders_.empty(); });
    if (folders_.empty()) return;  // closing, and nothing left
    const std::filesystem::path folder = std::move(folders_.front());
    folders_.pop_front();
    lock.unlock();
    std::error_code ignored;
    std::filesystem::remove_all(folder, ignored);
    lock.lock();
  }
}

}  // namespace arena
