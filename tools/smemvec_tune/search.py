# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Search strategies.

Host side (choose what to compile): exhaustive when the valid space fits the
budget; otherwise the default configuration, a one-knob-at-a-time sweep of
the plugin knobs on a few anchor tiles, the neighbours of the best results a
previous device round stored (so repeated rounds halve towards the best),
and random samples of the whole space for the rest.

Device side (choose what to time longer): successive halving. Every
candidate is timed with a few repetitions; the faster half is timed again
with twice as many, and so on until a handful remain, which get the final,
long measurement.
"""

import statistics

from . import outcome as oc
from . import space as sp
from . import validate as va

# Tiles compiled first (and whose knob variants are compiled when the plugin
# has knobs): the kernel's default and shapes that usually do well, from
# large register-blocked tiles for big problems to small ones that fill the
# GPU's 132 SMs at 256^3. Random samples of the whole space follow.
_M = sp.Config.make
ANCHORS = (
    sp.DEFAULT,
    _M(minb=2),
    _M(bk=8),
    _M(bk=8, minb=2),
    _M(bm=128, bn=64, bk=16, tm=8, tn=8),
    _M(bm=64, bn=128, bk=16, tm=8, tn=4),
    _M(bm=128, bn=128, bk=16, tm=16, tn=8),
    _M(bm=256, bn=128, bk=8, tm=16, tn=8),
    _M(bm=64, bn=64, bk=16, tm=4, tn=4),
    _M(bm=64, bn=64, bk=16, tm=8, tn=8),
    _M(bm=64, bn=64, bk=32, tm=4, tn=4, stages=1),
    _M(bm=32, bn=64, bk=32, tm=4, tn=4),
    _M(bm=32, bn=32, bk=32, tm=2, tn=2),
    _M(bm=32, bn=32, bk=16, tm=4, tn=4),
    _M(bm=32, bn=32, bk=32, tm=2, tn=4),
    _M(bm=16, bn=64, bk=16, tm=2, tn=4),
    _M(bm=32, bn=16, bk=32, tm=4, tn=2),
    _M(bm=16, bn=32, bk=32, tm=2, tn=4),
    _M(bm=16, bn=16, bk=32, tm=2, tn=4),
)
# Anchors whose plugin-knob variants are compiled in a first round: one per
# problem-size class.
KNOB_ANCHORS = (
    sp.DEFAULT,
    _M(bm=128, bn=64, bk=16, tm=8, tn=8),
    _M(bm=64, bn=64, bk=16, tm=4, tn=4),
    _M(bm=32, bn=32, bk=32, tm=2, tn=2),
    _M(bm=16, bn=64, bk=16, tm=2, tn=4),
)


class Selection:
    """What the host step decided, config by config (never silently dropped)."""

    def __init__(self):
        self.candidates = []   # valid Configs, in priority order
        self.skipped = []      # (Config, ConfigError)
        self._seen = set()

    def offer(self, cfg, limits, registry, sizes, budget):
        """Validates cfg; returns True if it was taken as a candidate."""
        if cfg in self._seen:
            return False
        self._seen.add(cfg)
        err = va.reason_of(cfg, limits, registry)
        if err is None and not va.valid_sizes(cfg, sizes):
            try:
                va.check_size(cfg, max(sizes))
            except va.ConfigError as e:
                err = e
        if err is not None:
            self.skipped.append((cfg, err))
            return False
        if len(self.candidates) >= budget:
            self._seen.discard(cfg)
            return False
        self.candidates.append(cfg)
        return True

    def outcomes(self):
        out = [oc.Outcome(oc.SKIPPED, e.reason, e.detail) for _, e in self.skipped]
        return out + [oc.Outcome(oc.COMPILED, "", "") for _ in self.candidates]


def count_valid(space, limits, registry, sizes, cap):
    """Number of valid configurations, or None once it exceeds cap."""
    n = 0
    for cfg in space.all():
        if va.reason_of(cfg, limits, registry) is None and va.valid_sizes(cfg, sizes):
            n += 1
            if n > cap:
                return None
    return n


def select(space, registry, budget, rng, sizes=sp.SIZES, limits=va.H200,
           previous_best=(), strategy="auto", knob_share=0.35, max_draws=None):
    """-> Selection with at most `budget` candidates."""
    sel = Selection()
    if strategy == "exhaustive" or (strategy == "auto" and space.size() <= 200000
                                    and count_valid(space, limits, registry, sizes, budget) is not None):
        for cfg in space.all():
            sel.offer(cfg, limits, registry, sizes, budget)
        sel.strategy = "exhaustive"
        return sel
    sel.strategy = "sampled"
    sel.offer(sp.DEFAULT, limits, registry, sizes, budget)
    # Refinement: neighbours and knob variants of what was best last round.
    for cfg in previous_best:
        sel.offer(cfg, limits, registry, sizes, budget)
        for n in space.knob_variants(cfg) + space.neighbours(cfg):
            sel.offer(n, limits, registry, sizes, budget)
    # Tiles first, then the knob sweep on a few anchors of different sizes,
    # one knob value at a time across all of them (so a short budget still
    # sees every knob), up to knob_share of the budget.
    for anchor in ANCHORS:
        sel.offer(anchor, limits, registry, sizes, budget)
    knob_budget = min(budget, len(sel.candidates) + int(budget * knob_share))
    sweeps = [space.knob_variants(a) for a in KNOB_ANCHORS]
    for i in range(max((len(v) for v in sweeps), default=0)):
        for variants in sweeps:
            if i < len(variants):
                sel.offer(variants[i], limits, registry, sizes, knob_budget)
    # Random samples of the whole space for the rest.
    draws = 0
    max_draws = max_draws or budget * 200
    while len(sel.candidates) < budget and draws < max_draws:
        draws += 1
        sel.offer(space.sample(rng), limits, registry, sizes, budget)
    return sel


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
