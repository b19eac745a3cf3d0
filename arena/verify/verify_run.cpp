#include "arena/verify/verify_run.hpp"

#include <algorithm>
#include <exception>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <utility>

#include "arena/config/json_fields.hpp"
#include "arena/results/hand_record.hpp"
#include "arena/verify/json_difference.hpp"
#include "arena/verify/run_files.hpp"
#include "engine/deal.hpp"
#include "engine/hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena::verify {
namespace {

// The first difference found; verification stops there.
struct Mismatch : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Fields of a hand record in the order a hand happens, so the earliest wrong fact is named.
const std::initializer_list<std::string_view> kHandKeyOrder = {
    "hand",      "level",   "structure", "small_blind",
    "big_blind", "min_bet", "small_bet", "big_bet",
    "antes",     "button",  "players",   "seat",
    "name",      "stack",   "hole",      "folds_before_showdown",
    "actions",   "street",  "action",    "amount",
    "added",     "all_in",  "forced",    "time_ms",
    "board",     "shown",   "cards",     "rank",
    "winners",   "pot",     "stacks",    "events",
    "type"};
// What is fixed before the first decision: checked before the actions are replayed.
constexpr std::string_view kSetupKeys[] = {
    "hand",      "level",   "structure", "small_blind", "big_blind", "min_bet",
    "small_bet", "big_bet", "antes",     "button",      "players",   "folds_before_showdown"};

std::string show(const nlohmann::json& j) {
  return config_detail::show(j);
}

std::optional<poker::ActionType> action_type(std::string_view text) {
  for (auto t : {poker::ActionType::Fold, poker::ActionType::Check, poker::ActionType::Call,
                 poker::ActionType::Bet, poker::ActionType::Raise})
    if (poker::to_string(t) == text) return t;
  return std::nullopt;
}

poker::SitAndGoSetup sit_and_go_setup(const TournamentConfig& c, const std::string& seed) {
  poker::SitAndGoSetup s;
  s.entrants = static_cast<int>(c.bots.size());
  s.starting_stack = c.starting_stack;
  s.structure = c.structure;
  s.schedule = c.schedule;
  s.seed = poker::Seed::from_text(seed);
  s.hand_limit = c.hand_limit;
  s.points = c.points;
  return s;
}

// Replays a tournament hand by hand from the seed, driven by the logged actions.
class TournamentReplay {
 public:
  TournamentReplay(const TournamentConfig& config, const std::string& seed)
      : config_(config), sng_(sit_and_go_setup(config, seed)) {}

  const poker::SitAndGo& sit_and_go() const { return sng_; }

  // Checks hands.jsonl line `line` (0-based) against the next hand; throws Mismatch.
  void check_hand(const nlohmann::json& log, std::size_t line);

  // standings.json's table as the director writes it, from the state now (bots by place).
  nlohmann::json standings_now() const;

 private:
  void set_vacation_flags(const nlohmann::json& log, const std::string& where);
  // Plays the logged decisions; returns the first reason the log cannot be followed, if any.
  std::optional<std::string> play_logged_actions(const nlohmann::json& log, poker::Hand& hand,
                                                 std::vector<DecisionNote>& notes);

