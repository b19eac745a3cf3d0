// The bot protocol's pages (sdk/PROTOCOL*.md) against the code, so they cannot go stale: every
// street word of the engine's game table is in the conventions, every ruling cited is one of
// docs/RULES.md's, and every message example has the fields (names, nesting, kinds of value) and
// the words of a message the real arena sends to a bot.
#include <doctest/doctest.h>

#include <cctype>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "support/arena_command.hpp"
#include "support/traced_messages.hpp"

using namespace test_arena;
using nlohmann::json;

namespace {

std::string doc_text(const std::string& page) {
  const auto path = test_paths::source_dir() / page;
  std::ifstream in(path, std::ios::binary);
  REQUIRE_MESSAGE(in.good(), "cannot read " << path.string());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// The pages of the protocol whose examples are checked.
const std::vector<std::string> kPages = {"sdk/PROTOCOL.md", "sdk/PROTOCOL-GAMES.md",
                                         "sdk/PROTOCOL-EXAMPLES.md", "sdk/PROTOCOL-ADVANCE.md",
                                         "sdk/PROTOCOL-TABLES.md"};

// Where the JSON object opening at `open` ends (one past its '}'), strings and nesting
// considered; npos when it does not close.
std::size_t object_end(const std::string& text, std::size_t open) {
  int depth = 0;
  bool in_string = false, escaped = false;
  for (std::size_t i = open; i < text.size(); ++i) {
    const char c = text[i];
    if (in_string) {
      if (escaped)
        escaped = false;
      else if (c == '\\')
        escaped = true;
      else if (c == '"')
        in_string = false;
    } else if (c == '"') {
      in_string = true;
    } else if (c == '{') {
      ++depth;
    } else if (c == '}' && --depth == 0) {
      return i + 1;
    }
  }
  return std::string::npos;
}

// Every whole message written out on a page: a JSON object with a "type" (a shortened one, with
// "...", is not JSON and is skipped).
std::vector<json> page_examples(const std::string& text) {
  std::vector<json> found;
  for (std::size_t at = text.find("{\""); at != std::string::npos; at = text.find("{\"", at + 1)) {
    const std::size_t end = object_end(text, at);
    if (end == std::string::npos) continue;
    json m = json::parse(text.begin() + static_cast<std::ptrdiff_t>(at),
                         text.begin() + static_cast<std::ptrdiff_t>(end), nullptr, false);
    if (!m.is_object() || !m.contains("type")) continue;
    found.push_back(std::move(m));
    at = end - 1;
  }
  return found;
}

// A bot's own lines (ready, action, discard, advance, and the show request without a seat).
bool sent_by_bot(const json& m) {
  const std::string type = m["type"];
  return type == "ready" || type == "action" || type == "discard" || type == "advance" ||
         (type == "show" && !m.contains("seat"));
}

// Whether an example has the shape of a real message: the same keys in every object, values of
// the same kind, and every element of an example's array shaped as some element of the real one.
bool fits(const json& example, const json& real) {
  if (example.is_object()) {
    if (!real.is_object() || example.size() != real.size()) return false;
    for (auto it = example.begin(); it != example.end(); ++it)
      if (!real.contains(it.key()) || !fits(it.value(), real[it.key()])) return false;
    return true;
  }
  if (example.is_array()) {
    if (!real.is_array()) return false;
    for (const json& e : example) {
      bool any = false;
      for (const json& r : real) any = any || fits(e, r);
      if (!any) return false;
    }
    return true;
  }
  if (example.is_number()) return real.is_number();
  return example.type() == real.type();
}

// The fields whose strings are words of the protocol (not names, cards or free text).
const std::set<std::string> kWordFields = {"street",  "action",    "blind",        "ante_kind",
                                           "variant", "structure", "mode",         "unit",
                                           "bet",     "ranking",   "timeout_rule", "showdown"};

void collect_words(const json& m, std::map<std::string, std::set<std::string>>& words) {
  if (m.is_object()) {
    for (auto it = m.begin(); it != m.end(); ++it) {
      if (it.value().is_string()) words[it.key()].insert(it.value().get<std::string>());
      collect_words(it.value(), words);
    }
  } else if (m.is_array()) {
    for (const json& e : m) collect_words(e, words);
  }
}

// The words of an example's word fields that no real message uses.
void unknown_words(const json& m, const std::map<std::string, std::set<std::string>>& words,
                   std::vector<std::string>& out) {
  if (m.is_object()) {
    for (auto it = m.begin(); it != m.end(); ++it) {
      if (kWordFields.count(it.key()) && it.value().is_string()) {
        const auto known = words.find(it.key());
        if (known == words.end() || !known->second.count(it.value().get<std::string>()))
          out.push_back(it.key() + ": " + it.value().get<std::string>());
      }
      unknown_words(it.value(), words, out);
    }
  } else if (m.is_array()) {
    for (const json& e : m) unknown_words(e, words, out);
  }
}

// What real runs send to their bots, by message type: runs chosen to bring every message the
// pages show (antes, showdowns and mucks, eliminations, advance requests applied and ignored,
// time-outs under both time-out rules, a draw game, stud, a multi-table tournament's moves). The
// sample bots are seeded, so each run deals and plays the same hands every time: a message type
// the test needs cannot go missing by chance.
std::map<std::string, std::vector<json>> real_messages() {
  const auto results = scratch_dir("protocol_doc");
  const auto schedule = results / "antes.json";
  std::ofstream(schedule) << R"({"name":"antes","unit":"hands","levels":[
    {"small_blind":10,"big_blind":20,"ante":5,"ante_kind":"every-player","length":10},
    {"small_blind":20,"big_blind":40,"ante":10,"ante_kind":"every-player","length":10}]})";
  const std::string hang =
      " --bot hang=build/bin/testbot_bad_hang --decision-ms 1000"
      " --timeouts-in-a-row 1 --grace-ms 200";
  const std::map<std::string, std::string> runs = {
      {"antes", "--seed a1 --stack 300 --hand-limit 30 --showdown muck-losers --schedule " +
                    quoted(schedule) + kUnhurried +
                    " --bot 'h=build/bin/hand_strength --seed 1' --bot r=build/bin/raiser"
                    " --bot 'x=build/bin/random_bot --seed 2' --bot c=build/bin/caller"
                    " --bot c2=build/bin/caller"},
      {"vacation", "--seed b1 --stack 300 --hand-limit 10" + hang +
                       " --bot r=build/bin/raiser --bot 'old=build/bin/testbot_pre_actor " +
                       (results / "old.jsonl").string() + " old-hand'"},
      {"protection", "--seed p1 --stack 300 --hand-limit 10 --timeout-rule all-in-protection" +
                         hang +
                         " --bot r=build/bin/raiser --bot 'x=build/bin/random_bot --seed 3'"},
      {"draw",
       "--seed d1 --stack 500 --game 2-7-triple-draw --hand-limit 10" + kUnhurried +
           " --bot 'h=build/bin/hand_strength --seed 4' --bot 'x=build/bin/random_bot --seed 5'"
           " --bot c=build/bin/caller"},
      {"stud",
       "--seed s1 --stack 500 --game stud --hand-limit 10" + kUnhurried +
           " --bot 'h=build/bin/hand_strength --seed 6' --bot 'x=build/bin/random_bot --seed 7'"
           " --bot c=build/bin/caller"},
      {"tables",
       "--seed m1 --stack 200 --table-size 3 --schedule hyper_turbo" + kUnhurried +
           " --bot a=build/bin/raiser --bot b=build/bin/raiser --bot c=build/bin/caller"
           " --bot 'd=build/bin/hand_strength --seed 8' --bot 'e=build/bin/random_bot --seed 9'"
           " --bot 'f=build/bin/random_bot --seed 10'"},
  };
  std::map<std::string, std::vector<json>> by_type;
  for (const auto& run : runs) {
    const std::string& name = run.first;
    const std::string& args = run.second;
    CAPTURE(name);
    const RunResult r = run_arena("run --quiet --trace " + args, name, results);
    INFO(r.output);
    REQUIRE(r.exit_code == 0);
    for (const auto& trace : std::filesystem::directory_iterator(r.dir / "logs")) {
      if (trace.path().extension() != ".trace") continue;
      for (json& m : messages_in_trace(trace.path()))
        if (m.contains("type")) by_type[m["type"].get<std::string>()].push_back(std::move(m));
    }
  }
  return by_type;
}

}  // namespace

