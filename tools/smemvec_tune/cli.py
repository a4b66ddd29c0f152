# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec-tune: command line.

  smemvec-tune space    [--set P=V,...]           size of the space, why configs are invalid
  smemvec-tune validate KEY | P=V ...             one configuration's verdict
  smemvec-tune probe                              which plugin knobs the plugin accepts
  smemvec-tune compile  [--bundle DIR] [--budget N] [--refine]   host step (clang + plugin)
  smemvec-tune device   BUNDLE --out DIR          device step (= tools/smemvec-tune-device)
  smemvec-tune merge    DIR                       device results -> store
  smemvec-tune report   [--write-tuned] [--results-dir DIR]
  smemvec-tune spec     FILE                      a user kernel's spec: space, skips, flags

Any kernel described by a spec (docs/tune.md "Any kernel"): the same steps
with --spec FILE (bundle and store default to build/tune/spec-<name>/):
  smemvec-tune compile --spec FILE [--budget N]   host step
  smemvec-tune-device  BUNDLE --out DIR           device step (kind from the bundle)
  smemvec-tune merge   DIR                        into the spec's store (named in DIR)
  smemvec-tune report  --spec FILE [--results-dir DIR]
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

from . import devstep as ds
from . import hostcompile as hc
from . import knobs as kb
from . import outcome as oc
from . import report as rp
from . import search
from . import space as sp
from . import spec as specmod
from . import spechost
from . import store as st
from . import validate as va

ROOT = hc.repo_root()
DEFAULT_DIR = os.path.join(ROOT, "build", "tune")


def _add_common(p):
    p.add_argument("--db", default=None,
                   help="results store (SQLite; default build/tune/tune.sqlite, with --spec build/tune/spec-NAME/)")
    p.add_argument("--sizes", default=",".join(map(str, sp.SIZES)), help="M=N=K sizes")


def _sizes(args):
    return [int(s) for s in args.sizes.split(",") if s]


def _open_store(args):
    if args.db is None:
        args.db = os.path.join(_spec_dir(args) or DEFAULT_DIR, "tune.sqlite")
    os.makedirs(os.path.dirname(os.path.abspath(args.db)), exist_ok=True)
    return st.Store(args.db)


def _toolchain(args):
    return hc.Toolchain(clang=args.clang, plugin=args.plugin, cuda_path=args.cuda_path,
                        kernel=args.kernel)


def _add_toolchain(p):
    # Defaults: smemvec_tools.toolchain (SMEMVEC_CLANG, SMEMVEC_PLUGIN, CUDA_PATH).
    p.add_argument("--clang", default=None)
    p.add_argument("--plugin", default=None)
    p.add_argument("--cuda-path", default=None)
    p.add_argument("--kernel", default=os.path.join(ROOT, "bench", "kernels", "sgemm.cu"))


def _registry(args, store, refresh=False, log=sys.stderr):
    """Knob probe, cached in the store per plugin fingerprint."""
    if getattr(args, "no_knobs", False):
        return kb.KnobRegistry({}, {k: "disabled with --no-knobs" for k in kb.KNOBS})
    tc = _toolchain(args)
    fp = tc.fingerprint() + "-" + kb.table_digest()
    cached = store.get_meta("knob_probe")
    if cached and cached.get("fingerprint") == fp and not refresh:
        return kb.KnobRegistry.from_json(cached["registry"])
    reg = kb.probe(lambda src, out: tc.base_argv(src, out))
    store.set_meta("knob_probe", {"fingerprint": fp, "registry": reg.to_json()})
    for name in kb.KNOBS:
        if not reg.accepted.get(name):
            log.write("knob %s (%s): skipped: %s\n" % (name, kb.KNOBS[name].flag, reg.rejected.get(name)))
    return reg


def _space(args, registry):
    sets = sp.parse_assignments(args.set)
    tile = {k: v for k, v in sets.items() if k in sp.TILE_PARAMS}
    knob_domains = registry.domains()
    for k, v in sets.items():
        if k in kb.KNOBS:
            knob_domains[k] = v
    return sp.Space(tile, knob_domains)


