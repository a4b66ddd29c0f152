#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Scheduling modes side by side from bench/run_bundle.py CSVs.

    python3 bench/sched/compare.py RUN.csv [RUN2.csv ...] [--csv OUT.csv]

Per kernel x case: registers (ptxas -v) and median time of stock, plugin
(the default -smemvec-sched=minimal), plugin-full, plugin-auto and nvcc; the
ratios minimal/full and minimal/auto (> 1: the mode is faster than the
default), the run's noise, and a verdict on auto against the default: `loss`
when auto is slower by more than the 2% noise bound, `win` when faster by
more, else `=`. Several CSVs (e.g. two rounds) are listed one after the
other, each row naming its file.
"""
import argparse
import csv
import os
import sys

MODES = ["stock", "plugin", "plugin-full", "plugin-auto", "nvcc"]
NOISE_BOUND = 0.02  # the "never slower beyond noise" bound


def load(path):
    by = {}
    with open(path, newline="") as f:
        for r in csv.DictReader(f):
            by.setdefault((r["kernel"], r["case"]), {})[r["variant"]] = r
    return by


def num(x):
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("csvs", nargs="+")
    ap.add_argument("--csv", help="write the merged table here")
    a = ap.parse_args(argv)
    out_rows = []
    print("| run | kernel | case | regs stock/min/full/auto/nvcc | stock µs | minimal µs | full µs "
          "| auto µs | nvcc µs | min/full | min/auto | noise % | auto vs default |")
    print("|---" * 14 + "|")
    for path in a.csvs:
        for (k, c), vs in load(path).items():
            t = {m: num(vs.get(m, {}).get("median_us")) for m in MODES}
            regs = "/".join(vs.get(m, {}).get("registers", "") or "-" for m in MODES)
            noise = max((num(vs.get(m, {}).get("noise_pct")) or 0) for m in MODES)
            bad = [m for m in MODES if vs.get(m, {}).get("check", "ok").split()[0:1] not in (["ok"], [])]
            rf = t["plugin"] / t["plugin-full"] if t["plugin"] and t["plugin-full"] else None
            ra = t["plugin"] / t["plugin-auto"] if t["plugin"] and t["plugin-auto"] else None
            verdict = "?" if ra is None else ("loss" if ra < 1 - NOISE_BOUND else
                                              "win" if ra > 1 + NOISE_BOUND else "=")
            if bad:
                verdict += " (check: " + ",".join(bad) + ")"
            f = lambda x: "-" if x is None else f"{x:.2f}"
            g = lambda x: "-" if x is None else f"{x:.3f}"
            print(f"| {os.path.basename(path)} | {k} | {c} | {regs} | " + " | ".join(f(t[m]) for m in MODES)
                  + f" | {g(rf)} | {g(ra)} | {noise:.2f} | {verdict} |")
            row = {"run": os.path.basename(path), "kernel": k, "case": c, "noise_pct": f"{noise:.2f}",
                   "minimal_over_full": g(rf), "minimal_over_auto": g(ra), "auto_vs_default": verdict}
            for m in MODES:
                row[f"regs_{m}"] = vs.get(m, {}).get("registers", "")
                row[f"us_{m}"] = f(t[m])
            out_rows.append(row)
    if a.csv and out_rows:
        with open(a.csv, "w", newline="") as f:
            w = csv.DictWriter(f, list(out_rows[0].keys()))
            w.writeheader()
            w.writerows(out_rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
