#include "arena/live/folder_watch.hpp"

#include <fstream>
#include <string>
#include <system_error>

namespace arena::live {

bool FolderWatch::reread(const std::filesystem::path& file, std::filesystem::file_time_type& seen,
                         nlohmann::json& into) {
  std::error_code error;
  const auto time = std::filesystem::last_write_time(file, error);
  if (error || time == seen) return false;
  std::ifstream in(file);
  // Summaries are replaced whole (written aside, then renamed), so a read sees one whole file.
  nlohmann::json read = nlohmann::json::parse(in, nullptr, false);
  if (read.is_discarded()) return false;
  seen = time;
  into = std::move(read);
  return true;
}

bool FolderWatch::refresh() {
  bool changed = reread(root_ / "standings.json", standings_time_, standings_);
  changed = reread(root_ / "config.json", config_time_, config_) || changed;
  std::ifstream in(root_ / "hands.jsonl", std::ios::binary);
  if (!in) return changed;
  in.seekg(static_cast<std::streamoff>(read_to_));
  std::string chunk(1 << 16, '\0');
  std::uint64_t at = read_to_;
  std::uint64_t line_start = read_to_;
  while (in) {
    in.read(chunk.data(), static_cast<std::streamsize>(chunk.size()));
    const std::streamsize got = in.gcount();
    for (std::streamsize i = 0; i < got; ++i, ++at) {
      if (chunk[static_cast<std::size_t>(i)] != '\n') continue;
      line_starts_.push_back(line_start);  // a whole line: the writer ends every hand with one
      line_start = at + 1;
      changed = true;
    }
    if (got == 0) break;
  }
  read_to_ = line_start;  // a line still being written is read again next time
  return changed;
}

std::optional<nlohmann::json> FolderWatch::line(std::size_t index) const {
  if (index >= line_starts_.size()) return std::nullopt;
  std::ifstream in(root_ / "hands.jsonl", std::ios::binary);
  in.seekg(static_cast<std::streamoff>(line_starts_[index]));
  std::string text;
  if (!std::getline(in, text)) return std::nullopt;
  nlohmann::json record = nlohmann::json::parse(text, nullptr, false);
  if (record.is_discarded()) return std::nullopt;
  return record;
}

std::vector<nlohmann::json> FolderWatch::latest_hands(int count) const {
  std::vector<nlohmann::json> out;
  for (std::size_t i = line_starts_.size(); i > 0 && static_cast<int>(out.size()) < count; --i)
    if (std::optional<nlohmann::json> record = line(i - 1)) out.push_back(std::move(*record));
  return out;
}

std::optional<nlohmann::json> FolderWatch::hand(int number, int table) const {
  const auto is_it = [&](const nlohmann::json& r) {
    return r.value("hand", 0) == number && r.value("table", 0) == table;
  };
  // A run of one table logs its hands in order, one a line.
  if (table == 0 && number >= 1)
    if (std::optional<nlohmann::json> r = line(static_cast<std::size_t>(number - 1));
        r && is_it(*r))
      return r;
  // A multi-table tournament's tables interleave: the text is searched before anything is parsed.
  std::ifstream in(root_ / "hands.jsonl", std::ios::binary);
  const std::string key = "\"hand\":" + std::to_string(number) + ",";
  std::string text;
  for (std::size_t i = 0; i < line_starts_.size() && std::getline(in, text); ++i) {
    if (text.find(key) == std::string::npos) continue;
    nlohmann::json record = nlohmann::json::parse(text, nullptr, false);
    if (!record.is_discarded() && is_it(record)) return record;
  }
  return std::nullopt;
}

}  // namespace arena::live
