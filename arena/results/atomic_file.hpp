#pragma once
// Summaries (config.json, standings.json) are replaced atomically: written to a temporary file
// beside the target, flushed, then renamed over it, so a reader or a crash never sees half a file.
#include <filesystem>
#include <string_view>

namespace arena {

// Throws std::runtime_error naming the path when the file cannot be written.
void write_file_atomically(const std::filesystem::path& path, std::string_view content);

}  // namespace arena
