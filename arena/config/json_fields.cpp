#include "arena/config/json_fields.hpp"

#include "arena/config/nearest_name.hpp"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>
#include <vector>

namespace arena::config_detail {

namespace {

// Line and column (both 1-based) of byte offset `offset` in `text`.
std::pair<std::size_t, std::size_t> line_column(std::string_view text, std::size_t offset) {
  offset = std::min(offset, text.size());
  std::size_t line = 1;
  std::size_t column = 1;
  for (std::size_t i = 0; i < offset; ++i) {
    if (text[i] == '\n') {
      ++line;
      column = 1;
    } else {
      ++column;
    }
  }
  return {line, column};
}

// nlohmann's message is "[json.exception.parse_error.101] parse error at line 3, column 5:
// syntax error while parsing ..."; keep only the reason after the position.
std::string parse_reason(const std::string& what) {
  const auto column = what.find("column ");
  const auto start = what.find(": ", column == std::string::npos ? 0 : column);
  std::string reason = start == std::string::npos ? what : what.substr(start + 2);
  // The reason may quote the offending bytes; keep the message printable whatever they were.
  for (auto& c : reason) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte < 0x20 || byte >= 0x7f) c = '?';
  }
  return reason;
}

}  // namespace

[[noreturn]] void fail(std::string_view where, std::string_view message) {
  std::string text(where);
  if (!text.empty()) text += ": ";
  text += message;
  throw ConfigError(text);
}

nlohmann::json parse_json_text(std::string_view text, std::string_view source) {
  // nlohmann keeps the last of duplicate keys silently; a settings file with "seed" twice is a
  // mistake worth reporting, so track the keys of each open object while parsing.
  std::vector<std::set<std::string>> open_objects;
  std::string duplicate;
  // Deep nesting is never a settings file, and printing or walking it recursively could
  // overflow the stack; stop early.
  struct TooDeep {};
  auto watch_keys = [&](int depth, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
    using Event = nlohmann::json::parse_event_t;
    if (depth > kMaxSettingsDepth) throw TooDeep{};
    if (event == Event::object_start) {
      open_objects.emplace_back();
    } else if (event == Event::object_end) {
      if (!open_objects.empty()) open_objects.pop_back();
    } else if (event == Event::key && !open_objects.empty()) {
      const auto key = parsed.get<std::string>();
      if (!open_objects.back().insert(key).second && duplicate.empty()) duplicate = key;
    }
    return true;
  };
  nlohmann::json result;
  try {
    result = nlohmann::json::parse(text.begin(), text.end(), watch_keys);
  } catch (const nlohmann::json::parse_error& e) {
    // e.byte is 1-based and points at the character that could not be read.
    const auto [line, column] = line_column(text, e.byte == 0 ? 0 : e.byte - 1);
    std::ostringstream message;
    message << "invalid JSON at line " << line << ", column " << column << ": "
            << parse_reason(e.what());
    fail(source, message.str());
  } catch (const nlohmann::json::out_of_range& e) {
    // A number too large for any type, e.g. 1e400 (found by tests/fuzz/settings_fuzz.cpp).
    const std::string what = e.what();
    const auto bracket = what.find("] ");
    fail(source,
         "invalid JSON: " + (bracket == std::string::npos ? what : what.substr(bracket + 2)));
  } catch (const TooDeep&) {
    fail(source,
         "invalid JSON: nested deeper than " + std::to_string(kMaxSettingsDepth) + " levels");
  }
  if (!duplicate.empty()) fail(source, "field '" + duplicate + "' appears twice in one object");
  return result;
}

nlohmann::json read_json_file(const std::filesystem::path& path, std::string_view what) {
  const std::string name = path.string();
  std::error_code ec;
  const auto status = std::filesystem::status(path, ec);
  if (ec || !std::filesystem::exists(status)) {
    fail(name, "cannot open " + std::string(what) + ": no such file");
  }
  if (!std::filesystem::is_regular_file(status)) {
    fail(name, "cannot open " + std::string(what) + ": not a regular file");
  }
  const auto size = std::filesystem::file_size(path, ec);
  if (!ec && size > kMaxSettingsFileBytes) {
    fail(name, std::string(what) + " is too large (" + std::to_string(size) +
                   " bytes; settings files are at most " + std::to_string(kMaxSettingsFileBytes) +
                   ")");
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) fail(name, "cannot open " + std::string(what) + ": " + std::strerror(errno));
  std::ostringstream contents;
  contents << in.rdbuf();
  if (in.bad()) fail(name, "cannot read " + std::string(what));
  return parse_json_text(contents.str(), name);
}

