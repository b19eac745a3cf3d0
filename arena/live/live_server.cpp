#include "arena/live/live_server.hpp"

#include <sodium.h>
#include <sys/resource.h>
#include <unistd.h>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <list>
#include <map>
#include <stdexcept>
#include <thread>
#include <vector>

#include "arena/live/folder_watch.hpp"
#include "arena/live/live_page.hpp"
#include "arena/live/live_state.hpp"
#include "arena/report/viewer_hand.hpp"
#include "arena/results/spectator_view.hpp"

namespace arena::live {

namespace asio = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;
using tcp = asio::ip::tcp;

namespace {

// How often the state is looked at; a page follows a run within this.
constexpr auto kTick = std::chrono::milliseconds(250);
// A browser that has not taken one state in this long is dropped: it never holds the run back.
constexpr auto kStuckWrite = std::chrono::seconds(5);
constexpr auto kRequestTime = std::chrono::seconds(10);
constexpr std::size_t kMaxFollowers = 100;

struct Target {
  std::string path;
  std::map<std::string, std::string> query;
};

Target parse_target(std::string_view target) {
  Target t;
  const std::size_t question = target.find('?');
  t.path = std::string(target.substr(0, question));
  if (question == std::string_view::npos) return t;
  std::string_view rest = target.substr(question + 1);
  while (!rest.empty()) {
    const std::size_t amp = rest.find('&');
    const std::string_view pair = rest.substr(0, amp);
    const std::size_t eq = pair.find('=');
    t.query[std::string(pair.substr(0, eq))] =
        eq == std::string_view::npos ? "" : std::string(pair.substr(eq + 1));
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
  }
  return t;
}

int query_int(const Target& t, const std::string& key) {
  const auto it = t.query.find(key);
  if (it == t.query.end()) return 0;
  try {
    return std::stoi(it->second);
  } catch (const std::exception&) {
    return -1;
  }
}

// Whether a request's Host names the loopback address the page is bound to. A browser sends the
// name it looked up: a page of another site that rebinds its own name to 127.0.0.1 (DNS
// rebinding) sends that site's name, and is refused.
bool loopback_host(std::string_view host) {
  if (!host.empty() && host.front() != '[') {
    const std::size_t colon = host.rfind(':');
    if (colon != std::string_view::npos) host = host.substr(0, colon);
  }
  std::string name(host);
  for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return name == "127.0.0.1" || name == "localhost";
}

std::string utc_now() {
  const std::time_t now = std::time(nullptr);
  std::tm tm{};
  ::gmtime_r(&now, &tm);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
  return text;
}

}  // namespace

struct LiveServer::Impl {
  // One browser following the run: at most one state in flight, the newest waiting behind it.
  struct Follower {
    explicit Follower(tcp::socket socket) : stream(std::move(socket)) {}
    beast::tcp_stream stream;
    bool writing = false;
    std::shared_ptr<const std::string> waiting;
  };

  ServerSetup setup;
  std::string token;
  asio::io_context io;
  tcp::acceptor acceptor{io};
  asio::steady_timer ticker{io};
  FolderWatch folder;
  std::uint64_t board_version = 0;
  std::shared_ptr<const std::string> event;  // "data: {state}\n\n", the latest
  nlohmann::json state;
  std::list<std::shared_ptr<Follower>> followers;
  std::thread thread;
  std::vector<std::string> unlogged_controls;  // JSON lines for live.jsonl (log_controls)

  explicit Impl(ServerSetup s) : setup(std::move(s)), token(new_token()), folder(setup.folder) {}

  bool authorized(const Target& t) const {
    const auto it = t.query.find("token");
    return it != t.query.end() && it->second.size() == token.size() &&
           sodium_memcmp(it->second.data(), token.data(), token.size()) == 0;
  }

  // The controls not yet in live.jsonl, appended once the run's folder exists: a league or a
  // run being started makes its folder only after its bots' pre-flight, and a control made
  // meanwhile must still be logged.
  void log_controls() {
    if (unlogged_controls.empty()) return;
    std::error_code ec;
    if (!std::filesystem::is_directory(setup.folder, ec)) return;
    std::ofstream log(setup.folder / "live.jsonl", std::ios::app);
    for (const std::string& line : unlogged_controls) log << line << '\n';
    unlogged_controls.clear();
  }

  // Rebuilds the state when the board or the folder moved; true when it did.
  bool update() {
    const bool files = folder.refresh();
    const std::uint64_t version = setup.board != nullptr ? setup.board->version() : 0;
    if (!files && version == board_version && !state.is_null()) return false;
    board_version = version;
    state = live_state(folder, setup.board);
    event = std::make_shared<const std::string>("data: " + state.dump() + "\n\n");
    return true;
  }

