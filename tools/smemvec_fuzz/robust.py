# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Bad-input robustness: every plugin pass and llc with the plugin on odd
modules, and every smemvec flag with invalid values.

Inputs (`robust FILE...`): for each .ll file
  - opt with each plugin IR pass alone and with all of them: no crash and a
    module that verifies;
  - non-NVPTX triple: the output equals opt's output without the plugin
    (module untouched), and llc with the plugin equals llc without it;
  - NVPTX triple: llc -O3 -mcpu=sm_90 with the plugin (and
    -verify-machineinstrs) succeeds and ptxas accepts the PTX; llc -O0 too.
  Files may name extra llc flags in a line `; ROBUST-LLC-FLAGS: ...`, and
  skip ptxas with `; ROBUST-NO-PTXAS: why`.

Flags (`robust --flags`): every `-smemvec-*` option that llc lists with the
plugin loaded gets invalid values; each run must end without a crash
(no signal, no stack dump) and, when rejected, name the option.
"""
import os
import re
import subprocess

from .tools import EMPTY_NVPTX, Plugin, ptxas, run, tool

CRASH = re.compile(r"Stack dump|PLEASE submit a bug report|Segmentation fault|Assertion .* failed|UNREACHABLE")


def crashed(r):
    return r.returncode < 0 or r.returncode > 1 or CRASH.search(r.stderr or "")


def check_inputs(plugin_path, files, work):
    pl = Plugin(plugin_path)
    load = "-load-pass-plugin=" + pl.path
    os.makedirs(work, exist_ok=True)
    fails = []
    for f in files:
        text = open(f).read()
        name = os.path.basename(f)
        nvptx = re.search(r'target triple = "nvptx', text) is not None
        extra = []
        m = re.search(r"; ROBUST-LLC-FLAGS: (.*)", text)
        if m:
            extra = m.group(1).split()
        pipelines = [f"{lvl}({p})" for p, lvl in pl.passes]
        if len(pipelines) > 1:
            pipelines.append(",".join(pipelines))
        ref = run([tool("opt"), "-S", "-passes=verify", f, "-o", "-"])
        if ref.returncode:
            fails.append(f"{name}: input does not verify: {ref.stderr[-300:]}")
            continue
        for p in pipelines:
            r = run([tool("opt"), "-S", load, "-passes=" + p, f, "-o", "-"])
            if r.returncode or crashed(r):
                fails.append(f"{name}: opt -passes={p} failed: {r.stderr[-600:]}")
            elif not nvptx and r.stdout != ref.stdout:
                fails.append(f"{name}: opt -passes={p} changed a non-NVPTX module")
        if nvptx:
            for opt_level in ("-O3", "-O0"):
                out = os.path.join(work, name + opt_level + ".ptx")
                r = run([tool("llc"), opt_level, "-mcpu=sm_90", load, "-verify-machineinstrs",
                         *extra, f, "-o", out])
                if r.returncode or crashed(r):
                    fails.append(f"{name}: llc {opt_level} with plugin failed: {r.stderr[-600:]}")
                    continue
                if ptxas() and "ROBUST-NO-PTXAS" not in text:
                    # -c: calls to declarations are resolved at link time
                    r = run([ptxas(), "-arch=sm_90", "-c", out, "-o", os.devnull])
                    if r.returncode:
                        fails.append(f"{name}: ptxas rejects llc {opt_level} PTX: {r.stderr[-300:]}")
        else:
            a = run([tool("llc"), "-O2", f, "-o", "-"])
            b = run([tool("llc"), "-O2", load, f, "-o", "-"])
            if crashed(b) or a.returncode != b.returncode or a.stdout != b.stdout:
                fails.append(f"{name}: llc with the plugin differs on a non-NVPTX module")
    for e in fails:
        print("FAIL", e)
    print(f"robust: {len(files)} inputs, passes [{', '.join(p for p, _ in pl.passes)}]: "
          f"{len(fails)} failures")
    return 1 if fails else 0


BAD_VALUES = ["", "bogus", "-1", "0x", "99999999999999999999999", "3", "1.5", "2"]


def check_flags(plugin_path, work):
    pl = Plugin(plugin_path)
    load = "-load-pass-plugin=" + pl.path
    os.makedirs(work, exist_ok=True)
    empty = os.path.join(work, "empty.ll")
    with open(empty, "w") as fh:
        fh.write(EMPTY_NVPTX)
    h = run([tool("llc"), load, "--help-hidden"])
    opts = sorted(set(re.findall(r"--?(smemvec-[\w-]+)", h.stdout)))
    fails, tried, rejected = [], 0, 0
    for o in opts:
        for v in BAD_VALUES:
            for t in ("llc", "opt"):
                cmd = [tool(t), load, f"-{o}={v}", empty, "-o", os.devnull]
                if t == "opt":
                    cmd[3:3] = ["-passes=" + (",".join(f"{l}({p})" for p, l in pl.passes) or "verify")]
                r = run(cmd)
                tried += 1
                if crashed(r):
                    fails.append(f"{t} -{o}={v!r}: crash: {r.stderr[-400:]}")
                elif r.returncode:
                    rejected += 1
                    if o not in r.stderr:
                        fails.append(f"{t} -{o}={v!r}: rejected without naming the option: {r.stderr[-200:]}")
    for e in fails:
        print("FAIL", e)
    print(f"robust --flags: {len(opts)} smemvec options, {tried} runs, {rejected} rejected "
          f"with a message, {len(fails)} failures")
    print("options: " + " ".join(opts))
    return 1 if fails else 0
