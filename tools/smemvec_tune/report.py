# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""merge (device results -> store) and report (best per size, tuned files)."""

import csv
import json
import os
import time

from smemvec_tools import toolchain

from . import outcome as oc
from . import spec as sm
from .devstep import read_journal


# Results of library calls timed beside the kernels (a spec's baseline, e.g.
# cuBLAS), not configurations.
LIBRARY_KEYS = ("baseline",)


def merge(store, out_dir, log=None):
    """Reads out_dir/results.jsonl into the store. Idempotent: merging the
    same directory twice gives the same store. Every line is read and
    checked first (devstep.read_journal): a malformed one merges nothing.
    -> counts per event kind."""
    counts = {}
    for e in read_journal(os.path.join(out_dir, "results.jsonl"), log):
        kind = e.get("kind")
        counts[kind] = counts.get(kind, 0) + 1
        if kind == "config":
            fields = {k: e[k] for k in ("regs", "smem", "stack", "spill_stores", "spill_loads") if k in e}
            store.put_config(e["key"], e.get("params") or {},
                             e["status"], e.get("reason", ""), e.get("detail", ""), **fields)
        elif kind == "result":
            store.put_result(e["key"], e["size"], e["status"], e.get("reason", ""), e.get("detail", ""),
                             time_us=e.get("time_us"), reps=e.get("reps"), rel_err=e.get("rel_err"),
                             round=e.get("round"), run=os.path.basename(os.path.normpath(out_dir)))
        elif kind == "baseline" and "time_us" in e:
            store.put_result("baseline", e["size"], oc.TIMED, "", e.get("name", "baseline"),
                             time_us=e["time_us"], reps=e.get("reps"), rel_err=e.get("rel_err"))
        elif kind == "device":
            store.set_meta("device", {k: v for k, v in e.items() if k not in ("kind", "t")})
    return counts


def config_outcomes(store):
    """One Outcome per configuration: its host/ptxas verdict, or the worst
    of its per-size results."""
    per = {}
    for r in store.results():
        if r["key"] not in LIBRARY_KEYS:
            per.setdefault(r["key"], []).append(r)
    outs = []
    for c in store.configs():
        rs = per.get(c["key"], [])
        if c["status"] in (oc.SKIPPED, oc.COMPILE_ERROR, oc.RESOURCE, oc.TIMEOUT) or not rs:
            outs.append(oc.Outcome(c["status"], c["reason"], c["detail"]))
        else:
            w = max(rs, key=lambda r: oc.SEVERITY.get(r["status"], 0))
            outs.append(oc.Outcome(w["status"], w["reason"], w["detail"]))
    return outs


def size_outcomes(store, size):
    outs = []
    for r in store.results(size=size):
        if r["key"] not in LIBRARY_KEYS:
            outs.append(oc.Outcome(r["status"], r["reason"], r["detail"]))
    return outs


def best_per_size(store, sizes, default_key):
    rows = []
    for s in sizes:
        timed = [r for r in store.results(size=s, status=oc.TIMED) if r["key"] not in LIBRARY_KEYS]
        timed.sort(key=lambda r: r["time_us"])
        default = store.get_result(default_key, s)
        baseline = store.get_result("baseline", s)
        best = timed[0] if timed else None
        rows.append({
            "size": s,
            "best": best,
            "default": default if default is not None and default["status"] == oc.TIMED else None,
            "baseline": baseline,
            "timed": len(timed),
        })
    return rows


def render(store, sizes, spec):
    """The report: best per size vs the default (vs the spec's baseline,
    e.g. cuBLAS, where it was timed) and the summary lines. sizes: labels
    ("n=1024"); spec: {"name", "kernel", "default_key", "baseline" (its
    name or None)}."""
    rows = best_per_size(store, sizes, spec["default_key"])
    out = ["spec %s: kernel %s; default %s" % (spec["name"], spec["kernel"], spec["default_key"])]
    dev = store.get_meta("device", {})
    out.append("device: %s (cc %s, CuPy %s)" % (dev.get("name", "?"), dev.get("cc", "?"), dev.get("cupy", "?")))
    width = max([6] + [len(str(s)) for s in sizes])
    keyw = max([20] + [len(r["best"]["key"]) for r in rows if r["best"]])
    lib = spec.get("baseline") or None
    if lib and not any(r["baseline"] for r in rows):
        lib = None
    cols = ("best us", "default us", "speedup") + (("%s us" % lib, "of %s" % lib) if lib else ())
    fmt = "%%-%ds %%-%ds %%10s %%10s %%8s" % (width, keyw) + (" %10s %9s" if lib else "")
    out.append(fmt % (("size", "best configuration") + cols))
    for r in rows:
        b, d, c = r["best"], r["default"], r["baseline"]
        cells = (r["size"], b["key"] if b else "(nothing timed)",
                 "%.1f" % b["time_us"] if b else "-", "%.1f" % d["time_us"] if d else "-",
                 "%.2fx" % (d["time_us"] / b["time_us"]) if b and d else "-")
        if lib:
            cells += ("%.1f" % c["time_us"] if c else "-",
                      "%.1f%%" % (100.0 * c["time_us"] / b["time_us"]) if b and c else "-")
        out.append(fmt % cells)
    out.append("")
    out.append("all sizes: " + oc.summary_line(config_outcomes(store)))
    for s in sizes:
        if not size_outcomes(store, s):
            continue
        out.append("%s, kernels run on the GPU: %s" % (s, oc.summary_line(size_outcomes(store, s))))
    return "\n".join(out) + "\n", rows


