#!/usr/bin/env python3
"""The Python SDK's evaluator at work (sdk/python/README.md, "Hand evaluation and equity"), as
bots/example_equity.cpp: in every game, its share of the pot against each opponent still in (a
random hand, or in stud the up cards shown), then it raises when well ahead, calls when the
share beats the price of the call, and folds otherwise. An example of the API, not a strategy to
copy. `--seed N` makes its samples, and so its play, the same each run. Fast with the native
module built (build/lib); without it the pure-Python fallback is used with fewer samples."""
import argparse
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sdk", "python"))
import arena_bot  # noqa: E402
from arena_bot import arena_eval as ae  # noqa: E402

SAMPLES = 2000 if ae.NATIVE else 100
EXACT_LIMIT = 50_000 if ae.NATIVE else 500


def opponents(state):
    """Each opponent's range (any cards, or its stud up cards), and the folded up cards."""
    ranges, dead = [], []
    for seat, p in state.players.items():
        if seat == state.my_seat or not p.in_hand:
            continue
        if p.folded:
            dead += ae.cards(p.up)
        else:
            ranges.append(ae.Range([ae.cards(p.up)]) if p.up else None)
    return ranges, dead


def decide(state, seed):
    game = ae.Game.named(state.variant)
    if len(state.hole) > game.hole_cards:  # Crazy Pineapple's third card, before its discard
        return arena_bot.passive(state)
    ranges, dead = opponents(state)
    if not ranges:
        return arena_bot.passive(state)
    e = ae.equity(game, state.hole, state.board, ranges, samples=SAMPLES, seed=seed + state.hand,
                  exact_limit=EXACT_LIMIT, dead=dead)
    fair = 1.0 / (len(ranges) + 1)
    cost = state.call_cost()
    if e.share > min(0.7, 2 * fair) and (state.can("bet") or state.can("raise")):
        return arena_bot.aggressive(state, state.current_bet() + max(state.pot, 1))
    if cost == 0:
        return arena_bot.passive(state)
    return arena_bot.call() if e.share * (state.pot + cost) >= cost else arena_bot.fold()


if __name__ == "__main__":
    options = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    options.add_argument("--seed", type=int, default=1, help="the same samples for the same game")
    seed = options.parse_args().seed
    sys.exit(arena_bot.run(lambda s: decide(s, seed), name="example_equity.py", version="1.0"))
