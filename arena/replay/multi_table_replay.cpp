// A multi-table tournament re-derived round by round (R48-R53): the engine prepares each round's
// hands from the seed, each hands.jsonl record is checked against its table's hand in the order
// the director logs them (table order), and once a round's hands are all checked the engine
// places, breaks and balances, and the record it gives is compared with tables.jsonl's.
#include <fstream>

#include "arena/replay/json_difference.hpp"
#include "arena/replay/logged_hand.hpp"
#include "arena/replay/multi_table_resume.hpp"
#include "arena/replay/run_files.hpp"
#include "arena/replay/run_replay.hpp"
#include "arena/replay/run_setup.hpp"
#include "arena/results/field_log.hpp"
#include "arena/results/game_tally.hpp"
#include "arena/results/hand_record.hpp"
#include "engine/faulted_ranking.hpp"

namespace arena::replay {
namespace {

const std::initializer_list<std::string_view> kMultiTableStandingKeys = {
    "name", "seat", "place", "points", "chips", "hands_played"};

class MultiTableReplay : public RunReplay {
 public:
  MultiTableReplay(const RunSettings& config, const std::string& seed,
                   const std::filesystem::path& dir)
      : config_(config),
        mt_(multi_table_setup(config, poker::Seed::from_text(seed))),
        protections_left_(config.bots.size(), config.table.protections),
        last_seat_(config.bots.size(), 0),
        last_table_(config.bots.size(), 0),
        by_game_(config.bots.size()) {
    for (const BotEntry& b : config.bots) names_.push_back(b.name);
    for (int e = 0; e < mt_.entrants(); ++e) {
      last_seat_[static_cast<std::size_t>(e)] = mt_.seat_of(e);
      last_table_[static_cast<std::size_t>(e)] = mt_.table_of(e);
    }
    std::ifstream in(dir / "tables.jsonl");
    for (std::string line; std::getline(in, line);)
      if (!line.empty()) field_lines_.push_back(line);
  }

  void check_hand(const nlohmann::json& log, std::size_t line) override;
  nlohmann::json standings_now() const override;
  bool finished() const override { return mt_.finished(); }
  void end_now() override {
    if (at_ == 0) mt_.end_now();
  }
  void set_logged_endings(const LoggedEndings& ended) override {
    faulted_ = faulted_entrants(config_, ended);
  }
  std::initializer_list<std::string_view> standing_keys() const override {
    return kMultiTableStandingKeys;
  }
  void check_end() override;

  // For a resume (multi_table_resume.cpp): the state after the hands checked so far.
  bool mid_round() const { return at_ != 0; }
  std::size_t field_lines_matched() const { return field_at_; }
  // A round's record missing at the end of tables.jsonl is kept here instead of being a
  // difference (a kill can come between a round's last hand logged and its record).
  void keep_missing_field_records() { keep_missing_ = true; }
  const std::vector<nlohmann::json>& missing_field_records() const { return missing_; }
  poker::MultiTableTournament& tournament() { return mt_; }
  const std::vector<int>& protections_left() const { return protections_left_; }
  const std::vector<int>& last_table() const { return last_table_; }
  const std::vector<int>& last_seat() const { return last_seat_; }
  const std::vector<std::vector<GameTally>>& by_game() const { return by_game_; }

 private:
  void finish_round();

