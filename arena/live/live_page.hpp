#pragma once
// The live page (docs/LIVE.md): one HTML file, its style and script inline, that follows the
// run through server-sent events and loads nothing from anywhere but its own server.
#include <string>

namespace arena::live {

std::string live_page_html();
// Its Content-Security-Policy: inline style and script, requests to its own server only.
const char* live_page_policy();

}  // namespace arena::live
