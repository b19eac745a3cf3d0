#pragma once
// An append-only log of one JSON object per line (hands.jsonl; hands.phhs uses it for its
// tables too). Lines are kept until flush(), which hands them to the operating system in one
// write: the caller decides how often (HandLogs flushes each batch of hands). A file only ever
// grows by whole lines, so a reader that follows it sees at most the last one still arriving.
#include <filesystem>
#include <string>
#include <string_view>

namespace arena {

class JsonlLog {
 public:
  JsonlLog() = default;
  explicit JsonlLog(const std::filesystem::path& path);  // opens for append; throws on failure
  JsonlLog(const JsonlLog&) = delete;
  JsonlLog& operator=(const JsonlLog&) = delete;
  JsonlLog(JsonlLog&& other) noexcept;
  JsonlLog& operator=(JsonlLog&& other) noexcept;
  ~JsonlLog();  // flushes what is left, ignoring errors

  bool is_open() const { return fd_ != -1; }
  // Adds `line` and a newline to what the next flush() writes.
  void append(std::string_view line);
  // Writes everything appended since the last flush; throws std::runtime_error naming the file
  // on failure (what could not be written is dropped, so one bad write does not repeat).
  void flush();

 private:
  int fd_ = -1;
  std::string pending_;
  std::filesystem::path path_;
};

}  // namespace arena
