# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The O3 fuzzer: gen_o3 programs through the middle end, then llc.

smemvec-unroll and smemvec-inline run in `default<O3>`, so both builds go
through it:

  stock   opt -passes='default<O3>'            then llc -O3 -mcpu=sm_90
  plugin  opt -load-pass-plugin ... 'default<O3>' then llc -O3 -mcpu=sm_90
          -load-pass-plugin, both with -pass-remarks-output (smemvec.*)

CPU mode (`smemvec-fuzz cpu --o3`), per module of K programs (2K kernels):
  1. opt verifies the generated IR;
  2. stock and plugin O3 (opt verifies its output); the plugin O3 with the
     middle-end kill switches (-smemvec-unroll=0 -smemvec-inline=0
     -smemvec-fold-approx=0, those the plugin has), and with
     -smemvec-pipeline=0 where opt takes it, must give the stock O3 IR
     byte for byte;
  3. the IR checker where it applies: the plugin's O3 IR through
     infer-address-spaces (BEFORE) and through it plus smemvec-align and
     smemvec-lsv (AFTER), all rules but R1 (bounds: the checker's interval
     analysis cannot bound O3's rotated, unrolled, guarded loops; the GPU
     run checks them). Unroll and inline change the structure, so their
     own output is checked on the GPU only;
  4. llc stock on the stock IR, llc + plugin (-verify-machineinstrs) on the
     plugin IR, and llc with every codegen kill switch and with
     -smemvec-pipeline=0 on the plugin IR, which must equal stock llc on
     that IR;
  5. ptxas -arch=sm_90 accepts the plugin PTX (the stock PTX is assembled
     only when it is rejected);
  6. the remarks say which kernels each pass transformed (remarks.py); the
     run fails if a rate is under its --min-rate floor.

