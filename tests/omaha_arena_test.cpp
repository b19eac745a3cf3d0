// Omaha through the real arena: the sample bots (C++ and Python) play it in each structure, every
// run verifies from its seed, pot-limit hands replay from their PHH (PO) to the same stacks, the
// PokerStars text names the game, and every shown hand is ranked by R37. Likewise 5-card Omaha
// and Big O (omaha-5, omaha-5-8), which PHH does not define.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "engine/hilo_evaluator.hpp"
#include "engine/omaha_evaluator.hpp"
#include "engine/showdown_rank.hpp"
#include "support/arena_command.hpp"
#include "support/tournament_checks.hpp"

using namespace test_arena;

namespace {

std::vector<poker::Card> card_list(const nlohmann::json& words) {
  std::vector<poker::Card> out;
  for (const auto& w : words) {
    const auto c = poker::parse_card(w.get<std::string>());
    REQUIRE(c.has_value());
    out.push_back(*c);
  }
  return out;
}

// Four seeded sample bots, C++ and Python.
std::string omaha_table() {
  return " --bot strength='" + test_paths::bin("hand_strength") +
         " --seed 4' --bot caller=" + test_paths::bin("caller") + " --bot random='" +
         test_paths::bin("random_bot") +
         " --seed 3' --bot py='python3 bots/random_bot.py --seed 2'";
}

}  // namespace

TEST_CASE("R37 Omaha plays through the arena in every structure, verifies and replays") {
  const auto results = scratch_dir("omaha");
  const std::string bots = omaha_table();
  int showdowns = 0;
  for (const std::string structure : {"pot-limit", "no-limit", "fixed-limit"}) {
    CAPTURE(structure);
    const RunResult r = run_arena("run --game omaha --structure " + structure + " --seed omaha-" +
                                      structure + " --stack 800 --hand-limit 40 --quiet" + bots,
                                  "omaha-" + structure, results);
    INFO(r.output);
    REQUIRE(r.exit_code == 0);
    check_chips_conserved(r, 4 * 800);
    CHECK(r.config["game"] == "omaha");
    REQUIRE(!r.hands.empty());
    const CommandResult verified = arena_command("verify " + quoted(r.dir));
    INFO(verified.out, verified.err);
    CHECK(verified.exit_code == 0);
    // Every shown hand's rank is its two hole cards' and three board cards' best (R37).
    for (const auto& hand : r.hands) {
      if (!hand.contains("board") || hand["board"].size() != 5) continue;
      const auto board = card_list(hand["board"]);
      for (const auto& shown : hand["shown"]) {
        const auto hole = card_list(shown["cards"]);
        REQUIRE(hole.size() == 4);
        const auto rank = poker::evaluate_omaha_checked(hole, board);
        CHECK(shown["rank"] == poker::showdown_rank_name(poker::Ranking::Omaha, rank, hole));
        ++showdowns;
      }
    }
    const std::string phhs = read_file(r.dir / "hands.phhs");
    if (structure == "pot-limit") {
      CHECK(phhs.find("variant = \"PO\"") != std::string::npos);
      const CommandResult replayed =
          arena_command("replay --check " + quoted(r.dir / "hands.phhs"));
      INFO(replayed.out, replayed.err);
      CHECK(replayed.exit_code == 0);
      CHECK(replayed.out.find(" 0 differ") != std::string::npos);
      const CommandResult stars = arena_command("export --format pokerstars " + quoted(r.dir));
      CHECK(stars.out.find("Omaha Pot Limit") != std::string::npos);
    } else {
      CHECK(phhs.empty());  // PHH has no code for no-limit or fixed-limit Omaha
    }
  }
  CHECK(showdowns > 0);
  std::filesystem::remove_all(results);
}

