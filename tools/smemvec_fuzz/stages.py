# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The pipelines a generated module goes through (`--stage`), as the fuzz
drivers (cpu.py, bundle.py) need them; a generator (generators.py) names
the stages it is not fit for.

  codegen  llc with and without the plugin; the IR checker on the plugin's
           IR passes, kill switches, variants, the llc-stage order check
           (codegen.py)
  o3       opt default<O3> then llc, both with and without the plugin; kill
           switches of both halves, the checker on the codegen IR passes,
           and the remarks that give each pass's transformation rate (o3.py)

A stage answers three questions: check a module on the CPU (failures and
the smemvec remarks), and build its stock and its plugin PTX for a bundle.
"""
import dataclasses
import os
from typing import List, Tuple

from . import codegen, o3
from .tools import llc


@dataclasses.dataclass(frozen=True)
class CheckOptions:
    """What a CPU run asks of its stage beyond the defaults."""
    relaxed: bool = False       # LLVM's memory model, not smemvec's rule
    variants: bool = False      # codegen: also every llc variant of the plugin
    llc_stage: bool = False     # codegen: the IR around upstream's LSV in llc
    opt_flags: Tuple[str, ...] = ()  # o3: extra flags of the plugin's O3 run


class Codegen:
    name = "codegen"
    rates = False               # no remarks: no per-pass rates

    def describe(self, plugin) -> List[str]:
        return [f"opt pipeline: {plugin.opt_pipeline()}"]

    def check(self, plugin, text, work, opts):
        return codegen.compile_and_check(plugin, text, work, opts.variants, opts.relaxed,
                                         opts.llc_stage), []

    def stock(self, src, work, unit):
        return self._llc(src, os.path.join(work, unit + ".stock.ptx"))

    def plugin(self, plugin, src, work, unit, extra=()):
        ptx, err = self._llc(src, os.path.join(work, unit + ".plugin.ptx"), plugin, extra)
        return ptx, [], err

    @staticmethod
    def _llc(src, ptx, plugin=None, flags=()):
        r = llc(src, ptx, plugin, flags)
        return (None, f"llc failed: {r.stderr[-500:]}") if r.returncode else (ptx, None)


class O3:
    name = "o3"
    rates = True                # remarks: the kernels each pass transformed

    def describe(self, plugin) -> List[str]:
        return []

    def check(self, plugin, text, work, opts):
        return o3.compile_and_check(plugin, text, work, opts.relaxed, opts.opt_flags)

    def stock(self, src, work, unit):
        return o3.build_stock(src, work, unit)

    def plugin(self, plugin, src, work, unit, extra=()):
        return o3.build_plugin(plugin, src, work, unit, llc_flags=extra)


STAGES = {s.name: s for s in (Codegen(), O3())}


def label(command, generator, stage):
    """How a run names itself: `cpu` (gen.py kernels through codegen),
    `cpu --o3` (gen_o3 programs through O3), else `cpu --gen G --stage S`."""
    pair = (generator.name, stage.name)
    if pair == ("kernels", "codegen"):
        return command
    if pair == ("o3", "o3"):
        return command + " --o3"
    return f"{command} --gen {generator.name} --stage {stage.name}"
