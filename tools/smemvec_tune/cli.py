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
import json
import os
import random
import sys

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
    for cfg in space.tiles():
        total += 1
        e = va.reason_of(cfg)
        if e is None and not va.valid_sizes(cfg, sizes):
            e = va.ConfigError("problem_divisibility", "")
        if e is None:
            valid += 1
        else:
            reasons[e.reason] += 1
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
                                  jobs=args.jobs)
        skipped = [oc.Outcome(oc.SKIPPED, r, d) for r, d in m["skipped"].values()]
        host = [oc.Outcome(*v) for v in m["host_outcomes"].values()]
        ok = len(m["candidates"])
        print("spec %s: strategy %s; %d candidates compiled into %s (%d distinct PTX); store %s" % (
            m["spec"]["name"], m["strategy"], ok, bundle, len({c["ptx_hash"] for c in m["candidates"]}),
            args.db))
        print("host step: " + oc.summary_line(skipped + host + [oc.Outcome(oc.COMPILED, "", "")] * ok))
    return 0


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
    from . import device
    return device.main(args.rest)


def cmd_merge(args):
    if args.db is None:
        # A spec run names its spec in results.jsonl: merge into its store.
        spec = next((e for e in rp.read_events(os.path.join(args.dir, "results.jsonl"))
                     if e.get("kind") == "spec"), None)
        if spec:
            args.db = os.path.join(DEFAULT_DIR, "spec-" + spec["name"], "tune.sqlite")
    with _open_store(args) as store:
        counts = rp.merge(store, args.dir)
        print("merged %s from %s into %s" % (", ".join("%d %s" % (n, k) for k, n in sorted(counts.items()) if k),
                                             args.dir, args.db))
    return 0


def cmd_report_spec(args):
    spec = _load_spec(args)
    labels = [specmod.size_label(s) for s in spec.sizes]
    with _open_store(args) as store:
        text, rows = rp.render(store, labels, spec={"name": specmod.stem(args.spec), "kernel": spec.kernel,
                                                 "default_key": specmod.key(spec.default)})
        sys.stdout.write(text)
        if args.write_tuned:
            path = args.tuned_path or os.path.join(_spec_dir(args), "tuned.json")
            if not any(r["best"] for r in rows):
                sys.stderr.write("report: nothing timed; %s not written\n" % path)
                return 1
            for p in rp.write_tuned(store, rows, path, kernel=os.path.relpath(spec.source, ROOT),
                                    entry=rp.spec_tuned_entry(store)):
                print("wrote " + p)
        if args.results_dir:
            for p in rp.write_results(store, labels, text, args.results_dir, args.stamp,
                                      prefix="tune-spec-" + specmod.stem(args.spec)):
                print("wrote " + p)
    return 0


def cmd_report(args):
    if args.spec:
        return cmd_report_spec(args)
    sizes = _sizes(args)
    args.tuned_path = args.tuned_path or os.path.join(ROOT, "bench", "kernels", "sgemm_tuned.json")
    with _open_store(args) as store:
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
    return 0


def cmd_spec(args):
    """A user kernel's spec: its space, the skips by constraint, the flags."""
    sp_ = _load_spec(args)
    cfgs = sp_.configurations()
    ok = [c for c, r in cfgs if r is None]
    reasons = collections.Counter(r for _, r in cfgs if r)
    print("spec %s: kernel %s in %s" % (args.spec, sp_.kernel, sp_.source))
    print("space: %d configurations, %d valid" % (len(cfgs), len(ok)))
    for r, n in reasons.most_common():
        print("  %6d  %s" % (n, r))
    for c in ok[:args.show]:
        print("  " + " ".join(sp_.flags(c)))
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
                   help="default bench/kernels/sgemm_tuned.json (with --spec build/tune/spec-NAME/tuned.json)")
    q.add_argument("--results-dir", default=None, help="also write tune-DATE.txt/.csv here (bench/results)")
    q.add_argument("--stamp", default=None, help="date stamp for --results-dir files")
    q.add_argument("--spec", default=None, help="report a user kernel's spec (its store, sizes, default)")
    q.set_defaults(func=cmd_report)

    q = sub.add_parser("spec", help="a user kernel's spec: space, constraint skips, flags (host only)")
    q.add_argument("spec", help="JSON or TOML spec (docs/examples)")
    q.add_argument("--show", type=int, default=3, help="print the flags of the first N valid configurations")
    q.set_defaults(func=cmd_spec)

    args = p.parse_args(argv)
    try:
        return args.func(args)
    except (ValueError, OSError, specmod.SpecError) as e:
        sys.stderr.write("smemvec-tune: error: %s\n" % e)
        return 2
