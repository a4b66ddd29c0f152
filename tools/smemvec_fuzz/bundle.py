# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""GPU bundle: one generator's modules (generators.py) built through one
stage (stages.py), stock and with the plugin, for gpu_run.py.

Layout of the bundle directory:
  manifest.json            plugin description, flags, generator and stage,
                           and per module the kernels' launch facts
                           (threads, dynamic shared bytes, input/output
                           sizes, seed), the sha of each source and, for
                           the o3 stage, the kernels each pass transformed
                           ("o3": true, with the totals)
  plain/mNNNNN.ptx.gz      the stage without the plugin (codegen: llc -O3
                           -mcpu=sm_90; o3: opt default<O3> then llc)
  plugin/mNNNNN.ptx.gz     the stage with -load-pass-plugin=SmemVec.so
  plain/mNNNNN.a.ptx.gz, .b.ptx.gz, plugin/...
                           RDC-like modules of gen_o3: two TUs, linked on
                           the GPU machine (manifest "tus": ["a", "b"])

The gen_o3 generator's modules are aligned to its RDC_BLOCK seeds.
`--plain-from OLD` copies the stock PTX of modules whose source is
unchanged from an older bundle (the stock build does not depend on the
plugin: after a plugin rebuild only the plugin half is compiled again).

Run it with `tools/smemvec-fuzz gpu-run --bundle DIR` (gpu_run.py, through
smemvec_tools.gpu) and tools/smemvec_fuzz/gpu_sanitize.sh.

Many kernels go into one module so that loading stays cheap on the GPU.
PTX is assembled on the GPU machine (ptxas is there, 16 cores).
"""
import gzip
import io
import json
import multiprocessing
import os
import shutil
import tarfile
import time

from smemvec_tools import bundle as bundlelib
from smemvec_tools import toolchain

from . import o3, remarks
from .generators import GENERATORS
from .stages import STAGES, label
from .tools import Plugin


def _reuse_stock(old, unit, sha, out, rel):
    """Copies the stock PTX `rel` of unit from an older bundle (old: its
    dir and src_sha) when the unit's source is unchanged; True if it did."""
    if not (old.get("dir") and old.get("src_sha", {}).get(unit) == sha
            and os.path.exists(os.path.join(old["dir"], rel))):
        return False
    with open(os.path.join(old["dir"], rel), "rb") as fi, open(os.path.join(out, rel), "wb") as fo:
        fo.write(fi.read())
    return True


def _compile(args):
    """One module of the bundle: (manifest entry, errors)."""
    gen_name, stage_name, plugin, seeds, out, extra, plain_from = args
    generator, stage = GENERATORS[gen_name], STAGES[stage_name]
    name = f"m{seeds[0]:05d}"
    units, infos, tus = generator.units(seeds, name)
    work = os.path.join(out, "src", name)
    os.makedirs(work, exist_ok=True)
    errs, rs, shas = [], [], {}
    old = plain_from.get(name, {}) if plain_from else {}
    for unit, text in units:
        src = os.path.join(work, unit + ".ll")
        with open(src, "w") as f:
            f.write(text)
        shas[unit] = o3.sha(text)
        rel = os.path.join("plain", unit + ".ptx.gz")
        if not _reuse_stock(old, unit, shas[unit], out, rel):
            ptx, err = stage.stock(src, work, unit)
            if err:
                errs.append(f"{unit} plain: {err}")
            else:
                with open(ptx, "rb") as fi:
                    bundlelib.store_ptx(out, rel, fi.read())
        ptx, r1, err = stage.plugin(plugin, src, work, unit, extra)
        rs += r1
        if err:
            errs.append(f"{unit} plugin: {err}")
        else:
            with open(ptx, "rb") as fi:
                bundlelib.store_ptx(out, os.path.join("plugin", unit + ".ptx.gz"), fi.read())
    shutil.rmtree(work, ignore_errors=True)
    mod = {"name": name, "kernels": infos, "src_sha": shas}
    if stage.rates:
        hit = remarks.transformed_kernels(rs, infos)
        mod.update(transformed={k: sorted(v) for k, v in hit.items()},
                   remarks={"|".join(k): v for k, v in remarks.tally(rs).items()})
    if tus:
        mod["tus"] = tus
    return mod, errs


