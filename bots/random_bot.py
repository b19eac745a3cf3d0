#!/usr/bin/env python3
"""Picks a legal action at random; bets and raises are sized at random, mostly small.

`random_bot.py --seed N` plays the same way every time it sees the same game.
"""
import argparse
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


def draw(state):
    """Draw games: a count in the round's range, the cards at random."""
    count = random.randint(state.min_discard, min(state.max_discard, len(state.hole)))
    return random.sample(state.hole, count)


if __name__ == "__main__":
    # Any other argument is refused (exit 2), so a misspelled --sed cannot run unseeded.
    options = argparse.ArgumentParser(prog="random_bot.py", allow_abbrev=False)
    options.add_argument("--seed", type=int, help="plays the same way for the same game")
    seed = options.parse_args().seed
    if seed is not None:
        random.seed(seed)
    sys.exit(arena_bot.run(decide, name="random.py", version="1.0", draw=draw))
