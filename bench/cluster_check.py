#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec-cluster check: a thin client of smemvec_tools (bundle + gpu).

  python3 bench/cluster_check.py build [--out DIR] [--plugin SO]   # here
  python3 bench/cluster_check.py run DIR [--variants ...] [--csv OUT.csv]

build compiles bench/cluster/kernels.cu, bench/kernels/transpose.cu and
bench/kernels/lud_mwe.cu (the seed MWE) in five variants and prints the
per-kernel register / PTX shared-instruction table (tools/ptx_kernel_stats.py)
of each variant against its baseline:
  stock            the plugin with -smemvec-cluster=0
  cluster          the plugin
  full             the plugin with -smemvec-sched=full
  noalign-stock    alignment raising and both vectorizers off, no clustering
  noalign-cluster  the same with clustering (the issue's setting)
run (GPU machine) assembles each PTX (ptxas -arch=sm_90), counts SASS
LDS/STS per kernel (cuobjdump; LDS.64/.128 apart), runs every kernel on
fixed random inputs and checks its outputs are bitwise identical to the
first variant's. Exit 1 if any output differs or a variant has more SASS
shared instructions than its baseline. See docs/cluster.md.
"""
import collections
import csv
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.realpath(__file__))
import _bootstrap  # noqa: E402,F401 - tools/ on sys.path (the one bootstrap)

from smemvec_tools import bundle as bundlelib  # noqa: E402
from smemvec_tools import compile as cc  # noqa: E402
from smemvec_tools import gpu, toolchain  # noqa: E402

SOURCES = [os.path.join(HERE, "cluster", "kernels.cu"),
           os.path.join(HERE, "kernels", "transpose.cu"),
           os.path.join(HERE, "kernels", "lud_mwe.cu")]
NOVEC = ["-mllvm", "-smemvec-align=0", "-mllvm", "-disable-nvptx-load-store-vectorizer"]
OFF = ["-mllvm", "-smemvec-cluster=0"]
VARIANTS = [cc.Variant("stock", "clang", True, OFF),
            cc.Variant("cluster", "clang", True, []),
            cc.Variant("full", "clang", True, ["-mllvm", "-smemvec-sched=full"]),
            cc.Variant("noalign-stock", "clang", True, NOVEC + OFF),
            cc.Variant("noalign-cluster", "clang", True, NOVEC)]
BASELINE = {"cluster": "stock", "full": "stock", "noalign-cluster": "noalign-stock"}


def build(args, tools):
    built = bundlelib.build_variants(args.out, SOURCES, VARIANTS, tools)
    bundlelib.write_manifest(args.out, {**bundlelib.header("cluster", tools),
                                        "variants": [v.name for v in VARIANTS], **built})
    stats = os.path.join(toolchain.REPO, "tools", "ptx_kernel_stats.py")
    for new, old in BASELINE.items():
        print(f"### {new} (after) vs {old} (before)", flush=True)
        subprocess.run([sys.executable, stats, os.path.join(args.out, "ptx", new),
                        "--compare", os.path.join(args.out, "ptx", old),
                        "--csv", os.path.join(args.out, f"{new}-vs-{old}.csv")])
    return 1 if built["errors"] else 0


def launches(cp, np):
    """(unit, kernel, grid, block, shared bytes, make_args) for each kernel."""
    rng = np.random.default_rng(1234)

    def f32(n):
        return cp.asarray(rng.standard_normal(n).astype(np.float32))

    n = 64
    return [
        ("lud_mwe", "lud_mwe", (1,), (32,), 0, lambda: ([f32(50), cp.zeros(25, cp.float32)], [1])),
        ("kernels", "_Z11matmul_tilePKfS0_Pfi", (4, 4), (16, 16), 0,
         lambda: ([f32(n * n), f32(n * n), cp.zeros(n * n, cp.float32), np.int32(n)], [2])),
        ("transpose", "transpose", (2, 2), (32, 8), 0,
         lambda: ([f32(n * n), cp.zeros(n * n, cp.float32), np.int32(n)], [1])),
        ("kernels", "_Z9stencil1dPKfPf", (4,), (256,), 0,
         lambda: ([f32(4 * 256 + 6), cp.zeros(4 * 256, cp.float32)], [1])),
        ("kernels", "_Z9stencil2dPKfPfi", (4, 4), (16, 16), 0,
         lambda: (lambda buf: ([buf[n + 1:], cp.zeros(n * n, cp.float32), np.int32(n)], [1]))(
             f32(n * n + 3 * n + 2))),
        ("kernels", "_Z9sgemm_4x4PKfS0_Pfi", (1, 1), (256,), 0,
         lambda: ([f32(n * n), f32(n * n), cp.zeros(n * n, cp.float32), np.int32(n)], [2])),
        ("kernels", "_Z12lud_internalPfii", (3, 3), (16, 16), 0,
         lambda: ([f32(n * n), np.int32(n), np.int32(0)], [0])),
        ("kernels", "_Z6reducePKfPf", (4,), (256,), 0,
         lambda: ([f32(4 * 256), cp.zeros(4, cp.float32)], [1])),
        ("kernels", "_Z11row_columnsPKfPf", (1,), (32,), 32 * 8 * 4,
         lambda: ([f32(32 * 8), cp.zeros(32, cp.float32)], [1])),
    ]


def run(args, man):
    import numpy as np
    dev = gpu.Device()
    cp = dev.cp
    asm = gpu.assemble_variants(args.bundle, man["ptx"], args.variants,
                                tempfile.mkdtemp(prefix="smemvec-cluster-"))
    counts, outputs = {}, {}
    for v in args.variants:
        counts[v] = {}
        for (vv, u), a in asm.items():
            if vv != v:
                continue
            if not a.ok:
                raise SystemExit(f"{u} [{v}]: {a.error}")
            for kernel, c in a.sass.items():
                counts[v][kernel] = collections.Counter({
                    "LDS": c.lds, "STS": c.sts,
                    "LDS.64": c.lds_widths["64"], "LDS.128": c.lds_widths["128"],
                    "STS.64": c.sts_widths["64"], "STS.128": c.sts_widths["128"]})
        outputs[v] = {}
        for unit, kern, grid, block, shmem, make in launches(cp, np):
            fn = dev.function(asm[(v, unit)].cubin, kern)
            kargs, out_idx = make()
            dev.launch(fn, grid, block, kargs, shared_mem=shmem)
            outputs[v][kern] = [cp.asnumpy(kargs[i]) for i in out_idx]

    ok = True
    rows = []
    ref = args.variants[0]
    for k in sorted(counts[ref]):
        row = {"kernel": k}
        for v in args.variants:
            c = counts[v].get(k, collections.Counter())
            got, want = outputs[v].get(k), outputs[ref].get(k)
            same = (got is None and want is None) or (
                got is not None and want is not None and len(got) == len(want)
                and all(gpu.bitwise_diff(x, y).size == 0 for x, y in zip(got, want)))
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
    print(f"device: {dev.name}")
    print("| kernel | " + " | ".join(args.variants) + " |")
    print("|---|" + "---|" * len(args.variants))
    for r in rows:
        print("| " + " | ".join([r["kernel"]] + [r[v] for v in args.variants]) + " |")
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=["kernel"] + args.variants)
            w.writeheader()
            w.writerows(rows)
    print("all outputs identical, no extra shared instructions" if ok else "CHECK FAILED")
    return 0 if ok else 1


def run_args(r):
    r.add_argument("--variants", nargs="+", default=[v.name for v in VARIANTS])
    r.add_argument("--csv")


def main(argv=None):
    return bundlelib.check_main(argv, __doc__, "cluster", build, run, run_args)


if __name__ == "__main__":
    sys.exit(main())
