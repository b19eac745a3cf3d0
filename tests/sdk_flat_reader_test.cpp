// The C++ SDK's quick reader (sdk/cpp/arena_bot_flat.hpp): whatever it accepts it reads exactly
// as the JSON parser does, and everything else it refuses (the SDK then uses the JSON parser).
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <random>
#include <string>
#include <vector>

#include "arena_bot.hpp"  // the Tracker, for lines the quick reader refuses
#include "arena_bot_flat.hpp"

namespace {

using Json = nlohmann::json;

// Every field of `j` reads the same through `m`: strings, integers, booleans, arrays of strings
// and arrays of flat objects; a field of another kind gives the fallback for a string.
void reads_like_json(const arena_bot::flat::Message& m, const Json& j) {
  for (const auto& item : j.items()) {
    // Named, not a structured binding: doctest's CAPTURE and REQUIRE capture them in a lambda,
    // which clang 14 (the sanitizer build's compiler) refuses for a binding.
    const std::string& key = item.key();
    const Json& value = item.value();
    CAPTURE(key);
    REQUIRE(m.contains(key));
    if (value.is_string()) CHECK(m.get<std::string>(key, "?") == value.get<std::string>());
    if (value.is_number()) {
      REQUIRE(value.is_number_integer());
      CHECK(m.get<std::int64_t>(key, -7) == value.get<std::int64_t>());
    }
    if (value.is_boolean()) CHECK(m.get<bool>(key, !value.get<bool>()) == value.get<bool>());
    if (value.is_array() && (value.empty() || value[0].is_string()))
      CHECK(m.strings(key) == value.get<std::vector<std::string>>());
    if (value.is_array() && !value.empty() && value[0].is_object()) {
      std::size_t i = 0;
      m.for_each_object(key, [&](const arena_bot::flat::Message& e) {
        REQUIRE(i < value.size());
        reads_like_json(e, value[i++]);
      });
      CHECK(i == value.size());
    }
    if (!value.is_string()) CHECK(m.get<std::string>(key, "?") == "?");
  }
  CHECK_FALSE(m.contains("absent"));
}

}  // namespace

TEST_CASE("the quick reader reads exactly what the JSON parser reads, or refuses the line") {
  const std::vector<std::string> read = {
      R"({"type":"acted","seat":3,"added":20,"all_in":false,"street":"flop","action":"call"})",
      R"(  { "type" : "act" , "legal" : [ "fold" , "call" ] , "board":[], "pot":-0 }  )",
      R"({"type":"board","board":["Ah","Kd","2c"],"cards":["2c"],"n":999999999999999999})",
      R"({})",
      R"({"type":"show","all_in":true,"x":"a b,c"})",
      R"({"type":"hand_end","stacks":[{"seat":0,"stack":5},{"seat":1,"stack":7,"name":"b"}]})",
      R"({"seats":[ { "seat" : 2 } ],"eliminated":[],"hole":["Ah","2c"]})",
  };
  for (const std::string& line : read) {
    CAPTURE(line);
    arena_bot::flat::Message m;
    REQUIRE(m.parse(line));
    const Json j = Json::parse(line);
    reads_like_json(m, j);
  }
  // Everything else is left to the JSON parser (valid JSON or not).
  const std::vector<std::string> refused = {
      R"({"type":"act","name":"a\"b"})",            // an escape
      R"({"type":"act","x":1.5})",                  // a float
      R"({"type":"act","x":1e3})",                  // an exponent
      R"({"type":"act","x":null})",                 // null
      R"({"type":"act","x":{"y":1}})",              // an object as a value
      R"({"x":[{"y":[{"z":1}]}]})",                 // objects two levels down
      R"({"x":[{"y":{"z":1}}]})",                   // an object inside an array's object
      R"({"x":[{"y":1},"s"]})",                     // objects and strings mixed
      R"({"x":[{"y":1,"y":2}]})",                   // a duplicate key inside an element
      R"({"x":[{"y":1.5}]})",                       // a float inside an element
      R"({"type":"act","x":[1,2]})",                // an array of numbers
      R"({"type":"act","type":"bye"})",             // a duplicate key
      R"({"type":"act","x":007})",                  // leading zeros (not JSON)
      R"({"type":"act","x":1234567890123456789})",  // 19 digits
      R"({"type":"act","name":"Zoë"})",             // non-ASCII
      R"({"type":"act"} trailing)",                 // garbage after the object
      R"({"type":"act",})",                         // a trailing comma (not JSON)
      R"(["act"])",                                 // not an object
      R"({"type":"act")",                           // cut short
      R"({"a":1,"b":1,"c":1,"d":1,"e":1,"f":1,"g":1,"h":1,"i":1,"j":1,"k":1,"l":1,"m":1,"n":1,"o":1,"p":1,"q":1})",
  };
  for (const std::string& line : refused) {
    CAPTURE(line);
    arena_bot::flat::Message m;
    CHECK_FALSE(m.parse(line));
  }
  // Refused lines still reach the state through the JSON parser.
  arena_bot::Tracker t;
  CHECK(t.update_line(R"({"type":"act","id":4,"legal":["fold"],"note":{"x":1.5}})") == "act");
  CHECK(t.state.act_id == 4);
  CHECK(t.state.act_message()["note"]["x"] == 1.5);
  CHECK(t.update_line("not json") == "");
}

