#pragma once
// A report page as a real headless Chromium (Debian's, installed by scripts/setup) renders it:
// its DOM after the load, scripts run, and the attributes the page's script set on <html>.
#include <doctest/doctest.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <string>

#include "arena_command.hpp"
#include "paths.hpp"

namespace test_arena {

// Whether this pass opens report pages (files) in Chromium: not in the sanitizer build's
// (test_paths::sanitized()). That pass checks the arena that writes a page, which its tests still
// run and whose page they still read; the page's script runs in Chromium alike in both passes, so
// the plain pass renders it. A start of Chromium costs some 4 s of CPU. (The live page's tests
// open it in both: there the instrumented arena serves the browser.)
inline bool renders_pages() {
  return !test_paths::sanitized();
}

// The page as Chromium has run it: its DOM after the load (and its frames' loads), scripts done.
inline std::string rendered_dom(const std::filesystem::path& page,
                                const std::filesystem::path& scratch) {
  const std::filesystem::path out = scratch / "dom.html";
  const std::string cmd =
      "chromium --headless --no-sandbox --disable-gpu --no-first-run "
      "--user-data-dir=" +
      test_arena::quoted(scratch / "chromium-profile") + " --virtual-time-budget=5000 --dump-dom " +
      test_arena::quoted("file://" + std::filesystem::absolute(page).string()) + " >" +
      test_arena::quoted(out) + " 2>/dev/null";
  const int status = std::system(cmd.c_str());
  REQUIRE_MESSAGE(WIFEXITED(status), "chromium did not run");
  REQUIRE_MESSAGE(WEXITSTATUS(status) == 0, "chromium failed (scripts/setup installs it)");
  return read_file(out);
}

// A page a server serves (a live page, which never ends loading: its push channel stays open) as
// Chromium has run it after `ms` milliseconds.
inline std::string rendered_url(const std::string& url, const std::filesystem::path& scratch,
                                int ms) {
  const std::filesystem::path out = scratch / "dom.html";
  const std::string cmd =
      "timeout 60 chromium --headless --no-sandbox --disable-gpu --no-first-run "
      "--user-data-dir=" +
      test_arena::quoted(scratch / "chromium-profile") + " --timeout=" + std::to_string(ms) +
      " --dump-dom " + test_arena::quoted(url) + " >" + test_arena::quoted(out) + " 2>/dev/null";
  const int status = std::system(cmd.c_str());
  REQUIRE_MESSAGE(WIFEXITED(status), "chromium did not run");
  REQUIRE_MESSAGE(WEXITSTATUS(status) == 0, "chromium failed (scripts/setup installs it)");
  return read_file(out);
}

// The <html> attribute `name` the page's script set ("" when absent).
inline std::string root_attribute(const std::string& dom, const std::string& name) {
  const std::size_t root = dom.find("<html");
  const std::size_t end = dom.find('>', root);
  const std::string tag = dom.substr(root, end - root);
  const std::size_t at = tag.find(" " + name + "=\"");
  if (at == std::string::npos) return "";
  const std::size_t from = at + name.size() + 3;
  return tag.substr(from, tag.find('"', from) - from);
}

}  // namespace test_arena
