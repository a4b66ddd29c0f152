# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Host step of a spec (any user kernel, docs/tune.md "Any kernel").

The compiles are hostcompile.compile_all's (the one clang CUDA command line
with the plugin, parallel jobs, identical PTX stored once, verdicts in the
store as they come, resumable). What the spec adds: the
configurations and their named skips (constraints, size constraints,
threads per block) and, per candidate and size, the launch evaluated to
numbers, so the device step needs no expression evaluator. A reference
kernel is compiled by stock clang (no plugin) with the reference params.

Bundle (kind "tune-spec"): manifest.json + ptx/*.ptx.gz; candidates carry
their PTX "entry" (a C++ name resolved to the mangled one) and "unit" (PTX
hash + entry + launches: configurations that differ only in a macro the
source ignores, and launch alike, are run once); the spec part carries the
reference, the baseline and per size the names a numpy/CuPy expression
sees ("env": the size and the default's macros). A space too large to
list (LIST_LIMIT) is sampled.
"""

import gzip
import hashlib
import json
import os
import random
import subprocess

from smemvec_tools import bundle as bundlelib

from . import hostcompile as hc
from . import outcome as oc
from . import spec as sm

KIND = "tune-spec"
MANIFEST_VERSION = 1


class SpecConfig:
    """One configuration of a spec, in the shape hostcompile compiles."""

    def __init__(self, values):
        self.values = dict(values)

    def key(self):
        return sm.key(self.values)

    def to_json(self):
        return dict(self.values)

    def defines(self):
        return sm.defines(self.values)

    def mllvm(self):
        return sm.mllvm(self.values)

    def __eq__(self, other):
        return isinstance(other, SpecConfig) and self.key() == other.key()

    def __hash__(self):
        return hash(self.key())


def default_dir(spec_path):
    """build/tune/spec-<stem>: the spec's bundle and store."""
    return os.path.join(hc.repo_root(), "build", "tune", "spec-" + sm.stem(spec_path))


def select(spec, budget, rng, only=None):
    """-> (candidates [SpecConfig], skipped [(SpecConfig, reason)], runs
    {key: [size labels]}, strategy). The default first; the whole valid
    space when it fits the budget, else the default and a random sample;
    `only` (a list of configurations, `compile --configs`): those and the
    default. Every candidate's launch at every size it runs at is evaluated
    here (Spec.size_skip), so a spec whose launch no GPU can make (grid 0,
    negative shared memory or shapes) fails before anything is compiled."""
    candidates, skipped, runs = [], [], {}
    sampled = None
    if only is not None:
        pool = spec.check_configurations(only)
    else:
        total, valid, _ = spec.count_space()
        if total <= LIST_LIMIT:
            pool = spec.configurations()
        else:  # too many to list: the default and a random sample of valid ones
            pool, sampled = sample_valid(spec, budget, rng), (total, valid)
    for values, reason in pool:
        cfg = SpecConfig(values)
        if reason is None:
            ok, reasons = [], []
            for size in spec.sizes:
                why = spec.size_skip(values, size)
                if why:
                    reasons.append(why)
                else:
                    ok.append(sm.size_label(size))
            if not ok:
                reason = reasons[0]
            runs[cfg.key()] = ok
        if reason is None:
            candidates.append(cfg)
        else:
            skipped.append((cfg, reason))
    default = SpecConfig(spec.default)
    if only is not None and default not in candidates and default not in [c for c, _ in skipped]:
        # the report compares against the default: it runs beside the given ones
        d = select(spec, 1, rng, [spec.default])
        candidates, skipped = d[0] + candidates, d[1] + skipped
        runs.update(d[2])
    if default in candidates:
        candidates.remove(default)
        candidates.insert(0, default)
    strategy = "exhaustive" if only is None else "given (%d configurations, --configs)" % len(pool)
    if sampled:
        strategy = "sampled (%d of %d valid of %d configurations, --budget)" % (
            len(candidates), sampled[1], sampled[0])
    if len(candidates) > budget:
        strategy = "sampled (%d of %d valid configurations, --budget)" % (budget, len(candidates))
        head = candidates[:1] if candidates[0] == default else []
        rest = [c for c in candidates if c not in head]
        candidates = head + rng.sample(rest, budget - len(head))
    return candidates, skipped, runs, strategy


# Spaces up to this many configurations are listed (every skip stored);
# larger ones are sampled (only the sampled skips stored).
LIST_LIMIT = 200000


def sample_valid(spec, budget, rng, max_draws=None):
    """The default and random configurations that pass the constraints, up
    to budget of them (rejection sampling of the product; the draws that a
    constraint rejects come back with their reason, as skips)."""
    out, seen = [], set()
    default = dict(spec.default)
    out.append((default, spec.skip_reason(default)))
    seen.add(sm.key(default))
    good = 1 if out[0][1] is None else 0
    draws, max_draws = 0, max_draws or budget * 200
    while good < budget and draws < max_draws:
        draws += 1
        cfg = spec.sample(rng)
        if sm.key(cfg) in seen:
            continue
        seen.add(sm.key(cfg))
        why = spec.skip_reason(cfg)
        good += why is None
        out.append((cfg, why))
    return out


def unit_id(ptx_hash, launch):
    return ptx_hash + "-" + hashlib.sha256(json.dumps(launch, sort_keys=True).encode()).hexdigest()[:8]


def entry_of(bundle, rel, kernel):
    """The PTX entry of the kernel in a compiled candidate (a C++ name
    resolved to its mangled entry)."""
    with gzip.open(os.path.join(bundle, rel), "rb") if rel.endswith(".gz") else \
            open(os.path.join(bundle, rel), "rb") as f:
        entry, why = hc.resolve_entry(f.read(), kernel)
    if entry is None:
        raise sm.SpecError("kernel: %s" % why)
    return entry


def build_bundle(spec, spec_path, tc, bundle, store, budget=150, seed=1, jobs=2, log=None,
                 run=subprocess.run, only=None):
    """Compiles the spec's candidates into bundle/; every verdict (skips
    too) goes into store. -> manifest."""
    candidates, skipped, runs, strategy = select(spec, budget, random.Random(seed), only)
    for cfg, reason in skipped:
        store.put_config(cfg.key(), cfg.to_json(), oc.SKIPPED, reason, "")
    done = hc.compile_all(tc, candidates, bundle, store, spec.kernel, jobs, log, run)
    size_of = {sm.size_label(s): s for s in spec.sizes}
    out = []
    for cfg in candidates:
        o, rel, digest = done[cfg.key()]
        if o.status != oc.COMPILED:
            continue
        launch = {lab: spec.launch(cfg.values, size_of[lab]) for lab in runs[cfg.key()]}
        entry = entry_of(bundle, rel, spec.kernel)
        out.append({"key": cfg.key(), "params": cfg.to_json(), "ptx": rel, "ptx_hash": digest,
                    "entry": entry, "unit": unit_id(digest + entry, launch), "sizes": runs[cfg.key()],
                    "launch": launch})
    reference = ({spec.reference[0]: spec.reference[1]} if spec.reference[0] in ("numpy", "cupy")
                 else reference_kernel(spec, tc, bundle, run))
    manifest = {
        **bundlelib.header(KIND, tc.tools()),
        "version": MANIFEST_VERSION,
        "spec": {"name": sm.stem(spec_path), "path": os.path.relpath(os.path.abspath(spec_path), hc.repo_root()),
                 "kernel": spec.kernel, "source": os.path.relpath(spec.source, hc.repo_root()),
                 "tolerance": spec.tolerance, "reference": reference, "baseline": spec.baseline,
                 "env": {sm.size_label(s): spec.reference_env(s) for s in spec.sizes}},
        "fingerprint": tc.fingerprint(),
        "compile_argv_example": tc.argv(candidates[0], "OUT.ptx") if candidates else [],
        "sizes": [sm.size_label(s) for s in spec.sizes],
        "default_key": SpecConfig(spec.default).key(),
        "strategy": strategy,
        "candidates": out,
        "host_outcomes": hc.host_outcomes(candidates, done),
        "skipped": {cfg.key(): [reason, ""] for cfg, reason in skipped},
    }
    bundlelib.write_manifest(bundle, manifest)
    return manifest


def reference_kernel(spec, tc, bundle, run=subprocess.run):
    """Compiles the reference kernel with stock clang (the plugin off) and
    evaluates its launch per size. A reference that does not compile is a
    SpecError naming reference.kernel."""
    ref_tc = hc.Toolchain(clang=tc.clang, plugin="", cuda_path=tc.cuda_path, kernel=spec.reference_source)
    cfg = SpecConfig(spec.reference_params)
    o, rel, digest = hc.compile_one(ref_tc, cfg, os.path.join(bundle, "ptx"), spec.reference[1], run=run)
    if o.status != oc.COMPILED:
        raise sm.SpecError("reference.kernel %r (%s, %s): does not compile: %s %s" % (
            spec.reference[1], os.path.basename(spec.reference_source), " ".join(cfg.defines()),
            o.reason, o.detail))
    launch = {}
    for size in spec.sizes:
        try:
            launch[sm.size_label(size)] = spec.launch(spec.reference_params, size)
        except (sm.SpecError, KeyError) as e:
            raise sm.SpecError("reference.params: cannot launch the reference at %s: %s"
                               % (sm.size_label(size), e))
    return {"kernel": spec.reference[1], "entry": entry_of(bundle, rel, spec.reference[1]), "ptx": rel,
            "ptx_hash": digest, "launch": launch}
