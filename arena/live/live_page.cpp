#include "arena/live/live_page.hpp"

#include "arena/report/hand_viewer.hpp"

namespace arena::live {
namespace {

const char* kStyle = R"css(
body{font:14px/1.4 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:8px 12px;color:#222}
h1{font-size:1.3em;margin:.3em 0}h2{font-size:1.05em;margin:1em 0 .3em}
#progress{font-family:monospace;background:#f4f4f4;padding:4px 8px}
.badge{display:inline-block;padding:1px 8px;border-radius:8px;background:#b00020;color:#fff;margin-left:.5em}
.badge.over{background:#176f2c}
#tables{display:flex;flex-wrap:wrap;gap:10px}
.live-table{min-width:300px;flex:1 1 420px}
.live-table h3{margin:0 0 4px;font-size:1em}.live-table .live{color:#b00020}.live-table .done{color:#555}
.acts{color:#555;font-size:.85em;max-height:7em;overflow:auto}
table{border-collapse:collapse;font-size:.9em}th,td{padding:2px 8px;border-bottom:1px solid #eee;text-align:right}
th:first-child,td:first-child{text-align:left}
#controls button{margin-right:.4em}#controls{display:none}.organizer #controls{display:block}
a{color:#0645ad;cursor:pointer}
)css";

// Draws each state as it arrives; says its own errors and anything refused on <html> (as the
// report does) and how many states it drew, for tests and the curious.
const char* kScript = R"js(
(function () {
  var root = document.documentElement, updates = 0;
  function note(name, text) { root.setAttribute(name, ((root.getAttribute(name) || '') + ' ' + text).trim()); }
  window.addEventListener('error', function (e) { note('data-script-errors', String(e.message)); });
  document.addEventListener('securitypolicyviolation', function (e) { note('data-refused', e.blockedURI || e.violatedDirective); });
  var token = new URLSearchParams(location.search).get('token') || '';
  function withToken(path) { return token ? path + (path.indexOf('?') < 0 ? '?' : '&') + 'token=' + encodeURIComponent(token) : path; }
  function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text !== undefined) e.textContent = text; return e; }
  function actionText(e, names) {
    var who = names[e.seat] || ('seat ' + e.seat);
    if (e.type === 'act') return who + ' ' + e.action + (e.amount ? ' ' + e.amount : '');
    if (e.type === 'deal_board') return e.street + ' ' + e.cards.join(' ');
    if (e.type === 'show') return who + ' shows ' + e.cards.join(' ') + ' (' + e.rank + ')';
    if (e.type === 'win_pot') return who + ' wins ' + e.amount;
    return null;
  }
  // Each table keeps its element, so its viewer follows the hand in play (HandViewer.mount again
  // on the same element keeps the step the reader chose).
  var tableBoxes = {};
  function drawTable(t, into) {
    var h = t.hand, box = tableBoxes[t.table];
    if (!box) {
      box = tableBoxes[t.table] = el('div', 'live-table');
      box.appendChild(el('h3')); box.appendChild(el('div', 'viewer'));
    }
    into.appendChild(box);
    var title = box.firstChild; title.textContent = t.table + ': hand ' + h.hand + ' ';
    title.appendChild(el('span', h.in_progress ? 'live' : 'done', h.in_progress ? 'in play' : 'finished'));
    box.setAttribute('data-live-table', t.table);
    var view = box.lastChild;
    if (t.viewer && window.HandViewer) {
      // A new hand opens at its latest step; the same hand keeps the step the reader is at.
      var fresh = box.getAttribute('data-hand') !== String(h.hand);
      box.setAttribute('data-hand', String(h.hand));
      HandViewer.mount(view, t.viewer, fresh ? {step: t.viewer.steps.length - 1} : {});
    } else {  // a hand the viewer cannot draw: its actions in words
      var names = {}, lines = [];
      (h.players || []).forEach(function (p) { names[p.seat] = p.name; });
      (h.events || []).forEach(function (e) { var s = actionText(e, names); if (s) lines.push(s); });
      view.className = 'acts'; view.textContent = lines.join(' \u00b7 ');
    }
  }
  function drawStandings(s) {
    var rows = (s && (s.standings || s.bots)) || [], table = el('table');
    var league = !!(s && s.bots), head = el('tr');
    (league ? ['bot', 'games', 'mean points', 'rating', '95% interval'] : ['place', 'bot', 'chips', 'points']).forEach(function (h) { head.appendChild(el('th', '', h)); });
    table.appendChild(head);
    rows.forEach(function (b) {
      var r = el('tr'), cells = league
        ? [b.name, b.games, (b.mean_points || 0).toFixed(2), b.rating ? b.rating.mu.toFixed(1) : '', b.rating ? b.rating.ci95[0].toFixed(1) + ' .. ' + b.rating.ci95[1].toFixed(1) : '']
        : [b.place === undefined || b.place === null ? '' : b.place, b.name, b.chips, b.points];
      cells.forEach(function (c) { r.appendChild(el('td', '', String(c))); });
      table.appendChild(r);
    });
    return table;
  }
  // A finished hand opens in the report's viewer (every card with the organizer's token).
  function showHand(hand, table) {
    fetch(withToken('/hand.json?view=viewer&hand=' + hand + '&table=' + table)).then(function (r) { return r.json(); })
      .then(function (h) { HandViewer.mount(document.getElementById('hand'), h, {}); });
  }
  function render(s) {
    document.getElementById('name').textContent = s.run.name || 'run';
    var badge = document.getElementById('badge');
    badge.textContent = s.run.over ? 'over' : (s.paused ? 'paused' : '');
    badge.className = 'badge' + (s.run.over ? ' over' : ''); badge.style.display = badge.textContent ? '' : 'none';
    var p = s.progress || {};
    document.getElementById('progress').textContent = p.text || ('hands ' + p.hands);
    var tables = document.getElementById('tables'), live = {};
    (s.tables || []).forEach(function (t) { live[t.table] = true; drawTable(t, tables); });
    Object.keys(tableBoxes).forEach(function (name) {
      if (!live[name]) { tables.removeChild(tableBoxes[name]); delete tableBoxes[name]; }
    });
    var st = document.getElementById('standings'); st.textContent = ''; st.appendChild(drawStandings(s.standings));
    var recent = document.getElementById('recent'); recent.textContent = '';
    (s.recent_hands || []).forEach(function (h) {
      var li = el('li'), a = el('a', '', (h.table ? 'table ' + h.table + ' ' : '') + 'hand ' + h.hand);
      a.addEventListener('click', function () { showHand(h.hand, h.table || 0); });
      li.appendChild(a);
      li.appendChild(document.createTextNode(': ' + h.winners.map(function (w) { return w.name + ' +' + w.amount; }).join(', ')));
      recent.appendChild(li);
    });
    if (!root.hasAttribute('data-first-hands')) root.setAttribute('data-first-hands', String(p.hands || 0));
    root.setAttribute('data-hands', String(p.hands || 0));
    root.setAttribute('data-paused', s.paused ? 'yes' : 'no');
    root.setAttribute('data-updates', String(++updates));
  }
  document.addEventListener('DOMContentLoaded', function () {
    if (token) root.className = 'organizer';
    ['pause', 'step', 'resume'].forEach(function (a) {
      document.getElementById(a).addEventListener('click', function () { fetch(withToken('/control?action=' + a), {method: 'POST'}); });
    });
    render(JSON.parse(document.getElementById('state').textContent));
    var events = new EventSource(withToken('/events'));
    events.onmessage = function (e) { render(JSON.parse(e.data)); };
    root.setAttribute('data-ready', 'yes');
  });
})();
)js";

const char* kBody =
    R"html(<h1><span id="name">run</span><span id="badge" class="badge" style="display:none"></span></h1>
<div id="progress">waiting for the run</div>
<div id="controls"><button id="pause">Pause after the hands in play</button><button id="step">One more hand per table</button><button id="resume">Resume</button></div>
<h2>Tables</h2><div id="tables"></div>
<h2>Standings so far</h2><div id="standings"></div>
<h2>Last hands</h2><ul id="recent"></ul><div id="hand"></div>
)html";

}  // namespace

const char* live_page_policy() {
  return "default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
         "connect-src 'self'; img-src data:";
}

std::string live_page_html(const std::string& state) {
  // Inside <script>, "</" could end the element: JSON may write it "<\/".
  std::string embedded;
  for (std::size_t i = 0; i < state.size(); ++i) {
    embedded += state[i];
    if (state[i] == '<' && i + 1 < state.size() && state[i + 1] == '/') embedded += '\\';
  }
  return std::string("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">") +
         "<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\">" +
         "<meta http-equiv=\"Content-Security-Policy\" content=\"" + live_page_policy() + "\">" +
         "<title>arena live</title><style>" + kStyle + std::string(report::hand_viewer_style()) +
         "</style><script>" + std::string(report::hand_viewer_script()) + "</script><script>" +
         kScript + "</script></head><body>" + kBody +
         "<script type=\"application/json\" id=\"state\">" + embedded + "</script></body></html>";
}

}  // namespace arena::live
