"""The arena's evaluators and equity in pure Python: arena_eval's fallback where the native module
(build/lib/arena_eval_native*.so) is not built. Every rank is the engine's number (the engine's
algorithms, engine/evaluator*.cpp, low_evaluator.cpp, ace_to_five_low.cpp, hilo_evaluator.cpp,
short_deck.cpp), and the equity repeats sdk/cpp/arena_eval_equity.cpp step for step (the same
generator and draws), so a seed gives the same answer as the native module; only slower (some
5 microseconds a seven-card hand). tests/sdk_eval_python_test.cpp checks both on a test set.
Cards are ints, rank * 4 + suit (ranks 0..12 for 2..A, suits c d h s)."""

import itertools

_CATEGORY_SHIFT = 12
_WHEEL_BITS = 0x100F  # A, 2, 3, 4, 5

# The showdown's shape of each game, as the engine's game table (engine/game.cpp) deals it:
# variant -> (cards each player shows down with, board cards, hi-lo, short deck, ranking).
# tests/sdk_eval_python_test.cpp checks it against the native module's, which reads the engine.
GAMES = {
    "holdem": (2, 5, False, False, "high"),
    "2-7-single-draw": (5, 0, False, False, "2-7-low"),
    "2-7-triple-draw": (5, 0, False, False, "2-7-low"),
    "badugi": (4, 0, False, False, "badugi"),
    "5-card-draw": (5, 0, False, False, "high"),
    "crazy-pineapple": (2, 5, False, False, "high"),
    "omaha": (4, 5, False, False, "omaha"),
    "omaha-8": (4, 5, True, False, "omaha"),
    "omaha-5": (5, 5, False, False, "omaha"),
    "omaha-5-8": (5, 5, True, False, "omaha"),
    "stud": (7, 0, False, False, "high"),
    "stud-8": (7, 0, True, False, "high"),
    "razz": (7, 0, False, False, "a-5-low"),
    "short-deck": (2, 5, False, True, "short-deck"),
    "blognomic-holdem": (2, 5, False, False, "high"),
}


def _straight_top(mask):
    for top in range(12, 3, -1):
        if (mask >> (top - 4)) & 0x1F == 0x1F:
            return top
    return 3 if mask & _WHEEL_BITS == _WHEEL_BITS else -1


def _top(mask, n, skip=()):
    out = []
    for r in range(12, -1, -1):
        if mask >> r & 1 and r not in skip:
            out.append(r)
            if len(out) == n:
                break
    return tuple(out)


def _score(counts, flush_mask):
    """(category, tie-break ranks) of the best five of 5 to 7 cards given by rank counts and,
    with five or more of a suit, that suit's ranks (then no full house or quads can exist)."""
    if flush_mask:
        top = _straight_top(flush_mask)
        return (8, (top,)) if top >= 0 else (5, _top(flush_mask, 5))
    mask = 0
    groups = {1: [], 2: [], 3: [], 4: []}
    for r in range(12, -1, -1):
        if counts[r]:
            mask |= 1 << r
            groups[counts[r]].append(r)
    quads, trips, pairs = groups[4], groups[3], groups[2]
    if quads:
        return (7, (quads[0],) + _top(mask, 1, (quads[0],)))
    if trips and (len(trips) > 1 or pairs):
        return (6, (trips[0], max(trips[1:] + pairs)))
    top = _straight_top(mask)
    if top >= 0:
        return (4, (top,))
    if trips:
        return (3, (trips[0],) + _top(mask, 2, (trips[0],)))
    if len(pairs) >= 2:
        return (2, (pairs[0], pairs[1]) + _top(mask, 1, (pairs[0], pairs[1])))
    if pairs:
        return (1, (pairs[0],) + _top(mask, 3, (pairs[0],)))
    return (0, _top(mask, 5))


def _dense_ranks():
    """Every five-card score's rank: its category << 12 | its place within the category from 1,
    as engine/tables/build_tables.cpp numbers them."""
    scores = set()
    for combo in itertools.combinations_with_replacement(range(13), 5):
        counts = [0] * 13
        for r in combo:
            counts[r] += 1
        if max(counts) <= 4:
            scores.add(_score(counts, 0))
    for ranks in itertools.combinations(range(13), 5):
        scores.add(_score(None, sum(1 << r for r in ranks)))
    table, within, last = {}, 0, -1
    for s in sorted(scores):
        within = within + 1 if s[0] == last else 1
        last = s[0]
        table[s] = s[0] << _CATEGORY_SHIFT | within
    return table


