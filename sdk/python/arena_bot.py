"""arena_bot: the Python SDK for the poker arena's bot protocol (see sdk/PROTOCOL.md).

You write one function from the game state to a decision; the SDK reads the arena's messages on
stdin, keeps the state of the table and the hand, answers the handshake, and writes your answer
to each ``act`` on stdout::

    import arena_bot

    def decide(state):
        return arena_bot.check() if state.can("check") else arena_bot.call()

    arena_bot.run(decide, name="MyBot", version="1.0")

Standard library only. Messages and fields it does not know are ignored, so bots keep working
when the arena adds some. Print anything for yourself to stderr (the arena keeps it in your log);
stdout belongs to the protocol.

An exception in ``decide`` (or an answer that is not a Decision) prints its traceback to stderr
and ends the bot with exit status 1, so the bug shows in the standings (the bot "crashed", its
note "exited with code 1") and in its log. ``run(decide, ..., on_error="fold")`` keeps playing
instead: it checks when free, else folds, and prints the traceback each time.

Advance requests (PROTOCOL.md "Advance requests", R25): pass ``pre_act(state)`` to ``run`` and
it is asked, between your turns, for the request to send for your next turn (an ``Advance``, or
None for none). A bot that always calls can answer ``Advance.call_any()`` and never see an
``act``::

    arena_bot.run(decide, name="Station", pre_act=lambda state: arena_bot.Advance.call_any())
"""

import json
import os
import sys
import traceback

__all__ = [
    "Decision", "Player", "HandEvent", "GameState", "Tracker",
    "fold", "check", "call", "bet", "raise_to", "aggressive", "passive", "run", "Advance",
    "advance_line", "show_line",
]


class Decision:
    """An answer to ``act``. For bet and raise, ``amount`` is the "raise to" total of the bot's
    wager on this street, between ``min_raise_to`` and ``max_raise_to``."""

    __slots__ = ("action", "amount")

    def __init__(self, action, amount=0):
        self.action = action
        self.amount = int(amount)

    def __repr__(self):
        return "Decision(%r, %d)" % (self.action, self.amount)


def fold():
    return Decision("fold")


def check():
    return Decision("check")


def call():
    return Decision("call")


def bet(to):
    return Decision("bet", to)


def raise_to(to):
    return Decision("raise", to)


class Advance:
    """An advance request (R25): what to do at my next turn, sent before it comes. The arena
    applies it without an ``act`` when it is still valid then. ``amount``: for call, the chips
    to call it was made for; for bet and raise, the "raise to" total."""

    __slots__ = ("action", "amount")

    def __init__(self, action, amount=0):
        self.action = action
        self.amount = int(amount)

    def __repr__(self):
        return "Advance(%r, %d)" % (self.action, self.amount)

    @classmethod
    def fold(cls):
        return cls("fold")

    @classmethod
    def check(cls):
        return cls("check")

    @classmethod
    def check_fold(cls):
        """Check when free, else fold; stands for the rest of the hand once applied."""
        return cls("check_fold")

    @classmethod
    def call_any(cls):
        """Call whatever it costs (check when free); stands for the rest of the hand."""
        return cls("call_any")

    @classmethod
    def call(cls, cost):
        """Void if the chips to call differ from ``cost`` then (pass ``state.call_cost()``)."""
        return cls("call", cost)

    @classmethod
    def bet(cls, to):
        return cls("bet", to)

    @classmethod
    def raise_to(cls, to):
        return cls("raise", to)

    @classmethod
    def cancel(cls):
        return cls("cancel")


def advance_line(hand, request):
    """The JSON line (no newline) of an advance request for hand ``hand``."""
    r = {"type": "advance", "hand": int(hand), "action": request.action}
    if request.action in ("call", "bet", "raise"):
        r["amount"] = request.amount
    return json.dumps(r, separators=(",", ":"))


def show_line(hand):
    """Asks that my hand be shown at this hand's showdown even when it loses (R27)."""
    return json.dumps({"type": "show", "hand": int(hand)}, separators=(",", ":"))


def passive(state):
    """Checks when free, else calls."""
    return check() if state.can("check") else call()


