#pragma once
// The report page's hands: every hand of a run drawn by the hand viewer (hand_viewer.hpp), the
// viewer's section with a "hand N" box, the biggest pots and each bot's all-ins linked to it, and
// the links (report.html#hand-N, a multi-table run's #table-T-hand-N) that open a hand. A
// league's page carries no hands: it links each game's own page (games/<game>/report.html).
#include <cstddef>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <string>
#include <vector>

#include "arena/report/html_table.hpp"
#include "arena/results/recorded_hand.hpp"

namespace arena::report {

// Where a hand opens: "#hand-12" (a table of a multi-table run: "#table-3-hand-12"); a league's
// game's hand: that game's page, "games/0004/report.html#hand-12" (`game_folder`: "games/0004").
std::string hand_href(int hand, int table, const std::string& game_folder = "");

// Collects, hand by hand, what the page's hands need.
class HandGallery {
 public:
  // `league`: the folder is a league's (its hands stay on the games' pages).
  HandGallery(const std::filesystem::path& dir, bool league);

  void add(int game, const nlohmann::json& record, const RecordedHand& hand);
  // Carries the hand just added even past the hands carried whole: the page links to it.
  void keep(const nlohmann::json& record);

  // The link to a hand the page names (a bot's faulty hand): its viewer on this page, or on the
  // league game's page.
  std::string href(int game, int hand) const;

  // The "Hands" section: the viewer, its "hand N" box, the biggest pots, each bot's all-ins (the
  // best `limits.top` bots by `order`), a league's games; and the hands' data for the script.
  std::string section(const std::vector<std::string>& order, const ReportLimits& limits) const;

 private:
  struct HandRef {
    long long chips = 0;
    int game = 0;
    int hand = 0;
    int table = 0;
  };
  std::string link(const HandRef& h) const;

  bool league_;
  std::map<int, std::string> game_folders_;  // a league's game number: "games/0004"
  std::map<int, int> table_of_;              // a single run's hand: its table (multi-table)
  std::size_t hands_ = 0;
  std::string data_;                 // the carried hands' viewer JSON, as a JSON array's items
  std::map<int, std::string> late_;  // a linked hand after the carried ones: its viewer JSON
  std::set<int> kept_;               // of those, the ones linked but as a big pot
  std::vector<HandRef> pots_;        // the biggest pots, biggest first
  std::map<std::string, std::vector<HandRef>> all_ins_;
};

}  // namespace arena::report
