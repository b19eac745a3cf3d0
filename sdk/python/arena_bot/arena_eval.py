"""The arena's hand evaluators and equity, the C++ SDK's arena_eval (sdk/cpp/arena_eval.hpp) for
Python: the same functions, the same ranks (the engine's numbers: higher is better for the
ranking, equal ranks tie), the same equity for a seed::

    from arena_bot import arena_eval as ae

    ae.high("AsKsQsJsTs2c3d")                            # a rank; ae.category_name(r) says "straight flush"
    game = ae.Game.named(state.variant)                  # "holdem", "omaha-8", "razz", ...
    e = ae.equity(game, state.hole, state.board, [ae.Range.parse("AsAh KdKc:0.5")], seed=7)
    e.share                                              # the expected part of the pot

Where it runs: the native module arena_eval_native, built by CMake with pybind11 into build/lib
(`cmake --build build --target arena_eval_native`), found next to this file or from this
package's place in the source tree (../../../build/lib); $ARENA_EVAL_NATIVE names another
folder to look in instead (a build dir of your own: build-release/lib).
Without it, the pure-Python fallback (eval_pure.py) gives the same answers, some hundred times
slower, and says so once on stderr. ARENA_EVAL_PURE=1 asks for the fallback.

Cards are the protocol's text ("As", a list like state.hole, or "AsKd") or ints, rank * 4 + suit.
"""

import collections
import importlib.machinery
import importlib.util
import os
import sys

from . import eval_pure, eval_pure_equity

_RANKS, _SUITS = "23456789TJQKA", "cdhs"


def _load_native():
    if os.environ.get("ARENA_EVAL_PURE") == "1":
        return None
    here = os.path.dirname(os.path.abspath(__file__))
    folders = [here, os.path.join(here, "..", "..", "..", "build", "lib")]
    if os.environ.get("ARENA_EVAL_NATIVE"):  # a folder named: that one only
        folders = [os.environ["ARENA_EVAL_NATIVE"]]
    why = "the native module is not built (cmake --build build --target arena_eval_native)"
    for folder in folders:
        for suffix in importlib.machinery.EXTENSION_SUFFIXES:
            path = os.path.join(folder, "arena_eval_native" + suffix)
            if not os.path.exists(path):
                continue
            try:
                spec = importlib.util.spec_from_file_location("arena_eval_native", path)
                module = importlib.util.module_from_spec(spec)
                spec.loader.exec_module(module)
                return module
            except ImportError as e:  # built for another Python, say
                why = "%s does not load (%s)" % (path, e)
    sys.stderr.write("arena_eval: %s; evaluating in pure Python, much slower\n" % why)
    return None


_native = _load_native()
NATIVE = _native is not None
_impl = _native if NATIVE else eval_pure
_equity = _native.equity if NATIVE else eval_pure_equity.equity


def card(text):
    """"As" -> 51."""
    if len(text) == 3 and text[:2] == "10":
        text = "T" + text[2]
    if len(text) != 2 or text[0].upper() not in _RANKS or text[1].lower() not in _SUITS:
        raise ValueError("arena_eval: not a card: %r" % text)
    return _RANKS.index(text[0].upper()) * 4 + _SUITS.index(text[1].lower())


def cards(x):
    """Card text ("AsKd", "As Kd", "As,Kd"), a list of card texts, or a list of ints -> ints."""
    if isinstance(x, str):
        text = x.replace(",", " ").replace(" ", "")
        out, i = [], 0
        while i < len(text):
            n = 3 if text.startswith("10", i) else 2
            out.append(card(text[i:i + n]))
            i += n
        return out
    return [c if isinstance(c, int) else card(c) for c in x]


def to_text(cs):
    return "".join(_RANKS[c >> 2] + _SUITS[c & 3] for c in cards(cs))


# ---- the evaluators (checked: ValueError on a bad count or a repeated card) -------------------
def evaluate7(seven):
    """One seven-card high hand (distinct cards, unchecked beyond that they are cards)."""
    return _impl.evaluate7(cards(seven))