def aggressive(state, to):
    """Bets or raises (whichever is legal) to ``to``, clamped into the legal range; checks or
    calls when neither is legal."""
    to = max(state.min_raise_to, min(int(to), max(state.min_raise_to, state.max_raise_to)))
    if state.can("raise"):
        return raise_to(to)
    if state.can("bet"):
        return bet(to)
    return passive(state)


class Player:
    """One seat at the table."""

    def __init__(self, seat):
        self.seat = seat
        self.name = ""
        self.stack = 0        # chips behind
        self.bet = 0          # live wager this street (blinds included, antes not)
        self.put_in = 0       # everything put in this hand, antes included
        self.in_hand = False  # dealt into the current hand
        self.folded = False
        self.all_in = False
        self.eliminated = False
        self.place = 0
        self.protected = False  # this hand: all-in protection after a time-out (R26)

    def __repr__(self):
        return "Player(seat=%d, name=%r, stack=%d, bet=%d)" % (
            self.seat, self.name, self.stack, self.bet)


class HandEvent:
    """One public event of the current hand: post, acted, board, show, muck, protected,
    uncalled, pot_won."""

    def __init__(self, message):
        self.type = message.get("type", "")
        self.seat = _int(message.get("seat"), -1)
        self.street = message.get("street", "")
        self.action = message.get("blind" if self.type == "post" else "action", "")
        self.amount = _int(message.get("amount"), 0)
        self.message = message


class GameState:
    """Everything the bot knows, kept up to date from the arena's messages."""

    def __init__(self):
        # From hello: the tournament.
        self.hello = {}
        self.tournament = ""
        self.mode = "tournament"
        self.my_seat = -1
        self.my_name = ""
        self.structure = "no-limit"
        self.starting_stack = 0
        self.players = {}  # seat -> Player
        # From hello.table_rules (R25-R27); an arena that does not send them takes no requests.
        self.advance_actions = False
        self.timeout_rule = "vacation"   # or "all-in-protection"
        self.protections = 0
        self.showdown = "show-all"       # or "muck-losers"
        # From hand_start and the events: the hand in play.
        self.hand = 0
        self.hand_in_play = False  # from hand_start to hand_end
        self.level = 0
        self.small_blind = self.big_blind = self.ante = 0
        self.ante_kind = "none"
        self.button = self.small_blind_seat = self.big_blind_seat = -1
        self.hole = []    # my two cards, e.g. ["Ah", "Kd"]
        self.board = []
        self.street = "preflop"
        self.pot = 0      # everything in the middle, this street's bets included
        self.history = []  # this hand's HandEvents
        # From act: the question being asked.
        self.act = {}
        self.act_id = 0
        self.legal = []
        self.to_call = 0
        self.min_raise_to = 0
        self.max_raise_to = 0
        self.time_ms = 0
        # Housekeeping.
        self.timeouts = 0
        self.last_timeout = None
        self.bye = None
        # What the arena did with advance requests: advanced, advance_void, advance_ignored.
        self.advances_applied = self.advances_void = self.advances_ignored = 0
        self.last_advance_note = None

    def can(self, action):
        return action in self.legal

    def player(self, seat):
        if seat not in self.players:
            self.players[seat] = Player(seat)
        return self.players[seat]

    @property
    def me(self):
        return self.player(self.my_seat)

    @property
    def my_stack(self):
        return self.me.stack

    @property
    def my_bet(self):
        return self.me.bet

    def active_players(self):
        """Players still in the hand (not folded), me included."""
        return sum(1 for p in self.players.values() if p.in_hand and not p.folded)

    def opponents_in_hand(self):
        return max(0, self.active_players() - 1)

    def current_bet(self):
        """The largest wager on this street."""
        return max([p.bet for p in self.players.values() if p.in_hand] or [0])

    def call_cost(self):
        """Chips a call would add as the table stands now (capped at my stack), known between
        turns too: what ``Advance.call`` needs."""
        if self.my_seat < 0:
            return 0
        return max(0, min(self.current_bet() - self.my_bet, self.my_stack))

    def still_to_act(self):
        """I am in the hand and may act again in it: an advance request could be used."""
        if not self.hand_in_play or self.my_seat < 0:
            return False
        me = self.me
        return me.in_hand and not (me.folded or me.all_in or me.protected)


def _int(value, fallback):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return fallback
    return int(value)


