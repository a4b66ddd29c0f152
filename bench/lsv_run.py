#!/usr/bin/env python3
"""smemvec-lsv GPU check (runs on the GPU machine: CuPy, ptxas, cuobjdump).

For every kernel of bench/kernels/lsv_cases.json and every PTX variant:
assemble with ptxas -arch=sm_90, count SASS LDS/STS per kernel with
cuobjdump -sass, launch it with the manifest's grid/block and deterministic
inputs, compare the output bit for bit with the first variant's, and time it
(median of --reps launches, CUDA events). Writes one CSV row per kernel and
variant; exits 1 if any output differs.

  python3 bench/lsv_run.py \
      --variant on=bench/results/lsv/ptx/lsv_cases.on.ptx \
      --variant off=bench/results/lsv/ptx/lsv_cases.off.ptx \
      --variant ratio05=bench/results/lsv/ptx/lsv_cases.ratio05.ptx \
      --csv $OUT/lsv-h200.csv
"""
import argparse
import csv
import json
import os
import subprocess
import sys
import tempfile

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tools"))
from smemvec_tools.sass import count_sass  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def make_input(spec):
    n = spec["count"]
    i = np.arange(n, dtype=np.int64)
    init = spec.get("init", "small_int")
    if init == "small_int":
        v = (i % 7) - 3
    elif init == "byte":
        v = (i * 37 + 11) % 256
    elif init.startswith("diag_dominant"):
        dim = int(init[len("diag_dominant"):])
        if dim == 16:  # one 16x16 matrix per block
            r, c = (i % 256) // 16, i % 16
            v = 1.0 / (1.0 + np.abs(r - c)) + 16.0 * (r == c)
        else:  # lud2: per block 25 dia values then 25 peri_col values
            k = i % 50
            r, c = (k % 25) // 5, k % 5
            dia = 1.0 / (1.0 + np.abs(r - c)) + 5.0 * (r == c)
            v = np.where(k < 25, dia, ((k % 7) - 3).astype(np.float64))
    else:
        raise SystemExit(f"unknown init '{init}'")
    return v.astype(spec["dtype"])


def sass_counts(cubin):
    """{kernel: (LDS, STS)} from cuobjdump -sass."""
    out = subprocess.run(["cuobjdump", "-sass", cubin], check=True,
                         capture_output=True, text=True).stdout
    return {kernel: [c.lds, c.sts] for kernel, c in count_sass(out).items()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--manifest", default=os.path.join(HERE, "kernels", "lsv_cases.json"))
    ap.add_argument("--variant", action="append", required=True,
                    metavar="NAME=PTX", help="first one is the reference")
    ap.add_argument("--csv", required=True)
    ap.add_argument("--reps", type=int, default=50)
    a = ap.parse_args()

    import cupy as cp

    manifest = json.load(open(a.manifest))
    variants = [v.split("=", 1) for v in a.variant]
    tmp = tempfile.mkdtemp()
    modules, sass = {}, {}
    for name, ptx in variants:
        cubin = os.path.join(tmp, name + ".cubin")
        subprocess.run(["ptxas", "-arch=sm_90", ptx, "-o", cubin], check=True)
        sass[name] = sass_counts(cubin)
        modules[name] = cp.RawModule(path=cubin)

    rows, ok = [], True
    for k in manifest["kernels"]:
        host_in = make_input(k["in"])
        ref = None
        for name, _ in variants:
            fn = modules[name].get_function(k["name"])
            d_in = cp.asarray(host_in)
            d_out = cp.zeros(k["out"]["count"], dtype=k["out"]["dtype"])
            args = (d_in, d_out)
            fn((k["grid"],), (k["block"],), args)
            cp.cuda.runtime.deviceSynchronize()
            result = cp.asnumpy(d_out).tobytes()
            same = True if ref is None else result == ref
            if ref is None:
                ref = result
            ok &= same
            start, stop = cp.cuda.Event(), cp.cuda.Event()
            times = []
            for _ in range(a.reps):
                start.record()
                fn((k["grid"],), (k["block"],), args)
                stop.record()
                stop.synchronize()
                times.append(cp.cuda.get_elapsed_time(start, stop))
            lds, sts = sass[name].get(k["name"], [None, None])
            rows.append(dict(kernel=k["name"], variant=name, sass_lds=lds,
                             sass_sts=sts, identical_to_ref=same,
                             median_ms=f"{float(np.median(times)):.5f}"))
            print(f"{k['name']:20s} {name:8s} LDS={lds} STS={sts} "
                  f"identical={same} median_ms={float(np.median(times)):.5f}")
    with open(a.csv, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    if not ok:
        print("error: outputs differ between variants", file=sys.stderr)
    sys.exit(0 if ok else 1)


if __name__ == "__main__":
    main()
