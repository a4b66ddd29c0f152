#!/usr/bin/env python3
"""GPU-side check for smemvec-cluster (run on the H200 machine).

  python3 bench/cluster/gpu_check.py PTXROOT [--variants stock cluster ...]
                                     [--csv OUT.csv]

PTXROOT holds one directory per variant (as written by run_table.sh:
stock/, cluster/, full/, noalign-stock/, noalign-cluster/), each with
kernels.ptx and lud2.ptx. For every variant this script
  1. assembles each PTX with `ptxas -arch=sm_90` and counts SASS shared
     instructions per kernel with `cuobjdump -sass` (LDS*, STS*; LDS.64 and
     LDS.128 listed separately),
  2. runs every kernel with CuPy on fixed random inputs and checks that the
     outputs are bitwise identical to the first variant's.
It prints a table (kernel x variant: LDS/STS, wide forms, output check) and
exits 1 if any output differs or any variant has more SASS shared
instructions than its baseline (cluster vs stock, noalign-cluster vs
noalign-stock, full vs stock).
Needs: python3, numpy, cupy, ptxas, cuobjdump. No clang.
"""
import argparse
import collections
import csv
import os
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "tools"))
from smemvec_tools.sass import count_sass  # noqa: E402

BASELINE = {"cluster": "stock", "full": "stock", "noalign-cluster": "noalign-stock"}


def sass_counts(ptx):
    """{kernel: Counter(LDS=, STS=, LDS.64=, LDS.128=, STS.64=, STS.128=)}"""
    with tempfile.TemporaryDirectory() as d:
        cubin = os.path.join(d, "k.cubin")
        subprocess.run(["ptxas", "-arch=sm_90", ptx, "-o", cubin], check=True)
        sass = subprocess.run(["cuobjdump", "-sass", cubin], check=True,
                              capture_output=True, text=True).stdout
    out = {}
    for kernel, c in count_sass(sass).items():
        out[kernel] = collections.Counter({
            "LDS": c.lds, "STS": c.sts,
            "LDS.64": c.lds_widths["64"], "LDS.128": c.lds_widths["128"],
            "STS.64": c.sts_widths["64"], "STS.128": c.sts_widths["128"]})
    return out


def runs():
    """(module, kernel, grid, block, shared_bytes, make_args) for each kernel."""
    import cupy as cp
    rng = np.random.default_rng(1234)

    def f32(n):
        return cp.asarray(rng.standard_normal(n).astype(np.float32))

    def lud2():
        return [f32(50), cp.zeros(25, cp.float32)], [1]

    def matmul():
        n = 64
        return [f32(n * n), f32(n * n), cp.zeros(n * n, cp.float32), np.int32(n)], [2]

    def transpose():
        n = 64
        return [f32(n * n), cp.zeros(n * n, cp.float32), np.int32(n)], [1]

    def stencil1d():
        return [f32(4 * 256 + 6), cp.zeros(4 * 256, cp.float32)], [1]

    def stencil2d():
        n = 64
        buf = f32(n * n + 3 * n + 2)
        return [buf[n + 1:], cp.zeros(n * n, cp.float32), np.int32(n)], [1]

    def sgemm():
        n = 64
        return [f32(n * n), f32(n * n), cp.zeros(n * n, cp.float32), np.int32(n)], [2]

    def lud_internal():
        n = 64
        return [f32(n * n), np.int32(n), np.int32(0)], [0]

    def reduce_():
        return [f32(4 * 256), cp.zeros(4, cp.float32)], [1]

    def row_columns():
        return [f32(32 * 8), cp.zeros(32, cp.float32)], [1]

    return [
        ("lud2", "_Z4lud2PKfPf", (1,), (32,), 0, lud2),
        ("kernels", "_Z11matmul_tilePKfS0_Pfi", (4, 4), (16, 16), 0, matmul),
        ("kernels", "_Z9transposePKfPfi", (2, 2), (32, 8), 0, transpose),
        ("kernels", "_Z9stencil1dPKfPf", (4,), (256,), 0, stencil1d),
        ("kernels", "_Z9stencil2dPKfPfi", (4, 4), (16, 16), 0, stencil2d),
        ("kernels", "_Z9sgemm_4x4PKfS0_Pfi", (1, 1), (256,), 0, sgemm),
        ("kernels", "_Z12lud_internalPfii", (3, 3), (16, 16), 0, lud_internal),
        ("kernels", "_Z6reducePKfPf", (4,), (256,), 0, reduce_),
        ("kernels", "_Z11row_columnsPKfPf", (1,), (32,), 32 * 8 * 4, row_columns),
    ]


def run_outputs(vdir):
    import cupy as cp
    mods, outs = {}, {}
    for mod, kern, grid, block, shmem, make in runs():
        if mod not in mods:
            mods[mod] = cp.RawModule(path=os.path.join(vdir, mod + ".ptx"))
        args, out_idx = make()
        mods[mod].get_function(kern)(grid, block, tuple(args), shared_mem=shmem)
        cp.cuda.runtime.deviceSynchronize()
        outs[kern] = [cp.asnumpy(args[i]).tobytes() for i in out_idx]
    return outs


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("root")
    ap.add_argument("--variants", nargs="+",
                    default=["stock", "cluster", "full", "noalign-stock", "noalign-cluster"])
    ap.add_argument("--csv")
    a = ap.parse_args()

    counts, outputs = {}, {}
    for v in a.variants:
        vdir = os.path.join(a.root, v)
        counts[v] = {}
        for mod in ("kernels", "lud2"):
            counts[v].update(sass_counts(os.path.join(vdir, mod + ".ptx")))
        outputs[v] = run_outputs(vdir)

    ok = True
    rows = []
    ref = a.variants[0]
    kernels = sorted(counts[ref])
    for k in kernels:
        row = {"kernel": k}
        for v in a.variants:
            c = counts[v].get(k, collections.Counter())
            same = outputs[v].get(k) == outputs[ref].get(k)
            row[v] = (f"LDS {c['LDS']} (64:{c['LDS.64']} 128:{c['LDS.128']}) "
                      f"STS {c['STS']} (64:{c['STS.64']} 128:{c['STS.128']})"
                      f"{'' if same else ' OUTPUT DIFFERS'}")
            ok &= same
            base = BASELINE.get(v)
            if base in counts:
                b = counts[base].get(k, collections.Counter())
                if c["LDS"] + c["STS"] > b["LDS"] + b["STS"]:
                    row[v] += " MORE THAN " + base
                    ok = False
        rows.append(row)
    print("| kernel | " + " | ".join(a.variants) + " |")
    print("|---|" + "---|" * len(a.variants))
    for r in rows:
        print("| " + " | ".join([r["kernel"]] + [r[v] for v in a.variants]) + " |")
    if a.csv:
        with open(a.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=["kernel"] + a.variants)
            w.writeheader()
            w.writerows(rows)
    print("all outputs identical, no extra shared instructions" if ok else "CHECK FAILED")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