def _strings(value):
    return [v for v in value if isinstance(v, str)] if isinstance(value, list) else []


class Tracker:
    """Keeps a GameState from the arena's messages, one message at a time."""

    def __init__(self):
        self.state = GameState()

    def update(self, m):
        """Updates the state; returns the message's type ("" when it has none)."""
        if not isinstance(m, dict):
            return ""
        kind = m.get("type")
        if not isinstance(kind, str):
            return ""
        handler = getattr(self, "_on_" + kind, None)
        if kind in ("post", "acted", "board", "show", "muck", "protected", "uncalled", "pot_won"):
            self._on_event(m, kind)
        elif kind in ("advanced", "advance_void", "advance_ignored"):
            self._on_advance_note(m, kind)
        elif handler is not None:
            handler(m)
        return kind

    def _on_hello(self, m):
        s = self.state
        s.hello = m
        s.tournament = m.get("tournament", "")
        s.mode = m.get("mode", "tournament")
        s.my_seat = _int(m.get("seat"), -1)
        s.my_name = m.get("name", "")
        game = m.get("game") if isinstance(m.get("game"), dict) else {}
        s.structure = game.get("structure", "no-limit")
        s.starting_stack = _int(game.get("starting_stack"), 0)
        for p in m.get("players") or []:
            if isinstance(p, dict):
                player = s.player(_int(p.get("seat"), -1))
                player.name = p.get("name", "")
                player.stack = s.starting_stack
        rules = m.get("table_rules") if isinstance(m.get("table_rules"), dict) else {}
        s.advance_actions = rules.get("advance_actions") is True
        s.timeout_rule = rules.get("timeout_rule", "vacation")
        s.protections = _int(rules.get("protections"), 0)
        s.showdown = rules.get("showdown", "show-all")
        s.player(s.my_seat)

    def _on_hand_start(self, m):
        s = self.state
        s.hand = _int(m.get("hand"), 0)
        s.hand_in_play = True
        s.level = _int(m.get("level"), 0)
        s.small_blind = _int(m.get("small_blind"), 0)
        s.big_blind = _int(m.get("big_blind"), 0)
        s.ante = _int(m.get("ante"), 0)
        s.ante_kind = m.get("ante_kind", "none")
        s.button = _int(m.get("button"), -1)
        s.small_blind_seat = _int(m.get("small_blind_seat"), -1)
        s.big_blind_seat = _int(m.get("big_blind_seat"), -1)
        s.my_seat = _int(m.get("seat"), s.my_seat)
        s.hole = _strings(m.get("hole"))
        s.board = []
        s.street = "preflop"
        s.pot = 0
        s.history = []
        for p in s.players.values():
            p.in_hand = p.folded = p.all_in = p.protected = False
            p.bet = p.put_in = 0
        for x in m.get("seats") or []:
            if isinstance(x, dict):
                p = s.player(_int(x.get("seat"), -1))
                p.in_hand = True
                p.stack = _int(x.get("stack"), p.stack)
                p.name = x.get("name", p.name)

    def _on_event(self, m, kind):
        s = self.state
        e = HandEvent(m)
        p = s.player(e.seat) if kind != "board" else None
        if p is not None and "stack" in m:
            p.stack = _int(m.get("stack"), p.stack)
        if kind == "post":
            p.put_in += e.amount
            if e.action != "ante":
                p.bet += e.amount
            s.pot = _int(m.get("pot"), s.pot + e.amount)
        elif kind == "acted":
            added = _int(m.get("added"), 0)
            p.put_in += added
            p.bet += added
            if e.action == "fold":
                p.folded = True
            p.all_in = bool(m.get("all_in", p.all_in))
            s.pot = _int(m.get("pot"), s.pot + added)
            s.street = e.street or s.street
        elif kind == "uncalled":
            p.bet = max(0, p.bet - e.amount)
            p.put_in -= e.amount
            s.pot = _int(m.get("pot"), s.pot - e.amount)
        elif kind == "pot_won":
            s.pot = max(0, s.pot - e.amount)
        elif kind == "protected":
            p.protected = True  # its chips behind are set aside: it acts no more this hand
            s.pot = _int(m.get("pot"), s.pot)
        elif kind == "board":
            s.street = e.street
            s.board = _strings(m.get("board"))
            for x in s.players.values():
                x.bet = 0
        s.history.append(e)

    def _on_act(self, m):
        s = self.state
        s.act = m
        s.act_id = _int(m.get("id"), 0)
        s.legal = _strings(m.get("legal"))
        s.to_call = _int(m.get("to_call"), 0)
        s.min_raise_to = _int(m.get("min_raise_to"), 0)
        s.max_raise_to = _int(m.get("max_raise_to"), 0)
        s.time_ms = _int(m.get("time_ms"), 0)
        s.street = m.get("street", s.street)
        s.pot = _int(m.get("pot"), s.pot)
        if "board" in m:
            s.board = _strings(m.get("board"))
        me = s.me
        me.stack = _int(m.get("stack"), me.stack)
        me.bet = _int(m.get("bet"), me.bet)

    def _on_hand_end(self, m):
        s = self.state
        s.hand_in_play = False
        for x in m.get("stacks") or []:
            if isinstance(x, dict):
                s.player(_int(x.get("seat"), -1)).stack = _int(x.get("stack"), 0)
        for x in m.get("eliminated") or []:
            if isinstance(x, dict):
                p = s.player(_int(x.get("seat"), -1))
                p.eliminated = True
                p.place = _int(x.get("place"), 0)

    def _on_advance_note(self, m, kind):
        s = self.state
        if kind == "advanced":
            s.advances_applied += 1
        elif kind == "advance_void":
            s.advances_void += 1
        else:
            s.advances_ignored += 1
        s.last_advance_note = m

    def _on_timeout(self, m):
        self.state.timeouts += 1
        self.state.last_timeout = m

    def _on_bye(self, m):
        self.state.bye = m


