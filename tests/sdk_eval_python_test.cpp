// The Python SDK's arena_eval gives the C++ SDK's answers: the same questions (ranks of every
// evaluator and game, equities exact and sampled, refusals) put to three real processes, the C++
// library (bin/sdk_eval_answers), Python with the native module (build/lib) and Python's pure
// fallback, must get the same lines. Then the example bots of both SDKs pass `arena check`.
#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "arena_eval.hpp"
#include "tests/support/arena_command.hpp"
#include "tests/support/arena_runner.hpp"
#include "tests/support/paths.hpp"
#include "tests/support/splitmix.hpp"

namespace fs = std::filesystem;
using test_arena::arena_command;
using test_arena::CommandResult;
using test_arena::quoted;
using test_arena::read_file;
using test_arena::scratch_dir;

namespace {

using arena_eval::Card;

struct Dealer {
  test_play::SplitMix rng;
  // `n` distinct random cards of the deck as text, and "-" for none.
  std::string cards(std::size_t n, bool short_deck = false) {
    std::vector<Card> deck = arena_eval::Game::named(short_deck ? "short-deck" : "holdem").deck();
    for (std::size_t i = 0; i < n; ++i)
      std::swap(deck[i], deck[i + rng.next() % (deck.size() - i)]);
    deck.resize(n);
    return n == 0 ? "-" : arena_eval::to_text(deck);
  }
  std::size_t between(std::size_t lo, std::size_t hi) { return lo + rng.next() % (hi - lo + 1); }
};

// Splits `cards` (text, two characters a card) after `n` cards; "-" stands for no cards.
std::pair<std::string, std::string> split(const std::string& cards, std::size_t n) {
  const std::string first = cards.substr(0, 2 * n), rest = cards.substr(2 * n);
  return {first.empty() ? "-" : first, rest.empty() ? "-" : rest};
}

std::string questions() {
  Dealer d{{4404}};
  std::ostringstream q;
  for (int i = 0; i < 150; ++i) {
    q << "high " << d.cards(d.between(5, 7)) << '\n';
    q << "short_deck " << d.cards(d.between(5, 7), true) << '\n';
    q << "deuce_to_seven " << d.cards(5) << '\n';
    q << "ace_to_five " << d.cards(d.between(5, 8)) << '\n';
    q << "badugi " << d.cards(4) << '\n';
    q << "eight_or_better " << d.cards(d.between(5, 8)) << '\n';
    const std::size_t hole = d.between(4, 5), board = d.between(3, 5);
    const auto [h, b] = split(d.cards(hole + board), hole);
    q << "omaha " << h << ' ' << b << '\n' << "omaha_eight_or_better " << h << ' ' << b << '\n';
  }
  q << "high AsAs2c3d4h\nbadugi AsKd\nomaha AsKs 2c3d4h\ndeuce_to_seven Xx2c3d4h5s\n"
    << "equity short-deck AsKs - 0 1 1000 2c3c\nequity holdem AsKs - 0 1 1000 AsQd\n";
  std::string games = "games";
  for (const poker::GameDef& def : poker::games()) {
    games += " " + std::string(def.name);
    const arena_eval::Game g = arena_eval::Game::named(def.name);
    const auto hole = static_cast<std::size_t>(g.hole_cards());
    const auto board = static_cast<std::size_t>(g.board_cards());
    for (int i = 0; i < 30; ++i) {
      const auto [h, b] = split(d.cards(hole + board, g.short_deck()), hole);
      q << "game " << def.name << ' ' << h << ' ' << b << '\n';
    }
    // Exact: every card known but one opponent's range of three hands; sampled: a third of the
    // hand and board known against any hand and a range.
    const std::string all = d.cards(4 * hole + board, g.short_deck());
    const auto [mine, rest] = split(all, hole);
    const auto [known_board, others] = split(rest, board);
    const auto [a, more] = split(others, hole);
    const auto [b2, c] = split(more, hole);
    q << "equity " << def.name << ' ' << mine << ' ' << known_board << " 0 1 1000 " << a << ":2,"
      << b2 << ',' << c << ":0.5\n";
    const auto [part, unused] = split(mine, (hole + 2) / 3);
    q << "equity " << def.name << ' ' << part << " - 300 " << d.between(1, 1000) << " 0 any "
      << split(a, (hole + 2) / 3).first << ',' << split(b2, (hole + 2) / 3).first << '\n';
  }
  q << games << '\n';
  return q.str();
}

struct Answers {
  std::string out, err;
};

Answers answers(const fs::path& dir, const std::string& name, const std::string& command) {
  const fs::path out = dir / (name + ".out"), err = dir / (name + ".err");
  const std::string cmd = "cd '" + test_paths::source_dir().string() + "' && " + command + " <" +
                          quoted(dir / "questions") + " >" + quoted(out) + " 2>" + quoted(err);
  CHECK(std::system(cmd.c_str()) == 0);
  return {read_file(out), read_file(err)};
}

}  // namespace

