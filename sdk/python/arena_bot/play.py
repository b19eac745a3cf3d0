"""The protocol loop: run() reads the arena's lines, keeps the state, answers hello and act, and
sends advance requests."""

import json
import os
import sys
import traceback

from .decisions import (Advance, Decision, advance_line, check, default_discards, discard_line,
                        discards_fit, fold)
from .fields import int_field
from .tracker import Tracker


def _send(out, line):
    """Writes one protocol line and flushes it: the arena is waiting for it."""
    out.write(line + "\n")
    out.flush()


def _write(out, obj):
    _send(out, json.dumps(obj, separators=(",", ":")))


# What run() does when decide raises: end the bot (the default) or check/fold and go on.
ON_ERROR_EXIT = "exit"
ON_ERROR_FOLD = "fold"
EXIT_STRATEGY_ERROR = 1  # the exit status after an exception in decide


class _StrategyError(Exception):
    """decide raised (or answered something that is not a Decision); the traceback is printed."""


def arena_notice(message):
    """The line the SDK prints to stderr for a ``timeout`` (the arena acted for me: no answer in
    time, or my answer refused and why) or an ``advance_ignored``; None for any other message."""
    if not isinstance(message, dict):
        return None

    def text(key):
        value = message.get(key)
        return value if isinstance(value, str) else ""

    def number(key):
        value = message.get(key)
        return str(value) if isinstance(value, int) and not isinstance(value, bool) else "?"

    where = "arena_bot: hand %s: " % number("hand")
    if message.get("type") == "timeout":
        reason = text("reason")
        if reason == "time":
            why = "no answer to act %s in time" % number("id")
        elif reason == "invalid":
            why = "my answer to act %s was refused (%s)" % (number("id"), text("error"))
        else:
            why = "no longer waited for"
        return where + why + "; the arena took " + text("taken")
    if message.get("type") == "advance_ignored":
        return where + "advance request %s ignored: %s" % (text("request"), text("reason"))
    return None


def run(decide, name, version="", stdin=None, stdout=None, on_error=ON_ERROR_EXIT,
        pre_act=None, notices=True, draw=None):
    """Plays until the arena closes stdin. ``decide(state)`` returns a Decision.

    ``pre_act(state)``, when given, returns an Advance (the request to send for my next turn),
    a list of them (one of each kind: a betting request and a draw request stand together), or
    None. It is called when everything the arena sent has been read (so the state is the
    newest it can be) and a request could be used: the run takes them
    (``state.advance_actions``), the hand is in play and I am still to act in it, and I have
    neither sent a request nor answered an ``act`` or ``draw`` since the hand started or the
    arena last applied one (``advanced``). Information comes between turns only at those moments
    (PROTOCOL.md), so that is when pre_act is asked. The arena sends a hand's start between
    turns only to a bot that has sent a request, so until pre_act has given one, a hand's start
    arrives with its first ``act``: then pre_act is asked before decide, and its requests go
    out before the answer (a call_any or check_fold then stands for my later turns in the hand,
    and a draw request waits for my next draw; another betting request is dropped). With the default stdin the SDK reads file
    descriptor 0 itself (do not read sys.stdin); with a stdin you pass, pre_act is asked after
    each line instead.

    ``on_error``: what an exception in ``decide`` (or ``pre_act``) does. ``"exit"`` (the
    default) prints the traceback to stderr and ends the bot with exit status 1 (``sys.exit``):
    the arena records the bot as crashed, "exited with code 1", and folds its hands from then
    on. ``"fold"`` prints the traceback and answers check (when free) or fold, every time (after
    pre_act: sends no request), and plays on.

    ``draw(state)``, for the draw games (PROTOCOL.md "Drawing"), returns the cards to discard at
    a draw turn (a list, ``[]`` to stand pat; ``state.min_discard``, ``max_discard``,
    ``replace`` and ``hole`` describe the turn). Without it, or when its discards do not fit the
    request or it raises, the SDK answers ``default_discards(state)``: stand pat, or the fewest
    compulsory cards.

    ``notices``: when true (the default) the arena's ``timeout`` and ``advance_ignored``
    messages are written to stderr (see arena_notice), so the bot's log says why the arena acted
    for it."""
    if on_error not in (ON_ERROR_EXIT, ON_ERROR_FOLD):
        raise ValueError("arena_bot.run: on_error must be %r or %r, got %r"
                         % (ON_ERROR_EXIT, ON_ERROR_FOLD, on_error))
    lines = _fd_lines(0) if stdin is None else ((line, False) for line in stdin)
    stdout = stdout or sys.stdout
    try:
        return _play(decide, pre_act, name, version, lines, stdout, on_error, notices, draw)
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
    """pre_act(state) as a list of Advances (it may return one, a list of them, or None), with
    the on_error policy applied to an exception."""
    try:
        result = pre_act(state)
        requests = [] if result is None else [result] if isinstance(result, Advance) else result
        if not isinstance(requests, (list, tuple)) or not all(
                isinstance(r, Advance) for r in requests):
            raise TypeError("pre_act returned %r, not an Advance, a list of them or None (use"
                            " arena_bot.Advance.call_any(), ...)" % (result,))
        return list(requests)
    except Exception:
        if on_error == ON_ERROR_FOLD:
            print("arena_bot: hand %d: pre_act raised; no request sent (on_error=\"fold\")"
                  % state.hand, file=sys.stderr)
            traceback.print_exc(file=sys.stderr)
            sys.stderr.flush()
            return []
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


