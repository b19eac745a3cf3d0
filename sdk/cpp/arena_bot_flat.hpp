#pragma once
// A quick reader for the arena's frequent messages (act, the public events, hand_start and
// hand_end): JSON objects whose values are integers, true/false, plain strings (printable ASCII,
// no escapes), arrays of such strings, or arrays of such objects (one level down only), e.g.
//   {"action":"call","added":20,"all_in":false,"hand":3,"seat":1,"street":"flop","type":"acted"}
//   {"eliminated":[],"hand":7,"stacks":[{"seat":0,"stack":950},{"seat":1,"stack":50}],...}
// A bot reads several of these per decision; the full JSON parser builds a tree for each and
// costs the bot more than the round trip through the pipe. This reader accepts only what the
// full parser reads to the very same keys and values and refuses everything else (deeper
// nesting, escapes, floats, null, duplicate keys, more than kMaxFields fields in an object): the
// SDK then falls back to nlohmann/json, so a bot never sees a difference, only the speed.
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#if defined(__GNUC__)
#define ARENA_BOT_INLINE [[gnu::always_inline]] inline
#else
#define ARENA_BOT_INLINE inline
#endif

namespace arena_bot::flat {

// Strings also stands for the empty array `[]`; Objects is a non-empty array of flat objects.
enum class Kind : std::uint8_t { Number, String, Bool, Strings, Objects };

struct Field {
  std::string_view key;
  std::uint64_t tag = 0;  // key_tag(key): compared before the key itself
  Kind kind = Kind::Number;
  std::string_view text;    // String: its characters; Strings, Objects: between [ and ]
  std::int64_t number = 0;  // Number; Bool: 0 or 1
};

// A key's length and its first seven bytes in one word: two different keys almost always differ
// here, so looking up a field is mostly one comparison of integers per field.
constexpr std::uint64_t key_tag(std::string_view key) {
  std::uint64_t tag = static_cast<std::uint64_t>(key.size()) << 56;
  const std::size_t n = key.size() < 7 ? key.size() : 7;
  for (std::size_t i = 0; i < n; ++i)
    tag |= static_cast<std::uint64_t>(static_cast<unsigned char>(key[i])) << (8 * i);
  return tag;
}

class Message {
 public:
  static constexpr std::size_t kMaxFields = 16;

  // True if `line` is an object this reader understands; then its fields are views into `line`.
  bool parse(std::string_view line) {
    Scanner in{line.data(), line.data() + line.size()};
    return read_object(in, true) && in.rest_is_space();
  }

  // Inlined, so that the tag of a key written in the code is worked out by the compiler.
  ARENA_BOT_INLINE const Field* find(std::string_view key) const { return find(key, key_tag(key)); }
  const Field* find(std::string_view key, std::uint64_t tag) const {
    for (std::size_t i = 0; i < count_; ++i) {
      const Field& f = fields_[i];
      // Equal tags mean equal lengths and equal first seven bytes: only longer keys need more.
      if (f.tag == tag && (key.size() <= 7 || f.key.substr(7) == key.substr(7))) return &f;
    }
    return nullptr;
  }
  ARENA_BOT_INLINE bool contains(std::string_view key) const { return find(key) != nullptr; }