  const RunSettings& config_;
  poker::MultiTableTournament mt_;
  std::vector<std::string> names_;
  std::vector<int> protections_left_;            // by entrant (R26)
  std::vector<int> last_seat_;                   // by entrant, as the director's standings give it
  std::vector<int> last_table_;                  // by entrant
  std::vector<std::vector<GameTally>> by_game_;  // by entrant, a mix's (R44)
  bool keep_missing_ = false;
  std::vector<nlohmann::json> missing_;
  std::vector<bool> faulted_;
  std::vector<std::string> field_lines_;  // tables.jsonl
  std::size_t field_at_ = 0;              // its next line to compare
  std::vector<poker::TableHand*> round_;  // the round being checked
  std::size_t at_ = 0;                    // its next hand
  std::vector<poker::Hand> hands_;
  std::vector<poker::Event> events_;
  bool was_bubble_ = false;
};

void MultiTableReplay::check_hand(const nlohmann::json& log, std::size_t line) {
  check_hand_number(log, line, mt_.finished() && at_ == 0, mt_.hands_played(), "tournament");
  if (at_ == 0) {
    was_bubble_ = mt_.on_bubble();
    round_ = mt_.next_round();
    hands_.assign(round_.size(), poker::Hand{});
  }
  poker::TableHand& th = *round_[at_];
  const std::string where =
      "hand " + std::to_string(th.hand_number) + " (table " + std::to_string(th.table + 1) + "): ";
  const std::vector<bool> vacation = logged_vacation_seats(log, where, mt_.setup().table_size);
  for (std::size_t p = 0; p < th.seats.size(); ++p)
    th.setup.folds_before_showdown[p] = vacation[static_cast<std::size_t>(th.seats[p])];
  events_.clear();
  poker::Hand& hand = hands_[at_];
  hand.start(th.setup, &events_);
  std::vector<int> protections;
  for (const int e : th.entrants)
    protections.push_back(protections_left_[static_cast<std::size_t>(e)]);
  std::vector<DecisionNote> notes;
  const std::optional<std::string> cannot_follow =
      play_logged_actions(log, hand, th.seats, config_.table, protections, notes);
  std::vector<std::string> names;
  for (std::size_t p = 0; p < th.entrants.size(); ++p) {
    const auto e = static_cast<std::size_t>(th.entrants[p]);
    protections_left_[e] = protections[p];
    last_seat_[e] = th.seats[p];
    last_table_[e] = th.table;
    names.push_back(names_[e]);
    if (config_.mix.mixed())
      tally_hand(by_game_[e], th.setup.dealt_game().name, poker::to_string(th.setup.structure),
                 hand.stack(static_cast<int>(p)) - th.setup.stacks[p]);
  }
  HandRecordInput in;
  in.hand_number = th.hand_number;
  in.level = mt_.level_index() + 1;
  in.setup = &th.setup;
  in.hand = &hand;
  in.events = events_;
  in.seat_of_player = th.seats;
  in.name_of_player = names;
  in.decisions = notes;
  in.timings = !config_.no_timings;
  in.mixed = config_.mix.mixed();
  in.table = th.table + 1;
  check_logged_hand(log, hand_record(in), where, cannot_follow);
  if (++at_ == round_.size()) finish_round();
}

void MultiTableReplay::finish_round() {
  std::vector<const poker::Hand*> done;
  for (const poker::Hand& h : hands_) done.push_back(&h);
  mt_.finish_round(done);
  at_ = 0;
  for (const poker::TableMove& m : mt_.moves()) {
    last_seat_[static_cast<std::size_t>(m.entrant)] = m.to_seat;
    last_table_[static_cast<std::size_t>(m.entrant)] = m.to_table;
  }
  const nlohmann::json record = field_record(mt_, round_, names_, was_bubble_);
  if (record.is_null()) return;
  const std::string where = "tables.jsonl line " + std::to_string(field_at_ + 1) + ": ";
  if (field_at_ >= field_lines_.size() && keep_missing_) {
    missing_.push_back(record);
    return;
  }
  if (field_at_ >= field_lines_.size())
    throw Mismatch("tables.jsonl: round " + std::to_string(mt_.rounds_played()) +
                   " changed the field (" + record.dump() + "), but the log ends before it");
  const nlohmann::json logged = nlohmann::json::parse(field_lines_[field_at_++], nullptr, false);
  if (logged != record)
    throw Mismatch(where + "round " + std::to_string(mt_.rounds_played()) + ": log says " +
                   show_json(logged) + ", replay gives " + show_json(record));
}

void MultiTableReplay::check_end() {
  if (mt_.finished() && field_at_ < field_lines_.size())
    throw Mismatch("tables.jsonl line " + std::to_string(field_at_ + 1) +
                   ": a record after the tournament ended");
}

nlohmann::json MultiTableReplay::standings_now() const {
  nlohmann::json out = nlohmann::json::array();
  std::vector<poker::Standing> standings = mt_.standings();
  if (config_.faulted_rank_last)
    standings = poker::rank_faulted_last(standings, faulted_, mt_.setup().field.points);
  for (const poker::Standing& s : standings) {
    const auto e = static_cast<std::size_t>(s.entrant);
    out.push_back({{"place", s.place},
                   {"name", names_[e]},
                   {"seat", last_seat_[e]},
                   {"points", s.points},
                   {"chips", s.chips},
                   {"hands_played", s.hands_played}});
  }
  return out;
}

}  // namespace

MultiTableResumePoint multi_table_resume_point(const std::filesystem::path& dir,
                                               const RunSettings& config, const std::string& seed) {
  // The last whole round first, then the tournament re-derived up to it alone.
  const HandLines lines(dir);
  std::size_t whole = 0;
  {
    MultiTableReplay scout(config, seed, dir);
    scout.keep_missing_field_records();
    for (std::size_t i = 0; i < lines.size(); ++i) {
      nlohmann::json hand;
      try {
        hand = lines.parse(i);
      } catch (const RunFileError& e) {
        if (i + 1 == lines.size()) break;  // the last line, cut off by the kill
        throw Mismatch(e.what());
      }
      scout.check_hand(hand, i);
      if (!scout.mid_round()) whole = i + 1;
    }
  }
  auto replay = std::make_unique<MultiTableReplay>(config, seed, dir);
  replay->keep_missing_field_records();
  for (std::size_t i = 0; i < whole; ++i) replay->check_hand(lines.parse(i), i);
  MultiTableResumePoint point;
  point.hand_lines = whole;
  point.field_lines = replay->field_lines_matched();
  point.missing_field_records = replay->missing_field_records();
  point.protections_left = replay->protections_left();
  point.last_table = replay->last_table();
  point.last_seat = replay->last_seat();
  point.by_game = replay->by_game();
  point.tournament = std::make_unique<poker::MultiTableTournament>(std::move(replay->tournament()));
  return point;
}

std::unique_ptr<RunReplay> make_multi_table_replay(const RunSettings& config,
                                                   const std::string& seed,
                                                   const std::filesystem::path& dir) {
  return std::make_unique<MultiTableReplay>(config, seed, dir);
}

}  // namespace arena::replay
