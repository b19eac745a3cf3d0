#!/usr/bin/env python3
"""The Python SDK's evaluator (arena_bot.arena_eval) from Python, on one core: seven-card
evaluations a second one hand a call (evaluate7) and many hands a call (evaluate7_batch), with
the native module and in the pure-Python fallback, then Monte Carlo equity. CPU time of this
process (the machine is shared). Run from the source tree; ARENA_EVAL_NATIVE=build-release/lib
picks the Release build's module. bench/README.md has the figures."""
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "sdk", "python"))
from arena_bot import arena_eval as ae  # noqa: E402
from arena_bot import eval_pure  # noqa: E402


def random_sevens(n, seed=44):
    rng = random.Random(seed)
    return [rng.sample(range(52), 7) for _ in range(n)]


def rate(name, count, seconds, checksum):
    print("%-34s %10.0f evals/s  (%.0f ns each; checksum %d)" % (name, count / seconds,
                                                                  seconds / count * 1e9, checksum))


def timed(f):
    start = time.process_time()
    result = f()
    return time.process_time() - start, result


def main():
    print("native module:", "yes" if ae.NATIVE else "no (the pure-Python fallback)")
    hands = random_sevens(200_000)
    batch = bytes(c for h in hands for c in h) * 5  # a million hands, one call
    if ae.NATIVE:
        native = ae._native  # the module's own call, without the SDK's card conversion
        s, total = timed(lambda: sum(native.evaluate7(h) for h in hands))
        rate("native evaluate7, one a call", len(hands), s, total)
        s, total = timed(lambda: sum(ae.evaluate7(h) for h in hands))
        rate("arena_eval.evaluate7, one a call", len(hands), s, total)
        s, ranks = timed(lambda: ae.evaluate7_batch(batch))
        rate("arena_eval.evaluate7_batch (1 M)", len(batch) // 7, s, sum(ranks[:200_000]))
    few = hands[:20_000]
    s, total = timed(lambda: sum(eval_pure.evaluate7(h) for h in few))
    rate("pure Python evaluate7", len(few), s, total)
    for variant, hole, samples in (("holdem", "AsAh", 100_000), ("omaha-8", "AsAh2c3d", 20_000),
                                   ("razz", "As2c3d", 100_000)):
        if not ae.NATIVE:
            samples //= 100
        s, e = timed(lambda: ae.equity(variant, hole, "", [None], samples=samples, exact_limit=0))
        print("equity %-8s %-9s vs any, %6d samples: %7.1f ms, share %.4f" % (
            variant, hole, samples, s * 1e3, e.share))


if __name__ == "__main__":
    main()