  // The value of `key` if it has the kind T asks for (a number for arithmetic types, a string
  // for std::string, true/false for bool), else `fallback`; as the SDK reads a JSON tree.
  template <class T>
  ARENA_BOT_INLINE T get(std::string_view key, T fallback) const {
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

  // Calls visit(const Message&) for each object of the array `key`, in order (none when `key`
  // is absent or not an array of objects).
  template <class Visit>
  void for_each_object(std::string_view key, Visit&& visit) const {
    const Field* f = find(key);
    if (f == nullptr || f->kind != Kind::Objects) return;
    // Checked by parse: flat objects separated by commas and spaces.
    Scanner in{f->text.data(), f->text.data() + f->text.size()};
    Message element;
    while (element.read_object(in, false)) {
      visit(static_cast<const Message&>(element));
      in.skip_space();
      if (in.p == in.end || *in.p != ',') return;
      ++in.p;
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
  // The cursor over one line. A local of parse(), so the compiler keeps it in registers (as
  // members of the Message, every store to a field would make it reload them).
  struct Scanner {
    const char* p;
    const char* end;

    // What a byte is inside a string: 0 plain (printable ASCII), 1 the closing quote, 2 anything
    // the full parser must handle (control bytes, escapes, non-ASCII).
    static constexpr std::array<std::uint8_t, 256> kStringByte = [] {
      std::array<std::uint8_t, 256> t{};
      for (std::size_t c = 0; c < 256; ++c) t[c] = c < 0x20 || c >= 0x7f || c == '\\' ? 2 : 0;
      t['"'] = 1;
      return t;
    }();

    static bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }
    void skip_space() {
      while (p < end && is_space(*p)) ++p;
    }
    bool skip_to(char c) {
      skip_space();
      if (p == end || *p != c) return false;
      ++p;
      return true;
    }
    bool rest_is_space() {
      skip_space();
      return p == end;
    }
    bool read_string(std::string_view& out) {
      if (p == end || *p != '"') return false;
      const char* start = ++p;
      for (;; ++p) {
        if (p == end) return false;
        const std::uint8_t kind = kStringByte[static_cast<unsigned char>(*p)];
        if (kind == 0) continue;
        if (kind == 2) return false;
        break;
      }
      out = std::string_view(start, static_cast<std::size_t>(p - start));
      ++p;
      return true;
    }
    // A key: a string as above, and its tag, computed while its bytes are at hand.
    bool read_key(Field& f) {
      if (!read_string(f.key)) return false;
      const std::size_t n = f.key.size();
      if (std::endian::native == std::endian::little && n >= 7 && end - f.key.data() >= 8) {
        // Eight bytes are there to load (the key's and what follows it): keep its first seven,
        // in the order key_tag puts them.
        std::uint64_t word = 0;
        std::memcpy(&word, f.key.data(), sizeof word);
        f.tag = (word & 0x00ffffffffffffffULL) | (static_cast<std::uint64_t>(n) << 56);
      } else {
        f.tag = key_tag(f.key);
      }
      return true;
    }
    // At a '[': does an object come first?
    bool array_of_objects() const {
      const char* q = p + 1;
      while (q < end && is_space(*q)) ++q;
      return q < end && *q == '{';
    }
    bool read_word(std::string_view word) {
      if (static_cast<std::size_t>(end - p) < word.size() ||
          std::string_view(p, word.size()) != word)
        return false;
      p += word.size();
      return true;
    }
    // An integer as JSON writes it (no leading zeros, no fraction or exponent), at most 18 digits.
    bool read_number(std::int64_t& out) {
      const bool negative = p < end && *p == '-';
      if (negative) ++p;
      const char* digits = p;
      std::int64_t value = 0;
      while (p < end && *p >= '0' && *p <= '9') {
        if (p - digits == 18) return false;
        value = value * 10 + (*p - '0');
        ++p;
      }
      const auto n = p - digits;
      if (n == 0 || (n > 1 && *digits == '0')) return false;
      if (p < end && (*p == '.' || *p == 'e' || *p == 'E')) return false;
      out = negative ? -value : value;
      return true;
    }
    bool read_value(Field& f) {
      if (p == end) return false;
      switch (*p) {
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
          const char* start = ++p;
          skip_space();
          if (p < end && *p == ']') {
            f.text = std::string_view(start, static_cast<std::size_t>(p - start));
            return ++p, true;
          }
          for (std::string_view element;;) {
            skip_space();
            if (!read_string(element)) return false;
            skip_space();
            if (p < end && *p == ',') {
              ++p;
              continue;
            }
            if (p == end || *p != ']') return false;
            f.text = std::string_view(start, static_cast<std::size_t>(p - start));
            return ++p, true;
          }
        }
        default:
          f.kind = Kind::Number;
          return read_number(f.number);
      }
    }
  };

  // One object from `in` into this message's fields; with `nested`, values may be arrays of
  // objects that are themselves flat (checked here, read again by for_each_object).
  bool read_object(Scanner& in, bool nested) {
    count_ = 0;
    if (!in.skip_to('{')) return false;
    in.skip_space();
    if (in.p < in.end && *in.p == '}') return ++in.p, true;
    std::uint64_t seen = 0;
    for (;;) {
      if (count_ == kMaxFields) return false;
      Field& f = fields_[count_];
      in.skip_space();
      if (!in.read_key(f)) return false;
      // A duplicate key is refused. One bit per key, picked by its tag, rules most keys out
      // without comparing them with every earlier one.
      const std::uint64_t bit = std::uint64_t{1} << ((f.tag * 0x9E3779B97F4A7C15ULL) >> 58);
      if ((seen & bit) != 0 && find(f.key, f.tag) != nullptr) return false;
      seen |= bit;
      if (!in.skip_to(':')) return false;
      in.skip_space();
      if (in.p < in.end && *in.p == '[' && in.array_of_objects()) {
        if (!nested || !read_objects(in, f)) return false;
      } else if (!in.read_value(f)) {
        return false;
      }
      ++count_;
      in.skip_space();
      if (in.p < in.end && *in.p == ',') {
        ++in.p;
        continue;
      }
      return in.skip_to('}');
    }
  }

  // `[{...}, {...}]` at in.p: each element must be a flat object.
  static bool read_objects(Scanner& in, Field& f) {
    f.kind = Kind::Objects;
    const char* start = ++in.p;
    for (Message element;;) {
      if (!element.read_object(in, false)) return false;
      in.skip_space();
      if (in.p < in.end && *in.p == ',') {
        ++in.p;
        continue;
      }
      if (in.p == in.end || *in.p != ']') return false;
      f.text = std::string_view(start, static_cast<std::size_t>(in.p - start));
      return ++in.p, true;
    }
  }

  std::array<Field, kMaxFields> fields_{};
  std::size_t count_ = 0;
};

}  // namespace arena_bot::flat
