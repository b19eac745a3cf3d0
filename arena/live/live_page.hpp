#pragma once
// The live page (docs/LIVE.md): one HTML file, its style and script inline, that follows the
// run through server-sent events and loads nothing from anywhere but its own server.
#include <string>

namespace arena::live {

// The page, drawn at once from `state` (the state as it was served: no wait for the first push).
std::string live_page_html(const std::string& state);
// Its Content-Security-Policy: inline style and script, requests to its own server only.
const char* live_page_policy();

}  // namespace arena::live