TEST_CASE("R38 Omaha hi-lo plays through the arena, verifies and replays; pots are halved") {
  const auto results = scratch_dir("omaha-8");
  const std::string bots = omaha_table();
  const RunResult r = run_arena(
      "run --game omaha-8 --seed omaha-8 --stack 800 --hand-limit 60 "
      "--quiet" +
          bots,
      "omaha-8", results);
  INFO(r.output);
  REQUIRE(r.exit_code == 0);
  check_chips_conserved(r, 4 * 800);
  CHECK(r.config["structure"] == "fixed-limit");
  int low_halves = 0;
  for (const auto& hand : r.hands) {
    for (const auto& shown : hand["shown"]) {
      if (hand["board"].size() != 5) continue;
      const auto low =
          poker::omaha_eight_or_better_low(card_list(shown["cards"]), card_list(hand["board"]));
      CHECK(shown["low"] ==
            (low == 0 ? nlohmann::json() : nlohmann::json(poker::eight_or_better_name(low))));
    }
    for (const auto& w : hand["winners"]) low_halves += w["half"] == "low" ? 1 : 0;
  }
  CHECK(low_halves > 0);
  const CommandResult verified = arena_command("verify " + quoted(r.dir));
  INFO(verified.out, verified.err);
  CHECK(verified.exit_code == 0);
  CHECK(read_file(r.dir / "hands.phhs").find("variant = \"FO/8\"") != std::string::npos);
  const CommandResult replayed = arena_command("replay --check " + quoted(r.dir / "hands.phhs"));
  INFO(replayed.out, replayed.err);
  CHECK(replayed.out.find(" 0 differ") != std::string::npos);
  const CommandResult stars = arena_command("export --format pokerstars " + quoted(r.dir));
  CHECK(stars.out.find("Omaha Hi/Lo Limit") != std::string::npos);
  CHECK(stars.out.find("; LO: ") != std::string::npos);
  std::filesystem::remove_all(results);
}

TEST_CASE("R37 R38 5-card Omaha and Big O play through the arena, verify and export; no PHH") {
  const auto results = scratch_dir("omaha-5");
  const std::string bots = omaha_table();
  for (const std::string game : {"omaha-5", "omaha-5-8"}) {
    CAPTURE(game);
    const RunResult r = run_arena(
        "run --game " + game + " --seed " + game + " --stack 800 --hand-limit 40 --quiet" + bots,
        game, results);
    INFO(r.output);
    REQUIRE(r.exit_code == 0);
    check_chips_conserved(r, 4 * 800);
    CHECK(r.config["game"] == game);
    CHECK(r.config["structure"] == "pot-limit");
    int showdowns = 0;
    for (const auto& hand : r.hands) {
      if (!hand.contains("board") || hand["board"].size() != 5) continue;
      const auto board = card_list(hand["board"]);
      for (const auto& shown : hand["shown"]) {
        const auto hole = card_list(shown["cards"]);
        REQUIRE(hole.size() == 5);  // two of them played, with three of the board (R37)
        const auto rank = poker::evaluate_omaha_checked(hole, board);
        CHECK(shown["rank"] == poker::showdown_rank_name(poker::Ranking::Omaha, rank, hole));
        if (game == "omaha-5-8") {  // R38: the low of two of the five and three of the board
          const auto low = poker::omaha_eight_or_better_low(hole, board);
          CHECK(shown["low"] ==
                (low == 0 ? nlohmann::json() : nlohmann::json(poker::eight_or_better_name(low))));
        }
        ++showdowns;
      }
    }
    CHECK(showdowns > 0);
    const CommandResult verified = arena_command("verify " + quoted(r.dir));
    INFO(verified.out, verified.err);
    CHECK(verified.exit_code == 0);
    CHECK(read_file(r.dir / "hands.phhs").empty());  // PHH defines no 5-card Omaha
    const CommandResult stars = arena_command("export --format pokerstars " + quoted(r.dir));
    CHECK(stars.exit_code == 0);
    CHECK(stars.out.find(game == "omaha-5" ? "5 Card Omaha Pot Limit"
                                           : "5 Card Omaha Hi/Lo Pot Limit") != std::string::npos);
  }
  std::filesystem::remove_all(results);
}