def _discards(draw, state):
    """The draw callback's discards, or the default when there is none or they do not fit."""
    if draw is None:
        return default_discards(state)
    try:
        cards = draw(state)
    except Exception:  # the bot's own code: its traceback goes to its log, the hand goes on
        print("arena_bot: hand %d: draw raised; the default discards" % state.hand,
              file=sys.stderr)
        traceback.print_exc(file=sys.stderr)
        return default_discards(state)
    if not discards_fit(state, cards):
        print("arena_bot: hand %d: the draw callback's discards %r do not fit the request (%d to"
              " %d cards of the hand); the default discards instead"
              % (state.hand, cards, state.min_discard, state.max_discard), file=sys.stderr)
        return default_discards(state)
    return list(cards)


def _play(decide, pre_act, name, version, lines, stdout, on_error, notices, draw):
    tracker = Tracker()
    may_pre_act = False  # nothing sent nor answered since the hand start or `advanced`

    def offer_pre_act(state):
        """Asks pre_act for a request, if one could be used now, and sends it."""
        nonlocal may_pre_act
        if (pre_act is None or not may_pre_act or not state.advance_actions
                or not state.still_to_act()):
            return
        requests = _pre_act(pre_act, state, on_error)
        if requests:
            may_pre_act = False
            _send(stdout, "\n".join(advance_line(state.hand, r) for r in requests))

    for line, more in lines:
        try:
            message = json.loads(line)
        except ValueError:
            message = None  # the arena only sends JSON; nothing to answer
        kind = tracker.update(message)
        state = tracker.state
        if notices and kind in ("timeout", "advance_ignored"):
            print(arena_notice(message), file=sys.stderr, flush=True)
        if kind == "hello":
            ready = {"type": "ready", "name": name}
            if version:
                ready["version"] = version
            _write(stdout, ready)
        elif kind == "hand_start":
            may_pre_act = True
        elif kind == "advanced":
            may_pre_act = int_field(message.get("hand"), -1) == state.hand
        elif kind == "draw":  # a draw or discard round's turn (R30)
            offer_pre_act(state)  # as with an act: the plan goes first, none after
            may_pre_act = False
            _send(stdout, discard_line(state.draw_id, _discards(draw, state)))
        elif kind == "act":
            offer_pre_act(state)  # this hand's first news came with its act: the plan goes first
            may_pre_act = False
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
