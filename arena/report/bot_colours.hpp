#pragma once
// One colour per bot on the whole page: every chart and legend draws a bot in the colour its place
// in the standings gives it, so a reader follows one bot from chart to chart.
#include <map>
#include <string>
#include <vector>

namespace arena::report {

class BotColours {
 public:
  // `order`: the bots, best first (standings.json's order). The first ten get ten colours told
  // apart at a glance; the rest hues spread by the golden angle, distinct but less so.
  explicit BotColours(const std::vector<std::string>& order);
  // A bot not in the order (a name only the hands know) gets a grey no bot has.
  const std::string& of(const std::string& bot) const;

 private:
  std::map<std::string, std::string> colour_;
  std::string unknown_ = "#999999";
};

// The colour of lines that are no bot's (the field's average stack).
inline constexpr const char* kFieldColour = "#444444";

}  // namespace arena::report
