#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Device side of the GPU benchmark: assemble, count, check and time a bundle.

    python3 bench/run_bundle.py bench/bundle --out $OUT            # full run
    python3 bench/run_bundle.py bench/bundle --out $OUT --ncu      # + executed
                                                                   #   shared insts
    python3 bench/run_bundle.py bench/bundle --dry-run             # no GPU: validate

Needs python3 with numpy and CuPy, ptxas (sm_90), and optionally cuobjdump
(static SASS LDS/STS) and ncu (executed shared instructions). No clang. For
every kernel x case of the bundle (made by bench/build_bundle.py):
  1. ptxas -arch=sm_90 -v each variant's PTX -> cubin; registers, spills;
     cuobjdump -sass -> LDS/STS counts (sass/ keeps the listings);
  2. fresh random inputs; outputs poisoned (all bits set, NaN for floats),
     an "inout" array a fresh copy of its input for every checked launch;
     every variant run once and compared with the reference
     (|out - ref| / |ref| <= tolerance, no NaN) and with the first variant;
  3. timing: warm-up, then >= 50 repetitions of every variant interleaved
     (variants compared in one run), CUDA events around each launch, a spin
     kernel in front of every chunk so the host queues the launches before
     the GPU reaches them; inputs rotated over enough copies to exceed L2;
     median, p10/p90, and noise = |median(odd reps) - median(even reps)|;
  4. kernels marked "cublas": cuBLAS SGEMM through cupy.matmul with TF32 off,
     checked and timed in the same interleaving.
Writes <date>-<gpu>.csv, run.json and run.log to --out. See docs/bench.md.
"""
import argparse
import ast
import csv
import datetime
import json
import math
import os
import re
import subprocess
import sys
import time

# TF32 off for cuBLAS: CuPy's switch (read when CuPy is imported) and the
# NVIDIA libraries' own override (read when cuBLAS loads).
os.environ["CUPY_TF32"] = "0"
os.environ["NVIDIA_TF32_OVERRIDE"] = "0"

HERE = os.path.dirname(os.path.realpath(__file__))
ROOT = os.path.dirname(HERE)
import _bootstrap  # noqa: E402,F401 - tools/ on sys.path (the one bootstrap)

from smemvec_tools import bundle as bundlelib  # noqa: E402
from smemvec_tools import gpu  # noqa: E402
from smemvec_tools import ptx as ptxlib  # noqa: E402
from smemvec_tools import toolchain  # noqa: E402
import suite as suitelib  # noqa: E402

NCU_METRICS = gpu.NCU_METRICS
FIELDS = ["kernel", "case", "variant", "smem_bound", "registers", "spill_stores",
          "spill_loads", "ptx_ld_shared", "ptx_st_shared", "ptx_ld_vector", "sass_lds",
          "sass_sts", "sass_lds_widths", "sass_sts_widths", "exec_shared_ld",
          "exec_shared_st", "bank_conflicts_ld", "bank_conflicts_st", "check", "rel_err", "vs_first", "median_us", "p10_us",
          "p90_us", "noise_pct", "reps", "sets", "gbps", "gflops", "speedup_vs_stock",
          "speedup_vs_nvcc", "pct_cublas", "error"]


class Log:
    def __init__(self, path=None):
        self.f = open(path, "w") if path else None

    def __call__(self, msg=""):
        print(msg, flush=True)
        if self.f:
            self.f.write(msg + "\n")
            self.f.flush()


# --- manifest validation (no GPU, no numpy) ----------------------------------


def _module_functions(path):
    with open(path) as f:
        tree = ast.parse(f.read())
    return {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}


def reference_paths(manifest):
    """The modules that hold the bundle's init_/ref_ functions, searched in this
    order: bench/references.py, then the manifest's "reference_modules" (the
    corpus's bench/corpus/refs/*.py; relative to the repository root)."""
    return [os.path.join(HERE, "references.py")] + [
        p if os.path.isabs(p) else os.path.join(ROOT, p)
        for p in manifest.get("reference_modules", [])]


