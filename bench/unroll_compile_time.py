#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Device-compile time of every suite unit with and without smemvec-unroll.

    python3 bench/unroll_compile_time.py [--plugin build/lib/SmemVec.so] [--reps 3]

For each distinct (source, defines) of bench/suite.json, times the clang -O3
device compile to PTX with the plugin and -smemvec-unroll=1, then =0 (the
same command otherwise; best of --reps runs each, runs interleaved), and
prints a markdown table with the ratio, the largest ratio and the geometric
mean. docs/unroll.md bounds the pass's budget so that no ratio exceeds 3.
"""
import argparse
import math
import os
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.realpath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, HERE)

from smemvec_tools import compile as cc  # noqa: E402
import suite as suitelib  # noqa: E402


def timed(cmd):
    t0 = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - t0


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--suite", default=os.path.join(HERE, "suite.json"))
    ap.add_argument("--plugin", default=os.path.join(ROOT, "build", "lib", "SmemVec.so"))
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--only", default=None, help="regex on the unit name")
    a = ap.parse_args()

    suite = suitelib.load_suite(a.suite)
    tools = cc.find_tools(plugin=a.plugin)
    units = {}
    for k in suite["kernels"]:
        defines = dict(k.get("defines", {}))
        key = (k["source"], tuple(sorted(defines.items())))
        units.setdefault(key, k["name"])
    on = cc.Variant("plugin", "clang", plugin=True, flags=["-mllvm", "-smemvec-unroll=1"])
    off = cc.Variant("plugin-nounroll", "clang", plugin=True, flags=["-mllvm", "-smemvec-unroll=0"])
    rows, ratios = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for (source, defs), name in sorted(units.items()):
            if a.only and not __import__("re").search(a.only, name):
                continue
            src = os.path.join(HERE, "kernels", source)
            if not os.path.exists(src):
                continue
            out = os.path.join(tmp, "k.ptx")
            c_on = cc.compile_command(src, on, tools, out, defines=dict(defs))
            c_off = cc.compile_command(src, off, tools, out, defines=dict(defs))
            t_on, t_off = [], []
            for _ in range(a.reps):
                t_off.append(timed(c_off))
                t_on.append(timed(c_on))
            r = min(t_on) / min(t_off)
            ratios.append(r)
            d = " ".join(f"-D{k}={v}" for k, v in defs)
            rows.append(f"| {source} {d} | {min(t_off):.2f} | {min(t_on):.2f} | {r:.2f} |")
    print("| unit | -smemvec-unroll=0 (s) | =1 (s) | ratio |")
    print("|---|---|---|---|")
    print("\n".join(rows))
    if ratios:
        g = math.exp(sum(math.log(r) for r in ratios) / len(ratios))
        print(f"\nunits {len(ratios)}, geomean ratio {g:.2f}, largest {max(ratios):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
