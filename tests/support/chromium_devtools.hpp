#pragma once
// A real headless Chromium (Debian's, installed by scripts/setup) driven through its DevTools
// protocol over a pipe (--remote-debugging-pipe: JSON messages ended by a NUL byte, on the
// browser's descriptors 3 and 4), so a test can load a page, press keys, read the DOM, take a
// screenshot, and see every script error and every request the page made. No WebSocket, no port.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace test_arena {

class DevToolsBrowser {
 public:
  // Starts the browser with its profile under `scratch`, and opens one blank tab of `width` x
  // `height` CSS pixels with the page's errors, console and network reported.
  explicit DevToolsBrowser(const std::filesystem::path& scratch, int width = 1000,
                           int height = 900) {
    int to_browser[2], from_browser[2];
    // Close-on-exec: the browser may live while the test starts the arena and bots, which must not
    // hold its pipes (dup2 below clears the flag on the browser's own 3 and 4).
    REQUIRE(::pipe2(to_browser, O_CLOEXEC) == 0);
    REQUIRE(::pipe2(from_browser, O_CLOEXEC) == 0);
    const std::string profile = "--user-data-dir=" + (scratch / "chromium-devtools").string();
    pid_ = ::fork();
    REQUIRE(pid_ >= 0);
    if (pid_ == 0) {
      // The browser reads commands on 3 and writes answers on 4.
      ::dup2(to_browser[0], 3);
      ::dup2(from_browser[1], 4);
      for (int fd = 5; fd < 256; ++fd) ::close(fd);
      const int null = ::open("/dev/null", O_WRONLY);
      ::dup2(null, 1);
      ::dup2(null, 2);
      ::execlp("chromium", "chromium", "--headless", "--no-sandbox", "--disable-gpu",
               "--no-first-run", "--remote-debugging-pipe", profile.c_str(), "about:blank",
               static_cast<char*>(nullptr));
      ::_exit(127);
    }
    ::close(to_browser[0]);
    ::close(from_browser[1]);
    out_ = to_browser[1];
    in_ = from_browser[0];
    const std::string target =
        call("Target.createTarget", {{"url", "about:blank"}})["targetId"].get<std::string>();
    session_ = call("Target.attachToTarget", {{"targetId", target}, {"flatten", true}})["sessionId"]
                   .get<std::string>();
    for (const char* domain : {"Runtime.enable", "Network.enable", "Page.enable", "Log.enable"})
      call(domain, nlohmann::json::object(), true);
    call("Emulation.setDeviceMetricsOverride",
         {{"width", width}, {"height", height}, {"deviceScaleFactor", 1}, {"mobile", false}}, true);
  }
  DevToolsBrowser(const DevToolsBrowser&) = delete;
  DevToolsBrowser& operator=(const DevToolsBrowser&) = delete;
  ~DevToolsBrowser() {
    ::close(out_);
    ::close(in_);
    ::kill(pid_, SIGKILL);
    ::waitpid(pid_, nullptr, 0);
  }

  // Sends a command (to the tab when `in_tab`) and returns its result; events that arrive
  // meanwhile are kept (events()). Fails the test on an error answer or 10 s of silence.
  nlohmann::json call(const std::string& method, const nlohmann::json& params,
                      bool in_tab = false) {
    nlohmann::json message = {{"id", ++last_id_}, {"method", method}, {"params", params}};
    if (in_tab) message["sessionId"] = session_;
    const std::string text = message.dump() + '\0';
    REQUIRE(::write(out_, text.data(), text.size()) == static_cast<ssize_t>(text.size()));
    for (;;) {
      nlohmann::json answer = receive();
      if (answer.contains("id") && answer["id"] == last_id_) {
        INFO(method << ": " << answer.dump());
        REQUIRE_FALSE(answer.contains("error"));
        return answer["result"];
      }
      if (answer.contains("method")) events_.push_back(std::move(answer));
    }
  }

  // Opens `url` in the tab and waits until `ready` (a script expression) is true. What an earlier
  // page reported is forgotten: errors() and requests() are this page's. By way of a blank page,
  // so that the earlier page neither reports after the events are cleared nor meets `ready`.
  void open(const std::string& url, const std::string& ready) {
    call("Page.navigate", {{"url", "about:blank"}}, true);
    wait_for("document.URL === 'about:blank'");
    events_.clear();
    call("Page.navigate", {{"url", url}}, true);
    wait_for(ready);
  }
  void wait_for(const std::string& condition) {
    for (int tries = 0; tries < 200; ++tries) {
      // Not yet there (the page still loading) reads as false, not as an error.
      if (evaluate("(function(){try{return !!(" + condition + ");}catch(e){return false;}})()") ==
          true)
        return;
      std::this_thread::sleep_for(std::chrono::milliseconds(25));
    }
    FAIL("the page never came to: " << condition);
  }

