#include "arena/director/tournament_skeleton.hpp"

#include <algorithm>
#include <cstdio>

#include "engine/faulted_ranking.hpp"

namespace arena {

TournamentSkeleton::TournamentSkeleton(const RunSettings& config, const RunOptions& options,
                                       const std::filesystem::path& resume_in)
    : RunSkeleton({config, "tournament", "run", resume_in}, options),
      config_(config),
      by_game_(config.bots.size()) {}

bool TournamentSkeleton::someone_can_act() const {
  for (int e = 0; e < bots().size(); ++e)
    if (!field().eliminated(e) && bots()[e].state() == SeatState::Playing) return true;
  return false;
}

void TournamentSkeleton::end_early(std::string why, bool announce) {
  ended_early_ = std::move(why);
  field().end_now();
  if (announce)
    std::fprintf(stderr, "arena: %s ended after %d hands: %s\n", config_.name.c_str(),
                 hands_played(), ended_early_.c_str());
}

void TournamentSkeleton::players_out_goodbyes() {
  const auto n = static_cast<std::size_t>(bots().size());
  said_bye_.resize(n);
  std::vector<bool> is_out(n);
  std::vector<int> newly_out;
  for (std::size_t e = 0; e < n; ++e) {
    is_out[e] = field().eliminated(static_cast<int>(e));
    if (is_out[e] && !said_bye_[e]) {
      newly_out.push_back(static_cast<int>(e));
      said_bye_[e] = true;
    }
  }
  bots().players_out_goodbyes(newly_out, newly_out.empty() ? std::vector<BotResult>{} : results(),
                              is_out);
}

void TournamentSkeleton::after_bots_started() {
  // A resumed tournament's players out were started only to be said bye.
  players_out_goodbyes();
  none_started_ = !someone_can_act();
  // `arena run` says this one itself, with each bot's reason.
  if (none_started_) end_early("no bot started (every one is a no-show)", false);
}

bool TournamentSkeleton::ends_before_hand() {
  if (someone_can_act()) return false;
  end_early(
      "no bot still in the tournament can act (each is a no-show, crashed or no longer waited "
      "for); the players are placed by their stacks",
      true);
  return true;
}

std::vector<BotResult> TournamentSkeleton::results() const {
  std::vector<BotResult> out = bots().results();
  std::vector<poker::Standing> standings = field().standings();
  if (config_.faulted_rank_last) {
    std::vector<bool> faulted;
    for (const BotResult& r : out) faulted.push_back(is_faulted_ending(r.ended));
    std::vector<int> before(out.size());
    for (const poker::Standing& s : standings)
      before[static_cast<std::size_t>(s.entrant)] = s.place;
    standings = poker::rank_faulted_last(standings, faulted, field().setup().points);
    for (const poker::Standing& s : standings) {
      const int was = before[static_cast<std::size_t>(s.entrant)];
      if (was != s.place) out[static_cast<std::size_t>(s.entrant)].moved_from_place = was;
    }
  }
  for (const poker::Standing& s : standings) {
    BotResult& r = out[static_cast<std::size_t>(s.entrant)];
    r.place = s.place;
    r.points = s.points;
    r.chips = s.chips;
    r.hands_played = s.hands_played;
    r.by_game = by_game_[static_cast<std::size_t>(s.entrant)];
    if ((r.ended == "finished" || r.ended == "interrupted") && field().eliminated(s.entrant)) {
      r.ended = "eliminated";
      r.note.clear();
    }
  }
  return out;
}

nlohmann::json TournamentSkeleton::standings_table() const {
  std::vector<BotResult> rs = results();
  std::stable_sort(rs.begin(), rs.end(),
                   [](const BotResult& a, const BotResult& b) { return a.place < b.place; });
  nlohmann::json table = nlohmann::json::array();
  for (const BotResult& r : rs) table.push_back(to_json(r));
  return table;
}

nlohmann::json TournamentSkeleton::standings_extra() const {
  nlohmann::json extra = nlohmann::json::object();
  if (!ended_early_.empty()) extra["ended_early"] = ended_early_;
  return extra;
}

RunOutcome TournamentSkeleton::outcome() const {
  RunOutcome outcome;
  outcome.folder = folder();
  outcome.results = results();
  outcome.hands = hands_played();
  outcome.finished = !interrupted();
  outcome.ended_early = ended_early_;
  outcome.none_started = none_started_;
  for (const int e : absent()) outcome.absent.push_back(bots()[e].result());
  outcome.seed = seed().seed.text;
  outcome.seed_hash = seed().seed.commitment();
  return outcome;
}

}  // namespace arena
