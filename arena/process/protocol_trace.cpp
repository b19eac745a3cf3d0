#include "arena/process/protocol_trace.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cstdio>

namespace arena {

ProtocolTrace::~ProtocolTrace() {
  if (fd_ != -1) ::close(fd_);
}

bool ProtocolTrace::open(const std::filesystem::path& path, Clock::time_point start,
                         std::uint64_t cap_bytes) {
  std::error_code ec;
  std::filesystem::create_directories(path.parent_path(), ec);
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  start_ = start;
  cap_ = cap_bytes;
  return fd_ != -1;
}

void ProtocolTrace::to_bot(std::string_view text, Clock::time_point at) {
  while (!text.empty()) {
    const std::size_t newline = text.find('\n');
    const std::string_view line = text.substr(0, newline);
    record("->", line, at);
    if (newline == std::string_view::npos) break;
    text.remove_prefix(newline + 1);
  }
}

void ProtocolTrace::from_bot(std::string_view line, Clock::time_point at) {
  record("<-", line, at);
}

void ProtocolTrace::from_bot_too_long(std::size_t limit, Clock::time_point at) {
  record("<-", "[arena: line over " + std::to_string(limit) + " bytes, discarded]", at);
}

void ProtocolTrace::record(std::string_view arrow, std::string_view line, Clock::time_point at) {
  if (fd_ == -1 || cut_) return;
  char stamp[32];
  const double ms = std::chrono::duration<double, std::milli>(at - start_).count();
  const int n = std::snprintf(stamp, sizeof stamp, "%12.3f ", ms);
  buffer_.assign(stamp, n > 0 ? static_cast<std::size_t>(n) : 0);
  buffer_ += arrow;
  buffer_ += ' ';
  buffer_ += line;
  buffer_ += '\n';
  if (written_ + buffer_.size() > cap_) {
    buffer_ = "[arena: trace cut at " + std::to_string(written_) + " bytes]\n";
    cut_ = true;
  }
  write_out();
}

void ProtocolTrace::write_out() {
  std::string_view rest = buffer_;
  while (!rest.empty()) {
    const ssize_t n = ::write(fd_, rest.data(), rest.size());
    if (n <= 0) {  // disk full or the like: a log is best effort
      cut_ = true;
      return;
    }
    rest.remove_prefix(static_cast<std::size_t>(n));
    written_ += static_cast<std::uint64_t>(n);
  }
}

}  // namespace arena
