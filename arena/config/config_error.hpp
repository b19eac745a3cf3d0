#pragma once
// The one error every settings loader throws: its message names the file (or "command line"),
// the field and what is wrong, ready to print as-is to the user.
#include <stdexcept>
#include <string>

namespace arena {

class ConfigError : public std::runtime_error {
 public:
  explicit ConfigError(const std::string& message) : std::runtime_error(message) {}
};

}  // namespace arena
