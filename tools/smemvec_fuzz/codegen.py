# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The codegen stage: a module through llc with and without the plugin,
checked (stages.CODEGEN; `smemvec-fuzz cpu`, the default stage of gen.py's
kernels).

Per module (cpu.py re-runs a failing module seed by seed):
  1. opt verifies the generated IR (and the generator's own invariants are
     checked by the checker on the BEFORE module);
  2. BEFORE = opt -passes=function(infer-address-spaces)
     AFTER  = opt -load-pass-plugin -passes=<that>,<every plugin pass>
     opt verifies AFTER; check.py compares them (bounds, alignment,
     barrier/fence/atomic/volatile epochs, aliasing order, stored values);
  3. llc -O3 -mcpu=sm_90 without the plugin, with it (default flags plus
     -verify-machineinstrs), with every kill switch and with
     -smemvec-pipeline=0 (each must be byte-identical to the plain PTX), and
     with each extra variant when --variants;
  4. ptxas -arch=sm_90 accepts every plugin PTX (the stock PTX is
     assembled only when one is rejected, to say whether stock's is too);
  5. with --llc-stage: llc (with and without the plugin) stopped after
     upstream's LoadStoreVectorizer, its IR compared with the IR right
     before it (check.py, order_only): no shared load may cross a barrier,
     fence, call, atomic or volatile access (any ordering, shared or global)
     or an aliasing store there either. A function fails if the plugin build
     has more such moves than the stock build (upstream's LSV does it on
     stock code too where the source aligns its arrays).
"""
import os
import re

from . import check
from .tools import ptxas, run, tool


LSV = "load-store-vectorizer"


def split_dumps(text):
    """{function: its text} from llc's -print-before -print-module-scope
    output: each dump holds the whole module as it was when the pass reached
    that function; keep that function from it, and the globals of the first
    dump."""
    parts = re.split(r"^\*\*\* IR Dump Before .*? \*\*\* \(function: (\S+)\)\n", text, flags=re.M)
    header, funcs = None, {}
    for name, body in zip(parts[1::2], parts[2::2]):
        m = re.search(r"^define [^\n]*@" + re.escape(name) + r"\(.*?^}\n", body, re.M | re.S)
        if m:
            funcs[name] = m.group(0)
        if header is None:
            header = re.sub(r"^define .*?^}\n", "", body, flags=re.M | re.S)
    return header or "", funcs


def llc_stage(llc, flags, src, work, name):
    """(IR before upstream's LSV, IR after it) of one llc run, holding only
    the functions the LSV changed, or an error."""
    post = os.path.join(work, name + ".post-lsv.mir")
    r = run([llc, "-O3", "-mcpu=sm_90", *flags, "-stop-after=" + LSV,
             "-print-before=" + LSV, "-print-module-scope", src, "-o", post])
    if r.returncode:
        return None, f"llc ({name}) -stop-after={LSV} failed: {r.stderr.strip()[-500:]}"
    header, before = split_dumps(r.stderr)
    with open(post) as f:
        after_mod = check.ir_of_mir(f.read())
    after = {}
    for name_, text in before.items():
        m = re.search(r"^define [^\n]*@" + re.escape(name_) + r"\(.*?^}\n", after_mod, re.M | re.S)
        if m and m.group(0) != text:
            after[name_] = m.group(0)
    keep = [n for n in before if n in after]
    return (header + "\n".join(before[n] for n in keep),
            header + "\n".join(after[n] for n in keep)), None


def order_moves(pair, relaxed):
    """{function: number of order violations} of one llc stage."""
    per_fn = {}
    for e in check.check_texts(pair[0], pair[1], relaxed, order_only=True):
        fn = e.split(":", 1)[0]
        per_fn.setdefault(fn, []).append(e)
    return per_fn


def llc_order_check(plugin, src, work, relaxed):
    llc = tool("llc")
    plug, err = llc_stage(llc, ["-load-pass-plugin=" + plugin.path], src, work, "plugin")
    if err:
        return [err]
    mp = order_moves(plug, relaxed)
    if not mp:
        return []
    # only now the stock build, to tell the plugin's moves from upstream's
    stock, err = llc_stage(llc, [], src, work, "stock")
    if err:
        return [err]
    ms = order_moves(stock, relaxed)
    fails = []
    for fn, errs in sorted(mp.items()):
        if len(errs) > len(ms.get(fn, [])):
            fails.append(f"llc stage ({LSV}), {len(errs)} moves with the plugin, "
                         f"{len(ms.get(fn, []))} stock: " + "\n  ".join(errs[:10]))
    return fails


def compile_and_check(plugin, text, work, variants=False, relaxed=False,
                      llc_stage_check=False):
    """Runs all stages on one module text; returns a list of failures
    (strings). Files stay in `work`."""
    os.makedirs(work, exist_ok=True)
    src = os.path.join(work, "in.ll")
    with open(src, "w") as f:
        f.write(text)
    fails = []
    opt, llc = tool("opt"), tool("llc")
    load = "-load-pass-plugin=" + plugin.path

    r = run([opt, "-passes=verify", "-disable-output", src])
    if r.returncode:
        return [f"generated IR does not verify: {r.stderr.strip()[:500]}"]
    before, after = os.path.join(work, "before.ll"), os.path.join(work, "after.ll")
    r = run([opt, "-S", "-passes=function(infer-address-spaces)", src, "-o", before])
    if r.returncode:
        return [f"opt (no plugin) failed: {r.stderr.strip()[:500]}"]
    r = run([opt, "-S", load, "-passes=" + plugin.opt_pipeline(), src, "-o", after])
    if r.returncode:
        fails.append(f"opt with plugin failed (crash or verifier): {r.stderr.strip()[-800:]}")
    else:
        with open(before) as fb, open(after) as fa:
            errs = check.check_texts(fb.read(), fa.read(), relaxed)
        if errs:
            fails.append("checker: " + "\n  ".join(errs[:20]) +
                         (f"\n  ... {len(errs)} in all" if len(errs) > 20 else ""))

    configs = [("plain", []), ("plugin", [load, "-verify-machineinstrs"])]
    if plugin.kill:
        configs.append(("killed", [load] + plugin.kill))
    if plugin.has_pipeline_switch:
        configs.append(("nopipeline", [load, "-smemvec-pipeline=0"]))
    if variants:
        for v in plugin.variants:
            configs.append(("plugin" + "".join(v).replace("-smemvec-", "_").replace("=", "-"),
                            [load, "-verify-machineinstrs"] + v))
    pxa = ptxas()
    for name, flags in configs:
        out = os.path.join(work, name + ".ptx")
        r = run([llc, "-O3", "-mcpu=sm_90", *flags, src, "-o", out])
        if r.returncode:
            fails.append(f"llc ({name}) failed: {r.stderr.strip()[-800:]}")
            continue
        # killed/nopipeline must equal plain; plain itself is stock llc's
        # output, assembled only to tell whether a rejection is stock's too.
        if pxa and name not in ("plain", "killed", "nopipeline"):
            r = run([pxa, "-arch=sm_90", out, "-o", os.devnull])
            if r.returncode:
                rp = run([pxa, "-arch=sm_90", os.path.join(work, "plain.ptx"), "-o", os.devnull])
                also = " (stock PTX rejected too)" if rp.returncode else ""
                fails.append(f"ptxas rejects PTX ({name}){also}: {r.stderr.strip()[-500:]}")
    if llc_stage_check:
        fails += llc_order_check(plugin, src, work, relaxed)
    for name, what in (("killed", "kill switches (" + " ".join(plugin.kill) + ")"),
                       ("nopipeline", "-smemvec-pipeline=0")):
        other = os.path.join(work, name + ".ptx")
        if os.path.exists(other) and os.path.exists(os.path.join(work, "plain.ptx")):
            with open(os.path.join(work, "plain.ptx")) as a, open(other) as b:
                if a.read() != b.read():
                    fails.append(f"{what} do not restore the plain PTX")
    return fails
