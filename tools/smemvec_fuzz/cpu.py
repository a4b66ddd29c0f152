# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""CPU mode: compile random kernels with and without the plugin and check.

Per module of K kernels (one failing module is re-run kernel by kernel to
name the failing seeds):
  1. opt verifies the generated IR (and the generator's own invariants are
     checked by the checker on the BEFORE module);
  2. BEFORE = opt -passes=function(infer-address-spaces)
     AFTER  = opt -load-pass-plugin -passes=<that>,<every plugin pass>
     opt verifies AFTER; check.py compares them (bounds, alignment,
     barrier/fence/atomic/volatile epochs, aliasing order, stored values);
  3. llc -O3 -mcpu=sm_90 without the plugin, with it (default flags plus
     -verify-machineinstrs), with every kill switch and with
     -smemvec-pipeline=0 (each must be byte-identical to the plain PTX), and
     with each extra variant when --variants;
  4. ptxas -arch=sm_90 accepts every plugin PTX (the stock PTX is
     assembled only when one is rejected, to say whether stock's is too);
  5. with --llc-stage: llc (with and without the plugin) stopped after
     upstream's LoadStoreVectorizer, its IR compared with the IR right
     before it (check.py, order_only): no shared load may cross a barrier,
     fence, call, atomic or volatile access (any ordering, shared or global)
     or an aliasing store there either. A function fails if the plugin build
     has more such moves than the stock build (upstream's LSV does it on
     stock code too where the source aligns its arrays).
"""
import multiprocessing
import os
import re
import shutil
import time

from . import check, gen, remarks
from .tools import Plugin, ptxas, run, tool


LSV = "load-store-vectorizer"


def split_dumps(text):
    """{function: its text} from llc's -print-before -print-module-scope
    output: each dump holds the whole module as it was when the pass reached
    that function; keep that function from it, and the globals of the first
    dump."""
    parts = re.split(r"^\*\*\* IR Dump Before .*? \*\*\* \(function: (\S+)\)\n", text, flags=re.M)
    header, funcs = None, {}
    for name, body in zip(parts[1::2], parts[2::2]):
        m = re.search(r"^define [^\n]*@" + re.escape(name) + r"\(.*?^}\n", body, re.M | re.S)
        if m:
            funcs[name] = m.group(0)
        if header is None:
            header = re.sub(r"^define .*?^}\n", "", body, flags=re.M | re.S)
    return header or "", funcs


def llc_stage(llc, flags, src, work, name):
    """(IR before upstream's LSV, IR after it) of one llc run, holding only
    the functions the LSV changed, or an error."""
    post = os.path.join(work, name + ".post-lsv.mir")
    r = run([llc, "-O3", "-mcpu=sm_90", *flags, "-stop-after=" + LSV,
             "-print-before=" + LSV, "-print-module-scope", src, "-o", post])
    if r.returncode:
        return None, f"llc ({name}) -stop-after={LSV} failed: {r.stderr.strip()[-500:]}"
    header, before = split_dumps(r.stderr)
    with open(post) as f:
        after_mod = check.ir_of_mir(f.read())
    after = {}
    for name_, text in before.items():
        m = re.search(r"^define [^\n]*@" + re.escape(name_) + r"\(.*?^}\n", after_mod, re.M | re.S)
        if m and m.group(0) != text:
            after[name_] = m.group(0)
    keep = [n for n in before if n in after]
    return (header + "\n".join(before[n] for n in keep),
            header + "\n".join(after[n] for n in keep)), None


def order_moves(pair, relaxed):
    """{function: number of order violations} of one llc stage."""
    per_fn = {}
    for e in check.check_texts(pair[0], pair[1], relaxed, order_only=True):
        fn = e.split(":", 1)[0]
        per_fn.setdefault(fn, []).append(e)
    return per_fn


def llc_order_check(plugin, src, work, relaxed):
    llc = tool("llc")
    plug, err = llc_stage(llc, ["-load-pass-plugin=" + plugin.path], src, work, "plugin")
    if err:
        return [err]
    mp = order_moves(plug, relaxed)
    if not mp:
        return []
    # only now the stock build, to tell the plugin's moves from upstream's
    stock, err = llc_stage(llc, [], src, work, "stock")
    if err:
        return [err]
    ms = order_moves(stock, relaxed)
    fails = []
    for fn, errs in sorted(mp.items()):
        if len(errs) > len(ms.get(fn, [])):
            fails.append(f"llc stage ({LSV}), {len(errs)} moves with the plugin, "
                         f"{len(ms.get(fn, []))} stock: " + "\n  ".join(errs[:10]))
    return fails


def compile_and_check(plugin, text, work, variants=False, relaxed=False,
                      llc_stage_check=False):
    """Runs all stages on one module text; returns a list of failures
    (strings). Files stay in `work`."""
    os.makedirs(work, exist_ok=True)
    src = os.path.join(work, "in.ll")
    with open(src, "w") as f:
        f.write(text)
    fails = []
    opt, llc = tool("opt"), tool("llc")
    load = "-load-pass-plugin=" + plugin.path

    r = run([opt, "-passes=verify", "-disable-output", src])
    if r.returncode:
        return [f"generated IR does not verify: {r.stderr.strip()[:500]}"]
    before, after = os.path.join(work, "before.ll"), os.path.join(work, "after.ll")
    r = run([opt, "-S", "-passes=function(infer-address-spaces)", src, "-o", before])
    if r.returncode:
        return [f"opt (no plugin) failed: {r.stderr.strip()[:500]}"]
    r = run([opt, "-S", load, "-passes=" + plugin.opt_pipeline(), src, "-o", after])
    if r.returncode:
        fails.append(f"opt with plugin failed (crash or verifier): {r.stderr.strip()[-800:]}")
    else:
        with open(before) as fb, open(after) as fa:
            errs = check.check_texts(fb.read(), fa.read(), relaxed)
        if errs:
            fails.append("checker: " + "\n  ".join(errs[:20]) +
                         (f"\n  ... {len(errs)} in all" if len(errs) > 20 else ""))

    configs = [("plain", []), ("plugin", [load, "-verify-machineinstrs"])]
    if plugin.kill:
        configs.append(("killed", [load] + plugin.kill))
    if plugin.has_pipeline_switch:
        configs.append(("nopipeline", [load, "-smemvec-pipeline=0"]))
    if variants:
        for v in plugin.variants:
            configs.append(("plugin" + "".join(v).replace("-smemvec-", "_").replace("=", "-"),
                            [load, "-verify-machineinstrs"] + v))
    pxa = ptxas()
    for name, flags in configs:
        out = os.path.join(work, name + ".ptx")
        r = run([llc, "-O3", "-mcpu=sm_90", *flags, src, "-o", out])
        if r.returncode:
            fails.append(f"llc ({name}) failed: {r.stderr.strip()[-800:]}")
            continue
        # killed/nopipeline must equal plain; plain itself is stock llc's
        # output, assembled only to tell whether a rejection is stock's too.
        if pxa and name not in ("plain", "killed", "nopipeline"):
            r = run([pxa, "-arch=sm_90", out, "-o", os.devnull])
            if r.returncode:
                rp = run([pxa, "-arch=sm_90", os.path.join(work, "plain.ptx"), "-o", os.devnull])
                also = " (stock PTX rejected too)" if rp.returncode else ""
                fails.append(f"ptxas rejects PTX ({name}){also}: {r.stderr.strip()[-500:]}")
    if llc_stage_check:
        fails += llc_order_check(plugin, src, work, relaxed)
    for name, what in (("killed", "kill switches (" + " ".join(plugin.kill) + ")"),
                       ("nopipeline", "-smemvec-pipeline=0")):
        other = os.path.join(work, name + ".ptx")
        if os.path.exists(other) and os.path.exists(os.path.join(work, "plain.ptx")):
            with open(os.path.join(work, "plain.ptx")) as a, open(other) as b:
                if a.read() != b.read():
                    fails.append(f"{what} do not restore the plain PTX")
    return fails


def _job(args):
    plugin_path, seeds, workdir, variants, relaxed, keep, stage = args
    plugin = _job.plugin if getattr(_job, "plugin", None) and _job.plugin.path == os.path.abspath(plugin_path) else Plugin(plugin_path)
    _job.plugin = plugin
    text, infos = gen.module(seeds)
    work = os.path.join(workdir, f"m{seeds[0]}-{seeds[-1]}")
    fails = compile_and_check(plugin, text, work, variants, relaxed, stage)
    per_seed = {}
    if fails and len(seeds) > 1:
        # isolate: one module per seed
        for s in seeds:
            t1, _ = gen.module([s])
            f1 = compile_and_check(plugin, t1, os.path.join(workdir, f"fail-seed{s}"), variants, relaxed, stage)
            if f1:
                per_seed[s] = f1
            else:
                shutil.rmtree(os.path.join(workdir, f"fail-seed{s}"), ignore_errors=True)
    elif fails:
        per_seed[seeds[0]] = fails
        shutil.copytree(work, os.path.join(workdir, f"fail-seed{seeds[0]}"), dirs_exist_ok=True)
    if not keep:
        shutil.rmtree(work, ignore_errors=True)
    return seeds, fails, per_seed


def _job_o3(args):
    """One module of gen_o3 programs: (seeds, fails, per_seed, hit, n_kernels, tally)."""
    from . import gen_o3, o3
    plugin_path, seeds, workdir, relaxed, keep, opt_flags = args
    plugin = _job.plugin if getattr(_job, "plugin", None) and _job.plugin.path == os.path.abspath(plugin_path) else Plugin(plugin_path)
    _job.plugin = plugin
    text, infos = gen_o3.module(seeds)
    work = os.path.join(workdir, f"m{seeds[0]}-{seeds[-1]}")
    fails, rs = o3.compile_and_check(plugin, text, work, relaxed, opt_flags)
    hit = remarks.transformed_kernels(rs, infos)
    per_seed = {}
    if fails and len(seeds) > 1:
        for s in seeds:
            t1, _ = gen_o3.module([s])
            d = os.path.join(workdir, f"fail-seed{s}")
            f1, _ = o3.compile_and_check(plugin, t1, d, relaxed, opt_flags)
            if f1:
                per_seed[s] = f1
            else:
                shutil.rmtree(d, ignore_errors=True)
    elif fails:
        per_seed[seeds[0]] = fails
        shutil.copytree(work, os.path.join(workdir, f"fail-seed{seeds[0]}"), dirs_exist_ok=True)
    if not keep:
        shutil.rmtree(work, ignore_errors=True)
    return seeds, fails, per_seed, {k: sorted(v) for k, v in hit.items()}, len(infos), remarks.tally(rs)


def run_cpu_o3(plugin_path, lo, hi, per_module, jobs, workdir, relaxed=False,
               keep=False, log=print, min_rate=None, opt_flags=()):
    """cpu --o3: gen_o3 programs through default<O3> (o3.py), with the
    per-pass transformation rates; fails under a --min-rate floor."""
    floors = remarks.parse_floors(min_rate)
    plugin = _job.plugin = Plugin(plugin_path)  # probed once: the jobs (forked too) reuse it
    log(f"smemvec-fuzz cpu --o3: plugin {plugin.path}")
    log(f"  {plugin.describe()}")
    if not ptxas():
        log("  warning: no ptxas found, PTX is not assembled")
    os.makedirs(workdir, exist_ok=True)
    chunks = [list(range(s, min(s + per_module, hi))) for s in range(lo, hi, per_module)]
    args = [(plugin_path, c, workdir, relaxed, keep, list(opt_flags)) for c in chunks]
    t0 = time.time()
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = list(pool.imap_unordered(_job_o3, args))
    else:
        results = [_job_o3(a) for a in args]
    bad_modules, bad_seeds, hits, nk, tal = 0, {}, {}, 0, {}
    for seeds, fails, per_seed, hit, n, t in sorted(results):
        nk += n
        for k, v in hit.items():
            hits[k] = hits.get(k, 0) + len(v)
        for k, v in t.items():
            tal[k] = tal.get(k, 0) + v
        if fails:
            bad_modules += 1
            log(f"FAIL module seeds {seeds[0]}..{seeds[-1]}:")
            for f in fails:
                log("  " + f.replace("\n", "\n  "))
            for s, f1 in per_seed.items():
                bad_seeds[s] = f1
                log(f"  -> seed {s} fails alone; files in {os.path.join(workdir, f'fail-seed{s}')}")
    log(f"kernels transformed, per pass ({nk} kernels):")
    for line in remarks.rates_lines(hits, nk):
        log("  " + line)
    low = [f"{k} {hits.get(k, 0) / max(1, nk):.3f} < {v}" for k, v in floors.items()
           if hits.get(k, 0) / max(1, nk) < v]
    for l in low:
        log("RATE BELOW FLOOR: " + l)
    dt = time.time() - t0
    log(f"smemvec-fuzz cpu --o3: {hi - lo} programs, {nk} kernels (seeds {lo}..{hi - 1}) in "
        f"{len(chunks)} modules, {dt:.1f} s: {bad_modules} failing modules, "
        f"{len(bad_seeds)} failing seeds, {len(low)} rates below floor")
    return 0 if bad_modules == 0 and not low else 1


def run_cpu(plugin_path, lo, hi, per_module, jobs, workdir, variants=False,
            relaxed=False, keep=False, log=print, llc_stage_check=False):
    plugin = _job.plugin = Plugin(plugin_path)  # probed once: the jobs (forked too) reuse it
    log(f"smemvec-fuzz cpu: plugin {plugin.path}")
    log(f"  {plugin.describe()}")
    log(f"  opt pipeline: {plugin.opt_pipeline()}")
    if not ptxas():
        log("  warning: no ptxas found, PTX is not assembled")
    os.makedirs(workdir, exist_ok=True)
    chunks = [list(range(s, min(s + per_module, hi))) for s in range(lo, hi, per_module)]
    args = [(plugin_path, c, workdir, variants, relaxed, keep, llc_stage_check) for c in chunks]
    t0 = time.time()
    bad_modules, bad_seeds = 0, {}
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            results = pool.imap_unordered(_job, args)
            results = list(results)
    else:
        results = [_job(a) for a in args]
    for seeds, fails, per_seed in sorted(results):
        if fails:
            bad_modules += 1
            log(f"FAIL module seeds {seeds[0]}..{seeds[-1]}:")
            for f in fails:
                log("  " + f.replace("\n", "\n  "))
            for s, f1 in per_seed.items():
                bad_seeds[s] = f1
                log(f"  -> seed {s} fails alone; files in {os.path.join(workdir, f'fail-seed{s}')}")
    n = hi - lo
    dt = time.time() - t0
    log(f"smemvec-fuzz cpu: {n} kernels (seeds {lo}..{hi - 1}) in {len(chunks)} modules, "
        f"{dt:.1f} s: {bad_modules} failing modules, {len(bad_seeds)} failing seeds")
    return 0 if bad_modules == 0 else 1
