#include "arena/verify/verify_run.hpp"

#include <algorithm>
#include <exception>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <utility>

#include "arena/config/json_fields.hpp"
#include "arena/replay/json_difference.hpp"
#include "arena/replay/logged_hand.hpp"
#include "arena/replay/run_files.hpp"
#include "arena/replay/run_replay.hpp"
#include "arena/results/hand_record.hpp"
#include "arena/results/standings.hpp"
#include "arena/verify/export_checks.hpp"
#include "arena/verify/run_checks.hpp"
#include "engine/deal.hpp"
#include "engine/faulted_ranking.hpp"
#include "engine/hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena::verify {

using replay::first_difference;
using replay::LoggedEndings;
using replay::Mismatch;
using replay::RunReplay;

namespace {

// Standings fields added after runs were already being logged: a standings.json with none of one
// was written before it, and is checked without it (the notes say so).
constexpr std::string_view kLaterStandingKeys[] = {"all_in_adjusted"};  // R47

// Drops from `replayed` each later field that no row of the recorded standings has.
void leave_out_later_fields(const nlohmann::json& recorded, nlohmann::json& replayed,
                            std::vector<std::string>& notes) {
  if (!recorded.contains("standings") || !recorded["standings"].is_array() ||
      recorded["standings"].empty() || !replayed.is_array())
    return;
  for (const std::string_view key : kLaterStandingKeys) {
    bool any = false;
    for (const auto& row : recorded["standings"])
      any = any || (row.is_object() && row.contains(std::string(key)));
    if (any) continue;
    bool dropped = false;
    for (auto& row : replayed)
      if (row.is_object() && row.erase(std::string(key)) > 0) dropped = true;
    if (dropped)
      notes.push_back("standings.json has no " + std::string(key) +
                      " (written before it): not checked");
  }
}

// Walks hands.jsonl through `replay`, then compares standings.json with the replay's state at
// the hand it was written after. `what` names the run ("tournament", "match") in messages.
VerifyResult verify_replayed_run(const std::filesystem::path& dir, const RunConfig& config,
                                 const VerifyOptions& options, RunReplay& replay,
                                 const std::string& what) {
  VerifyResult result;
  check_revealed_seed(config, options);
  const LoggedStandings standings = read_logged_standings(dir, config);
  LoggedEndings endings;
  for (const auto& row : standings.json.value("standings", nlohmann::json::array()))
    if (row.is_object() && row.contains("ended") && row["ended"].is_string() &&
        row.contains("name") && row["name"].is_string())
      endings[row["name"].get<std::string>()] = row["ended"].get<std::string>();
  replay.set_logged_endings(endings);
  const std::size_t standings_at = standings.hands;
  const bool finished = standings.finished;
  const bool interrupted = standings.interrupted;

  const HandLines lines(dir);
  PhhLogCheck phh(config);
  nlohmann::json standings_replayed = replay.standings_now();
  bool finished_at_standings = replay.finished();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    nlohmann::json hand;
    try {
      hand = lines.parse(i);
    } catch (const RunFileError& e) {
      throw Mismatch(e.what());
    }
    replay.check_hand(hand, i);
    phh.add_hand(hand);
    ++result.hands;
    if (i + 1 == standings_at) {
      standings_replayed = replay.standings_now();
      finished_at_standings = replay.finished();
    }
  }
  replay.check_end();
  // A tournament that ended because no bot still in could act (R20) ends in the replay where
  // the log ends: who could act is the bots' doing, not the seed's.
  if (finished && !standings.ended_early.empty() && !replay.finished() &&
      standings_at == lines.size()) {
    replay.end_now();
    standings_replayed = replay.standings_now();
    finished_at_standings = replay.finished();
    result.notes.push_back("the run ended early: " + standings.ended_early);
  }
  if (finished && !replay.finished())
    throw Mismatch("hands.jsonl: the log ends after hand " + std::to_string(lines.size()) +
                   ", but the " + what +
                   " goes on (standings.json says it finished: a hand is missing)");
  if (standings_at > lines.size())
    throw Mismatch("standings.json: hands: log says " + std::to_string(standings_at) +
                   ", but hands.jsonl holds " + std::to_string(lines.size()) + " (hand " +
                   std::to_string(lines.size() + 1) + " is missing)");
  if (finished && standings_at != lines.size())
    throw Mismatch("standings.json: hands: log says " + std::to_string(standings_at) +
                   ", replay gives " + std::to_string(lines.size()));
  if (finished && !finished_at_standings)
    throw Mismatch("standings.json: finished: log says true, replay gives false");
  leave_out_later_fields(standings.json, standings_replayed, result.notes);
  if (auto d = first_difference(derivable_rows(standings.json, replay.standing_keys()),
                                standings_replayed, replay.standing_keys(), "standings"))
    throw Mismatch("standings.json: " + d->describe());

