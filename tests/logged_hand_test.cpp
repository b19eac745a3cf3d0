// A logged hand followed through the engine (arena/replay/logged_hand.hpp), as `arena verify` and
// --resume follow it: each logged decision is ruled by the live seat's policy
// (engine/turn_policy.hpp), so a forced move, a protection, an advance request or an answer the
// table would not have applied is named with its place in the log.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "arena/replay/logged_hand.hpp"
#include "support/hand_setup.hpp"

using arena::DecisionNote;
using arena::TableRules;
using nlohmann::json;

namespace {

// Heads-up, button 0 (small blind 10, big blind 20): seat 0 acts first, facing 10 to call.
poker::Hand heads_up() {
  poker::Hand h;
  h.start(hand_test::make_setup({1000, 1000}, 0, 10, 20, {"KhKd", "AhAd"}, "2c7d9s3hJc"));
  return h;
}

struct Followed {
  std::optional<std::string> cannot_follow;
  std::vector<int> protections_left;
  std::vector<DecisionNote> notes;
};

Followed follow(const json& actions, poker::Hand& hand, const TableRules& rules,
                std::vector<int> protections = {0, 0}) {
  Followed f;
  f.protections_left = std::move(protections);
  const std::vector<int> seats = {0, 1};
  f.cannot_follow = arena::replay::play_logged_actions({{"hand", 1}, {"actions", actions}}, hand,
                                                       seats, rules, f.protections_left, f.notes);
  return f;
}

bool says(const std::optional<std::string>& message, const std::string& part) {
  INFO(message.value_or("(followed)"));
  return message && message->find(part) != std::string::npos;
}

}  // namespace

TEST_CASE("R22 a logged forced move must be the one the table takes: a free check is checked") {
  TableRules rules;
  poker::Hand h = heads_up();
  Followed f = follow(json::array({{{"seat", 0}, {"action", "call"}},
                                   {{"seat", 1}, {"action", "fold"}, {"forced", "timeout"}}}),
                      h, rules);
  CHECK(says(f.cannot_follow,
             "actions[1].action: log says \"fold\" forced by timeout, but under "
             "vacation the arena then takes check"));
  h = heads_up();
  f = follow(json::array({{{"seat", 0}, {"action", "fold"}, {"forced", "timeout"}}}), h, rules);
  CHECK_FALSE(f.cannot_follow.has_value());
  REQUIRE(f.notes.size() == 1);
  CHECK(f.notes[0].forced == "timeout");
  CHECK(h.finished());
}

TEST_CASE("R26 a logged protection spends the run's count as the seat spends it") {
  TableRules rules;
  rules.timeout_rule = poker::TimeoutRule::AllInProtection;
  const json actions = json::array({{{"seat", 0}, {"action", "raise"}, {"amount", 100}},
                                    {{"seat", 1}, {"action", "protect"}, {"forced", "timeout"}}});
  poker::Hand h = heads_up();
  Followed f = follow(actions, h, rules, {2, 1});
  CHECK_FALSE(f.cannot_follow.has_value());
  CHECK(f.protections_left == std::vector<int>{2, 0});
  CHECK(h.finished());
  h = heads_up();
  f = follow(actions, h, rules, {2, 0});  // none left: the arena would have folded
  CHECK(says(f.cannot_follow, "the arena then takes fold"));
}

TEST_CASE("R25 a logged advance request must give the logged action as the table stood") {
  TableRules rules;
  poker::Hand h = heads_up();
  Followed f = follow(
      json::array({{{"seat", 0}, {"action", "fold"}, {"advance", {{"request", "check_fold"}}}}}), h,
      rules);
  CHECK_FALSE(f.cannot_follow.has_value());
  REQUIRE(f.notes.size() == 1);
  CHECK(f.notes[0].advance == "check_fold");
  CHECK(h.finished());
  h = heads_up();
  f = follow(json::array({{{"seat", 0}, {"action", "check"}, {"advance", {{"request", "check"}}}}}),
             h, rules);
  CHECK(says(f.cannot_follow,
             "actions[0].advance: {\"request\":\"check\"} does not give "
             "\"check\" here (check: there is a bet of 10 to call)"));
  h = heads_up();
  f = follow(json::array({{{"seat", 0},
                           {"action", "fold"},
                           {"forced", "timeout"},
                           {"advance", {{"request", "fold"}}}}}),
             h, rules);
  CHECK(says(f.cannot_follow, "a forced decision (timeout) applies no request"));
}

TEST_CASE("R22 a logged answer the table would have refused cannot be followed") {
  TableRules rules;
  poker::Hand h = heads_up();
  const Followed f = follow(json::array({{{"seat", 0}, {"action", "check"}}}), h, rules);
  CHECK(says(f.cannot_follow, "actions[0]: check by seat 0 is not legal here"));
}
