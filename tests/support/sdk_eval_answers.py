"""The Python SDK's arena_eval answering sdk_eval_answers.cpp's questions, one line each, in the
same words (see that file), for tests/sdk_eval_python_test.cpp. One more question, "games",
lists each game's showdown shape as arena_eval.Game sees it (the native module reads the
engine's table; the pure fallback has its own, eval_pure.GAMES, which the test compares)."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "sdk",
                                "python"))
from arena_bot import arena_eval as ae  # noqa: E402


def cards_of(word):
    return [] if word == "-" else ae.cards(word)


def answer(words):
    what = words[0]
    if what == "games":
        games = [ae.Game.named(v) for v in words[1:]]
        return " ".join("%s:%d:%d:%d:%d:%s" % (g.name, g.hole_cards, g.board_cards, g.hi_lo,
                                               g.short_deck, g.ranking) for g in games)
    if what == "game":
        game = ae.Game.named(words[1])
        hole, board = cards_of(words[2]), cards_of(words[3])
        return "%d %d" % (game.rank(hole, board), game.low(hole, board))
    if what == "equity":
        ranges = [None if r == "any" else ae.Range.parse(r) for r in words[7:]]
        e = ae.equity(words[1], cards_of(words[2]), cards_of(words[3]), ranges,
                      samples=int(words[4]), seed=int(words[5]), exact_limit=int(words[6]))
        return "%.17g %.17g %.17g %d %d" % (e.share, e.win, e.tie, e.deals, 1 if e.exact else 0)
    cards = cards_of(words[1])
    if what in ("omaha", "omaha_eight_or_better"):
        return str(getattr(ae, what)(cards, cards_of(words[2])))
    if what in ("high", "deuce_to_seven", "ace_to_five", "badugi", "short_deck",
                "eight_or_better"):
        return str(getattr(ae, what)(cards))
    raise ValueError("no such question")


for line in sys.stdin:
    try:
        print(answer(line.split()))
    except ValueError:
        print("error")