def _not_found(fn, paths):
    if len(paths) == 1:
        return f"{os.path.basename(paths[0])} has no {fn}"
    return f"no {fn} in " + ", ".join(os.path.relpath(p, ROOT) for p in paths)


class References:
    """init_<name> and ref_<name> looked up over the reference modules."""

    def __init__(self, paths):
        import importlib.util
        import references
        self.paths, self.modules = paths, [references]
        for i, path in enumerate(paths[1:]):
            spec = importlib.util.spec_from_file_location(
                f"smemvec_refs_{i}_{os.path.splitext(os.path.basename(path))[0]}", path)
            mod = importlib.util.module_from_spec(spec)
            spec.loader.exec_module(mod)
            self.modules.append(mod)

    def _find(self, fn):
        for m in self.modules:
            if hasattr(m, fn):
                return getattr(m, fn)
        raise KeyError(_not_found(fn, self.paths))

    def generator(self, name):
        return self._find("init_" + name)

    def reference(self, name):
        return self._find("ref_" + name)


def load_manifest(bundle):
    try:
        m = bundlelib.read_manifest(bundle, kind="bench")
    except bundlelib.BundleError as e:
        raise suitelib.SuiteError(f"{e} (bench/build_bundle.py)")
    if m.get("schema") != 1:
        raise suitelib.SuiteError(f"{bundle}/manifest.json: unknown schema {m.get('schema')}")
    return m


def validate(bundle, manifest):
    """Problems found in the bundle (empty list: good)."""
    problems = []
    paths = reference_paths(manifest)
    funcs = set()
    for p in paths:
        if os.path.isfile(p):
            funcs |= _module_functions(p)
        else:
            problems.append(f"reference module {p} not found")
    for k in manifest["kernels"]:
        name = k["name"]
        if not k["ptx"]:
            problems.append(f"{name}: no variant compiled ({k.get('compile_errors')})")
        for v, rel in k["ptx"].items():
            p = os.path.join(bundle, rel)
            if not os.path.isfile(p):
                problems.append(f"{name} [{v}]: {p} missing")
                continue
            if k["symbol"] not in ptxlib.functions_by_name(bundlelib.read_ptx(bundle, rel)):
                problems.append(f"{name} [{v}]: symbol {k['symbol']} not in {rel}")
        if k.get("reference") and "ref_" + k["reference"] not in funcs:
            problems.append(f"{name}: {_not_found('ref_' + k['reference'], paths)}")
        for c in k["cases"]:
            outs = [a for a in c["args"] if a["kind"] in suitelib.OUTPUT_KINDS]
            if not outs:
                problems.append(f"{name} {c['label']}: no output")
            for a in c["args"]:
                if a["dtype"] not in suitelib.DTYPES:
                    problems.append(f"{name}: arg {a['name']}: dtype {a['dtype']}")
                if a["kind"] in suitelib.INPUT_KINDS:
                    init = a.get("init", "uniform")
                    if "init_" + init not in funcs:
                        problems.append(f"{name}: arg {a['name']}: "
                                        f"{_not_found('init_' + init, paths)}")
            if len(c["grid"]) != 3 or len(c["block"]) != 3:
                problems.append(f"{name} {c['label']}: grid/block need 3 entries")
    return problems


def case_bytes(case):
    import numpy as np
    total = {"in": 0, "out": 0}
    for a in case["args"]:
        for kind in total:
            if a["kind"] in (kind, "inout"):
                total[kind] += math.prod(a["shape"]) * np.dtype(a["dtype"]).itemsize
    return total


# --- GPU side ----------------------------------------------------------------


