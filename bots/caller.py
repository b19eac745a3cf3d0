#!/usr/bin/env python3
"""A calling station: checks when it can, else calls; never folds, never raises."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sdk", "python"))
import arena_bot  # noqa: E402


def decide(state):
    return arena_bot.passive(state)


if __name__ == "__main__":
    sys.exit(arena_bot.run(decide, name="caller.py", version="1.0"))
