#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec-unroll's view of benchmark CSVs (bench/run_bundle.py output).

    python3 bench/unroll_compare.py A.csv [B.csv ...] [--round N] [--parts a,b]

(--round/--parts select rows of a combined file such as
bench/results/2026-11-30-h200-unroll.csv, which has those two columns.)

Per kernel case: median time per variant, plugin over stock, over nvcc and
over plugin-nounroll (plugin with -smemvec-unroll=0); then geometric means
over the shared-memory-bound cases and the worst plugin / plugin-nounroll
ratio (the "no kernel slower than without the pass" check).
"""
import csv
import math
import sys


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main(argv):
    rnd = parts = None
    paths = []
    it = iter(argv)
    for a in it:
        if a == "--round":
            rnd = next(it)
        elif a == "--parts":
            parts = next(it).split(",")
        else:
            paths.append(a)
    t, smem, checks = {}, {}, {}
    order = []
    for p in paths:
        with open(p) as f:
            for r in csv.DictReader(f):
                if rnd is not None and r.get("round") != rnd:
                    continue
                if parts is not None and r.get("part") not in parts:
                    continue
                key = (r["kernel"], r["case"])
                if key not in t:
                    t[key] = {}
                    order.append(key)
                if r["median_us"]:
                    t[key][r["variant"]] = float(r["median_us"])
                smem[key] = r["smem_bound"] == "1"
                checks.setdefault(key, set()).add(r["check"])
    print("| kernel | case | stock us | plugin us | plugin-nounroll us | nvcc us | plugin/stock | plugin/nvcc | plugin/nounroll | checks |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    vs = {"stock": [], "nvcc": [], "plugin-nounroll": []}
    nounroll_vs = {"stock": [], "nvcc": []}
    worst = (float("inf"), None)
    for key in order:
        v = t[key]
        if "plugin" not in v:
            continue
        def sp(base):
            return v[base] / v["plugin"] if base in v else None
        cells = [f"{v[n]:.2f}" if n in v else "-" for n in ("stock", "plugin", "plugin-nounroll", "nvcc")]
        ratios = [sp(b) for b in ("stock", "nvcc", "plugin-nounroll")]
        rs = [f"{x:.3f}x" if x else "-" for x in ratios]
        star = " *" if smem[key] else ""
        print(f"| {key[0]}{star} | {key[1]} | " + " | ".join(cells) + " | " + " | ".join(rs)
              + f" | {'/'.join(sorted(checks[key]))} |")
        if smem[key]:
            for b, x in zip(("stock", "nvcc", "plugin-nounroll"), ratios):
                if x:
                    vs[b].append(x)
            for b in ("stock", "nvcc"):
                if b in v and "plugin-nounroll" in v:
                    nounroll_vs[b].append(v[b] / v["plugin-nounroll"])
        if ratios[2] and ratios[2] < worst[0]:
            worst = (ratios[2], key)
    print()
    print(f"shared-memory-bound cases: {len(vs['stock'])}")
    print(f"geomean plugin over stock {geomean(vs['stock']):.3f}x, over nvcc {geomean(vs['nvcc']):.3f}x, "
          f"over plugin-nounroll {geomean(vs['plugin-nounroll']):.3f}x")
    print(f"geomean plugin-nounroll over stock {geomean(nounroll_vs['stock']):.3f}x, "
          f"over nvcc {geomean(nounroll_vs['nvcc']):.3f}x")
    if worst[1]:
        print(f"worst plugin / plugin-nounroll: {worst[0]:.3f}x ({worst[1][0]} {worst[1][1]})")


if __name__ == "__main__":
    main(sys.argv[1:])
