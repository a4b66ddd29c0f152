# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Parse what ptxas gives per function: `ptxas -v` resource usage, and the
size of each function's SASS in the cubin.

Standard library only (runs on the GPU machine; no cuobjdump needed).

    parse_ptxas_v(stderr_text) -> {name: {"registers": 25, "stack": 0,
        "spill_stores": 0, "spill_loads": 0, "smem": 212, "barriers": 1}}
    cubin_instructions(cubin_bytes) -> {name: 143}   # SASS instructions
"""
from __future__ import annotations

import re
import struct
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


SASS_INSTRUCTION_BYTES = 16  # one instruction on sm_70 and later


def cubin_instructions(data: bytes) -> Dict[str, int]:
    """SASS instructions per function of a cubin: the size of its
    `.text.<name>` section over 16 bytes (padding included, as ptxas lays
    it out). {} for bytes that are not a 64-bit little-endian ELF (a test's
    fake ptxas writes an empty file) or whose section table is cut short."""
    if len(data) < 64 or data[:4] != b"\x7fELF" or data[4:6] != b"\x02\x01":
        return {}
    try:
        (shoff,) = struct.unpack_from("<Q", data, 0x28)
        shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)

        def section(i):  # (name offset, file offset, size)
            name, _, _, _, offset, size = struct.unpack_from(
                "<IIQQQQ", data, shoff + i * shentsize)
            return name, offset, size

        _, strtab, _ = section(shstrndx)
        out = {}
        for i in range(shnum):
            name, _, size = section(i)
            start = strtab + name
            title = data[start:data.index(b"\0", start)].decode("ascii", "replace")
            if title.startswith(".text."):
                out[title[len(".text."):]] = size // SASS_INSTRUCTION_BYTES
        return out
    except (struct.error, ValueError):
        return {}