def _write(out, obj):
    out.write(json.dumps(obj, separators=(",", ":")) + "\n")
    out.flush()


# What run() does when decide raises: end the bot (the default) or check/fold and go on.
ON_ERROR_EXIT = "exit"
ON_ERROR_FOLD = "fold"
EXIT_STRATEGY_ERROR = 1  # the exit status after an exception in decide


class _StrategyError(Exception):
    """decide raised (or answered something that is not a Decision); the traceback is printed."""


def run(decide, name, version="", stdin=None, stdout=None, on_error=ON_ERROR_EXIT,
        pre_act=None):
    """Plays until the arena closes stdin. ``decide(state)`` returns a Decision.

    ``pre_act(state)``, when given, returns an Advance (the request to send for my next turn)
    or None. It is called when everything the arena sent has been read (so the state is the
    newest it can be) and a request could be used: the run takes them
    (``state.advance_actions``), the hand is in play and I am still to act in it, and I have
    neither sent a request nor answered an ``act`` since the hand started or the arena last
    applied one (``advanced``). Information comes between turns only at those moments
    (PROTOCOL.md), so that is when pre_act is asked. The arena sends a hand's start between
    turns only to a bot that has sent a request, so until pre_act has given one, a hand's start
    arrives with its first ``act``: then pre_act is asked before decide, and its request goes
    out before the answer (a call_any or check_fold then stands for my later turns in the hand;
    another kind is dropped). With the default stdin the SDK reads file
    descriptor 0 itself (do not read sys.stdin); with a stdin you pass, pre_act is asked after
    each line instead.

    ``on_error``: what an exception in ``decide`` (or ``pre_act``) does. ``"exit"`` (the
    default) prints the traceback to stderr and ends the bot with exit status 1 (``sys.exit``):
    the arena records the bot as crashed, "exited with code 1", and folds its hands from then
    on. ``"fold"`` prints the traceback and answers check (when free) or fold, every time (after
    pre_act: sends no request), and plays on."""
    if on_error not in (ON_ERROR_EXIT, ON_ERROR_FOLD):
        raise ValueError("arena_bot.run: on_error must be %r or %r, got %r"
                         % (ON_ERROR_EXIT, ON_ERROR_FOLD, on_error))
    lines = _fd_lines(0) if stdin is None else ((line, False) for line in stdin)
    stdout = stdout or sys.stdout
    try:
        return _play(decide, pre_act, name, version, lines, stdout, on_error)
    except BrokenPipeError:
        # The arena stopped listening (the tournament is over for us): leave quietly.
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except _StrategyError:
        sys.stderr.flush()
        sys.exit(EXIT_STRATEGY_ERROR)


