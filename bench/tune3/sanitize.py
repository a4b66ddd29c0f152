#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Runs SGEMM candidates once each on a small shape, for compute-sanitizer
(memcheck: out-of-bounds; racecheck: shared-memory hazards of the cp.async
pipeline and the barriers), and checks the result against float64:

    compute-sanitizer --tool racecheck python3 bench/tune3/sanitize.py CANDDIR KEY... [--shape 256x256x512]
        [--launches N]

--launches N checks N launches of each kernel in a row (C poisoned before
each): a stream-K launch must leave its hand-off flags zeroed for the next.
"""
import argparse
import os
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
for _tools in (os.path.join(HERE, "tools"), os.path.join(HERE, "..", "..", "tools")):
    if os.path.isdir(os.path.join(_tools, "smemvec_tools")):
        sys.path.insert(0, _tools)
        break
from smemvec_tune import space as sp, validate as va  # noqa: E402


def main(argv=None):
    p = argparse.ArgumentParser()
    p.add_argument("cand_dir")
    p.add_argument("keys", nargs="+")
    p.add_argument("--shape", default="256x256x512")
    p.add_argument("--launches", type=int, default=1)
    args = p.parse_args(argv)
    import cupy as cp
    from smemvec_tools import gpu
    dev = gpu.Device(cp)
    M, N, K = (int(x) for x in args.shape.split("x"))
    rs = cp.random.RandomState(1)
    A = rs.uniform(-1, 1, (M, K), dtype=cp.float32)
    B = rs.uniform(-1, 1, (K, N), dtype=cp.float32)
    C = cp.empty((M, N), dtype=cp.float32)
    ref = cp.asnumpy(cp.matmul(A.astype(cp.float64), B.astype(cp.float64)))
    bad = 0
    for key in args.keys:
        cfg = sp.Config.from_key(key)
        lc = va.launch_of(cfg, M, N, K)
        fn = dev.function(os.path.join(args.cand_dir, key + ".cubin"), "sgemm")
        dev.set_max_dynamic_shared(fn, lc["smem"])
        for launch in range(args.launches):
            C.fill(0 if lc["zero_c"] else cp.nan)
            fn(tuple(lc["grid"]), tuple(lc["block"]), (cp.int32(M), cp.int32(N), cp.int32(K), A, B, C),
               shared_mem=lc["smem"])
            dev.synchronize()
            ok, err, why = gpu.compare_reference(cp.asnumpy(C), ref, 1e-4)
            bad += not ok
            print("%s %s launch %d rel_err=%.2e %s" % ("ok  " if ok else "FAIL", key, launch, err, why),
                  flush=True)
    print("sanitize: %d of %d launches wrong" % (bad, len(args.keys) * args.launches))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
