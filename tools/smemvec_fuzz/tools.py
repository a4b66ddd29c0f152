# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Locating LLVM/CUDA tools and probing what the plugin offers."""
import os
import subprocess
import tempfile

from smemvec_tools import toolchain

from . import gen

# pass names the plugin may register, in pipeline order
KNOWN_PASSES = ["smemvec-align", "smemvec-lsv"]
# kill switches (llc/opt flags) of every transform the plugin may have
KNOWN_KILL_SWITCHES = ["-smemvec-align=0", "-smemvec-lsv=0", "-smemvec-cluster=0",
                       "-smemvec-sched=off", "-smemvec-unroll-handoff=0", "-smemvec-pad=0",
                       "-smemvec-shared-base=0"]
# kill switches of the middle-end transforms (opt -passes='default<O3>')
KNOWN_O3_KILL_SWITCHES = ["-smemvec-unroll=0", "-smemvec-inline=0", "-smemvec-fold-approx=0"]
# extra llc configurations worth fuzzing when they exist (-smemvec-pad=1:
# the pad is off by default; its own tile fuzzer is `smemvec-fuzz tiles`)
KNOWN_VARIANTS = [["-smemvec-sched=minimal"], ["-smemvec-sched=full"],
                  ["-smemvec-sched=off"], ["-smemvec-pad=1"]]

EMPTY_NVPTX = (f'target datalayout = "{gen.DATALAYOUT}"\n'
               f'target triple = "{gen.TRIPLE}"\n'
               "define ptx_kernel void @k() {\n  ret void\n}\n")


def tool(name):
    """opt, llc, ... of LLVM 22 (smemvec_tools.toolchain: SMEMVEC_LLVM_BIN, SMEMVEC_OPT, ...)."""
    return toolchain.llvm_tool(name)


def ptxas():
    return toolchain.cuda_tool("ptxas")


def run(cmd, **kw):
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=True, **kw)


class Plugin:
    """What this build of SmemVec.so offers: pass names (with their level),
    kill switches and scheduler variants. Found by asking opt/llc, so the
    tools follow whatever transforms the plugin has."""

    def __init__(self, path):
        self.path = os.path.abspath(path)
        self.passes = []          # [(name, 'module'|'function')]
        self.kill = []
        self.variants = []
        with tempfile.TemporaryDirectory() as d:
            f = os.path.join(d, "empty.ll")
            with open(f, "w") as fh:
                fh.write(EMPTY_NVPTX)
            for p in KNOWN_PASSES:
                for level in ("module", "function"):
                    r = run([tool("opt"), "-load-pass-plugin=" + self.path,
                             f"-passes={level}({p})", "-disable-output", f])
                    if r.returncode == 0:
                        self.passes.append((p, level))
                        break
            for k in KNOWN_KILL_SWITCHES:
                if self.llc_accepts([k], f):
                    self.kill.append(k)
            for v in KNOWN_VARIANTS:
                if self.llc_accepts(v, f):
                    self.variants.append(v)
            self.has_pipeline_switch = self.llc_accepts(["-smemvec-pipeline=0"], f)
            self.o3_kill = [k for k in KNOWN_O3_KILL_SWITCHES if self.opt_accepts([k], f)]
            self.o3_pipeline_switch = self.opt_accepts(["-smemvec-pipeline=0"], f)

    def llc_accepts(self, flags, f):
        r = run([tool("llc"), "-mcpu=sm_90", "-load-pass-plugin=" + self.path,
                 *flags, f, "-o", os.devnull])
        return r.returncode == 0

    def opt_accepts(self, flags, f):
        r = run([tool("opt"), "-load-pass-plugin=" + self.path, *flags,
                 "-passes=default<O3>", "-disable-output", f])
        return r.returncode == 0

    def opt_pipeline(self):
        """infer-address-spaces (as llc runs it before the plugin) then
        every plugin IR pass."""
        parts = ["function(infer-address-spaces)"]
        for name, level in self.passes:
            parts.append(f"{level}({name})")
        return ",".join(parts)

    def describe(self):
        return (f"passes: {', '.join(p for p, _ in self.passes) or 'none'}; "
                f"kill switches: {' '.join(self.kill) or 'none'}; "
                f"O3 kill switches: {' '.join(self.o3_kill) or 'none'}; "
                f"llc variants: {', '.join(' '.join(v) for v in self.variants) or 'none'}")
