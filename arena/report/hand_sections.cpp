#include "arena/report/hand_sections.hpp"

#include <algorithm>
#include <map>

#include "arena/league/league_folder.hpp"
#include "arena/report/hand_viewer.hpp"
#include "arena/report/svg_chart.hpp"
#include "arena/report/viewer_hand.hpp"

namespace arena::report {
namespace {

using nlohmann::json;

// The biggest pots listed, and the all-ins listed under each bot (the rest counted).
constexpr std::size_t kPotsListed = 10;
constexpr std::size_t kAllInsListed = 12;
// The hands a page carries whole (and the biggest pots after them): a 1,000-hand sit-and-go's
// page stays under 2 MB, a long match's does not grow past about 3 MB.
constexpr std::size_t kHandsCarried = 2000;

// The page's glue to the viewer: opens the hand a link names (#hand-N, #table-T-hand-N) or the
// "hand N" box asks for, in the one viewer of the page, and focuses it for the arrow keys.
constexpr const char* kHandsScript = R"js(
(function () {
  var data = document.getElementById('hand-data');
  if (!data) return;
  var hands = JSON.parse(data.textContent), byNumber = {};
  hands.forEach(function (h) { byNumber[h.hand] = h; });
  var viewer = document.querySelector('[data-hand-viewer]');
  var note = document.getElementById('hand-note');
  function open(n, focus) {
    var hand = byNumber[n];
    note.textContent = hand ? '' : 'Hand ' + n + ' is not on this page (arena show prints it).';
    if (!hand) return;
    HandViewer.mount(viewer, hand, { step: 0 });
    if (focus) { viewer.scrollIntoView(); viewer.focus(); }
  }
  function fromHash() {
    var m = /^#(?:table-\d+-)?hand-(\d+)$/.exec(location.hash);
    if (m) open(Number(m[1]), true);
  }
  window.addEventListener('hashchange', fromHash);
  document.getElementById('hand-box').addEventListener('submit', function (e) {
    e.preventDefault();
    var n = Number(document.getElementById('hand-number').value);
    var h = byNumber[n];
    location.hash = h && h.table !== undefined ? 'table-' + h.table + '-hand-' + n : 'hand-' + n;
  });
  if (hands.length) open(hands[0].hand, false);
  fromHash();
})();
)js";

// JSON inside <script>: "</" ends the element, so it is written "<\/" (the same JSON string).
std::string script_safe(std::string text) {
  for (std::size_t at = text.find("</"); at != std::string::npos; at = text.find("</", at + 3))
    text.insert(at + 1, "\\");
  return text;
}

}  // namespace

std::string hand_href(int hand, int table, const std::string& game_folder) {
  const std::string anchor = (table > 0 ? "table-" + std::to_string(table) + "-" : std::string()) +
                             "hand-" + std::to_string(hand);
  return (game_folder.empty() ? "" : game_folder + "/report.html") + "#" + anchor;
}

HandGallery::HandGallery(const std::filesystem::path& dir, bool league) : league_(league) {
  if (!league) return;
  for (const std::filesystem::path& game : LeagueFolder::read(dir).games) {
    if (!std::filesystem::exists(game / "standings.json")) continue;  // no page: not begun
    const std::string folder = "games/" + game.filename().string();
    int number = 0;
    for (const char c : game.filename().string())
      if (c >= '0' && c <= '9' && number < 100'000'000) number = number * 10 + (c - '0');
    game_folders_[number] = folder;
  }
}

void HandGallery::add(int game, const json& record, const RecordedHand& hand) {
  // The events read from the record itself, by their words as hands.jsonl writes them.
  static const json kNoEvents = json::array();
  const json& events =
      record.contains("events") && record["events"].is_array() ? record["events"] : kNoEvents;
  HandRef ref{0, game, hand.hand, hand.table};
  for (const json& e : events)
    if (e.value("type", "") == "win_pot") ref.chips += e.value("amount", 0LL);
  const bool carried = !league_ && hands_ < kHandsCarried;
  ++hands_;
  if (!league_) table_of_[hand.hand] = hand.table;
  if (carried) data_ += (data_.empty() ? "" : ",") + viewer_hand(record).dump();
  // The biggest pots so far, biggest first (the earlier of equal ones first); a hand past the
  // carried ones keeps its viewer data while it is among them.
  const auto at = std::find_if(pots_.begin(), pots_.end(),
                               [&ref](const HandRef& p) { return p.chips < ref.chips; });
  if (at != pots_.end() || pots_.size() < kPotsListed) {
    pots_.insert(at, ref);
    if (!league_ && !carried) late_[hand.hand] = viewer_hand(record).dump();
    if (pots_.size() > kPotsListed) {
      if (kept_.count(pots_.back().hand) == 0) late_.erase(pots_.back().hand);
      pots_.pop_back();
    }
  }
  std::map<long long, std::string> name_of;  // by seat
  for (const RecordedPlayer& p : hand.players) name_of[p.seat] = p.name;
  std::vector<long long> all_in_seats;
  for (const json& e : events) {
    if (e.value("type", "") != "act" || !e.value("all_in", false)) continue;
    const long long seat = e.value("seat", -1LL);
    if (name_of.count(seat) == 0 ||
        std::find(all_in_seats.begin(), all_in_seats.end(), seat) != all_in_seats.end())
      continue;
    all_in_seats.push_back(seat);
    std::vector<HandRef>& all_ins = all_ins_[name_of[seat]];
    if (all_ins.size() < kAllInsListed && !carried) keep(record);  // listed, so linked
    all_ins.push_back(ref);
  }
}

