# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec-report's Python side is linear in the number of kernels (issue 21:
it re-parsed the whole PTX per kernel, 1000 kernels took ~2 min).

Runs the report in this process against the fake toolchain
(Inputs/fake-toolchain: a clang++ that writes N kernels, a ptxas -v) and
checks, deterministically, that each variant's PTX is split into functions
exactly once and each kernel's body counted once per variant; then, as a
ratio in one run (never an absolute time), that 8x the kernels costs well
under the 64x a quadratic report would take.

    python3 report_scaling.py tools/smemvec-report
"""
import contextlib
import importlib.machinery
import importlib.util
import io
import os
import sys
import time

FAKE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "fake-toolchain")


def load_report(path):
    sys.path.insert(0, os.path.dirname(os.path.abspath(path)))
    loader = importlib.machinery.SourceFileLoader("smemvec_report", path)
    spec = importlib.util.spec_from_loader("smemvec_report", loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


def run(report, src, n):
    argv = [src, "--clang", os.path.join(FAKE, "clang++"), "--plugin", src, "--no-nvcc",
            "--no-sass", "--csv", "--progress", "never", f"-DNKERNELS={n}"]
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        rc = report.main(argv)
    if rc != 0:
        sys.exit(f"report exit {rc} for {n} kernels")
    rows = out.getvalue().splitlines()[1:]
    if len(rows) != 2 * n:
        sys.exit(f"expected {2 * n} rows for {n} kernels, got {len(rows)}")
    return rows


def main():
    report = load_report(sys.argv[1])
    os.environ["SMEMVEC_PTXAS"] = os.path.join(FAKE, "ptxas")
    os.environ["SMEMVEC_CUOBJDUMP"] = os.path.join(FAKE, "no-cuobjdump")
    src = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"scaling-{os.getpid()}.ll")
    with open(src, "w") as f:
        f.write('target triple = "nvptx64-nvidia-cuda"\n')
    try:
        # 1. Work counted: one split per variant, one count per kernel x variant.
        ptx = report.ptx
        calls = {"split": 0, "count": 0}
        split, count = ptx.split_functions, ptx.count_shared

        def counting_split(text):
            calls["split"] += 1
            return split(text)

        def counting_count(fn):
            calls["count"] += 1
            return count(fn)
        ptx.split_functions, ptx.count_shared = counting_split, counting_count
        rows = run(report, src, 300)
        ptx.split_functions, ptx.count_shared = split, count
        print(f"300 kernels, 2 variants: {calls['split']} PTX splits, "
              f"{calls['count']} function counts")
        print("first row:", rows[0].split(",", 1)[1])
        # 2. Time as a ratio: the Python side only (the run minus the fake
        # compiler processes, whose start-up would hide it), best of 3 at N
        # and 8N in the same process.
        in_tools = [0.0]
        run_variants = report.run_variants

        def timed_run_variants(*a):
            t = time.perf_counter()
            try:
                return run_variants(*a)
            finally:
                in_tools[0] += time.perf_counter() - t
        report.run_variants = timed_run_variants

        def best(n):
            times = []
            for _ in range(3):
                in_tools[0] = 0.0
                t = time.perf_counter()
                run(report, src, n)
                times.append(time.perf_counter() - t - in_tools[0])
            return min(times)
        small, large = best(200), best(1600)
        ratio = large / small
        print(f"8x the kernels: {ratio:.1f}x the time "
              f"({'linear' if ratio < 20 else 'SUPERLINEAR'}; quadratic would be ~64x)")
    finally:
        os.unlink(src)


if __name__ == "__main__":
    main()
