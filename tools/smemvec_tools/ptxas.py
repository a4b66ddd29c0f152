# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Parse `ptxas -v` resource usage per function.

Standard library only (runs on the GPU machine).

    parse_ptxas_v(stderr_text) -> {name: {"registers": 25, "stack": 0,
        "spill_stores": 0, "spill_loads": 0, "smem": 212, "barriers": 1}}
"""
from __future__ import annotations

import re
from typing import Dict

_FUNC_RE = re.compile(r"Function properties for (\S+)")
_COMPILE_RE = re.compile(r"Compiling entry function '([^']+)'")
_FRAME_RE = re.compile(r"(\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads")
_USED_RE = re.compile(r"Used (\d+) registers")
_SMEM_RE = re.compile(r"(\d+) bytes smem")
_BAR_RE = re.compile(r"used (\d+) barriers")


def parse_ptxas_v(text: str) -> Dict[str, Dict[str, int]]:
    out: Dict[str, Dict[str, int]] = {}
    cur = None
    for line in text.splitlines():
        m = _COMPILE_RE.search(line) or _FUNC_RE.search(line)
        if m:
            cur = out.setdefault(m.group(1), {})
            continue
        if cur is None:
            continue
        m = _FRAME_RE.search(line)
        if m:
            cur["stack"], cur["spill_stores"], cur["spill_loads"] = map(int, m.groups())
        m = _USED_RE.search(line)
        if m:
            cur["registers"] = int(m.group(1))
            m2 = _SMEM_RE.search(line)
            cur["smem"] = int(m2.group(1)) if m2 else 0
            m3 = _BAR_RE.search(line)
            cur["barriers"] = int(m3.group(1)) if m3 else 0
    return out
