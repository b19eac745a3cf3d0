"""Answers to ``act`` (Decision and its helpers) and advance requests (Advance, R25), with the
lines that carry them."""

import json


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
    """An advance request (R25): what to do at my next turn of its kind, sent before it comes.
    The arena applies it without an ``act`` (or ``draw``) when it is still valid then. A betting
    request waits for a betting turn, a draw request (stand_pat, discard) for a draw turn; one of
    each kind can be pending at once. ``amount``: for call, the chips to call it was made for;
    for bet and raise, the "raise to" total. ``cards``: for discard, the cards to throw."""

    __slots__ = ("action", "amount", "cards")

    def __init__(self, action, amount=0, cards=()):
        self.action = action
        self.amount = int(amount)
        self.cards = list(cards)

    def __repr__(self):
        if self.action == "discard":
            return "Advance(%r, cards=%r)" % (self.action, self.cards)
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
    def stand_pat(cls):
        """Stand pat at each of my draws this hand (R30); void where a discard is compulsory
        (see ``state.may_stand_pat``)."""
        return cls("stand_pat")

    @classmethod
    def discard(cls, cards):
        """Throw ``cards`` at my next draw; void unless they are all still in my hand."""
        return cls("discard", 0, cards)

    @classmethod
    def cancel(cls):
        """Withdraws my requests, of both kinds."""
        return cls("cancel")


def advance_line(hand, request):
    """The JSON line (no newline) of an advance request for hand ``hand``."""
    r = {"type": "advance", "hand": int(hand), "action": request.action}
    if request.action in ("call", "bet", "raise"):
        r["amount"] = request.amount
    if request.action == "discard":
        r["cards"] = list(request.cards)
    return json.dumps(r, separators=(",", ":"))


def show_line(hand):
    """Asks that my hand be shown at this hand's showdown even when it loses (R27)."""
    return json.dumps({"type": "show", "hand": int(hand)}, separators=(",", ":"))


def passive(state):
    """Checks when free, else calls; where neither is legal (BlogNomic hold'em's first pre-flop
    turn, R46: raise or fold), folds."""
    if state.can("check"):
        return check()
    return call() if state.can("call") else fold()


def aggressive(state, to):
    """Bets or raises (whichever is legal) to ``to``, clamped into the legal range; checks or
    calls when neither is legal."""
    to = max(state.min_raise_to, min(int(to), max(state.min_raise_to, state.max_raise_to)))
    if state.can("raise"):
        return raise_to(to)
    if state.can("bet"):
        return bet(to)
    return passive(state)


def discard_line(draw_id, cards):
    """The answer to draw request ``draw_id``: the cards discarded, ``[]`` to stand pat."""
    return json.dumps({"type": "discard", "id": draw_id, "cards": list(cards)},
                      separators=(",", ":"))


_RANKS = "23456789TJQKA"


def default_discards(state, count=None):
    """What a bot that says nothing of its draws discards: nothing where it may stand pat; where
    a discard is compulsory (Crazy Pineapple's one card), its lowest cards in a high game, its
    highest in a low one. ``count`` cards of them: the turn's min_discard by default, or the
    game's compulsory_discard to pre-act it (Advance.discard)."""
    low = state.ranking in ("2-7-low", "badugi")
    cards = sorted(state.hole, key=lambda c: _RANKS.find(c[:1]), reverse=low)
    return cards[:max(state.min_discard if count is None else count, 0)]


def discards_fit(state, cards):
    """Whether ``cards`` answer the current draw request: distinct cards of my hand, as many as
    the round takes."""
    if not isinstance(cards, (list, tuple)):
        return False
    cards = list(cards)
    return (state.min_discard <= len(cards) <= state.max_discard
            and len(set(cards)) == len(cards) and all(c in state.hole for c in cards))
