#pragma once
// The engine's setup of a run, a pure function of its settings and its seed: one for the
// director, which plays the run, and for the replays, which re-derive it (arena verify,
// --resume), so both deal exactly the same hands.
#include "arena/config/run_settings.hpp"
#include "engine/deal.hpp"
#include "engine/hand.hpp"
#include "engine/multi_table.hpp"
#include "engine/seeded_hand.hpp"
#include "engine/sit_and_go.hpp"

namespace arena {

// The engine's sit-and-go of these settings.
poker::SitAndGoSetup sit_and_go_setup(const RunSettings& config, const poker::Seed& seed);

// The engine's multi-table tournament of these settings (R48-R53).
poker::MultiTableSetup multi_table_setup(const RunSettings& config, const poker::Seed& seed);

// Where hand `hand_number` (1-based) of a match comes from: its deal (1-based) and rotation.
struct MatchHandPlan {
  int deal = 1;
  int rotation = 0;     // 0..rotations-1
  int button_seat = 0;  // the button moves one seat every hand
};
MatchHandPlan plan_match_hand(int hand_number, int bots, int rotations);

// The engine's setup of a match's hand `hand_number`: every stack reset to the starting stack,
// the fixed blinds and ante, the button of its plan, its deal's cards dealt from the button.
// Nobody is flagged folds_before_showdown: the caller sets those flags. `seeded` holds the
// hand's draw stream: keep it while the hand is played.
poker::HandSetup match_hand_setup(const RunSettings& config, const poker::Seed& seed,
                                  int hand_number, poker::SeededHand& seeded);

}  // namespace arena
