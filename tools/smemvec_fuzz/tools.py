# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Locating LLVM/CUDA tools and probing what the plugin offers."""
import os
import subprocess
import tempfile

from smemvec_tools import passes as passtable
from smemvec_tools import toolchain

from .emit import target_lines

# pass names the fuzzer runs by name (with infer-address-spaces before them,
# as llc runs them), in pipeline order, when the plugin's table has them
KNOWN_PASSES = ["smemvec-align", "smemvec-lsv"]
# Kill switches come from the plugin's own table (lib/PassRegistry.def via
# -print-smemvec-passes): the codegen passes' for llc, the middle end's for
# opt -passes='default<O3>'.
# extra llc configurations worth fuzzing when they exist (smemvec-pad is on
# by default, its dynamic-memory swizzle opt-in; its own tile fuzzer is
# `smemvec-fuzz tiles`)
KNOWN_VARIANTS = [["-smemvec-sched=minimal"], ["-smemvec-sched=full"],
                  ["-smemvec-sched=off"], ["-smemvec-pad-dynamic=1"]]

EMPTY_NVPTX = ("\n".join(target_lines()) + "\n"
               "define ptx_kernel void @k() {\n  ret void\n}\n")


def tool(name):
    """opt, llc, ... of LLVM 22 (smemvec_tools.toolchain: SMEMVEC_LLVM_BIN, SMEMVEC_OPT, ...)."""
    return toolchain.llvm_tool(name)


def ptxas():
    return toolchain.cuda_tool("ptxas")


def run(cmd, text=True, **kw):
    """cmd's CompletedProcess with stdout and stderr captured (as text, or
    bytes with text=False)."""
    return subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                          text=text, **kw)


# the smemvec remarks a -pass-remarks-output file keeps
REMARK_FLAGS = ["-pass-remarks-filter=smemvec.*"]


def llc(src, out, plugin=None, flags=(), remark_file=None):
    """llc -O3 -mcpu=sm_90 of src to out, with the plugin and flags when
    given (a Plugin), remarks to remark_file."""
    cmd = [tool("llc"), "-O3", "-mcpu=sm_90", src, "-o", out]
    if plugin:
        cmd[1:1] = ["-load-pass-plugin=" + plugin.path, *flags]
    if remark_file:
        cmd += ["-pass-remarks-output=" + remark_file] + REMARK_FLAGS
    return run(cmd)


class Plugin:
    """What this build of SmemVec.so offers: pass names (with their level),
    kill switches and scheduler variants. Found by asking opt/llc, so the
    tools follow whatever transforms the plugin has."""

    def __init__(self, path):
        self.path = os.path.abspath(path)
        self.passes = []          # [(name, 'module'|'function')]
        self.kill = []
        self.variants = []
        self.o3_kill = []
        with tempfile.TemporaryDirectory() as d:
            f = os.path.join(d, "empty.ll")
            with open(f, "w") as fh:
                fh.write(EMPTY_NVPTX)
            table = passtable.plugin_passes(self.path)
            unit = {r.name: r.unit for r in table}
            self.passes = [(p, unit[p]) for p in KNOWN_PASSES if p in unit]
            kill = passtable.kill_switches(table, "codegen")
            o3_kill = passtable.kill_switches(table, "middle-end")
            llc_ok = self._probe(self.llc_accepts, [[k] for k in kill] + KNOWN_VARIANTS
                                 + [["-smemvec-pipeline=0"]], f)
            opt_ok = self._probe(self.opt_accepts, [[k] for k in o3_kill]
                                 + [["-smemvec-pipeline=0"]], f)
            self.kill = [k for k in kill if llc_ok[(k,)]]
            self.variants = [v for v in KNOWN_VARIANTS if llc_ok[tuple(v)]]
            self.has_pipeline_switch = llc_ok[("-smemvec-pipeline=0",)]
            self.o3_kill = [k for k in o3_kill if opt_ok[(k,)]]
            self.o3_pipeline_switch = opt_ok[("-smemvec-pipeline=0",)]

    @staticmethod
    def _probe(accepts, candidates, f):
        """{tuple(flags): accepted} for each candidate flag list, in few runs:
        candidates that name different options share one run (LLVM rejects
        a run with any bad option); a run that fails is probed again one
        candidate at a time, so the answer is each candidate's own. About 4
        opt/llc starts instead of 17 for each tool that asks."""
        def names(c):
            return {a.split("=", 1)[0] for a in c}
        groups = []   # [(option names, [candidate])]
        for c in dict.fromkeys(tuple(c) for c in candidates):
            g = next((g for g in groups if not g[0] & names(c)), None)
            if g is None:
                groups.append((set(), []))
                g = groups[-1]
            g[0].update(names(c))
            g[1].append(c)
        ok = {}
        for _, cs in groups:
            if len(cs) > 1 and accepts([a for c in cs for a in c], f):
                ok.update((c, True) for c in cs)
            else:
                ok.update((c, accepts(list(c), f)) for c in cs)
        return ok

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
