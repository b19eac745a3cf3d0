#pragma once
// A compact JSON object written straight into a string, for the messages of every decision (act
// and the public events): no Json tree, no allocation once the string has grown. It writes
// exactly what nlohmann::json's dump() writes for the same object, PROVIDED the caller gives the
// keys in sorted order (nlohmann keeps objects in a std::map) and only values that need no
// escaping (wire words, card names, numbers, bot names as protocol::is_wire_name() admits them):
// tests/protocol_fast_lines_test.cpp holds the two byte for byte equal over many real hands.
// Free text (errors quoting a bot's line) goes through a Json tree instead.
#include <charconv>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "engine/card.hpp"

namespace arena::protocol {

class LineWriter {
 public:
  // Clears `out` (keeping its capacity) and opens the object.
  explicit LineWriter(std::string& out) : out_(out) {
    out_.clear();
    out_ += '{';
  }
  // Opens an object at the end of `out`, keeping what is there: an element of an array the
  // caller is writing. Closed with close_element().
  static LineWriter element(std::string& out) { return LineWriter(out, Append{}); }

  LineWriter& number(std::string_view key, std::int64_t value) {
    this->key(key);
    char buf[24];
    const auto r = std::to_chars(buf, buf + sizeof buf, value);
    out_.append(buf, r.ptr);
    return *this;
  }
  LineWriter& boolean(std::string_view key, bool value) {
    this->key(key);
    out_ += value ? "true" : "false";
    return *this;
  }
  // A string that needs no escaping: a wire word, a card, a hand category, a bot name.
  LineWriter& word(std::string_view key, std::string_view value) {
    this->key(key);
    quoted(value);
    return *this;
  }
  template <typename Words>
  LineWriter& words(std::string_view key, const Words& values) {
    this->key(key);
    out_ += '[';
    bool first = true;
    for (std::string_view w : values) {
      if (!first) out_ += ',';
      first = false;
      quoted(w);
    }
    out_ += ']';
    return *this;
  }
  LineWriter& cards(std::string_view key, std::span<const poker::Card> cards) {
    this->key(key);
    out_ += '[';
    for (std::size_t i = 0; i < cards.size(); ++i) {
      if (i > 0) out_ += ',';
      const poker::Card c = cards[i];
      if (c.known()) {
        const char text[4] = {'"', poker::kRankChars[c.rank()], poker::kSuitChars[c.suit()], '"'};
        out_.append(text, 4);
      } else {
        out_ += "\"??\"";
      }
    }
    out_ += ']';
    return *this;
  }
  // Closes the object and ends the line.
  void end() { out_ += "}\n"; }
  // Closes an object opened by element(): no end of line.
  void close_element() { out_ += '}'; }

 private:
  struct Append {};
  LineWriter(std::string& out, Append) : out_(out) { out_ += '{'; }

  void key(std::string_view k) {
    if (!first_) out_ += ',';
    first_ = false;
    quoted(k);
    out_ += ':';
  }
  void quoted(std::string_view s) {
    out_ += '"';
    out_ += s;
    out_ += '"';
  }

  std::string& out_;
  bool first_ = true;
};

}  // namespace arena::protocol
