#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec-lsv GPU check: a thin client of smemvec_tools (bundle + gpu).

  python3 bench/lsv_check.py build [--out DIR] [--plugin SO]     # here
  python3 bench/lsv_check.py run DIR --csv OUT.csv [--reps N]    # GPU machine

build compiles every kernel of bench/kernels/lsv_cases.json (sources in
bench/kernels/) in three variants with the one clang CUDA argv:
  on       the whole plugin (smemvec-align + smemvec-lsv); its -Rpass remarks
           go to DIR/remarks.txt
  off      the plugin with -smemvec-lsv=0 (upstream LSV only)
  ratio05  the plugin with -smemvec-lsv-min-useful-ratio=0.5 (cost-model
           threshold: lsv_varying_half merges only here)
and prints the PTX ld.shared count per variant. run assembles every PTX
(ptxas -arch=sm_90), counts SASS LDS/STS per kernel (cuobjdump), launches
each kernel with the manifest's grid/block on deterministic inputs into a
poisoned output, compares the output bit for bit with the first variant's,
and times it (CUDA events, median of --reps). One CSV row per kernel x
variant; exit 1 if any output differs. See docs/lsv.md.
"""
import csv
import os
import sys
import tempfile

HERE = os.path.dirname(os.path.realpath(__file__))
import _bootstrap  # noqa: E402,F401 - tools/ on sys.path (the one bootstrap)

from smemvec_tools import bundle as bundlelib  # noqa: E402
from smemvec_tools import compile as cc  # noqa: E402
from smemvec_tools import gpu, ptx  # noqa: E402

CASES = os.path.join(HERE, "kernels", "lsv_cases.json")
VARIANTS = [cc.Variant("on", "clang", plugin=True, flags=["-Rpass=smemvec-lsv"]),
            cc.Variant("off", "clang", plugin=True, flags=["-mllvm", "-smemvec-lsv=0"]),
            cc.Variant("ratio05", "clang", plugin=True,
                       flags=["-mllvm", "-smemvec-lsv-min-useful-ratio=0.5"])]


def build(args, tools):
    import json
    with open(CASES) as f:
        cases = json.load(f)
    sources = sorted({os.path.join(HERE, "kernels", k.get("source", cases["source"]))
                      for k in cases["kernels"]})
    built = bundlelib.build_variants(args.out, sources, VARIANTS, tools)
    for k in cases["kernels"]:
        k["unit"] = os.path.splitext(k.get("source", cases["source"]))[0]
    bundlelib.write_manifest(args.out, {**bundlelib.header("lsv", tools),
                                        "variants": [v.name for v in VARIANTS],
                                        "kernels": cases["kernels"], **built})
    remarks = cc.compile_ptx(sources[0], VARIANTS[0], tools, os.devnull)
    with open(os.path.join(args.out, "remarks.txt"), "w") as f:
        f.write(remarks.error)
    for v in VARIANTS:
        n = 0
        for rel in built["ptx"][v.name].values():
            with open(os.path.join(args.out, rel)) as f:
                n += sum(ptx.count_shared(fn).ld_total for fn in
                         ptx.functions_by_name(f.read()).values())
        print(f"{v.name:<8} PTX ld.shared: {n}")
    return 1 if built["errors"] else 0


def make_input(spec):
    import numpy as np
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
        else:  # lud_mwe: per block 25 dia values then 25 peri_col values
            k = i % 50
            r, c = (k % 25) // 5, k % 5
            dia = 1.0 / (1.0 + np.abs(r - c)) + 5.0 * (r == c)
            v = np.where(k < 25, dia, ((k % 7) - 3).astype(np.float64))
    else:
        raise SystemExit(f"unknown init '{init}'")
    return v.astype(spec["dtype"])


def run(args, man):
    import numpy as np
    dev = gpu.Device()
    asm = gpu.assemble_variants(args.bundle, man["ptx"], man["variants"],
                                tempfile.mkdtemp(prefix="smemvec-lsv-"))
    rows, ok = [], True
    for k in man["kernels"]:
        host_in = make_input(k["in"])
        ref = None
        for v in man["variants"]:
            a = asm[(v, k["unit"])]
            if not a.ok:
                raise SystemExit(f"{k['name']} [{v}]: {a.error}")
            fn = dev.function(a.cubin, k["name"])
            d_in = dev.cp.asarray(host_in)
            d_out = dev.poisoned(k["out"]["count"], k["out"]["dtype"])
            dev.launch(fn, (k["grid"],), (k["block"],), (d_in, d_out))
            result = dev.cp.asnumpy(d_out)
            same = ref is None or gpu.bitwise_diff(result, ref).size == 0
            if ref is None:
                ref = result
            ok &= same
            times = dev.time_events(lambda: fn((k["grid"],), (k["block"],), (d_in, d_out)),
                                    args.reps, warmup=1, sync_each=True)
            c = a.sass.get(k["name"])
            med = float(np.median(times))
            rows.append(dict(kernel=k["name"], variant=v, sass_lds=c.lds if c else None,
                             sass_sts=c.sts if c else None, identical_to_ref=same,
                             median_ms=f"{med:.5f}"))
            print(f"{k['name']:20s} {v:8s} LDS={rows[-1]['sass_lds']} STS={rows[-1]['sass_sts']} "
                  f"identical={same} median_ms={med:.5f}")
    with open(args.csv, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    print(f"device: {dev.name}; " + ("all outputs identical" if ok else
                                     "error: outputs differ between variants"))
    return 0 if ok else 1


def run_args(r):
    r.add_argument("--csv", required=True)
    r.add_argument("--reps", type=int, default=50)


def main(argv=None):
    return bundlelib.check_main(argv, __doc__, "lsv", build, run, run_args)


if __name__ == "__main__":
    sys.exit(main())
