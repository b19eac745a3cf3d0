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
  static_assert(kMaxFields <= 255, "index_ holds field numbers in a byte");

  // True if `line` is an object this reader understands; then its fields are views into `line`.
  bool parse(std::string_view line) {
    Scanner in{line.data(), line.data() + line.size()};
    return read_object(in, true) && in.rest_is_space();
  }

  // Inlined, so that the tag of a key written in the code is worked out by the compiler.
  ARENA_BOT_INLINE const Field* find(std::string_view key) const { return find(key, key_tag(key)); }
  ARENA_BOT_INLINE const Field* find(std::string_view key, std::uint64_t tag) const {
    const unsigned slot = slot_of(tag);
    const std::uint64_t bit = std::uint64_t{1} << slot;
    if ((used_ & bit) == 0) return nullptr;  // no key in this slot: an absent key, mostly
    if ((shared_ & bit) == 0) {
      const Field& f = fields_[index_[slot]];
      return same_key(f, key, tag) ? &f : nullptr;
    }
    return find_linear(key, tag, count_);
  }
  ARENA_BOT_INLINE bool contains(std::string_view key) const { return find(key) != nullptr; }

  // How many slots of the index hold more than one key of the last object read: a lookup there
  // compares field by field. None for the messages the arena sends.
  int shared_slots() const { return std::popcount(shared_); }

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

  // Copies the string value of `key` into `out` and returns true; false (out untouched) when
  // `key` is absent or not a string. Assigning into a kept string allocates nothing.
  ARENA_BOT_INLINE bool text(std::string_view key, std::string& out) const {
    const Field* f = find(key);
    if (f == nullptr || f->kind != Kind::String) return false;
    out.assign(f->text);
    return true;
  }

  // The strings of the array `key` (empty if there is none).
  std::vector<std::string> strings(std::string_view key) const {
    std::vector<std::string> out;
    strings_into(key, out);
    return out;
  }
  // The same into `out`, reusing its strings' buffers.
  void strings_into(std::string_view key, std::vector<std::string>& out) const {
    std::size_t n = 0;
    if (const Field* f = find(key); f != nullptr && f->kind == Kind::Strings) {
      // Checked by parse: quoted plain strings separated by commas and spaces.
      std::size_t i = 0;
      while ((i = f->text.find('"', i)) != std::string_view::npos) {
        const std::size_t close = f->text.find('"', i + 1);
        const std::string_view element = f->text.substr(i + 1, close - i - 1);
        if (n < out.size()) {
          out[n].assign(element);
        } else {
          out.emplace_back(element);
        }
        ++n;
        i = close + 1;
      }
    }
    out.resize(n);
  }

 private:
  // Which of the 64 slots of the index a key goes to: a multiplicative hash of its tag (for a key
  // written in the code the compiler works it out). The multiplier was picked so that the keys
  // of each message the arena sends land in slots of their own (tests/sdk_cpp_test.cpp checks
  // it); other keys still work, through the field-by-field search of a shared slot.
  static constexpr unsigned slot_of(std::uint64_t tag) {
    return static_cast<unsigned>((tag * 0x11B1C7962DB13031ULL) >> 58);
  }
  // Equal tags mean equal lengths and equal first seven bytes: only longer keys need more.
  ARENA_BOT_INLINE static bool same_key(const Field& f, std::string_view key, std::uint64_t tag) {
    return f.tag == tag && (key.size() <= 7 || f.key.substr(7) == key.substr(7));
  }
  const Field* find_linear(std::string_view key, std::uint64_t tag, std::size_t n) const {
    for (std::size_t i = 0; i < n; ++i)
      if (same_key(fields_[i], key, tag)) return &fields_[i];
    return nullptr;
  }

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

    ARENA_BOT_INLINE static bool is_space(char c) {
      return c == ' ' || c == '\t' || c == '\n' || c == '\r';
    }
    // The arena writes no white space: one comparison rules it out for nearly every byte.
    ARENA_BOT_INLINE void skip_space() {
      if (p < end && static_cast<unsigned char>(*p) <= ' ') skip_space_run();
    }
    [[gnu::noinline]] void skip_space_run() {
      while (p < end && is_space(*p)) ++p;
    }
    ARENA_BOT_INLINE bool skip_to(char c) {
      skip_space();
      if (p == end || *p != c) return false;
      ++p;
      return true;
    }
    ARENA_BOT_INLINE bool rest_is_space() {
      skip_space();
      return p == end;
    }
    // The bytes of an 8-byte word (little-endian) that end a plain string's run: the quote, a
    // backslash, control bytes, DEL and non-ASCII, each flagged by its high bit. Borrows of the
    // subtractions only run upwards, so the LOWEST flagged byte is always a true one (a byte above
    // it may be flagged falsely, which does not matter: only the lowest is used).
    ARENA_BOT_INLINE static std::uint64_t string_stops(std::uint64_t w) {
      constexpr std::uint64_t ones = 0x0101010101010101ULL, highs = 0x8080808080808080ULL;
      const auto zero_bytes = [](std::uint64_t v) { return (v - ones) & ~v & highs; };
      const std::uint64_t control = (w - ones * 0x20) & ~w & highs;
      return control | zero_bytes(w ^ (ones * '"')) | zero_bytes(w ^ (ones * '\\')) |
             zero_bytes(w ^ (ones * 0x7f)) | (w & highs);
    }
    ARENA_BOT_INLINE bool read_string(std::string_view& out) {
      if (p == end || *p != '"') return false;
      const char* start = ++p;
      bool stopped = false;
      if constexpr (std::endian::native == std::endian::little) {
        // Eight bytes at a time while the line has them.
        while (end - p >= 8) {
          std::uint64_t word;
          std::memcpy(&word, p, sizeof word);
          const std::uint64_t stops = string_stops(word);
          if (stops != 0) {
            p += std::countr_zero(stops) >> 3;
            stopped = true;
            break;
          }
          p += 8;
        }
      }
      if (!stopped) {
        while (p < end && kStringByte[static_cast<unsigned char>(*p)] == 0) ++p;
        if (p == end) return false;
      }
      if (*p != '"') return false;  // an escape or a byte the full parser must judge
      out = std::string_view(start, static_cast<std::size_t>(p - start));
      ++p;
      return true;
    }
    // A key: a string as above, and its tag, computed while its bytes are at hand.
    ARENA_BOT_INLINE bool read_key(Field& f) {
      if (!read_string(f.key)) return false;
      const std::size_t n = f.key.size();
      if (std::endian::native == std::endian::little && end - f.key.data() >= 8) {
        // Eight bytes are there to load (the key's and what follows it): keep its first seven at
        // most, in the order key_tag puts them.
        std::uint64_t word = 0;
        std::memcpy(&word, f.key.data(), sizeof word);
        const std::uint64_t keep =
            n >= 7 ? 0x00ffffffffffffffULL : (std::uint64_t{1} << (8 * n)) - 1;
        f.tag = (word & keep) | (static_cast<std::uint64_t>(n) << 56);
      } else {
        f.tag = key_tag(f.key);
      }
      return true;
    }
    // At a '[': does an object come first?
    ARENA_BOT_INLINE bool array_of_objects() const {
      const char* q = p + 1;
      while (q < end && is_space(*q)) ++q;
      return q < end && *q == '{';
    }
    ARENA_BOT_INLINE bool read_word(std::string_view word) {
      if (static_cast<std::size_t>(end - p) < word.size() ||
          std::string_view(p, word.size()) != word)
        return false;
      p += word.size();
      return true;
    }
    // An integer as JSON writes it (no leading zeros, no fraction or exponent), at most 18 digits.
    ARENA_BOT_INLINE bool read_number(std::int64_t& out) {
      const bool negative = p < end && *p == '-';
      if (negative) ++p;
      const char* digits = p;
      std::uint64_t value = 0;  // unsigned: past 18 digits it wraps (then refused), never overflows
      while (p < end && static_cast<unsigned char>(*p - '0') < 10) {
        value = value * 10 + static_cast<unsigned char>(*p - '0');
        ++p;
      }
      const auto n = p - digits;
      if (n == 0 || n > 18 || (n > 1 && *digits == '0')) return false;
      if (p < end && (*p == '.' || *p == 'e' || *p == 'E')) return false;
      const auto v = static_cast<std::int64_t>(value);
      out = negative ? -v : v;
      return true;
    }
    ARENA_BOT_INLINE bool read_value(Field& f) {
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
  bool read_object(Scanner& scanner, bool nested) {
    // The cursor, the count and the index masks are worked on as locals and written back at the
    // end: through a reference, every store into a field (its string_views hold pointers too)
    // would make the compiler load the cursor from memory again.
    Scanner in = scanner;
    std::size_t count = 0;
    std::uint64_t used = 0, shared = 0;
    bool ok = in.skip_to('{');
    if (ok) in.skip_space();
    if (ok && in.p < in.end && *in.p == '}') {
      ++in.p;
    } else if (ok) {
      for (;;) {
        ok = false;
        if (count == kMaxFields) break;
        Field& f = fields_[count];
        in.skip_space();
        if (!in.read_key(f)) break;
        // Indexed by slot as it is read. A duplicate key is refused: only a key whose slot is
        // taken already is compared with the earlier ones.
        const unsigned slot = slot_of(f.tag);
        const std::uint64_t bit = std::uint64_t{1} << slot;
        if ((used & bit) == 0) {
          used |= bit;
          index_[slot] = static_cast<std::uint8_t>(count);
        } else {
          if (find_linear(f.key, f.tag, count) != nullptr) break;
          shared |= bit;
        }
        if (!in.skip_to(':')) break;
        in.skip_space();
        if (in.p < in.end && *in.p == '[' && in.array_of_objects()) {
          if (!nested) break;
          Scanner elements = in;  // its address goes out: `in` itself stays in registers
          if (!read_objects(elements, f)) break;
          in = elements;
        } else if (!in.read_value(f)) {
          break;
        }
        ++count;
        in.skip_space();
        if (in.p < in.end && *in.p == ',') {
          ++in.p;
          continue;
        }
        ok = in.skip_to('}');
        break;
      }
    }
    count_ = count;
    used_ = used;
    shared_ = shared;
    scanner = in;
    return ok;
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
  // The index: for each slot whose bit is in used_, the first field of that slot; a slot whose
  // bit is also in shared_ holds more than one key and is searched field by field.
  std::array<std::uint8_t, 64> index_{};
  std::uint64_t used_ = 0;
  std::uint64_t shared_ = 0;
};

}  // namespace arena_bot::flat