  const TournamentConfig& config_;
  poker::SitAndGo sng_;
  std::vector<poker::Event> events_;
};

void TournamentReplay::set_vacation_flags(const nlohmann::json& log, const std::string& where) {
  const auto it = log.find("folds_before_showdown");
  if (it == log.end() || !it->is_array())
    throw Mismatch(where + "folds_before_showdown: missing or not an array of seats");
  const int n = static_cast<int>(config_.bots.size());
  for (int e = 0; e < n; ++e) sng_.set_folds_before_showdown(e, false);
  for (std::size_t i = 0; i < it->size(); ++i) {
    const auto& seat = (*it)[i];
    if (!seat.is_number_integer() || seat.get<std::int64_t>() < 0 || seat.get<std::int64_t>() >= n)
      throw Mismatch(where + "folds_before_showdown[" + std::to_string(i) + "]: " + show(seat) +
                     " is not a seat of this table (0.." + std::to_string(n - 1) + ")");
    sng_.set_folds_before_showdown(sng_.seating()[seat.get<std::size_t>()], true);
  }
}

std::optional<std::string> TournamentReplay::play_logged_actions(const nlohmann::json& log,
                                                                 poker::Hand& hand,
                                                                 std::vector<DecisionNote>& notes) {
  const auto it = log.find("actions");
  if (it == log.end() || !it->is_array()) return "actions: missing or not an array";
  const nlohmann::json& actions = *it;
  const auto& entrants = sng_.hand_entrants();
  std::size_t k = 0;
  while (!hand.finished()) {
    const int seat = sng_.seat_of(entrants[static_cast<std::size_t>(hand.actor())]);
    // Forced folds at showdown are the engine's own, not decisions: not replayed.
    while (k < actions.size() && actions[k].is_object() && actions[k].contains("street") &&
           actions[k]["street"] == "showdown")
      ++k;
    const std::string at = "actions[" + std::to_string(k) + "]";
    if (k >= actions.size())
      return "actions: the log ends after " + std::to_string(actions.size()) +
             " actions, but the hand goes on (seat " + std::to_string(seat) + " to act)";
    const nlohmann::json& a = actions[k];
    if (!a.is_object()) return at + ": not an object";
    if (!a.contains("seat") || !a["seat"].is_number_integer())
      return at + ".seat: missing or not a whole number";
    if (a["seat"].get<std::int64_t>() != seat)
      return at + ".seat: log says " + show(a["seat"]) + ", replay gives " + std::to_string(seat) +
             " (the seat to act)";
    if (!a.contains("action") || !a["action"].is_string()) return at + ".action: missing";
    const auto type = action_type(a["action"].get<std::string>());
    if (!type) return at + ".action: " + show(a["action"]) + " is not an action";
    poker::Action action{*type, 0};
    if (*type == poker::ActionType::Bet || *type == poker::ActionType::Raise) {
      if (!a.contains("amount") || !a["amount"].is_number_integer())
        return at + ".amount: missing or not a whole number";
      action.amount = a["amount"].get<poker::Chips>();
    }
    DecisionNote note;
    if (a.contains("time_ms") && a["time_ms"].is_number())
      note.time_ms = a["time_ms"].get<double>();
    if (a.contains("forced")) {
      const auto& forced = a["forced"];
      if (!forced.is_string() || (forced != "timeout" && forced != "invalid" && forced != "absent"))
        return at + ".forced: " + show(forced) + " is not a reason (timeout, invalid, absent)";
      note.forced = forced.get<std::string>();
      // The arena acts for the bot as on vacation: check when free, else fold (R22).
      const auto vacation = hand.legal().check ? poker::ActionType::Check : poker::ActionType::Fold;
      if (*type != vacation)
        return at + ".action: log says " + show(a["action"]) + " forced by " + note.forced +
               ", but the arena then " + std::string(poker::to_string(vacation)) + "s";
    }
    const poker::ActionError error = hand.apply(action);
    if (error != poker::ActionError::None)
      return at + ": " + std::string(poker::to_string(action.type)) +
             (action.amount != 0 ? " " + std::to_string(action.amount) : std::string()) +
             " by seat " + std::to_string(seat) + " is not legal here (" +
             std::string(poker::to_string(error)) + ")";
    notes.push_back(std::move(note));
    ++k;
  }
  return std::nullopt;
}

void TournamentReplay::check_hand(const nlohmann::json& log, std::size_t line) {
  const int expected = static_cast<int>(line) + 1;
  const std::string where_line = "hands.jsonl line " + std::to_string(line + 1) + ": ";
  const auto logged_number = log["hand"].get<std::int64_t>();
  if (sng_.finished())
    throw Mismatch(where_line + "hand " + std::to_string(logged_number) +
                   ", but the tournament ended after hand " + std::to_string(sng_.hands_played()));
  if (logged_number != expected)
    throw Mismatch(where_line + "hand: log says " + std::to_string(logged_number) +
                   ", replay gives " + std::to_string(expected) +
                   (logged_number > expected ? " (a hand is missing)" : " (a hand is repeated)"));
  const std::string where = "hand " + std::to_string(expected) + ": ";

  set_vacation_flags(log, where);
  const poker::HandSetup& setup = sng_.next_hand();
  events_.clear();
  poker::Hand hand;
  hand.start(setup, &events_);
  std::vector<DecisionNote> notes;
  const std::optional<std::string> cannot_follow = play_logged_actions(log, hand, notes);

  std::vector<int> seats;
  std::vector<std::string> names;
  for (int e : sng_.hand_entrants()) {
    seats.push_back(sng_.seat_of(e));
    names.push_back(config_.bots[static_cast<std::size_t>(e)].name);
  }
  HandRecordInput in;
  in.hand_number = expected;
  in.level = sng_.level_index() + 1;
  in.setup = &setup;
  in.hand = &hand;
  in.events = events_;
  in.seat_of_player = seats;
  in.name_of_player = names;
  in.decisions = notes;
  const nlohmann::json replay = hand_record(in);

  // What was fixed before the first decision first, then whether the log's actions can be
  // followed at all, then everything.
  for (std::string_view key : kSetupKeys) {
    const auto l = log.find(key);
    const auto r = replay.find(key);
    if (r == replay.end()) continue;  // a field this build's records do not have
    if (l == log.end())
      throw Mismatch(where + std::string(key) + ": missing in the log, replay gives " + show(*r));
    if (auto d = first_difference(*l, *r, kHandKeyOrder, std::string(key)))
      throw Mismatch(where + d->describe());
  }
  if (cannot_follow) throw Mismatch(where + *cannot_follow);
  if (auto d = first_difference(log, replay, kHandKeyOrder)) throw Mismatch(where + d->describe());
  sng_.finish_hand(hand);
}

nlohmann::json TournamentReplay::standings_now() const {
  nlohmann::json out = nlohmann::json::array();
  for (const poker::Standing& s : sng_.standings()) {
    out.push_back({{"place", s.place},
                   {"name", config_.bots[static_cast<std::size_t>(s.entrant)].name},
                   {"seat", sng_.seat_of(s.entrant)},
                   {"points", s.points},
                   {"chips", s.chips},
                   {"hands_played", s.hands_played}});
  }
  return out;
}

// The logged standings reduced to what the replay can re-derive (times, errors and how a bot's
// process ended are the arena's measurements, not functions of the seed).
nlohmann::json derivable_standings(const nlohmann::json& standings) {
  if (!standings.contains("standings") || !standings["standings"].is_array())
    throw Mismatch("standings.json: standings: missing or not an array");
  nlohmann::json out = nlohmann::json::array();
  for (const auto& row : standings["standings"]) {
    nlohmann::json kept = nlohmann::json::object();
    if (row.is_object())
      for (const char* key : {"place", "name", "seat", "points", "chips", "hands_played"})
        if (row.contains(key)) kept[key] = row[key];
    out.push_back(std::move(kept));
  }
  return out;
}

const std::initializer_list<std::string_view> kStandingKeyOrder = {
    "name", "seat", "place", "points", "chips", "hands_played"};

VerifyResult verify_tournament(const std::filesystem::path& dir, const RunConfig& config,
                               const VerifyOptions& options) {
  VerifyResult result;
  const std::string& seed = *config.seed;
  const std::string hash = poker::Seed::from_text(seed).commitment();
  if (options.seed_hash && *options.seed_hash != config.seed_hash)
    throw Mismatch("config.json: seed_hash: log says " + config.seed_hash +
                   ", but the hash published at the start was " + *options.seed_hash);
  if (hash != config.seed_hash)
    throw Mismatch("config.json: seed: the revealed seed \"" + seed +
                   "\" hashes (BLAKE2b-256) to " + hash +
                   ", not to the seed_hash published at the start, " + config.seed_hash);

  const nlohmann::json standings = read_standings(dir);
  const auto logged_hands = standings.find("hands");
  if (logged_hands == standings.end() || !logged_hands->is_number_integer() ||
      logged_hands->get<std::int64_t>() < 0)
    throw Mismatch("standings.json: hands: missing or not a whole number");
  const auto standings_at = static_cast<std::size_t>(logged_hands->get<std::int64_t>());
  const auto flag = [&](const char* key) {
    const auto it = standings.find(key);
    if (it != standings.end() && !it->is_boolean())
      throw Mismatch(std::string("standings.json: ") + key + ": not true or false");
    return it != standings.end() && it->get<bool>();
  };
  const bool finished = flag("finished");
  const bool interrupted = flag("interrupted");
  for (const char* key : {"seed", "seed_hash"}) {
    if (standings.contains(key) && standings[key] != config.raw[key])
      throw Mismatch(std::string("standings.json: ") + key + ": log says " + show(standings[key]) +
                     ", config.json says " + show(config.raw[key]));
  }

  const HandLines lines(dir);
  TournamentReplay replay(config.settings, seed);
  nlohmann::json standings_replayed = replay.standings_now();
  bool finished_at_standings = replay.sit_and_go().finished();
  for (std::size_t i = 0; i < lines.size(); ++i) {
    nlohmann::json hand;
    try {
      hand = lines.parse(i);
    } catch (const RunFileError& e) {
      throw Mismatch(e.what());
    }
    replay.check_hand(hand, i);
    ++result.hands;
    if (i + 1 == standings_at) {
      standings_replayed = replay.standings_now();
      finished_at_standings = replay.sit_and_go().finished();
    }
  }
  if (finished && !replay.sit_and_go().finished())
    throw Mismatch("hands.jsonl: the log ends after hand " + std::to_string(lines.size()) +
                   ", but the tournament goes on (standings.json says it finished: a hand is "
                   "missing)");
  if (standings_at > lines.size())
    throw Mismatch("standings.json: hands: log says " + std::to_string(standings_at) +
                   ", but hands.jsonl holds " + std::to_string(lines.size()) + " (hand " +
                   std::to_string(lines.size() + 1) + " is missing)");
  if (finished && standings_at != lines.size())
    throw Mismatch("standings.json: hands: log says " + std::to_string(standings_at) +
                   ", replay gives " + std::to_string(lines.size()));
  if (finished && !finished_at_standings)
    throw Mismatch("standings.json: finished: log says true, replay gives false");
  if (auto d = first_difference(derivable_standings(standings), standings_replayed,
                                kStandingKeyOrder, "standings"))
    throw Mismatch("standings.json: " + d->describe());

  if (interrupted) result.notes.push_back("the run was interrupted");
  if (!finished && !interrupted)
    result.notes.push_back("the run did not finish (standings.json is from hand " +
                           std::to_string(standings_at) + ")");
  if (config.settings.hand_limit > 0 && replay.sit_and_go().finished() &&
      replay.sit_and_go().hands_played() >= config.settings.hand_limit)
    result.notes.push_back("ended by the hand limit (" +
                           std::to_string(config.settings.hand_limit) + " hands)");
  result.status = VerifyStatus::Verified;
  return result;
}

}  // namespace

VerifyResult verify_run(const std::filesystem::path& dir, const VerifyOptions& options) {
  VerifyResult result;
  try {
    const RunConfig config = read_run_config(dir);
    if (config.mode != "tournament") {
      result.status = VerifyStatus::CannotVerify;
      result.message = "config.json: mode \"" + config.mode +
                       "\": verification of matches not supported yet (only tournaments)";
      return result;
    }
    if (!config.seed) {
      result.status = VerifyStatus::CannotVerify;
      result.message =
          "config.json: seed: not revealed (null): the seed is revealed only with the final "
          "results, so this run has not ended or was cut off; seed_hash " +
          config.seed_hash;
      return result;
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
