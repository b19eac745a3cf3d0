#pragma once
// A quick look at a bot's answer before the full JSON parser: a one-level object whose values
// are plain strings (printable ASCII, no escapes) or plain integers, such as
// {"action":"raise","amount":600,"id":17,"type":"action"}. It accepts only what the full parser
// would read to the very same keys and values, and gives up (returns false) on anything else:
// escapes, non-ASCII, nesting, floats, true/false/null, duplicate keys, huge numbers. A caller
// then asks the full parser, which also words every error; this scan never decides an error.
// A draw turn's answer, {"cards":["Kd","2s"],"id":17,"type":"discard"}, also holds a list of plain
// strings: the scan reads those only when asked to (FlatLists::Read), so every other caller
// still gives up on a list.
#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace arena::protocol {

struct FlatField {
  std::string_view key;
  bool is_string = false;
  bool is_list = false;     // a list of plain strings (FlatLists::Read only)
  std::string_view text;    // when is_string: the characters between the quotes; when is_list:
                            // those between the brackets (for_each_list_string reads them)
  std::int64_t number = 0;  // when neither
};

enum class FlatLists { GiveUp, Read };

inline constexpr std::size_t kMaxFlatFields = 8;

struct FlatObject {
  std::array<FlatField, kMaxFlatFields> fields;
  std::size_t count = 0;

  const FlatField* find(std::string_view key) const {
    for (std::size_t i = 0; i < count; ++i)
      if (fields[i].key == key) return &fields[i];
    return nullptr;
  }
};

namespace flat_detail {

inline bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

inline void skip_space(std::string_view s, std::size_t& i) {
  while (i < s.size() && is_space(s[i])) ++i;
}

// A string without escapes or bytes outside printable ASCII; `i` at the opening quote.
inline bool plain_string(std::string_view s, std::size_t& i, std::string_view& out) {
  if (i >= s.size() || s[i] != '"') return false;
  const std::size_t start = ++i;
  while (i < s.size()) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == '"') {
      out = s.substr(start, i - start);
      ++i;
      return true;
    }
    if (c == '\\' || c < 0x20 || c > 0x7E) return false;
    ++i;
  }
  return false;
}

// -?(0|[1-9][0-9]*) of at most 18 digits (so it fits), not followed by a fraction or exponent.
inline bool plain_integer(std::string_view s, std::size_t& i, std::int64_t& out) {
  bool negative = false;
  if (i < s.size() && s[i] == '-') {
    negative = true;
    ++i;
  }
  const std::size_t start = i;
  std::int64_t value = 0;
  while (i < s.size() && s[i] >= '0' && s[i] <= '9') {
    // Past 18 digits the number is refused below; stop accumulating before it could overflow.
    if (i - start < 18) value = value * 10 + (s[i] - '0');
    ++i;
  }
  const std::size_t digits = i - start;
  if (digits == 0 || digits > 18 || (digits > 1 && s[start] == '0')) return false;
  if (i < s.size() && (s[i] == '.' || s[i] == 'e' || s[i] == 'E')) return false;
  out = negative ? -value : value;
  return true;
}

// [ "a" , "b" ] of plain strings; `i` at the opening bracket. `inner` is what the brackets hold.
inline bool plain_string_list(std::string_view s, std::size_t& i, std::string_view& inner) {
  const std::size_t start = ++i;
  skip_space(s, i);
  if (i < s.size() && s[i] == ']') {
    inner = s.substr(start, i - start);
    ++i;
    return true;
  }
  for (;;) {
    std::string_view item;
    if (!plain_string(s, i, item)) return false;
    skip_space(s, i);
    if (i >= s.size()) return false;
    if (s[i] == ']') {
      inner = s.substr(start, i - start);
      ++i;
      return true;
    }
    if (s[i] != ',') return false;
    ++i;
    skip_space(s, i);
  }
}

}  // namespace flat_detail

// Calls `take(item)` for each string of a list the scan read (FlatField::text of an is_list).
template <typename Take>
void for_each_list_string(std::string_view inner, Take take) {
  using namespace flat_detail;
  std::size_t i = 0;
  skip_space(inner, i);
  while (i < inner.size()) {
    std::string_view item;
    plain_string(inner, i, item);  // the scan checked the list: every item is a plain string
    take(item);
    skip_space(inner, i);
    if (i < inner.size()) ++i;  // the comma
    skip_space(inner, i);
  }
}

inline bool scan_flat_object(std::string_view s, FlatObject& object,
                             FlatLists lists = FlatLists::GiveUp) {
  using namespace flat_detail;
  object.count = 0;
  std::size_t i = 0;
  skip_space(s, i);
  if (i >= s.size() || s[i] != '{') return false;
  ++i;
  skip_space(s, i);
  if (i < s.size() && s[i] == '}') {
    ++i;
  } else {
    for (;;) {
      if (object.count == kMaxFlatFields) return false;
      FlatField& f = object.fields[object.count];
      skip_space(s, i);
      if (!plain_string(s, i, f.key)) return false;
      if (object.find(f.key) != nullptr) return false;  // duplicates: the full parser decides
      skip_space(s, i);
      if (i >= s.size() || s[i] != ':') return false;
      ++i;
      skip_space(s, i);
      f.is_list = false;
      if (i < s.size() && s[i] == '"') {
        f.is_string = true;
        if (!plain_string(s, i, f.text)) return false;
      } else if (i < s.size() && s[i] == '[' && lists == FlatLists::Read) {
        f.is_string = false;
        f.is_list = true;
        if (!plain_string_list(s, i, f.text)) return false;
      } else {
        f.is_string = false;
        if (!plain_integer(s, i, f.number)) return false;
      }
      ++object.count;
      skip_space(s, i);
      if (i >= s.size()) return false;
      if (s[i] == ',') {
        ++i;
        continue;
      }
      if (s[i] != '}') return false;
      ++i;
      break;
    }
  }
  skip_space(s, i);
  return i == s.size();
}

}  // namespace arena::protocol
