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
stdout belongs to the protocol. The SDK writes the arena's ``timeout`` and ``advance_ignored``
messages there too (why the arena acted for you: no answer in time, or your answer refused and
why); ``run(..., notices=False)`` leaves them out.

An exception in ``decide`` (or an answer that is not a Decision) prints its traceback to stderr
and ends the bot with exit status 1, so the bug shows in the standings (the bot "crashed", its
note "exited with code 1") and in its log. ``run(decide, ..., on_error="fold")`` keeps playing
instead: it checks when free, else folds, and prints the traceback each time.

Advance requests (PROTOCOL-ADVANCE.md, R25): pass ``pre_act(state)`` to ``run`` and
it is asked, between your turns, for the request to send for your next turn (an ``Advance``, or
None for none). A bot that always calls can answer ``Advance.call_any()`` and never see an
``act``::

    arena_bot.run(decide, name="Station", pre_act=lambda state: arena_bot.Advance.call_any())

The arena's hand evaluators and an equity calculator are ``from arena_bot import arena_eval``
(imported on demand: it loads a native module, README "Hand evaluation and equity").
"""

from .decisions import (Advance, Decision, advance_line, aggressive, bet, call, check,
                        default_discards, discard_line, discards_fit, fold, passive, raise_to,
                        show_line)
from .play import EXIT_STRATEGY_ERROR, ON_ERROR_EXIT, ON_ERROR_FOLD, arena_notice, run
from .state import GameState, HandEvent, Player
from .tracker import Tracker

__all__ = [
    "Decision", "Player", "HandEvent", "GameState", "Tracker",
    "fold", "check", "call", "bet", "raise_to", "aggressive", "passive", "run", "Advance",
    "advance_line", "show_line", "arena_notice", "discard_line", "default_discards",
    "discards_fit",
]
