#include "arena/results/jsonl_log.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <utility>

namespace arena {

JsonlLog::JsonlLog(const std::filesystem::path& path) : path_(path) {
  fd_ = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ == -1)
    throw std::runtime_error("cannot open " + path.string() + ": " + std::strerror(errno));
}

JsonlLog::JsonlLog(JsonlLog&& other) noexcept
    : fd_(std::exchange(other.fd_, -1)),
      pending_(std::move(other.pending_)),
      path_(std::move(other.path_)) {}

JsonlLog& JsonlLog::operator=(JsonlLog&& other) noexcept {
  if (this != &other) {
    this->~JsonlLog();
    fd_ = std::exchange(other.fd_, -1);
    pending_ = std::move(other.pending_);
    path_ = std::move(other.path_);
  }
  return *this;
}

JsonlLog::~JsonlLog() {
  if (fd_ == -1) return;
  try {
    flush();
  } catch (const std::exception&) {  // a destructor reports nothing; flush() is where errors go
  }
  ::close(fd_);
  fd_ = -1;
}

void JsonlLog::append(std::string_view line) {
  pending_ += line;
  pending_ += '\n';
}

void JsonlLog::flush() {
  if (fd_ == -1) throw std::runtime_error("log " + path_.string() + " is not open");
  std::string_view rest = pending_;
  while (!rest.empty()) {
    const ssize_t n = ::write(fd_, rest.data(), rest.size());
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int error = n < 0 ? errno : EIO;
      pending_.clear();
      throw std::runtime_error("cannot append to " + path_.string() + ": " + std::strerror(error));
    }
    rest.remove_prefix(static_cast<std::size_t>(n));
  }
  pending_.clear();
}

}  // namespace arena
