#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Compile-time scaling of the plugin against upstream's LSV.

  python3 tools/smemvec_fuzz/compile_time.py --plugin build/lib/SmemVec.so
          [--sizes 5000,10000,20000] [--repeat 3]
  python3 tools/smemvec_fuzz/compile_time.py --plugin build/lib/SmemVec.so
          --block [--sizes 1000,5000,20000] [--stores none,scattered,adjacent]
          [--repeat 5]

--block (issue 11): one basic block with N shared loads (block_module in
large.py), loads only or with a shared store after each load. Per N and
store mode: whole `llc -O3 -mcpu=sm_90` CPU time (user+sys of the child)
without and with the plugin, the MEDIAN of --repeat runs each (runs
alternate stock/plugin so load on the machine hits both alike), their ratio
(goal <= 1.3), and from one -time-passes run the seconds of upstream's LSV
and of smemvec's passes. Prints a markdown table.

Without --block:

For each size N: one kernel with N shared loads (large.py). Measures (best
of --repeat, CPU user+sys time of the child):
  lsv      opt -passes=load-store-vectorizer              (upstream alone)
  plugin   opt -passes=<every plugin IR pass>              (smemvec alone)
  llc      llc -O3 -mcpu=sm_90                             (stock pipeline)
  llc+pl   llc -O3 -mcpu=sm_90 -load-pass-plugin=...      (with the plugin)
and from `llc -time-passes` with the plugin: the seconds of upstream's
LoadStoreVectorizer and of each smemvec pass. The goal: plugin <= 2x lsv.
Prints a markdown table.
"""
import argparse
import os
import re
import resource
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from smemvec_fuzz.large import large_module  # noqa: E402
from smemvec_fuzz.tools import Plugin, tool  # noqa: E402


def cpu_time(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    r = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if r.returncode:
        raise SystemExit(f"failed: {' '.join(cmd)}\n{r.stderr[-1000:]}")
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), r.stderr


def best(cmd, n):
    return min(cpu_time(cmd)[0] for _ in range(n))


def median(xs):
    xs = sorted(xs)
    m = len(xs) // 2
    return xs[m] if len(xs) % 2 else (xs[m - 1] + xs[m]) / 2


def block_table(pl, sizes, modes, repeat, seed=1):
    """Issue 11's table: one block, loads only / loads + stores."""
    from smemvec_fuzz.large import block_module
    load = "-load-pass-plugin=" + pl.path
    llc = [tool("llc"), "-O3", "-mcpu=sm_90"]
    print(f"plugin: {pl.describe()}")
    print(f"median of {repeat} runs, CPU s (user+sys) of the whole llc")
    print("| block | loads | llc stock s | llc + plugin s | ratio | -time-passes (llc + plugin) |")
    print("|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as d:
        for mode in modes:
            for n in sizes:
                f = os.path.join(d, f"block{n}-{mode}.ll")
                with open(f, "w") as fh:
                    fh.write(block_module(n, None if mode == "none" else mode, seed))
                stock, plug = [], []
                for _ in range(repeat):
                    stock.append(cpu_time(llc + [f, "-o", os.devnull])[0])
                    plug.append(cpu_time(llc + [load, f, "-o", os.devnull])[0])
                _, err = cpu_time(llc + [load, "-time-passes", f, "-o", os.devnull])
                pt = "; ".join(f"{k}: {v:.2f}" for k, v in sorted(pass_times(err).items()))
                what = "loads only" if mode == "none" else f"loads + {mode} stores"
                s, p = median(stock), median(plug)
                print(f"| {what} | {n} | {s:.2f} | {p:.2f} | {p / s:.2f} | {pt} |", flush=True)


def pass_times(stderr):
    """{pass description: seconds} from -time-passes output."""
    out = {}
    for line in stderr.splitlines():
        m = re.match(r"\s*([\d.]+) \([^)]*\)(?:\s+[\d.]+ \([^)]*\))*\s+(.+?)\s*$", line)
        if m and ("Vectorizer" in m.group(2) or "smemvec" in m.group(2).lower()):
            out[m.group(2)] = out.get(m.group(2), 0.0) + float(m.group(1))
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--plugin", required=True)
    ap.add_argument("--sizes", default=None)
    ap.add_argument("--repeat", type=int, default=None)
    ap.add_argument("--block", action="store_true",
                    help="issue 11's one-block inputs (see the module docstring)")
    ap.add_argument("--stores", default="none,scattered,adjacent",
                    help="with --block: store modes, comma-separated")
    a = ap.parse_args()
    pl = Plugin(a.plugin)
    if a.block:
        block_table(pl, [int(x) for x in (a.sizes or "1000,5000,20000").split(",")],
                    a.stores.split(","), a.repeat or 5)
        return
    a.sizes = a.sizes or "5000,10000,20000"
    a.repeat = a.repeat or 3
    load = "-load-pass-plugin=" + pl.path
    plugin_passes = ",".join(f"{lvl}({p})" for p, lvl in pl.passes) or "verify"
    print(f"plugin: {pl.describe()}")
    print("| loads | lsv s | plugin passes s | ratio | llc s | llc+plugin s | ratio | -time-passes (llc+plugin) |")
    print("|---|---|---|---|---|---|---|---|")
    with tempfile.TemporaryDirectory() as d:
        for n in [int(x) for x in a.sizes.split(",")]:
            f = os.path.join(d, f"large{n}.ll")
            with open(f, "w") as fh:
                fh.write(large_module(n))
            # both opt runs start from the IR llc sees (addrspace(3) already)
            lsv = best([tool("opt"), "-passes=function(load-store-vectorizer)", f, "-o", os.devnull], a.repeat)
            base = best([tool("opt"), "-passes=verify", f, "-o", os.devnull], a.repeat)
            plug = best([tool("opt"), load, f"-passes={plugin_passes}", f, "-o", os.devnull], a.repeat)
            llc = best([tool("llc"), "-O3", "-mcpu=sm_90", f, "-o", os.devnull], a.repeat)
            llcp = best([tool("llc"), "-O3", "-mcpu=sm_90", load, f, "-o", os.devnull], a.repeat)
            _, err = cpu_time([tool("llc"), "-O3", "-mcpu=sm_90", load, "-time-passes", f, "-o", os.devnull])
            pt = pass_times(err)
            lsv_net, plug_net = max(lsv - base, 1e-3), max(plug - base, 0.0)
            pts = "; ".join(f"{k}: {v:.3f}" for k, v in sorted(pt.items()))
            print(f"| {n} | {lsv_net:.3f} | {plug_net:.3f} | {plug_net / lsv_net:.2f} | "
                  f"{llc:.2f} | {llcp:.2f} | {llcp / llc:.2f} | {pts} |")
    print("(opt columns: CPU seconds minus an opt -passes=verify run on the same file,"
          " i.e. the passes alone; best of", a.repeat, ")")


if __name__ == "__main__":
    main()
