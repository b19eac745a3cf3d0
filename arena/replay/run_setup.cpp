#include "arena/replay/run_setup.hpp"

#include "engine/game.hpp"

namespace arena {

poker::SitAndGoSetup sit_and_go_setup(const RunSettings& config, const poker::Seed& seed) {
  poker::SitAndGoSetup s;
  s.entrants = static_cast<int>(config.bots.size());
  s.starting_stack = config.starting_stack;
  s.structure = config.structure;
  s.game = &poker::game(config.game);
  s.mix = config.mix;  // R44: each hand's game from the rotation
  s.schedule = config.schedule;
  s.seed = seed;
  s.hand_limit = config.hand_limit;
  s.points = config.points;
  s.muck_losing_hands = config.table.muck_losing_hands;
  return s;
}

poker::MultiTableSetup multi_table_setup(const RunSettings& config, const poker::Seed& seed) {
  return {sit_and_go_setup(config, seed), config.seats_per_table};
}

MatchHandPlan plan_match_hand(int hand_number, int bots, int rotations) {
  MatchHandPlan plan;
  plan.deal = (hand_number - 1) / rotations + 1;
  plan.rotation = (hand_number - 1) % rotations;
  plan.button_seat = (hand_number - 1) % bots;
  return plan;
}

poker::HandSetup match_hand_setup(const RunSettings& config, const poker::Seed& seed,
                                  int hand_number, poker::SeededHand& seeded) {
  const int n = config.bot_count();
  const MatchHandPlan plan = plan_match_hand(hand_number, n, config.rotations());
  poker::HandSetup setup;
  setup.players = n;
  setup.button = plan.button_seat;  // hand player index = seat = entrant
  for (int p = 0; p < n; ++p) setup.stacks[static_cast<std::size_t>(p)] = config.starting_stack;
  // Dealt from the button by the deal's number, so each position gets the same cards (and draws)
  // in every rotation of the deal.
  seeded.set_up(setup,
                {&poker::game(config.game), config.structure, config.table.muck_losing_hands},
                config.blinds, seed, static_cast<std::uint64_t>(plan.deal));
  return setup;
}

}  // namespace arena
