# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The generators the fuzz drivers (cpu.py, bundle.py, `smemvec-fuzz gen`)
take by name (`--gen`): what a driver needs of one, nothing of a pipeline.

  kernels  gen.py: straight-line shared traffic for the codegen passes, one
           kernel a seed (default stage: codegen)
  o3       gen_o3.py: programs of loops and device functions for the middle
           end, two kernels a seed, RDC-like seeds as two translation units
           (default stage: o3)

A generator names the stages (stages.py) its modules are fit for, and
why not the others: the driver refuses such a pair in one line rather
than report LLVM's own failures or the checker's limits as the plugin's.
tiles.py and large.py write the inputs of their own commands (`tiles`,
`large`) through the same emitter (emit.py).
"""
import dataclasses
from typing import Callable, Dict, Optional

from . import gen, gen_o3


@dataclasses.dataclass(frozen=True)
class Generator:
    name: str
    module: Callable            # seeds -> (module text, [kernel info])
    unit: str                   # what one seed gives: "kernels" or "programs"
    kernels_per_seed: int
    default_stage: str
    module_tus: Optional[Callable] = None   # seeds -> (text A, text B, infos)
    splits: Callable = lambda seeds: False  # are these seeds written as two TUs
    bundle_block: Optional[int] = None      # bundle modules aligned to this many seeds
    unfit: Dict[str, str] = dataclasses.field(default_factory=dict)  # stage -> why not

    def fit_for(self, stage):
        """None when this generator's modules can go through stage, else why not."""
        if stage.name in self.unfit:
            return f"--gen {self.name} --stage {stage.name}: {self.unfit[stage.name]}"
        return None

    def units(self, seeds, name):
        """([(unit name, module text)], [kernel info], TU suffixes or None)
        of one module of a bundle: two TUs `name.a`, `name.b` where the
        generator splits these seeds, else one unit `name`."""
        if self.module_tus and self.splits(seeds):
            ta, tb, infos = self.module_tus(seeds)
            return [(name + ".a", ta), (name + ".b", tb)], infos, ["a", "b"]
        text, infos = self.module(seeds)
        return [(name, text)], infos, None

    def chunks(self, lo, hi, per_module, aligned=False):
        """The seed lists of the modules of [lo, hi): per_module seeds each,
        or (aligned, for bundles of a generator with a bundle_block) one
        block each, so that a module's seeds share their kind."""
        if aligned and self.bundle_block:
            per = self.bundle_block
            return [list(range(max(s, lo), min(s + per, hi)))
                    for s in range(lo - lo % per, hi, per)]
        return [list(range(s, min(s + per_module, hi))) for s in range(lo, hi, per_module)]

    def count(self, n_seeds, n_kernels):
        """'20 kernels', or '10 programs, 20 kernels'."""
        if self.kernels_per_seed == 1 and self.unit == "kernels":
            return f"{n_seeds} kernels"
        return f"{n_seeds} {self.unit}, {n_kernels} kernels"


KERNELS = Generator(
    "kernels", gen.module, "kernels", 1, "codegen",
    unfit={"o3": "LLVM 22 fails on these kernels after O3 with or without the plugin (llc "
                 "crashes on an atomic load through the noalias readonly %in; ptxas rejects "
                 "their PTX's used_bytes_mask, which needs PTX ISA 8.3); gen_o3 (--gen o3) writes around both"})
O3 = Generator(
    "o3", gen_o3.module, "programs", 2, "o3", module_tus=gen_o3.module_tus,
    splits=lambda seeds: all(gen_o3.is_rdc(s) for s in seeds), bundle_block=gen_o3.RDC_BLOCK,
    unfit={"codegen": "the IR checker (check.py) cannot read these programs "
                      "(struct types such as %struct.View)"})
GENERATORS = {g.name: g for g in (KERNELS, O3)}
