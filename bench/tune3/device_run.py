#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Device side of the issue-14 item-3 runs: tuned SGEMM candidates vs cuBLAS
on non-square shapes, a thin client of the one GPU runner
(tools/smemvec_tools/gpu.py): modules, dynamic shared memory, timing
(gpu.Device.time_queued, the same method for kernels and cuBLAS) all come
from there; launches from the validator (smemvec_tune.validate.launch_of);
the halving from smemvec_tune.search. The tuner's own device step
(tools/smemvec-tune-device) covers M=N=K sizes; this covers M x N x K shapes.

    python3 bench/tune3/device_run.py CANDDIR OUTFILE.json [--budget-s 150]
        [--shapes 1024x1024x1024,...] [--final-reps 15] [--dry-run]

Per shape: every candidate whose tile divides the shape is checked (C
poisoned with NaN -- zeroed for split-K, whose slices add into it -- fresh
uniform(-1,1) inputs, float64 cuBLAS reference, ||C-ref||/||ref|| <= 1e-4,
no non-finite value), then successive halving on time (3 reps, the faster
half again with twice the reps, until 4 remain), then the 4 finalists with
--final-reps reps (checked again after them: the last of many launches in a
row), cuBLAS (cupy.matmul, CUPY_TF32=0) timed before and after
them (the faster kept). --dry-run needs no GPU: it lists what would run.
"""
import argparse
import json
import os
import statistics
import sys
import time

os.environ.setdefault("CUPY_TF32", "0")  # cuBLAS SGEMM in true FP32
HERE = os.path.dirname(os.path.realpath(__file__))
# The repository's tools/, or a copy beside this file (a GPU payload).
for _tools in (os.path.join(HERE, "tools"), os.path.join(HERE, "..", "..", "tools")):
    if os.path.isdir(os.path.join(_tools, "smemvec_tools")):
        sys.path.insert(0, _tools)
        break
from smemvec_tune import search, space as sp, validate as va  # noqa: E402

DEFAULT_SHAPES = "1024x1024x1024,4096x4096x4096,4096x4096x256,256x256x8192"


def parse_shapes(text):
    return [tuple(int(x) for x in s.split("x")) for s in text.split(",") if s]


def plan(cands, shapes):
    """{shape: [(candidate, cfg, launch)]} for every candidate that divides it."""
    out = {}
    for shape in shapes:
        rows = []
        for c in cands:
            cfg = sp.Config.from_json(c["params"])
            try:
                va.check_shape(cfg, *shape)
            except va.ConfigError:
                continue
            rows.append((c, cfg, va.launch_of(cfg, *shape)))
        out[shape] = rows
    return out


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("cand_dir")
    p.add_argument("out_file")
    p.add_argument("--budget-s", type=float, default=150.0)
    p.add_argument("--shapes", default=os.environ.get("TUNE3_SHAPES", DEFAULT_SHAPES))
    p.add_argument("--final-reps", type=int, default=15)
    p.add_argument("--keep", type=int, default=4)
    p.add_argument("--tolerance", type=float, default=1e-4)
    p.add_argument("--dry-run", action="store_true")
    args = p.parse_args(argv)
    with open(os.path.join(args.cand_dir, "candidates.json")) as f:
        cands = json.load(f)
    shapes = parse_shapes(args.shapes)
    work = plan(cands, shapes)
    if args.dry_run:
        for shape, rows in work.items():
            print("%s: %d candidates" % ("x".join(map(str, shape)), len(rows)))
            for c, _, lc in rows:
                print("  %s grid=%s block=%s smem=%d zero_c=%s" % (c["key"], lc["grid"], lc["block"],
                                                                    lc["smem"], lc["zero_c"]))
        return 0

    import cupy as cp
    from smemvec_tools import gpu
    dev = gpu.Device(cp)
    t_start = time.time()
    fns, reassembled = {}, []
    for c in cands:
        path = os.path.join(args.cand_dir, c["key"] + ".cubin")
        try:
            fns[c["key"]] = dev.function(path, "sgemm")
            continue
        except Exception as ex:  # noqa: BLE001  e.g. a cubin this driver cannot load
            print("cubin load failed %s: %s" % (c["key"], str(ex)[:200]))
        ptx = os.path.join(args.cand_dir, c["key"] + ".ptx")
        if os.path.exists(ptx):  # assemble here with this machine's ptxas
            a = gpu.assemble(ptx, os.path.join("/tmp", c["key"] + ".cubin"), sass=False)
            if a.ok:
                fns[c["key"]] = dev.function(a.cubin, "sgemm")
                reassembled.append(c["key"])
            else:
                print("ptxas failed %s: %s" % (c["key"], a.error))
    result = {"device": dev.info(), "candidates": len(fns), "method": "gpu.Device.time_queued",
              "t_start": t_start, "reassembled": reassembled, "shapes": []}
    per_shape = args.budget_s
    for shape in shapes:
        try:
            one_shape(dev, cp, shape, work[shape], fns, args, per_shape, result)
        except Exception as ex:  # noqa: BLE001  keep the other shapes
            print("shape %s failed: %r" % (shape, ex))
            result["shapes"].append({"shape": list(shape), "error": repr(ex)[:500]})
        with open(args.out_file, "w") as f:
            json.dump(result, f, indent=1)
    result["seconds"] = time.time() - t_start
    with open(args.out_file, "w") as f:
        json.dump(result, f, indent=1)
    print("done in %.0f s" % result["seconds"])
    return 0


def one_shape(dev, cp, shape, rows, fns, args, budget_s, result):
    M, N, K = shape
    t0 = time.time()
    rs = cp.random.RandomState(M * 7 + N * 3 + K)
    A = rs.uniform(-1, 1, (M, K), dtype=cp.float32)
    B = rs.uniform(-1, 1, (K, N), dtype=cp.float32)
    C = cp.empty((M, N), dtype=cp.float32)
    Cb = cp.empty((M, N), dtype=cp.float32)
    ref = cp.matmul(A.astype(cp.float64), B.astype(cp.float64))
    rnorm = float(cp.linalg.norm(ref))
    dev.synchronize()

    def rel_err(X):
        nonfinite = int((~cp.isfinite(X)).sum())
        return float(cp.linalg.norm(X.astype(cp.float64) - ref)) / rnorm, nonfinite

    rec = {"shape": [M, N, K], "results": {}}
    launches = {}
    for c, cfg, lc in rows:
        key = c["key"]
        fn = fns.get(key)
        if fn is None:
            rec["results"][key] = {"status": "load_error"}
            continue
        args_ = (cp.int32(M), cp.int32(N), cp.int32(K), A, B, C)
        grid, block, smem, zero_c = tuple(lc["grid"]), tuple(lc["block"]), lc["smem"], lc["zero_c"]

        def launch(fn=fn, grid=grid, block=block, smem=smem, zero_c=zero_c, args_=args_):
            if zero_c:  # split-K adds into C: the memset is part of the launch
                C.fill(0)
            fn(grid, block, args_, shared_mem=smem)
        try:
            dev.set_max_dynamic_shared(fn, smem)
            C.fill(cp.nan)
            launch()
            dev.synchronize()
            err, nonfinite = rel_err(C)
        except Exception as ex:  # noqa: BLE001  recorded; a sticky error fails what follows too
            rec["results"][key] = {"status": "runtime_error", "reason": str(ex)[:200]}
            print("runtime error %s: %s" % (key, str(ex)[:200]))
            continue
        if nonfinite or not err <= args.tolerance:
            rec["results"][key] = {"status": "wrong_result", "rel_err": err, "nonfinite": nonfinite}
            continue
        rec["results"][key] = {"status": "timed", "rel_err": err, "launch": lc}
        launches[key] = launch

    def measure(key, reps):
        r = dev.time_queued(launches[key], reps)
        rec["results"][key].update(us=statistics.median(r["times_ms"]) * 1e3, reps=reps,
                                   launches=r["launches"], host_ahead=r["host_ahead"])
        return r["times_ms"]

    late = time.time() - result["t_start"] > args.budget_s
    rounds = 1 if late else 6  # past the budget: one round, then the final
    rec["late"] = late
    best = search.successive_halving(list(launches), measure, base_reps=3, keep=args.keep,
                                     max_rounds=rounds)
    ranked = sorted(best, key=lambda k: best[k][0])[:args.keep]
    cp.matmul(A, B, out=Cb)
    dev.synchronize()
    cerr, cnonfinite = rel_err(Cb)

    def cublas():
        cp.matmul(A, B, out=Cb)
    cb1 = dev.time_queued(cublas, args.final_reps, warmup=3)
    fin = {}
    for key in ranked:
        r = dev.time_queued(launches[key], args.final_reps)
        # C holds the last of many launches in a row: checked again (a
        # stream-K launch must leave its flags ready for the next one).
        dev.synchronize()
        after, after_nonfinite = rel_err(C)
        rec["results"][key].update(final_reps=len(r["times_ms"]), final_launches=r["launches"],
                                   final_host_ahead=r["host_ahead"], rel_err_after=after)
        if after_nonfinite or not after <= args.tolerance:
            rec["results"][key].update(status="wrong_result", nonfinite=after_nonfinite)
            print("wrong after timing %s: rel_err %.2e, %d non-finite" % (key, after, after_nonfinite))
            continue
        fin[key] = statistics.median(r["times_ms"]) * 1e3
        rec["results"][key]["final_us"] = fin[key]
    cb2 = dev.time_queued(cublas, args.final_reps, warmup=1)
    u1, u2 = (statistics.median(x["times_ms"]) * 1e3 for x in (cb1, cb2))
    rec["cublas"] = {"us": min(u1, u2), "us_first": u1, "us_second": u2, "launches": cb1["launches"],
                     "host_ahead": [cb1["host_ahead"], cb2["host_ahead"]], "reps": args.final_reps,
                     "rel_err": cerr, "nonfinite": cnonfinite}
    if fin:
        k = min(fin, key=fin.get)
        flops = 2.0 * M * N * K
        rec["best"] = {"key": k, "us": fin[k]}
        print("%5dx%5dx%5d best %-52s %9.1f us (%5.1f TFLOP/s)  cuBLAS %9.1f us (%5.1f)  %5.1f%% of cuBLAS"
              % (M, N, K, k, fin[k], flops / fin[k] / 1e6, rec["cublas"]["us"],
                 flops / rec["cublas"]["us"] / 1e6, 100.0 * rec["cublas"]["us"] / fin[k]), flush=True)
    rec["seconds"] = time.time() - t0
    result["shapes"].append(rec)


if __name__ == "__main__":
    sys.exit(main())