_RANK_OF = _dense_ranks()


def _parts(cards):
    counts = [0] * 13
    suits = [0, 0, 0, 0]
    for c in cards:
        counts[c >> 2] += 1
        suits[c & 3] |= 1 << (c >> 2)
    flush = 0
    for s in suits:
        if bin(s).count("1") >= 5:
            flush = s
    return counts, flush


def _high(cards):
    counts, flush = _parts(cards)
    return _RANK_OF[_score(counts, flush)]


def _category(rank):
    return rank >> _CATEGORY_SHIFT


_WHEEL = 4 << _CATEGORY_SHIFT | 1
_WHEEL_FLUSH = 8 << _CATEGORY_SHIFT | 1
_ACE_SIX_HIGH = 0 << _CATEGORY_SHIFT | 785
_ACE_SIX_FLUSH = 5 << _CATEGORY_SHIFT | 785


def _deuce_to_seven(five):
    high = _high(five)
    doubled = 2 * high
    if high == _WHEEL:
        doubled = 2 * _ACE_SIX_HIGH - 1
    elif high == _WHEEL_FLUSH:
        doubled = 2 * _ACE_SIX_FLUSH - 1
    return (1 << 17) - doubled


def _short_deck(cards):
    standard = _high(cards)
    counts, flush = _parts(cards)
    ranks = sum(1 << r for r in range(13) if counts[r])
    low_run = 1 << 12 | 1 << 4 | 1 << 5 | 1 << 6 | 1 << 7
    rank, category = standard, _category(standard)
    if flush & low_run == low_run and category < 8:
        rank = _WHEEL_FLUSH
    elif ranks & low_run == low_run and category < 4:
        rank = _WHEEL
    category = {5: 6, 6: 5}.get(_category(rank), _category(rank))
    return category << _CATEGORY_SHIFT | rank & ((1 << _CATEGORY_SHIFT) - 1)


def _ace_to_five(cards):
    kind_shift, top = 20, 1 << 24
    ranks = 0
    for c in cards:
        ranks |= 1 << ((c >> 2) + 1) % 13
    if bin(ranks).count("1") >= 5:
        badness = 0
        for k in range(5):
            bit = (ranks & -ranks).bit_length() - 1
            ranks &= ranks - 1
            badness |= (bit + 1) << (kind_shift - 4 * (5 - k))
        return top - badness
    count = [0] * 14
    for c in cards:
        count[((c >> 2) + 1) % 13 + 1] += 1
    taken, left = [0] * 14, 5
    for copy in range(1, 5):
        for r in range(1, 14):
            if left > 0 and count[r] >= copy:
                taken[r] += 1
                left -= 1
    badness, shift, groups = 0, kind_shift - 4, []
    for size in range(4, 0, -1):
        for r in range(13, 0, -1):
            if taken[r] == size:
                groups.append(size)
                badness |= r << shift
                shift -= 4
    first, second = groups[0], groups[1] if len(groups) > 1 else 0
    kind = {4: 5, 3: 4 if second == 2 else 3, 2: 2 if second == 2 else 1}.get(first, 0)
    return top - (badness | kind << kind_shift)


def _badugi_keys():
    keys = [0]
    for size in range(1, 5):
        for ranks in itertools.combinations(range(13), size):
            keys.append(size << 13 | 0x1FFF - sum(1 << r for r in ranks))
    keys.sort()
    return {k: i for i, k in enumerate(keys)}


_BADUGI_RANK = _badugi_keys()


def _badugi(four):
    best = 0
    for n in range(1, 5):
        for subset in itertools.combinations(four, n):
            ranks = suits = 0
            for c in subset:
                rb, sb = 1 << ((c >> 2) + 1) % 13, 1 << (c & 3)
                if ranks & rb or suits & sb:
                    break
                ranks, suits = ranks | rb, suits | sb
            else:
                best = max(best, n << 13 | 0x1FFF - ranks)
    return _BADUGI_RANK[best]


