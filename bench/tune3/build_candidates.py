#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Host side of the issue-14 item-3 runs: compiles a candidate set of SGEMM
configurations (clang + plugin -> PTX, the tuner's one clang command line),
assembles each with `ptxas -v -arch=sm_90` here (the cubin travels, so the
GPU machine needs no ptxas time), drops those that spill or that no shape
can use (the physical pre-filter), and writes OUTDIR/candidates.json +
OUTDIR/<key>.cubin for bench/tune3/device_run.py.

    python3 bench/tune3/build_candidates.py OUTDIR [--jobs 2] [--set round1]
    python3 bench/tune3/build_candidates.py --list [--set round1]   # configs only
    python3 bench/tune3/build_candidates.py OUTDIR --refine ROUND1.json
"""
import argparse
import concurrent.futures as cf
import json
import os
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))
from smemvec_tools import gpu, toolchain  # noqa: E402
from smemvec_tune import hostcompile, space as sp, validate as va  # noqa: E402

SHAPES = [(1024, 1024, 1024), (4096, 4096, 4096), (4096, 4096, 256), (256, 256, 8192)]


def _t(bm, bn, bk, tm, tn, **kw):
    return dict(bm=bm, bn=bn, bk=bk, tm=tm, tn=tn, **kw)


# Round 1: the last run's winners, then larger tiles (dynamic shared
# memory), cp.async stages, and split-K for the tall-K shape.
ROUND1 = [
    # previous winners (2026-11-30-h200-tune.md)
    _t(128, 64, 16, 8, 4), _t(256, 128, 8, 16, 8), _t(32, 32, 32, 2, 4),
    _t(64, 128, 16, 8, 4), _t(128, 128, 8, 8, 8), _t(128, 128, 16, 8, 8),
    # > 48 KiB: BK=16/32 with the 4096^3 tiles
    _t(256, 128, 16, 16, 8), _t(128, 256, 16, 8, 16), _t(128, 128, 32, 8, 8),
    _t(256, 128, 32, 16, 8),
    # cp.async stages
    _t(256, 128, 8, 16, 8, stages=3), _t(256, 128, 8, 16, 8, stages=4),
    _t(256, 128, 16, 16, 8, stages=3), _t(256, 128, 16, 16, 8, stages=4),
    _t(128, 256, 16, 8, 16, stages=3), _t(128, 256, 8, 8, 16, stages=4),
    _t(128, 128, 16, 8, 8, stages=3), _t(128, 128, 16, 8, 8, stages=4),
    _t(128, 128, 8, 8, 8, stages=4), _t(128, 128, 32, 8, 8, stages=3),
    _t(128, 64, 16, 8, 4, stages=3), _t(128, 64, 16, 8, 4, stages=4),
    _t(64, 128, 16, 8, 4, stages=3), _t(128, 64, 32, 8, 4, stages=3),
    _t(64, 64, 16, 4, 4, stages=3), _t(64, 64, 32, 4, 4, stages=3),
    _t(256, 64, 16, 16, 4, stages=3), _t(64, 256, 16, 4, 16, stages=3),
    # split-K for 256x256x8192 (and 1024^3 with fewer blocks than SMs)
    _t(32, 32, 32, 2, 4, splitk=4), _t(32, 32, 32, 2, 4, splitk=8), _t(32, 32, 32, 2, 4, splitk=16),
    _t(64, 64, 16, 4, 4, splitk=8), _t(64, 64, 16, 4, 4, splitk=16), _t(64, 64, 16, 4, 4, splitk=32),
    _t(64, 64, 32, 4, 4, stages=3, splitk=8), _t(64, 64, 32, 4, 4, stages=3, splitk=16),
    _t(64, 64, 16, 4, 4, stages=4, splitk=16), _t(64, 64, 16, 8, 4, splitk=16),
    _t(64, 128, 16, 8, 4, splitk=16), _t(128, 64, 16, 8, 4, splitk=8),
    _t(128, 128, 16, 8, 8, splitk=16), _t(128, 128, 16, 8, 8, stages=3, splitk=32),
    _t(32, 64, 32, 4, 4, splitk=16), _t(64, 32, 32, 4, 4, splitk=16),
    _t(128, 64, 16, 8, 4, splitk=2), _t(128, 64, 16, 8, 4, stages=3, splitk=2),
    # warp shape, padding, registers and the scheduler knob on the big tiles
    _t(256, 128, 8, 16, 8, wtr=8), _t(256, 128, 8, 16, 8, wtr=2), _t(256, 128, 8, 16, 8, pad=8),
    _t(256, 128, 8, 16, 8, stages=3, wtr=8), _t(256, 128, 16, 16, 8, stages=3, wtr=8),
    _t(256, 128, 16, 16, 8, stages=3, pad=8), _t(256, 128, 16, 16, 8, stages=4, wtr=8),
    _t(128, 256, 16, 8, 16, stages=3, wtr=2), _t(128, 256, 16, 8, 16, stages=4),
    _t(128, 128, 16, 8, 8, stages=3, minb=2), _t(128, 128, 8, 8, 8, stages=3, minb=2),
    _t(256, 128, 8, 16, 8, knobs={"sched": "full"}), _t(256, 128, 16, 16, 8, stages=3, knobs={"sched": "full"}),
    _t(256, 128, 16, 16, 8, stages=4, knobs={"sched": "full"}), _t(256, 128, 8, 16, 8, stages=4, knobs={"sched": "full"}),
    _t(128, 64, 16, 8, 4, knobs={"sched": "full"}), _t(128, 64, 16, 8, 4, stages=3, knobs={"sched": "full"}),
    _t(256, 256, 16, 16, 16, stages=2), _t(256, 256, 8, 16, 16, stages=3),
    # deeper pipelines and more shapes of the 4096^3 tiles
    _t(256, 128, 8, 16, 8, stages=5), _t(256, 128, 8, 16, 8, stages=6), _t(256, 128, 16, 16, 8, stages=5),
    _t(128, 256, 8, 8, 16, stages=3), _t(128, 256, 8, 8, 16), _t(128, 256, 16, 8, 16, stages=5),
    _t(128, 128, 8, 8, 8, stages=3), _t(128, 128, 16, 8, 8, stages=5), _t(128, 128, 32, 8, 8, stages=4),
    _t(256, 128, 8, 16, 8, stages=4, wtr=8), _t(256, 128, 8, 16, 8, stages=3, pad=8),
    _t(256, 64, 8, 16, 4, stages=4), _t(64, 256, 8, 4, 16, stages=4),
    # split-K with cp.async and more slices
    _t(32, 32, 32, 2, 4, stages=3, splitk=8), _t(32, 32, 32, 2, 4, stages=3, splitk=16),
    _t(64, 64, 16, 4, 4, stages=3, splitk=16), _t(64, 64, 16, 4, 4, stages=3, splitk=32),
    _t(64, 64, 8, 4, 4, splitk=32), _t(32, 64, 16, 2, 4, splitk=16), _t(64, 32, 16, 4, 2, splitk=16),
    _t(64, 64, 16, 4, 4, splitk=64),
]
# Round 3: stream-K (132 workers = the H200's SMs, 264 with two blocks per
# SM) on the tiles that won each shape, beside those winners without it.
ROUND3 = [
    _t(128, 256, 16, 8, 16), _t(128, 256, 16, 8, 16, splitk=2), _t(128, 256, 16, 8, 16, wtr=2),
    _t(128, 64, 16, 8, 4, minb=2, knobs={"sched": "full"}), _t(128, 128, 16, 8, 8, splitk=32),
    _t(128, 256, 16, 8, 16, streamk=132), _t(128, 256, 16, 8, 16, wtr=8, streamk=132),
    _t(128, 256, 16, 8, 16, wtr=2, streamk=132), _t(128, 256, 16, 8, 16, streamk=132, knobs={"sched": "full"}),
    _t(128, 256, 8, 8, 16, streamk=132), _t(128, 256, 16, 8, 16, stages=3, streamk=132),
    _t(256, 128, 8, 16, 8, streamk=132), _t(256, 128, 16, 16, 8, streamk=132),
    _t(128, 128, 16, 8, 8, streamk=132), _t(128, 128, 16, 8, 8, minb=2, streamk=264),
    _t(128, 128, 8, 8, 8, minb=2, streamk=264), _t(128, 64, 16, 8, 4, streamk=132),
    _t(128, 64, 16, 8, 4, minb=2, streamk=264), _t(64, 64, 16, 4, 4, streamk=132),
    _t(64, 64, 16, 4, 4, minb=2, streamk=264),
]
# Round 5: fragments double buffered in registers (SGEMM_FRAGS=2: no idle
# wait for the first shared load after each barrier).
ROUND5 = [
    _t(128, 256, 16, 8, 16), _t(128, 256, 16, 8, 16, wtr=2),
    _t(128, 256, 16, 8, 16, frags=2), _t(128, 256, 16, 8, 16, frags=2, wtr=2),
    _t(128, 256, 16, 8, 16, frags=2, wtr=8), _t(128, 256, 16, 8, 16, frags=2, pad=0),
    _t(128, 256, 16, 8, 16, frags=2, knobs={"sched": "full"}), _t(128, 256, 16, 8, 16, frags=2, splitk=2),
    _t(128, 256, 16, 8, 16, frags=2, streamk=132), _t(128, 256, 8, 8, 16, frags=2),
    _t(256, 128, 8, 16, 8, frags=2), _t(256, 128, 8, 16, 8), _t(256, 128, 16, 16, 8, frags=2),
    _t(128, 128, 16, 8, 8, frags=2), _t(128, 128, 16, 8, 8, frags=2, splitk=32),
    _t(128, 128, 16, 8, 8, splitk=32), _t(128, 128, 8, 8, 8, frags=2),
    _t(128, 64, 16, 8, 4, minb=2, knobs={"sched": "full"}),
    _t(128, 64, 16, 8, 4, minb=2, frags=2, knobs={"sched": "full"}), _t(128, 64, 16, 8, 4, minb=2, frags=2),
    _t(64, 128, 16, 4, 8, minb=2, frags=2), _t(128, 256, 32, 8, 16, frags=2),
]
# Round 6: cp.async with double-buffered fragments (cuBLAS's sm80 SIMT
# kernel for 4096^3: 256x128x8, 3 stages, 4x2 warps of 64x64).
ROUND6 = [
    _t(128, 256, 16, 8, 16), _t(128, 256, 16, 8, 16, wtr=2),
    _t(256, 128, 8, 8, 16, stages=3, frags=2), _t(256, 128, 8, 8, 16, stages=3, frags=2, wtr=8),
    _t(256, 128, 8, 8, 16, stages=4, frags=2), _t(256, 128, 8, 8, 16, stages=4, frags=2, wtr=8),
    _t(256, 128, 8, 8, 16, stages=3, frags=2, wtr=2), _t(256, 128, 8, 8, 16, stages=3),
    _t(256, 128, 8, 16, 8, stages=3, frags=2), _t(256, 128, 8, 16, 8, stages=4, frags=2),
    _t(128, 256, 8, 8, 16, stages=3, frags=2), _t(128, 256, 8, 8, 16, stages=4, frags=2),
    _t(128, 256, 16, 8, 16, stages=3, frags=2), _t(128, 256, 16, 8, 16, stages=4, frags=2),
    _t(256, 128, 16, 8, 16, stages=3, frags=2), _t(256, 128, 16, 16, 8, stages=3, frags=2),
    _t(256, 128, 8, 8, 16, stages=3, frags=2, pad=0), _t(256, 128, 8, 8, 16, stages=5, frags=2),
    _t(256, 128, 8, 8, 16, stages=3, frags=2, knobs={"sched": "full"}),
    _t(128, 128, 8, 8, 8, stages=3, frags=2, minb=2), _t(128, 128, 16, 8, 8, stages=3, frags=2),
    _t(128, 64, 16, 8, 4, minb=2, knobs={"sched": "full"}), _t(128, 64, 16, 8, 4, stages=3, frags=2, minb=2),
    _t(128, 64, 8, 8, 4, stages=4, frags=2, minb=2),
    _t(128, 128, 16, 8, 8, splitk=32), _t(128, 128, 16, 8, 8, stages=3, frags=2, splitk=32),
    _t(128, 256, 16, 8, 16, stages=3, frags=2, streamk=132), _t(256, 128, 8, 8, 16, stages=3, frags=2, splitk=2),
]
# Round 9: what else moves ptxas: plugin knobs, padding, tile transposes.
ROUND9 = [
    _t(128, 256, 16, 8, 16), _t(128, 256, 16, 8, 16, wtr=2),
    _t(128, 256, 16, 8, 16, knobs={"cluster": "0"}), _t(128, 256, 16, 8, 16, knobs={"sched": "off"}),
    _t(128, 256, 16, 8, 16, knobs={"lsv": "0"}), _t(128, 256, 16, 8, 16, knobs={"cluster_window": "128"}),
    _t(128, 256, 16, 8, 16, pad=12), _t(128, 256, 16, 8, 16, pad=20), _t(128, 256, 16, 8, 16, pad=28),
    _t(256, 128, 16, 8, 16), _t(256, 128, 16, 8, 16, wtr=8), _t(128, 256, 16, 16, 8),
    _t(256, 128, 8, 8, 16), _t(256, 128, 8, 8, 16, wtr=8),
    _t(128, 256, 16, 8, 16, wtr=16), _t(128, 256, 16, 8, 16, wtr=1),
    _t(128, 256, 16, 8, 16, knobs={"cluster": "0", "sched": "full"}),
    _t(128, 256, 16, 8, 16, frags=2, knobs={"cluster": "0"}),
]
# The final run (2026-12-01-h200-tune-streamk.md): the best of rounds 1-9
# per shape, each with stream-K and double-buffered fragments beside it.
FINAL = [
    _t(128, 256, 16, 8, 16), _t(128, 256, 16, 8, 16, wtr=2), _t(128, 256, 16, 8, 16, splitk=2),
    _t(128, 256, 16, 8, 16, knobs={"sched": "off"}), _t(128, 256, 16, 8, 16, pad=12),
    _t(128, 256, 16, 8, 16, frags=2), _t(128, 256, 16, 8, 16, wtr=8, frags=2),
    _t(128, 256, 16, 16, 8), _t(256, 128, 8, 16, 8), _t(256, 128, 8, 16, 8, frags=2),
    _t(256, 128, 16, 8, 16, stages=3, frags=2), _t(256, 128, 16, 8, 16, stages=4, frags=2),
    _t(128, 256, 16, 8, 16, stages=3, frags=2),
    _t(128, 256, 16, 8, 16, frags=2, streamk=132), _t(128, 256, 8, 8, 16, streamk=132),
    _t(128, 256, 8, 8, 16, frags=2, streamk=132), _t(128, 64, 16, 8, 4, minb=2, streamk=264),
    _t(128, 64, 16, 8, 4, minb=2, knobs={"sched": "full"}), _t(128, 64, 16, 8, 4, minb=2, frags=2),
    _t(128, 64, 16, 8, 4, minb=2, frags=2, knobs={"sched": "full"}),
    _t(128, 128, 16, 8, 8, splitk=32), _t(128, 128, 16, 8, 8, splitk=32, frags=2),
    _t(64, 64, 16, 4, 4, splitk=16), _t(128, 64, 16, 8, 4, minb=2, frags=2, streamk=264),
    # the 16x8 thread tile of the 128x256 block (first seen in round 9)
    _t(128, 256, 16, 16, 8, wtr=2), _t(128, 256, 16, 16, 8, wtr=8), _t(128, 256, 16, 16, 8, wtr=1),
    _t(128, 256, 16, 16, 8, pad=12), _t(128, 256, 16, 16, 8, frags=2), _t(128, 256, 16, 16, 8, splitk=2),
    _t(128, 256, 16, 16, 8, knobs={"sched": "off"}), _t(128, 256, 16, 16, 8, streamk=132),
    _t(128, 256, 16, 16, 8, stages=3, frags=2),
]
SETS = {"round1": ROUND1, "round3": ROUND3, "round5": ROUND5, "round6": ROUND6, "round9": ROUND9,
        "final": FINAL}
KNOB_VARIANTS = [{}]


def refine(result_path, top=4):
    """Round 2: the `top` fastest of each shape in a device_run result and
    their neighbours (stages, BK, padding, warp shape, blocks per SM, split-K,
    the scheduler knob), as tile dicts."""
    with open(result_path) as f:
        result = json.load(f)
    out = []
    for s in result["shapes"]:
        timed = [(r.get("final_us", r.get("us")), k) for k, r in s.get("results", {}).items()
                 if r.get("status") == "timed" and r.get("us")]
        for _, key in sorted(timed)[:top]:
            cfg = sp.Config.from_key(key)
            t = dict(cfg.tile(), knobs=cfg.knob_dict())
            out.append(t)
            for f, vals in (("stages", (2, 3, 4, 5, 6)), ("bk", (8, 16, 32)), ("pad", (0, 4, 8)),
                            ("wtr", (0, 2, 8)), ("minb", (1, 2)), ("splitk", (1, 2, 4, 8, 16, 32, 64))):
                cur = t[f]
                near = [v for v in vals if v != cur]
                if f in ("stages", "bk", "splitk"):  # one step each way
                    below = [v for v in vals if v < cur][-1:]
                    above = [v for v in vals if v > cur][:1]
                    near = below + above
                for v in near:
                    out.append(dict(t, **{f: v}))
            kn = dict(t["knobs"])
            kn["sched"] = "minimal" if kn.get("sched") == "full" else "full"
            if kn["sched"] == "minimal":
                kn.pop("sched")
            out.append(dict(t, knobs=kn))
    return out


def configs(name, result=None):
    out, seen = [], set()
    # A refinement re-measures the set's cp.async configurations too.
    tiles = refine(result, top=3) + [t for t in SETS[name] if t.get("stages", 2) >= 3] if result else SETS[name]
    for t in tiles:
        t = dict(t)
        own = t.pop("knobs", {})
        for kn in KNOB_VARIANTS:
            base = dict(pad=4, vec=1, stages=2, wtr=0, minb=1, splitk=1, streamk=0, frags=1)
            base.update(t)
            cfg = sp.canonical(sp.Config.make(knobs=dict(kn, **own), **base))
            if cfg in seen:
                continue
            seen.add(cfg)
            err = va.reason_of(cfg)
            shapes = [s for s in SHAPES if _fits(cfg, s)]
            if err or not shapes:
                print("skip %s: %s" % (cfg.key(), err or "no shape divisible"))
                continue
            out.append((cfg, shapes))
    return out


def _fits(cfg, shape):
    try:
        va.check_shape(cfg, *shape)
        return True
    except va.ConfigError:
        return False


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("out", nargs="?")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--set", default="round1", choices=sorted(SETS))
    p.add_argument("--list", action="store_true", help="print the configurations, compile nothing")
    p.add_argument("--max-spill", type=int, default=0, metavar="BYTES",
                   help="keep candidates that spill up to BYTES (stores + loads; default 0)")
    p.add_argument("--refine", metavar="TUNE3_JSON",
                   help="instead of --set: the best of each shape in a device_run result and their neighbours")
    args = p.parse_args(argv)
    cfgs = configs(args.set, args.refine)
    if args.list or not args.out:
        for cfg, shapes in cfgs:
            print(cfg.key(), " ".join("x".join(map(str, s)) for s in shapes))
        print("%d configurations" % len(cfgs))
        return 0
    os.makedirs(args.out, exist_ok=True)
    tc = hostcompile.Toolchain()
    tools = toolchain.find_tools()

    def one(item):
        cfg, shapes = item
        ptx = os.path.join(args.out, cfg.key() + ".ptx")
        import subprocess
        r = subprocess.run(tc.argv(cfg, ptx), capture_output=True, text=True)
        if r.returncode:
            return cfg, shapes, None, "compile: " + r.stderr[-300:]
        # The PTX travels too: the device run reassembles it if the cubin
        # does not load there.
        a = gpu.assemble(ptx, os.path.join(args.out, cfg.key() + ".cubin"), tools=tools, sass=False)
        if not a.ok:
            return cfg, shapes, None, a.error
        res = next(iter(a.resources.values()), {})
        return cfg, shapes, res, None

    kept = []
    with cf.ThreadPoolExecutor(args.jobs) as ex:
        for cfg, shapes, res, err in ex.map(one, cfgs):
            if err:
                print("FAIL %s %s" % (cfg.key(), err))
                continue
            spill = res.get("spill_stores", 0) + res.get("spill_loads", 0)
            ok = spill <= args.max_spill
            print("%s %s regs=%s spill=%d smem=%d" % ("keep" if ok else "drop", cfg.key(), res.get("registers"),
                                                    spill, va.shared_bytes(cfg)), flush=True)
            if ok:
                kept.append({"key": cfg.key(), "params": cfg.to_json(), "threads": cfg.threads,
                             "shapes": [list(s) for s in shapes], "regs": res.get("registers"),
                             "shared_bytes": va.shared_bytes(cfg), "defines": cfg.defines(),
                             "mllvm": cfg.mllvm()})
            else:
                for ext in (".cubin", ".ptx"):
                    os.remove(os.path.join(args.out, cfg.key() + ext))
    kept.sort(key=lambda c: c["key"])
    with open(os.path.join(args.out, "candidates.json"), "w") as f:
        json.dump(kept, f, indent=1)
    print("%d candidates kept of %d" % (len(kept), len(cfgs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
