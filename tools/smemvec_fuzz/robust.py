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
(no signal, no stack dump) and, when rejected, name the option. All options
share one run per value and tool (check_value), not one run each.
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

# An option name in a message: the whole `smemvec-...` word, so that
# smemvec-align does not match inside smemvec-align-bytes.
OPTION_NAME = re.compile(r"(?<![\w-])-{1,2}(smemvec-[\w-]+?)(?![\w-])")


def flag_run(tool_name, load, passes, empty, settings):
    """One opt or llc run with every `(option, value)` of settings."""
    cmd = [tool(tool_name), load, *(f"-{o}={v}" for o, v in settings), empty, "-o", os.devnull]
    if tool_name == "opt":
        cmd[2:2] = ["-passes=" + passes]
    return run(cmd)


def check_value(tool_name, load, passes, empty, opts, value):
    """Every option in opts given `value` by one tool, in as few processes as
    the answers allow. LLVM's command line reports every bad option of a run
    (each message names its option) before it exits, so one run with all
    options sorts them: those named are rejected with a message; if the run
    was rejected, the rest run again together until a run accepts them all
    (their values then reach the passes, which run on the empty module). A
    crash, or a rejection that names none of the options, is retried one
    option at a time to find the culprit, as a run per option would have.
    Returns (fails, rejected, processes) for len(opts) option/value pairs."""
    fails, rejected, procs, todo = [], 0, 0, list(opts)
    while todo:
        procs += 1
        r = flag_run(tool_name, load, passes, empty, [(o, value) for o in todo])
        named = {m for m in OPTION_NAME.findall(r.stderr or "")} & set(todo)
        if not crashed(r) and r.returncode == 0:
            break
        if not crashed(r) and named:
            rejected += len(named)
            todo = [o for o in todo if o not in named]
            continue
        for o in todo:          # a crash, or a rejection naming none: one by one
            procs += 1
            r1 = flag_run(tool_name, load, passes, empty, [(o, value)])
            if crashed(r1):
                fails.append(f"{tool_name} -{o}={value!r}: crash: {r1.stderr[-400:]}")
            elif r1.returncode:
                rejected += 1
                if o not in r1.stderr:
                    fails.append(f"{tool_name} -{o}={value!r}: rejected without naming the "
                                 f"option: {r1.stderr[-200:]}")
        break
    return fails, rejected, procs


def check_flags(plugin_path, work):
    pl = Plugin(plugin_path)
    load = "-load-pass-plugin=" + pl.path
    os.makedirs(work, exist_ok=True)
    empty = os.path.join(work, "empty.ll")
    with open(empty, "w") as fh:
        fh.write(EMPTY_NVPTX)
    h = run([tool("llc"), load, "--help-hidden"])
    opts = sorted(set(re.findall(r"--?(smemvec-[\w-]+)", h.stdout)))
    passes = ",".join(f"{l}({p})" for p, l in pl.passes) or "verify"
    fails, tried, rejected, procs = [], 0, 0, 0
    for v in BAD_VALUES:
        for t in ("llc", "opt"):
            f, n, p = check_value(t, load, passes, empty, opts, v)
            fails += f
            rejected += n
            procs += p
            tried += len(opts)
    for e in fails:
        print("FAIL", e)
    print(f"robust --flags: {len(opts)} smemvec options, {tried} option values in {procs} "
          f"runs, {rejected} rejected with a message, {len(fails)} failures")
    print("options: " + " ".join(opts))
    return 1 if fails else 0