std::string show(const nlohmann::json& value) {
  std::string text = value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  constexpr std::size_t kMaxShown = 40;
  if (text.size() > kMaxShown) text = text.substr(0, kMaxShown - 3) + "...";
  return text;
}

std::string_view type_phrase(const nlohmann::json& value) {
  switch (value.type()) {
    case nlohmann::json::value_t::null:
      return "null";
    case nlohmann::json::value_t::object:
      return "an object";
    case nlohmann::json::value_t::array:
      return "an array";
    case nlohmann::json::value_t::string:
      return "a string";
    case nlohmann::json::value_t::boolean:
      return "a boolean";
    case nlohmann::json::value_t::binary:
      return "binary data";
    case nlohmann::json::value_t::discarded:
      return "nothing";
    default:
      return "a number";
  }
}

void reject_unknown_fields(const nlohmann::json& object,
                           std::initializer_list<std::string_view> known, std::string_view where) {
  reject_unknown_fields(object, std::span<const std::string_view>(known.begin(), known.size()),
                        where);
}

void reject_unknown_fields(const nlohmann::json& object, std::span<const std::string_view> known,
                           std::string_view where) {
  for (const auto& item : object.items()) {
    const std::string& key = item.key();
    if (std::find(known.begin(), known.end(), key) != known.end()) continue;
    std::string message = "unknown field '" + key + "'";
    // Suggest the nearest known field when it is close enough to be a typo.
    if (const auto best = nearest_name(key, known)) {
      message += " (did you mean '" + std::string(*best) + "'?)";
    } else {
      message += " (known fields:";
      for (const auto candidate : known) message += " " + std::string(candidate);
      message += ")";
    }
    fail(where, message);
  }
}

std::int64_t check_range(std::int64_t value, std::string_view where, std::int64_t min,
                         std::int64_t max) {
  if (value < min) {
    fail(where, "must be at least " + std::to_string(min) + ", got " + std::to_string(value));
  }
  if (value > max) {
    fail(where, "must be at most " + std::to_string(max) + ", got " + std::to_string(value));
  }
  return value;
}

std::int64_t get_integer(const nlohmann::json& value, std::string_view where, std::int64_t min,
                         std::int64_t max) {
  if (value.is_number_unsigned()) {
    const auto u = value.get<std::uint64_t>();
    if (u > static_cast<std::uint64_t>(max)) {
      fail(where, "must be at most " + std::to_string(max) + ", got " + std::to_string(u));
    }
    return check_range(static_cast<std::int64_t>(u), where, min, max);
  }
  if (value.is_number_integer()) return check_range(value.get<std::int64_t>(), where, min, max);
  if (value.is_number_float()) {
    const double d = value.get<double>();
    // 2^53: beyond it doubles skip whole numbers, so such a value was not meant exactly.
    constexpr double kExactLimit = 9007199254740992.0;
    if (!std::isfinite(d) || std::trunc(d) != d || std::fabs(d) > kExactLimit) {
      fail(where, "must be a whole number, got " + show(value));
    }
    return check_range(static_cast<std::int64_t>(d), where, min, max);
  }
  fail(where, "must be a whole number, got " + std::string(type_phrase(value)) + " " + show(value));
}

std::string get_string(const nlohmann::json& value, std::string_view where) {
  if (!value.is_string()) {
    fail(where, "must be a string, got " + std::string(type_phrase(value)) + " " + show(value));
  }
  return value.get<std::string>();
}

double get_number(const nlohmann::json& value, std::string_view where) {
  if (!value.is_number()) {
    fail(where, "must be a number, got " + std::string(type_phrase(value)) + " " + show(value));
  }
  const double d = value.get<double>();
  if (!std::isfinite(d)) fail(where, "must be a finite number, got " + show(value));
  return d;
}

}  // namespace arena::config_detail