class Runner:
    def __init__(self, args, bundle, manifest, log):
        import cupy as cp
        import numpy as np
        self.cp, self.np, self.refs = cp, np, References(reference_paths(manifest))
        self.args, self.bundle, self.manifest, self.log = args, bundle, manifest, log
        self.tools = toolchain.find_tools()
        if not self.tools.ptxas:
            raise SystemExit("run_bundle: ptxas not found (SMEMVEC_PTXAS, CUDA_PATH or PATH)")
        self.out = args.out
        for d in ("cubin", "sass"):
            os.makedirs(os.path.join(self.out, d), exist_ok=True)
        self.dev = gpu.Device(cp)
        self.gpu, self.l2 = self.dev.name, self.dev.l2
        self.assembled = {}
        self._set_cublas_math_mode()

    def _set_cublas_math_mode(self):
        self.cublas_note = "CUPY_TF32=0, NVIDIA_TF32_OVERRIDE=0"
        try:
            from cupy_backends.cuda.libs import cublas
            h = self.cp.cuda.device.get_cublas_handle()
            cublas.setMathMode(h, 0)  # CUBLAS_DEFAULT_MATH: no TF32
            self.cublas_note += ", cublasSetMathMode(DEFAULT_MATH)"
        except Exception as e:  # noqa: BLE001 - report, do not fail the run
            self.cublas_note += f" (setMathMode not available: {e})"

    # -- assembling ----------------------------------------------------------
    def assemble(self, rel):
        """cubin path, ptxas resources {name: {...}}, SASS counts {name: ...}, error."""
        if rel in self.assembled:
            return self.assembled[rel]
        stem = re.sub(r"\.ptx(\.gz)?$", "", os.path.basename(rel))
        os.makedirs(os.path.join(self.out, "ptx"), exist_ok=True)
        got = gpu.assemble(bundlelib.ptx_file(self.bundle, rel, os.path.join(self.out, "ptx")),
                           os.path.join(self.out, "cubin", stem + ".cubin"), self.tools)
        if got.sass_text is not None:
            with open(os.path.join(self.out, "sass", stem + ".sass"), "w") as f:
                f.write(got.sass_text)
        res = (got.cubin, got.resources, got.sass, got.error or None)
        self.assembled[rel] = res
        return res

    def function(self, cubin, symbol):
        return self.dev.function(cubin, symbol)

    # -- spin kernel ---------------------------------------------------------
    def setup_spin(self):
        rel = self.manifest.get("spin_ptx")
        if not rel:
            self.log("note: bundle has no spin kernel: short kernels may include host gaps")
            return
        cubin, _, _, err = self.assemble(rel)
        if err:
            self.log(f"note: spin kernel: {err}")
            return
        cycles_per_ms = self.dev.setup_spin(cubin)
        self.log(f"spin kernel: {cycles_per_ms / 1e3:.0f} MHz")

    # -- data ----------------------------------------------------------------
    def make_inputs(self, case, seed):
        np = self.np
        rng = np.random.default_rng(seed)
        host = {}
        for a in case["args"]:
            if a["kind"] not in suitelib.INPUT_KINDS:
                continue
            dtype = np.dtype(a["dtype"]).type
            init = a.get("init", "uniform")
            gen = self.refs.generator(init)
            arr = gen(rng, tuple(a["shape"]), case["params"], dtype)
            if arr.dtype != np.dtype(a["dtype"]) or arr.size != math.prod(a["shape"]):
                raise RuntimeError(f"init_{init} gave {arr.dtype}{arr.shape} for arg "
                                   f"{a['name']} ({a['dtype']}{a['shape']})")
            host[a["name"]] = np.ascontiguousarray(arr).reshape(-1)
        return host

    def alloc_outputs(self, case, poison=False, dev_in=None):
        """Output arrays; poisoned (every byte 0xFF: NaN) for a checked run. An
        "inout" array is a fresh device copy of its input in dev_in."""
        cp = self.cp
        outs = {a["name"]: (self.dev.poisoned(math.prod(a["shape"]), a["dtype"]) if poison
                            else cp.empty(math.prod(a["shape"]), dtype=a["dtype"]))
                for a in case["args"] if a["kind"] == "out"}
        outs.update({a["name"]: dev_in[a["name"]].copy()
                     for a in case["args"] if a["kind"] == "inout"})
        return outs

    def kernel_args(self, case, dev_in, dev_out):
        np = self.np
        out = []
        for a in case["args"]:
            if a["kind"] == "scalar":
                out.append(np.dtype(a["dtype"]).type(a["value"]))
            elif a["kind"] == "in":
                out.append(dev_in[a["name"]])
            else:
                out.append(dev_out[a["name"]])
        return tuple(out)

    def launcher(self, fn, case, dev_in, dev_out):
        grid, block = tuple(case["grid"]), tuple(case["block"])
        smem = case["dynamic_smem"]
        self.dev.set_max_dynamic_shared(fn, smem)  # > 48 KiB needs the attribute
        argt = self.kernel_args(case, dev_in, dev_out)

        def go():
            fn(grid, block, argt, shared_mem=smem)
        return go

    def compare(self, got, ref, tol):
        return gpu.compare_reference(got, ref, tol)

    def reference(self, entry, case, host_in):
        cp, np = self.cp, self.np
        fn = self.refs.reference(entry["reference"])
        xp = cp if entry.get("reference_device") == "gpu" else np
        res = fn(host_in, case["params"], xp)
        return {k: (cp.asnumpy(v) if xp is cp else np.asarray(v)) for k, v in res.items()}

    # -- one kernel case -----------------------------------------------------
    def run_case(self, entry, case, variants, seed):
        cp, np = self.cp, self.np
        log = self.log
        rows = {}
        fns = {}
        for v in variants:
            row = {"kernel": entry["name"], "case": case["label"], "variant": v,
                   "smem_bound": int(entry["smem_bound"])}
            rows[v] = row
            rel = entry["ptx"].get(v)
            if rel is None:
                row["error"] = entry["compile_errors"].get(v, "not compiled")
                continue
            fn_ptx = ptxlib.functions_by_name(
                bundlelib.read_ptx(self.bundle, rel)).get(entry["symbol"])
            if fn_ptx is not None:
                c = ptxlib.count_shared(fn_ptx)
                row.update(ptx_ld_shared=c.ld_total, ptx_st_shared=c.st_total,
                           ptx_ld_vector=c.ld_vector)
            cubin, res, sass, err = self.assemble(rel)
            if err:
                row["error"] = err
                continue
            r = res.get(entry["symbol"], {})
            row.update(registers=r.get("registers", ""), spill_stores=r.get("spill_stores", ""),
                       spill_loads=r.get("spill_loads", ""))
            if entry["symbol"] in sass:
                row.update({k: v2 for k, v2 in sass[entry["symbol"]].as_dict().items()
                            if k in FIELDS})
            try:
                fns[v] = self.function(cubin, entry["symbol"])
            except Exception as e:  # noqa: BLE001
                row["error"] = f"load: {e}"
        if entry.get("cublas"):
            rows["cublas"] = {"kernel": entry["name"], "case": case["label"],
                              "variant": "cublas", "smem_bound": int(entry["smem_bound"])}

        # Check: fresh inputs, poisoned outputs, every variant vs the reference.
        host_in = self.make_inputs(case, seed)
        dev_in = {k: cp.asarray(v) for k, v in host_in.items()}
        ref = None
        if entry.get("reference"):
            try:
                ref = self.reference(entry, case, host_in)
            except Exception as e:  # noqa: BLE001
                log(f"  reference failed: {e}")
        first = None
        outs_by_variant = {}
        launchers = {}
        for v, fn in list(fns.items()) + ([("cublas", None)] if entry.get("cublas") else []):
            dev_out = self.alloc_outputs(case, poison=True, dev_in=dev_in)
            if v == "cublas":
                go = self.cublas_launcher(case, dev_in, dev_out)
            else:
                go = self.launcher(fn, case, dev_in, dev_out)
            try:
                go()
                cp.cuda.runtime.deviceSynchronize()
            except Exception as e:  # noqa: BLE001
                rows[v]["error"] = f"launch: {e}"
                continue
            got = {k: cp.asnumpy(o) for k, o in dev_out.items()}
            outs_by_variant[v] = got
            status, errs = [], []
            for name, val in got.items():
                if ref is not None and name in ref:
                    ok, err, why = self.compare(val, ref[name], entry["tolerance"])
                    errs.append(err)
                    if not ok:
                        status.append(f"{name}: rel err {err:.3g} > {entry['tolerance']:g}"
                                      + (f" ({why})" if why else ""))
            rows[v]["rel_err"] = f"{max(errs):.3g}" if errs else ""
            if first is None:
                first = v
                rows[v]["vs_first"] = "first"
            else:
                diffs = []
                exact = True
                for name, val in got.items():
                    base = outs_by_variant[first][name]
                    if not np.array_equal(val, base, equal_nan=False):
                        exact = False
                        ok, err, _ = self.compare(val, base, entry["tolerance"])
                        diffs.append(err)
                        if not ok:
                            status.append(f"{name}: differs from {first} by {err:.3g}")
                rows[v]["vs_first"] = "bitexact" if exact else f"{max(diffs):.3g}"
            rows[v]["check"] = "ok" if not status else "FAIL"
            if status:
                rows[v]["error"] = "; ".join(status)
            launchers[v] = go
        if ref is None and entry.get("reference"):
            for v in launchers:
                rows[v]["check"] = rows[v].get("check", "") + " (no ref)"

        # Timing: variants interleaved, inputs rotated where they fit in L2.
        if launchers and not self.args.no_time:
            self.time_case(entry, case, launchers, dev_in, rows)
        del dev_in
        cp.get_default_memory_pool().free_all_blocks()
        return [rows[v] for v in list(variants) + (["cublas"] if entry.get("cublas") else [])]

    def cublas_launcher(self, case, dev_in, dev_out):
        cp = self.cp
        p = case["params"]
        m, n, k = int(p["M"]), int(p["N"]), int(p["K"])
        a = dev_in["A"].reshape(m, k)
        b = dev_in["B"].reshape(k, n)
        c = dev_out["C"].reshape(m, n)

        def go():
            cp.matmul(a, b, out=c)
        return go

    def time_case(self, entry, case, first_launchers, dev_in0, rows):
        sizes = case_bytes(case)
        in_bytes = max(1, sizes["in"])
        nsets = 1
        if entry.get("rotate", True) and in_bytes < 3 * self.l2:
            nsets = min(self.args.max_sets, math.ceil(3 * self.l2 / in_bytes),
                        max(1, (2 << 30) // in_bytes))
        # Set 0 is the checked data; the others are device copies (new addresses).
        sets = [dev_in0] + [{k: v.copy() for k, v in dev_in0.items()}
                            for _ in range(nsets - 1)]
        per_set = {}
        for v, go in first_launchers.items():
            per_set[v] = []
            for s in range(nsets):
                dev_out = self.alloc_outputs(case, dev_in=sets[s])
                if v == "cublas":
                    per_set[v].append(self.cublas_launcher(case, sets[s], dev_out))
                else:
                    fn = self.function_for(entry, v)
                    per_set[v].append(self.launcher(fn, case, sets[s], dev_out))
        times = self.dev.time_interleaved(per_set, self.args.reps, self.args.max_reps,
                                          self.args.budget_s)
        for v, t in times.items():
            st = gpu.timing_stats(t)
            row = rows[v]
            med = st["median_us"]
            row.update(median_us=f"{med:.3f}", p10_us=f"{st['p10_us']:.3f}",
                       p90_us=f"{st['p90_us']:.3f}", noise_pct=f"{st['noise_pct']:.2f}",
                       reps=len(t), sets=nsets)
            if case.get("bytes"):
                row["gbps"] = f"{case['bytes'] / (med * 1e-6) / 1e9:.1f}"
            if case.get("flops"):
                row["gflops"] = f"{case['flops'] / (med * 1e-6) / 1e9:.1f}"
        del sets

    def function_for(self, entry, v):
        cubin = self.assemble(entry["ptx"][v])[0]
        return self.function(cubin, entry["symbol"])


def add_speedups(rows):
    by = {}
    for r in rows:
        by.setdefault((r["kernel"], r["case"]), {})[r["variant"]] = r
    for group in by.values():
        def med(v):
            try:
                return float(group[v]["median_us"])
            except (KeyError, ValueError):
                return None
        for v, r in group.items():
            m = med(v)
            if m is None:
                continue
            if med("stock"):
                r["speedup_vs_stock"] = f"{med('stock') / m:.3f}"
            if med("nvcc"):
                r["speedup_vs_nvcc"] = f"{med('nvcc') / m:.3f}"
            if med("cublas") and v != "cublas":
                r["pct_cublas"] = f"{100 * med('cublas') / m:.1f}"


# --- ncu: executed shared-memory instructions ----------------------------------


def ncu_child(args, bundle, manifest, plan_path):
    """Launch every selected kernel x case x variant once (under ncu)."""
    import cupy as cp
    import numpy as np  # noqa: F401
    runner = Runner(args, bundle, manifest, Log())
    order = []
    for entry in selected(manifest, args):
        for case in entry["cases"]:
            host_in = runner.make_inputs(case, args.seed)
            dev_in = {k: cp.asarray(v) for k, v in host_in.items()}
            for v in selected_variants(entry, args):
                if v not in entry["ptx"]:
                    continue
                fn = runner.function_for(entry, v)
                dev_out = runner.alloc_outputs(case, dev_in=dev_in)
                runner.launcher(fn, case, dev_in, dev_out)()
                cp.cuda.runtime.deviceSynchronize()
                order.append({"kernel": entry["name"], "case": case["label"], "variant": v,
                              "symbol": entry["symbol"]})
            del dev_in
    with open(plan_path, "w") as f:
        json.dump(order, f)


def run_ncu(args, bundle, manifest, rows, log):
    ncu = toolchain.find_tools().ncu
    if not ncu:
        log("ncu: not found; executed shared instruction counts skipped")
        return
    plan = os.path.join(args.out, "ncu_plan.json")
    symbols = sorted({e["symbol"] for e in selected(manifest, args)})
    # Match and print the mangled names: corpus kernels are C++ functions, and
    # ncu's default base (the bare function name) never equals their symbol.
    cmd = [ncu, "--clock-control", "none", "--csv", "--metrics", ",".join(NCU_METRICS),
           "--kernel-name-base", "mangled", "--print-kernel-base", "mangled",
           "--kernel-name", "regex:^(" + "|".join(re.escape(s) for s in symbols) + ")$",
           sys.executable, os.path.realpath(__file__), bundle, "--out", args.out,
           "--ncu-child", plan, "--seed", str(args.seed)]
    if args.only:
        cmd += ["--only", args.only]
    if args.variants:
        cmd += ["--variants", args.variants]
    if args.half:
        cmd += ["--half", args.half]
    log("ncu: " + " ".join(cmd))
    t0 = time.time()
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    with open(os.path.join(args.out, "ncu.csv"), "w") as f:
        f.write(p.stdout)
    log(f"ncu: exit {p.returncode} after {time.time() - t0:.0f} s (raw output: ncu.csv)")
    if p.returncode != 0 or not os.path.exists(plan):
        log("ncu: failed; last lines:\n" + "\n".join(p.stdout.splitlines()[-15:]))
        return
    with open(plan) as f:
        order = json.load(f)
    values = parse_ncu_csv(p.stdout)
    ids = sorted(values)
    if len(ids) != len(order):
        log(f"ncu: {len(ids)} profiled launches for {len(order)} planned: "
            "counts not attributed")
        return
    index = {(r["kernel"], r["case"], r["variant"]): r for r in rows}
    for i, launch in zip(ids, order):
        got = values[i]
        if got.get("name") and got["name"] != launch["symbol"]:
            log(f"ncu: launch {i} is {got['name']}, expected {launch['symbol']}: skipped")
            continue
        r = index.get((launch["kernel"], launch["case"], launch["variant"]))
        if r is not None:
            r["exec_shared_ld"] = got.get(NCU_METRICS[0], "")
            r["exec_shared_st"] = got.get(NCU_METRICS[1], "")
            r["bank_conflicts_ld"] = got.get(NCU_METRICS[2], "")
            r["bank_conflicts_st"] = got.get(NCU_METRICS[3], "")


parse_ncu_csv = gpu.parse_ncu_csv


# --- main ------------------------------------------------------------------------


def selected(manifest, args):
    return [k for k in manifest["kernels"]
            if (not args.only or re.search(args.only, k["name"]))
            and (not args.half or k.get("tags", {}).get("half") == args.half)]


def selected_variants(entry, args):
    names = [v["name"] for v in args.manifest_variants]
    if args.variants:
        want = [n.strip() for n in args.variants.split(",") if n.strip()]
        names = [n for n in want if n in names]
    return names


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n", 2)[2])
    ap.add_argument("bundle", help="directory made by bench/build_bundle.py")
    ap.add_argument("--out", help="output directory (required unless --dry-run)")
    ap.add_argument("--dry-run", "--no-gpu", dest="dry_run", action="store_true",
                    help="validate the bundle and print the plan; no GPU, no CuPy")
    ap.add_argument("--only", metavar="REGEX", help="kernels whose name matches")
    ap.add_argument("--variants", help="comma-separated subset of the bundle's variants")
    ap.add_argument("--half", choices=("dev", "check"),
                    help="corpus bundles: only the kernels of that half (docs/corpus.md)")
    ap.add_argument("--ncu", action="store_true",
                    help="also count executed shared ld/st instructions with ncu")
    ap.add_argument("--no-time", action="store_true", help="check only, no timing")
    ap.add_argument("--reps", type=int, default=50, help="minimum timed repetitions (50)")
    ap.add_argument("--max-reps", type=int, default=400)
    ap.add_argument("--budget-s", type=float, default=0.3,
                    help="target seconds of timed launches per kernel case (0.3)")
    ap.add_argument("--max-sets", type=int, default=512,
                    help="most input copies rotated through when data fits in L2")
    ap.add_argument("--seed", type=int, help="input seed (default: from the clock)")
    ap.add_argument("--gpu-name", help="name for the CSV file (default: from the device)")
    ap.add_argument("--csv-name", help="CSV file name (default: <UTC date>-<gpu>.csv)")
    ap.add_argument("--deadline-s", type=float, default=0,
                    help="start no new kernel after this many seconds; the CSV is "
                         "rewritten after every kernel (for hosts that cut runs off)")
    ap.add_argument("--ncu-child", help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.reps < 50 and not args.dry_run:
        print("run_bundle: note: fewer than 50 repetitions", file=sys.stderr)
    if args.seed is None:
        args.seed = int(time.time()) % 1000003

    try:
        manifest = load_manifest(args.bundle)
    except (suitelib.SuiteError, json.JSONDecodeError) as e:
        print(f"run_bundle: error: {e}", file=sys.stderr)
        return 2
    args.manifest_variants = manifest["variants"]
    if args.variants:
        have = {v["name"] for v in manifest["variants"]}
        bad = [n for n in args.variants.split(",") if n and n not in have]
        if bad:
            print(f"run_bundle: error: variant(s) {', '.join(bad)} not in the bundle "
                  f"({', '.join(sorted(have))})", file=sys.stderr)
            return 2
    problems = validate(args.bundle, manifest)
    kernels = selected(manifest, args)
    if not kernels:
        print("run_bundle: error: no kernel matches"
              + (f" --only {args.only}" if args.only else "")
              + (f" --half {args.half}" if args.half else ""), file=sys.stderr)
        return 2

    if args.ncu_child:
        ncu_child(args, args.bundle, manifest, args.ncu_child)
        return 0

    if args.dry_run:
        print(f"bundle {args.bundle}: created {manifest['created']} ({manifest.get('git')})")
        print("variants: " + ", ".join(v["name"] for v in manifest["variants"]))
        for s in manifest.get("skipped_variants", []):
            print(f"  skipped at build time: {s['name']}: {s['reason']}")
        for k in kernels:
            for c in k["cases"]:
                vs = [v for v in selected_variants(k, args) if v in k["ptx"]]
                print(f"  {k['name']:<18} {c['label']:<22} grid {tuple(c['grid'])} block "
                      f"{tuple(c['block'])} smem {c['dynamic_smem']}  variants: {','.join(vs)}"
                      + ("  +cublas" if k.get("cublas") else ""))
        if problems:
            print("problems:\n  " + "\n  ".join(problems))
            return 1
        print("bundle OK")
        return 0

    if not args.out:
        print("run_bundle: error: --out is required", file=sys.stderr)
        return 2
    os.makedirs(args.out, exist_ok=True)
    log = Log(os.path.join(args.out, "run.log"))
    for p in problems:
        log(f"warning: {p}")
    t_start = time.time()
    runner = Runner(args, args.bundle, manifest, log)
    log(f"device: {runner.gpu}, L2 {runner.l2 >> 20} MiB; seed {args.seed}; "
        f"cuBLAS: {runner.cublas_note}")
    runner.setup_spin()
    gpu_tag = args.gpu_name or ("h200" if "H200" in runner.gpu else
                                re.sub(r"\W+", "-", runner.gpu.lower()).strip("-"))
    day = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d")
    csv_path = os.path.join(args.out, args.csv_name or f"{day}-{gpu_tag}.csv")
    rows = []

    def write_csv():
        with open(csv_path, "w", newline="") as f:
            w = csv.DictWriter(f, FIELDS, extrasaction="ignore")
            w.writeheader()
            w.writerows(rows)
    left = []
    for i, entry in enumerate(kernels):
        if args.deadline_s and time.time() - t_start > args.deadline_s:
            left = kernels[i:]
            log(f"deadline: {args.deadline_s:g} s passed; {len(left)} kernel(s) not run: "
                + ", ".join(k["name"] for k in left))
            break
        variants = [v for v in selected_variants(entry, args)]
        for case in entry["cases"]:
            t0 = time.time()
            try:
                got = runner.run_case(entry, case, variants, args.seed)
            except Exception as e:  # noqa: BLE001 - keep going, report
                log(f"{entry['name']} {case['label']}: error: {e}")
                got = [{"kernel": entry["name"], "case": case["label"], "variant": v,
                        "error": str(e)} for v in variants]
            rows.extend(got)
            summary = "  ".join(f"{r['variant']}={r.get('median_us', '-')}us"
                                f"{'' if r.get('check') in ('ok', None) else '[' + str(r.get('check')) + ']'}"
                                for r in got)
            log(f"{entry['name']:<18} {case['label']:<20} {summary}  ({time.time() - t0:.1f} s)")
            for r in got:
                if r.get("error"):
                    log(f"    {r['variant']}: {r['error']}")
        if args.deadline_s:
            write_csv()   # what is done survives a run cut off from outside
    add_speedups(rows)
    write_csv()
    if args.ncu:
        run_ncu(args, args.bundle, manifest, rows, log)
        write_csv()
    meta = {"device": runner.gpu, "l2_bytes": runner.l2, "seed": args.seed,
            "cublas": runner.cublas_note, "bundle_created": manifest["created"],
            "bundle_git": manifest.get("git"), "host_tools": manifest.get("host_tools"),
            "skipped_variants": manifest.get("skipped_variants"),
            "variants": manifest["variants"], "csv": os.path.basename(csv_path),
            "seconds": round(time.time() - t_start, 1),
            "not_run": [k["name"] for k in left]}
    if "corpus" in manifest:   # the corpus's repositories at their pinned commits
        meta["corpus"] = manifest["corpus"]
    try:
        meta["nvidia_smi"] = subprocess.run(
            ["nvidia-smi", "--query-gpu=name,driver_version,clocks.sm,clocks.max.sm,"
             "clocks.mem,temperature.gpu,power.draw", "--format=csv"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True).stdout.strip()
    except OSError:
        pass
    with open(os.path.join(args.out, "run.json"), "w") as f:
        json.dump(meta, f, indent=1)
    fails = [r for r in rows if r.get("check") == "FAIL" or r.get("error")]
    log(f"\nwrote {csv_path} ({len(rows)} rows, {len(fails)} with errors) in "
        f"{time.time() - t_start:.0f} s")
    try:
        import summarize
        log("\n" + summarize.markdown(summarize.read_rows(csv_path)))
    except Exception as e:  # noqa: BLE001
        log(f"(summary failed: {e})")
    return 1 if fails or left else 0


if __name__ == "__main__":
    sys.exit(main())
