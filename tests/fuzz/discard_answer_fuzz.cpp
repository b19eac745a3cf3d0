// A bot's answer to a `draw` request (R30, sdk/PROTOCOL.md "Drawing"), as the arena reads it.
// Input: 8 bytes that choose the request (the hand's cards, how many may be discarded, whether
// they are replaced, its id), then the line.
// Invariants: an accepted discard answers the request's id and names distinct cards of the hand,
// as many as the round allows; a stale one names another id; a refused one says why.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "arena/protocol/from_bot.hpp"
#include "fuzz_check.hpp"

namespace {

using arena::protocol::ParseKind;

arena::protocol::DrawRequest request_from(const std::uint8_t* bytes) {
  arena::protocol::DrawRequest request;
  request.id = 1 + bytes[0] % 5;
  request.hand = 1;
  request.street = "draw1";
  request.round = 1;
  const int cards = 3 + bytes[1] % 3;  // Crazy Pineapple's 3, badugi's 4, 2-7's 5
  for (int k = 0; k < cards; ++k) {
    // Distinct cards: a walk through the deck by steps the bytes choose.
    int index = (bytes[2] + k * (1 + bytes[3] % 13)) % poker::kDeckSize;
    while (std::find(request.hole.begin(), request.hole.end(),
                     poker::Card(static_cast<std::uint8_t>(index))) != request.hole.end())
      index = (index + 1) % poker::kDeckSize;
    request.hole.push_back(poker::Card(static_cast<std::uint8_t>(index)));
  }
  request.limits.replace = (bytes[4] & 1) != 0;
  request.limits.min_discard = bytes[4] & 2 ? 1 : 0;
  request.limits.max_discard = std::max(request.limits.min_discard, 1 + bytes[5] % cards);
  request.time_ms = 1000;
  return request;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 8) return 0;
  const arena::protocol::DrawRequest request = request_from(data);
  const std::string_view line(reinterpret_cast<const char*>(data + 8), size - 8);

  const arena::protocol::DiscardAnswer answer = arena::protocol::parse_discard(line, request);
  if (answer.kind == ParseKind::Ok) {
    FUZZ_CHECK(answer.id == request.id);
    const auto count = static_cast<int>(answer.cards.size());
    FUZZ_CHECK(count >= request.limits.min_discard && count <= request.limits.max_discard);
    for (std::size_t i = 0; i < answer.cards.size(); ++i) {
      FUZZ_CHECK(std::find(request.hole.begin(), request.hole.end(), answer.cards[i]) !=
                 request.hole.end());
      for (std::size_t j = i + 1; j < answer.cards.size(); ++j)
        FUZZ_CHECK(answer.cards[i] != answer.cards[j]);
    }
  } else if (answer.kind == ParseKind::Stale) {
    FUZZ_CHECK(answer.id != request.id);
  } else {
    FUZZ_CHECK(!answer.error.empty());
    FUZZ_CHECK(answer.cards.size() <= request.hole.size());
  }
  return 0;
}
