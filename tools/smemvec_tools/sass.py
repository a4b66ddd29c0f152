# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Count shared-memory SASS instructions in `cuobjdump -sass` output.

Standard library only (runs on the GPU machine).

    counts = count_sass(text)     # {function name: SassCounts}
    counts["_Z4lud2PKfPf"].lds    # 12

LDS/STS are counted with their width ("32", "64", "128"; U8/S8/U16/S16 as
8/16); LDSM, LDGSTS, ATOMS and other shared opcodes go to `other`.
Instructions guarded by `@!PT` (never executed) are not counted.
"""
from __future__ import annotations

import collections
import dataclasses
import re
from typing import Dict

_FUNC_RE = re.compile(r"^\s*Function\s*:\s*(\S+)")
_INSN_RE = re.compile(r"/\*[0-9a-fA-F]+\*/\s+(@!?U?P[T\d]+\s+)?([A-Z][A-Z0-9_]*)((?:\.[A-Z0-9_]+)*)")
_OTHER_SHARED = {"LDSM", "STSM", "LDGSTS", "ATOMS", "REDS"}
_SUB_WORD = {"U8": 8, "S8": 8, "U16": 16, "S16": 16, "64": 64, "128": 128}


@dataclasses.dataclass
class SassCounts:
    lds: int = 0
    sts: int = 0
    lds_widths: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    sts_widths: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    other: collections.Counter = dataclasses.field(default_factory=collections.Counter)

    def as_dict(self) -> Dict[str, object]:
        def fmt(c):
            return " ".join(f"{k}:{c[k]}" for k in sorted(c, key=lambda k: (int(k) if k.isdigit() else 0, k)))
        return {"sass_lds": self.lds, "sass_sts": self.sts,
                "sass_lds_widths": fmt(self.lds_widths),
                "sass_sts_widths": fmt(self.sts_widths),
                "sass_other_shared": fmt(self.other)}


def _width(mods: str) -> str:
    for m in mods.split(".")[1:]:
        if m in _SUB_WORD:
            return str(_SUB_WORD[m])
    return "32"


def count_sass(text: str) -> Dict[str, SassCounts]:
    out: Dict[str, SassCounts] = {}
    cur = None
    for line in text.splitlines():
        m = _FUNC_RE.match(line)
        if m:
            cur = out.setdefault(m.group(1), SassCounts())
            continue
        if cur is None:
            continue
        m = _INSN_RE.search(line)
        if not m:
            continue
        pred, op, mods = (m.group(1) or "").strip(), m.group(2), m.group(3)
        if pred == "@!PT":
            continue  # never executed (ptxas padding such as "@!PT LDS RZ, [RZ]")
        if op == "LDS":
            cur.lds += 1
            cur.lds_widths[_width(mods)] += 1
        elif op == "STS":
            cur.sts += 1
            cur.sts_widths[_width(mods)] += 1
        elif op in _OTHER_SHARED:
            cur.other[op] += 1
    return out
