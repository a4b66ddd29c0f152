#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Benchmark CSV (bench/run_bundle.py) -> markdown table and speedup plot.

    python3 bench/summarize.py bench/results/2026-11-29-h200.csv
    python3 bench/summarize.py RESULT.csv --out summary.md --plot speedup.png

Table: per kernel and case, SASS LDS/STS (static) and executed shared
loads (ncu, when measured) per variant, registers, median time per variant,
speedup of `plugin` over `stock` and over `nvcc` (and over `plugin-blunt`
when measured), a flag column, GEMM as % of cuBLAS. Below it: the
geometric-mean speedup of plugin over stock on the kernels marked
shared-memory-bound (and on all kernels), a table of every variant over
stock and over nvcc, the issue-20 acceptance check (every case where the
plugin is below 0.98x of stock or of plugin-blunt), and every failed check.
"""
import argparse
import csv
import math
import sys


def read_rows(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))


def _f(x):
    try:
        return float(x)
    except (TypeError, ValueError):
        return None


def _groups(rows):
    order, groups = [], {}
    for r in rows:
        key = (r["kernel"], r["case"])
        if key not in groups:
            order.append(key)
            groups[key] = {}
        groups[key][r["variant"]] = r
    return order, groups


def _variants(rows):
    out = []
    for r in rows:
        if r["variant"] not in out:
            out.append(r["variant"])
    return out


def speedups(rows, base="stock", new="plugin"):
    """[(kernel, case, smem_bound, speedup)] for groups that timed both."""
    order, groups = _groups(rows)
    out = []
    for key in order:
        g = groups[key]
        if base in g and new in g:
            a, b = _f(g[base].get("median_us")), _f(g[new].get("median_us"))
            if a and b:
                out.append((key[0], key[1], g[new].get("smem_bound") == "1", a / b))
    return out


# Issue 20's acceptance bound: the plugin at least this fraction of the speed of
# stock clang and of plugin-blunt on every kernel case (2% is the noise allowance).
ACCEPT_RATIO = 0.98


def flags(g):
    """The acceptance flags of one kernel case: '<stock', '<blunt' (plugin below
    ACCEPT_RATIO of that variant's speed)."""
    out = []
    p = _f(g.get("plugin", {}).get("median_us"))
    for base, tag in (("stock", "<stock"), ("plugin-blunt", "<blunt")):
        b = _f(g.get(base, {}).get("median_us"))
        if p and b and b / p < ACCEPT_RATIO:
            out.append(tag)
    return out


def failed_rows(rows):
    """The rows whose check failed or that carry an error, in order."""
    return [r for r in rows if r.get("check") == "FAIL" or r.get("error")]


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def _conflicts(row):
    """ncu's shared load + store bank conflicts of one row ("–" if none)."""
    if not row or not row.get("bank_conflicts_ld"):
        return "–"
    try:
        return str(int(float(row["bank_conflicts_ld"])) + int(float(row.get("bank_conflicts_st") or 0)))
    except ValueError:
        return "–"


def markdown(rows):
    order, groups = _groups(rows)
    variants = [v for v in _variants(rows)]
    code_variants = [v for v in variants if v != "cublas"]
    have_exec = any(r.get("exec_shared_ld") for r in rows)
    have_bank = any(r.get("bank_conflicts_ld") for r in rows)
    vs = "/".join(code_variants)
    head = ["kernel", "case", f"SASS LDS ({vs})", f"SASS STS ({vs})"]
    if have_exec:
        head.append(f"exec. shared ld ({vs})")
    if have_bank:
        head.append(f"bank conflicts ld+st ({vs})")
    head += [f"regs ({vs})"] + [f"{v} µs" for v in variants]
    head += ["plugin vs stock", "plugin vs nvcc"]
    have_blunt = "plugin-blunt" in variants
    if have_blunt:
        head.append("plugin vs blunt")
    head.append("flag")
    if "cublas" in variants:
        head.append("plugin % cuBLAS")
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    fails = []
    for key in order:
        g = groups[key]
        smem = any(r.get("smem_bound") == "1" for r in g.values())

        def per(field, g=g):
            return "/".join((g[v].get(field) or "–") if v in g else "–" for v in code_variants)
        cells = [key[0] + (" *" if smem else ""), key[1], per("sass_lds"), per("sass_sts")]
        if have_exec:
            cells.append(per("exec_shared_ld"))
        if have_bank:
            cells.append("/".join(_conflicts(g.get(v)) for v in code_variants))
        cells.append(per("registers"))
        for v in variants:
            t = _f(g.get(v, {}).get("median_us"))
            cells.append(f"{t:.2f}" if t else "–")
        p = g.get("plugin", {})
        for col in ("speedup_vs_stock", "speedup_vs_nvcc"):
            s = _f(p.get(col))
            cells.append(f"{s:.3f}×" if s else "–")
        if have_blunt:
            tp, tb = _f(p.get("median_us")), _f(g.get("plugin-blunt", {}).get("median_us"))
            cells.append(f"{tb / tp:.3f}×" if tp and tb else "–")
        cells.append(" ".join(flags(g)) or "")
        if "cublas" in variants:
            c = _f(p.get("pct_cublas"))
            cells.append(f"{c:.1f}%" if c else "–")
        lines.append("| " + " | ".join(cells) + " |")
        fails += [f"- {key[0]} {key[1]} [{r['variant']}]: {r.get('error') or r.get('check')}"
                  for r in failed_rows(g.values())]
    lines.append("")
    lines.append("`*` = shared-memory-bound kernel (suite.json `smem_bound`). Times are "
                 "medians of CUDA-event timings; speedup > 1 means plugin is faster.")
    sp = speedups(rows)
    gm_smem = geomean([s for _, _, b, s in sp if b])
    gm_all = geomean([s for _, _, _, s in sp])
    if gm_smem:
        lines.append(f"\n**Geometric-mean speedup, plugin over stock clang, "
                     f"shared-memory-bound kernels: {gm_smem:.3f}×** "
                     f"({sum(1 for x in sp if x[2])} kernel cases); all kernels: "
                     f"{gm_all:.3f}× ({len(sp)}).")
    spn = speedups(rows, base="nvcc")
    gm_nv = geomean([s for _, _, b, s in spn if b])
    if gm_nv:
        lines.append(f"Plugin over nvcc, shared-memory-bound kernels: {gm_nv:.3f}×.")
    for extra in variants:
        if extra.startswith("plugin-"):
            se = speedups(rows, base="stock", new=extra)
            gm = geomean([s for _, _, b, s in se if b])
            if gm:
                lines.append(f"{extra} over stock, shared-memory-bound kernels: {gm:.3f}×.")
    lines += variant_table(rows, code_variants)
    lines += acceptance(order, groups)
    noise = [_f(r.get("noise_pct")) for r in rows if _f(r.get("noise_pct")) is not None]
    if noise:
        lines.append(f"Noise (|median of odd − even repetitions|): median "
                     f"{sorted(noise)[len(noise) // 2]:.2f}%, max {max(noise):.2f}%.")
    slower = [(k, c, s) for k, c, _, s in sp if s < 0.98]
    if slower:
        lines.append("\nPlugin slower than stock (> 2%): " + ", ".join(
            f"{k} {c} ({s:.3f}×)" for k, c, s in slower) + ".")
    if fails:
        lines.append("\nFailed checks / errors:\n" + "\n".join(fails))
    return "\n".join(lines) + "\n"


def variant_table(rows, code_variants):
    """Every variant's geometric-mean speedup over stock and over nvcc (a
    speedup > 1: the variant is faster), shared-memory-bound cases and all."""
    out = ["", "| variant | vs stock (smem-bound) | vs stock (all) | vs nvcc (smem-bound) "
           "| vs nvcc (all) | cases |", "|---|---|---|---|---|---|"]
    any_row = False
    for v in code_variants:
        cells = [v]
        n = 0
        for base in ("stock", "nvcc"):
            sp = speedups(rows, base=base, new=v) if v != base else []
            n = max(n, len(sp))
            for smem_only in (True, False):
                gm = geomean([s for _, _, b, s in sp if b or not smem_only])
                cells.append(f"{gm:.3f}×" if gm else "–")
        if n:
            any_row = True
            out.append("| " + " | ".join(cells + [str(n)]) + " |")
    return out if any_row else []


def acceptance(order, groups):
    """Issue 20: plugin >= ACCEPT_RATIO x stock and x plugin-blunt on every case."""
    have_blunt = any("plugin-blunt" in g for g in groups.values())
    judged = [k for k in order if "plugin" in groups[k] and "stock" in groups[k]]
    if not judged:
        return []
    bad = [(k, flags(groups[k])) for k in judged if flags(groups[k])]
    what = "stock" + (" and of plugin-blunt" if have_blunt else " (no plugin-blunt measured)")
    out = [f"\n**Acceptance (issue 20): plugin >= {ACCEPT_RATIO:.2f}x the speed of {what} "
           f"on every case: {len(judged) - len(bad)} of {len(judged)} pass.**"]
    for k, fl in bad:
        out.append(f"- {k[0]} {k[1]}: {', '.join(fl)}")
    return out


def plot(rows, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise SystemExit(f"summarize: --plot needs matplotlib, which {sys.executable} cannot "
                         "import (Debian: python3-matplotlib; run with /usr/bin/python3)")
    series = [("plugin vs stock", speedups(rows)), ("plugin vs nvcc", speedups(rows, "nvcc"))]
    for v in _variants(rows):
        if v.startswith("plugin-"):
            series.append((f"{v} vs stock", speedups(rows, "stock", v)))
    series = [(n, s) for n, s in series if s]
    if not series:
        raise SystemExit("summarize: no timed plugin/stock pairs to plot")
    labels = [f"{k} {c}" for k, c, _, _ in series[0][1]]
    fig, ax = plt.subplots(figsize=(max(7, 0.6 * len(labels) * len(series)), 4.5))
    width = 0.8 / len(series)
    for i, (name, s) in enumerate(series):
        vals = {f"{k} {c}": x for k, c, _, x in s}
        xs = [j + (i - (len(series) - 1) / 2) * width for j in range(len(labels))]
        ax.bar(xs, [vals.get(lbl, 0) for lbl in labels], width, label=name)
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_xticks(range(len(labels)))
    ax.set_xticklabels(labels, rotation=35, ha="right", fontsize=7)
    ax.set_ylabel("speedup (× , > 1 = plugin faster)")
    ax.legend(fontsize=8)
    ax.set_title("smemvec plugin: median kernel time speedup")
    fig.tight_layout()
    fig.savefig(path, dpi=130)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("csv")
    ap.add_argument("--out", help="write the markdown here (default: stdout)")
    ap.add_argument("--plot", metavar="PNG", help="speedup bar chart")
    a = ap.parse_args(argv)
    rows = read_rows(a.csv)
    if not rows:
        print(f"summarize: {a.csv}: no rows", file=sys.stderr)
        return 1
    md = markdown(rows)
    if a.out:
        with open(a.out, "w") as f:
            f.write(md)
    else:
        sys.stdout.write(md)
    if a.plot:
        plot(rows, a.plot)
    return 0


if __name__ == "__main__":
    sys.exit(main())