def shape_key(size):
    """A size's name in a tuned file: its values joined by x, in the spec's
    order ({"M": 4096, "N": 4096, "K": 256} -> "4096x4096x256")."""
    return "x".join(str(v) for v in size.values())


def tuned_entry(store, spec):
    """-> entry(row): a row's best configuration as bench/suite.py and a
    user need it: its params, -D/-mllvm flags, macros ("defines") and knobs
    apart, and its launch at that size (grid, block, threads, dynamic
    shared memory, "zero_c": some output is cleared before each launch,
    e.g. split-K's C), with the times of the best, the default and the
    baseline."""
    def entry(row):
        b, d, c = row["best"], row["default"], row["baseline"]
        stored = json.loads(store.get_config(b["key"])["params"])
        params = {k: stored[k] for k in spec.params if k in stored}  # in the spec's order
        size = next(s for s in spec.sizes if sm.size_label(s) == row["size"])
        lc = spec.launch(params, size)
        threads = 1
        for x in lc["block"]:
            threads *= x
        return {"key": b["key"], "params": params, "flags": sm.defines(params) + sm.mllvm(params),
                "defines": {k: v for k, v in params.items() if not k.startswith(sm.KNOB_PREFIX)},
                "knobs": {k: v for k, v in params.items() if k.startswith(sm.KNOB_PREFIX)},
                "size": dict(size), "shape": list(size.values()), "grid": lc["grid"], "block": lc["block"],
                "threads": threads, "dynamic_smem": lc["shared"],
                "zero_c": any(buf.get("clear") for buf in lc["buffers"].values()),
                "time_us": b["time_us"], "default_us": d["time_us"] if d else None,
                "baseline_us": c["time_us"] if c else None}
    return entry


def write_tuned(store, rows, path, spec, spec_path):
    """The tuned-parameter file (bench/kernels/sgemm_tuned.json for SGEMM)
    and one .flags file per entry (PATH_STEM_<name>.flags: the flags on one
    line, for `clang++ $(cat ...)`). One format, read by bench/suite.py:
      "shapes": every size with a timed best, by shape_key ("4096x4096x256");
      "sizes":  the square ones (every size value equal), by that value
                ("1024"): bench/suite.py's <kernel>_tuned_<N> entries.
    -> the paths written."""
    entry = tuned_entry(store, spec)
    doc = {"kernel": os.path.relpath(spec.source, toolchain.REPO),
           "spec": os.path.relpath(os.path.abspath(spec_path), toolchain.REPO), "device": store.get_meta("device", {}),
           "written": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
           "note": "written by smemvec-tune report --write-tuned; flags are clang -D/-mllvm flags; "
                   "grid/block/dynamic_smem: the launch at that size; zero_c: an output is zeroed "
                   "before each launch (split-K)",
           "shapes": {}, "sizes": {}}
    for r in rows:
        if not r["best"]:
            continue
        e = entry(r)
        doc["shapes"][shape_key(e["size"])] = e
        if len(set(e["shape"])) == 1:
            doc["sizes"][str(e["shape"][0])] = e
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    with open(path, "w") as f:
        json.dump(doc, f, indent=2, sort_keys=True)
        f.write("\n")
    stem = path[:-5] if path.endswith(".json") else path
    written = [path]
    for name, e in sorted(list(doc["sizes"].items()) + list(doc["shapes"].items())):
        fp = "%s_%s.flags" % (stem, name)
        if fp in written:
            continue  # a one-name size: its shape key is its size key
        with open(fp, "w") as f:
            f.write(" ".join(e["flags"]) + "\n")
        written.append(fp)
    return written