def _fd_lines(fd):
    """Yields (line, more): each line read from ``fd`` and whether another whole line is already
    buffered. Reading the descriptor ourselves (not through sys.stdin's read-ahead) is what lets
    the SDK know that nothing more has arrived, the moment to pre-act."""
    buffered = b""
    while True:
        cut = buffered.find(b"\n")
        if cut < 0:
            chunk = os.read(fd, 65536)
            if not chunk:
                if buffered:
                    yield buffered.decode("utf-8", "replace"), False
                return
            buffered += chunk
            continue
        line, buffered = buffered[:cut], buffered[cut + 1:]
        yield line.decode("utf-8", "replace"), b"\n" in buffered


def _pre_act(pre_act, state, on_error):
    """pre_act(state) as an Advance or None, with the on_error policy applied to an exception."""
    try:
        request = pre_act(state)
        if request is not None and not isinstance(request, Advance):
            raise TypeError("pre_act returned %r, not an Advance or None (use"
                            " arena_bot.Advance.call_any(), ...)" % (request,))
        return request
    except Exception:
        if on_error == ON_ERROR_FOLD:
            print("arena_bot: hand %d: pre_act raised; no request sent (on_error=\"fold\")"
                  % state.hand, file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            sys.stderr.flush()
            return None
        print("arena_bot: hand %d: pre_act raised; the bot stops with exit status %d"
              % (state.hand, EXIT_STRATEGY_ERROR), file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        raise _StrategyError() from None


def _decide(decide, state, on_error):
    """decide(state), with the on_error policy applied to an exception."""
    try:
        d = decide(state)
        if not isinstance(d, Decision):
            raise TypeError("decide returned %r, not a Decision (use arena_bot.fold(), check(),"
                            " call(), bet(to), raise_to(to))" % (d,))
        return d
    except Exception:
        if on_error == ON_ERROR_FOLD:
            print("arena_bot: hand %d: decide raised; checking or folding (on_error=\"fold\")"
                  % state.hand, file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            sys.stderr.flush()
            return check() if state.can("check") else fold()
        print("arena_bot: hand %d: decide raised; the bot stops with exit status %d (pass"
              " on_error=\"fold\" to run() to check or fold instead)"
              % (state.hand, EXIT_STRATEGY_ERROR), file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        raise _StrategyError() from None


def _play(decide, pre_act, name, version, lines, stdout, on_error):
    tracker = Tracker()
    # may_pre_act: nothing sent nor answered since the hand start or `advanced`.
    flags = {"may_pre_act": False}

    def offer_pre_act(state):
        """Asks pre_act for a request, if one could be used now, and sends it."""
        if (pre_act is None or not flags["may_pre_act"] or not state.advance_actions
                or not state.still_to_act()):
            return
        request = _pre_act(pre_act, state, on_error)
        if request is not None:
            flags["may_pre_act"] = False
            stdout.write(advance_line(state.hand, request) + "\n")
            stdout.flush()

    for line, more in lines:
        try:
            message = json.loads(line)
        except ValueError:
            message = None  # the arena only sends JSON; nothing to answer
        kind = tracker.update(message)
        state = tracker.state
        if kind == "hello":
            ready = {"type": "ready", "name": name}
            if version:
                ready["version"] = version
            _write(stdout, ready)
        elif kind == "hand_start":
            flags["may_pre_act"] = True
        elif kind == "advanced":
            flags["may_pre_act"] = _int(message.get("hand"), -1) == state.hand
        elif kind == "act":
            offer_pre_act(state)  # this hand's first news came with its act: the plan goes first
            flags["may_pre_act"] = False
            d = _decide(decide, state, on_error)
            if not state.can(d.action):
                print("arena_bot: hand %d: %r is not legal now; the arena will count it as an"
                      " error" % (state.hand, d.action), file=sys.stderr)
            answer = {"type": "action", "id": state.act_id, "action": d.action}
            if d.action in ("bet", "raise"):
                answer["amount"] = d.amount
            _write(stdout, answer)
        if not more:
            offer_pre_act(state)  # nothing more to read
    return 0
