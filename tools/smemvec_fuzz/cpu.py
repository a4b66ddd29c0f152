# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""CPU mode (`smemvec-fuzz cpu`): one generator's modules through one stage,
with and without the plugin, checked on this machine.

The seeds are cut into modules of K seeds, checked in parallel by the
stage (stages.py: codegen or o3); a failing module is run again seed by
seed to name the failing seeds (their files stay in WORKDIR/fail-seedN).
A stage with remarks (o3) also gives the fraction of kernels each pass
transformed; the run fails when one is under its --min-rate floor.
"""
import multiprocessing
import os
import shutil
import time

from . import remarks
from .generators import GENERATORS
from .stages import STAGES, CheckOptions, label
from .tools import Plugin, ptxas


def _job(args):
    """One module: (seeds, fails, {seed: fails alone}, {pass: [kernels]},
    number of kernels, remark tally)."""
    gen_name, stage_name, plugin, seeds, workdir, opts, keep = args
    generator, stage = GENERATORS[gen_name], STAGES[stage_name]
    text, infos = generator.module(seeds)
    work = os.path.join(workdir, f"m{seeds[0]}-{seeds[-1]}")
    fails, rs = stage.check(plugin, text, work, opts)
    per_seed = {}
    if fails and len(seeds) > 1:
        for s in seeds:
            d = os.path.join(workdir, f"fail-seed{s}")
            f1, _ = stage.check(plugin, generator.module([s])[0], d, opts)
            if f1:
                per_seed[s] = f1
            else:
                shutil.rmtree(d, ignore_errors=True)
    elif fails:
        per_seed[seeds[0]] = fails
        shutil.copytree(work, os.path.join(workdir, f"fail-seed{seeds[0]}"), dirs_exist_ok=True)
    if not keep:
        shutil.rmtree(work, ignore_errors=True)
    hit = remarks.transformed_kernels(rs, infos) if stage.rates else {}
    return (seeds, fails, per_seed, {k: sorted(v) for k, v in hit.items()}, len(infos),
            remarks.tally(rs))


def run_cpu(generator, stage, plugin_path, lo, hi, per_module, jobs, workdir,
            opts=CheckOptions(), keep=False, log=print, min_rate=None):
    """Seeds [lo, hi) of generator through stage; 0 when nothing failed
    and no rate is under its floor (min_rate: remarks.parse_floors)."""
    floors = remarks.parse_floors(min_rate) if stage.rates else {}
    name = label("cpu", generator, stage)
    plugin = Plugin(plugin_path)
    log(f"smemvec-fuzz {name}: plugin {plugin.path}")
    log(f"  {plugin.describe()}")
    for line in stage.describe(plugin):
        log("  " + line)
    if not ptxas():
        log("  warning: no ptxas found, PTX is not assembled")
    os.makedirs(workdir, exist_ok=True)
    chunks = generator.chunks(lo, hi, per_module)
    args = [(generator.name, stage.name, plugin, c, workdir, opts, keep) for c in chunks]
    t0 = time.time()
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = list(pool.imap_unordered(_job, args))
    else:
        results = [_job(a) for a in args]
    bad_modules, bad_seeds, hits, nk = 0, {}, {}, 0
    for seeds, fails, per_seed, hit, n, _ in sorted(results):
        nk += n
        for k, v in hit.items():
            hits[k] = hits.get(k, 0) + len(v)
        if fails:
            bad_modules += 1
            log(f"FAIL module seeds {seeds[0]}..{seeds[-1]}:")
            for f in fails:
                log("  " + f.replace("\n", "\n  "))
            for s, f1 in per_seed.items():
                bad_seeds[s] = f1
                log(f"  -> seed {s} fails alone; files in {os.path.join(workdir, f'fail-seed{s}')}")
    low = []
    if stage.rates:
        log(f"kernels transformed, per pass ({nk} kernels):")
        for line in remarks.rates_lines(hits, nk):
            log("  " + line)
        low = [f"{k} {hits.get(k, 0) / max(1, nk):.3f} < {v}" for k, v in floors.items()
               if hits.get(k, 0) / max(1, nk) < v]
        for line in low:
            log("RATE BELOW FLOOR: " + line)
    dt = time.time() - t0
    log(f"smemvec-fuzz {name}: {generator.count(hi - lo, nk)} (seeds {lo}..{hi - 1}) in "
        f"{len(chunks)} modules, {dt:.1f} s: {bad_modules} failing modules, "
        f"{len(bad_seeds)} failing seeds" + (f", {len(low)} rates below floor" if stage.rates else ""))
    return 0 if bad_modules == 0 and not low else 1
