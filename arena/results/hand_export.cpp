#include "arena/results/hand_export.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <fstream>
#include <nlohmann/json.hpp>
#include <ostream>
#include <stdexcept>

#include "arena/results/phh_writer.hpp"
#include "arena/results/pokerstars_writer.hpp"
#include "arena/results/recorded_hand.hpp"

namespace arena {
namespace {

namespace fs = std::filesystem;

nlohmann::json read_json_file(const fs::path& path, bool required) {
  std::ifstream in(path);
  if (!in) {
    if (required) throw std::runtime_error("cannot read " + path.string());
    return nlohmann::json::object();
  }
  try {
    return nlohmann::json::parse(in);
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(path.string() + ": not valid JSON: " + e.what());
  }
}

std::time_t utc_time(int year, int month, int day, int hour) {
  std::tm tm{};
  tm.tm_year = year - 1900;
  tm.tm_mon = month - 1;
  tm.tm_mday = day;
  tm.tm_hour = hour;
  return timegm(&tm);
}

// Day of the month of the first Sunday of a month.
int first_sunday(int year, int month) {
  std::time_t t = utc_time(year, month, 1, 12);
  std::tm tm{};
  gmtime_r(&t, &tm);
  return 1 + (7 - tm.tm_wday) % 7;
}

}  // namespace

std::string eastern_time_text(std::time_t utc) {
  std::tm tm{};
  gmtime_r(&utc, &tm);
  const int year = tm.tm_year + 1900;
  // US rule: EDT from the second Sunday of March, 2:00 EST (7:00 UTC), to the first Sunday of
  // November, 2:00 EDT (6:00 UTC).
  const std::time_t dst_start = utc_time(year, 3, first_sunday(year, 3) + 7, 7);
  const std::time_t dst_end = utc_time(year, 11, first_sunday(year, 11), 6);
  const bool dst = utc >= dst_start && utc < dst_end;
  const std::time_t local = utc - (dst ? 4 : 5) * 3600;
  gmtime_r(&local, &tm);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y/%m/%d %H:%M:%S", &tm);
  return buf;
}

int export_run(const fs::path& run_dir, ExportFormat format, std::ostream& out,
               const std::string& table_prefix, const std::string& date_et) {
  const fs::path hands_path = run_dir / "hands.jsonl";
  if (!fs::is_directory(run_dir)) throw std::runtime_error("no run folder " + run_dir.string());
  std::ifstream hands(hands_path);
  if (!hands) throw std::runtime_error("cannot read " + hands_path.string());
  const nlohmann::json config = read_json_file(run_dir / "config.json", true);
  const nlohmann::json standings = read_json_file(run_dir / "standings.json", false);

  auto text_of = [](const nlohmann::json& j, const char* key) {
    return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
  };
  std::string mode = text_of(config, "mode");
  if (mode.empty()) mode = text_of(standings, "mode");
  if (mode.empty()) mode = "tournament";
  const std::string name = text_of(config, "name");
  std::string seed_hash = text_of(config, "seed_hash");
  if (seed_hash.empty()) seed_hash = text_of(standings, "seed_hash");
  int seats = config.contains("bots") && config["bots"].is_array()
                  ? static_cast<int>(config["bots"].size())
                  : 0;
  // A multi-table tournament's field is larger than a table (R48).
  if (config.contains("table_size") && config["table_size"].is_number_integer())
    seats = std::min(seats, config["table_size"].get<int>());

  PhhRunInfo phh{name, mode, seed_hash, seats, 0};
  if (config.contains("time") && config["time"].is_object() &&
      config["time"].contains("decision_ms") && config["time"]["decision_ms"].is_number())
    phh.time_limit_s = config["time"]["decision_ms"].get<double>() / 1000.0;

  PokerStarsRunInfo stars;
  stars.tournament = mode != "match";
  stars.table = name;
  stars.tournament_id = pokerstars_run_id(mode, name, seed_hash);
  stars.max_seats = seats;
  // Records carry no clock time: every hand gets the time hands.jsonl was last written.
  const auto written = fs::last_write_time(hands_path);
  const auto system = std::chrono::time_point_cast<std::chrono::seconds>(
      written - fs::file_time_type::clock::now() + std::chrono::system_clock::now());
  stars.date_et =
      date_et.empty() ? eastern_time_text(std::chrono::system_clock::to_time_t(system)) : date_et;
  if (standings.contains("standings") && standings["standings"].is_array()) {
    for (const auto& s : standings["standings"]) {
      if (s.is_object() && s.contains("name") && s["name"].is_string() && s.contains("place") &&
          s["place"].is_number_integer() && s["place"].get<int>() > 0)
        stars.places[s["name"].get<std::string>()] = s["place"].get<int>();
    }
  }

  int count = 0;
  int line_number = 0;
  std::string line;
  while (std::getline(hands, line)) {
    ++line_number;
    if (line.empty()) continue;
    try {
      const nlohmann::json record = nlohmann::json::parse(line);
      if (format == ExportFormat::Phh) {
        std::string table = phhs_table(record, phh);
        if (table.empty())
          throw std::runtime_error("the game " + record.value("game", std::string("?")) +
                                   " has no PHH form (PHH defines no such game): export it with "
                                   "--format pokerstars");
        // A league's games each number their hands from 1: the table names the game too.
        if (!table_prefix.empty()) table.insert(1, table_prefix + "-");
        out << table << '\n';
      } else {
        if (count > 0) out << "\n\n";
        out << pokerstars_hand_text(read_recorded_hand(record), stars);
      }
      ++count;
    } catch (const std::exception& e) {
      throw std::runtime_error(hands_path.string() + " line " + std::to_string(line_number) + ": " +
                               e.what());
    }
  }
  return count;
}

}  // namespace arena