  // The value of a script expression in the page (JSON-able values).
  nlohmann::json evaluate(const std::string& expression) {
    const nlohmann::json result =
        call("Runtime.evaluate", {{"expression", expression}, {"returnByValue", true}}, true);
    INFO(expression << ": " << result.dump());
    REQUIRE_FALSE(result.contains("exceptionDetails"));
    return result["result"].contains("value") ? result["result"]["value"] : nlohmann::json();
  }

  // A key pressed and released on the focused element: "ArrowRight", "ArrowLeft".
  void press(const std::string& key, int key_code) {
    for (const char* type : {"keyDown", "keyUp"})
      call("Input.dispatchKeyEvent",
           {{"type", type}, {"key", key}, {"code", key}, {"windowsVirtualKeyCode", key_code}},
           true);
  }

  // A PNG of the element `selector`, scrolled to the top of the window (it must fit in it): a
  // capture beyond the window would lay the page out again without its scroll bar.
  std::string screenshot(const std::string& selector) {
    const nlohmann::json box =
        evaluate("(function(){var e=document.querySelector('" + selector +
                 "');e.scrollIntoView();var b=e.getBoundingClientRect();return "
                 "{x:b.left+scrollX,y:b.top+scrollY,w:b.width,h:b.height};})()");
    const nlohmann::json shot = call("Page.captureScreenshot",
                                     {{"format", "png"},
                                      {"clip",
                                       {{"x", box["x"]},
                                        {"y", box["y"]},
                                        {"width", box["w"]},
                                        {"height", box["h"]},
                                        {"scale", 1}}}},
                                     true);
    return base64_decoded(shot["data"].get<std::string>());
  }

  // Everything the page reported so far: script errors and console errors, and the URLs it
  // requested (the page's own included).
  std::vector<std::string> errors() const {
    std::vector<std::string> out;
    for (const nlohmann::json& e : events_) {
      const std::string method = e["method"].get<std::string>();
      if (method == "Runtime.exceptionThrown" ||
          (method == "Runtime.consoleAPICalled" && e["params"]["type"] == "error") ||
          (method == "Log.entryAdded" && e["params"]["entry"]["level"] == "error"))
        out.push_back(e.dump());
    }
    return out;
  }
  std::vector<std::string> requests() const {
    std::vector<std::string> out;
    for (const nlohmann::json& e : events_)
      if (e["method"] == "Network.requestWillBeSent")
        out.push_back(e["params"]["request"]["url"].get<std::string>());
    return out;
  }

 private:
  nlohmann::json receive() {
    for (;;) {
      const std::size_t end = buffer_.find('\0');
      if (end != std::string::npos) {
        nlohmann::json message = nlohmann::json::parse(buffer_.substr(0, end));
        buffer_.erase(0, end + 1);
        return message;
      }
      pollfd p{in_, POLLIN, 0};
      REQUIRE_MESSAGE(::poll(&p, 1, 10'000) == 1, "chromium said nothing for 10 s");
      char chunk[65536];
      const ssize_t n = ::read(in_, chunk, sizeof chunk);
      REQUIRE_MESSAGE(n > 0, "chromium closed its pipe (scripts/setup installs it)");
      buffer_.append(chunk, static_cast<std::size_t>(n));
    }
  }

  static std::string base64_decoded(const std::string& text) {
    std::string out;
    int bits = 0, value = 0;
    for (const char c : text) {
      const int v = c >= 'A' && c <= 'Z'   ? c - 'A'
                    : c >= 'a' && c <= 'z' ? c - 'a' + 26
                    : c >= '0' && c <= '9' ? c - '0' + 52
                    : c == '+'             ? 62
                    : c == '/'             ? 63
                                           : -1;
      if (v < 0) continue;
      value = (value << 6) | v;
      bits += 6;
      if (bits >= 8) {
        bits -= 8;
        out.push_back(static_cast<char>((value >> bits) & 0xFF));
      }
    }
    return out;
  }

  pid_t pid_ = -1;
  int out_ = -1, in_ = -1;
  int last_id_ = 0;
  std::string session_;
  std::string buffer_;
  std::vector<nlohmann::json> events_;
};

}  // namespace test_arena