void HandGallery::keep(const json& record) {
  if (league_ || hands_ <= kHandsCarried) return;  // a league's are on its games' pages
  const int number = record["hand"].get<int>();
  if (kept_.insert(number).second && late_.count(number) == 0)
    late_[number] = viewer_hand(record).dump();
}

std::string HandGallery::link(const HandRef& h) const {
  const auto folder = game_folders_.find(h.game);
  return "<a href=\"" +
         hand_href(h.hand, h.table, folder == game_folders_.end() ? "" : folder->second) + "\">" +
         (h.game > 0 ? "game " + std::to_string(h.game) + " " : std::string()) + "hand " +
         std::to_string(h.hand) + "</a>";
}

std::string HandGallery::href(int game, int hand) const {
  const auto folder = game_folders_.find(game);
  const auto table = table_of_.find(hand);
  return hand_href(hand, game == 0 && table != table_of_.end() ? table->second : 0,
                   folder == game_folders_.end() ? "" : folder->second);
}

std::string HandGallery::section(const std::vector<std::string>& order,
                                 const ReportLimits& limits) const {
  std::string out = "<section id=\"hands\"><h2>Hands</h2>";
  if (!league_)
    out +=
        "<form id=\"hand-box\" class=\"hand-box\"><label>hand <input id=\"hand-number\" "
        "type=\"number\" min=\"1\" size=\"6\"></label> <button type=\"submit\">show</button> "
        "<span id=\"hand-note\" class=\"note\"></span></form><div data-hand-viewer></div>"
        "<p class=\"note\">Left and right arrows step through the hand; report.html#hand-N opens "
        "hand N.</p>";
  if (!league_ && hands_ > kHandsCarried)
    out += "<p class=\"note\">The page carries the first " + std::to_string(kHandsCarried) +
           " hands and the biggest pots; <code>arena show RESULTS_DIR --hand N</code> prints any "
           "hand.</p>";
  std::vector<std::string> rows;
  for (const HandRef& p : pots_) rows.push_back(html_row({link(p), std::to_string(p.chips)}));
  if (!rows.empty())
    out += "<h3>The biggest pots</h3>" + html_table({"hand", "chips won"}, rows, "pots", {1});
  rows.clear();
  for (std::size_t i = 0; i < order.size() && rows.size() < limits.top; ++i) {
    const auto it = all_ins_.find(order[i]);
    if (it == all_ins_.end()) continue;
    std::string hands;
    for (std::size_t k = 0; k < it->second.size() && k < kAllInsListed; ++k)
      hands += (k == 0 ? "" : ", ") + link(it->second[k]);
    hands += and_more(it->second.size() - std::min(it->second.size(), kAllInsListed));
    rows.push_back(
        html_row({html_escape(order[i]), std::to_string(it->second.size()), wrapped_cell(hands)}));
  }
  if (!rows.empty())
    out += "<h3>All-ins</h3>" + html_table({"bot", "all in", "hands"}, rows, "all-ins", {1, 3});
  if (league_) {
    std::string games;
    for (const auto& [number, folder] : game_folders_)
      games += (games.empty() ? "" : ", ") + std::string("<a href=\"") + folder +
               "/report.html\">" + std::to_string(number) + "</a>";
    out +=
        "<p>Each game's page draws its hands (<code>arena report</code> writes them beside this "
        "page, as games/NNNN/report.html): game " +
        games + ".</p>";
    return out + "</section>";
  }
  std::string data = data_;
  for (const auto& [number, hand] : late_) data += (data.empty() ? "" : ",") + hand;
  return out + "<script type=\"application/json\" id=\"hand-data\">[" + script_safe(data) +
         "]</script><script>" + std::string(hand_viewer_script()) + kHandsScript +
         "</script></section>";
}

}  // namespace arena::report
