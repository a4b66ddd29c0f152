#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Per-kernel register, SASS size and shared-memory instruction counts for PTX files.

  ptx_kernel_stats.py DIR_OR_FILE... [--ptxas PATH] [--csv OUT.csv]
                      [--compare OTHER_DIR | --variants BEFORE,AFTER]
                      [--changed] [--features]

For every .ptx or .ptx.gz file (directories are searched recursively) and
every kernel (.entry) in it, prints the registers and spill bytes `ptxas -v`
reports, the SASS instructions in the cubin (its .text section over 16
bytes) and the PTX instruction counts of ld.shared / st.shared (vector
forms counted separately). With --compare, files with the same relative
path under OTHER_DIR are measured too and the table shows both side by
side (e.g. the same suite compiled with -mllvm -smemvec-cluster=0), so the
lead can produce the before/after register table. With --variants, the
pairs are a bundle's own files (`<unit>.AFTER.ptx.gz` against
`<unit>.BEFORE.ptx.gz` in one directory: build_bundle.py's two variants of
a change). --changed keeps the kernels whose PTX body differs between the
two: which kernels a change reaches, and what ptxas makes of it. Needs only
ptxas (no GPU).
"""
import argparse
import csv
import gzip
import os
import shutil
import sys
import tempfile

# tools/ is on sys.path as this script's directory.
from smemvec_tools import gpu, ptx, toolchain


PTX_SUFFIXES = (".ptx", ".ptx.gz")


def ptx_files(paths):
    for p in paths:
        if os.path.isdir(p):
            for root, _, files in os.walk(p):
                for f in sorted(files):
                    if f.endswith(PTX_SUFFIXES):
                        yield os.path.join(root, f), os.path.relpath(
                            os.path.join(root, f), p)
        else:
            yield p, os.path.basename(p)


def variant_pairs(files, before, after):
    """(path, rel, before's path) of each `<unit>.<after>.ptx[.gz]` whose
    `<unit>.<before>` sibling exists."""
    for path, rel in files:
        for suffix in PTX_SUFFIXES:
            tail = f".{after}{suffix}"
            if path.endswith(tail):
                other = path[:-len(tail)] + f".{before}{suffix}"
                if os.path.exists(other):
                    yield path, rel, other
                else:
                    sys.stderr.write(f"warning: no {other} to compare with\n")


class InputError(Exception):
    """Bad arguments or input: one line, exit 2."""


def read_ptx(path):
    try:
        with (gzip.open(path, "rt") if path.endswith(".gz") else open(path)) as f:
            return f.read()
    except (UnicodeDecodeError, gzip.BadGzipFile):
        raise InputError(f"{path}: not a text file (expected PTX)")
    except OSError as e:
        raise InputError(f"{path}: {e.strerror or e}")


def kernel_bodies(path):
    """{kernel: PTX body}: what --changed compares."""
    return {name: "\n".join(fn.lines) for name, fn in
            ptx.functions_by_name(read_ptx(path)).items() if fn.is_kernel}


def shared_counts(path):
    """{kernel: {ld, st, ldv, stv}} from the PTX text (smemvec_tools.ptx)."""
    fns = ptx.functions_by_name(read_ptx(path))
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
    """{kernel: (registers, spill_store_bytes, spill_load_bytes, SASS
    instructions)} from ptxas -v and the cubin."""
    with tempfile.TemporaryDirectory() as tmp:
        got = gpu.assemble(gpu.ptx_path(path, tmp), os.path.join(tmp, "k.cubin"),
                           sass=False, ptxas=[ptxas])
    if not got.ok:
        sys.stderr.write(f"ptxas failed on {path}: {got.error}\n{got.log}")
        return None
    return {k: (r.get("registers"), r.get("spill_stores", 0), r.get("spill_loads", 0),
                r.get("sass_instructions"))
            for k, r in got.resources.items() if "registers" in r}


# The columns measured on both sides of a comparison.
COMPARED = ("regs", "sass", "spill_st", "spill_ld", "ld", "st", "ldv", "stv")


def measure(path, args):
    counts = shared_counts(path)  # first: a file that is not PTX stops here
    regs = ptxas_stats(path, args.ptxas) or {}
    out = {}
    for k, c in counts.items():
        r = regs.get(k, (None, None, None, None))
        out[k] = {"regs": r[0], "sass": r[3], "spill_st": r[1], "spill_ld": r[2], **c}
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="+")
    ap.add_argument("--ptxas", default=toolchain.cuda_tool("ptxas") or "ptxas",
                    help="default: $SMEMVEC_PTXAS, $CUDA_PATH/bin/ptxas, PATH")
    how = ap.add_mutually_exclusive_group()
    how.add_argument("--compare", metavar="OTHER_DIR",
                     help="the same files compiled another way (the 'before')")
    how.add_argument("--variants", metavar="BEFORE,AFTER",
                     help="pair each <unit>.AFTER.ptx[.gz] with its <unit>.BEFORE sibling "
                          "(two variants of a bundle)")
    ap.add_argument("--changed", action="store_true",
                    help="only kernels whose PTX differs between before and after")
    ap.add_argument("--csv", metavar="OUT")
    ap.add_argument("--features", action="store_true",
                    help="also calls, generic ld/st, local bytes, nounroll pragmas, "
                         "lg2/ex2.approx per kernel (with its .funcs)")
    args = ap.parse_args()
    try:
        return run(args)
    except InputError as e:
        sys.stderr.write(f"ptx_kernel_stats.py: error: {e}\n")
        return 2
    except BrokenPipeError:
        sys.stdout = open(os.devnull, "w")  # the reader of a pipe left
        return 1


def check_args(args):
    for p in args.paths:
        if not os.path.exists(p):
            raise InputError(f"no such file or directory: {p}")
        if os.path.isfile(p) and not p.endswith(PTX_SUFFIXES):
            raise InputError(f"{p}: expected a .ptx file or a directory of them")
    ptxas = args.ptxas if os.sep in args.ptxas else shutil.which(args.ptxas)
    if not ptxas or not (os.path.isfile(ptxas) and os.access(ptxas, os.X_OK)):
        raise InputError(f"--ptxas {args.ptxas}: not found or not executable "
                         "(set SMEMVEC_PTXAS or CUDA_PATH)")
    args.ptxas = ptxas
    if args.compare and not os.path.isdir(args.compare):
        raise InputError(f"--compare {args.compare}: no such directory")
    if args.variants:
        names = args.variants.split(",")
        if len(names) != 2 or not all(names) or names[0] == names[1]:
            raise InputError(f"--variants {args.variants}: expected BEFORE,AFTER "
                             "(two different variant names)")
        args.variants = names
    if args.changed and not (args.compare or args.variants):
        raise InputError("--changed needs --compare or --variants")
    if args.csv and os.path.isdir(args.csv):
        raise InputError(f"--csv {args.csv}: is a directory")


def inputs(args):
    """(path, rel, the 'before' path or None) of every file measured."""
    files = ptx_files(args.paths)
    if args.variants:
        yield from variant_pairs(files, *args.variants)
        return
    for path, rel in files:
        other = None
        if args.compare:
            other = os.path.join(args.compare, rel)
            if not os.path.exists(other):
                sys.stderr.write(f"warning: no {other} to compare with\n")
                other = None
        yield path, rel, other


def run(args):
    check_args(args)
    rows = []
    pairs = list(inputs(args))
    if args.variants and not pairs:
        before, after = args.variants
        raise InputError(f"no <unit>.{after}.ptx[.gz] with a <unit>.{before} sibling under "
                         + ", ".join(args.paths))
    for path, rel, other in pairs:
        changed = None
        if args.changed:  # first, from the text: an unchanged file costs no ptxas run
            bodies = kernel_bodies(other)
            changed = {k for k, b in kernel_bodies(path).items() if bodies.get(k) != b}
            if not changed:
                continue
        after = measure(path, args)
        before = measure(other, args) if other else {}
        for k, a in sorted(after.items()):
            if changed is not None and k not in changed:
                continue
            row = {"file": rel, "kernel": k, **a}
            if args.compare or args.variants:
                b = before.get(k, {})
                row.update({"before_" + f: b.get(f) for f in COMPARED})
            rows.append(row)

    if not rows and args.changed:
        print("no kernel's PTX differs")
        return 0
    if not rows:
        raise InputError("no kernels (.entry) in any .ptx file under "
                         + ", ".join(args.paths))
    cols = list(rows[0].keys())
    if args.csv:
        try:
            with open(args.csv, "w", newline="") as f:
                w = csv.DictWriter(f, fieldnames=cols)
                w.writeheader()
                w.writerows(rows)
        except OSError as e:
            raise InputError(f"--csv {args.csv}: {e.strerror or e}")
    if args.compare or args.variants:
        hdr = ["file", "kernel", "regs before", "regs after", "SASS b/a", "ld.shared b/a",
               "st.shared b/a", "spill b/a"]
        print("| " + " | ".join(hdr) + " |")
        print("|" + "---|" * len(hdr))
        for r in rows:
            print(f"| {r['file']} | {r['kernel']} | {r['before_regs']} | {r['regs']} | "
                  f"{r['before_sass']}/{r['sass']} | "
                  f"{r['before_ld']}/{r['ld']} | {r['before_st']}/{r['st']} | "
                  f"{r['before_spill_st']}/{r['spill_st']} |")
    else:
        hdr = ["file", "kernel", "regs", "SASS", "spill st/ld", "ld.shared (vec)",
               "st.shared (vec)"]
        if args.features:
            hdr += ["instr", "calls", "generic ld/st", "local B", "nounroll", "lg2/ex2.approx"]
        print("| " + " | ".join(hdr) + " |")
        print("|" + "---|" * len(hdr))
        for r in rows:
            cells = (f"| {r['file']} | {r['kernel']} | {r['regs']} | {r['sass']} | "
                     f"{r['spill_st']}/{r['spill_ld']} | "
                     f"{r['ld']} ({r['ldv']}) | {r['st']} ({r['stv']}) |")
            if args.features:
                cells += (f" {r['instructions']} | {r['calls']} | {r['generic_ld']}/{r['generic_st']} | "
                          f"{r['local_bytes']} | {r['nounroll']} | {r['lg2_approx']}/{r['ex2_approx']} |")
            print(cells)
    return 0


if __name__ == "__main__":
    sys.exit(main())