def write_results(store, sizes, text, results_dir, stamp=None, prefix="tune"):
    """results_dir/PREFIX-DATE.txt (the report) and .csv (every result)."""
    stamp = stamp or time.strftime("%Y-%m-%d", time.gmtime())
    os.makedirs(results_dir, exist_ok=True)
    md = os.path.join(results_dir, "%s-%s.txt" % (prefix, stamp))
    with open(md, "w") as f:
        f.write(text)
    path = os.path.join(results_dir, "%s-%s.csv" % (prefix, stamp))
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["key", "size", "status", "reason", "detail", "time_us", "reps", "rel_err",
                    "regs", "spill_stores", "spill_loads"])
        cfgs = {c["key"]: c for c in store.configs()}
        with_results = set()
        for r in store.results():
            c = cfgs.get(r["key"])
            with_results.add(r["key"])
            w.writerow([r["key"], r["size"], r["status"], r["reason"], r["detail"],
                        "%.3f" % r["time_us"] if r["time_us"] is not None else "", r["reps"] or "",
                        "%.3g" % r["rel_err"] if r["rel_err"] is not None else "",
                        c["regs"] if c else "", c["spill_stores"] if c else "", c["spill_loads"] if c else ""])
        # Every configuration that never ran (skipped, failed to compile or
        # assemble) has its row too, size empty: no failure without its reason.
        for key, c in sorted(cfgs.items()):
            if key not in with_results:
                w.writerow([key, "", c["status"], c["reason"], c["detail"], "", "", "",
                            c["regs"] if c["regs"] is not None else "", c["spill_stores"] or "",
                            c["spill_loads"] or ""])
    return [md, path]


def write_kt_cache(store, rows_sizes, spec, path_prefix, device=None):
    """KernelTuner cache files (schema 1.0.0), one per size
    (PREFIX_<size>.json), so its dashboard and analysis tools read the
    results: every configuration of the store with its params; "time" the
    median in ms, or KernelTuner's failure names (InvalidConfig for a skip,
    CompilationFailedConfig, RuntimeFailedConfig for the rest)."""
    dev = device or store.get_meta("device", {})
    keys = list(spec.params)
    failure = {oc.SKIPPED: "InvalidConfig", oc.COMPILE_ERROR: "CompilationFailedConfig",
               oc.RESOURCE: "CompilationFailedConfig"}
    cfgs = {c["key"]: c for c in store.configs()}
    written = []
    for size in rows_sizes:
        label = sm.size_label(size)
        cache = {}
        for key, c in sorted(cfgs.items()):
            params = json.loads(c["params"])
            if set(params) != set(keys):
                continue
            r = store.get_result(key, label)
            if r is not None and r["status"] == oc.TIMED:
                t = r["time_us"] / 1000.0
            elif r is not None:
                t = "RuntimeFailedConfig"
            elif c["status"] in failure:
                t = failure[c["status"]]
            else:
                continue  # not run at this size
            line = dict((k, params[k]) for k in keys)
            line.update(time=t, times=[t] if not isinstance(t, str) else [], compile_time=0,
                        verification_time=0, benchmark_time=0, strategy_time=0, framework_time=0,
                        timestamp=time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(r["updated"] if r else c["updated"])))
            line["smemvec_status"] = r["status"] if r else c["status"]
            line["smemvec_reason"] = r["reason"] if r else c["reason"]
            cache[",".join(str(params[k]) for k in keys)] = line
        doc = {"schema_version": "1.0.0", "device_name": dev.get("name", "unknown"), "kernel_name": spec.kernel,
               "problem_size": list(size.values()), "tune_params_keys": keys, "tune_params": spec.params,
               "objective": "time", "cache": cache}
        path = "%s_%s.json" % (path_prefix, label.replace(",", "_").replace("=", ""))
        os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
        with open(path, "w") as f:
            json.dump(doc, f, indent=1)
            f.write("\n")
        written.append(path)
    return written


def plot_search(store, labels, path, title=""):
    """PNG: per size with timed kernels, every timed configuration's time
    (configurations in key order: neighbours in the space stand together),
    the best so far along that order, and the baseline (cuBLAS) as a line."""
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    panels = []
    for label in labels:
        rs = sorted((r for r in store.results(size=label, status=oc.TIMED) if r["key"] not in LIBRARY_KEYS),
                    key=lambda r: r["key"])
        if rs:
            panels.append((label, rs))
    if not panels:
        raise ValueError("--plot: nothing timed in %s" % store.path)
    fig, axes = plt.subplots(len(panels), 1, figsize=(8, 2.6 * len(panels)), squeeze=False)
    for ax, (label, rs) in zip(axes[:, 0], panels):
        ts = [r["time_us"] for r in rs]
        best = [min(ts[:i + 1]) for i in range(len(ts))]
        ax.plot(range(len(ts)), ts, ".", label="configuration")
        ax.plot(range(len(ts)), best, "-", label="best so far")
        lib = store.get_result("baseline", label)
        if lib is not None:
            ax.axhline(lib["time_us"], linestyle="--", color="gray", label=lib["detail"] or "baseline")
        ax.set_title("%s %s" % (title, label), fontsize=9)
        ax.set_ylabel("us")
        ax.legend(fontsize=7)
    axes[-1, 0].set_xlabel("configuration (in key order)")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)
    return path
