#pragma once
// A quick reader for the arena's frequent messages (act and the public events): one-level JSON
// objects whose values are integers, true/false, plain strings (printable ASCII, no escapes) or
// arrays of such strings, e.g.
//   {"action":"call","added":20,"all_in":false,"hand":3,"seat":1,"street":"flop","type":"acted"}
// A bot reads several of these per decision; the full JSON parser builds a tree for each and
// costs the bot more than the round trip through the pipe. This reader accepts only what the
// full parser reads to the very same keys and values and refuses everything else (nesting,
// escapes, floats, null, duplicate keys, more than kMaxFields fields): the SDK then falls back
// to nlohmann/json, so a bot never sees a difference, only the speed.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace arena_bot::flat {

enum class Kind : std::uint8_t { Number, String, Bool, Strings };

struct Field {
  std::string_view key;
  Kind kind = Kind::Number;
  std::string_view text;    // String: its characters; Strings: the array between [ and ]
  std::int64_t number = 0;  // Number; Bool: 0 or 1
};

class Message {
 public:
  static constexpr std::size_t kMaxFields = 16;

  // True if `line` is an object this reader understands; then its fields are views into `line`.
  bool parse(std::string_view line) {
    p_ = line.data();
    end_ = p_ + line.size();
    count_ = 0;
    if (!skip_to('{')) return false;
    skip_space();
    if (p_ < end_ && *p_ == '}') return ++p_, rest_is_space();
    for (;;) {
      if (count_ == kMaxFields) return false;
      Field& f = fields_[count_];
      skip_space();
      if (!read_string(f.key) || find(f.key) != nullptr || !skip_to(':')) return false;
      skip_space();
      if (!read_value(f)) return false;
      ++count_;
      skip_space();
      if (p_ < end_ && *p_ == ',') {
        ++p_;
        continue;
      }
      return skip_to('}') && rest_is_space();
    }
  }

  const Field* find(std::string_view key) const {
    for (std::size_t i = 0; i < count_; ++i)
      if (fields_[i].key == key) return &fields_[i];
    return nullptr;
  }
  bool contains(std::string_view key) const { return find(key) != nullptr; }

  // The value of `key` if it has the kind T asks for (a number for arithmetic types, a string
  // for std::string, true/false for bool), else `fallback`; as the SDK reads a JSON tree.
  template <class T>
  T get(std::string_view key, T fallback) const {
    const Field* f = find(key);
    if (f == nullptr) return fallback;
    if constexpr (std::is_same_v<T, std::string>) {
      return f->kind == Kind::String ? std::string(f->text) : fallback;
    } else if constexpr (std::is_same_v<T, bool>) {
      return f->kind == Kind::Bool ? f->number != 0 : fallback;
    } else {
      return f->kind == Kind::Number ? static_cast<T>(f->number) : fallback;
    }
  }

  // The strings of the array `key` (empty if there is none).
  std::vector<std::string> strings(std::string_view key) const {
    std::vector<std::string> out;
    const Field* f = find(key);
    if (f == nullptr || f->kind != Kind::Strings) return out;
    // Checked by parse: quoted plain strings separated by commas and spaces.
    std::size_t i = 0;
    while ((i = f->text.find('"', i)) != std::string_view::npos) {
      const std::size_t close = f->text.find('"', i + 1);
      out.emplace_back(f->text.substr(i + 1, close - i - 1));
      i = close + 1;
    }
    return out;
  }

 private:
  static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
  void skip_space() {
    while (p_ < end_ && is_space(*p_)) ++p_;
  }
  bool skip_to(char c) {
    skip_space();
    if (p_ == end_ || *p_ != c) return false;
    ++p_;
    return true;
  }
  bool rest_is_space() {
    skip_space();
    return p_ == end_;
  }
  // A string of printable ASCII without escapes; anything else is left to the full parser.
  bool read_string(std::string_view& out) {
    if (p_ == end_ || *p_ != '"') return false;
    const char* start = ++p_;
    while (p_ < end_ && *p_ != '"') {
      const auto c = static_cast<unsigned char>(*p_);
      if (c < 0x20 || c >= 0x7f || c == '\\') return false;
      ++p_;
    }
    if (p_ == end_) return false;
    out = std::string_view(start, static_cast<std::size_t>(p_ - start));
    ++p_;
    return true;
  }
  bool read_word(std::string_view word) {
    if (static_cast<std::size_t>(end_ - p_) < word.size() ||
        std::string_view(p_, word.size()) != word)
      return false;
    p_ += word.size();
    return true;
  }
  // An integer as JSON writes it (no leading zeros, no fraction or exponent), at most 18 digits.
  bool read_number(std::int64_t& out) {
    const bool negative = p_ < end_ && *p_ == '-';
    if (negative) ++p_;
    const char* digits = p_;
    std::int64_t value = 0;
    while (p_ < end_ && *p_ >= '0' && *p_ <= '9') {
      if (p_ - digits == 18) return false;
      value = value * 10 + (*p_ - '0');
      ++p_;
    }
    const auto n = p_ - digits;
    if (n == 0 || (n > 1 && *digits == '0')) return false;
    if (p_ < end_ && (*p_ == '.' || *p_ == 'e' || *p_ == 'E')) return false;
    out = negative ? -value : value;
    return true;
  }
  bool read_value(Field& f) {
    if (p_ == end_) return false;
    switch (*p_) {
      case '"':
        f.kind = Kind::String;
        return read_string(f.text);
      case 't':
        f.kind = Kind::Bool;
        f.number = 1;
        return read_word("true");
      case 'f':
        f.kind = Kind::Bool;
        f.number = 0;
        return read_word("false");
      case '[': {
        f.kind = Kind::Strings;
        const char* start = ++p_;
        skip_space();
        if (p_ < end_ && *p_ == ']') {
          f.text = std::string_view(start, static_cast<std::size_t>(p_ - start));
          return ++p_, true;
        }
        for (std::string_view element;;) {
          skip_space();
          if (!read_string(element)) return false;
          skip_space();
          if (p_ < end_ && *p_ == ',') {
            ++p_;
            continue;
          }
          if (p_ == end_ || *p_ != ']') return false;
          f.text = std::string_view(start, static_cast<std::size_t>(p_ - start));
          return ++p_, true;
        }
      }
      default:
        f.kind = Kind::Number;
        return read_number(f.number);
    }
  }

  std::array<Field, kMaxFields> fields_{};
  std::size_t count_ = 0;
  const char* p_ = nullptr;
  const char* end_ = nullptr;
};

}  // namespace arena_bot::flat
