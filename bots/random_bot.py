#!/usr/bin/env python3
"""Picks a legal action at random; bets and raises are sized at random, mostly small.

`random_bot.py --seed N` plays the same way every time it sees the same game.
"""
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sdk", "python"))
import arena_bot  # noqa: E402


def decide(state):
    if not state.legal:
        return arena_bot.fold()
    action = random.choice(state.legal)
    if action in ("bet", "raise"):
        # Between the minimum and a quarter of the way to all-in.
        span = max(0, (state.max_raise_to - state.min_raise_to) // 4)
        return arena_bot.Decision(action, state.min_raise_to + random.randint(0, span))
    return arena_bot.Decision(action)


if __name__ == "__main__":
    if "--seed" in sys.argv:
        value = sys.argv[sys.argv.index("--seed") + 1:][:1]
        if not value or not value[0].isdigit():
            sys.exit("random_bot.py: --seed needs a whole number, got %r" % "".join(value))
        random.seed(int(value[0]))
    sys.exit(arena_bot.run(decide, name="random.py", version="1.0"))
