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
#include <cstring>
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
    char field[kFieldRoom];
    if (key.size() > kKeyRoom) {
      this->key(key);
      out_.append(field, to_chars(field, value));
      return *this;
    }
    char* end = put_key(field, key);
    end += to_chars(end, value);
    out_.append(field, static_cast<std::size_t>(end - field));
    return *this;
  }
  LineWriter& boolean(std::string_view key, bool value) {
    return plain(key, value ? std::string_view("true") : std::string_view("false"));
  }
  // A string that needs no escaping: a wire word, a card, a hand category, a bot name.
  LineWriter& word(std::string_view key, std::string_view value) {
    if (key.size() > kKeyRoom || value.size() + 2 > kFieldRoom - kKeyRoom - 4) {
      this->key(key);
      quoted(value);
      return *this;
    }
    char field[kFieldRoom];
    char* end = put_key(field, key);
    *end++ = '"';
    end = put(end, value);
    *end++ = '"';
    out_.append(field, static_cast<std::size_t>(end - field));
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

  // A field (`,"key":value`) is put together on the stack and appended at once: every line to
  // the bots is written here, and a character at a time the string checked its room (and
  // wrote its terminator) five times a key. Longer keys or values take the plain way.
  static constexpr std::size_t kFieldRoom = 128;
  static constexpr std::size_t kKeyRoom = 48;

  static std::size_t to_chars(char* at, std::int64_t value) {
    return static_cast<std::size_t>(std::to_chars(at, at + 24, value).ptr - at);
  }
  static char* put(char* at, std::string_view s) {
    if (!s.empty()) std::memcpy(at, s.data(), s.size());
    return at + s.size();
  }
  // `,"key":` (no comma before the first), at most kKeyRoom + 4 characters.
  char* put_key(char* at, std::string_view k) {
    if (!first_) *at++ = ',';
    first_ = false;
    *at++ = '"';
    at = put(at, k);
    *at++ = '"';
    *at++ = ':';
    return at;
  }
  // A key and a value written as it is (true, false).
  LineWriter& plain(std::string_view k, std::string_view value) {
    if (k.size() > kKeyRoom) {
      key(k);
      out_ += value;
      return *this;
    }
    char field[kFieldRoom];
    char* end = put(put_key(field, k), value);
    out_.append(field, static_cast<std::size_t>(end - field));
    return *this;
  }
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