def write_bundle(generator, stage, plugin_path, out, lo, hi, per_module, jobs, extra=(),
                 plain_from=None, log=print):
    """Seeds [lo, hi) of generator built through stage, stock and plugin,
    into the bundle out; the manifest is rewritten after each module, so a
    build stopped early leaves a usable bundle of what it made."""
    plugin = Plugin(plugin_path)
    for d in ("plain", "plugin", "src"):
        os.makedirs(os.path.join(out, d), exist_ok=True)
    chunks = generator.chunks(lo, hi, per_module, aligned=True)
    old = {}
    if plain_from:
        om = bundlelib.read_manifest(plain_from, kind="fuzz")
        for m in om.get("modules", []):
            old[m["name"]] = {"dir": plain_from, "src_sha": m.get("src_sha", {})}
    t0 = time.time()
    args = [(generator.name, stage.name, plugin, c, out, list(extra), old) for c in chunks]
    head = {**bundlelib.header("fuzz", toolchain.find_tools(plugin=plugin.path)),
            **({"o3": True} if stage.rates else {}),
            "generator": generator.name, "stage": stage.name,
            "plugin": plugin.describe(), "plugin_llc_flags": list(extra), "seeds": [lo, hi]}
    results = []

    def manifest_now():
        done = sorted((m for m, _ in results), key=lambda m: m["name"])
        man = {**head, "complete": len(done) == len(chunks),
               "kernels_total": sum(len(m["kernels"]) for m in done), "modules": done}
        if stage.rates:
            hits = {}
            for m in done:
                for k, v in m["transformed"].items():
                    hits[k] = hits.get(k, 0) + len(v)
            man["transformed_kernels"] = hits
        return man
    with multiprocessing.Pool(jobs) as pool:
        for res in pool.imap_unordered(_compile, args):
            results.append(res)
            bundlelib.write_manifest(out, manifest_now())
    os.rmdir(os.path.join(out, "src"))
    errs = [e for _, es in results for e in es]
    manifest = manifest_now()
    bundlelib.write_manifest(out, manifest)
    nk = manifest["kernels_total"]
    size = sum(os.path.getsize(os.path.join(dp, f)) for dp, _, fs in os.walk(out) for f in fs)
    split = sum(1 for m, _ in results if "tus" in m)
    log(f"smemvec-fuzz {label('gpu-bundle', generator, stage)}: {generator.count(hi - lo, nk)} "
        f"in {len(chunks)} modules" + (f" ({split} of them two TUs)" if generator.module_tus else "")
        + f" -> {out} ({size / 1e6:.1f} MB, {time.time() - t0:.0f} s)")
    if stage.rates:
        log(f"kernels transformed, per pass ({nk} kernels):")
        for line in remarks.rates_lines(manifest["transformed_kernels"], nk):
            log("  " + line)
    for e in errs:
        log("error: " + e)
    return 1 if errs else 0


def combined_manifest(bundle, fallback=None):
    """bundle's manifest, its missing modules filled in from fallback's (an
    O3 bundle built earlier, e.g. before a plugin rebuild that did not
    finish in time); every module records the git of the build of its
    plugin PTX. Returns (manifest, {module: source dir})."""
    m = bundlelib.read_manifest(bundle, kind="fuzz")
    src = {x["name"]: bundle for x in m["modules"]}
    for x in m["modules"]:
        x.setdefault("plugin_git", m.get("git"))
    mods = list(m["modules"])
    if fallback:
        f = bundlelib.read_manifest(fallback, kind="fuzz")
        for x in f["modules"]:
            if x["name"] not in src:
                x.setdefault("plugin_git", f.get("git"))
                mods.append(x)
                src[x["name"]] = fallback
    mods.sort(key=lambda x: x["name"])
    hits = {}
    for x in mods:
        for k, v in x.get("transformed", {}).items():
            hits[k] = hits.get(k, 0) + len(v)
    by_git = {}
    for x in mods:
        by_git[x["plugin_git"]] = by_git.get(x["plugin_git"], 0) + len(x["kernels"])
    m.update(modules=mods, kernels_total=sum(len(x["kernels"]) for x in mods),
             transformed_kernels=hits, kernels_by_plugin_git=by_git)
    return m, src


