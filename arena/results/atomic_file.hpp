#pragma once
// Summaries (config.json, standings.json) are replaced atomically: written to a temporary file
// beside the target, flushed, then renamed over it, so a reader or a crash never sees half a file.
#include <filesystem>
#include <string_view>
#include <system_error>

namespace arena {

// Throws std::runtime_error naming the path when the file cannot be written.
void write_file_atomically(const std::filesystem::path& path, std::string_view content);

// Renames the folder `from` to `to` unless `to` exists (atomically: two arenas cannot both take
// the name). False when `to` exists (`error` empty) or the rename fails (`error` says why).
bool rename_folder_into_place(const std::filesystem::path& from, const std::filesystem::path& to,
                              std::error_code& error);

}  // namespace arena
