#!/usr/bin/env python3
"""A calling station: checks when it can, else calls; never folds, never raises; stands pat at
every draw where that is allowed, else throws its default discards. Where the run takes advance
requests (R25) it says so before its turns: one call_any a hand, and in a draw game one stand_pat
(or the compulsory discard), which the arena applies without asking."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sdk", "python"))
import arena_bot  # noqa: E402


def decide(state):
    return arena_bot.passive(state)


def pre_act(state):
    # Its discard used (the hand's only one), its call_any still stands: nothing to send, so no
    # request can reach the arena after the hand is over.
    used = state.last_advance_note or {}
    if used.get("hand") == state.hand and used.get("request") == "discard":
        return None
    plan = [arena_bot.Advance.call_any()]
    if state.may_stand_pat:
        plan.append(arena_bot.Advance.stand_pat())
    elif state.compulsory_discard > 0:
        plan.append(arena_bot.Advance.discard(
            arena_bot.default_discards(state, state.compulsory_discard)))
    return plan


if __name__ == "__main__":
    if len(sys.argv) > 1:  # it takes none: say so rather than play as if it were understood
        sys.exit("caller.py: unknown argument %r (this bot takes none)" % sys.argv[1])
    sys.exit(arena_bot.run(decide, name="caller.py", version="1.0", pre_act=pre_act))
