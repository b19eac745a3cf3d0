// Connects to the TCP port its argument names on 127.0.0.1 (a listener the test opened): the
// sandbox's empty network namespace must refuse it.
#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <string>

#include "attack_common.hpp"

namespace testbot {

int attack_connect(int argc, char** argv) {
  const int port = argc > 1 ? std::atoi(argv[1]) : 0;
  return attack::play_after("attack_connect", [port] {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(static_cast<std::uint16_t>(port));
    to.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (fd >= 0 && ::connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) == 0) {
      attack::escaped("connected to 127.0.0.1:" + std::to_string(port));
    } else {
      attack::say("connect to 127.0.0.1:" + std::to_string(port) + ": " + attack::last_error());
    }
    if (fd >= 0) ::close(fd);
  });
}

}  // namespace testbot
