# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The search space of the SGEMM kernel (bench/kernels/sgemm.cu).

A Config is one kernel instance: tile parameters (the kernel's -D macros) and
plugin knob settings (-mllvm flags; None means "plugin default", no flag).
"""

import dataclasses
import itertools
import json
import random

from . import knobs as knobs_mod

# Tile parameters: field name -> (macro, default, search domain). The kernel's
# defaults (sgemm.cu) must match DEFAULTS; a test checks that.
TILE_PARAMS = {
    "bm": ("SGEMM_BM", 128, (16, 32, 64, 128, 256)),
    "bn": ("SGEMM_BN", 128, (16, 32, 64, 128, 256)),
    "bk": ("SGEMM_BK", 16, (8, 16, 32)),
    "tm": ("SGEMM_TM", 8, (1, 2, 4, 8, 16)),
    "tn": ("SGEMM_TN", 8, (1, 2, 4, 8, 16)),
    "pad": ("SGEMM_PAD", 4, (0, 1, 4)),
    "vec": ("SGEMM_VEC", 1, (0, 1)),
    "stages": ("SGEMM_STAGES", 2, (1, 2, 3, 4)),
    "wtr": ("SGEMM_WTR", 0, (0, 2, 8)),
    "minb": ("SGEMM_MINB", 1, (1, 2)),
    # Split-K only pays where M*N gives too few blocks (tall K): searched
    # when asked (--set splitk=1,2,4,8), not by default.
    "splitk": ("SGEMM_SPLITK", 1, (1,)),
    # Stream-K workers (0: off; else e.g. the SM count): pays where the last
    # wave of tiles leaves SMs idle; searched when asked (--set streamk=0,132).
    "streamk": ("SGEMM_STREAMK", 0, (0,)),
    # Register sets of fragments (2: double buffered across the barrier).
    "frags": ("SGEMM_FRAGS", 1, (1,)),
}
TILE_FIELDS = tuple(TILE_PARAMS)
# Parameters that appear in keys and -D flags only away from their default,
# with their key suffix.
OPTIONAL_FIELDS = {"splitk": "sk", "streamk": "skw", "frags": "fr"}
DEFAULT_TILE = {f: v[1] for f, v in TILE_PARAMS.items()}
SIZES = (256, 1024, 4096)


@dataclasses.dataclass(frozen=True)
class Config:
    bm: int
    bn: int
    bk: int
    tm: int
    tn: int
    pad: int
    vec: int
    stages: int
    wtr: int
    minb: int
    splitk: int = 1
    streamk: int = 0
    frags: int = 1
    # Sorted (knob name, value) pairs; only knobs set away from the default.
    knobs: tuple = ()

    @classmethod
    def make(cls, knobs=None, **tile):
        params = dict(DEFAULT_TILE)
        unknown = set(tile) - set(TILE_FIELDS)
        if unknown:
            raise ValueError("unknown tile parameter(s): %s" % ", ".join(sorted(unknown)))
        params.update(tile)
        kn = tuple(sorted((k, str(v)) for k, v in (knobs or {}).items() if v is not None))
        return cls(knobs=kn, **params)

    @property
    def threads(self):
        """Threads per block, derived: (BM/TM) * (BN/TN)."""
        if self.tm <= 0 or self.tn <= 0:
            return 0
        return (self.bm // self.tm) * (self.bn // self.tn)

    def tile(self):
        return {f: getattr(self, f) for f in TILE_FIELDS}

    def knob_dict(self):
        return dict(self.knobs)

    def key(self):
        t = "bm%d_bn%d_bk%d_tm%d_tn%d_pad%d_vec%d_st%d_wtr%d_mb%d" % tuple(
            getattr(self, f) for f in TILE_FIELDS if f not in OPTIONAL_FIELDS)
        # Keys from before split-K and stream-K stay valid.
        for f, suffix in OPTIONAL_FIELDS.items():
            if getattr(self, f) != DEFAULT_TILE[f]:
                t += "_%s%d" % (suffix, getattr(self, f))
        if self.knobs:
            t += "+" + ",".join("%s=%s" % kv for kv in self.knobs)
        return t

    def defines(self):
        # OPTIONAL_FIELDS only away from their defaults (the kernel's).
        return ["-D%s=%d" % (TILE_PARAMS[f][0], getattr(self, f)) for f in TILE_FIELDS
                if f not in OPTIONAL_FIELDS or getattr(self, f) != DEFAULT_TILE[f]]

    def mllvm(self, registry=None):
        return knobs_mod.mllvm_flags(self.knobs, registry)

    def to_json(self):
        d = self.tile()
        d["knobs"] = self.knob_dict()
        return d

    @classmethod
    def from_json(cls, d):
        d = dict(d)
        kn = d.pop("knobs", {})
        return cls.make(knobs=kn, **d)

    @classmethod
    def from_key(cls, key):
        tile_part, _, knob_part = key.partition("+")
        names = {"bm": "bm", "bn": "bn", "bk": "bk", "tm": "tm", "tn": "tn",
                 "pad": "pad", "vec": "vec", "st": "stages", "wtr": "wtr", "mb": "minb",
                 **{suffix: f for f, suffix in OPTIONAL_FIELDS.items()}}
        tile = {}
        for item in tile_part.split("_"):
            prefix = item.rstrip("0123456789")
            tile[names[prefix]] = int(item[len(prefix):])
        kn = dict(kv.split("=", 1) for kv in knob_part.split(",")) if knob_part else {}
        return cls.make(knobs=kn, **tile)


DEFAULT = Config.make()


class Space:
    """Cartesian product of tile domains and knob domains (None = default)."""

    def __init__(self, tile_domains=None, knob_domains=None):
        self.tile_domains = {f: tuple(TILE_PARAMS[f][2]) for f in TILE_FIELDS}
        self.tile_domains.update(tile_domains or {})
        self.knob_domains = dict(knob_domains or {})

    def size(self):
        n = 1
        for d in self.tile_domains.values():
            n *= len(d)
        for d in self.knob_domains.values():
            n *= len(d) + 1
        return n

    def tile_size(self):
        n = 1
        for d in self.tile_domains.values():
            n *= len(d)
        return n

    def tiles(self):
        """Every tile configuration (knobs at default), canonical ones once."""
        seen = set()
        for vals in itertools.product(*(self.tile_domains[f] for f in TILE_FIELDS)):
            cfg = canonical(Config.make(**dict(zip(TILE_FIELDS, vals))))
            if cfg not in seen:
                seen.add(cfg)
                yield cfg

    def all(self):
        knames = sorted(self.knob_domains)
        kvals = [(None,) + tuple(self.knob_domains[k]) for k in knames]
        for cfg in self.tiles():
            for kv in itertools.product(*kvals):
                yield canonical(dataclasses.replace(
                    cfg, knobs=tuple((k, str(v)) for k, v in zip(knames, kv) if v is not None)))

    def sample(self, rng, knob_p=0.1):
        """A random configuration: tile values uniform; each knob away from
        the plugin default with probability knob_p (tiles matter most)."""
        tile = {f: rng.choice(self.tile_domains[f]) for f in TILE_FIELDS}
        kn = {}
        for k in sorted(self.knob_domains):
            if rng.random() < knob_p:
                kn[k] = rng.choice(tuple(self.knob_domains[k]))
        return canonical(Config.make(knobs=kn, **tile))

    def knob_variants(self, cfg):
        """cfg with one knob changed at a time (one-at-a-time sweep): every
        knob's first alternative, then every knob's second, and so on."""
        out = []
        depth = max((len(v) for v in self.knob_domains.values()), default=0)
        for i in range(depth):
            for k in sorted(self.knob_domains):
                values = self.knob_domains[k]
                if i >= len(values):
                    continue
                kn = cfg.knob_dict()
                if kn.get(k) == str(values[i]):
                    continue
                kn[k] = values[i]
                c = canonical(Config.make(knobs=kn, **cfg.tile()))
                if c != cfg and c not in out:
                    out.append(c)
        return out

    def neighbours(self, cfg):
        """Tile configurations one domain step away in one parameter."""
        out = []
        for f in TILE_FIELDS:
            dom = list(self.tile_domains[f])
            cur = getattr(cfg, f)
            if cur not in dom:
                continue
            i = dom.index(cur)
            for j in (i - 1, i + 1):
                if 0 <= j < len(dom):
                    out.append(canonical(dataclasses.replace(cfg, **{f: dom[j]})))
        return out


def canonical(cfg):
    """Drops settings that cannot matter, so equivalent configurations share
    one key: a dependent knob whose parent is off, and an explicit warp shape
    equal to the one the kernel picks by itself."""
    from . import validate
    if cfg.wtr and cfg.tm > 0 and cfg.tn > 0:
        rows, cols = cfg.bm // cfg.tm, cfg.bn // cfg.tn
        auto = validate.pick_warp_rows(rows, cols, 0)
        if cfg.wtr > 0 and validate.pick_warp_rows(rows, cols, cfg.wtr) == auto:
            cfg = dataclasses.replace(cfg, wtr=0)
    kn = cfg.knob_dict()
    for name, spec in knobs_mod.KNOBS.items():
        if name in kn and spec.requires:
            parent, off = spec.requires
            if kn.get(parent) == off:
                del kn[name]
    return dataclasses.replace(cfg, knobs=tuple(sorted(kn.items())))


def parse_assignments(items):
    """["bm=64,128", "sched=full"] -> {"bm": (64, 128), "sched": ("full",)}"""
    out = {}
    for item in items or ():
        name, sep, vals = item.partition("=")
        if not sep:
            raise ValueError("expected NAME=V1,V2,...: %r" % item)
        name = name.strip()
        vs = [v.strip() for v in vals.split(",") if v.strip()]
        if name in TILE_PARAMS:
            out[name] = tuple(int(v) for v in vs)
        elif name in knobs_mod.KNOBS:
            out[name] = tuple(vs)
        else:
            raise ValueError("unknown parameter %r (tile: %s; knobs: %s)" % (
                name, ", ".join(TILE_FIELDS), ", ".join(knobs_mod.KNOBS)))
    return out


def dumps(cfg):
    return json.dumps(cfg.to_json(), sort_keys=True)


def rng_for(seed):
    return random.Random(seed)
