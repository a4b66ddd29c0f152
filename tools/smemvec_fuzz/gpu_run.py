# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Runs a smemvec-fuzz GPU bundle on the GPU (python3 + CuPy + numpy only).

  tools/smemvec-fuzz gpu-run --bundle DIR [--limit N] [--variants plain,plugin]
                             [--report FILE] [--jit]

For every kernel of the bundle (manifest.json): fresh random input bytes
(numpy, seeded by the kernel's seed), output poisoned, one block of
`threads` threads with `dyn_bytes` of dynamic shared memory. Each kernel
runs:
  plain   with poison 0xA5 and again with poison 0x5A: the bytes the kernel
          writes (manifest `out_written`) must be equal (no race, no
          uninitialised read); the padding between objects keeps its poison;
  plugin  with poison 0xA5 and 0x5A: each must equal plain with the same
          poison bit for bit (same values, and no byte written that plain
          leaves alone).
Every launch is synchronized and checked. PTX is assembled with ptxas
-arch=sm_90 in parallel (falls back to the driver JIT with --jit or when
ptxas is missing). Assembling, loading, poisoning, launching and comparing
are smemvec_tools.gpu's. Prints a summary table last; exit 1 on any mismatch
or CUDA error.
"""
import argparse
import json
import os
import shutil
import sys
import tempfile
import time

from smemvec_tools import bundle as bundlelib
from smemvec_tools import gpu, toolchain

from . import argcheck


# Two-TU modules (gpu-bundle --o3, RDC-like programs): each TU assembled
# with `ptxas -c`, then device-linked by nvlink, as `clang -fgpu-rdc` does.
# The mixes link TU A built with the plugin and TU B built without, in both
# orders (nvlink keeps the first definition of each weak symbol).
LINKS = {"plain": [("plain", "a"), ("plain", "b")],
         "plugin": [("plugin", "a"), ("plugin", "b")],
         "mixed_ab": [("plugin", "a"), ("plain", "b")],
         "mixed_ba": [("plain", "b"), ("plugin", "a")]}


def unit_ptx(bundle, variant, unit, tmp):
    """A plain .ptx path of a bundle's unit: `variant/unit.ptx` as unpacked
    from a `smemvec-fuzz pack` archive, else the bundle's `.ptx.gz`."""
    raw = os.path.join(bundle, variant, unit + ".ptx")
    if os.path.exists(raw):
        out = os.path.join(tmp, f"{variant}-{unit}.ptx")
        shutil.copyfile(raw, out)
        return out
    return bundlelib.ptx_file(bundle, os.path.join(variant, unit + ".ptx.gz"), tmp)


def _sh(cmd):
    import subprocess
    r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    return r.returncode, r.stdout


def link_tus(mods, bundle, tmp):
    """(module, link variant) -> linked cubin for the two-TU modules."""
    import concurrent.futures
    pxa, nvlink = toolchain.cuda_tool("ptxas"), toolchain.cuda_tool("nvlink")
    out, errs = {}, []
    tu_mods = [m for m in mods if m.get("tus")]
    if not tu_mods:
        return out, errs
    if not pxa or not nvlink:
        return out, [f"two-TU modules need ptxas and nvlink (ptxas {pxa}, nvlink {nvlink})"]
    objs = []
    for m in tu_mods:
        for v in ("plain", "plugin"):
            for tu in m["tus"]:
                ptx = os.path.join(tmp, f"{v}-{m['name']}.{tu}.ptx")
                src = unit_ptx(bundle, v, f"{m['name']}.{tu}", tmp)
                if src != ptx:
                    os.replace(src, ptx)
                objs.append(((m["name"], v, tu), ptx, ptx[:-4] + ".o"))

    def obj(job):
        _, ptx, o = job
        return _sh([pxa, "-arch=sm_90", "-c", ptx, "-o", o])

    def link(job):
        name, lv = job
        cub = os.path.join(tmp, f"{lv}-{name}.cubin")
        ins = [os.path.join(tmp, f"{v}-{name}.{tu}.o") for v, tu in LINKS[lv]]
        rc, log = _sh([nvlink, "-arch=sm_90", *ins, "-o", cub])
        return rc, log, cub
    with concurrent.futures.ThreadPoolExecutor(os.cpu_count() or 4) as ex:
        bad = set()
        for (key, _, _), (rc, log) in zip(objs, ex.map(obj, objs)):
            if rc:
                bad.add(key[0])
                errs.append(f"ptxas -c {key[1]}/{key[0]}.{key[2]}: {log[-400:]}")
        links = [(m["name"], lv) for m in tu_mods if m["name"] not in bad for lv in LINKS]
        for key, (rc, log, cub) in zip(links, ex.map(link, links)):
            if rc:
                errs.append(f"nvlink {key[1]}/{key[0]}: {log[-400:]}")
            else:
                out[key] = cub
    return out, errs


def assemble(jobs, bundle, tmp, variants, use_jit):
    """(module, variant) -> path of a cubin, or of a .ptx for the JIT."""
    use_jit = use_jit or not toolchain.cuda_tool("ptxas")
    todo, out = [], {}
    for m in jobs:
        if m.get("tus"):
            continue
        for v in variants:
            ptx = os.path.join(tmp, f"{v}-{m['name']}.ptx")
            src = unit_ptx(bundle, v, m["name"], tmp)
            if src != ptx:
                os.replace(src, ptx)
            if use_jit:
                out[(m["name"], v)] = ptx
            else:
                todo.append(((m["name"], v), ptx, ptx[:-4] + ".cubin"))
    errs = []
    for (key, _, _), got in zip(todo, gpu.assemble_all([(p, c) for _, p, c in todo], sass=False)):
        if got.ok:
            out[key] = got.cubin
        else:
            errs.append(f"ptxas {key[1]}/{key[0]}: {got.log[-400:] or got.error}")
    return out, errs


POISONS = (0xA5, 0x5A)


def written_mask(k):
    """True for the output bytes the kernel writes."""
    return gpu.written_mask(k["out_bytes"], k.get("out_written"))


def launch(dev, fn, k, inp, poison):
    out = dev.poisoned(k["out_bytes"], "uint8", poison)
    dev.launch(fn, (1,), (k["threads"],), (inp, out), shared_mem=k["dyn_bytes"])
    return dev.cp.asnumpy(out)


def check_args(a):
    """The bundle's manifest and the variants to run, after checking every
    option (argcheck.BadInput) before the GPU is touched."""
    man = argcheck.fuzz_bundle("--bundle", a.bundle)
    argcheck.not_negative("--limit", a.limit)
    if a.time_budget < 0:
        raise argcheck.BadInput(f"--time-budget {a.time_budget:g}: expected 0 or more seconds")
    variants = a.variants.split(",")
    unknown = [v for v in variants if v not in ("plain", "plugin")]
    if unknown or not variants:
        raise argcheck.BadInput(f"--variants {a.variants}: expected plain, plugin or plain,plugin")
    if os.path.isdir(a.report):
        raise argcheck.BadInput(f"--report {a.report}: is a directory, expected a file name")
    parent = os.path.dirname(os.path.abspath(a.report))
    if os.path.exists(parent) and not os.path.isdir(parent):
        raise argcheck.BadInput(f"--report {a.report}: {parent} is not a directory")
    return man, variants


def select_modules(man, limit):
    """The manifest's modules cut to at most `limit` kernels (0: all);
    returns (modules, number of kernels)."""
    mods, n = [], 0
    for m in man["modules"]:
        if limit and n >= limit:
            break
        ks = m["kernels"][: (limit - n) if limit else None]
        mods.append({"name": m["name"], "kernels": ks, "tus": m.get("tus")})
        n += len(ks)
    return mods, n


def check_ptx_present(bundle, mods, variants):
    """Every PTX unit_ptx will read exists (a damaged or half-unpacked
    bundle is bad input, found before the GPU is touched)."""
    for m in mods:
        units = [f"{m['name']}.{t}" for t in m["tus"]] if m.get("tus") else [m["name"]]
        for v in (("plain", "plugin") if m.get("tus") else variants):
            for u in units:
                rel = os.path.join(v, u + ".ptx")
                if not any(os.path.isfile(os.path.join(bundle, r)) for r in (rel, rel + ".gz")):
                    raise argcheck.BadInput(f"--bundle {bundle}: damaged bundle: "
                                            f"no {rel} or {rel}.gz")


def main(argv=None):
    ap = argparse.ArgumentParser(prog="smemvec-fuzz gpu-run")
    ap.add_argument("--bundle", required=True)
    ap.add_argument("--limit", type=int, default=0, help="at most N kernels")
    ap.add_argument("--variants", default="plain,plugin")
    ap.add_argument("--report", default=os.path.join(os.environ.get("OUT", "."), "gpu-fuzz-report.json"))
    ap.add_argument("--jit", action="store_true", help="load PTX through the driver JIT")
    ap.add_argument("--time-budget", type=float, default=0,
                    help="launch no new module after this many seconds (0: no limit); "
                         "the report says how many kernels ran")
    a = ap.parse_args(argv)
    try:
        man, variants = check_args(a)
        mods, n = select_modules(man, a.limit)
        check_ptx_present(a.bundle, mods, variants)
        import numpy as np
        dev = gpu.Device()
    except argcheck.BadInput as e:
        print(f"smemvec-fuzz: error: {e}", file=sys.stderr)
        return 2
    except ImportError as e:
        print(f"smemvec-fuzz: error: gpu-run needs numpy and CuPy ({e})", file=sys.stderr)
        return 2
    cp = dev.cp
    print(f"device: {dev.name}; "
          f"bundle plugin: {man['plugin']}; {n} kernels, {len(mods)} modules")
    t0 = time.time()
    tmp = tempfile.mkdtemp(prefix="smemvec-gpu-")
    try:
        paths, errs = assemble(mods, a.bundle, tmp, variants, a.jit)
        linked, lerrs = link_tus(mods, a.bundle, tmp)
    except OSError as e:        # a module's PTX missing or unreadable
        shutil.rmtree(tmp, ignore_errors=True)
        print(f"smemvec-fuzz: error: --bundle {a.bundle}: damaged bundle: "
              f"{e.strerror}: {e.filename}", file=sys.stderr)
        return 2
    paths.update(linked)
    errs += lerrs
    t_asm = time.time() - t0
    ran = mism = nondet = 0
    ran_by = {}
    failures = []
    t1 = time.time()
    stopped_by_budget = False

    def report():
        rep = {"kernels_run": ran, "kernels_planned": n, "mismatches": mism,
               "nondeterministic_plain": nondet, "assembly_errors": errs,
               "failures": failures, "plugin": man["plugin"], "git": man.get("git"),
               "o3": man.get("o3", False), "launched_by_variant": ran_by,
               "transformed_kernels": man.get("transformed_kernels"),
               "kernels_total": man.get("kernels_total"),
               "stopped_by_time_budget": stopped_by_budget,
               "seconds_assemble": round(t_asm, 1), "seconds_run": round(time.time() - t1, 1)}
        try:
            os.makedirs(os.path.dirname(os.path.abspath(a.report)), exist_ok=True)
            with open(a.report, "w") as f:
                json.dump(rep, f, indent=1)
        except OSError:
            pass
    try:
        for m in mods:
            if a.time_budget and time.time() - t0 > a.time_budget:
                stopped_by_budget = True
                break
            loaded = {}
            for v in (list(LINKS) if m.get("tus") else variants):
                p = paths.get((m["name"], v))
                if p is None:
                    continue
                loaded[v] = dev.module(p)
            for k in m["kernels"]:
                rng = np.random.default_rng(k["seed"])
                inp = cp.asarray(rng.integers(0, 256, k["in_bytes"], dtype=np.uint8))
                res = {}
                where = f"{m['name']}/{k['name']}"
                for v, mod in loaded.items():
                    try:
                        fn = mod.get_function(k["name"])
                        res[v] = [launch(dev, fn, k, inp, p) for p in POISONS]
                    except Exception as e:        # CUDA errors poison the context: stop
                        failures.append({"kernel": where, "variant": v, "what": f"CUDA error: {e}"})
                        raise
                ran += 1
                for v in res:
                    ran_by[v] = ran_by.get(v, 0) + 1
                if "plain" in res:
                    mask = written_mask(k)
                    first, second = res["plain"]
                    if gpu.bitwise_diff(first, second, mask).size:
                        nondet += 1
                        failures.append({"kernel": where, "what": "plain output depends on poison/run (unwritten byte or race)"})
                bad = False
                for v in res:
                    if v == "plain" or "plain" not in res:
                        continue
                    d = np.unique(np.concatenate([
                        gpu.bitwise_diff(plain_out, other_out)
                        for plain_out, other_out in zip(res["plain"], res[v])]))
                    if d.size:
                        bad = True
                        failures.append({"kernel": where, "seed": k["seed"], "variant": v,
                                         "what": f"{v} output differs",
                                         "first_bytes": d[:16].tolist(), "n_bytes": int(d.size)})
                mism += bad
            report()
    except Exception as e:
        print("stopped:", e)
    dt = time.time() - t1
    shutil.rmtree(tmp, ignore_errors=True)
    report()
    for fl in failures[:20]:
        print("FAIL", fl)
    for e in errs[:10]:
        print("ASM-ERROR", e)
    print("launched, by variant:", ", ".join(f"{v} {c}" for v, c in sorted(ran_by.items())))
    if stopped_by_budget:
        print(f"stopped by --time-budget {a.time_budget:.0f} s after {ran} of {n} kernels")
    print(f"| kernels run | planned | mismatches | nondeterministic plain | asm errors | assemble s | run s |")
    print(f"| {ran} | {n} | {mism} | {nondet} | {len(errs)} | {t_asm:.1f} | {dt:.1f} |")
    ok = ran == n and not mism and not nondet and not errs and not failures
    print("GPU fuzz:", "PASS" if ok else "FAIL")
    return 0 if ok else 1

