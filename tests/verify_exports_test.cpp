// `arena verify` reads the files researchers load, not only hands.jsonl: hands.phhs (PHH) and a
// PokerStars text export (arena export, checked with --pokerstars FILE) are written again from the
// checked hands and compared byte for byte. Real runs of the real arena (a sit-and-go, a match, a
// multi-table tournament, a league), then copies with one hole card changed: verify fails, exit 1,
// naming the file, the line, the hand (and table), what it expected and what it found.
#include <doctest/doctest.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "support/arena_command.hpp"

using namespace test_arena;
namespace fs = std::filesystem;

// A namespace of its own: the tests are compiled in batches (unity builds).
namespace verify_exports {

const std::string kExportRunBots =
    " --bot raiser=build/bin/raiser --bot caller=build/bin/caller --bot "
    "'random=build/bin/random_bot --seed 3'";

const RunResult& sit_and_go() {
  static const RunResult r = run_arena(
      "run --schedule schedules/hyper_turbo.json --stack 500 --decision-ms 5000 --quiet --seed 7" +
          kExportRunBots,
      "sng", scratch_dir("verify-exports-sng"));
  return r;
}

struct Tampered {
  std::size_t line = 0;  // 1-based, in the file
  std::string before;    // the line as written
  std::string after;     // the line as changed
};

// Changes the first card of the first line at or after `from_line` (1-based) matching `pattern`
// whose first capture is a card: its rank becomes 2 (or 3 when it is a 2), so the card is another
// card of the deck. Returns where, and the two versions of the line.
Tampered change_card(const fs::path& file, const std::regex& pattern, std::size_t from_line) {
  std::vector<std::string> lines;
  {
    std::ifstream in(file);
    for (std::string l; std::getline(in, l);) lines.push_back(l);
  }
  Tampered t;
  for (std::size_t i = from_line - 1; i < lines.size() && t.line == 0; ++i) {
    std::smatch m;
    if (!std::regex_search(lines[i], m, pattern)) continue;
    t.line = i + 1;
    t.before = lines[i];
    const auto at = static_cast<std::size_t>(m.position(1));
    lines[i][at] = lines[i][at] == '2' ? '3' : '2';
    t.after = lines[i];
  }
  REQUIRE_MESSAGE(t.line > 0, "no line to change in " << file);
  std::ofstream out(file, std::ios::trunc | std::ios::binary);
  for (const auto& l : lines) out << l << '\n';
  return t;
}

// The 1-based line of `file` holding `text` exactly, 0 when none does.
std::size_t line_of(const fs::path& file, const std::string& text) {
  std::ifstream in(file);
  std::size_t n = 0;
  for (std::string l; std::getline(in, l);)
    if (++n, l == text) return n;
  return 0;
}

fs::path copy_run(const RunResult& run, const std::string& name) {
  REQUIRE(run.exit_code == 0);
  const fs::path dir = scratch_dir("verify-exports-" + name) / run.dir.filename();
  fs::copy(run.dir, dir, fs::copy_options::recursive);
  return dir;
}

// verify fails naming `file`, the line and the hand, with both versions of the line.
void check_names_difference(const CommandResult& v, const std::string& file, const Tampered& t,
                            const std::string& hand) {
  INFO(v.out, v.err);
  CHECK(v.exit_code == 1);
  CHECK(v.err.find("FAILED: " + file + " line " + std::to_string(t.line) + " (" + hand + "): ") !=
        std::string::npos);
  CHECK(v.err.find("expected `" + t.before + "`, found `" + t.after + "`") != std::string::npos);
}

const std::regex kPhhHoleCards(R"re("d dh p\d ([2-9TJQKA])[cdhs])re");

TEST_CASE("verify: a sit-and-go's hands.phhs with one hole card changed fails naming the line") {
  const RunResult& run = sit_and_go();
  REQUIRE(run.exit_code == 0);
  REQUIRE(run.hands.size() >= 2);
  const CommandResult clean = arena_command("verify " + quoted(run.dir));
  INFO(clean.out, clean.err);
  CHECK(clean.exit_code == 0);
  CHECK(clean.out.find("written again, hands.phhs matches byte for byte") != std::string::npos);

  const fs::path dir = copy_run(run, "sng-phh");
  const std::size_t hand2 = line_of(dir / "hands.phhs", "[2]");
  REQUIRE(hand2 > 0);
  const Tampered t = change_card(dir / "hands.phhs", kPhhHoleCards, hand2);
  check_names_difference(arena_command("verify " + quoted(dir)), "hands.phhs", t, "hand 2");

  SUBCASE("a missing hands.phhs is a failure too") {
    fs::remove(dir / "hands.phhs");
    const CommandResult v = arena_command("verify " + quoted(dir));
    CHECK(v.exit_code == 1);
    CHECK(v.err.find("hands.phhs: missing") != std::string::npos);
  }
}

TEST_CASE("verify --pokerstars: the export passes, a copy with one hole card changed fails") {
  const RunResult& run = sit_and_go();
  const fs::path dir = copy_run(run, "sng-stars");
  const fs::path text = dir.parent_path() / "run.txt";
  const CommandResult exported = arena_command("export " + quoted(dir) + " -o " + quoted(text));
  REQUIRE(exported.exit_code == 0);
  // The date is when hands.jsonl was last written, no fact of the seed or the log: a copy of the
  // folder made later (a new write time) still verifies against the text exported before.
  fs::last_write_time(dir / "hands.jsonl",
                      fs::last_write_time(dir / "hands.jsonl") - std::chrono::hours(24 * 400));
  const CommandResult clean =
      arena_command("verify " + quoted(dir) + " --pokerstars " + quoted(text));
  INFO(clean.out, clean.err);
  CHECK(clean.exit_code == 0);
  CHECK(clean.out.find("hands.phhs and run.txt (PokerStars) match byte for byte") !=
        std::string::npos);

  // Hand 2's header and the card dealt to its second player.
  std::size_t hand2 = 0;
  {
    std::ifstream in(text);
    std::size_t n = 0;
    int headers = 0;
    for (std::string l; std::getline(in, l) && hand2 == 0;)
      if (++n, l.rfind("PokerStars Hand #", 0) == 0 && ++headers == 2) hand2 = n;
  }
  REQUIRE(hand2 > 0);
  const Tampered t = change_card(text, std::regex(R"(^Dealt to .* \[([2-9TJQKA])[cdhs] )"), hand2);
  check_names_difference(arena_command("verify " + quoted(dir) + " --pokerstars " + quoted(text)),
                         text.string(), t, "hand 2, table 1");

  SUBCASE("a file that is not a PokerStars export is refused saying what line 1 should be") {
    std::ofstream(text, std::ios::trunc) << "hello\n";
    const CommandResult v =
        arena_command("verify " + quoted(dir) + " --pokerstars " + quoted(text));
    CHECK(v.exit_code == 1);
    CHECK(v.err.find("line 1: expected a PokerStars hand header") != std::string::npos);
  }
}

TEST_CASE("verify: a match's and a multi-table tournament's hands.phhs, tampered, name the hand") {
  SUBCASE("a match") {
    const RunResult run = run_arena(
        "match --seed 11 --hands 24 --small-blind 10 --big-blind 20 --stack 1000 --decision-ms "
        "5000 --quiet" +
            kExportRunBots,
        "match", scratch_dir("verify-exports-match"));
    REQUIRE(run.exit_code == 0);
    check_verifies(run.dir);
    const fs::path dir = copy_run(run, "match-phh");
    const std::size_t hand5 = line_of(dir / "hands.phhs", "[5]");
    REQUIRE(hand5 > 0);
    const Tampered t = change_card(dir / "hands.phhs", kPhhHoleCards, hand5);
    check_names_difference(arena_command("verify " + quoted(dir)), "hands.phhs", t, "hand 5");
  }
  SUBCASE("a multi-table tournament: the hand and its table") {
    std::string field;
    for (int i = 1; i <= 6; ++i)
      field += " --bot 'r" + std::to_string(i) + "=build/bin/random_bot --seed " +
               std::to_string(i) + "'";
    const RunResult run = run_arena(
        "run --table-size 3 --seed 3 --schedule schedules/hyper_turbo.json --stack 500 "
        "--decision-ms 5000 --quiet" +
            field,
        "tables", scratch_dir("verify-exports-tables"));
    REQUIRE(run.exit_code == 0);
    check_verifies(run.dir);
    const fs::path dir = copy_run(run, "tables-phh");
    // Hand 3 of the file: a table's hands are numbered across the tournament.
    const std::size_t at = line_of(dir / "hands.phhs", "[3]");
    REQUIRE(at > 0);
    const Tampered t = change_card(dir / "hands.phhs", kPhhHoleCards, at);
    const nlohmann::json& hand = run.hands.at(2);
    REQUIRE(hand.at("hand") == 3);
    check_names_difference(arena_command("verify " + quoted(dir)), "hands.phhs", t,
                           "hand 3, table " + std::to_string(hand.at("table").get<int>()));
  }
}

TEST_CASE("verify: a league's game whose hands.phhs was changed is the game that fails") {
  const fs::path results = scratch_dir("verify-exports-league");
  const RunResult league = run_arena(
      "league --games 2 --seed 5 --sandbox off --concurrency 1 --schedule "
      "schedules/hyper_turbo.json --stack 500 --decision-ms 5000 --quiet" +
          kExportRunBots,
      "league", results);
  REQUIRE(league.exit_code == 0);
  check_verifies(league.dir);
  const fs::path game = league.dir / "games" / "0002";
  const Tampered t = change_card(game / "hands.phhs", kPhhHoleCards, 1);
  const CommandResult v = arena_command("verify " + quoted(league.dir));
  INFO(v.out, v.err);
  CHECK(v.exit_code == 1);
  CHECK(v.err.find("games/0002: FAILED: hands.phhs line " + std::to_string(t.line) +
                   " (hand 1): expected `" + t.before + "`, found `" + t.after + "`") !=
        std::string::npos);
  CHECK(v.err.find("1 verified") != std::string::npos);
}

}  // namespace verify_exports
