// BotProcess's line I/O and waits (bot_process.hpp); its start and end are in
// bot_process_start.cpp.
#include "arena/process/bot_process.hpp"

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <boost/asio/buffer.hpp>
#include <boost/asio/error.hpp>
#include <cerrno>
#include <cstring>

namespace arena {

namespace asio = boost::asio;

const char* to_string(ReadStatus s) {
  switch (s) {
    case ReadStatus::Line:
      return "line";
    case ReadStatus::Timeout:
      return "timeout";
    case ReadStatus::Closed:
      return "closed";
    case ReadStatus::TooLong:
      return "too long";
  }
  return "?";
}

const char* to_string(WriteStatus s) {
  switch (s) {
    case WriteStatus::Ok:
      return "ok";
    case WriteStatus::Timeout:
      return "timeout";
    case WriteStatus::Closed:
      return "closed";
  }
  return "?";
}

std::string ExitInfo::describe() const {
  std::string limits;
  for (const std::string& limit : limits_hit) limits += (limits.empty() ? " (" : ", ") + limit;
  if (!limits.empty()) limits += ")";
  switch (kind) {
    case Kind::Running:
      return "is still running";
    case Kind::Exited:
      return "exited with code " + std::to_string(code) + limits;
    case Kind::Signaled:
      return "was killed by signal " + std::to_string(signal) + " (" + ::strsignal(signal) + ")" +
             (killed_by_arena ? " sent by the arena" : "") + limits;
    case Kind::Unknown:
      return "ended (status unknown: reaped elsewhere)";
  }
  return "?";
}

// ---- waiting ---------------------------------------------------------------------------------

template <typename Done>
bool BotProcess::wait_until(Clock::time_point deadline, Done done) {
  while (!done()) {
    if (Clock::now() >= deadline) return false;
    // run_one_until hands the deadline to epoll_wait itself (no timer to re-arm per wait:
    // cheaper than a steady_timer on the hot path of every decision).
    if (io_.stopped()) io_.restart();
    if (io_.run_one_until(deadline) == 0 && io_.stopped()) {
      // Nothing in flight can change the state before the deadline: wait it out on a timer.
      boost::system::error_code ignored;
      timer_.expires_at(deadline);
      timer_.wait(ignored);
    }
  }
  return true;
}

std::chrono::nanoseconds BotProcess::since_last_write(Clock::time_point t) const {
  return t > last_write_ ? t - last_write_ : Clock::duration::zero();
}

// ---- stdin -----------------------------------------------------------------------------------

WriteStatus BotProcess::write_line(std::string_view line, Clock::duration timeout) {
  return write_lines(std::span<const std::string_view>(&line, 1), timeout);
}

WriteStatus BotProcess::write_lines(std::span<const std::string> lines, Clock::duration timeout) {
  std::vector<std::string_view> views(lines.begin(), lines.end());
  return write_lines(std::span<const std::string_view>(views), timeout);
}

WriteStatus BotProcess::write_lines(std::span<const std::string_view> lines,
                                    Clock::duration timeout) {
  const Clock::time_point now = Clock::now();
  if (stdin_closed_) return WriteStatus::Closed;
  if (writing_.size() + pending_.size() > kMaxPendingWriteBytes) return WriteStatus::Timeout;
  last_write_ = now;
  if (trace_.is_open())
    for (std::string_view line : lines) trace_.to_bot(line, now);

  const auto append_lines = [lines](std::string& dst) {
    for (std::string_view line : lines) {
      dst += line;
      if (line.empty() || line.back() != '\n') dst += '\n';
    }
  };
  if (write_in_flight_) {
    append_lines(pending_);
  } else {
    // Everything usually fits in the pipe and goes out in this one syscall. A batch of lines that
    // each end in '\n' (a seat's outbox) goes straight from the caller's buffer; only what the
    // pipe cannot take now is kept and written as the bot reads.
    const bool ready = lines.size() == 1 && !lines[0].empty() && lines[0].back() == '\n';
    if (!ready) append_lines(writing_);
    std::string_view rest = ready ? lines[0] : std::string_view(writing_);
    if (!write_now(rest)) {
      writing_.clear();
      return WriteStatus::Closed;
    }
    if (rest.empty()) {  // all in the pipe: the usual case
      writing_.clear();
      return WriteStatus::Ok;
    }
    if (ready) {
      writing_.assign(rest);
    } else {
      writing_.erase(0, writing_.size() - rest.size());
    }
    arm_stdin_write();
  }
  const bool flushed = wait_until(
      now + timeout, [this] { return stdin_closed_ || (!write_in_flight_ && writing_.empty()); });
  if (stdin_closed_) return WriteStatus::Closed;
  return flushed ? WriteStatus::Ok : WriteStatus::Timeout;
}

bool BotProcess::write_now(std::string_view& rest) {
  const ssize_t n = ::write(stdin_.native_handle(), rest.data(), rest.size());
  if (n == -1 && errno != EAGAIN && errno != EINTR) {
    stdin_closed_ = true;  // EPIPE: the bot closed its stdin or exited
    return false;
  }
  if (n > 0) rest.remove_prefix(static_cast<std::size_t>(n));
  return true;
}

void BotProcess::arm_stdin_write() {
  write_in_flight_ = true;
  stdin_.async_write_some(asio::buffer(writing_),
                          [this, alive = std::weak_ptr<int>(alive_)](
                              const boost::system::error_code& ec, std::size_t n) {
                            if (alive.expired()) return;
                            write_in_flight_ = false;
                            if (ec) {
                              stdin_closed_ = true;  // EPIPE, or close_stdin() cancelled the write
                              writing_.clear();
                              pending_.clear();
                              return;
                            }
                            writing_.erase(0, n);
                            if (writing_.empty()) writing_.swap(pending_);
                            if (!writing_.empty()) arm_stdin_write();
                          });
}

void BotProcess::close_stdin() {
  stdin_closed_ = true;
  boost::system::error_code ignored;
  stdin_.close(ignored);
}

// ---- stdout ----------------------------------------------------------------------------------

void BotProcess::arm_stdout_read() {
  if (out_reading_ || out_eof_ || received_bytes_ >= kMaxQueuedBytes) return;
  out_reading_ = true;
  stdout_.async_read_some(asio::buffer(out_buf_),
                          [this, alive = std::weak_ptr<int>(alive_)](
                              const boost::system::error_code& ec, std::size_t n) {
                            if (alive.expired()) return;
                            out_reading_ = false;
                            const Clock::time_point at = Clock::now();
                            if (n > 0) on_stdout(out_buf_.data(), n, at);
                            if (ec) {
                              on_stdout_end(at);  // EOF, or the pipe broke
                              return;
                            }
                            // Once a line waits, the rest can wait in the pipe: reading on would
                            // cost a read(2) that finds nothing for nearly every answer.
                            if (received_.empty()) arm_stdout_read();
                          });
}

void BotProcess::on_stdout_end(Clock::time_point at) {
  // A last line without '\n' still counts as a line.
  if (!partial_.empty() && !discarding_) {
    if (trace_.is_open()) trace_.from_bot(partial_, at);
    received_bytes_ += partial_.size();
    received_.push_back({ReadStatus::Line, std::move(partial_), at});
  }
  partial_.clear();
  out_eof_ = true;
}

bool BotProcess::read_stdout_now() {
  if (out_reading_) return false;  // asio holds the buffer: only the io_context may read
  if (out_eof_ || received_bytes_ >= kMaxQueuedBytes) return true;
  const ssize_t n = ::read(stdout_.native_handle(), out_buf_.data(), out_buf_.size());
  if (n == -1 && (errno == EAGAIN || errno == EINTR)) return true;  // nothing written yet
  const Clock::time_point at = Clock::now();
  if (n > 0) {
    on_stdout(out_buf_.data(), static_cast<std::size_t>(n), at);
  } else {
    on_stdout_end(at);  // 0: EOF; -1: the pipe broke, as asio would report it
  }
  return true;
}

void BotProcess::on_stdout(const char* data, std::size_t n, Clock::time_point at) {
  while (n > 0) {
    const char* newline = static_cast<const char*>(std::memchr(data, '\n', n));
    const std::size_t segment = newline ? static_cast<std::size_t>(newline - data) : n;
    if (discarding_) {
      if (newline) discarding_ = false;  // the over-long line ends here
    } else if (partial_.size() + segment > kMaxLineBytes) {
      if (trace_.is_open()) trace_.from_bot_too_long(kMaxLineBytes, at);
      received_.push_back({ReadStatus::TooLong, {}, at});
      partial_.clear();
      discarding_ = newline == nullptr;
    } else {
      partial_.append(data, segment);
      if (newline) {
        if (trace_.is_open()) trace_.from_bot(partial_, at);
        received_bytes_ += partial_.size();
        received_.push_back({ReadStatus::Line, std::move(partial_), at});
        partial_.clear();
      }
    }
    const std::size_t used = segment + (newline ? 1 : 0);
    data += used;
    n -= used;
  }
}

ReadResult BotProcess::read_line(Clock::time_point deadline) {
  if (received_.empty()) arm_stdout_read();
  wait_until(deadline, [this] { return !received_.empty() || out_eof_; });
  ReadResult result;
  if (!received_.empty()) {
    Received& r = received_.front();
    result.status = r.status;
    result.line = std::move(r.line);
    result.elapsed = since_last_write(r.at);
    result.at = r.at;
    received_bytes_ -= result.line.size();
    received_.pop_front();
    return result;
  }
  result.status = out_eof_ ? ReadStatus::Closed : ReadStatus::Timeout;
  result.elapsed = since_last_write(Clock::now());
  return result;
}

const std::string* BotProcess::peek_line() {
  // Asked before every turn, and the pipe is nearly always empty then: one read(2) that finds
  // nothing, where arming an asio read and polling the io_context also cost an epoll_wait.
  if (received_.empty() && !read_stdout_now()) {
    if (io_.stopped()) io_.restart();
    io_.poll();  // runs what is ready now (the read in flight, if the pipe holds bytes)
  }
  if (received_.empty() || received_.front().status != ReadStatus::Line) return nullptr;
  return &received_.front().line;
}

// ---- stderr ----------------------------------------------------------------------------------

void BotProcess::arm_stderr_read() {
  if (err_eof_) return;
  stderr_.async_read_some(asio::buffer(err_buf_),
                          [this, alive = std::weak_ptr<int>(alive_)](
                              const boost::system::error_code& ec, std::size_t n) {
                            if (alive.expired()) return;
                            if (n > 0) on_stderr(err_buf_.data(), n);
                            if (ec) {
                              err_eof_ = true;
                              return;
                            }
                            arm_stderr_read();
                          });
}

void BotProcess::on_stderr(const char* data, std::size_t n) {
  constexpr std::size_t kStderrRecent = 2048;
  const std::size_t recent = std::min(n, kStderrRecent);
  stderr_recent_.append(data + (n - recent), recent);
  if (stderr_recent_.size() > kStderrRecent)
    stderr_recent_.erase(0, stderr_recent_.size() - kStderrRecent);
  const std::uint64_t before = stderr_seen_;
  stderr_seen_ += n;
  if (err_log_fd_ == -1 || before > stderr_cap_) return;  // discarding
  const std::size_t room = before < stderr_cap_ ? stderr_cap_ - before : 0;
  const std::size_t keep = std::min(n, room);
  // A log write failing (disk full) must not stop the draining; the log is best effort.
  if (keep > 0 && ::write(err_log_fd_, data, keep) < 0) return;
  if (stderr_seen_ > stderr_cap_) {
    const std::string note = "\n[arena: stderr cut at " + std::to_string(stderr_cap_) + " bytes]\n";
    if (::write(err_log_fd_, note.data(), note.size()) < 0) return;
  }
}

std::vector<std::string> BotProcess::stderr_tail(std::size_t lines) {
  constexpr std::size_t kLineShown = 200;
  // What an async read already took is handed on first (its handler may be queued), then what
  // is still in the pipe: neither blocks.
  io_.poll();
  drain_stderr_now();
  std::vector<std::string> out;
  std::size_t end = stderr_recent_.size();
  while (end > 0 && out.size() < lines) {
    if (stderr_recent_[end - 1] == '\n') {
      --end;
      continue;
    }
    const std::size_t start = stderr_recent_.rfind('\n', end - 1);
    const std::size_t from = start == std::string::npos ? 0 : start + 1;
    std::string line = stderr_recent_.substr(from, end - from);
    if (line.size() > kLineShown) line = line.substr(0, kLineShown) + "...";
    out.insert(out.begin(), std::move(line));
    end = from;
  }
  return out;
}

// ---- exit ------------------------------------------------------------------------------------

void BotProcess::arm_exit_watch() {
  exit_watch_.async_wait(
      asio::posix::stream_descriptor::wait_read,
      [this, alive = std::weak_ptr<int>(alive_)](const boost::system::error_code& ec) {
        if (alive.expired() || ec) return;
        peek_exit();
        if (exit_.kind == ExitInfo::Kind::Running) arm_exit_watch();
      });
}

void BotProcess::peek_exit() {
  if (exit_.kind != ExitInfo::Kind::Running || pid_ <= 0) return;
  // WNOWAIT: read the status but leave the zombie, so the pid (= our process group id) cannot be
  // reused by a new process before kill() has signalled the group.
  siginfo_t info{};
  if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) == -1) {
    if (errno == ECHILD) exit_.kind = ExitInfo::Kind::Unknown;
    return;
  }
  if (info.si_pid != pid_) return;  // still running
  record_exit(info.si_code == CLD_EXITED ? W_EXITCODE(info.si_status, 0) : info.si_status, false);
}

bool BotProcess::running() {
  peek_exit();
  return exit_.kind == ExitInfo::Kind::Running;
}

bool BotProcess::wait_exit(Clock::duration grace) {
  const Clock::time_point deadline = Clock::now() + grace;
  auto exited = [this] { return exit_.kind != ExitInfo::Kind::Running; };
  peek_exit();
  if (exit_watch_.is_open()) return wait_until(deadline, exited);
  // No pidfd (kernel older than 5.3): look again every 2 ms, still on an asio timer.
  while (true) {
    peek_exit();
    const Clock::time_point now = Clock::now();
    if (exited() || now >= deadline) return exited();
    wait_until(std::min(deadline, now + std::chrono::milliseconds(2)), [] { return false; });
  }
}

ExitInfo BotProcess::finish(Clock::duration grace) {
  close_stdin();
  wait_exit(grace);
  // A bot that exited has closed its stderr: read it to the end first, so that a chunk the
  // pending read already took is logged before what kill()'s drain takes after it (in order, and
  // counted). Helpers that keep the pipe open are not waited for long: kill() takes them down.
  if (!running())
    wait_until(Clock::now() + std::chrono::milliseconds(200), [this] { return err_eof_; });
  kill();
  return exit_;
}

}  // namespace arena
