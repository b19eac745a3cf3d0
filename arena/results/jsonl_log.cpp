#include "arena/results/jsonl_log.hpp"

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>
#include <utility>

namespace arena {

JsonlLog::JsonlLog(const std::filesystem::path& path) : path_(path) {
  file_ = std::fopen(path.c_str(), "ae");
  if (file_ == nullptr)
    throw std::runtime_error("cannot open " + path.string() + ": " + std::strerror(errno));
}

JsonlLog::JsonlLog(JsonlLog&& other) noexcept
    : file_(std::exchange(other.file_, nullptr)), path_(std::move(other.path_)) {}

JsonlLog& JsonlLog::operator=(JsonlLog&& other) noexcept {
  if (this != &other) {
    if (file_ != nullptr) std::fclose(file_);
    file_ = std::exchange(other.file_, nullptr);
    path_ = std::move(other.path_);
  }
  return *this;
}

JsonlLog::~JsonlLog() {
  if (file_ != nullptr) std::fclose(file_);
}

void JsonlLog::append(std::string_view line) {
  if (file_ == nullptr) throw std::runtime_error("log " + path_.string() + " is not open");
  const bool ok = std::fwrite(line.data(), 1, line.size(), file_) == line.size() &&
                  std::fputc('\n', file_) != EOF && std::fflush(file_) == 0;
  if (!ok)
    throw std::runtime_error("cannot append to " + path_.string() + ": " + std::strerror(errno));
}

}  // namespace arena
