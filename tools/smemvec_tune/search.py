# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The device step's search: successive halving. Every candidate is timed
with a few repetitions; the faster half is timed again with twice as many,
and so on until a handful remain, which get the final, long measurement.
(What to compile is the host step's choice: spechost.select, the whole
valid space or a sample of it within the budget.)
"""

import statistics


def successive_halving(candidates, measure, base_reps=3, keep=3, max_rounds=6, on_round=None):
    """candidates: list of ids. measure(id, reps) -> list of times or None
    (None: it failed; the caller recorded why). Returns {id: (median, reps,
    round)} for every candidate that was measured at least once; survivors of
    the last round carry the longest measurement."""
    alive = list(candidates)
    best = {}
    reps = base_reps
    for rnd in range(max_rounds):
        scored = []
        for c in alive:
            times = measure(c, reps)
            if not times:
                continue
            med = statistics.median(times)
            best[c] = (med, len(times), rnd)
            scored.append((med, c))
        scored.sort()
        if on_round:
            on_round(rnd, reps, len(scored))
        if len(scored) <= keep:
            break
        alive = [c for _, c in scored[:max(keep, len(scored) // 2)]]
        reps *= 2
    return best
