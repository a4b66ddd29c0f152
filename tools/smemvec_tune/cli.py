# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec-tune: command line. Every kernel, SGEMM included
(docs/examples/sgemm.tune.json), is described by a spec (docs/tune.md):

  smemvec-tune check   SPEC                       on the host, before any GPU time: schema, space,
                                                  default compiled with and without the plugin, entry,
                                                  reference on a tiny size
  smemvec-tune spec    SPEC                       the space, skips by constraint, some flags
  smemvec-tune compile --spec SPEC [--budget N] [--configs FILE]   host step (clang + plugin)
  smemvec-tune device  BUNDLE --out DIR           device step (= tools/smemvec-tune-device)
  smemvec-tune merge   DIR                        device results -> the spec's store (named in DIR)
  smemvec-tune report  --spec SPEC [--write-tuned] [--results-dir DIR] [--kt-cache P] [--plot PNG]

The bundle and the store default to build/tune/spec-<name>/.
"""

import argparse
import collections
import functools
import json
import os
import random
import sqlite3
import sys

from smemvec_tools import bundle as bundlelib
from smemvec_tools.compile import demangle

from . import devicecli
from . import devstep as ds
from . import hostcompile as hc
from . import outcome as oc
from . import report as rp
from . import spec as specmod
from . import spechost
from . import store as st

ROOT = hc.repo_root()
DEFAULT_DIR = os.path.join(ROOT, "build", "tune")
# The last commit with the SGEMM-only host/device steps (space, validate,
# probe, compile without --spec) and bench/tune3/: named in errors about
# their journals.
SGEMM_ONLY_REMOVED = devicecli.SGEMM_ONLY_REMOVED


def _add_db(p):
    p.add_argument("--db", default=None, help="results store (SQLite; default build/tune/spec-NAME/tune.sqlite)")


def _open_store(args):
    if args.db is None:
        args.db = os.path.join(_spec_dir(args), "tune.sqlite")
    os.makedirs(os.path.dirname(os.path.abspath(args.db)), exist_ok=True)
    return st.Store(args.db)


def _add_toolchain(p):
    # Defaults: smemvec_tools.toolchain (SMEMVEC_CLANG, SMEMVEC_PLUGIN, CUDA_PATH).
    p.add_argument("--clang", default=None)
    p.add_argument("--plugin", default=None)
    p.add_argument("--cuda-path", default=None)


def _spec_dir(args):
    return spechost.default_dir(args.spec)


def _load_spec(args):
    try:
        return specmod.load(args.spec)
    except OSError as e:
        raise specmod.SpecError("%s: cannot read: %s" % (args.spec, e.strerror))


def _read_configs(path):
    """compile --configs FILE: a JSON list of {NAME: value} (None: the space)."""
    if not path:
        return None
    try:
        with open(path) as f:
            return json.load(f)
    except ValueError as e:
        raise specmod.SpecError("--configs %s: not JSON: %s" % (path, e))


def cmd_compile(args):
    """Host step of a spec: its configurations, named skips, compiled PTX."""
    if args.budget < 1 or args.jobs < 1:
        raise ValueError("--budget and --jobs must be at least 1 (got %d, %d)" % (args.budget, args.jobs))
    spec = _load_spec(args)
    bundle = args.bundle or os.path.join(_spec_dir(args), "bundle")
    tc = hc.Toolchain(clang=args.clang, plugin=args.plugin, cuda_path=args.cuda_path, kernel=spec.source)
    with _open_store(args) as store:
        os.makedirs(bundle, exist_ok=True)
        m = spechost.build_bundle(spec, args.spec, tc, bundle, store, budget=args.budget, seed=args.seed,
                                  jobs=args.jobs, only=_read_configs(args.configs))
        skipped = [oc.Outcome(oc.SKIPPED, r, d) for r, d in m["skipped"].values()]
        host = [oc.Outcome(*v) for v in m["host_outcomes"].values()]
        ok = len(m["candidates"])
        print("spec %s: strategy %s; %d candidates compiled into %s (%d distinct PTX); store %s" % (
            m["spec"]["name"], m["strategy"], ok, bundle, len({c["ptx_hash"] for c in m["candidates"]}),
            args.db))
        print("host step: " + oc.summary_line(skipped + host + [oc.Outcome(oc.COMPILED, "", "")] * ok))
        _print_failure_details(m["host_outcomes"])
    return 0


def _print_failure_details(host_outcomes):
    """One line per compile-failure reason: how many, and the first one's
    detail (the compiler's message), so no reason hides in the store."""
    first, count = {}, collections.Counter()
    for key, (status, reason, detail) in sorted(host_outcomes.items()):
        count[reason] += 1
        first.setdefault(reason, (key, detail))
    for reason, n in count.most_common():
        key, detail = first[reason]
        print("  %s (%d): %s%s" % (reason, n, detail, "" if n == 1 else "  [first: %s]" % key))


def cmd_device(args):
    return devicecli.main(args.rest)


def cmd_merge(args):
    if args.db is None:
        # A spec run names its spec in results.jsonl: merge into its store.
        spec = next((e for e in rp.read_journal(os.path.join(args.dir, "results.jsonl"))
                     if e.get("kind") == "spec"), None)
        if spec is None:
            raise ValueError("%s: its results.jsonl names no spec (a run of an SGEMM-only bundle, a path "
                             "that ended at commit %s?): give --db" % (args.dir, SGEMM_ONLY_REMOVED))
        args.db = os.path.join(DEFAULT_DIR, "spec-" + spec["name"], "tune.sqlite")
    with _open_store(args) as store:
        counts = rp.merge(store, args.dir, sys.stderr)
        print("merged %s from %s into %s" % (", ".join("%d %s" % (n, k) for k, n in sorted(counts.items()) if k),
                                             args.dir, args.db))
    return 0


def _check_plot(args):
    """--plot needs matplotlib: said before anything is read or written."""
    if getattr(args, "plot", None):
        try:
            import matplotlib  # noqa: F401
        except ImportError:
            raise ValueError("--plot needs matplotlib, which %s cannot import (apt-get install "
                             "python3-matplotlib)" % sys.executable)


def cmd_report(args):
    _check_plot(args)
    spec = _load_spec(args)
    labels = [specmod.size_label(s) for s in spec.sizes]
    with _open_store(args) as store:
        text, rows = rp.render(store, labels, spec={"name": specmod.stem(args.spec), "kernel": spec.kernel,
                                                 "default_key": specmod.key(spec.default),
                                                 "baseline": (spec.baseline or {}).get("name", "baseline")
                                                 if spec.baseline else None})
        sys.stdout.write(text)
        if args.write_tuned:
            path = args.tuned_path or os.path.join(os.path.dirname(os.path.abspath(args.db)), "tuned.json")
            if not any(r["best"] for r in rows):
                sys.stderr.write("report: nothing timed; %s not written\n" % path)
                return 1
            for p in rp.write_tuned(store, rows, path, spec, args.spec):
                print("wrote " + p)
        if args.results_dir:
            for p in rp.write_results(store, labels, text, args.results_dir, args.stamp,
                                      prefix="tune-spec-" + specmod.stem(args.spec)):
                print("wrote " + p)
        if args.kt_cache:
            for p in rp.write_kt_cache(store, spec.sizes, spec, args.kt_cache):
                print("wrote " + p)
        if args.plot:
            print("wrote " + rp.plot_search(store, labels, args.plot, specmod.stem(args.spec)))
    if not any(r["best"] for r in rows):
        sys.stderr.write("smemvec-tune: error: nothing timed in %s\n" % args.db)
        return 1
    return 0


def _print_space(spec):
    """The space's size and its skips by reason (counted, not listed)."""
    total, valid, reasons = spec.count_space()
    print("space: %d configurations, %d valid" % (total, valid))
    for r, n in sorted(reasons.items(), key=lambda x: (-x[1], x[0])):
        print("  %9d  %s" % (n, r))
    return valid


def cmd_spec(args):
    """A user kernel's spec: its space, the skips by constraint, the flags."""
    sp_ = _load_spec(args)
    print("spec %s: kernel %s in %s" % (args.spec, sp_.kernel, sp_.source))
    _print_space(sp_)
    rng = random.Random(1)
    shown = 0
    for cfg in [sp_.default] + [sp_.sample(rng) for _ in range(1000)]:
        if shown < args.show and sp_.skip_reason(cfg) is None:
            print("  " + " ".join(sp_.flags(cfg)))
            shown += 1
    return 0


def _parse_size(text, spec):
    """check --size M=64,N=64,K=64 -> {name: int}, with the spec's names."""
    size = {}
    for item in text.split(","):
        k, sep, v = item.partition("=")
        if not sep or not v.strip().lstrip("-").isdigit():
            raise ValueError("--size %s: expected NAME=INT,..." % text)
        size[k.strip()] = int(v)
    want = set(spec.sizes[0])
    if set(size) != want or min(size.values()) < 1:
        raise ValueError("--size %s: give every size name (%s) a positive value" % (text, ", ".join(sorted(want))))
    return size


def check_reference(spec, size):
    """Evaluates the spec's numpy/CuPy reference (numpy standing in for CuPy)
    and baseline on one size here, with inputs as the device step makes them
    and the sizes and default params in scope. -> [lines]; a problem is a
    SpecError naming it."""
    try:
        import numpy as np
    except ImportError:
        raise specmod.SpecError("reference: cannot evaluate it here: %s has no numpy (apt-get install "
                                "python3-numpy)" % sys.executable)
    import builtins
    from smemvec_tools import gpu
    buffers = spec.buffers_at(spec.default, size)
    rng = np.random.RandomState(1)
    host = {n: gpu.host_buffer(b["dtype"], b["shape"], b["init"], rng) for n, b in sorted(buffers.items())}
    outs = [n for n, b in sorted(buffers.items()) if b["out"]]
    env = dict(spec.reference_env(size))
    lines = []
    if spec.reference[0] in ("numpy", "cupy"):
        lib, code = spec.reference
        scope = dict(env, **{n: a.copy() for n, a in host.items()})
        try:
            got = eval(code, {"np": np, "cp": np, "__builtins__": builtins}, scope)  # noqa: S307 - the user's spec
        except Exception as e:  # noqa: BLE001 - the user's expression: say what it raised
            raise specmod.SpecError("reference.%s %r at %s: %s: %s" % (lib, code, specmod.size_label(size),
                                                                       type(e).__name__, e))
        got = list(got) if isinstance(got, tuple) else [got]
        if len(got) != len(outs):
            raise specmod.SpecError("reference.%s: gives %d outputs, the spec marks %d out (%s)" % (
                lib, len(got), len(outs), ", ".join(outs)))
        for n, g in zip(outs, got):
            g = np.asarray(g)
            if g.size != host[n].size:
                raise specmod.SpecError("reference.%s: output for %s has %d elements, the buffer %d (shape %s)" % (
                    lib, n, g.size, host[n].size, list(host[n].shape)))
        lines.append("reference (%s%s) at %s: %s" % (lib, ", numpy standing in for cp" if lib == "cupy" else "",
                                                     specmod.size_label(size),
                                                     ", ".join("%s %s" % (n, list(np.shape(g))) for n, g in zip(outs, got))))
        if spec.baseline:
            scope = dict(env, **{n: a.copy() for n, a in host.items()})
            try:
                exec(spec.baseline["cupy"], {"np": np, "cp": np, "__builtins__": builtins}, scope)  # noqa: S102
            except Exception as e:  # noqa: BLE001
                raise specmod.SpecError("baseline.cupy %r at %s: %s: %s" % (
                    spec.baseline["cupy"], specmod.size_label(size), type(e).__name__, e))
            errs = [gpu.output_error(np.asarray(scope[n]), np.asarray(g), np)[0] for n, g in zip(outs, got)]
            if not max(errs) <= spec.tolerance:
                raise specmod.SpecError("baseline.cupy: its output differs from the reference at %s (rel. error %s)"
                                        % (specmod.size_label(size), max(errs)))
            lines.append("baseline (%s): matches the reference (rel. error %.1e)" % (
                spec.baseline.get("name", "baseline"), max(errs)))
    return lines


def cmd_check(args):
    """A spec checked on the host before any GPU time: the schema and the
    expressions (load), the space, the default configuration compiled with
    and without the plugin (its entry found, a C++ name resolved), its
    launch at every size, and the reference evaluated on a tiny size."""
    spec = _load_spec(args)
    problems = 0
    print("spec %s: kernel %s in %s" % (args.spec, spec.kernel, os.path.relpath(spec.source)))
    _print_space(spec)
    print("default: %s" % specmod.key(spec.default))
    why = spec.skip_reason(spec.default)
    if why:
        print("  problem: the default is skipped (%s)" % why)
        problems += 1
    for size in spec.sizes:
        try:
            skip = spec.size_skip(spec.default, size)
            lc = None if skip else spec.launch(spec.default, size)
        except specmod.SpecError as e:
            skip, lc = str(e), None
            problems += 1
        print("  at %s: %s" % (specmod.size_label(size), skip or "grid %s block %s shared %d" % (
            lc["grid"], lc["block"], lc["shared"])))
    import tempfile
    for label, plugin in (("with the plugin", args.plugin), ("stock clang", "")):
        tc = hc.Toolchain(clang=args.clang, plugin=plugin, cuda_path=args.cuda_path, kernel=spec.source)
        if plugin is None and not tc.plugin:
            print("compile %s: no plugin found (build/lib/SmemVec.so, --plugin)" % label)
            problems += 1
            continue
        with tempfile.TemporaryDirectory(prefix="smemvec-check-") as tmp:
            cfg = spec.default if plugin != "" else {k: v for k, v in spec.default.items()
                                                     if not k.startswith(specmod.KNOB_PREFIX)}
            o, rel, _ = hc.compile_one(tc, spechost.SpecConfig(cfg), os.path.join(tmp, "ptx"), spec.kernel)
            if o.status != oc.COMPILED:
                print("compile %s: %s: %s" % (label, o.reason, o.detail))
                problems += 1
                continue
            entry = spechost.entry_of(tmp, rel, spec.kernel)
        print("compile %s: ok, entry %s%s" % (label, entry, "" if entry == spec.kernel else
                                              " (%s)" % demangle([entry])[entry]))
    size = _parse_size(args.size, spec) if args.size else min(
        spec.sizes, key=lambda s: functools.reduce(lambda a, b: a * b, s.values(), 1))
    if spec.reference[0] == "kernel":
        print("reference: kernel %s (compiled by `compile`, without the plugin)" % spec.reference[1])
    else:
        try:
            for line in check_reference(spec, size):
                print(line)
        except specmod.SpecError as e:
            print("problem: %s" % e)
            problems += 1
    sys.stdout.flush()
    if problems:
        sys.stderr.write("smemvec-tune: error: %s: %d problem%s (above)\n" % (
            args.spec, problems, "s" if problems > 1 else ""))
        return 1
    print("ok: %s is ready for `smemvec-tune compile --spec`" % args.spec)
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(prog="smemvec-tune", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)

    q = sub.add_parser("compile", help="host step: compile a spec's candidates into a bundle")
    _add_db(q)
    _add_toolchain(q)
    q.add_argument("--spec", required=True, help="the kernel's spec (JSON/TOML, docs/examples)")
    q.add_argument("--bundle", default=None, help="default build/tune/spec-NAME/bundle")
    q.add_argument("--budget", type=int, default=150, help="max candidates compiled")
    q.add_argument("--configs", default=None, metavar="FILE",
                   help="compile these configurations (a JSON list of {NAME: value}; names left out "
                        "take the default's value) and the default, not the space")
    q.add_argument("--seed", type=int, default=1)
    q.add_argument("--jobs", type=int, default=2)
    q.set_defaults(func=cmd_compile)

    q = sub.add_parser("device", help="device step (same as tools/smemvec-tune-device)", add_help=False)
    q.add_argument("rest", nargs=argparse.REMAINDER)
    q.set_defaults(func=cmd_device)

    q = sub.add_parser("merge", help="merge a device step's output directory into the store")
    _add_db(q)
    q.add_argument("dir")
    q.set_defaults(func=cmd_merge)

    q = sub.add_parser("report", help="best configuration per size vs the default vs the baseline")
    _add_db(q)
    q.add_argument("--spec", required=True, help="the kernel's spec (its store, sizes, default)")
    q.add_argument("--write-tuned", action="store_true", help="write the tuned-parameter files")
    q.add_argument("--tuned-path", default=None,
                   help="default: tuned.json beside the store; bench/kernels/sgemm_tuned.json is where "
                        "the benchmark reads SGEMM's")
    q.add_argument("--plot", default=None, metavar="PNG",
                   help="plot of the search per size: time vs configuration and the best so far (matplotlib)")
    q.add_argument("--kt-cache", default=None, metavar="PREFIX",
                   help="KernelTuner cache files PREFIX_<size>.json (its dashboard reads them)")
    q.add_argument("--results-dir", default=None, help="also write tune-spec-NAME-DATE.txt/.csv here (bench/results)")
    q.add_argument("--stamp", default=None, help="date stamp for --results-dir files")
    q.set_defaults(func=cmd_report)

    q = sub.add_parser("check", help="check a spec on the host: schema, space, default compiled with and "
                                     "without the plugin, entry, reference on a tiny size")
    q.add_argument("spec", help="JSON or TOML spec (docs/examples)")
    q.add_argument("--size", default=None, help="NAME=INT,... the size to evaluate the reference at "
                                                "(default: the spec's smallest)")
    _add_toolchain(q)
    q.set_defaults(func=cmd_check)

    q = sub.add_parser("spec", help="a user kernel's spec: space, constraint skips, flags (host only)")
    q.add_argument("spec", help="JSON or TOML spec (docs/examples)")
    q.add_argument("--show", type=int, default=3, help="print the flags of the first N valid configurations")
    q.set_defaults(func=cmd_spec)

    args = p.parse_args(argv)
    try:
        return args.func(args)
    except (ValueError, OSError, sqlite3.Error, specmod.SpecError, st.StoreError, ds.JournalError,
            bundlelib.BundleError) as e:
        sys.stderr.write("smemvec-tune: error: %s\n" % e)
        return 2