def _low_bit(c):
    aces_low = ((c >> 2) + 1) % 13
    return 1 << aces_low if aces_low <= 7 else 0


def _distinct_low_bits(cards):
    mask = 0
    for c in cards:
        bit = _low_bit(c)
        if bit == 0 or mask & bit:
            return 0
        mask |= bit
    return mask


def _best_low(cards):
    mask = 0
    for c in cards:
        mask |= _low_bit(c)
    if bin(mask).count("1") < 5:
        return 0
    while bin(mask).count("1") > 5:
        mask &= ~(1 << (mask.bit_length() - 1))
    return 256 - mask


def _omaha(hole, board):
    return max(_high(list(h) + list(b)) for h in itertools.combinations(hole, 2)
               for b in itertools.combinations(board, 3))


def _omaha_low(hole, board):
    pairs = [m for m in (_distinct_low_bits(h) for h in itertools.combinations(hole, 2)) if m]
    triples = [m for m in (_distinct_low_bits(b) for b in itertools.combinations(board, 3)) if m]
    return max([256 - (p | t) for p in pairs for t in triples if not p & t], default=0)


# The ranking table's showdown evaluators (engine/ranking.cpp), unchecked: (high, low).
RANKERS = {
    "high": (lambda h, b: _high(h + b), lambda h, b: _best_low(h + b)),
    "2-7-low": (lambda h, b: _deuce_to_seven(h), None),
    "badugi": (lambda h, b: _badugi(h), None),
    "omaha": (_omaha, _omaha_low),
    "a-5-low": (lambda h, b: _ace_to_five(h + b), None),
    "short-deck": (lambda h, b: _short_deck(h + b), None),
}


def check(cards, least, most, what):
    if not least <= len(cards) <= most:
        raise ValueError("arena_eval: %s takes %d to %d cards, got %d" % (what, least, most, len(cards)))
    if any(not 0 <= c < 52 for c in cards) or len(set(cards)) != len(cards):
        raise ValueError("arena_eval: an unknown or repeated card in " + what)


def high(cards):
    check(cards, 5, 7, "high")
    return _high(cards)


def omaha(hole, board):
    check(hole, 2, 5, "omaha's hole")
    check(board, 3, 5, "omaha's board")
    check(hole + board, 5, 10, "omaha")
    return _omaha(hole, board)


def deuce_to_seven(five):
    check(five, 5, 5, "deuce_to_seven")
    return _deuce_to_seven(five)


def ace_to_five(cards):
    check(cards, 5, 8, "ace_to_five")
    return _ace_to_five(cards)


def badugi(four):
    check(four, 4, 4, "badugi")
    return _badugi(four)


def short_deck(cards):
    check(cards, 5, 7, "short_deck")
    return _short_deck(cards)


def eight_or_better(cards):
    check(cards, 5, 8, "eight_or_better")
    return _best_low(cards)


def omaha_eight_or_better(hole, board):
    omaha(hole, board)
    return _omaha_low(hole, board)


def evaluate7(seven):
    return _high(seven)


def category_name(rank, short_deck_order=False):
    category = _category(rank)
    if short_deck_order:
        category = {5: 6, 6: 5}.get(category, category)
    return ["high card", "one pair", "two pair", "three of a kind", "straight", "flush",
            "full house", "four of a kind", "straight flush"][category]


def game_rank(variant, hole, board):
    cards_at_showdown, board_cards, _, _, ranking = GAMES[variant]
    check(hole + board, 1, 10, "a game's hand")
    if ranking in ("2-7-low", "badugi"):
        if board:
            raise ValueError("arena_eval: %s has no board" % ranking)
        return (deuce_to_seven if ranking == "2-7-low" else badugi)(hole)
    if ranking == "omaha":
        return omaha(hole, board)
    if ranking == "a-5-low":
        return ace_to_five(hole + board)
    return (short_deck if ranking == "short-deck" else high)(hole + board)


def game_low(variant, hole, board):
    game_rank(variant, hole, board)
    _, _, hi_lo, _, ranking = GAMES[variant]
    low = RANKERS[ranking][1]
    return low(hole, board) if hi_lo and low else 0