GPU bundle (`smemvec-fuzz gpu-bundle --o3`): the stock and plugin PTX of
every module, with the rates in the manifest; RDC-like modules also as two
TUs (gen_o3.module_tus), which the runner links with nvlink, including the
mixes TU A with the plugin + TU B stock in both link orders.
"""
import hashlib
import os

from . import check, remarks
from .tools import REMARK_FLAGS, llc, ptxas, run, tool

O3 = "-passes=default<O3>"


def sha(text):
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def opt_o3(src, out, plugin=None, flags=(), remark_file=None):
    cmd = [tool("opt"), "-S", O3, src, "-o", out]
    if plugin:
        cmd[1:1] = ["-load-pass-plugin=" + plugin.path, *flags]
    if remark_file:
        cmd += ["-pass-remarks-output=" + remark_file] + REMARK_FLAGS
    return run(cmd)


def read(path):
    with open(path) as f:
        return f.read()


def build_plugin(plugin, src, work, name, verify=False, opt_flags=(), llc_flags=()):
    """opt O3 + llc with the plugin: (ptx path, [Remark], error or None)."""
    ir = os.path.join(work, name + ".plugin.ll")
    ptx = os.path.join(work, name + ".plugin.ptx")
    ry_opt = os.path.join(work, name + ".opt.yaml")
    ry_llc = os.path.join(work, name + ".llc.yaml")
    r = opt_o3(src, ir, plugin, opt_flags, remark_file=ry_opt)
    if r.returncode:
        return None, [], f"opt O3 with plugin failed (crash or verifier): {r.stderr.strip()[-800:]}"
    r = llc(ir, ptx, plugin, (["-verify-machineinstrs"] if verify else []) + list(llc_flags),
            remark_file=ry_llc)
    if r.returncode:
        return None, [], f"llc (plugin) failed: {r.stderr.strip()[-800:]}"
    rs = remarks.parse(read(ry_opt) + read(ry_llc))
    return ptx, rs, None


def build_stock(src, work, name):
    """opt O3 + llc, no plugin: (ptx path, error or None)."""
    ir = os.path.join(work, name + ".stock.ll")
    ptx = os.path.join(work, name + ".stock.ptx")
    r = opt_o3(src, ir)
    if r.returncode:
        return None, f"opt O3 (stock) failed: {r.stderr.strip()[-800:]}"
    r = llc(ir, ptx)
    if r.returncode:
        return None, f"llc (stock) failed: {r.stderr.strip()[-800:]}"
    return ptx, None


def compile_and_check(plugin, text, work, relaxed=False, opt_flags=()):
    """All CPU stages on one module; returns (failures, [Remark])."""
    os.makedirs(work, exist_ok=True)
    src = os.path.join(work, "in.ll")
    with open(src, "w") as f:
        f.write(text)
    r = run([tool("opt"), "-passes=verify", "-disable-output", src])
    if r.returncode:
        return [f"generated IR does not verify: {r.stderr.strip()[:500]}"], []
    fails = []
    stock_ir = os.path.join(work, "m.stock.ll")
    r = opt_o3(src, stock_ir)
    if r.returncode:
        return [f"opt O3 (stock) failed: {r.stderr.strip()[-800:]}"], []
    ptx, rs, err = build_plugin(plugin, src, work, "m", verify=True, opt_flags=opt_flags)
    if err:
        return [err], []
    plugin_ir = os.path.join(work, "m.plugin.ll")
    if plugin.o3_kill:
        killed = os.path.join(work, "m.killed.ll")
        r = opt_o3(src, killed, plugin, plugin.o3_kill)
        if r.returncode:
            fails.append(f"opt O3 with {' '.join(plugin.o3_kill)} failed: {r.stderr.strip()[-500:]}")
        elif read(killed) != read(stock_ir):
            fails.append(f"O3 kill switches ({' '.join(plugin.o3_kill)}) do not restore the stock O3 IR")
    if plugin.o3_pipeline_switch:
        killed = os.path.join(work, "m.nopipeline.ll")
        r = opt_o3(src, killed, plugin, ["-smemvec-pipeline=0"])
        if r.returncode:
            fails.append(f"opt O3 with -smemvec-pipeline=0 failed: {r.stderr.strip()[-500:]}")
        elif read(killed) != read(stock_ir):
            fails.append("-smemvec-pipeline=0 does not restore the stock O3 IR")
    # the checker on what the codegen IR passes do to the plugin's O3 IR
    before, after = os.path.join(work, "before.ll"), os.path.join(work, "after.ll")
    r = run([tool("opt"), "-S", "-passes=function(infer-address-spaces)", plugin_ir, "-o", before])
    if r.returncode:
        fails.append(f"opt infer-address-spaces failed: {r.stderr.strip()[-500:]}")
    else:
        r = run([tool("opt"), "-S", "-load-pass-plugin=" + plugin.path,
                 "-passes=" + plugin.opt_pipeline(), plugin_ir, "-o", after])
        if r.returncode:
            fails.append(f"opt with plugin IR passes failed: {r.stderr.strip()[-800:]}")
        else:
            errs = check.check_texts(read(before), read(after), relaxed, bounds=False)
            if errs:
                fails.append("checker: " + "\n  ".join(errs[:20]) +
                             (f"\n  ... {len(errs)} in all" if len(errs) > 20 else ""))
    # llc: stock, and the kill-switched plugin on the plugin IR vs stock llc on it
    stock_ptx = os.path.join(work, "m.stock.ptx")
    r = llc(stock_ir, stock_ptx)
    if r.returncode:
        fails.append(f"llc (stock) failed: {r.stderr.strip()[-800:]}")
    plain_on_plugin = os.path.join(work, "m.plain-on-plugin.ptx")
    r = llc(plugin_ir, plain_on_plugin)
    if r.returncode:
        fails.append(f"llc (no plugin, plugin O3 IR) failed: {r.stderr.strip()[-800:]}")
    else:
        configs = []
        if plugin.kill:
            configs.append(("kill switches (" + " ".join(plugin.kill) + ")", plugin.kill))
        if plugin.has_pipeline_switch:
            configs.append(("-smemvec-pipeline=0", ["-smemvec-pipeline=0"]))
        for what, flags in configs:
            out = os.path.join(work, "m.killed.ptx")
            r = llc(plugin_ir, out, plugin, flags)
            if r.returncode:
                fails.append(f"llc ({what}) failed: {r.stderr.strip()[-500:]}")
            elif read(out) != read(plain_on_plugin):
                fails.append(f"{what} do not restore the stock llc PTX of the plugin's O3 IR")
    pxa = ptxas()
    if pxa:
        r = run([pxa, "-arch=sm_90", ptx, "-o", os.devnull])
        if r.returncode:
            also = ""
            if os.path.exists(stock_ptx):
                rp = run([pxa, "-arch=sm_90", stock_ptx, "-o", os.devnull])
                also = " (stock PTX rejected too)" if rp.returncode else ""
            fails.append(f"ptxas rejects plugin PTX{also}: {r.stderr.strip()[-500:]}")
    return fails, rs
