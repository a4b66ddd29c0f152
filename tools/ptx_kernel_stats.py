#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Per-kernel register and shared-memory instruction counts for PTX files.

  ptx_kernel_stats.py DIR_OR_FILE... [--ptxas PATH]
                      [--csv OUT.csv] [--compare OTHER_DIR] [--features]

For every .ptx file (directories are searched recursively) and every kernel
(.entry) in it, prints the registers and spill bytes `ptxas -v` reports and
the PTX instruction counts of ld.shared / st.shared (vector forms counted
separately). With --compare, files with the same relative path under
OTHER_DIR are measured too and the table shows both side by side (e.g. the
same suite compiled with -mllvm -smemvec-cluster=0), so the lead can produce
the before/after register table. Needs only ptxas (no GPU).
"""
import argparse
import csv
import os
import sys
import tempfile

# tools/ is on sys.path as this script's directory.
from smemvec_tools import gpu, ptx, toolchain


def ptx_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, files in os.walk(p):
                for f in sorted(files):
                    if f.endswith(".ptx"):
                        yield os.path.join(root, f), os.path.relpath(
                            os.path.join(root, f), p)
        else:
            yield p, os.path.basename(p)


def shared_counts(path):
    """{kernel: {ld, st, ldv, stv}} from the PTX text (smemvec_tools.ptx)."""
    with open(path) as f:
        fns = ptx.functions_by_name(f.read())
    out = {}
    for name, fn in fns.items():
        if fn.is_kernel:
            c = ptx.count_shared(fn)
            f = ptx.code_features(fns, name)
            out[name] = {"ld": c.ld_total, "st": c.st_total, "ldv": c.ld_vector,
                         "stv": c.st_vector,
                         **{k: getattr(f, k) for k in FEATURES}}
    return out


# code_features fields shown by --features (and always in --csv).
FEATURES = ["instructions", "calls", "generic_ld", "generic_st", "local_bytes", "nounroll",
            "lg2_approx", "ex2_approx"]


def ptxas_stats(path, ptxas):
    """{kernel: (registers, spill_store_bytes, spill_load_bytes)} from ptxas -v."""
    with tempfile.TemporaryDirectory() as tmp:
        got = gpu.assemble(path, os.path.join(tmp, "k.cubin"), sass=False, ptxas=[ptxas])
    if not got.ok:
        sys.stderr.write(f"ptxas failed on {path}:\n{got.log}")
        return None
    return {k: (r.get("registers"), r.get("spill_stores", 0), r.get("spill_loads", 0))
            for k, r in got.resources.items() if "registers" in r}


def measure(path, args):
    regs = ptxas_stats(path, args.ptxas) or {}
    out = {}
    for k, c in shared_counts(path).items():
        r = regs.get(k, (None, None, None))
        out[k] = {"regs": r[0], "spill_st": r[1], "spill_ld": r[2], **c}
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--ptxas", default=toolchain.cuda_tool("ptxas") or "ptxas",
                    help="default: $SMEMVEC_PTXAS, $CUDA_PATH/bin/ptxas, PATH")
    ap.add_argument("--compare", metavar="OTHER_DIR",
                    help="the same files compiled another way (the 'before')")
    ap.add_argument("--csv", metavar="OUT")
    ap.add_argument("--features", action="store_true",
                    help="also calls, generic ld/st, local bytes, nounroll pragmas, "
                         "lg2/ex2.approx per kernel (with its .funcs)")
    args = ap.parse_args()

    rows = []
    for path, rel in ptx_files(args.paths):
        after = measure(path, args)
        before = {}
        if args.compare:
            other = os.path.join(args.compare, rel)
            if os.path.exists(other):
                before = measure(other, args)
            else:
                sys.stderr.write(f"warning: no {other} to compare with\n")
        for k, a in sorted(after.items()):
            row = {"file": rel, "kernel": k, **a}
            if args.compare:
                b = before.get(k, {})
                row.update({"before_" + f: b.get(f) for f in
                            ("regs", "spill_st", "spill_ld", "ld", "st", "ldv", "stv")})
            rows.append(row)

    if not rows:
        sys.stderr.write("no kernels found\n")
        return 1
    cols = list(rows[0].keys())
    if args.csv:
        with open(args.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=cols)
            w.writeheader()
            w.writerows(rows)
    if args.compare:
        hdr = ["file", "kernel", "regs before", "regs after", "ld.shared b/a",
               "st.shared b/a", "spill b/a"]
        print("| " + " | ".join(hdr) + " |")
        print("|" + "---|" * len(hdr))
        for r in rows:
            print(f"| {r['file']} | {r['kernel']} | {r['before_regs']} | {r['regs']} | "
                  f"{r['before_ld']}/{r['ld']} | {r['before_st']}/{r['st']} | "
                  f"{r['before_spill_st']}/{r['spill_st']} |")
    else:
        hdr = ["file", "kernel", "regs", "spill st/ld", "ld.shared (vec)", "st.shared (vec)"]
        if args.features:
            hdr += ["instr", "calls", "generic ld/st", "local B", "nounroll", "lg2/ex2.approx"]
        print("| " + " | ".join(hdr) + " |")
        print("|" + "---|" * len(hdr))
        for r in rows:
            cells = (f"| {r['file']} | {r['kernel']} | {r['regs']} | {r['spill_st']}/{r['spill_ld']} | "
                     f"{r['ld']} ({r['ldv']}) | {r['st']} ({r['stv']}) |")
            if args.features:
                cells += (f" {r['instructions']} | {r['calls']} | {r['generic_ld']}/{r['generic_st']} | "
                          f"{r['local_bytes']} | {r['nounroll']} | {r['lg2_approx']}/{r['ex2_approx']} |")
            print(cells)
    return 0


if __name__ == "__main__":
    sys.exit(main())
