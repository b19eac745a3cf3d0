#include "arena/report/stats_table.hpp"

#include "arena/report/svg_chart.hpp"

namespace arena::report {
namespace {

// "31.3% (16)": a share and its chances.
std::string share_text(const Share& share) {
  if (share.chances == 0) return "-";
  return fixed_text(share.percent(), 1) + "%" + " (" + std::to_string(share.chances) + ")";
}

std::string padded(const std::string& text, std::size_t width, bool right) {
  if (text.size() >= width) return text;
  const std::string pad(width - text.size(), ' ');
  return right ? pad + text : text + pad;
}

}  // namespace

std::string draws_per_round_text(const PlayerStats& s) {
  std::string out;
  for (const Share& round : s.draw_cards) {
    if (!out.empty()) out += " / ";
    out +=
        round.chances == 0 ? "-" : fixed_text(static_cast<double>(round.count) / round.chances, 2);
  }
  return out;
}

std::string stats_table_text(const std::vector<PlayerStats>& stats) {
  const std::vector<std::string> header = {
      "bot",  "game", "hands",       "VPIP",      "PFR",    "3-bet",  "AF",
      "WTSD", "W$SD", "draws/round", "median ms", "p95 ms", "max ms", "t/o/inv/abs"};
  std::vector<std::vector<std::string>> rows = {header};
  for (const PlayerStats& s : stats) {
    const TimeSummary t = summarize_times(s.answer_ms);
    const std::string draws = draws_per_round_text(s);
    rows.push_back({s.bot, s.game, std::to_string(s.hands), share_text(s.vpip), share_text(s.pfr),
                    share_text(s.three_bet), fixed_text(s.aggression_factor(), 2),
                    share_text(s.went_to_showdown), share_text(s.won_at_showdown),
                    draws.empty() ? "-" : draws, fixed_text(t.median, 2), fixed_text(t.p95, 2),
                    fixed_text(t.max, 2),
                    std::to_string(s.timeouts) + "/" + std::to_string(s.invalid) + "/" +
                        std::to_string(s.absent)});
  }
  std::vector<std::size_t> width(header.size(), 0);
  for (const auto& row : rows)
    for (std::size_t c = 0; c < row.size(); ++c) width[c] = std::max(width[c], row[c].size());
  std::string out;
  for (const auto& row : rows) {
    for (std::size_t c = 0; c < row.size(); ++c)
      out += (c == 0 ? "" : "  ") + padded(row[c], width[c], c >= 2);
    out += "\n";
  }
  out +=
      "Shares in percent, with the chances each rests on: VPIP and PFR over hands it acted in on "
      "the first round, 3-bet over "
      "hands facing one raise on the first round, WTSD over hands that reached the second round, "
      "W$SD over showdowns. AF: bets and raises per call. Times: the bot's answers; t/o/inv/abs: "
      "decisions the arena made for it (time-out, refused answer, gone). docs/REPORT.md defines "
      "each.\n";
  return out;
}

}  // namespace arena::report
