#!/usr/bin/env python3
# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""smemvec-fold-approx GPU check: a thin client of smemvec_tools (bundle + gpu).

  python3 bench/approx_check.py build [--out DIR] [--table-tool EXE]   # here
  python3 bench/approx_check.py run DIR [--results F.tsv] [--summary F.md]
  python3 bench/approx_check.py compare F.tsv [--table-tool EXE]       # here
  python3 bench/approx_check.py pass-check [--plugin SO]               # here

build runs build/bin/smemvec-approx-table (the pass's own decision,
lib/MiddleEnd/FoldApproxInternal.h: every argument the check evaluates and the value
the pass folds it to, or `-`), writes one NVPTX kernel per intrinsic that
loads each argument from global memory (so ptxas cannot fold it), calls the
intrinsic and stores the result, compiles it with llc -mcpu=sm_90 (no
plugin) and writes the bundle (manifest.json, table.tsv, approx.ptx).
run (GPU machine) assembles the PTX (ptxas -arch=sm_90), runs every kernel
on its arguments and compares the results bit for bit with the table where
the pass folds; it writes every hardware result (--results) and a summary
per intrinsic and reason (--summary, markdown: what the hardware returns for
the arguments the pass leaves alone, too). compare re-checks a results file
against the current table (plain or .gz; the H200's is
bench/results/2026-12-01-h200-approx-fold.tsv.gz), so a changed decision is
checked again without a GPU. pass-check runs the pass itself (opt
-passes=smemvec-fold-approx) on every table argument as a constant and
checks it folds exactly those, to exactly those values. Exit 1 when a folded value differs from the hardware's, or the
results do not cover every fold. See docs/fold-approx.md.
"""
import argparse
import collections
import gzip
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.realpath(__file__))
import _bootstrap  # noqa: E402,F401 - tools/ on sys.path (the one bootstrap)

from smemvec_tools import bundle as bundlelib  # noqa: E402
from smemvec_tools import gpu, toolchain  # noqa: E402

KIND = "approx"
COLUMNS = ["intrinsic", "ptx", "type", "bits", "argument", "expected", "reason"]
IR_TYPE = {"f16": "half", "bf16": "bfloat", "f32": "float", "f64": "double"}
INT_TYPE = {"f16": "i16", "bf16": "i16", "f32": "i32", "f64": "i64"}
NP_UINT = {"f16": "uint16", "bf16": "uint16", "f32": "uint32", "f64": "uint64"}
BLOCK = 256


def default_table_tool():
    return os.path.join(toolchain.REPO, "build", "bin", "smemvec-approx-table")


def read_table(text):
    """[{column: value}] of smemvec-approx-table's output (or a results file,
    which adds a `hardware` column)."""
    rows, header = [], None
    for line in text.splitlines():
        if not line.strip():
            continue
        if line.startswith("#"):
            header = line[1:].strip().split("\t")
            continue
        fields = line.split("\t")
        cols = header or COLUMNS
        if len(fields) != len(cols):
            raise bundlelib.BundleError(f"malformed table line: {line!r}")
        rows.append(dict(zip(cols, fields)))
    return rows


def run_table_tool(exe):
    if not os.path.isfile(exe):
        raise bundlelib.BundleError(f"{exe} not found: build it (cmake --build build)")
    return subprocess.run([exe], stdout=subprocess.PIPE, text=True, check=True).stdout


def intrinsics(rows):
    """[(intrinsic, ptx, type)] in the table's order."""
    seen = collections.OrderedDict()
    for r in rows:
        seen.setdefault(r["intrinsic"], (r["intrinsic"], r["ptx"], r["type"]))
    return list(seen.values())


def kernel_ir(index, name, ty):
    """One kernel: out[i] = name(in[i]) for i < n, arguments as raw bits."""
    t, it = IR_TYPE[ty], INT_TYPE[ty]
    return f"""
declare {t} @{name}({t})
define ptx_kernel void @check_{index}(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {{
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %ok = icmp ult i32 %i, %n
  br i1 %ok, label %body, label %exit
body:
  %idx = zext i32 %i to i64
  %pin = getelementptr inbounds {it}, ptr addrspace(1) %in, i64 %idx
  %xb = load {it}, ptr addrspace(1) %pin
  %x = bitcast {it} %xb to {t}
  %r = call {t} @{name}({t} %x)
  %rb = bitcast {t} %r to {it}
  %pout = getelementptr inbounds {it}, ptr addrspace(1) %out, i64 %idx
  store {it} %rb, ptr addrspace(1) %pout
  br label %exit
exit:
  ret void
}}
"""


def module_ir(kernels):
    head = ('target triple = "nvptx64-nvidia-cuda"\n'
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
            "declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()\n"
            "declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()\n")
    return head + "".join(kernel_ir(i, name, ty) for i, (name, _, ty) in enumerate(kernels))


