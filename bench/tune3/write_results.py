#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Host side, after a bench/tune3/device_run.py run: the per-shape table
(markdown rows on stdout), every candidate's result as CSV, and the tuned
parameters in the tuner's format (smemvec_tune.report.tuned_entry, plus the
launch: grid with split-K, dynamic shared memory, zeroed C).

    python3 bench/tune3/write_results.py TUNE3.json --csv OUT.csv \\
        [--tuned bench/kernels/sgemm_tuned.json]

In the tuned JSON, "shapes" gets the best of every shape as MxNxK; "sizes"
(M=N=K, what bench/suite.py picks up) the best of the square shapes without
split-K (the suite poisons C; split-K needs it zeroed). One .flags file per
entry: sgemm_tuned_<size>.flags, sgemm_tuned_<M>x<N>x<K>.flags.
"""
import argparse
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.realpath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tools"))
from smemvec_tune import report as rp, space as sp  # noqa: E402

DEFAULT_KEY = sp.DEFAULT.key()


def final_us(r):
    return r.get("final_us", r.get("us"))


def rows_of(result):
    out = []
    for s in result["shapes"]:
        if "best" not in s:
            continue
        M, N, K = s["shape"]
        b = s["best"]
        d = s["results"].get(DEFAULT_KEY, {})
        out.append({"shape": (M, N, K), "best": {"key": b["key"], "time_us": b["us"]},
                    "default": {"time_us": final_us(d)} if final_us(d) else None,
                    "cublas": {"time_us": s["cublas"]["us"]}, "rec": s})
    return out


def table(rows):
    lines = ["| M x N x K | best configuration | us | TFLOP/s | cuBLAS us | cuBLAS TFLOP/s | of cuBLAS | target |",
             "|---|---|---:|---:|---:|---:|---:|---|"]
    targets = {(1024, 1024, 1024): 100.0, (4096, 4096, 4096): 97.0}
    for r in rows:
        M, N, K = r["shape"]
        fl = 2.0 * M * N * K
        t, c = r["best"]["time_us"], r["cublas"]["time_us"]
        pct = 100.0 * c / t
        tg = targets.get(r["shape"])
        lines.append("| %d x %d x %d | `%s` | %.1f | %.1f | %.1f | %.1f | **%.1f%%** | %s |" % (
            M, N, K, r["best"]["key"], t, fl / t / 1e6, c, fl / c / 1e6, pct,
            ("&gt;= %g%%: %s" % (tg, "met" if pct >= tg else "**not met**")) if tg else "(none)"))
    return "\n".join(lines)


def write_csv(result, path):
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["shape", "key", "status", "rel_err", "halving_us", "halving_reps", "final_us", "final_reps",
                    "launches_per_rep", "host_ahead", "grid", "dynamic_smem", "zero_c", "cublas_us"])
        for s in result["shapes"]:
            shape = "x".join(map(str, s["shape"]))
            cb = s.get("cublas", {}).get("us")
            for key, r in sorted(s.get("results", {}).items()):
                lc = r.get("launch", {})
                w.writerow([shape, key, r.get("status"), r.get("rel_err"), r.get("us"), r.get("reps"),
                            r.get("final_us"), r.get("final_reps"), r.get("final_launches", r.get("launches")),
                            r.get("final_host_ahead", r.get("host_ahead")),
                            "x".join(map(str, lc.get("grid", []))), lc.get("smem"), lc.get("zero_c"), cb])


def tuned_row_entry(r, M, N, K):
    return dict(rp.tuned_entry(dict(r, shape=(M, N, K))), shape=[M, N, K])


def suite_row(r):
    """r with the fastest finalist (else halving survivor) without split-K."""
    res = r["rec"]["results"]
    cands = [(final_us(v), k) for k, v in res.items()
             if v.get("status") == "timed" and final_us(v) and sp.Config.from_key(k).splitk == 1]
    if not cands:
        return None
    finals = [(v["final_us"], k) for k, v in res.items()
              if v.get("final_us") and sp.Config.from_key(k).splitk == 1]
    t, k = min(finals or cands)
    return dict(r, best={"key": k, "time_us": t})


def write_tuned(result, rows, path):
    doc = {}
    if os.path.exists(path):
        with open(path) as f:
            doc = json.load(f)
    doc["device"] = {k: result["device"].get(k) for k in ("name", "cc", "sms", "cupy", "runtime", "driver", "tf32")}
    doc["note"] = ("written by smemvec-tune report and bench/tune3/write_results.py; flags are clang "
                   "-D/-mllvm flags; launch: grid (N/BN, M/BM, SPLITK) or (STREAMK, 1, 1), dynamic "
                   "shared memory bytes "
                   "(cudaFuncSetAttribute first when > 48 KiB), zero_c: C zeroed before each launch (split-K)")
    doc.setdefault("sizes", {})
    doc["shapes"] = {}
    stem = path[:-5] if path.endswith(".json") else path
    written = [path]
    for r in rows:
        M, N, K = r["shape"]
        e = tuned_row_entry(r, M, N, K)
        name = "%dx%dx%d" % (M, N, K)
        doc["shapes"][name] = e
        entries = [(name, e)]
        if M == N == K:
            # "sizes" is what bench/suite.py runs; it poisons C, so it cannot
            # run split-K: the best configuration without split-K there.
            se = e
            if e["zero_c"]:
                alt = suite_row(r)
                se = tuned_row_entry(alt, M, N, K) if alt else None
            if se:
                doc["sizes"][str(M)] = se
                entries = [(name, e), (str(M), se)]
        for n, ent in entries:
            fp = "%s_%s.flags" % (stem, n)
            with open(fp, "w") as f:
                f.write(" ".join(ent["flags"]) + "\n")
            written.append(fp)
    with open(path, "w") as f:
        json.dump(doc, f, indent=2, sort_keys=True)
        f.write("\n")
    return written


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("result")
    p.add_argument("--csv")
    p.add_argument("--tuned")
    args = p.parse_args(argv)
    with open(args.result) as f:
        result = json.load(f)
    rows = rows_of(result)
    print(table(rows))
    if args.csv:
        write_csv(result, args.csv)
        print("wrote", args.csv)
    if args.tuned:
        for w in write_tuned(result, rows, args.tuned):
            print("wrote", w)
    return 0


if __name__ == "__main__":
    sys.exit(main())
