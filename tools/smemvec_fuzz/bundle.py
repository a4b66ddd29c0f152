# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""GPU bundle: random kernels compiled both ways, for gpu_run.py.

Layout of the bundle directory:
  manifest.json            plugin description, flags, and per module the
                           kernels' launch facts (threads, dynamic shared
                           bytes, input/output sizes, seed)
  plain/mNNNNN.ptx.gz      llc -O3 -mcpu=sm_90, no plugin
  plugin/mNNNNN.ptx.gz     llc -O3 -mcpu=sm_90 -load-pass-plugin=SmemVec.so

Run it with `tools/smemvec-fuzz gpu-run --bundle DIR` (gpu_run.py, through
smemvec_tools.gpu) and tools/smemvec_fuzz/gpu_sanitize.sh.

Many kernels go into one module so that loading stays cheap on the GPU.
PTX is assembled on the GPU machine (ptxas is there, 16 cores).
"""
import multiprocessing
import os
import time

from smemvec_tools import bundle as bundlelib
from smemvec_tools import toolchain

from . import gen
from .tools import Plugin, run, tool


def _compile(args):
    plugin_path, seeds, out, extra = args
    text, infos = gen.module(seeds)
    name = f"m{seeds[0]:05d}"
    src = os.path.join(out, "src", name + ".ll")
    with open(src, "w") as f:
        f.write(text)
    errs = []
    for variant, flags in (("plain", []),
                           ("plugin", ["-load-pass-plugin=" + plugin_path] + extra)):
        ptx = os.path.join(out, variant, name + ".ptx")
        r = run([tool("llc"), "-O3", "-mcpu=sm_90", *flags, src, "-o", ptx])
        if r.returncode:
            errs.append(f"{name} {variant}: llc failed: {r.stderr[-500:]}")
            continue
        with open(ptx, "rb") as fi:
            bundlelib.store_ptx(out, os.path.join(variant, name + ".ptx.gz"), fi.read())
        os.remove(ptx)
    os.remove(src)
    return name, infos, errs


def write_bundle(plugin_path, out, lo, hi, per_module, jobs, extra):
    plugin = Plugin(plugin_path)
    for d in ("plain", "plugin", "src"):
        os.makedirs(os.path.join(out, d), exist_ok=True)
    chunks = [list(range(s, min(s + per_module, hi))) for s in range(lo, hi, per_module)]
    t0 = time.time()
    args = [(plugin.path, c, out, extra) for c in chunks]
    with multiprocessing.Pool(jobs) as pool:
        results = pool.map(_compile, args)
    os.rmdir(os.path.join(out, "src"))
    errs = [e for _, _, es in results for e in es]
    manifest = {
        **bundlelib.header("fuzz", toolchain.find_tools(plugin=plugin.path)),
        "plugin": plugin.describe(),
        "plugin_llc_flags": extra,
        "seeds": [lo, hi],
        "modules": [{"name": n, "kernels": infos} for n, infos, _ in results],
    }
    bundlelib.write_manifest(out, manifest)
    size = sum(os.path.getsize(os.path.join(dp, f)) for dp, _, fs in os.walk(out) for f in fs)
    print(f"smemvec-fuzz gpu-bundle: {hi - lo} kernels in {len(chunks)} modules "
          f"-> {out} ({size / 1e6:.1f} MB, {time.time() - t0:.0f} s)")
    for e in errs:
        print("error:", e)
    return 1 if errs else 0


# ---- the O3 bundle (gen_o3 programs through default<O3>, o3.py) -------------
#
#   plain/mNNNNN.ptx.gz, plugin/mNNNNN.ptx.gz     one module per RDC_BLOCK seeds
#   plain/mNNNNN.a.ptx.gz, .b.ptx.gz, plugin/...  RDC-like modules: two TUs,
#                                                 linked on the GPU machine
#                                                 (manifest "tus": ["a", "b"])
# The manifest also holds, per module, the sha of each source and the
# kernels each pass transformed; `--plain-from OLD` copies the stock PTX of
# modules whose source is unchanged from an older O3 bundle (the stock
# build does not depend on the plugin: after a plugin rebuild only the
# plugin half is compiled again).


def _compile_o3(args):
    from . import gen_o3, o3
    plugin_path, seeds, out, plain_from = args
    from .tools import Plugin
    plugin = _compile_o3.plugin if getattr(_compile_o3, "plugin", None) else Plugin(plugin_path)
    _compile_o3.plugin = plugin
    name = f"m{seeds[0]:05d}"
    split = all(gen_o3.is_rdc(s) for s in seeds)
    if split:
        ta, tb, infos = gen_o3.module_tus(seeds)
        units = [(name + ".a", ta), (name + ".b", tb)]
    else:
        text, infos = gen_o3.module(seeds)
        units = [(name, text)]
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
        if old.get("dir") and old.get("src_sha", {}).get(unit) == shas[unit] and \
                os.path.exists(os.path.join(old["dir"], rel)):
            with open(os.path.join(old["dir"], rel), "rb") as fi, \
                    open(os.path.join(out, rel), "wb") as fo:
                fo.write(fi.read())
        else:
            ptx, err = o3.build_stock(src, work, unit)
            if err:
                errs.append(f"{unit} stock: {err}")
            else:
                with open(ptx, "rb") as fi:
                    bundlelib.store_ptx(out, rel, fi.read())
        ptx, r1, err = o3.build_plugin(plugin, src, work, unit)
        rs += r1
        if err:
            errs.append(f"{unit} plugin: {err}")
        else:
            with open(ptx, "rb") as fi:
                bundlelib.store_ptx(out, os.path.join("plugin", unit + ".ptx.gz"), fi.read())
    import shutil
    shutil.rmtree(work, ignore_errors=True)
    from . import remarks
    hit = remarks.transformed_kernels(rs, infos)
    mod = {"name": name, "kernels": infos, "src_sha": shas,
           "transformed": {k: sorted(v) for k, v in hit.items()},
           "remarks": {"|".join(k): v for k, v in remarks.tally(rs).items()}}
    if split:
        mod["tus"] = ["a", "b"]
    return mod, errs


def write_bundle_o3(plugin_path, out, lo, hi, jobs, plain_from=None, log=print):
    from . import gen_o3, remarks
    plugin = _compile_o3.plugin = Plugin(plugin_path)  # probed once: the forked pool reuses it
    for d in ("plain", "plugin", "src"):
        os.makedirs(os.path.join(out, d), exist_ok=True)
    per = gen_o3.RDC_BLOCK
    start = lo - lo % per
    chunks = [list(range(max(s, lo), min(s + per, hi))) for s in range(start, hi, per)]
    old = {}
    if plain_from:
        om = bundlelib.read_manifest(plain_from, kind="fuzz")
        for m in om.get("modules", []):
            old[m["name"]] = {"dir": plain_from, "src_sha": m.get("src_sha", {})}
    t0 = time.time()
    args = [(plugin.path, c, out, old) for c in chunks]
    head = {**bundlelib.header("fuzz", toolchain.find_tools(plugin=plugin.path)),
            "o3": True, "plugin": plugin.describe(), "seeds": [lo, hi]}
    results = []

    def manifest_now():
        """The manifest of the modules done so far (rewritten after each one,
        so a build stopped early leaves a usable bundle of what it made)."""
        done = sorted((m for m, _ in results), key=lambda m: m["name"])
        hits = {}
        for m in done:
            for k, v in m["transformed"].items():
                hits[k] = hits.get(k, 0) + len(v)
        return {**head, "complete": len(done) == len(chunks),
                "kernels_total": sum(len(m["kernels"]) for m in done),
                "transformed_kernels": hits, "modules": done}
    with multiprocessing.Pool(jobs) as pool:
        for res in pool.imap_unordered(_compile_o3, args):
            results.append(res)
            bundlelib.write_manifest(out, manifest_now())
    os.rmdir(os.path.join(out, "src"))
    errs = [e for _, es in results for e in es]
    manifest = manifest_now()
    bundlelib.write_manifest(out, manifest)
    nk, hits = manifest["kernels_total"], manifest["transformed_kernels"]
    size = sum(os.path.getsize(os.path.join(dp, f)) for dp, _, fs in os.walk(out) for f in fs)
    log(f"smemvec-fuzz gpu-bundle --o3: {hi - lo} programs, {nk} kernels in {len(chunks)} modules "
        f"({sum(1 for m, _ in results if 'tus' in m)} of them two TUs) -> {out} "
        f"({size / 1e6:.1f} MB, {time.time() - t0:.0f} s)")
    log(f"kernels transformed, per pass ({nk} kernels):")
    for line in remarks.rates_lines(hits, nk):
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


def pack_o3(bundle, out, fallback=None, parts="all", preset=6, log=print,
            skip_lists=(), manifest=None):
    """pack() for O3 bundles in parts: `plain` (the stock PTX of every
    module, to pack before a plugin rebuild: it does not depend on the
    plugin), `plugin` (the combined manifest, the plugin PTX, and stock PTX
    whose source changed since fallback), or `all`. Members named in
    skip_lists (the `.list` files earlier packs wrote next to their
    archives) are left out, so a bundle still being built can be packed in
    pieces; manifest=False leaves the manifest out (a piece before the
    last)."""
    import gzip
    import io
    import json
    import tarfile
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
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
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
                    path = os.path.join(src[x["name"]], v, u + ".ptx.gz")
                    if v == "plain" and not os.path.exists(path) and fallback:
                        path = os.path.join(fallback, v, u + ".ptx.gz")
                    with gzip.open(path, "rb") as fi:
                        add(f"{v}/{u}.ptx", fi.read())
    with open(out + ".list", "w") as f:
        f.write("".join(n_ + "\n" for n_ in names if n_ != "manifest.json"))
    log(f"smemvec-fuzz pack ({parts}): {n} files ({raw / 1e6:.0f} MB), "
        f"{man['kernels_total']} kernels, plugin builds {man['kernels_by_plugin_git']} -> {out} "
        f"({os.path.getsize(out) / 1e6:.1f} MB, {time.time() - t0:.0f} s)")
    return 0


def pack(bundle, out, preset=6, log=print):
    """One .tar.xz of a bundle for the trip to the GPU machine: the manifest
    and every PTX *decompressed* (`variant/unit.ptx`), so that xz sees the
    redundancy between modules and between the stock and plugin builds
    (the O3 bundle: ~4 KB a kernel against ~10 KB of gzipped PTX). Unpack
    with `python3 -m tarfile -e FILE DIR` (or tar -xJf); gpu-run reads
    `.ptx` where it is and `.ptx.gz` elsewhere."""
    import gzip
    import io
    import tarfile
    t0 = time.time()
    n = raw = 0
    with tarfile.open(out, "w:xz", preset=preset) as tar:
        tar.add(os.path.join(bundle, "manifest.json"), arcname="manifest.json")
        for variant in sorted(os.listdir(bundle)):
            d = os.path.join(bundle, variant)
            if not os.path.isdir(d):
                continue
            for f in sorted(os.listdir(d)):
                path = os.path.join(d, f)
                data = None
                if f.endswith(".ptx.gz"):
                    with gzip.open(path, "rb") as fi:
                        data = fi.read()
                    name = f[:-3]
                elif f.endswith(".ptx"):
                    with open(path, "rb") as fi:
                        data = fi.read()
                    name = f
                if data is None:
                    continue
                info = tarfile.TarInfo(f"{variant}/{name}")
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
                n += 1
                raw += len(data)
    log(f"smemvec-fuzz pack: {n} PTX files ({raw / 1e6:.0f} MB) -> {out} "
        f"({os.path.getsize(out) / 1e6:.1f} MB, {time.time() - t0:.0f} s)")
    return 0
