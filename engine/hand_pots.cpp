#include "engine/hand_pots.hpp"

#include <algorithm>

namespace poker {

int build_pots(const std::array<Chips, kMaxPlayers>& put_in, std::uint16_t live_mask, int players,
               Chips main_pot_chips, PotLayers& pots) {
  // Distinct live levels, ascending (at most 10 values: insertion sort).
  std::array<Chips, kMaxPlayers> levels{};
  int level_count = 0;
  for (int p = 0; p < players; ++p) {
    if (!(live_mask >> p & 1U)) continue;
    const Chips v = put_in[p];
    int i = level_count;
    bool duplicate = false;
    for (int j = 0; j < level_count; ++j)
      if (levels[j] == v) duplicate = true;
    if (duplicate) continue;
    while (i > 0 && levels[i - 1] > v) {
      levels[i] = levels[i - 1];
      --i;
    }
    levels[i] = v;
    ++level_count;
  }

  int count = 0;
  Chips previous = 0;
  for (int k = 0; k < level_count; ++k) {
    const Chips level = levels[k];
    PotLayer layer;
    if (k == 0) layer.amount = main_pot_chips;
    for (int p = 0; p < players; ++p) {
      layer.amount += std::min(put_in[p], level) - std::min(put_in[p], previous);
      if ((live_mask >> p & 1U) && put_in[p] >= level)
        layer.eligible = static_cast<std::uint16_t>(layer.eligible | (1U << p));
    }
    previous = level;
    if (layer.amount > 0) pots[count++] = layer;
  }
  // Folded players' chips above every live player's level: nobody live matched them.
  Chips above = 0;
  for (int p = 0; p < players; ++p) above += std::max<Chips>(0, put_in[p] - previous);
  if (above > 0) {
    if (count == 0) {
      pots[0] = PotLayer{0, live_mask};
      count = 1;
    }
    pots[count - 1].amount += above;
  }
  return count;
}

int restrict_pots(PotLayers& pots, int count, std::uint16_t keep) {
  int out = 0;
  for (int k = 0; k < count; ++k) {
    PotLayer layer = pots[k];
    layer.eligible = static_cast<std::uint16_t>(layer.eligible & keep);
    if (out > 0 && pots[out - 1].eligible == layer.eligible) {
      pots[out - 1].amount += layer.amount;
    } else {
      pots[out++] = layer;
    }
  }
  return out;
}

}  // namespace poker