TEST_CASE("sdk/PROTOCOL.md names every game and every street word the engine's game table has") {
  const std::string page = doc_text("sdk/PROTOCOL.md");
  std::string streets;  // the conventions table's street row
  std::istringstream lines(page);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("| street ", 0) == 0) streets = line;
  REQUIRE_MESSAGE(!streets.empty(), "no \"| street |\" row in sdk/PROTOCOL.md's conventions");
  for (const poker::GameDef& game : poker::games()) {
    const std::string name(game.name);
    CAPTURE(name);
    CHECK(page.find("`\"" + name + "\"`") != std::string::npos);
    for (const poker::StreetDef& street : game.streets()) {
      const std::string word(street.name);
      CAPTURE(word);
      CHECK(streets.find("`\"" + word + "\"`") != std::string::npos);
    }
  }
  CHECK(streets.find("`\"showdown\"`") != std::string::npos);
}

TEST_CASE("every ruling the protocol's pages cite is one of docs/RULES.md's") {
  std::set<int> defined;
  std::istringstream rules(doc_text("docs/RULES.md"));
  for (std::string line; std::getline(rules, line);)
    if (line.rfind("- R", 0) == 0 && std::isdigit(static_cast<unsigned char>(line[3])))
      defined.insert(std::stoi(line.substr(3)));
  REQUIRE(defined.size() > 40);
  int cited = 0;
  for (const std::string& page : kPages) {
    const std::string text = doc_text(page);
    for (std::size_t i = 1; i + 1 < text.size(); ++i) {
      if (text[i] != 'R' || std::isalnum(static_cast<unsigned char>(text[i - 1])) ||
          !std::isdigit(static_cast<unsigned char>(text[i + 1])))
        continue;
      const int n = std::stoi(text.substr(i + 1, 3));
      CAPTURE(page);
      CAPTURE(n);
      CHECK(defined.count(n) == 1);
      ++cited;
    }
  }
  CHECK(cited > 30);
}

TEST_CASE("every message example of the protocol's pages is shaped as the arena sends it") {
  const std::map<std::string, std::vector<json>> real = real_messages();
  std::map<std::string, std::set<std::string>> words;
  for (const auto& [type, messages] : real)
    for (const json& m : messages) collect_words(m, words);
  int checked = 0;
  for (const std::string& page : kPages) {
    for (const json& example : page_examples(doc_text(page))) {
      if (sent_by_bot(example)) continue;
      CAPTURE(page);
      CAPTURE(example.dump());
      const auto same_type = real.find(example["type"].get<std::string>());
      REQUIRE_MESSAGE(same_type != real.end(), "no real message of this type");
      bool any = false;
      for (const json& r : same_type->second) any = any || fits(example, r);
      CHECK_MESSAGE(any, "no real message has this example's fields");
      std::vector<std::string> unknown;
      unknown_words(example, words, unknown);
      CHECK_MESSAGE(unknown.empty(), "words no real message uses: " << json(unknown).dump());
      ++checked;
    }
  }
  CHECK(checked > 80);
}
