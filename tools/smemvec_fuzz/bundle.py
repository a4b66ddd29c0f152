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