TEST_CASE("the quick reader finds a string's end or a byte it must refuse at every position") {
  // Strings are scanned eight bytes at a time while the line has eight more, then byte by byte:
  // each special byte is put at every position of strings long enough for both paths.
  const std::vector<char> refused_bytes = {'\\', '\x01', '\x1f', '\x7f', '\x80', '\xc3', '\xff'};
  for (std::size_t length = 0; length <= 24; ++length) {
    for (std::size_t at = 0; at <= length; ++at) {
      CAPTURE(length);
      CAPTURE(at);
      std::string value(length, 'a');
      const std::string plain = R"({"k":")" + value + R"(","n":1})";
      arena_bot::flat::Message m;
      REQUIRE(m.parse(plain));
      CHECK(m.get<std::string>("k", "?") == value);
      CHECK(m.get<int>("n", 0) == 1);
      if (at == length) continue;
      for (char c : refused_bytes) {
        std::string odd = value;
        odd[at] = c;
        CAPTURE(static_cast<int>(static_cast<unsigned char>(c)));
        CHECK_FALSE(m.parse(R"({"k":")" + odd + R"(","n":1})"));
        CHECK_FALSE(m.parse(R"({"k":")" + odd + R"("})"));  // near the end of the line
      }
      // A quote ends the string early: what follows is no longer a valid object.
      std::string cut = value;
      cut[at] = '"';
      CHECK_FALSE(m.parse(R"({"k":")" + cut + R"(","n":1})"));
      // The same in a key.
      CHECK_FALSE(m.parse(R"({")" + std::string(at, 'k') + "\\" + std::string(length - at, 'k') +
                          R"(":1})"));
    }
  }
}

TEST_CASE("the quick reader agrees with the JSON parser on randomly damaged arena lines") {
  // Lines as the arena writes them, then bytes replaced, inserted or deleted at random: whenever
  // the quick reader accepts a line, the JSON parser reads it and finds the very same fields.
  const std::vector<std::string> lines = {
      R"({"ante":0,"ante_kind":"none","big_blind":100,"big_blind_seat":0,"button":4,"hand":1,"hole":["3s","Jd"],"level":1,"seat":2,"seats":[{"name":"raiser","seat":0,"stack":1000},{"name":"c5","seat":1,"stack":1000}],"small_blind":50,"small_blind_seat":5,"type":"hand_start"})",
      R"({"amount":50,"blind":"small_blind","hand":1,"pot":50,"seat":5,"stack":999999950,"type":"post"})",
      R"({"action":"call","added":100,"all_in":false,"amount":100,"hand":1,"pot":250,"seat":1,"stack":999999900,"street":"preflop","type":"acted"})",
      R"({"bet":0,"board":[],"hand":1,"id":1,"legal":["fold","call","raise"],"max_raise_to":1000000000,"min_raise_to":200,"pot":250,"stack":1000000000,"street":"preflop","time_ms":1000,"to_call":100,"type":"act"})",
      R"({"board":["Ah","Kd","2c"],"cards":["Ah","Kd","2c"],"hand":1,"street":"flop","type":"board"})",
      R"({"best_five":["Ah","Kd","Qc","Js","Tc"],"cards":["Qc","Js"],"hand":1,"hand_rank":"straight","seat":1,"type":"show"})",
      R"({"eliminated":[{"name":"bob","place":3,"seat":1}],"hand":1,"stacks":[{"seat":0,"stack":0},{"seat":1,"stack":2000}],"type":"hand_end"})",
  };
  const std::string alphabet = "\"\\{}[],: \t0123456789-.eEtrufalsn_xyz\x01\x7f\xc3";
  std::mt19937_64 rng(11);
#ifdef ARENA_SANITIZED
  const int rounds = 4000;
#else
  const int rounds = 40000;
#endif
  int accepted = 0, refused = 0;
  arena_bot::flat::Message m;
  for (const std::string& line : lines) {
    REQUIRE(m.parse(line));
    reads_like_json(m, Json::parse(line));
  }
  for (int round = 0; round < rounds; ++round) {
    std::string line = lines[rng() % lines.size()];
    const int edits = 1 + static_cast<int>(rng() % 3);
    for (int e = 0; e < edits && !line.empty(); ++e) {
      const std::size_t at = rng() % line.size();
      const char c = alphabet[rng() % alphabet.size()];
      switch (rng() % 3) {
        case 0:
          line[at] = c;
          break;
        case 1:
          line.insert(line.begin() + static_cast<std::ptrdiff_t>(at), c);
          break;
        default:
          line.erase(at, 1);
      }
    }
    CAPTURE(line);
    if (!m.parse(line)) {
      ++refused;
      continue;
    }
    ++accepted;
    const Json j = Json::parse(line, nullptr, false);
    REQUIRE_FALSE(j.is_discarded());
    REQUIRE(j.is_object());
    reads_like_json(m, j);
  }
  // Both outcomes are exercised.
  CHECK(accepted > rounds / 20);
  CHECK(refused > rounds / 20);
}