  void tick() {
    log_controls();
    if (update())
      for (const auto& f : followers) send(f);
    ticker.expires_after(kTick);
    ticker.async_wait([this](beast::error_code e) {
      if (!e) tick();
    });
  }

  void send(const std::shared_ptr<Follower>& f) {
    if (f->writing) {
      f->waiting = event;  // coalesced: a slow page skips states, never queues them
      return;
    }
    f->writing = true;
    std::shared_ptr<const std::string> text = event;
    f->stream.expires_after(kStuckWrite);
    asio::async_write(f->stream, asio::buffer(*text),
                      [this, f, text](beast::error_code e, std::size_t) {
                        f->writing = false;
                        if (e) {  // gone, or stuck past kStuckWrite: dropped
                          f->stream.socket().close(e);
                          followers.remove(f);
                          return;
                        }
                        if (f->waiting) {
                          f->waiting.reset();
                          send(f);
                        }
                      });
  }

  void accept() {
    acceptor.async_accept([this](beast::error_code e, tcp::socket socket) {
      if (e) return;  // the acceptor closed
      serve(std::make_shared<beast::tcp_stream>(std::move(socket)));
      accept();
    });
  }

  void serve(std::shared_ptr<beast::tcp_stream> stream) {
    auto buffer = std::make_shared<beast::flat_buffer>();
    auto parser = std::make_shared<http::request_parser<http::string_body>>();
    parser->body_limit(4096);
    stream->expires_after(kRequestTime);
    http::async_read(*stream, *buffer, *parser,
                     [this, stream, buffer, parser](beast::error_code e, std::size_t) {
                       if (e) return;
                       answer(stream, parser->get());
                     });
  }

  void reply(const std::shared_ptr<beast::tcp_stream>& stream, http::status status,
             std::string type, std::string body) {
    auto response = std::make_shared<http::response<http::string_body>>(status, 11);
    response->set(http::field::content_type, type);
    response->set(http::field::cache_control, "no-store");
    response->set("Content-Security-Policy", live_page_policy());
    response->keep_alive(false);
    response->body() = std::move(body);
    response->prepare_payload();
    stream->expires_after(kRequestTime);
    http::async_write(*stream, *response, [stream, response](beast::error_code, std::size_t) {
      beast::error_code ignored;
      stream->socket().shutdown(tcp::socket::shutdown_both, ignored);
    });
  }

  void answer(const std::shared_ptr<beast::tcp_stream>& stream,
              const http::request<http::string_body>& request) {
    const Target t = parse_target(request.target());
    const bool organizer = authorized(t);
    const bool get = request.method() == http::verb::get;
    if (!setup.where.loopback() && !organizer)
      return reply(stream, http::status::unauthorized, "text/plain",
                   "this page is served beyond 127.0.0.1: open the address the arena printed, "
                   "with its token\n");
    if (!organizer && !loopback_host(request[http::field::host]))
      return reply(stream, http::status::forbidden, "text/plain",
                   "this page answers only to the names 127.0.0.1 and localhost without the "
                   "token: open the address the arena printed\n");
    if (get && (t.path == "/" || t.path == "/state.json")) {
      update();
      nlohmann::json s = state;
      s["organizer"] = organizer;
      if (t.path == "/")
        return reply(stream, http::status::ok, "text/html", live_page_html(s.dump()));
      return reply(stream, http::status::ok, "application/json", s.dump());
    }
    if (get && t.path == "/hand.json") return hand(stream, t, organizer);
    if (get && t.path == "/events") return follow(stream);
    if (request.method() == http::verb::post && t.path == "/control")
      return control(stream, t, organizer);
    reply(stream, http::status::not_found, "text/plain", "not found\n");
  }

  void hand(const std::shared_ptr<beast::tcp_stream>& stream, const Target& t, bool organizer) {
    folder.refresh();
    std::optional<nlohmann::json> record = folder.hand(query_int(t, "hand"), query_int(t, "table"));
    if (!record)
      return reply(stream, http::status::not_found, "text/plain", "no such hand logged yet\n");
    // Unshown hole cards of a finished hand: the organizer's alone.
    if (!organizer) *record = spectator_record(std::move(*record));
    if (t.query.count("view") != 0 && t.query.at("view") == "viewer") {
      try {
        *record = report::viewer_hand(
            *record, organizer ? report::HandSight::everything() : report::HandSight::rail());
      } catch (const std::runtime_error& e) {
        return reply(stream, http::status::internal_server_error, "text/plain", e.what());
      }
    }
    reply(stream, http::status::ok, "application/json", record->dump());
  }

