#include "arena/report/result_hands.hpp"

#include <cctype>
#include <stdexcept>
#include <string>

#include "arena/league/league_folder.hpp"
#include "arena/replay/run_files.hpp"

namespace arena::report {
namespace {

void read_run_hands(
    const std::filesystem::path& dir, int game,
    const std::function<void(int, const nlohmann::json&, const RecordedHand&)>& take) {
  const HandLines lines(dir);
  for (std::size_t i = 0; i < lines.size(); ++i) {
    nlohmann::json record;
    RecordedHand hand;
    try {
      record = lines.parse(i);  // its errors name "hands.jsonl line N"
    } catch (const std::exception& e) {
      throw std::runtime_error((dir / e.what()).string());
    }
    try {
      hand = read_recorded_hand(record);
    } catch (const std::exception& e) {
      throw std::runtime_error(lines.path().string() + " line " + std::to_string(i + 1) + ": " +
                               e.what());
    }
    take(game, record, hand);
  }
}

// games/0007 is the league's seventh game.
int game_number(const std::filesystem::path& game) {
  int index = 0;
  for (const char c : game.filename().string())
    if (std::isdigit(static_cast<unsigned char>(c)) && index < 100'000'000)
      index = index * 10 + (c - '0');
  return index;
}

}  // namespace

void for_each_result_hand(
    const std::filesystem::path& dir,
    const std::function<void(int, const nlohmann::json&, const RecordedHand&)>& take) {
  if (!is_league_folder(dir)) return read_run_hands(dir, 0, take);
  const LeagueFolder league = LeagueFolder::read(dir);
  for (const std::filesystem::path& game : league.games)
    read_run_hands(game, game_number(game), take);
}

void for_each_result_standings(
    const std::filesystem::path& dir,
    const std::function<void(int game, const nlohmann::json& standings)>& take) {
  if (!is_league_folder(dir)) return take(0, read_standings(dir));
  for (const std::filesystem::path& game : LeagueFolder::read(dir).games)
    if (std::filesystem::exists(game / "standings.json"))  // a game not begun has none
      take(game_number(game), read_standings(game));
}

}  // namespace arena::report
