#pragma once
// A results folder read as it grows: the run in play writes it (hands.jsonl after each hand,
// standings.json at most once a second), the live page reads it from its own thread, and
// `arena watch` reads a finished or running run's folder the same way. Only what is new is read:
// hands.jsonl is indexed by line, and a hand is parsed only when it is asked for.
#include <cstdint>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace arena::live {

class FolderWatch {
 public:
  explicit FolderWatch(std::filesystem::path root) : root_(std::move(root)) {}

  // Reads what changed since the last call; true when anything did.
  bool refresh();

  const std::filesystem::path& root() const { return root_; }
  const nlohmann::json& standings() const { return standings_; }  // null until written
  const nlohmann::json& config() const { return config_; }        // null until written
  int hands() const { return static_cast<int>(line_starts_.size()); }
  // The last hands logged, newest first, as the organizer's records (at most `count`).
  std::vector<nlohmann::json> latest_hands(int count) const;
  // Hand `number` (of `table`, 1-based; 0: the run's one table) as hands.jsonl has it; nothing
  // until it is logged (a hand in play never is).
  std::optional<nlohmann::json> hand(int number, int table) const;

 private:
  std::optional<nlohmann::json> line(std::size_t index) const;
  bool reread(const std::filesystem::path& file, std::filesystem::file_time_type& seen,
              nlohmann::json& into);

  std::filesystem::path root_;
  nlohmann::json standings_, config_;
  std::filesystem::file_time_type standings_time_{}, config_time_{};
  std::vector<std::uint64_t> line_starts_;  // of each whole line of hands.jsonl
  std::uint64_t read_to_ = 0;               // bytes of hands.jsonl indexed
};

}  // namespace arena::live
