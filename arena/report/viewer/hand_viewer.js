// The hand viewer: draws one hand (arena::report::viewer_hand's JSON, docs/REPORT.md "The hand
// viewer") on a table and steps through it. Shared by the report page and the live page:
//   HandViewer.mount(element, hand, {fourColour, asBot, step}) draws `hand` into `element`, and
//   again with a longer hand as it grows (a viewer at the last step follows the new steps).
// For tests the element carries data-hand-viewer, data-hand (data-table), data-step, and every
// card drawn a data-card with its two-letter code ("??" for a card back).
var HandViewer = (function () {
  'use strict';
  var SUITS = { s: '\u2660', h: '\u2665', d: '\u2666', c: '\u2663' };
  var STREETS = {
    preflop: 'Pre-flop', flop: 'Flop', turn: 'Turn', river: 'River', predraw: 'Before the draw',
    draw: 'The draw', draw1: 'First draw', draw2: 'Second draw', draw3: 'Third draw',
    third: 'Third street', fourth: 'Fourth street', fifth: 'Fifth street', sixth: 'Sixth street',
    seventh: 'Seventh street', showdown: 'Showdown'
  };
  var PLAY_MS = 900;

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function split(cards) {
    var out = [];
    for (var i = 0; i + 1 < (cards || '').length; i += 2) out.push(cards.substr(i, 2));
    return out;
  }

  // One card: rank and suit in the corner and large in the middle; "??" is a back.
  function card(code, up) {
    var c = el('span', 'hv-card');
    c.setAttribute('data-card', code);
    if (code === '??') {
      c.className += ' hv-back';
      c.title = 'hidden';
      return c;
    }
    var rank = code.charAt(0) === 'T' ? '10' : code.charAt(0), suit = code.charAt(1);
    c.className += ' hv-' + suit + (up ? ' hv-up' : '');
    c.title = code + (up ? ' (face up)' : '');
    c.appendChild(el('b', null, rank));
    c.appendChild(el('i', null, SUITS[suit] || suit));
    return c;
  }

  // The table after the first `upto` steps: seats (stack, bet, cards, last action), board, pot.
  function stateAt(hand, upto, asBot) {
    var seats = {}, order = [], own = -1;
    hand.seats.forEach(function (s) {
      seats[s[0]] = { seat: s[0], name: s[1], stack: s[2], bet: 0, cards: [], folded: false,
        allIn: false, said: '', won: [], shown: '' };
      order.push(s[0]);
      if (asBot && s[1] === asBot) own = s[0];
    });
    var hide = function (seat, cards) {
      return asBot && seat !== own ? cards.replace(/[^?]/g, '?') : cards;
    };
    var st = { seats: seats, order: order, board: [], pot: 0, paid: 0, street: '', lines: [] };
    var collect = function () {
      order.forEach(function (n) { st.pot += seats[n].bet; seats[n].bet = 0; });
    };
    for (var k = 0; k <= upto && k < hand.steps.length; k++) {
      var lines = [];
      hand.steps[k].forEach(function (e) {
        var s = seats[e[1]], name = s ? s.name : '';
        switch (e[0]) {
          case 't': collect(); st.street = e[1]; order.forEach(function (n) { seats[n].said = ''; }); break;
          case 'a': s.stack -= e[2]; st.pot += e[2]; lines.push(name + ' antes ' + e[2]); break;
          case 's': case 'B':
            s.stack -= e[2]; s.bet += e[2];
            s.said = (e[0] === 's' ? 'small blind ' : 'big blind ') + e[2];
            lines.push(name + ' posts the ' + s.said); break;
          case 'h': {
            var up = split(e[3]);
            split(hide(e[1], e[2])).forEach(function (c, i) {
              // hide() turned the down cards to backs; the up ones stay (they are public)
              var real = split(e[2])[i];
              var isUp = up.indexOf(real) >= 0;
              s.cards.push({ c: isUp ? real : c, up: isUp });
            });
            if (k > 0) lines.push(name + ' is dealt ' + (up.length ? split(e[3]).join(' ') + ' up' : 'a card'));
            break;
          }
          case 'd': collect(); split(e[1]).forEach(function (c) { st.board.push(c); });
            lines.push(STREETS[st.street] || st.street); break;
          case 'f': case 'k': case 'c': case 'b': case 'r': {
            // [code, seat, amount, added, notes]: no chips for a fold or check, added left out
            // when it is the amount, notes only when there are some
            var x = typeof e[e.length - 1] === 'object' ? e[e.length - 1] : {};
            var amount = typeof e[2] === 'number' ? e[2] : 0;
            var added = typeof e[3] === 'number' ? e[3] : amount;
            s.stack -= added; s.bet += added;
            s.said = x.away ? 'folded (away)'
              : e[0] === 'f' ? 'folds' : e[0] === 'k' ? 'checks'
              : e[0] === 'c' ? (x.bring_in ? 'brings in ' : 'calls ') + amount
              : e[0] === 'b' ? 'bets ' + amount : 'raises to ' + amount;
            if (x.all_in) { s.said += ', all in'; s.allIn = true; }
            // why the arena acted for a bot: the organizer's note, and the bot's own
            if (x.forced && (!asBot || e[1] === own)) s.said += ' [forced: ' + x.forced + ']';
            if (e[0] === 'f') s.folded = true;
            lines.push(name + ' ' + s.said); break;
          }
          case 'D': case 'W': {
            var cs = split(hide(e[1], e[2]));
            if (e[0] === 'D') {
              cs.forEach(function (c) {
                var at = -1;
                s.cards.forEach(function (h, i) { if (at < 0 && h.c === c) at = i; });
                if (at >= 0) s.cards.splice(at, 1);
              });
              s.said = cs.length ? 'discards ' + cs.length : 'stands pat';
            } else {
              cs.forEach(function (c) { s.cards.push({ c: c, up: false }); });
              s.said = 'draws ' + cs.length;
            }
            if (e[0] === 'D') { s.discarded = cs; s.discardedOn = st.street; }
            lines.push(name + ' ' + s.said + (cs.length && cs[0] !== '??' ? ' (' + cs.join(' ') + ')' : ''));
            break;
          }
          case 'p': s.said = 'all-in protected for ' + e[2]; lines.push(name + ' is ' + s.said); break;
          case 'm': s.said = 'mucks'; s.folded = true; lines.push(name + ' mucks'); break;
          case 'u': s.bet -= Math.min(s.bet, e[2]); s.stack += e[2];
            lines.push(e[2] + ' uncalled returned to ' + name); break;
          case 'o': {
            collect();
            var shown = split(e[2]);
            s.cards = shown.map(function (c) {
              var was = s.cards.filter(function (h) { return h.c === c; })[0];
              return { c: c, up: was ? was.up : false };
            });
            s.shown = e[3] + (e[4] ? '; low ' + e[4] : '');
            s.said = 'shows';
            lines.push(name + ' shows ' + shown.join(' ') + (s.shown ? ' (' + s.shown + ')' : ''));
            break;
          }
          case 'w': {
            collect();
            st.pot -= e[2]; st.paid += e[2]; s.stack += e[2];
            var what = (e[3] === 0 ? 'main pot' : 'side pot ' + e[3]) + (e[4] ? ', ' + e[4] : '');
            s.won.push(e[2] + ' (' + what + ')');
            lines.push(name + ' wins ' + e[2] + ' from the ' + what); break;
          }
        }
      });
      st.lines = lines;
    }
    return st;
  }

  function seatBox(hand, st, n, i, count) {
    var s = st.seats[n];
    // Seats around an ellipse, the first at the bottom, clockwise.
    var angle = Math.PI / 2 + (2 * Math.PI * i) / count;
    var box = el('div', 'hv-seat' + (s.folded ? ' hv-folded' : '') + (s.won.length ? ' hv-winner' : ''));
    // Each box hugs the table's edge from inside, whatever its size: its point is on the edge
    // side of the box (the left one's left edge, the top one's top edge).
    var cos = Math.cos(angle), sin = Math.sin(angle);
    box.style.left = (50 + 49 * cos).toFixed(1) + '%';
    box.style.top = (50 + 49 * sin).toFixed(1) + '%';
    box.style.transform = 'translate(' + (-50 - 50 * cos).toFixed(1) + '%,' +
      (-50 - 50 * sin).toFixed(1) + '%)';
    box.setAttribute('data-seat', String(n));
    var head = el('div', 'hv-name', s.name);
    if (n === hand.button) head.appendChild(el('span', 'hv-button', 'D'));
    box.appendChild(head);
    var cards = el('div', 'hv-cards');
    s.cards.forEach(function (c) { cards.appendChild(card(c.c, c.up)); });
    box.appendChild(cards);
    box.appendChild(el('div', 'hv-stack', s.stack + (s.allIn && s.stack === 0 ? ' all in' : '')));
    if (s.said) box.appendChild(el('div', 'hv-said', s.said));
    if (s.discarded && s.discarded.length && s.discardedOn === st.street) {
      var thrown = el('div', 'hv-discards', 'threw ');
      s.discarded.forEach(function (c) { thrown.appendChild(card(c, false)); });
      box.appendChild(thrown);
    }
    if (s.shown) box.appendChild(el('div', 'hv-rank', s.shown));
    s.won.forEach(function (w) { box.appendChild(el('div', 'hv-won', 'wins ' + w)); });
    if (s.bet > 0) {
      var bet = el('div', 'hv-bet', String(s.bet));
      bet.style.left = (50 + 24 * Math.cos(angle)).toFixed(1) + '%';
      bet.style.top = (50 + 20 * Math.sin(angle)).toFixed(1) + '%';
      return [box, bet];
    }
    return [box];
  }

  function draw(root) {
    var v = root.hv, hand = v.hand, last = hand.steps.length - 1;
    v.step = Math.max(0, Math.min(v.step, last));
    var st = stateAt(hand, v.step, v.asBot);
    root.setAttribute('data-hand-viewer', '');
    root.setAttribute('data-hand', String(hand.hand));
    if (hand.table !== undefined) root.setAttribute('data-table', String(hand.table));
    else root.removeAttribute('data-table');
    root.setAttribute('data-step', String(v.step));
    root.setAttribute('data-steps', String(hand.steps.length));
    root.classList.add('hv');
    root.classList.toggle('hv-four', !!v.fourColour);
    root.classList.toggle('hv-stud', !!hand.stud);
    root.textContent = '';

    var title = 'Hand ' + hand.hand + (hand.table !== undefined ? ', table ' + hand.table : '') +
      ': ' + hand.title + (hand.structure ? ' ' + hand.structure : '') + ', level ' + hand.level +
      ', ' + hand.stakes + (hand.after ? '' : ' (in play)');
    root.appendChild(el('div', 'hv-title', title));
    var felt = el('div', 'hv-table');
    // A bot's view puts its seat at the bottom, as a player sees the table.
    var count = st.order.length, first = 0;
    st.order.forEach(function (n, i) { if (v.asBot && st.seats[n].name === v.asBot) first = i; });
    st.order.forEach(function (n, i) {
      seatBox(hand, st, n, (i - first + count) % count, count).forEach(function (e) {
        felt.appendChild(e);
      });
    });
    var middle = el('div', 'hv-middle');
    middle.appendChild(el('div', 'hv-street', STREETS[st.street] || st.street));
    if (hand.board) {
      var board = el('div', 'hv-board');
      st.board.forEach(function (c) { board.appendChild(card(c, false)); });
      middle.appendChild(board);
    }
    middle.appendChild(el('div', 'hv-pot', st.pot === 0 && st.paid > 0 ? st.paid + ' won'
      : 'pot ' + st.pot + (st.paid > 0 ? ', ' + st.paid + ' won' : '')));
    felt.appendChild(middle);
    root.appendChild(felt);

    var bar = el('div', 'hv-controls');
    var button = function (text, label, go) {
      var b = el('button', null, text);
      b.type = 'button';
      b.title = label;
      b.setAttribute('aria-label', label);
      b.setAttribute('data-go', go);
      bar.appendChild(b);
      return b;
    };
    button('|\u25c0', 'first step (Home)', 'first').disabled = v.step === 0;
    button('\u25c0', 'previous step (left arrow)', 'back').disabled = v.step === 0;
    button(v.timer ? '||' : 'play', v.timer ? 'pause (space)' : 'play (space)', 'play');
    button('\u25b6', 'next step (right arrow)', 'next').disabled = v.step === last;
    button('\u25b6|', 'last step (End)', 'last').disabled = v.step === last;
    bar.appendChild(el('span', 'hv-count', 'step ' + v.step + ' of ' + last));
    var four = el('label', 'hv-option');
    var box = el('input');
    box.type = 'checkbox';
    box.checked = !!v.fourColour;
    box.setAttribute('data-option', 'four-colour');
    four.appendChild(box);
    four.appendChild(document.createTextNode(' four colours'));
    bar.appendChild(four);
    var as = el('select', 'hv-as');
    as.setAttribute('data-option', 'as-bot');
    as.setAttribute('aria-label', 'seen by');
    as.appendChild(new Option('every card (organizer)', ''));
    hand.seats.forEach(function (s) { as.appendChild(new Option('as ' + s[1] + ' saw it', s[1])); });
    as.value = v.asBot || '';
    bar.appendChild(as);
    root.appendChild(bar);
    root.appendChild(el('div', 'hv-log', st.lines.join('; ') || ' '));
  }

  function go(root, where) {
    var v = root.hv, last = v.hand.steps.length - 1;
    if (where === 'play') {
      if (v.timer) { clearInterval(v.timer); v.timer = 0; } else {
        if (v.step >= last) v.step = 0;
        v.timer = setInterval(function () {
          if (root.hv.step >= root.hv.hand.steps.length - 1) { clearInterval(v.timer); v.timer = 0; }
          else root.hv.step++;
          draw(root);
        }, PLAY_MS);
      }
    } else {
      v.step = where === 'first' ? 0 : where === 'last' ? last
        : where === 'back' ? v.step - 1 : v.step + 1;
    }
    draw(root);
  }

  function listen(root) {
    root.tabIndex = 0;
    root.addEventListener('click', function (e) {
      var b = e.target.closest('button[data-go]');
      if (b) go(root, b.getAttribute('data-go'));
    });
    root.addEventListener('change', function (e) {
      var o = e.target.getAttribute('data-option');
      if (o === 'four-colour') root.hv.fourColour = e.target.checked;
      if (o === 'as-bot') root.hv.asBot = e.target.value;
      draw(root);
    });
    root.addEventListener('keydown', function (e) {
      if (e.target.tagName === 'SELECT' || e.target.tagName === 'INPUT') return;
      var where = { ArrowLeft: 'back', ArrowRight: 'next', Home: 'first', End: 'last', ' ': 'play' }[e.key];
      if (!where) return;
      e.preventDefault();
      go(root, where);
    });
  }

  // Draws `hand` into `element`; called again (the same or a longer hand) it redraws, keeping
  // the options and the step, and a viewer that was at the last step goes on to the new last.
  function mount(element, hand, options) {
    options = options || {};
    var v = element.hv;
    var same = v && v.hand.hand === hand.hand && v.hand.table === hand.table;
    if (!v) { listen(element); v = element.hv = { step: 0, timer: 0 }; }
    var following = same && v.step >= v.hand.steps.length - 1;
    if (!same && v.timer) { clearInterval(v.timer); v.timer = 0; }
    v.hand = hand;
    if ('fourColour' in options) v.fourColour = !!options.fourColour;
    if ('asBot' in options) v.asBot = options.asBot || '';
    if ('step' in options) v.step = options.step;
    else if (!same) v.step = 0;
    else if (following) v.step = hand.steps.length - 1;
    draw(element);
    return element;
  }

  return { mount: mount, card: card };
})();
