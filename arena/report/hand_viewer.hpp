#pragma once
// The hand viewer's script and style (arena/report/viewer/hand_viewer.js and .css, built into the
// arena by CMake: arena/report/viewer/embed_viewer.cmake), for any page that draws hands: the
// report page and the live page. The script defines HandViewer.mount(element, hand, options),
// `hand` being viewer_hand()'s JSON (arena/report/viewer_hand.hpp); docs/REPORT.md gives the API.
// Both are plain text to put inside <script> and <style>: neither contains "</".
#include <string_view>

namespace arena::report {

std::string_view hand_viewer_script();
std::string_view hand_viewer_style();

}  // namespace arena::report
