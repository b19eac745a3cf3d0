#pragma once
// `continue_from` (--continue-from FOLDER): a league that starts where a finished one ended. Each
// bot of the new pool that played in the old league starts from its final rating there (mu and
// sigma: what the old league learned of it, uncertainty included); a new bot starts from the
// model's prior; a bot of the old league not in the new pool is left out. Only the ratings carry
// over: points, places and the crosstable count this league's games alone.
#include <filesystem>
#include <map>
#include <string>

#include "arena/league/rating.hpp"

namespace arena {

// The final ratings of the league in `folder`, by bot name. Throws ConfigError naming the flag
// and the folder when it is not a league's folder, not complete, or its standings are unreadable.
std::map<std::string, Rating> ratings_to_continue(const std::filesystem::path& folder);

}  // namespace arena
