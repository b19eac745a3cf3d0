"""arena_eval's equity in pure Python, for where the native module is not built: the steps of
sdk/cpp/arena_eval_equity.cpp one for one (the same enumeration order, splitmix64 generator and
draws), so the answers equal the native module's for a seed. Cards are ints (eval_pure.py)."""

import bisect

from .eval_pure import GAMES, RANKERS

WHOLE = 5040  # a pot in units any split of either half divides
_MASK64 = (1 << 64) - 1


class _Rng:
    def __init__(self, seed):
        self.state = seed & _MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK64
        return z ^ (z >> 31)

    def unit(self):
        return float(self.next() >> 11) * 2.0 ** -53


def _choose(n, k):
    if k < 0 or k > n:
        return 0.0
    c = 1.0
    for j in range(1, k + 1):
        c = c * (n - k + j) / j
    return c


class _Deal:
    def __init__(self, variant, players):
        hole, board_total, hi_lo, _, ranking = GAMES[variant]
        self.hi, self.lo = RANKERS[ranking]
        self.hi_lo = hi_lo and self.lo is not None
        self.hole, self.board_total, self.players = hole, board_total, players
        self.hands = [[] for _ in range(players)]
        self.board = []

    def hero_share(self):
        best_hi = best_lo = hero_hi = hero_lo = 0
        hi_count = lo_count = 0
        for p, hand in enumerate(self.hands):
            hi = self.hi(hand, self.board)
            lo = self.lo(hand, self.board) if self.hi_lo else 0
            if p == 0:
                hero_hi, hero_lo = hi, lo
            if hi > best_hi:
                best_hi, hi_count = hi, 0
            hi_count += hi == best_hi
            if lo > best_lo:
                best_lo, lo_count = lo, 0
            lo_count += lo == best_lo and lo > 0
        if best_lo == 0:
            return WHOLE // hi_count if hero_hi == best_hi else 0
        share = WHOLE // 2 // hi_count if hero_hi == best_hi else 0
        return share + (WHOLE // 2 // lo_count if hero_lo == best_lo else 0)


class _Tally:
    def __init__(self):
        self.weight = self.share = self.win = self.tie = 0.0
        self.deals = 0

    def add(self, units, w):
        self.weight += w
        self.share += w * float(units)
        self.win += w if units == WHOLE else 0.0
        self.tie += w if 0 < units < WHOLE else 0.0
        self.deals += 1


def _enumerate(deal, hole, board, ranges, deck, used):
    tally = _Tally()

    def fill(group, from_at, weight):
        is_board = group == deal.players
        cards = deal.board if is_board else deal.hands[group]
        size = deal.board_total if is_board else deal.hole
        if len(cards) == size:
            if is_board:
                tally.add(deal.hero_share(), weight)
            else:
                fill(group + 1, 0, weight)
            return
        for i in range(from_at, len(deck)):
            c = deck[i]
            if c in used:
                continue
            cards.append(c)
            used.add(c)
            fill(group, i + 1, weight)
            used.discard(c)
            cards.pop()

    def choose_hands(player, weight):
        if player == deal.players:
            return fill(0, 0, weight)
        hands = ranges[player - 1]
        if not hands:
            deal.hands[player] = []
            return choose_hands(player + 1, weight)
        for cards, w in hands:
            if any(c in used for c in cards):
                continue
            deal.hands[player] = list(cards)
            used.update(cards)
            choose_hands(player + 1, weight * w)
            used.difference_update(cards)

    deal.hands[0] = list(hole)
    deal.board = list(board)
    choose_hands(1, 1.0)
    return tally


def _enumeration_size(deal, hole, board, ranges, unseen):
    size = 1.0
    left = [unseen]

    def deal_cards(k):
        nonlocal size
        size *= _choose(left[0], k)
        left[0] -= k

    deal_cards(deal.hole - len(hole))
    for hands in ranges:
        shortest = 0
        if hands:
            size *= float(len(hands))
            shortest = min(len(c) for c, _ in hands)
            left[0] -= shortest
        deal_cards(deal.hole - shortest)
    deal_cards(deal.board_total - len(board))
    return size


def _sample(deal, hole, board, ranges, deck, known, samples, seed):
    rng = _Rng(seed)
    cumulative = []
    for hands in ranges:
        total, cum = 0.0, []
        for _, w in hands:
            total += w
            cum.append(total)
        cumulative.append(cum)
    tally, attempts = _Tally(), 0
    while tally.deals < samples:
        attempts += 1
        if attempts > 100 * samples + 1000:
            raise ValueError("arena_eval: the ranges hardly ever fit the known cards")
        used = set(known)
        fits = True
        for r, hands in enumerate(ranges):
            deal.hands[r + 1] = []
            if not fits:
                break
            if not hands:
                continue
            cum = cumulative[r]
            u = rng.unit() * cum[-1]
            pick = min(bisect.bisect_right(cum, u), len(cum) - 1)
            for c in hands[pick][0]:
                fits = fits and c not in used
                used.add(c)
                deal.hands[r + 1].append(c)
        if not fits:
            continue
        unseen = [c for c in deck if c not in used]
        at = 0

        def draw():
            nonlocal at
            j = at + rng.next() % (len(unseen) - at)
            unseen[at], unseen[j] = unseen[j], unseen[at]
            at += 1
            return unseen[at - 1]

        deal.hands[0] = list(hole)
        for p in range(deal.players):
            while len(deal.hands[p]) < deal.hole:
                deal.hands[p].append(draw())
        deal.board = list(board)
        while len(deal.board) < deal.board_total:
            deal.board.append(draw())
        tally.add(deal.hero_share(), 1.0)
    return tally


def equity(variant, hole, board, ranges, samples, seed, exact_limit, dead):
    """(share, win, tie, deals, exact), as the native module's equity."""
    if not ranges or len(ranges) >= 10:
        raise ValueError("arena_eval: equity takes 1 to 9 opponents")
    deal = _Deal(variant, len(ranges) + 1)
    if len(hole) > deal.hole or len(board) > deal.board_total:
        raise ValueError("arena_eval: more cards than %s deals" % variant)
    deck = [c for c in range(52) if not GAMES[variant][3] or c >> 2 >= 4]
    ranges = [[(list(c), float(w)) for c, w in hands if w > 0] for hands in ranges]
    for hands in ranges:
        for c, _ in hands:
            if len(c) > deal.hole or len(set(c)) != len(c) or any(x not in deck for x in c):
                raise ValueError("arena_eval: a range's hand does not fit the game")
    known = list(hole) + list(board) + list(dead)
    if len(set(known)) != len(known) or any(c not in deck for c in known):
        raise ValueError("arena_eval: a repeated card or one not in the deck")
    unseen = len(deck) - len(known)
    exact = _enumeration_size(deal, hole, board, ranges, unseen) <= float(exact_limit)
    if exact:
        t = _enumerate(deal, hole, board, ranges, deck, set(known))
    else:
        t = _sample(deal, hole, board, ranges, deck, known, samples, seed)
    if t.weight <= 0:
        raise ValueError("arena_eval: no range hand fits the known cards")
    return (t.share / (t.weight * float(WHOLE)), t.win / t.weight, t.tie / t.weight, t.deals,
            exact)
