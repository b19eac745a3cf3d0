// Answers hello with a ready that has no name, then waits for its stdin to end: an invalid
// ready, reported at once.
#include <unistd.h>

#include <string>

namespace testbot {

int bad_ready_no_name(int, char**) {
  char buf[4096];
  std::string in;
  while (in.find('\n') == std::string::npos) {  // hello
    const ssize_t n = ::read(0, buf, sizeof buf);
    if (n <= 0) return 0;
    in.append(buf, static_cast<std::size_t>(n));
  }
  const std::string ready = "{\"type\":\"ready\"}\n";
  if (::write(1, ready.data(), ready.size()) < 0) return 1;
  while (::read(0, buf, sizeof buf) > 0) {
  }
  return 0;
}

}  // namespace testbot
