#pragma once
// An append-only log of one JSON object per line (hands.jsonl). Each line is handed to the
// operating system as soon as it is written, so a crash of the arena loses no finished hand.
#include <cstdio>
#include <filesystem>
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
  ~JsonlLog();

  bool is_open() const { return file_ != nullptr; }
  // Appends `line` and a newline; throws std::runtime_error naming the file on failure.
  void append(std::string_view line);

 private:
  std::FILE* file_ = nullptr;
  std::filesystem::path path_;
};

}  // namespace arena
