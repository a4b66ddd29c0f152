#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Host side of the issue-14 item-3 run: compiles a candidate set of SGEMM
configurations (clang + plugin -> PTX), keeps those whose `ptxas -v` shows no
spills and whose registers fit the block (the physical pre-filter), and
writes OUTDIR/candidates.json + OUTDIR/<key>.ptx for bench/tune3/device_run.py.

    python3 bench/tune3/build_candidates.py OUTDIR [--jobs 3]
"""
import concurrent.futures as cf
import json
import os
import re
import subprocess
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))
from smemvec_tune import hostcompile, space as sp, validate as va  # noqa: E402
from smemvec_tools import toolchain  # noqa: E402

C = sp.Config.make
TILES = [
    # previous winners (tune-2026-11-29) and their neighbours
    dict(bm=64, bn=128, bk=16, tm=8, tn=4), dict(bm=256, bn=128, bk=8, tm=16, tn=8),
    dict(bm=128, bn=128, bk=8, tm=8, tn=8), dict(bm=128, bn=128, bk=16, tm=8, tn=8),
    dict(bm=128, bn=256, bk=8, tm=8, tn=16), dict(bm=128, bn=128, bk=16, tm=8, tn=8, minb=2),
    dict(bm=128, bn=64, bk=16, tm=8, tn=4), dict(bm=64, bn=64, bk=16, tm=4, tn=4),
    dict(bm=128, bn=64, bk=8, tm=8, tn=8), dict(bm=64, bn=128, bk=8, tm=4, tn=8),
    dict(bm=256, bn=128, bk=16, tm=16, tn=8), dict(bm=128, bn=256, bk=16, tm=8, tn=16),
    dict(bm=64, bn=64, bk=32, tm=4, tn=4), dict(bm=32, bn=32, bk=32, tm=2, tn=4),
    dict(bm=64, bn=32, bk=32, tm=4, tn=4), dict(bm=32, bn=64, bk=32, tm=4, tn=4),
    dict(bm=64, bn=64, bk=16, tm=8, tn=4), dict(bm=128, bn=128, bk=8, tm=8, tn=8, minb=2),
    # formerly skipped layouts (3x? grids, < 32 threads, non-power-of-2 tiles)
    dict(bm=96, bn=128, bk=16, tm=8, tn=8), dict(bm=192, bn=128, bk=8, tm=16, tn=8),
    dict(bm=96, bn=96, bk=16, tm=8, tn=8), dict(bm=32, bn=32, bk=32, tm=4, tn=4),
    dict(bm=128, bn=96, bk=16, tm=8, tn=8),
]
KNOB_VARIANTS = [{}, {"sched": "full"}]


def main():
    out = sys.argv[1]
    jobs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    os.makedirs(out, exist_ok=True)
    tc = hostcompile.Toolchain()
    cfgs = []
    for t in TILES:
        for kn in KNOB_VARIANTS:
            base = dict(pad=4, vec=1, stages=2, wtr=0, minb=1)
            base.update(t)
            cfg = sp.canonical(C(knobs=kn, **base))
            err = va.reason_of(cfg)
            if err:
                print("skip %s: %s" % (cfg.key(), err))
                continue
            cfgs.append(cfg)
    ptxas = os.path.join(toolchain.find_cuda() or "/usr/local/cuda", "bin", "ptxas")

    def one(cfg):
        path = os.path.join(out, cfg.key() + ".ptx")
        r = subprocess.run(tc.argv(cfg, path), capture_output=True, text=True)
        if r.returncode:
            return cfg, None, "compile: " + r.stderr[-300:]
        v = subprocess.run([ptxas, "-v", "-arch=sm_90", path, "-o", "/dev/null"],
                           capture_output=True, text=True)
        regs = re.search(r"Used (\d+) registers", v.stderr)
        spill = re.search(r"(\d+) bytes spill stores", v.stderr)
        info = {"regs": int(regs.group(1)) if regs else None,
                "spill": int(spill.group(1)) if spill else 0}
        return cfg, info, None

    kept = []
    with cf.ThreadPoolExecutor(jobs) as ex:
        for cfg, info, err in ex.map(one, cfgs):
            if err:
                print("FAIL %s %s" % (cfg.key(), err))
                continue
            ok = info["spill"] == 0
            print("%s %s regs=%s spill=%d" % ("keep" if ok else "drop", cfg.key(), info["regs"], info["spill"]))
            if ok:
                kept.append({"key": cfg.key(), "bm": cfg.bm, "bn": cfg.bn, "bk": cfg.bk,
                             "threads": cfg.threads, "defines": cfg.defines(),
                             "mllvm": cfg.mllvm(), "regs": info["regs"]})
            else:
                os.remove(os.path.join(out, cfg.key() + ".ptx"))
    with open(os.path.join(out, "candidates.json"), "w") as f:
        json.dump(kept, f, indent=1)
    print("%d candidates kept of %d" % (len(kept), len(cfgs)))


if __name__ == "__main__":
    main()
