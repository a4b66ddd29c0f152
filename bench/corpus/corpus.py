#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The third-party corpus (issue 30): extract, build, PTX half, summary.

    python3 bench/corpus/corpus.py extract                 # mirrors -> build/corpus/src/
    python3 bench/corpus/corpus.py build --keep-going      # -> build/corpus/bundle (gzipped PTX)
    python3 bench/corpus/corpus.py ptx                     # no GPU: regs, spills, LDS widths, compile time
    python3 bench/run_bundle.py build/corpus/bundle --out OUT        # on the GPU machine
    python3 bench/corpus/corpus.py summarize OUT/<date>-<gpu>.csv ...  # per half: dev, check, all

Fragments bench/corpus/programs/*.json name programs of public repositories
at pinned commits; `extract` takes their files out of bare git mirrors
(--mirrors, default $SMEMVEC_MIRRORS or /work/.mirror; <owner>+<name>/repo
or <owner>+<name>.git) into build/corpus/src/<owner>+<name>/, outside git;
`build` merges the fragments into build/corpus/suite.json (each kernel tagged
with program, repo, commit, half, idiom; the wrapper of
bench/corpus/wrappers/ as source; the extraction directory as -I of every
variant) and compiles it with bench/build_bundle.py (stock, plugin,
plugin-blunt, nvcc; --pad adds plugin-nopad). A broken fragment, a missing
mirror or commit, a program that does not compile: reported by name, and
with --keep-going left out while the rest goes on. See docs/corpus.md.
"""
import argparse
import csv
import json
import os
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.realpath(__file__))
BENCH = os.path.dirname(HERE)
ROOT = os.path.dirname(BENCH)
sys.path.insert(0, BENCH)   # bench/'s modules (build_bundle, suite, summarize) and its bootstrap
import _bootstrap  # noqa: E402,F401 - tools/ on sys.path

import build_bundle  # noqa: E402
import suite as suitelib  # noqa: E402
import summarize  # noqa: E402
from smemvec_tools import bundle as bundlelib  # noqa: E402
from smemvec_tools import corpus as corpuslib  # noqa: E402
from smemvec_tools import gpu  # noqa: E402
from smemvec_tools import ptx as ptxlib  # noqa: E402
from smemvec_tools import toolchain  # noqa: E402

WORK = os.path.join(ROOT, "build", "corpus")
# The four variants of issue 30; plugin-nopad with --pad (smemvec-pad is on
# by default: the plugin without it, to compare; optional: skipped with the
# reason where the plugin lacks the option).
BLUNT = ["-mllvm", "-unroll-threshold=1500", "-mllvm", "-inline-threshold=5000"]
VARIANTS = [{"name": "stock", "base": "stock"},
            {"name": "plugin", "base": "plugin"},
            {"name": "plugin-blunt", "base": "plugin", "flags": BLUNT},
            {"name": "nvcc", "base": "nvcc"}]
PAD = {"name": "plugin-nopad", "base": "plugin", "flags": ["-mllvm", "-smemvec-pad=0"],
       "optional": True}
MAX_BUNDLE_MIB = 40   # the GPU tool carries 64 MiB with the checkout


def say(msg):
    print(msg, flush=True)


def warn(msg):
    print(msg, file=sys.stderr, flush=True)


# --- extract ---------------------------------------------------------------------


def load(args):
    """(selected (fragment, program) pairs, all fragments, fatal problem count)."""
    frags, problems = corpuslib.load_fragments(args.programs_dir)
    for p in problems:
        warn(f"corpus: {'error' if p.fatal else 'note'}: {p}")
    pairs = corpuslib.select(frags, getattr(args, "only", None), getattr(args, "half", None))
    return pairs, frags, sum(1 for p in problems if p.fatal)


def extract_all(args, pairs):
    """Extracts every selected program; returns (the pairs extracted, failures)."""
    with locked(os.path.join(args.work, ".extract.lock"), os.path.join(args.work, "src")):
        return _extract_all(args, pairs)


def _extract_all(args, pairs):
    src_root = os.path.join(args.work, "src")
    got, failures, commits, mirrors = [], 0, {}, {}
    for frag, prog in pairs:
        where = f"{corpuslib.where_of(frag.path)}: program {prog['name']}"
        if frag.repo not in mirrors:          # a missing mirror is said once
            try:
                mirrors[frag.repo] = corpuslib.find_mirror(args.mirrors, frag.repo)
            except corpuslib.CorpusError as e:
                mirrors[frag.repo] = None
                warn(f"corpus: error: {where}: {e}")
        if mirrors[frag.repo] is None:
            failures += 1
            continue
        try:
            if commits.setdefault(frag.repo, frag.commit) != frag.commit:
                raise corpuslib.CorpusError(
                    f"{frag.repo} pinned at {frag.commit[:12]} here but at "
                    f"{commits[frag.repo][:12]} by another fragment")
            dest = corpuslib.extract(frag, prog, mirrors[frag.repo], src_root)
        except corpuslib.CorpusError as e:
            warn(f"corpus: error: {where}: {e}")
            failures += 1
            continue
        got.append((frag, prog))
        if args.verbose:
            say(f"{where}: {', '.join(prog['files'])} -> {os.path.relpath(dest, ROOT)}")
    return got, failures


def cmd_extract(args):
    pairs, _, bad = load(args)
    got, failures = extract_all(args, pairs)
    repos = sorted({f.repo for f, _ in got})
    say(f"extract: {len(got)} of {len(pairs)} programs from {len(repos)} repositories "
        f"into {os.path.relpath(os.path.join(args.work, 'src'), os.getcwd())}"
        + (f"; {bad + failures} problem(s)" if bad + failures else ""))
    return 1 if (bad or failures) and not args.keep_going else 0


# --- build -----------------------------------------------------------------------


def reference_modules(refs_dir):
    """bench/corpus/refs/*.py as the manifest names them (relative to the
    repository root when inside it: the GPU machine has the checkout)."""
    if not os.path.isdir(refs_dir):
        return []
    out = []
    for fname in sorted(os.listdir(refs_dir)):
        if fname.endswith(".py") and not fname.startswith("_"):
            p = os.path.abspath(os.path.join(refs_dir, fname))
            rel = os.path.relpath(p, ROOT)
            out.append(p if rel.startswith("..") else rel)
    return out


def cmd_build(args):
    pairs, frags, bad = load(args)
    if bad and not args.keep_going:
        warn("corpus: stopping (fix the fragments, or --keep-going leaves them out)")
        return 1
    got, failures = extract_all(args, pairs)
    if failures and not args.keep_going:
        warn("corpus: stopping (--keep-going leaves those programs out)")
        return 1
    variants = VARIANTS + ([PAD] if args.pad else [])
    suite, problems = corpuslib.merge(got, args.wrappers_dir, os.path.join(args.work, "src"),
                                      suitelib.validate_entry, variants)
    for p in problems:
        warn(f"corpus: {'error' if p.fatal else 'note'}: {p}")
    nfatal = sum(1 for p in problems if p.fatal)
    if nfatal and not args.keep_going:
        warn("corpus: stopping (--keep-going leaves those programs out)")
        return 1
    if not suite["kernels"]:
        warn("corpus: error: no kernel to build")
        return 2
    lock = locked(os.path.abspath(args.out) + ".lock", args.out)
    # The merged suite: build/corpus/suite.json for the default bundle, else
    # beside the bundle (<out>.suite.json); the bundle keeps a copy either way.
    suite_path = (os.path.join(args.work, "suite.json")
                  if os.path.abspath(args.out) == os.path.join(args.work, "bundle")
                  else os.path.abspath(args.out) + ".suite.json")
    with open(suite_path, "w") as f:
        json.dump(suite, f, indent=1)
    say(f"suite: {suite_path}: {len(suite['kernels'])} kernels of "
        f"{len({k['program'] for k in suite['kernels']})} programs")
    plugin_sha = snapshot_plugin(args)
    args.only = None   # the suite holds the selection already
    args.gzip = not args.no_gzip
    refs = reference_modules(args.refs_dir)
    extra = {"reference_modules": refs,
             "corpus": {"repos": {f.repo: f.commit for f, _ in got},
                        "plugin_sha256": plugin_sha,
                        "left_out": [str(p) for p in problems if p.fatal]
                        + [f"{n} fragment/extraction problem(s), see the build output"
                           for n in [bad + failures] if n]}}
    rc = build_bundle.build(suite, suite_path, args.wrappers_dir, args.out, args,
                            extra_manifest=extra)
    if rc == 2:
        return rc
    report_build(args.out)
    lock.close()
    if bad or failures or nfatal:
        return 0 if args.keep_going else 1
    return rc


def snapshot_plugin(args):
    """Copies the plugin beside the bundle (<out>.plugin/) and compiles with
    the copy: a plugin relinked while the build runs (a long one here) would
    otherwise give some units the old and some the new one, or a torn file.
    Returns the copy's sha256."""
    import hashlib
    if not args.plugin or not os.path.isfile(args.plugin):
        return None
    snap = os.path.abspath(args.out) + ".plugin"
    os.makedirs(snap, exist_ok=True)
    dest = os.path.join(snap, os.path.basename(args.plugin))
    shutil.copy2(args.plugin, dest)
    args.plugin = dest
    with open(dest, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def bundle_bytes(out):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(out) for f in fs)


def report_build(out):
    """How many programs / kernels / repositories compiled for every variant."""
    m = bundlelib.read_manifest(out, kind="bench")
    names = [v["name"] for v in m["variants"]]
    ok_k, progs, repos = [], {}, {}
    for k in m["kernels"]:
        t = k.get("tags", {})
        ok = all(v in k["ptx"] for v in names)
        if ok:
            ok_k.append(k["name"])
        progs.setdefault(t.get("program"), []).append(ok)
        repos.setdefault(t.get("repo"), []).append(ok)
        if not ok:
            missing = [f"{v}: {k['compile_errors'].get(v, 'not compiled')}"
                       for v in names if v not in k["ptx"]]
            say(f"  not every variant: {k['name']}: " + "; ".join(missing))
    size = bundle_bytes(out)
    say(f"corpus: compiled for all {len(names)} variants ({', '.join(names)}): "
        f"{len(ok_k)} of {len(m['kernels'])} kernels, "
        f"{sum(all(v) for v in progs.values())} of {len(progs)} programs, "
        f"{sum(any(v) for v in repos.values())} of {len(repos)} repositories "
        f"(with at least one such kernel); bundle {size / 2**20:.1f} MiB")
    if size > MAX_BUNDLE_MIB * 2**20:
        warn(f"corpus: warning: the bundle is {size / 2**20:.1f} MiB, over "
             f"{MAX_BUNDLE_MIB} MiB: the GPU tool carries 64 MiB in all")


# --- ptx: the PTX-level half (no GPU) --------------------------------------------


PTX_FIELDS = ["program", "repo", "half", "idiom", "kernel", "variant", "registers",
              "spill_stores", "spill_loads", "stack", "smem", "sass_instructions",
              "ld_shared", "st_shared",
              "ld_widths", "st_widths", "sass_lds", "sass_sts", "sass_lds_widths",
              "sass_sts_widths", "compile_cpu_s", "error"]


def ptx_rows(bundle, manifest, jobs):
    """One row per kernel x variant: ptxas -v resources, PTX and SASS shared
    access widths, the device compile's CPU seconds."""
    rels = sorted({rel for k in manifest["kernels"] for rel in k["ptx"].values()})
    with tempfile.TemporaryDirectory() as tmp:
        plain = [bundlelib.ptx_file(bundle, rel, tmp) for rel in rels]
        done = gpu.assemble_all([(p, os.path.join(tmp, f"{i}.cubin"))
                                 for i, p in enumerate(plain)], threads=jobs)
    assembled = dict(zip(rels, done))
    rows = []
    for k in manifest["kernels"]:
        t = k.get("tags", {})
        for v in [x["name"] for x in manifest["variants"]]:
            row = {"program": t.get("program", ""), "repo": t.get("repo", ""),
                   "half": t.get("half", ""), "idiom": t.get("idiom", ""),
                   "kernel": k["name"], "variant": v, "unit": k["unit"]}
            rows.append(row)
            rel = k["ptx"].get(v)
            if rel is None:
                row["error"] = k["compile_errors"].get(v, "not compiled")
                continue
            row["compile_cpu_s"] = k.get("compile_cpu_s", {}).get(v, "")
            fn = ptxlib.functions_by_name(bundlelib.read_ptx(bundle, rel)).get(k["symbol"])
            c = ptxlib.count_shared(fn).as_dict()
            row.update({f: c[f] for f in ("ld_shared", "st_shared", "ld_widths", "st_widths")})
            a = assembled[rel]
            if not a.ok:
                row["error"] = a.error
                continue
            r = a.resources.get(k["symbol"], {})
            row.update({f: r.get(f, "") for f in ("registers", "spill_stores", "spill_loads",
                                                   "stack", "smem", "sass_instructions")})
            s = a.sass.get(k["symbol"])
            if s is not None:
                d = s.as_dict()
                row.update({f: d.get(f, "") for f in ("sass_lds", "sass_sts",
                                                      "sass_lds_widths", "sass_sts_widths")})
    return rows


def _num(x):
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def ptx_markdown(rows, variants, manifest):
    """Per kernel: registers, spills, PTX ld.shared widths per variant, compile
    time over stock's; then per half the totals."""
    by = {}
    for r in rows:
        by.setdefault(r["kernel"], {})[r["variant"]] = r
    vs = "/".join(variants)
    lines = [f"# Corpus, PTX level ({manifest.get('git', '')}, {manifest.get('created', '')})",
             "", f"Variants: {', '.join(variants)}. Registers and spills from `ptxas "
             "-arch=sm_90 -v`; SASS instructions from the cubin (the kernel's `.text` "
             "over 16 bytes); `ld.shared` widths from the PTX of the kernel itself; "
             "compile time is the device compile's CPU seconds over stock's.", "",
             f"| kernel | half | idiom | regs ({vs}) | SASS instructions ({vs}) | "
             f"spill bytes, st+ld ({vs}) | "
             f"ld.shared widths ({vs}) | compile time vs stock ({vs}) |",
             "|---|---|---|---|---|---|---|---|"]
    for name, g in by.items():
        first = next(iter(g.values()))

        def per(f, g=g):
            return " / ".join(str(g[v].get(f, "–")) if g.get(v, {}).get(f, "") != "" else "–"
                              for v in variants)
        spills = " / ".join(
            str(int(_num(g[v]["spill_stores"]) + (_num(g[v].get("spill_loads")) or 0)))
            if _num(g.get(v, {}).get("spill_stores")) is not None else "–" for v in variants)
        base = _num(g.get("stock", {}).get("compile_cpu_s"))
        ct = " / ".join(f"{_num(g[v].get('compile_cpu_s')) / base:.2f}"
                        if base and v in g and _num(g[v].get("compile_cpu_s")) else "–"
                        for v in variants)
        lines.append(f"| {name} | {first['half']} | {first['idiom']} | {per('registers')} | "
                     f"{per('sass_instructions')} | {spills} | {per('ld_widths')} | {ct} |")
    lines += ["", "| half | variant | kernels | regs > stock | spilling | vector ld.shared | "
              "SASS size vs stock (geomean over kernels; largest) | "
              "compile time vs stock (geomean over units) |", "|---|---|---|---|---|---|---|---|"]
    for half in ("dev", "check", "all"):
        for v in variants:
            ks = [g for g in by.values() if v in g and g[v].get("registers", "") != ""
                  and (half == "all" or g[v]["half"] == half)]
            more = sum(1 for g in ks if "stock" in g and _num(g[v]["registers"]) and
                       _num(g["stock"].get("registers")) and
                       _num(g[v]["registers"]) > _num(g["stock"]["registers"]))
            spill = sum(1 for g in ks if (_num(g[v].get("spill_stores")) or 0) > 0)
            vec = sum(1 for g in ks if "v" in str(g[v].get("ld_widths", "")))
            ratios = {}   # per compile unit: kernels of one wrapper share a compile
            for g in ks:
                a, b = _num(g.get("stock", {}).get("compile_cpu_s")), _num(g[v].get("compile_cpu_s"))
                if a and b:
                    ratios[g[v]["unit"]] = b / a
            gm = summarize.geomean(list(ratios.values()))
            size = [b / a for a, b in ((_num(g.get("stock", {}).get("sass_instructions")),
                                        _num(g[v].get("sass_instructions"))) for g in ks)
                    if a and b]
            sgm = summarize.geomean(size)
            sass = f"{sgm:.2f}x; {max(size):.2f}x" if sgm else "–"
            lines.append(f"| {half} | {v} | {len(ks)} | {more if v != 'stock' else '–'} | "
                         f"{spill} | {vec} | {sass} | {f'{gm:.2f}x' if gm else '–'} |")
    errs = [r for r in rows if r.get("error")]
    if errs:
        lines += ["", "Not compiled or not assembled:"]
        lines += [f"- {r['kernel']} [{r['variant']}]: {r['error']}" for r in errs]
    return "\n".join(lines) + "\n"


def cmd_ptx(args):
    try:
        m = bundlelib.read_manifest(args.bundle, kind="bench")
    except bundlelib.BundleError as e:
        warn(f"corpus: error: {e} (run `corpus.py build` first)")
        return 2
    if not toolchain.find_tools().ptxas:
        warn("corpus: error: ptxas not found (SMEMVEC_PTXAS, CUDA_PATH or PATH)")
        return 2
    variants = [v["name"] for v in m["variants"]]
    rows = ptx_rows(args.bundle, m, args.jobs)
    out_csv = args.out + ".csv"
    os.makedirs(os.path.dirname(os.path.abspath(out_csv)), exist_ok=True)
    with open(out_csv, "w", newline="") as f:
        w = csv.DictWriter(f, PTX_FIELDS, extrasaction="ignore")
        w.writeheader()
        w.writerows(rows)
    with open(args.out + ".md", "w") as f:
        f.write(ptx_markdown(rows, variants, m))
    bad = sum(1 for r in rows if r.get("error"))
    say(f"ptx: {len(m['kernels'])} kernels x {len(variants)} variants -> {out_csv}, "
        f"{args.out}.md ({bad} not compiled or assembled)")
    return 0


# --- summarize: the GPU run, per half ----------------------------------------------


BASES = ("stock", "plugin-blunt", "nvcc")
WORST = 10


def half_rows(rows, index, half):
    """The CSV rows of the kernels of one half ("all": every corpus kernel)."""
    return [r for r in rows if r["kernel"] in index
            and (half == "all" or index[r["kernel"]]["half"] == half)]


def half_geomeans(rows, index):
    """{half: {base: (geomean of plugin over base, cases)}} for dev, check, all."""
    out = {}
    for half in ("dev", "check", "all"):
        hr = half_rows(rows, index, half)
        out[half] = {}
        for base in BASES:
            sp = summarize.speedups(hr, base=base, new="plugin")
            out[half][base] = (summarize.geomean([s for *_, s in sp]), len(sp))
    return out


def corpus_markdown(rows, index, csv_name=""):
    gms = half_geomeans(rows, index)
    lines = [f"# Corpus run{': ' + csv_name if csv_name else ''}", "",
             "Geometric mean of the plugin's speedup (median time of the base / median "
             "time of the plugin; > 1: the plugin is faster), per half "
             "(docs/corpus.md: the split is written in the fragments before any result).",
             "", "| half | vs stock | vs plugin-blunt | vs nvcc | failed checks |",
             "|---|---|---|---|---|"]
    for half in ("dev", "check", "all"):
        fails = summarize.failed_rows(half_rows(rows, index, half))
        cells = [f"{gm:.3f}x ({n})" if gm else "–" for gm, n in
                 (gms[half][b] for b in BASES)]
        lines.append(f"| {half} | " + " | ".join(cells) + f" | {len(fails)} |")
    variants = [v for v in summarize._variants(rows) if v != "cublas"]
    for half in ("dev", "check", "all"):
        lines += ["", f"Every variant over stock and over nvcc, {half}:"]
        lines += summarize.variant_table(half_rows(rows, index, half), variants)
    unknown = sorted({r["kernel"] for r in rows if r["kernel"] not in index})
    if unknown:
        lines.append(f"\nKernels in the CSV that no fragment names (left out): "
                     f"{', '.join(unknown)}.")
    for half in ("dev", "check"):
        hr = half_rows(rows, index, half)
        for base in BASES:
            sp = sorted(summarize.speedups(hr, base=base, new="plugin"), key=lambda x: x[3])
            if not sp:
                continue
            lines += ["", f"Worst {min(WORST, len(sp))} of {half}, plugin vs {base}: " +
                      ", ".join(f"{k} {c} ({s:.3f}x)" for k, c, _, s in sp[:WORST]) + "."]
    fails = summarize.failed_rows(half_rows(rows, index, "all"))
    if fails:
        lines += ["", f"Failed checks / errors ({len(fails)}):"] + [
            f"- [{index[r['kernel']]['half']}] {r['kernel']} {r['case']} [{r['variant']}]: "
            f"{r.get('error') or r.get('check')}" for r in fails]
    repos = sorted({(t["repo"], t["commit"]) for t in index.values()})
    lines += ["", "Repositories at their pinned commits (bench/corpus/programs/*.json): "
              + ", ".join(f"{r}@{c[:12]}" for r, c in repos) + "."]
    lines += ["", "## Every case", "", summarize.markdown(half_rows(rows, index, "all"))]
    return "\n".join(lines)


def cmd_summarize(args):
    rows = [r for path in args.csv for r in summarize.read_rows(path)]
    if not rows:
        warn(f"corpus: {', '.join(args.csv)}: no rows")
        return 1
    frags, problems = corpuslib.load_fragments(args.programs_dir)
    md = corpus_markdown(rows, corpuslib.kernel_index(frags),
                         ", ".join(os.path.basename(p) for p in args.csv))
    if args.out:
        with open(args.out, "w") as f:
            f.write(md)
    else:
        sys.stdout.write(md)
    return 0


# --- main --------------------------------------------------------------------------


def main(argv=None):
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--programs-dir", default=os.path.join(HERE, "programs"))
    common.add_argument("--wrappers-dir", default=os.path.join(HERE, "wrappers"))
    common.add_argument("--refs-dir", default=os.path.join(HERE, "refs"))
    common.add_argument("--mirrors", default=corpuslib.default_mirrors(),
                        help="bare git mirrors (default $SMEMVEC_MIRRORS, else /work/.mirror)")
    common.add_argument("--work", default=WORK,
                        help="work directory outside git (default build/corpus)")
    common.add_argument("-v", "--verbose", action="store_true")
    select = argparse.ArgumentParser(add_help=False)
    select.add_argument("--only", metavar="REGEX",
                        help="programs whose name (or one of whose kernels' names) matches")
    select.add_argument("--half", choices=corpuslib.HALVES)
    select.add_argument("--keep-going", action="store_true",
                        help="leave out broken fragments and programs, go on with the rest")

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n", 2)[2])
    sub = ap.add_subparsers(dest="cmd", required=True)
    sub.add_parser("extract", parents=[common, select], help="mirrors -> build/corpus/src")
    b = sub.add_parser("build", parents=[common], help="extract, merge, compile the bundle")
    b.add_argument("--half", choices=corpuslib.HALVES)
    b.add_argument("--out", help="bundle directory (default build/corpus/bundle)")
    b.add_argument("--pad", action="store_true", help="also plugin-nopad (-smemvec-pad=0)")
    b.add_argument("--no-gzip", action="store_true", help="plain .ptx files")
    build_bundle.add_build_args(b)   # --plugin, --variants, --keep-going, --jobs, ...
    b.set_defaults(jobs=os.cpu_count() or 1)
    p = sub.add_parser("ptx", parents=[common], help="registers, spills, widths, compile time")
    p.add_argument("--bundle", help="default build/corpus/bundle")
    p.add_argument("--out", help="output stem: STEM.csv and STEM.md (default build/corpus/ptx)")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    s = sub.add_parser("summarize", parents=[common], help="a run_bundle CSV, per half")
    s.add_argument("csv", nargs="+", help="run_bundle CSVs (e.g. the two halves' runs)")
    s.add_argument("--out", help="markdown file (default: stdout)")
    args = ap.parse_args(argv)
    args.work = os.path.abspath(args.work)
    if args.cmd == "build":
        args.out = args.out or os.path.join(args.work, "bundle")
    if args.cmd == "ptx":
        args.bundle = args.bundle or os.path.join(args.work, "bundle")
        args.out = args.out or os.path.join(args.work, "ptx")
    return {"extract": cmd_extract, "build": cmd_build, "ptx": cmd_ptx,
            "summarize": cmd_summarize}[args.cmd](args)


def locked(path, what):
    """An exclusive lock on `path` (a file), waited for with a message: one
    extraction at a time per work directory, one build at a time per bundle
    directory (several people build at once; `--out` builds elsewhere).
    Closing the returned file releases it."""
    import fcntl
    os.makedirs(os.path.dirname(path), exist_ok=True)
    f = open(path, "w")
    try:
        fcntl.flock(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        warn(f"corpus: waiting for another corpus.py using {what} ...")
        fcntl.flock(f, fcntl.LOCK_EX)
    return f


if __name__ == "__main__":
    sys.exit(main())
