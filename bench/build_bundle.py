#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Host side of the GPU benchmark: compile every suite kernel x variant to PTX.

    python3 bench/build_bundle.py                     # -> bench/bundle/
    python3 bench/build_bundle.py --out DIR --only 'lud|sgemm'
    python3 bench/build_bundle.py --variant myflags=plugin:'-mllvm -foo=1'
    python3 bench/build_bundle.py --variants stock,plugin
    python3 bench/build_bundle.py --jobs 4 --gzip     # parallel; ptx/*.ptx.gz

Variants come from bench/suite.json ("variants"; `optional` ones are skipped,
with the reason, when clang rejects their flags, e.g. -smemvec-lsv=0 on a
plugin without that pass), plus --variant. The bundle (manifest.json with
every launch resolved to numbers, ptx/<unit>.<variant>.ptx, counts.csv,
build.log) is all that bench/run_bundle.py needs on the GPU machine, next to
the repository's bench/ and tools/smemvec_tools/. A kernel's "includes",
"clang_flags" and "nvcc_flags" reach its own compiles only; build() is what
bench/corpus/corpus.py calls with its merged suite. See docs/bench.md.
"""
import argparse
import concurrent.futures
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
from smemvec_tools import corpus as corpuslib  # noqa: E402
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
    add_build_args(ap)
    args = ap.parse_args(argv)
    try:
        suite = suitelib.load_suite(args.suite)
    except suitelib.SuiteError as e:
        print(f"build_bundle: error: {e}", file=sys.stderr)
        return 2
    return build(suite, args.suite, args.kernels_dir, args.out, args)


def add_build_args(ap):
    """The options of a bundle build that bench/corpus/corpus.py shares."""
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
    ap.add_argument("-j", "--jobs", type=int, default=1,
                    help="compiles run in parallel (default 1)")
    ap.add_argument("--gzip", action="store_true",
                    help="store the PTX gzipped (ptx/*.ptx.gz; run_bundle reads either)")


def select_variants(suite, args):
    """[(Variant, optional)] of the suite, plus --variant, narrowed by --variants.
    Raises SuiteError / ValueError."""
    variants = [(variant_from_json(v), bool(v.get("optional"))) for v in suite["variants"]]
    for spec in args.variant:
        v = cc.parse_variant_spec(spec)
        variants = [x for x in variants if x[0].name != v.name] + [(v, False)]
    if args.variants:
        want = [n.strip() for n in args.variants.split(",") if n.strip()]
        names = [v.name for v, _ in variants]
        bad = [n for n in want if n not in names]
        if bad:
            raise ValueError(f"unknown variant(s) {', '.join(bad)}; have {', '.join(names)}")
        variants = [next(x for x in variants if x[0].name == n) for n in want]
    return variants


def kernel_includes(k):
    """A kernel's include directories ("includes"; relative ones are relative to
    the repository root), passed as -I to every variant, nvcc included."""
    return [d if os.path.isabs(d) else os.path.join(ROOT, d) for d in k.get("includes", [])]


def compile_unit(src, v, k, tools, out, rel, clang_flags):
    """One (source + defines) x variant to out/rel; a kernel's "includes",
    "clang_flags" and "nvcc_flags" go to that compile only."""
    dest = os.path.join(out, rel[:-3] if rel.endswith(".gz") else rel)
    res = cc.compile_ptx(src, v, tools, dest, defines=k.get("defines", {}),
                         includes=kernel_includes(k),
                         extra_clang=list(clang_flags) + list(k.get("clang_flags", [])),
                         extra_nvcc=list(k.get("nvcc_flags", [])))
    if res.ok and rel.endswith(".gz"):
        with open(dest, "rb") as f:
            bundlelib.store_ptx(out, rel, f.read())
        os.remove(dest)
    return res


TAG_KEYS = corpuslib.TAGS   # a corpus entry's program, repo, commit, half, idiom


def build(suite, suite_path, kernels_dir, out, args, extra_manifest=None):
    """Compiles the suite's kernels x variants into the bundle at `out`; the
    exit status. `args` carries add_build_args's options; `extra_manifest`
    adds top-level manifest fields (the corpus's reference modules)."""
    try:
        variants = select_variants(suite, args)
    except (suitelib.SuiteError, ValueError) as e:
        print(f"build_bundle: error: {e}", file=sys.stderr)
        return 2

    tools = toolchain.find_tools(plugin=args.plugin, clang=args.clang)
    if not tools.clang:
        print("build_bundle: error: clang++ (LLVM 22) not found; set SMEMVEC_CLANG",
              file=sys.stderr)
        return 2
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
    ext = ".ptx.gz" if getattr(args, "gzip", False) else ".ptx"
    results = precompile(kernels, kernels_dir, active, tools, out, ext, args)
    failures = 0
    compiled = {}          # (unit, variant) -> (relpath or None, error, CPU seconds)
    entries = []
    count_rows = []
    for k in kernels:
        src = os.path.join(kernels_dir, k["source"])
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
        ptx_paths, errors, compile_s = {}, {}, {}
        for v in active:
            key = (unit, v.name)
            rel = os.path.join("ptx", f"{unit}.{v.name}{ext}")
            if key not in compiled:
                res = results.get(key) or compile_unit(src, v, k, tools, out, rel,
                                                       args.clang_flag)
                if res.ok:
                    compiled[key] = (rel, None, res.cpu_s)
                    log.write(f"ok   {unit} {v.name}: {' '.join(res.command)}\n")
                else:
                    compiled[key] = (None, res.error.splitlines()[0], res.cpu_s)
                    say(f"{unit} [{v.name}]: compile failed: {res.error.splitlines()[0]}\n"
                        f"  command: {' '.join(res.command)}", err=True)
                    log.write(res.error + "\n")
                    failures += 1
            rel, err, cpu_s = compiled[key]
            if rel is None:
                errors[v.name] = err
                continue
            compile_s[v.name] = round(cpu_s, 3)
            fns = ptx.functions_by_name(bundlelib.read_ptx(out, rel))
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
        entry = {
            "name": k["name"], "symbol": k["symbol"], "unit": unit,
            "source": os.path.relpath(src, ROOT), "defines": k.get("defines", {}),
            "macros": macros, "about": k.get("about", ""),
            "smem_bound": bool(k.get("smem_bound")), "cublas": bool(k.get("cublas")),
            "rotate": k.get("rotate", True), "reference": k.get("reference"),
            "reference_device": k.get("reference_device", "cpu"),
            "tolerance": float(k.get("tolerance", 1e-5)),
            "ptx": ptx_paths, "compile_errors": errors, "cases": cases}
        if any(t in k for t in TAG_KEYS):
            entry["tags"] = {t: k[t] for t in TAG_KEYS if t in k}
        entry["compile_cpu_s"] = compile_s
        entries.append(entry)

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
        **(extra_manifest or {}),
        "kernels": entries,
    }
    bundlelib.write_manifest(out, manifest)
    shutil.copy(suite_path, os.path.join(out, "suite.json"))
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


def precompile(kernels, kernels_dir, active, tools, out, ext, args):
    """With --jobs N > 1: every (unit, variant) compiled up front, N at a time;
    {(unit, variant): CompileResult}. build() reports them in suite order as if
    compiled there (with one job it compiles them there)."""
    if getattr(args, "jobs", 1) <= 1:
        return {}
    todo = {}
    for k in kernels:
        src = os.path.join(kernels_dir, k["source"])
        if not os.path.isfile(src):
            continue
        unit = suitelib.unit_id(k)
        for v in active:
            rel = os.path.join("ptx", f"{unit}.{v.name}{ext}")
            todo.setdefault((unit, v.name), (src, v, k, rel))
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
        futs = {key: ex.submit(compile_unit, src, v, k, tools, out, rel, args.clang_flag)
                for key, (src, v, k, rel) in todo.items()}
        return {key: f.result() for key, f in futs.items()}


if __name__ == "__main__":
    sys.exit(main())
