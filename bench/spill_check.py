#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The spill invariant of the suite: the plugin never spills where stock clang does not.

    python3 bench/spill_check.py BUNDLE                      # a bundle of build_bundle.py
    python3 bench/spill_check.py --build [--plugin SO] [--only REGEX] [--out DIR]
    python3 bench/spill_check.py BUNDLE --new plugin-blunt   # any two variants

Why: issue 31 item 3. A full unroll past a kernel's launch-bounds register
cap makes ptxas spill where stock clang, which leaves the loop rolled, does
not; smemvec-unroll's decision treats the cap as a budget, and this check
keeps it so over every suite kernel.

For each kernel of the bundle's manifest, `ptxas -arch=sm_90 -v` on the PTX
of the base variant (stock) and of the new one (plugin): registers, spill
stores and spill loads of the kernel entry. Exit status 1 if some kernel's
new spill stores or loads exceed the base's, 2 on bad input (no bundle, a
variant missing). --also adds a column (e.g. plugin-blunt) that is shown,
not judged. --build compiles the suite first (build_bundle.py, variants
base, new and --also) into --out (default a temporary directory).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.realpath(__file__))
import _bootstrap  # noqa: E402,F401 - tools/ on sys.path (the one bootstrap)

from smemvec_tools import bundle as bundlelib  # noqa: E402
from smemvec_tools import ptxas as ptxaslib  # noqa: E402
from smemvec_tools import toolchain  # noqa: E402
import build_bundle  # noqa: E402


def ptxas_resources(ptxas, path, memo):
    """{entry: resources} of one PTX file (memoised: a unit holds many kernels)."""
    if path not in memo:
        p = subprocess.run([ptxas, "-arch=sm_90", "-v", path, "-o", os.devnull],
                           capture_output=True, text=True)
        if p.returncode != 0:
            raise RuntimeError(f"ptxas failed on {path}: {p.stderr.strip().splitlines()[:1]}")
        memo[path] = ptxaslib.parse_ptxas_v(p.stderr + p.stdout)
    return memo[path]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n", 2)[2])
    ap.add_argument("bundle", nargs="?", help="a bundle directory (manifest.json)")
    ap.add_argument("--build", action="store_true", help="build the bundle first")
    ap.add_argument("--out", help="--build: the bundle directory (default: temporary)")
    ap.add_argument("--plugin", help="--build: SmemVec.so")
    ap.add_argument("--only", metavar="REGEX", help="kernels whose name matches")
    ap.add_argument("--base", default="stock")
    ap.add_argument("--new", default="plugin")
    ap.add_argument("--also", action="append", default=[], metavar="VARIANT")
    ap.add_argument("--known", action="append", default=[], metavar="KERNEL=BYTES",
                    help="a recorded exception: KERNEL may spill up to BYTES more "
                         "(stores) than the base; more than that, or a spill it no "
                         "longer has, still fails")
    args = ap.parse_args(argv)
    known = {}
    for item in args.known:
        name, _, nbytes = item.partition("=")
        if not name or not nbytes.isdigit():
            ap.error(f"--known {item}: expected KERNEL=BYTES")
        known[name] = int(nbytes)
    variants = [args.base, args.new] + args.also

    tmp = None
    if args.build:
        if args.bundle:
            ap.error("give a bundle or --build, not both")
        if not args.out:
            tmp = tempfile.TemporaryDirectory(prefix="spill_check.")
        args.bundle = args.out or tmp.name
        bargv = ["--out", args.bundle, "--variants", ",".join(variants)]
        if args.plugin:
            bargv += ["--plugin", args.plugin]
        if args.only:
            bargv += ["--only", args.only]
        if build_bundle.main(bargv) != 0:
            print("spill_check: error: the bundle did not build", file=sys.stderr)
            return 2
    elif not args.bundle:
        ap.error("give a bundle directory or --build")

    try:
        manifest = bundlelib.read_manifest(args.bundle)
    except Exception as e:  # noqa: BLE001 - one line for any unreadable bundle
        print(f"spill_check: error: {e}", file=sys.stderr)
        return 2
    tools = toolchain.find_tools()
    if not tools.ptxas:
        print("spill_check: error: ptxas not found", file=sys.stderr)
        return 2
    only = re.compile(args.only) if args.only else None
    memo, failures, rows = {}, [], 0
    head = ["kernel"] + [f"{v} regs / spill st / ld" for v in variants]
    print("| " + " | ".join(head) + " |")
    print("|" + "---|" * len(head))
    for k in manifest["kernels"]:
        if only and not only.search(k["name"]):
            continue
        missing = [v for v in variants if v not in k.get("ptx", {})]
        if missing:
            print(f"spill_check: error: {k['name']}: no PTX for {', '.join(missing)}",
                  file=sys.stderr)
            return 2
        res = {}
        for v in variants:
            path = os.path.join(args.bundle, k["ptx"][v])
            res[v] = ptxas_resources(tools.ptxas, path, memo).get(k["symbol"], {})
        cells = [f"{r.get('registers', '?')} / {r.get('spill_stores', 0)} / "
                 f"{r.get('spill_loads', 0)}" for r in (res[v] for v in variants)]
        base, new = res[args.base], res[args.new]
        worse = (new.get("spill_stores", 0) > base.get("spill_stores", 0)
                 or new.get("spill_loads", 0) > base.get("spill_loads", 0))
        extra = new.get("spill_stores", 0) - base.get("spill_stores", 0)
        mark = " **MORE SPILLS**" if worse else ""
        if k["name"] in known:
            # A recorded exception holds only at exactly its recorded size:
            # a fix (or a larger spill) makes the test say so.
            if worse and extra == known[k["name"]]:
                worse, mark = False, f" known: +{extra} B"
            elif not worse:
                mark = " **KNOWN SPILL GONE**"
                worse = True
        if worse:
            failures.append(k["name"])
        print(f"| {k['name']}{mark} | " + " | ".join(cells) + " |")
        rows += 1
    print()
    if failures:
        print(f"{len(failures)} of {rows} kernels spill more with {args.new} than with "
              f"{args.base}: {', '.join(failures)}")
        return 1
    exceptions = f" (recorded exceptions: {', '.join(sorted(known))})" if known else ""
    print(f"{rows} kernels: {args.new} spills no more than {args.base} on any{exceptions}.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