def constants_ir(kernels, by_name):
    """One function per intrinsic that calls it on every table argument as a
    constant and stores the result's bits (so a fold prints an integer)."""
    out = ['target triple = "nvptx64-nvidia-cuda"']
    for i, (name, _, ty) in enumerate(kernels):
        t, it = IR_TYPE[ty], INT_TYPE[ty]
        out.append(f"declare {t} @{name}({t})")
        out.append(f"define void @table_{i}(ptr %p) {{")
        for j, r in enumerate(by_name[name]):
            out.append(f"  %r{j} = call {t} @{name}({t} bitcast ({it} {int(r['bits'], 16)} to {t}))")
            out.append(f"  %b{j} = bitcast {t} %r{j} to {it}")
            out.append(f"  store volatile {it} %b{j}, ptr %p")
        out.append("  ret void\n}")
    return "\n".join(out) + "\n"


def pass_check(args, tools):
    """The pass (opt -passes=smemvec-fold-approx) against the table: every
    argument folds exactly when and to what the table says."""
    import re
    rows = read_table(run_table_tool(args.table_tool))
    kernels = intrinsics(rows)
    by_name = collections.defaultdict(list)
    for r in rows:
        by_name[r["intrinsic"]].append(r)
    with tempfile.TemporaryDirectory(prefix="smemvec-approx-") as tmp:
        ll = os.path.join(tmp, "table.ll")
        with open(ll, "w") as f:
            f.write(constants_ir(kernels, by_name))
        cmd = [tools.opt, f"-load-pass-plugin={tools.plugin}", "-passes=smemvec-fold-approx",
               "-S", ll, "-o", "-"]
        out = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, check=True).stdout
    stores = collections.defaultdict(list)
    func = None
    for line in out.splitlines():
        m = re.match(r"define void @table_(\d+)", line)
        if m:
            func = int(m.group(1))
        m = re.match(r"\s*store volatile i\d+ (\S+), ptr %p", line)
        if m and func is not None:
            stores[func].append(m.group(1))
    bad, folded = [], 0
    for i, (name, ptx, ty) in enumerate(kernels):
        rs = by_name[name]
        got = stores[i]
        if len(got) != len(rs):
            bad.append(f"{ptx}: {len(got)} stores for {len(rs)} arguments")
            continue
        bits = 8 * {"f16": 2, "bf16": 2, "f32": 4, "f64": 8}[ty]
        for r, g in zip(rs, got):
            value = None if g.startswith("%") else int(g) & ((1 << bits) - 1)
            want = None if r["expected"] == "-" else int(r["expected"], 16)
            folded += value is not None
            if value != want:
                bad.append(f"{ptx}({r['argument']} = {r['bits']}): pass "
                           f"{'left it' if value is None else hex(value)}, table "
                           f"{'-' if want is None else hex(want)}")
    for b in bad[:20]:
        print(b)
    total = sum(len(v) for v in by_name.values())
    print(f"{total} constant calls, {folded} folded by the pass: "
          + ("AS THE TABLE SAYS" if not bad else f"{len(bad)} DIFFER FROM THE TABLE"))
    return 0 if not bad else 1


def build(args, tools):
    table = run_table_tool(args.table_tool)
    rows = read_table(table)
    kernels = intrinsics(rows)
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "table.tsv"), "w") as f:
        f.write(table)
    ll = os.path.join(args.out, "approx.ll")
    with open(ll, "w") as f:
        f.write(module_ir(kernels))
    ptx = os.path.join(args.out, "approx.ptx")
    cmd = [tools.llc, "-O2", "-mtriple=nvptx64-nvidia-cuda", f"-mcpu={toolchain.SM}", ll, "-o", ptx]
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if p.returncode != 0:
        print(p.stdout, file=sys.stderr)
        return 1
    bundlelib.write_manifest(args.out, {
        **bundlelib.header(KIND, tools), "ptx": "approx.ptx", "table": "table.tsv",
        "command": " ".join(cmd),
        "kernels": [{"symbol": f"check_{i}", "intrinsic": n, "ptx": p_, "type": t}
                    for i, (n, p_, t) in enumerate(kernels)]})
    folds = sum(r["expected"] != "-" for r in rows)
    print(f"{len(kernels)} intrinsics, {len(rows)} arguments, {folds} folded by the pass")
    return 0


def check(rows):
    """(ok, per-intrinsic summary lines, mismatches) of rows with `hardware`."""
    mism = [r for r in rows if r["expected"] != "-" and int(r["hardware"], 16) != int(r["expected"], 16)]
    groups = collections.OrderedDict()
    for r in rows:
        groups.setdefault((r["intrinsic"], r["ptx"], r["reason"]), []).append(r)
    return not mism, groups, mism


def summary_md(groups, mism, device=""):
    out = []
    if device:
        out.append(f"device: {device}\n")
    out.append("| PTX | reason | arguments | pass folds | equal to the hardware | hardware returns (count) |")
    out.append("|---|---|---|---|---|---|")
    for (_, ptx, reason), rs in groups.items():
        folded = [r for r in rs if r["expected"] != "-"]
        same = sum(int(r["hardware"], 16) == int(r["expected"], 16) for r in folded)
        values = collections.Counter(r["hardware"] for r in rs)
        shown = ", ".join(f"{v} ({c})" for v, c in values.most_common(3))
        if len(values) > 3:
            shown += f", {len(values) - 3} more"
        out.append(f"| {ptx} | {reason} | {len(rs)} | {len(folded)} | "
                   f"{f'{same}/{len(folded)}' if folded else '-'} | {shown} |")
    if mism:
        out.append("")
        out.append("Mismatches (argument: folded vs hardware):")
        for r in mism[:40]:
            out.append(f"- {r['ptx']}({r['argument']} = {r['bits']}): {r['expected']} vs {r['hardware']}")
    return "\n".join(out) + "\n"