  void control(const std::shared_ptr<beast::tcp_stream>& stream, const Target& t, bool organizer) {
    if (!organizer)
      return reply(stream, http::status::unauthorized, "text/plain",
                   "pause and step need the organizer's token\n");
    if (setup.board == nullptr)
      return reply(stream, http::status::conflict, "text/plain",
                   "arena watch only reads a folder: only the run's own --live page pauses it\n");
    const std::string action = t.query.count("action") != 0 ? t.query.at("action") : "";
    if (action == "pause") {
      setup.board->control(LiveControl::Pause);
    } else if (action == "step") {
      setup.board->control(LiveControl::Step);
    } else if (action == "resume") {
      setup.board->control(LiveControl::Resume);
    } else {
      return reply(stream, http::status::bad_request, "text/plain",
                   "action: pause, step or resume\n");
    }
    // When it happened, beside the run's other logs (never the token).
    const nlohmann::json progress = setup.board->progress();
    nlohmann::json line = {{"time", utc_now()}, {"control", action}};
    if (progress.contains("games_finished")) {  // a league
      line["games_finished"] = progress["games_finished"];
    } else {
      line["hands"] = progress.value("hands", 0);
    }
    unlogged_controls.push_back(line.dump());
    log_controls();
    reply(stream, http::status::ok, "text/plain", action + "\n");
  }

  void follow(const std::shared_ptr<beast::tcp_stream>& stream) {
    if (followers.size() >= kMaxFollowers)
      return reply(stream, http::status::service_unavailable, "text/plain", "too many pages\n");
    update();
    auto f = std::make_shared<Follower>(stream->release_socket());
    followers.push_back(f);
    auto head = std::make_shared<const std::string>(
        "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
        "Connection: keep-alive\r\n\r\n");
    f->writing = true;
    f->waiting = event;
    f->stream.expires_after(kStuckWrite);
    asio::async_write(f->stream, asio::buffer(*head),
                      [this, f, head](beast::error_code e, std::size_t) {
                        f->writing = false;
                        if (e) {
                          followers.remove(f);
                          return;
                        }
                        f->waiting.reset();
                        send(f);
                      });
  }
};

LiveServer::LiveServer(ServerSetup setup) : impl_(std::make_unique<Impl>(std::move(setup))) {
  Impl& s = *impl_;
  beast::error_code e;
  const tcp::endpoint at(asio::ip::make_address(s.setup.where.address, e),
                         static_cast<unsigned short>(s.setup.where.port));
  if (!e) s.acceptor.open(at.protocol(), e);
  if (!e) s.acceptor.set_option(asio::socket_base::reuse_address(true), e);
  if (!e) s.acceptor.bind(at, e);
  if (!e) s.acceptor.listen(asio::socket_base::max_listen_connections, e);
  if (e)
    throw std::runtime_error("--live: cannot serve on " + s.setup.where.address + ":" +
                             std::to_string(s.setup.where.port) + ": " + e.message());
  s.accept();
  s.tick();
  s.thread = std::thread([&s] {
    ::pthread_setname_np(::pthread_self(), "arena-live");
    // Below the tables and their bots wherever it runs (it may share their CPU): a page is
    // served when they leave time over, never the other way round.
    ::setpriority(PRIO_PROCESS, static_cast<id_t>(::gettid()), 10);
    s.io.run();
  });
}

LiveServer::~LiveServer() {
  impl_->io.stop();
  if (impl_->thread.joinable()) impl_->thread.join();
  impl_->log_controls();  // the server's thread has ended: its last controls, if any wait
}

int LiveServer::port() const {
  return impl_->acceptor.local_endpoint().port();
}

std::string LiveServer::organizer_url() const {
  const std::string& address = impl_->setup.where.address;
  const std::string host = address.find(':') != std::string::npos ? "[" + address + "]" : address;
  return "http://" + host + ":" + std::to_string(port()) + "/?token=" + impl_->token;
}

std::string new_token() {
  if (sodium_init() < 0) throw std::runtime_error("libsodium cannot start");
  unsigned char bytes[16];
  randombytes_buf(bytes, sizeof bytes);
  static const char* kHex = "0123456789abcdef";
  std::string text;
  for (const unsigned char b : bytes) {
    text += kHex[b >> 4];
    text += kHex[b & 15];
  }
  return text;
}

}  // namespace arena::live
