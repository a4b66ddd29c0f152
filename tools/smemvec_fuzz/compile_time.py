#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Compile-time scaling of the plugin against upstream's LSV.

  python3 tools/smemvec_fuzz/compile_time.py --plugin build/lib/SmemVec.so
          [--sizes 5000,10000,20000] [--repeat 3]

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
    ap.add_argument("--sizes", default="5000,10000,20000")
    ap.add_argument("--repeat", type=int, default=3)
    a = ap.parse_args()
    pl = Plugin(a.plugin)
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
