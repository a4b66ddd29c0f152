#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Host side of the GPU benchmark: compile every suite kernel x variant to PTX.

    python3 bench/build_bundle.py                     # -> bench/bundle/
    python3 bench/build_bundle.py --out DIR --only 'lud|sgemm'
    python3 bench/build_bundle.py --variant myflags=plugin:'-mllvm -foo=1'
    python3 bench/build_bundle.py --variants stock,plugin

Variants come from bench/suite.json ("variants"; `optional` ones are skipped,
with the reason, when clang rejects their flags, e.g. -smemvec-lsv=0 on a
plugin without that pass), plus --variant. The bundle (manifest.json with
every launch resolved to numbers, ptx/<unit>.<variant>.ptx, counts.csv,
build.log) is all that bench/run_bundle.py needs on the GPU machine, next to
the repository's bench/ and tools/smemvec_tools/. See docs/bench.md.
"""
import argparse
import csv
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.realpath(__file__))
ROOT = os.path.dirname(HERE)
import _bootstrap  # noqa: E402,F401 - tools/ on sys.path (the one bootstrap)

from smemvec_tools import bundle as bundlelib  # noqa: E402
from smemvec_tools import compile as cc  # noqa: E402
from smemvec_tools import toolchain  # noqa: E402
from smemvec_tools import ptx  # noqa: E402
import suite as suitelib  # noqa: E402

# counts.csv columns from smemvec_tools.ptx.code_features (kernel + its .funcs).
FEATURE_FIELDS = ["instructions", "calls", "generic_ld", "generic_st", "local_bytes",
                  "local_access", "nounroll", "lg2_approx", "ex2_approx"]
PROBE = 'extern "C" __global__ void probe(float *p) { p[threadIdx.x] += 1.0f; }\n'


def variant_from_json(v):
    base = v.get("base")
    if base not in ("stock", "plugin", "nvcc"):
        raise suitelib.SuiteError(f"variant {v.get('name')}: base must be stock, plugin or nvcc")
    return cc.Variant(v["name"], "nvcc" if base == "nvcc" else "clang",
                      plugin=(base == "plugin"), flags=list(v.get("flags", [])))


def probe_variant(variant, tools, workdir):
    """None if the variant compiles a trivial kernel, else the reason."""
    src = os.path.join(workdir, "probe.cu")
    with open(src, "w") as f:
        f.write(PROBE)
    res = cc.compile_ptx(src, variant, tools, os.path.join(workdir, f"probe.{variant.name}.ptx"))
    return None if res.ok else res.error.splitlines()[0]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n", 2)[2])
    ap.add_argument("--suite", default=os.path.join(HERE, "suite.json"))
    ap.add_argument("--kernels-dir", default=os.path.join(HERE, "kernels"))
    ap.add_argument("--out", default=os.path.join(HERE, "bundle"))
    ap.add_argument("--plugin", default=toolchain.plugin_path(),
                    help="SmemVec.so (default $SMEMVEC_PLUGIN, build/lib/SmemVec.so)")
    ap.add_argument("--clang")
    ap.add_argument("--only", metavar="REGEX", help="kernels whose name matches")
    ap.add_argument("--variants", help="comma-separated subset of variant names")
    ap.add_argument("--variant", action="append", default=[], metavar="NAME=BASE[:FLAGS]",
                    help="add a variant (BASE: stock, plugin, nvcc); a failure is an error")
    ap.add_argument("--clang-flag", action="append", default=[], metavar="FLAG",
                    help="extra flag for every clang variant")
    ap.add_argument("--keep-going", action="store_true",
                    help="exit 0 even if some kernel x variant failed to compile")
    args = ap.parse_args(argv)

    try:
        suite = suitelib.load_suite(args.suite)
        variants = [(variant_from_json(v), bool(v.get("optional"))) for v in suite["variants"]]
        for spec in args.variant:
            v = cc.parse_variant_spec(spec)
            variants = [x for x in variants if x[0].name != v.name] + [(v, False)]
    except (suitelib.SuiteError, ValueError) as e:
        print(f"build_bundle: error: {e}", file=sys.stderr)
        return 2
    if args.variants:
        want = [n.strip() for n in args.variants.split(",") if n.strip()]
        names = [v.name for v, _ in variants]
        bad = [n for n in want if n not in names]
        if bad:
            print(f"build_bundle: error: unknown variant(s) {', '.join(bad)}; "
                  f"have {', '.join(names)}", file=sys.stderr)
            return 2
        variants = [next(x for x in variants if x[0].name == n) for n in want]

    tools = toolchain.find_tools(plugin=args.plugin, clang=args.clang)
    if not tools.clang:
        print("build_bundle: error: clang++ (LLVM 22) not found; set SMEMVEC_CLANG",
              file=sys.stderr)
        return 2
    out = args.out
    if os.path.isdir(os.path.join(out, "ptx")):
        shutil.rmtree(os.path.join(out, "ptx"))
    os.makedirs(os.path.join(out, "ptx"), exist_ok=True)
    log = open(os.path.join(out, "build.log"), "w")

    def say(msg, err=False):
        print(msg, file=sys.stderr if err else sys.stdout)
        log.write(msg + "\n")

    # Which variants can run at all (a flag the plugin lacks, no nvcc, ...).
    active, skipped = [], []
    with tempfile.TemporaryDirectory() as tmp:
        for v, optional in variants:
            why = probe_variant(v, tools, tmp)
            if why is None:
                active.append(v)
            elif optional:
                skipped.append({"name": v.name, "reason": why})
                say(f"variant {v.name}: skipped ({why})")
            else:
                say(f"build_bundle: error: variant {v.name} does not compile a trivial "
                    f"kernel: {why}\n  ({v.describe()})", err=True)
                return 2
    say("variants: " + ", ".join(f"{v.name} = {v.describe()}" for v in active))

    kernels = [k for k in suite["kernels"]
               if not args.only or re.search(args.only, k["name"])]
    if not kernels:
        say(f"build_bundle: error: no kernel matches --only {args.only}", err=True)
        return 2
    failures = 0
    compiled = {}          # (unit, variant) -> (relpath or None, error)
    entries = []
    count_rows = []
    for k in kernels:
        src = os.path.join(args.kernels_dir, k["source"])
        if not os.path.isfile(src):
            say(f"{k['name']}: skipped: {src} not found", err=True)
            failures += 1
            continue
        with open(src) as f:
            text = f.read()
        macros = suitelib.read_source_macros(text, k.get("macros", []))
        for mname in k.get("macros", []):
            if mname in k.get("defines", {}):
                macros[mname] = k["defines"][mname]
        missing = [m for m in k.get("macros", []) if m not in macros]
        if missing:
            say(f"{k['name']}: error: no integer #define for {', '.join(missing)} in {src}",
                err=True)
            failures += 1
            continue
        try:
            cases = suitelib.resolve_entry(k, macros)
        except suitelib.SuiteError as e:
            say(f"build_bundle: error: {e}", err=True)
            failures += 1
            continue
        unit = suitelib.unit_id(k)
        ptx_paths, errors = {}, {}
        for v in active:
            key = (unit, v.name)
            if key not in compiled:
                rel = os.path.join("ptx", f"{unit}.{v.name}.ptx")
                res = cc.compile_ptx(src, v, tools, os.path.join(out, rel),
                                     defines=k.get("defines", {}),
                                     extra_clang=args.clang_flag)
                if res.ok:
                    compiled[key] = (rel, None)
                    log.write(f"ok   {unit} {v.name}: {' '.join(res.command)}\n")
                else:
                    compiled[key] = (None, res.error.splitlines()[0])
                    say(f"{unit} [{v.name}]: compile failed: {res.error.splitlines()[0]}\n"
                        f"  command: {' '.join(res.command)}", err=True)
                    log.write(res.error + "\n")
                    failures += 1
            rel, err = compiled[key]
            if rel is None:
                errors[v.name] = err
                continue
            with open(os.path.join(out, rel)) as f:
                fns = ptx.functions_by_name(f.read())
            if k["symbol"] not in fns:
                errors[v.name] = f"symbol {k['symbol']} not in the PTX"
                say(f"{k['name']} [{v.name}]: {errors[v.name]}", err=True)
                failures += 1
                continue
            ptx_paths[v.name] = rel
            c = ptx.count_shared(fns[k["symbol"]]).as_dict()
            feat = ptx.code_features(fns, k["symbol"]).as_dict()
            count_rows.append({"kernel": k["name"], "variant": v.name, **c,
                               **{f: feat[f] for f in FEATURE_FIELDS}})
        entries.append({
            "name": k["name"], "symbol": k["symbol"], "unit": unit,
            "source": os.path.relpath(src, ROOT), "defines": k.get("defines", {}),
            "macros": macros, "about": k.get("about", ""),
            "smem_bound": bool(k.get("smem_bound")), "cublas": bool(k.get("cublas")),
            "rotate": k.get("rotate", True), "reference": k.get("reference"),
            "reference_device": k.get("reference_device", "cpu"),
            "tolerance": float(k.get("tolerance", 1e-5)),
            "ptx": ptx_paths, "compile_errors": errors, "cases": cases})

    # The harness's spin kernel, with whichever compiler is there.
    spin_rel = os.path.join("ptx", "spin.ptx")
    spin_v = next((v for v in active if v.compiler == "nvcc"), cc.Variant("stock", "clang"))
    res = cc.compile_ptx(os.path.join(HERE, "spin.cu"), cc.Variant("spin", spin_v.compiler),
                         tools, os.path.join(out, spin_rel))
    if not res.ok:
        say(f"spin kernel: compile failed: {res.error.splitlines()[0]}", err=True)
        spin_rel = None

    manifest = {
        "schema": 1,
        **bundlelib.header("bench", tools),
        "variants": [{"name": v.name, "command": v.describe()} for v in active],
        "skipped_variants": skipped,
        "spin_ptx": spin_rel,
        "kernels": entries,
    }
    bundlelib.write_manifest(out, manifest)
    shutil.copy(args.suite, os.path.join(out, "suite.json"))
    with open(os.path.join(out, "counts.csv"), "w", newline="") as f:
        fields = ["kernel", "variant", "ld_shared", "st_shared", "ld_vector", "st_vector",
                  "ld_bytes", "st_bytes", "ld_widths", "st_widths", "other_shared"] + FEATURE_FIELDS
        w = csv.DictWriter(f, fields)
        w.writeheader()
        w.writerows(count_rows)
    n_ptx = sum(len(e["ptx"]) for e in entries)
    say(f"bundle: {out}: {len(entries)} kernels, {len(active)} variants, {n_ptx} "
        f"kernel x variant PTX, {failures} failure(s)")
    log.close()
    return 0 if failures == 0 or args.keep_going else 1


if __name__ == "__main__":
    sys.exit(main())
