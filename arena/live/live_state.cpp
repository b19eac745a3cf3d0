#include "arena/live/live_state.hpp"

#include <set>
#include <string>

#include "arena/report/viewer_hand.hpp"
#include "arena/results/spectator_view.hpp"

namespace arena::live {
namespace {

constexpr int kRecentHands = 10;

std::string table_name(const nlohmann::json& record) {
  const int table = record.value("table", 0);
  return table > 0 ? "table " + std::to_string(table) : "table";
}

// A logged hand in a line: who won what, for the list of the last hands.
nlohmann::json hand_summary(const nlohmann::json& record) {
  nlohmann::json winners = nlohmann::json::array();
  for (const nlohmann::json& w : record.value("winners", nlohmann::json::array())) {
    std::string name;
    for (const nlohmann::json& p : record.value("players", nlohmann::json::array()))
      if (p.value("seat", -1) == w.value("seat", -2)) name = p.value("name", "");
    winners.push_back({{"name", name}, {"amount", w.value("amount", 0)}});
  }
  nlohmann::json s = {{"hand", record.value("hand", 0)},
                      {"winners", std::move(winners)},
                      {"game", record.value("game", "holdem")}};
  if (record.contains("table")) s["table"] = record["table"];
  return s;
}

// Each table's hand also as the hand viewer draws it (the report's viewer: viewer_hand.hpp).
void add_viewer_hands(nlohmann::json& tables) {
  for (nlohmann::json& table : tables) {
    try {
      table["viewer"] = report::viewer_hand(table["hand"], report::HandSight::rail());
    } catch (const std::runtime_error&) {
      table["viewer"] = nullptr;  // the page then lists the hand's events as text
    }
  }
}

}  // namespace

nlohmann::json live_state(const FolderWatch& folder, const LiveBoard* board) {
  // Read before the progress: a table publishes its progress and then waits at the pause, so a
  // state saying a table is held also has the progress of the hand before (read after, it could
  // pair a fresh `held` with the progress of a hand earlier).
  const bool paused = board != nullptr && board->paused();
  const int held = board != nullptr ? board->held() : 0;
  const nlohmann::json& standings = folder.standings();
  const nlohmann::json& config = folder.config();
  nlohmann::json run = {
      {"name", config.is_object() ? config.value("name", "") : folder.root().filename().string()},
      {"mode", standings.is_object() ? standings.value("mode", "") : ""},
      {"live", board != nullptr},
  };
  const bool finished = standings.is_object() &&
                        (standings.value("finished", false) || standings.value("complete", false));
  run["over"] = board != nullptr ? board->run_over() : finished;

  const std::vector<nlohmann::json> latest =
      folder.latest_hands(board != nullptr ? kRecentHands : 50);
  nlohmann::json recent = nlohmann::json::array();
  for (std::size_t i = 0; i < latest.size() && i < kRecentHands; ++i)
    recent.push_back(hand_summary(latest[i]));

  nlohmann::json tables;
  nlohmann::json progress;
  if (board != nullptr) {
    tables = board->spectator_tables();
    progress = board->progress();
  } else {
    // A folder alone: each table's last hand logged, finished, as the rail saw it.
    tables = nlohmann::json::array();
    std::set<std::string> seen;
    for (const nlohmann::json& record : latest) {
      if (!seen.insert(table_name(record)).second) continue;
      nlohmann::json hand = spectator_record(record);
      hand["in_progress"] = false;
      tables.push_back({{"table", table_name(record)}, {"hand", std::move(hand)}});
    }
    progress = nlohmann::json::object();
  }
  add_viewer_hands(tables);
  if (!progress.contains("hands"))
    progress["hands"] =
        standings.is_object() ? standings.value("hands", folder.hands()) : folder.hands();
  return {{"run", std::move(run)},
          {"progress", std::move(progress)},
          {"paused", paused},
          {"held", held},
          {"tables", std::move(tables)},
          {"hands_logged", folder.hands()},
          {"recent_hands", std::move(recent)},
          {"standings", standings}};
}

}  // namespace arena::live