  phh.check(dir);
  result.exports_checked.push_back("hands.phhs");
  if (options.pokerstars) {
    check_pokerstars_export(dir, *options.pokerstars);
    result.exports_checked.push_back(options.pokerstars->filename().string() + " (PokerStars)");
  }

  // A bot that could not start stops the run before its first hand (unless absent bots were
  // allowed): a legitimate outcome, said with the names standings.json gives.
  std::string absent;
  for (const auto& name : standings.json.value("absent", nlohmann::json::array()))
    if (name.is_string()) absent += (absent.empty() ? "" : ", ") + name.get<std::string>();
  if (interrupted) result.notes.push_back("the run was interrupted");
  if (!absent.empty() && !finished && standings_at == 0)
    result.notes.push_back("the run stopped before its first hand: " + absent + " could not start");
  else if (!finished && !interrupted)
    result.notes.push_back("the run did not finish (standings.json is from hand " +
                           std::to_string(standings_at) + ")");
  result.status = VerifyStatus::Verified;
  return result;
}

VerifyResult verify_tournament(const std::filesystem::path& dir, const RunConfig& config,
                               const VerifyOptions& options) {
  const auto tournament = replay::make_tournament_replay(config.settings, *config.seed);
  VerifyResult result = verify_replayed_run(dir, config, options, *tournament, "tournament");
  if (tournament->ended_by_hand_limit())
    result.notes.push_back("ended by the hand limit (" +
                           std::to_string(config.settings.hand_limit) + " hands)");
  return result;
}

}  // namespace

VerifyResult verify_run(const std::filesystem::path& dir, const VerifyOptions& options) {
  VerifyResult result;
  try {
    const RunConfig config = read_run_config(dir);
    if (!config.seed) {
      result.status = VerifyStatus::CannotVerify;
      result.message =
          "config.json: seed: not revealed (null): the seed is revealed only with the final "
          "results, so this run has not ended or was cut off; seed_hash " +
          config.seed_hash;
      return result;
    }
    if (config.settings.kind == RunKind::Match) {
      const auto match = replay::make_match_replay(config.settings, *config.seed);
      VerifyResult verified = verify_replayed_run(dir, config, options, *match, "match");
      verified.results_checked = "places, chips won and win rates";
      return verified;
    }
    if (config.settings.multi_table()) {
      const auto tournament = replay::make_multi_table_replay(config.settings, *config.seed, dir);
      VerifyResult verified = verify_replayed_run(dir, config, options, *tournament, "tournament");
      verified.results_checked = "places, points and chips, every table's hands and moves";
      return verified;
    }
    return verify_tournament(dir, config, options);
  } catch (const Mismatch& e) {
    result.message = e.what();
  } catch (const RunFileError& e) {
    result.message = e.what();
  } catch (const std::exception& e) {
    // A log the engine itself refuses (say, a record whose chips do not add up) lands here.
    result.message = std::string("cannot re-derive the run: ") + e.what();
  }
  result.status = VerifyStatus::Differs;
  return result;
}

}  // namespace arena::verify