TEST_CASE("arena_eval in Python, native and pure, answers as the C++ library does") {
  const fs::path dir = scratch_dir("sdk-eval-python");
  const std::string q = questions();
  std::ofstream(dir / "questions") << q;
  const Answers cpp = answers(dir, "cpp", quoted(test_paths::bin_dir() / "sdk_eval_answers"));
  const Answers native = answers(dir, "native", "python3 tests/support/sdk_eval_answers.py");
  const Answers pure = answers(dir, "pure",
                               "ARENA_EVAL_NATIVE=" + quoted(dir / "no-module") +
                                   " python3 tests/support/sdk_eval_answers.py");
  const auto lines = [](const std::string& text) {
    std::vector<std::string> out;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) out.push_back(line);
    return out;
  };
  const std::vector<std::string> asked = lines(q), want = lines(cpp.out);
  REQUIRE(want.size() == asked.size());
  CHECK(cpp.out.find("error") != std::string::npos);  // the refusals are refused
  std::vector<const Answers*> pythons = {&native, &pure};
  // The sanitizers' build makes no native module (sdk/sdk_eval.cmake): Python finds the plain
  // build's in build/lib when scripts/test built it first, else only the fallback is compared.
  if (test_paths::sanitized() && !native.err.empty()) pythons = {&pure};
  for (const Answers* python : pythons) {
    const std::vector<std::string> got = lines(python->out);
    REQUIRE(got.size() == want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
      INFO(asked[i]);
      CHECK(got[i] == want[i]);
    }
  }
  // The native module was found in build/lib; the fallback said once that it was not.
  if (pythons.size() == 2) CHECK(native.err.empty());
  const std::string notice = "arena_eval: the native module is not built";
  const auto first = pure.err.find(notice);
  CHECK(first != std::string::npos);
  CHECK(pure.err.find(notice, first + 1) == std::string::npos);
}

TEST_CASE("the SDKs' example equity bots pass arena check in every family of games") {
  const fs::path results = scratch_dir("sdk-eval-examples");
  struct Case {
    const char* name;
    const char* game;
    std::string bot;
  };
  const std::string py = "'python3 bots/example_equity.py --seed 5'";
  const std::vector<Case> cases = {
      {"cpp-holdem", "holdem", "'build/bin/example_equity --seed 5'"},
      {"cpp-omaha-8", "omaha-8", "'build/bin/example_equity --seed 5'"},
      {"cpp-razz", "razz", "'build/bin/example_equity --seed 5'"},
      {"cpp-triple-draw", "2-7-triple-draw", "'build/bin/example_equity --seed 5'"},
      {"py-holdem", "holdem", py},
      {"py-badugi", "badugi", py},
      {"py-stud-8", "stud-8", py},
      {"py-pure-short-deck", "short-deck",
       "'env ARENA_EVAL_NATIVE=" + (results / "no-module").string() +
           " python3 bots/example_equity.py --seed 5'"}};
  for (const Case& c : cases) {
    // Under the sanitizers (which do not instrument the bots) the arena's side of a check is
    // the same in every case: one C++ and one Python bot; the plain pass runs them all.
    if (test_paths::sanitized() && std::string(c.name) != "cpp-holdem" &&
        std::string(c.name) != "py-badugi")
      continue;
    const CommandResult r = arena_command("check --quiet --results " + quoted(results) +
                                          " --name " + c.name + " --game " + c.game + " " + c.bot);
    INFO(c.name, r.out, r.err);
    CHECK(r.exit_code == 0);
    CHECK(r.out.find("no faults: ready to play") != std::string::npos);
  }
}
