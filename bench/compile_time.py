#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Device-compile time and PTX size of every suite unit: plugin vs stock clang.

    python3 bench/compile_time.py [--reps 5] [--only REGEX] [--out FILE.md] [--csv FILE]
    python3 bench/compile_time.py --base plugin-nounroll --new plugin

Why: issue 20 bounds what the plugin may cost: device compile time of the
whole suite <= 1.3x stock clang (geometric mean over files), no file > 2x,
and no kernel's PTX more than 4x stock's size.

Algorithm: for each distinct (source, defines) of bench/suite.json (the
compile units bench/build_bundle.py builds), the clang -O3 device-only
compile to PTX (the Python core's argv, smemvec_tools.compile) of the two
variants is run --reps times, the two interleaved (base, new, base, new, ...)
so that load on the machine hits both alike. A run's cost is the CPU time
(user + sys) of the compiler processes, which other load on a shared
machine disturbs far less than wall time; the minimum over the repetitions
is kept (wall time is reported too). PTX size: bytes of the file, and per
kernel the PTX instructions of the kernel plus the .funcs it calls
(smemvec_tools.ptx.code_features); the largest kernel ratio is shown.

Cost: 2 x reps compiles per unit (the whole suite at --reps 3 takes a few
minutes on one core). Exit status 1 if a bound is exceeded, 2 on bad input.
Variants: stock, plugin, or any name of suite.json's "variants" (clang only).
"""
import argparse
import math
import os
import re
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.realpath(__file__))
import _bootstrap  # noqa: E402,F401 - tools/ on sys.path (the one bootstrap)

from smemvec_tools import compile as cc  # noqa: E402
from smemvec_tools import ptx, toolchain  # noqa: E402
import suite as suitelib  # noqa: E402
from build_bundle import variant_from_json  # noqa: E402

# Issue 20's bounds.
MAX_GEOMEAN_TIME = 1.3
MAX_FILE_TIME = 2.0
MAX_KERNEL_PTX = 4.0


def timed(cmd):
    """(CPU seconds of the compiler processes, wall seconds); raises on failure."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - t0
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if p.returncode != 0:
        raise RuntimeError(cc.explain_failure(p.stderr))
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return cpu, wall


def units_of(suite):
    """{(source, defines tuple): [kernel symbols]} in suite order."""
    units = {}
    for k in suite["kernels"]:
        key = (k["source"], tuple(sorted(k.get("defines", {}).items())))
        syms = units.setdefault(key, [])
        if k["symbol"] not in syms:
            syms.append(k["symbol"])
    return units


def kernel_sizes(path, symbols):
    with open(path) as f:
        fns = ptx.functions_by_name(f.read())
    return {s: ptx.code_features(fns, s).instructions for s in symbols if s in fns}


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def pick_variant(suite, name):
    for v in suite["variants"]:
        if v["name"] == name:
            var = variant_from_json(v)
            if var.compiler != "clang":
                raise suitelib.SuiteError(f"variant {name}: only clang variants are timed")
            return var
    raise suitelib.SuiteError(f"no variant {name} in the suite (have "
                              f"{', '.join(v['name'] for v in suite['variants'])})")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n", 2)[2])
    ap.add_argument("--suite", default=os.path.join(HERE, "suite.json"))
    ap.add_argument("--kernels-dir", default=os.path.join(HERE, "kernels"))
    ap.add_argument("--plugin", default=toolchain.plugin_path())
    ap.add_argument("--base", default="stock", help="variant compared against (default stock)")
    ap.add_argument("--new", default="plugin", help="variant measured (default plugin)")
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--only", metavar="REGEX", help="units whose source or a kernel matches")
    ap.add_argument("--out", metavar="MD", help="also write the markdown here")
    ap.add_argument("--csv", metavar="CSV", help="per-unit rows")
    ap.add_argument("--max-geomean", type=float, default=MAX_GEOMEAN_TIME,
                    help=f"bound on the geomean time ratio (default {MAX_GEOMEAN_TIME})")
    ap.add_argument("--max-file", type=float, default=MAX_FILE_TIME,
                    help=f"bound on any unit's time ratio (default {MAX_FILE_TIME})")
    ap.add_argument("--max-kernel-ptx", type=float, default=MAX_KERNEL_PTX,
                    help=f"bound on any kernel's PTX ratio (default {MAX_KERNEL_PTX})")
    a = ap.parse_args(argv)
    if min(a.max_geomean, a.max_file, a.max_kernel_ptx) <= 0:
        print("compile_time: error: the bounds must be positive", file=sys.stderr)
        return 2
    if a.reps < 1:
        print("compile_time: error: --reps must be at least 1", file=sys.stderr)
        return 2
    try:
        suite = suitelib.load_suite(a.suite)
        base, new = pick_variant(suite, a.base), pick_variant(suite, a.new)
    except suitelib.SuiteError as e:
        print(f"compile_time: error: {e}", file=sys.stderr)
        return 2
    tools = toolchain.find_tools(plugin=a.plugin)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for (source, defs), symbols in units_of(suite).items():
            if a.only and not (re.search(a.only, source)
                               or any(re.search(a.only, s) for s in symbols)):
                continue
            src = os.path.join(a.kernels_dir, source)
            if not os.path.exists(src):
                print(f"compile_time: {source}: not here, skipped", file=sys.stderr)
                continue
            outs = {v.name: os.path.join(tmp, f"u.{v.name}.ptx") for v in (base, new)}
            try:
                cmds = {v.name: cc.compile_command(src, v, tools, outs[v.name],
                                                   defines=dict(defs)) for v in (base, new)}
                cpu = {base.name: [], new.name: []}
                wall = {base.name: [], new.name: []}
                for _ in range(a.reps):
                    for v in (base, new):
                        c, w = timed(cmds[v.name])
                        cpu[v.name].append(c)
                        wall[v.name].append(w)
            except (ValueError, RuntimeError) as e:
                print(f"compile_time: error: {source}: {e}", file=sys.stderr)
                return 2
            size = {n: os.path.getsize(p) for n, p in outs.items()}
            ksz = {n: kernel_sizes(p, symbols) for n, p in outs.items()}
            kratio = max((ksz[new.name][s] / ksz[base.name][s] for s in ksz[base.name]
                          if ksz[base.name][s] and s in ksz[new.name]), default=None)
            label = source + "".join(f" -D{k}={v}" for k, v in defs)
            rows.append({"unit": label, "kernels": len(symbols),
                         "base_cpu_s": min(cpu[base.name]), "new_cpu_s": min(cpu[new.name]),
                         "base_wall_s": min(wall[base.name]), "new_wall_s": min(wall[new.name]),
                         "base_ptx_bytes": size[base.name], "new_ptx_bytes": size[new.name],
                         "max_kernel_ptx_ratio": kratio})
            r = rows[-1]
            print(f"  {label}: {r['new_cpu_s'] / r['base_cpu_s']:.2f}x", file=sys.stderr)
    if not rows:
        print("compile_time: error: no unit to time", file=sys.stderr)
        return 2
    md, ok = report(rows, base.name, new.name, a.reps,
                    (a.max_geomean, a.max_file, a.max_kernel_ptx))
    sys.stdout.write(md)
    if a.out:
        with open(a.out, "w") as f:
            f.write(md)
    if a.csv:
        import csv
        with open(a.csv, "w", newline="") as f:
            w = csv.DictWriter(f, list(rows[0].keys()))
            w.writeheader()
            w.writerows(rows)
    return 0 if ok else 1


def report(rows, base, new, reps, bounds=(MAX_GEOMEAN_TIME, MAX_FILE_TIME, MAX_KERNEL_PTX)):
    """Markdown table + the bounds (geomean, file, kernel PTX); (text, all met)."""
    max_gm, max_file, max_kptx = bounds
    lines = [f"| unit | kernels | {base} CPU s | {new} CPU s | time ratio | wall ratio "
             f"| PTX bytes ratio | largest kernel PTX ratio |",
             "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        kr = r["max_kernel_ptx_ratio"]
        kr_cell = f"{kr:.2f}" if kr else "–"
        lines.append(f"| {r['unit']} | {r['kernels']} | {r['base_cpu_s']:.2f} | "
                     f"{r['new_cpu_s']:.2f} | {r['new_cpu_s'] / r['base_cpu_s']:.2f} | "
                     f"{r['new_wall_s'] / r['base_wall_s']:.2f} | "
                     f"{r['new_ptx_bytes'] / r['base_ptx_bytes']:.2f} | {kr_cell} |")
    t = [r["new_cpu_s"] / r["base_cpu_s"] for r in rows]
    s = [r["new_ptx_bytes"] / r["base_ptx_bytes"] for r in rows]
    k = [r["max_kernel_ptx_ratio"] for r in rows if r["max_kernel_ptx_ratio"]]
    total = sum(r["new_cpu_s"] for r in rows) / sum(r["base_cpu_s"] for r in rows)
    gm = geomean(t)
    worst_t = max(zip(t, rows), key=lambda x: x[0])
    worst_k = max(k) if k else None
    ok = gm <= max_gm and worst_t[0] <= max_file and (
        worst_k is None or worst_k <= max_kptx)
    lines += ["",
              f"{len(rows)} units, CPU time min of {reps} interleaved runs each. "
              f"{new}/{base} compile time: geomean **{gm:.2f}x** (bound {max_gm}), "
              f"whole suite {total:.2f}x, largest **{worst_t[0]:.2f}x** ({worst_t[1]['unit']}; "
              f"bound {max_file}). PTX bytes: geomean {geomean(s):.2f}x, largest "
              f"{max(s):.2f}x; largest kernel (instructions incl. called .funcs): "
              + (f"**{worst_k:.2f}x** (bound {max_kptx})." if worst_k else "–.")
              + (" All bounds met." if ok else " **A bound is exceeded.**")]
    return "\n".join(lines) + "\n", ok


if __name__ == "__main__":
    sys.exit(main())
