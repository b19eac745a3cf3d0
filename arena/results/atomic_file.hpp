#pragma once
// Summaries (config.json, standings.json) are replaced atomically: written to a temporary file
// beside the target, then renamed over it, so a reader or a crash never sees half a file.
#include <filesystem>
#include <string_view>
#include <system_error>

namespace arena {

// Whether the new file is on disk (fsync) before it replaces the old one. A snapshot taken during
// play is not: another follows within seconds, and the hand logs it sums up are not synced hand
// by hand either; renamed, it is still whole to every reader and after the arena is killed. The
// results a run stops with are synced. (A 6-handed league game took ~11 fsyncs of 0.4 ms, a
// tenth of its time; bench/LEAGUES.md.)
enum class FileSync { ToDisk, Snapshot };

// Throws std::runtime_error naming the path when the file cannot be written.
void write_file_atomically(const std::filesystem::path& path, std::string_view content,
                           FileSync sync = FileSync::ToDisk);

// Renames the folder `from` to `to` unless `to` exists (atomically: two arenas cannot both take
// the name). False when `to` exists (`error` empty) or the rename fails (`error` says why).
bool rename_folder_into_place(const std::filesystem::path& from, const std::filesystem::path& to,
                              std::error_code& error);

}  // namespace arena
