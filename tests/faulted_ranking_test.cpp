// R35: faulted bots placed below every bot that did not fault (setting faulted_bots).
#include <doctest/doctest.h>

#include <vector>

#include "engine/faulted_ranking.hpp"

namespace {

poker::Standing standing(int entrant, int place) {
  poker::Standing s;
  s.entrant = entrant;
  s.place = place;
  return s;
}

}  // namespace

TEST_CASE("R35 faulted entrants go below every other, each group keeping its order and ties") {
  // Entrant 1 crashed early but outlasted 2 and 3 on its stack; 4 and 5 never started and were
  // blinded out together (a shared place, R19).
  const std::vector<poker::Standing> before = {standing(0, 1), standing(1, 2), standing(2, 3),
                                               standing(3, 4), standing(4, 5), standing(5, 5)};
  const std::vector<bool> faulted = {false, true, false, false, true, true};
  const std::vector<double> points = {10, 6, 4, 3, 2, 1};
  const auto after = poker::rank_faulted_last(before, faulted, points);
  REQUIRE(after.size() == 6);
  std::vector<int> order, places;
  std::vector<double> paid;
  for (const auto& s : after) {
    order.push_back(s.entrant);
    places.push_back(s.place);
    paid.push_back(s.points);
  }
  CHECK(order == std::vector<int>{0, 2, 3, 1, 4, 5});
  CHECK(places == std::vector<int>{1, 2, 3, 4, 5, 5});
  CHECK(paid == std::vector<double>{10, 6, 4, 3, 1.5, 1.5});  // the tie splits places 5 and 6
}

TEST_CASE("R35 nothing moves when no entrant faulted, or when every one did") {
  const std::vector<poker::Standing> before = {standing(2, 1), standing(0, 2), standing(1, 2)};
  const std::vector<double> points = {3, 2, 1};
  for (const std::vector<bool>& faulted :
       {std::vector<bool>{false, false, false}, std::vector<bool>{true, true, true}}) {
    const auto after = poker::rank_faulted_last(before, faulted, points);
    CHECK(after[0].entrant == 2);
    CHECK(after[0].place == 1);
    CHECK(after[1].place == 2);
    CHECK(after[2].place == 2);
    CHECK(after[1].points == 1.5);
  }
}
