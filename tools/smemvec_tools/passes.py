# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The plugin's pass table, as `opt -print-smemvec-passes` prints it.

lib/PassRegistry.def is the one list of smemvec's passes; the plugin prints
it, and the tools read that listing instead of keeping their own lists (so an
installed plugin answers for itself, and a pass added to the .def reaches the
fuzzer's kill switches without a Python edit).

    rows = plugin_passes("build/lib/SmemVec.so")      # [PassRow, ...]
    [r.switch for r in rows if r.stage == "codegen"]  # llc kill switches
"""
from __future__ import annotations

import dataclasses
import subprocess
from typing import List

from . import toolchain


@dataclasses.dataclass
class PassRow:
    name: str        # opt -passes= name
    unit: str        # module, cgscc, function, loop, machine; "part" for a part of a pass
    stage: str       # middle-end, codegen, by-name; "-" for a part
    place: str       # extension point, the upstream pass it follows, "in:<pass>" for a part
    switch: str      # the flag that turns it off, "" for none


class PassTableError(Exception):
    pass


def parse_table(text: str) -> List[PassRow]:
    rows = []
    for line in text.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split()
        if len(fields) != 5:
            raise PassTableError(f"pass table line {line!r}: expected 5 fields")
        name, unit, stage, place, switch = fields
        rows.append(PassRow(name, unit, stage, place, "" if switch == "-" else switch))
    return rows


def plugin_passes(plugin: str) -> List[PassRow]:
    """The rows of `opt -load-pass-plugin=PLUGIN -print-smemvec-passes`."""
    opt = toolchain.llvm_tool("opt")
    if not opt:
        raise PassTableError("opt (LLVM 22) not found; set SMEMVEC_OPT")
    p = subprocess.run([opt, "-load-pass-plugin=" + plugin, "-print-smemvec-passes"],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if p.returncode != 0:
        raise PassTableError(f"{plugin}: no pass table (-print-smemvec-passes): "
                             f"{p.stderr.strip()[-300:]}")
    return parse_table(p.stdout)


def kill_switches(rows: List[PassRow], stage: str) -> List[str]:
    """The switches of one stage's passes and their parts, each once, in table order."""
    stage_of = {r.name: r.stage for r in rows}
    out: List[str] = []
    for r in rows:
        s = stage_of.get(r.place[3:], "") if r.unit == "part" else r.stage
        if s == stage and r.switch and r.switch not in out:
            out.append(r.switch)
    return out