def cmd_space(args):
    with _open_store(args) as store:
        reg = _registry(args, store)
        space = _space(args, reg)
    sizes = _sizes(args)
    reasons = collections.Counter()
    valid = total = 0
    from . import progress
    bar = progress.Progress(space.tile_size(), "space", stream=sys.stderr)
    step = max(1, space.tile_size() // 100)
    for i, cfg in enumerate(space.tiles()):
        if i % step == 0:
            bar.update(step)
        total += 1
        e = va.reason_of(cfg)
        if e is None and not va.valid_sizes(cfg, sizes):
            e = va.ConfigError("problem_divisibility", "")
        if e is None:
            valid += 1
        else:
            reasons[e.reason] += 1
    bar.done = bar.total
    bar.close()
    print("tile space: %d configurations (%d distinct), %d valid" % (space.tile_size(), total, valid))
    for r, n in reasons.most_common():
        print("  %-28s %7d  %s" % (r, n, va.REASONS.get(r, "")))
    print("knobs: %s" % (", ".join("%s=%s" % (k, "|".join(v)) for k, v in sorted(space.knob_domains.items()))
                         or "none available"))
    for k, why in sorted(reg.rejected.items()):
        if "=" not in k or reg.accepted.get(k.split("=")[0]):
            print("  not searched: %s: %s" % (k, why))
    print("full space (tiles x knob settings incl. default): %d" % space.size())
    sys.stdout.flush()
    return 0


def _parse_config(items):
    if len(items) == 1 and "=" not in items[0]:
        return sp.Config.from_key(items[0])
    tile, knobs = {}, {}
    for it in items:
        k, _, v = it.partition("=")
        if k in sp.TILE_PARAMS:
            tile[k] = int(v)
        else:
            knobs[k] = v
    return sp.Config.make(knobs=knobs, **tile)


def cmd_validate(args):
    cfg = _parse_config(args.config)
    reg = kb.KnobRegistry.assume_all() if args.assume_knobs else None
    if reg is None:
        with _open_store(args) as store:
            reg = _registry(args, store)
    e = va.reason_of(cfg, registry=reg)
    print(cfg.key())
    print("threads per block: %d, static shared memory: %d bytes" % (cfg.threads, va.shared_bytes(cfg)))
    if e:
        print("invalid: %s: %s" % (e.reason, e.detail))
        return 1
    sizes = _sizes(args)
    ok = va.valid_sizes(cfg, sizes)
    print("valid; sizes: %s%s" % (",".join(map(str, ok)) or "none",
                                  "" if len(ok) == len(sizes) else " (others: problem_divisibility)"))
    return 0


def cmd_probe(args):
    with _open_store(args) as store:
        reg = _registry(args, store, refresh=True)
    print(json.dumps(reg.to_json(), indent=1, sort_keys=True))
    return 0


def _previous_best(store, sizes, per_size=2):
    out = []
    for s in sizes:
        timed = [r for r in store.results(size=s, status=oc.TIMED) if r["key"] != "cublas"]
        timed.sort(key=lambda r: r["time_us"])
        for r in timed[:per_size]:
            cfg = sp.Config.from_key(r["key"])
            if cfg not in out:
                out.append(cfg)
    return out


def _spec_dir(args):
    return spechost.default_dir(args.spec) if getattr(args, "spec", None) else None


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


def cmd_compile_spec(args):
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


def cmd_compile(args):
    if args.spec:
        return cmd_compile_spec(args)
    args.bundle = args.bundle or os.path.join(DEFAULT_DIR, "bundle")
    sizes = _sizes(args)
    with _open_store(args) as store:
        reg = _registry(args, store)
        space = _space(args, reg)
        prev = _previous_best(store, sizes) if args.refine else []
        if args.refine and not prev:
            sys.stderr.write("compile --refine: no timed results in %s yet; sampling afresh\n" % args.db)
        sel = search.select(space, reg, args.budget, random.Random(args.seed), sizes=sizes,
                            previous_best=prev, strategy=args.strategy)
        tc = _toolchain(args)
        os.makedirs(args.bundle, exist_ok=True)
        manifest = hc.build_bundle(tc, sel, args.bundle, store, sizes, reg, jobs=args.jobs)
        outs = sel.outcomes()
        host = [oc.Outcome(*v) for v in manifest["host_outcomes"].values()]
        ok = len(manifest["candidates"])
        print("strategy: %s; %d candidates compiled into %s (%d distinct PTX)" % (
            sel.strategy, ok, args.bundle, len({c["ptx_hash"] for c in manifest["candidates"]})))
        print("host step: " + oc.summary_line(
            [o for o in outs if o.status == oc.SKIPPED] + host
            + [oc.Outcome(oc.COMPILED, "", "")] * ok))
    return 0


def cmd_device(args):
    from . import devicecli
    return devicecli.main(args.rest)


def cmd_merge(args):
    if args.db is None:
        # A spec run names its spec in results.jsonl: merge into its store.
        spec = next((e for e in rp.read_journal(os.path.join(args.dir, "results.jsonl"))
                     if e.get("kind") == "spec"), None)
        if spec:
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


def cmd_report_spec(args):
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
            for p in rp.write_tuned(store, rows, path, kernel=os.path.relpath(spec.source, ROOT),
                                    entry=rp.spec_tuned_entry(store, spec)):
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


def cmd_report(args):
    if args.spec:
        return cmd_report_spec(args)
    _check_plot(args)
    if args.kt_cache:
        raise ValueError("--kt-cache needs --spec (the SGEMM-only store has no spec params)")
    sizes = _sizes(args)
    with _open_store(args) as store:
        # next to the results (the store), never into the source tree unless told
        args.tuned_path = args.tuned_path or os.path.join(os.path.dirname(os.path.abspath(args.db)),
                                                          "sgemm_tuned.json")
        text, rows = rp.render(store, sizes)
        sys.stdout.write(text)
        if args.write_tuned:
            if not any(r["best"] for r in rows):
                sys.stderr.write("report: nothing timed; %s not written\n" % args.tuned_path)
                return 1
            for p in rp.write_tuned(store, rows, args.tuned_path):
                print("wrote " + p)
        if args.results_dir:
            for p in rp.write_results(store, sizes, text, args.results_dir, args.stamp):
                print("wrote " + p)
        if args.plot:
            print("wrote " + rp.plot_search(store, sizes, args.plot, "sgemm"))
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
            o, rel, _ = hc.compile_one(tc, spechost.SpecConfig(cfg), os.path.join(tmp, "ptx"), entry=spec.kernel)
            if o.status != oc.COMPILED:
                print("compile %s: %s: %s" % (label, o.reason, o.detail))
                problems += 1
                continue
            entry = spechost.entry_of(tmp, rel, spec.kernel)
        print("compile %s: ok, entry %s%s" % (label, entry, "" if entry == spec.kernel else
                                              " (%s)" % hc.demangle([entry])[entry]))
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

    q = sub.add_parser("space", help="size of the search space and invalid-configuration reasons")
    _add_common(q)
    _add_toolchain(q)
    q.add_argument("--set", action="append", help="restrict a domain: P=V1,V2 (tile param or knob)")
    q.add_argument("--no-knobs", action="store_true", help="search tile parameters only")
    q.set_defaults(func=cmd_space)

    q = sub.add_parser("validate", help="validate one configuration")
    _add_common(q)
    _add_toolchain(q)
    q.add_argument("config", nargs="+", help="a key (bm128_bn128_...) or P=V items")
    q.add_argument("--assume-knobs", action="store_true", help="do not probe the plugin")
    q.add_argument("--no-knobs", action="store_true")
    q.set_defaults(func=cmd_validate)

    q = sub.add_parser("probe", help="probe which plugin knobs are accepted")
    _add_common(q)
    _add_toolchain(q)
    q.set_defaults(func=cmd_probe)

    q = sub.add_parser("compile", help="host step: compile candidates into a bundle")
    _add_common(q)
    _add_toolchain(q)
    q.add_argument("--bundle", default=None, help="default build/tune/bundle (with --spec build/tune/spec-NAME/bundle)")
    q.add_argument("--spec", default=None, help="compile a user kernel's spec (JSON/TOML, docs/examples)")
    q.add_argument("--budget", type=int, default=150, help="max candidates compiled")
    q.add_argument("--configs", default=None, metavar="FILE",
                   help="with --spec: compile these configurations (a JSON list of {NAME: value}; names "
                        "left out take the default's value) and the default, not the space")
    q.add_argument("--seed", type=int, default=1)
    q.add_argument("--jobs", type=int, default=2)
    q.add_argument("--strategy", choices=("auto", "exhaustive", "sampled"), default="auto")
    q.add_argument("--refine", action="store_true",
                   help="centre the candidates on the best timed results in the store")
    q.add_argument("--set", action="append", help="restrict a domain: P=V1,V2 (tile param or knob)")
    q.add_argument("--no-knobs", action="store_true", help="search tile parameters only")
    q.set_defaults(func=cmd_compile)

    q = sub.add_parser("device", help="device step (same as tools/smemvec-tune-device)", add_help=False)
    q.add_argument("rest", nargs=argparse.REMAINDER)
    q.set_defaults(func=cmd_device)

    q = sub.add_parser("merge", help="merge a device step's output directory into the store")
    _add_common(q)
    q.add_argument("dir")
    q.set_defaults(func=cmd_merge)

    q = sub.add_parser("report", help="best configuration per size vs default vs cuBLAS")
    _add_common(q)
    q.add_argument("--write-tuned", action="store_true", help="write the tuned-parameter files")
    q.add_argument("--tuned-path", default=None,
                   help="default: beside the store (sgemm_tuned.json; with --spec tuned.json); "
                        "bench/kernels/sgemm_tuned.json is where the benchmark reads it")
    q.add_argument("--plot", default=None, metavar="PNG",
                   help="plot of the search per size: time vs configuration and the best so far (matplotlib)")
    q.add_argument("--kt-cache", default=None, metavar="PREFIX",
                   help="with --spec: KernelTuner cache files PREFIX_<size>.json (its dashboard reads them)")
    q.add_argument("--results-dir", default=None, help="also write tune-DATE.txt/.csv here (bench/results)")
    q.add_argument("--stamp", default=None, help="date stamp for --results-dir files")
    q.add_argument("--spec", default=None, help="report a user kernel's spec (its store, sizes, default)")
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
