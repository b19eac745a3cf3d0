// PHH hand histories as `arena replay --check` reads them (anyone's files, PokerKit's format).
// Invariants: a file is read into hands or refused with a PhhFileError, nothing else; a hand
// the engine replays to its end conserves chips (what the players had is what they have, every
// starting stack being known).
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <numeric>
#include <string_view>

#include "arena/phh/phh_reader.hpp"
#include "arena/phh/phh_replay.hpp"
#include "fuzz_check.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<arena::phh::PhhHand> hands;
  try {
    hands = arena::phh::parse_phh(text, "fuzz.phhs");
  } catch (const arena::phh::PhhFileError&) {
    return 0;
  }
  for (const arena::phh::PhhHand& hand : hands) {
    if (!hand.error.empty()) continue;
    const arena::phh::ReplayResult result = arena::phh::replay_hand(hand);
    if (result.status != arena::phh::ReplayStatus::Replayed || !result.finished) continue;
    double before = 0;
    bool known = true;
    for (double stack : hand.starting_stacks) {
      known = known && std::isfinite(stack);
      before += stack;
    }
    if (!known) continue;
    const double after = static_cast<double>(
        std::accumulate(result.stacks.begin(), result.stacks.end(), poker::Chips{0}));
    FUZZ_CHECK(after == before);
  }
  return 0;
}
