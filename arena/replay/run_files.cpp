#include "arena/replay/run_files.hpp"

#include <fstream>
#include <sstream>

#include "arena/config/json_fields.hpp"

namespace arena {
namespace {

std::string read_whole(const std::filesystem::path& path, const std::string& what) {
  std::error_code ec;
  if (!std::filesystem::is_regular_file(path, ec))
    throw RunFileError(what + ": no such file (" + path.string() + ")");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw RunFileError(what + ": cannot be read (" + path.string() + ")");
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

nlohmann::json parse_object(const std::string& text, const std::string& what) {
  nlohmann::json j;
  try {
    j = config_detail::parse_json_text(text, what);
  } catch (const ConfigError& e) {
    throw RunFileError(e.what());
  }
  if (!j.is_object())
    throw RunFileError(what + ": expected a JSON object, got " +
                       std::string(config_detail::type_phrase(j)));
  return j;
}

}  // namespace

RunConfig read_run_config(const std::filesystem::path& dir) {
  std::error_code ec;
  if (!std::filesystem::is_directory(dir, ec))
    throw RunFileError(dir.string() + ": not a results folder (no such directory)");
  RunConfig c;
  c.raw = parse_object(read_whole(dir / "config.json", "config.json"), "config.json");
  c.mode = "tournament";
  if (c.raw.contains("mode")) {
    if (!c.raw["mode"].is_string()) throw RunFileError("config.json: mode: must be a string");
    c.mode = c.raw["mode"].get<std::string>();
  }
  if (!c.raw.contains("seed_hash") || !c.raw["seed_hash"].is_string())
    throw RunFileError(
        "config.json: seed_hash: missing (the hash published before the first hand)");
  c.seed_hash = c.raw["seed_hash"].get<std::string>();
  const nlohmann::json& seed = c.raw.contains("seed") ? c.raw["seed"] : nlohmann::json();
  if (seed.is_string()) {
    c.seed = seed.get<std::string>();
  } else if (seed.is_number_unsigned() || seed.is_number_integer()) {
    c.seed = seed.dump();  // as the config loader reads a numeric seed
  } else if (!seed.is_null()) {
    throw RunFileError("config.json: seed: must be a string or null, got " +
                       std::string(config_detail::type_phrase(seed)));
  }
  if (c.mode != "match" && c.mode != "tournament") {
    throw RunFileError("config.json: mode: \"" + c.mode +
                       "\" is not a kind of run (tournament, match)");
  }
  try {
    c.settings = parse_settings_text(c.raw.dump(), "config.json");
  } catch (const ConfigError& e) {
    throw RunFileError(e.what());
  }
  // A sit-and-go's config.json written before multi-table tournaments (R48) names no table size:
  // it played every bot at one table.
  if (c.settings.kind == RunKind::SitAndGo && !c.raw.contains("table_size"))
    c.settings.seats_per_table = c.settings.bot_count();
  return c;
}

nlohmann::json read_standings(const std::filesystem::path& dir) {
  return read_json_object(dir, "standings.json");
}

nlohmann::json read_json_object(const std::filesystem::path& dir, const std::string& file) {
  return parse_object(read_whole(dir / file, file), file);
}

HandLines::HandLines(const std::filesystem::path& dir) : path_(dir / "hands.jsonl") {
  std::istringstream in(read_whole(path_, "hands.jsonl"));
  std::string line;
  while (std::getline(in, line)) lines_.push_back(std::move(line));
}

nlohmann::json HandLines::parse(std::size_t index) const {
  const std::string where = "hands.jsonl line " + std::to_string(index + 1);
  if (index >= lines_.size()) throw RunFileError(where + ": past the end of the file");
  if (lines_[index].empty()) throw RunFileError(where + ": empty line");
  nlohmann::json j = parse_object(lines_[index], where);
  if (!j.contains("hand") || !j["hand"].is_number_integer())
    throw RunFileError(where + ": hand: missing or not a whole number");
  return j;
}

}  // namespace arena