def evaluate7_batch(hands):
    """Many seven-card hands at once: `hands` is bytes (7 card ints a hand, e.g. bytes(list)) or
    a list of 7-card lists; returns their ranks (a memoryview of unsigned ints, list-like)."""
    if not isinstance(hands, (bytes, bytearray, memoryview)):
        hands = bytes(c for hand in hands for c in cards(hand))
    if NATIVE:
        return memoryview(_native.evaluate7_batch(hands)).cast("I")
    return [eval_pure.evaluate7(list(hands[i:i + 7])) for i in range(0, len(hands), 7)]


def high(cs):
    return _impl.high(cards(cs))


def omaha(hole, board):
    return _impl.omaha(cards(hole), cards(board))


def deuce_to_seven(five):
    return _impl.deuce_to_seven(cards(five))


def ace_to_five(cs):
    return _impl.ace_to_five(cards(cs))


def badugi(four):
    return _impl.badugi(cards(four))


def short_deck(cs):
    return _impl.short_deck(cards(cs))


def eight_or_better(cs):
    """The best eight-or-better low of 5 to 8 cards, 0 for none."""
    return _impl.eight_or_better(cards(cs))


def omaha_eight_or_better(hole, board):
    return _impl.omaha_eight_or_better(cards(hole), cards(board))


def category_name(high_rank, short_deck_order=False):
    return _impl.category_name(high_rank, short_deck_order)


# ---- games, ranges, equity ---------------------------------------------------------------------
class Game:
    """A game as the arena deals it, by the protocol's variant word (state.variant)."""

    def __init__(self, variant):
        shape = _native.game_shape(variant) if NATIVE else None
        if not NATIVE:
            if variant not in eval_pure.GAMES:
                raise ValueError("arena_eval: no game %r" % variant)
            shape = (variant,) + eval_pure.GAMES[variant]
        (self.name, self.hole_cards, self.board_cards, self.hi_lo, self.short_deck,
         self.ranking) = shape

    @staticmethod
    def named(variant):
        return Game(variant)

    def deck(self):
        return [c for c in range(52) if not self.short_deck or c >> 2 >= 4]

    def rank(self, hole, board=()):
        """The showdown's rank of a finished hand."""
        return _impl.game_rank(self.name, cards(hole), cards(board))

    def low(self, hole, board=()):
        """Its eight-or-better low: 0 for none, or in a game that is not hi-lo."""
        return _impl.game_low(self.name, cards(hole), cards(board))


class Range:
    """Hands an opponent may hold, each with a weight; no hands: any cards at all. A hand may be
    part of the player's cards (stud up cards): the rest is dealt at random."""

    def __init__(self, hands=()):
        self.hands = []
        for hand in hands:  # cards, or (cards, weight)
            if isinstance(hand, tuple):
                self.add(*hand)
            else:
                self.add(hand)

    @staticmethod
    def any():
        return Range()

    @staticmethod
    def parse(text):
        """"AsAh, KdKc:0.5 QsQh": hands separated by spaces or commas, each with a ":weight"."""
        r = Range()
        for item in text.replace(",", " ").split():
            hand, _, weight = item.partition(":")
            r.add(hand, float(weight) if weight else 1.0)
        return r

    def add(self, hand, weight=1.0):
        if weight < 0:
            raise ValueError("arena_eval: a negative weight")
        if weight > 0:
            self.hands.append((cards(hand), float(weight)))
        return self


Equity = collections.namedtuple("Equity", "share win tie deals exact")


def equity(game, hole, board, opponents, samples=100_000, seed=1, exact_limit=2_000_000,
           dead=()):
    """The equity of `hole` against one opponent per Range (or None: any hand) with `board` dealt
    and `dead` cards out: exact when it takes at most `exact_limit` showdowns, else `samples`
    Monte Carlo deals from `seed`. share: the expected part of the pot; win: how often all of it
    is won alone; tie: how often part of it."""
    variant = game.name if isinstance(game, Game) else game
    ranges = [[] if r is None else r.hands for r in opponents]
    answer = _equity(variant, cards(hole), cards(board), ranges, samples, seed, exact_limit,
                     cards(dead))
    return Equity(*answer)