def report(rows, device, args):
    ok, groups, mism = check(rows)
    text = summary_md(groups, mism, device)
    print(text, end="")
    if getattr(args, "summary", None):
        with open(args.summary, "w") as f:
            f.write(text)
    folds = sum(r["expected"] != "-" for r in rows)
    print(f"{folds} folded values checked, {len(mism)} differ from the hardware: "
          + ("FOLDS MATCH THE HARDWARE" if ok else "CHECK FAILED"))
    return 0 if ok else 1


def run(args, man):
    dev = gpu.Device()
    cp, np = dev.cp, dev.np
    rows = read_table(open(os.path.join(args.bundle, man["table"])).read())
    asm = gpu.assemble(os.path.join(args.bundle, man["ptx"]),
                       os.path.join(tempfile.mkdtemp(prefix="smemvec-approx-"), "approx.cubin"))
    if not asm.ok:
        raise SystemExit(f"approx.ptx: {asm.error}")
    if args.sass and asm.sass_text:
        with open(args.sass, "w") as f:
            f.write(asm.sass_text)
    by_name = collections.defaultdict(list)
    for r in rows:
        by_name[r["intrinsic"]].append(r)
    for k in man["kernels"]:
        rs = by_name[k["intrinsic"]]
        dt = NP_UINT[k["type"]]
        host = np.array([int(r["bits"], 16) for r in rs], dtype=dt)
        x = cp.asarray(host)
        y = dev.poisoned(len(rs), dtype=dt, byte=0xA5)
        fn = dev.function(asm.cubin, k["symbol"])
        dev.launch(fn, ((len(rs) + BLOCK - 1) // BLOCK,), (BLOCK,), [x, y, np.int32(len(rs))])
        got = cp.asnumpy(y)
        width = host.dtype.itemsize * 2
        for r, v in zip(rs, got):
            r["hardware"] = "0x%0*x" % (width, int(v))
    if args.results:
        with open(args.results, "w") as f:
            f.write("# " + "\t".join(COLUMNS + ["hardware"]) + "\n")
            for r in rows:
                f.write("\t".join(r[c] for c in COLUMNS + ["hardware"]) + "\n")
    return report(rows, f"{dev.name} (cc {dev.cc}), ptxas -arch=sm_90 cubin", args)


def compare(args):
    """The current table against a results file: every fold must be there,
    with the hardware's value."""
    opener = gzip.open if args.results.endswith(".gz") else open
    with opener(args.results, "rt") as f:
        results = read_table(f.read())
    hw = {(r["intrinsic"], r["bits"]): r["hardware"] for r in results}
    rows = read_table(run_table_tool(args.table_tool))
    missing = [r for r in rows if r["expected"] != "-" and (r["intrinsic"], r["bits"]) not in hw]
    for r in rows:
        r["hardware"] = hw.get((r["intrinsic"], r["bits"]), "0x" + "?" * 4)
    if missing:
        for r in missing[:20]:
            print(f"not in the results: {r['ptx']}({r['argument']} = {r['bits']})")
        print(f"{len(missing)} folds have no hardware result: CHECK FAILED")
        return 1
    return report([r for r in rows if (r["intrinsic"], r["bits"]) in hw], "", args)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", required=True)
    b = sub.add_parser("build")
    b.add_argument("--out", default=os.path.join(toolchain.REPO, "build", KIND + "-bundle"))
    b.add_argument("--table-tool", default=default_table_tool())
    r = sub.add_parser("run")
    r.add_argument("bundle")
    r.add_argument("--results", help="write every hardware result here (TSV)")
    r.add_argument("--summary", help="write the summary here (markdown)")
    r.add_argument("--sass", help="write the check kernels' SASS here")
    pc = sub.add_parser("pass-check")
    pc.add_argument("--table-tool", default=default_table_tool())
    pc.add_argument("--plugin", help="SmemVec.so (default $SMEMVEC_PLUGIN, build/lib/SmemVec.so)")
    c = sub.add_parser("compare")
    c.add_argument("results")
    c.add_argument("--table-tool", default=default_table_tool())
    c.add_argument("--summary")
    a = ap.parse_args(argv)
    try:
        if a.cmd == "build":
            return build(a, toolchain.find_tools())
        if a.cmd == "compare":
            return compare(a)
        if a.cmd == "pass-check":
            return pass_check(a, toolchain.find_tools(plugin=toolchain.plugin_path(a.plugin)))
        return run(a, bundlelib.read_manifest(a.bundle, kind=KIND))
    except (bundlelib.BundleError, OSError, subprocess.CalledProcessError) as e:
        print(f"{ap.prog}: error: {e}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
