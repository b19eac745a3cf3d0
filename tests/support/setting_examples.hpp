#pragma once
// Values for walking every setting row (tests/setting_rows_test.cpp in-process,
// tests/setting_flags_test.cpp through the real program): one good value per row, and the bad
// values its type must refuse, both as a file's JSON and as a flag's text.
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "arena/config/setting_rows.hpp"

namespace setting_examples {

struct Example {
  nlohmann::json file;            // as a settings file holds it
  std::vector<std::string> flag;  // as typed after the flag (a switch: nothing)
};

// A value the row accepts in every kind of run that has it.
inline Example good(const arena::SettingRow& row) {
  using T = arena::SettingType;
  switch (row.type) {
    case T::Integer: {
      if (row.key == "table_size") return {2, {"2"}};  // the examples' two bots fill it
      // Within bounds and usable by itself (a big blind above the default small blind...).
      const long long value = std::max<long long>(row.min, std::min<long long>(row.max, 50));
      return {value, {std::to_string(value)}};
    }
    case T::Text:
      return {"some text", {"some text"}};
    case T::Folder:
      return {"out", {"out"}};
    case T::Name:
      return {"run-1", {"run-1"}};
    case T::Choice:
    case T::Game:  // a game's word: a mix is refused in a match
      return {std::string(row.choices.back().word), {std::string(row.choices.back().word)}};
    case T::Switch:
      return {true, {}};
    case T::Bots:
      return {nlohmann::json::array(
                  {{{"name", "a"}, {"command", "x"}}, {{"name", "b"}, {"command", "y"}}}),
              {"a=x", "b=y"}};
    case T::Points:
      return {{3, 1}, {"3,1"}};
    case T::Paths:
      return {nlohmann::json::array({"models/a.bin", "data"}), {"models/a.bin", "data"}};
    case T::Seed:
      return {"7", {"7"}};
    case T::Schedule:
      return {"turbo", {"turbo"}};
    case T::Number:
      return {1.5, {"1.5"}};
    case T::Pair:  // the examples' two bots
      return {nlohmann::json::array({"a", "b"}), {"a,b"}};
    case T::Shard:
      return {"2/3", {"2/3"}};
    case T::Listen:
      return {"8080", {"8080"}};
  }
  return {};
}

// Values the row must refuse. A flag of free text or a switch has no bad text: flag is empty.
inline std::vector<Example> bad(const arena::SettingRow& row) {
  using T = arena::SettingType;
  switch (row.type) {
    case T::Integer:
      return {{row.max + 1, {std::to_string(row.max + 1)}},
              {row.min - 1, {std::to_string(row.min - 1)}},
              {"12", {"twelve"}}};
    case T::Text:
      return {{5, {}}};
    case T::Folder:
      return {{"", {""}}};
    case T::Name:
      return {{"bad name", {"bad name"}}, {".hidden", {".hidden"}}};
    case T::Choice:
      return {{"nonsense", {"nonsense"}}};
    case T::Game:
      return {{"nonsense", {"nonsense"}},
              {"mix:holdem", {"mix:holdem"}},
              {"mix:razz,holdem/no-limits", {"mix:razz,holdem/no-limits"}},
              {"mix:stud,badugi/no-limit", {"mix:stud,badugi/no-limit"}}};
    case T::Switch:
      return {{"yes", {}}};
    case T::Bots:
      return {{"a=x", {"noequals"}}, {nlohmann::json::array(), {"a=x"}}};
    case T::Points:
      return {{{1, 2}, {"1,2"}}, {"10", {"ten"}}};
    case T::Paths:
      return {{"models", {""}}, {nlohmann::json::array({""}), {}}};
    case T::Seed:
      return {{std::string(1025, 's'), {std::string(1025, 's')}}, {-1, {}}};
    case T::Schedule:
      return {{"no-such-schedule", {"no-such-schedule"}}, {5, {}}};
    case T::Number:
      return {{row.max + 1, {std::to_string(row.max + 1)}}, {"1.5", {"one"}}};
    case T::Pair:
      return {{nlohmann::json::array({"a"}), {"a"}}, {nlohmann::json::array({"a", "a"}), {"a,a"}}};
    case T::Shard:
      return {{"4/3", {"4/3"}}, {"0/3", {"0/3"}}, {3, {"three"}}};
    case T::Listen:
      return {{"70000", {"70000"}}, {"localhost:80", {"localhost:80"}}, {8080, {"http://x"}}};
  }
  return {};
}

}  // namespace setting_examples