def _tar_add(tar, name, data):
    """data (bytes) as the member name of tar."""
    info = tarfile.TarInfo(name)
    info.size = len(data)
    tar.addfile(info, io.BytesIO(data))


def _unit_ptx(bundle, variant, unit):
    """The PTX (bytes) of unit in bundle: its .ptx.gz, or the .ptx of an
    unpacked bundle; None when it has neither."""
    for ext, opener in ((".ptx.gz", gzip.open), (".ptx", open)):
        path = os.path.join(bundle, variant, unit + ext)
        if os.path.exists(path):
            with opener(path, "rb") as f:
                return f.read()
    return None


def pack(bundle, out, fallback=None, parts="all", preset=6, log=print,
         skip_lists=(), manifest=None):
    """One .tar.xz of a bundle for the trip to the GPU machine: the
    manifest and every unit's PTX *decompressed* (`variant/unit.ptx`), so
    that xz sees the redundancy between modules and between the stock and
    plugin builds (the O3 bundle: ~4 KB a kernel against ~10 KB of gzipped
    PTX). Unpack with `python3 -m tarfile -e FILE DIR` (or tar -xJf);
    gpu-run reads `.ptx` where it is and `.ptx.gz` elsewhere.

    In parts: `plain` (the stock PTX of every module, to pack before a
    plugin rebuild: it does not depend on the plugin), `plugin` (the
    combined manifest, the plugin PTX, and stock PTX whose source changed
    since fallback), or `all`. Members named in skip_lists (the `.list`
    files earlier packs wrote next to their archives) are left out, so a
    bundle still being built can be packed in pieces; manifest=False leaves
    the manifest out (a piece before the last)."""
    t0 = time.time()
    man, src = combined_manifest(bundle, fallback)
    fb_sha = {}
    if fallback:
        fb_sha = {x["name"]: x.get("src_sha") for x in
                  bundlelib.read_manifest(fallback, kind="fuzz")["modules"]}
    n = raw = 0
    skip = set()
    for lst in skip_lists:
        with open(lst) as f:
            skip |= {line.strip() for line in f if line.strip()}
    if manifest is None:
        manifest = parts in ("plugin", "all")
    names = []
    with tarfile.open(out, "w:xz", preset=preset) as tar:
        def add(name, data):
            nonlocal n, raw
            names.append(name)
            _tar_add(tar, name, data)
            n += 1
            raw += len(data)
        if manifest:
            add("manifest.json", json.dumps(man, indent=1).encode())
        for x in man["modules"]:
            units = [f"{x['name']}.{t}" for t in x["tus"]] if x.get("tus") else [x["name"]]
            variants = []
            if parts in ("plain", "all"):
                variants.append("plain")
            elif fallback and fb_sha.get(x["name"]) != x.get("src_sha"):
                variants.append("plain")
            if parts in ("plugin", "all"):
                variants.append("plugin")
            for v in variants:
                for u in units:
                    if f"{v}/{u}.ptx" in skip:
                        continue
                    data = _unit_ptx(src[x["name"]], v, u)
                    if data is None and v == "plain" and fallback:
                        data = _unit_ptx(fallback, v, u)
                    if data is None:
                        raise FileNotFoundError(os.path.join(src[x["name"]], v, u + ".ptx.gz"))
                    add(f"{v}/{u}.ptx", data)
    with open(out + ".list", "w") as f:
        f.write("".join(n_ + "\n" for n_ in names if n_ != "manifest.json"))
    log(f"smemvec-fuzz pack ({parts}): {n} files ({raw / 1e6:.0f} MB), "
        f"{man['kernels_total']} kernels, plugin builds {man['kernels_by_plugin_git']} -> {out} "
        f"({os.path.getsize(out) / 1e6:.1f} MB, {time.time() - t0:.0f} s)")
    return 0
