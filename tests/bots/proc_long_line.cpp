// Test bot for the process layer: writes a 70,000-byte line (over the 65,536-byte limit), then a
// line of exactly 65,536 bytes (at the limit), then "ok", then a 10 MiB line with no newline at
// all. Exits 0 at EOF on stdin.
#include <unistd.h>

#include <cstdio>
#include <string>

namespace testbot {

int proc_long_line(int, char**) {
  const std::string too_long(70000, 'x');
  const std::string at_limit(65536, 'y');
  std::fwrite(too_long.data(), 1, too_long.size(), stdout);
  std::fputc('\n', stdout);
  std::fwrite(at_limit.data(), 1, at_limit.size(), stdout);
  std::fputs("\nok\n", stdout);
  std::fflush(stdout);
  char buf[256];
  if (::read(0, buf, sizeof buf) <= 0) return 0;  // wait for a go
  const std::string endless(1 << 20, 'z');
  for (int i = 0; i < 10; ++i) std::fwrite(endless.data(), 1, endless.size(), stdout);
  std::fflush(stdout);
  while (::read(0, buf, sizeof buf) > 0) {
  }
  return 0;
}

}  // namespace testbot
