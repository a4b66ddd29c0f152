# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Parse PTX: functions, shared-memory loads/stores by width, per-function diff.

Standard library only (imported on the GPU machine next to CuPy).

    fns = split_functions(ptx_text)           # [Function], entries and .funcs
    c = count_shared(fns[0])                  # SharedCounts
    c.ld_total, c.ld_widths()  -> 20, {"b32": 20}

A shared access is `ld`/`st` whose state space is `.shared` (also
`.shared::cta`, `.shared::cluster`), with any qualifiers (`.volatile`,
`.relaxed.cta`, ...) and an optional guard predicate. Its width key is
"b<bits>" for a scalar and "v<N>.b<bits>" for a vector, element size in bits
regardless of the type letter (clang prints .b32 where nvcc prints .f32).
Other instructions touching shared memory (atom/red/ldmatrix/cp.async/...)
are counted per opcode in `other`.

    f = code_features(functions_by_name(ptx_text), "kernel")   # CodeFeatures
    f.calls, f.generic_ld, f.nounroll, f.lg2_approx -> what clang left that
    issue 20 names (calls, generic accesses, pragmas, approx intrinsics),
    summed over the kernel and every .func it calls.
"""
from __future__ import annotations

import collections
import dataclasses
import difflib
import re
from typing import Dict, Iterable, List, Optional

_HEADER_RE = re.compile(
    r"^\s*(?:\.(?:visible|weak|extern)\s+)*\.(entry|func)\s+"
    r"(?:\([^)]*\)\s*)?([A-Za-z_$%.][\w$.]*)")
_PRED_RE = re.compile(r"^@!?%?\w+\s+")
_TYPE_RE = re.compile(r"^(?:[bfsu]|bf|e4m3|e5m2)(\d+)(x(\d+))?$")
_SHARED_SPACES = ("shared", "shared::cta", "shared::cluster")


@dataclasses.dataclass
class Function:
    """One PTX function: `.entry` (a kernel) or `.func` (a device function)."""
    name: str
    kind: str                 # "entry" or "func"
    lines: List[str]          # body lines, from the opening "{" to the "}"
    first_line: int           # 1-based line number of the header in the file

    @property
    def is_kernel(self) -> bool:
        return self.kind == "entry"


@dataclasses.dataclass(frozen=True)
class SharedAccess:
    op: str          # "ld" or "st"
    vec: int         # 1, 2, 4 or 8
    elem_bits: int   # element size in bits
    text: str        # the instruction, comment stripped

    @property
    def width_key(self) -> str:
        return (f"v{self.vec}." if self.vec > 1 else "") + f"b{self.elem_bits}"

    @property
    def bytes(self) -> int:
        return self.vec * self.elem_bits // 8


@dataclasses.dataclass
class SharedCounts:
    ld: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    st: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    other: collections.Counter = dataclasses.field(default_factory=collections.Counter)
    ld_bytes: int = 0
    st_bytes: int = 0

    @property
    def ld_total(self) -> int:
        return sum(self.ld.values())

    @property
    def st_total(self) -> int:
        return sum(self.st.values())

    @property
    def ld_vector(self) -> int:
        return sum(n for k, n in self.ld.items() if k.startswith("v"))

    @property
    def st_vector(self) -> int:
        return sum(n for k, n in self.st.items() if k.startswith("v"))

    def add(self, acc: SharedAccess) -> None:
        if acc.op == "ld":
            self.ld[acc.width_key] += 1
            self.ld_bytes += acc.bytes
        else:
            self.st[acc.width_key] += 1
            self.st_bytes += acc.bytes

    def as_dict(self) -> Dict[str, object]:
        return {
            "ld_shared": self.ld_total, "st_shared": self.st_total,
            "ld_vector": self.ld_vector, "st_vector": self.st_vector,
            "ld_bytes": self.ld_bytes, "st_bytes": self.st_bytes,
            "ld_widths": format_widths(self.ld),
            "st_widths": format_widths(self.st),
            "other_shared": format_widths(self.other),
        }


def _width_order(key: str):
    vec = int(key[1:key.index(".")]) if key.startswith("v") else 1
    bits = int(re.sub(r"\D", "", key.split(".")[-1]) or 0)
    return (vec * bits, vec, key)


def format_widths(counter: collections.Counter) -> str:
    """"b32:5 v2.b32:2 v4.b32:3": narrowest first; "" when empty."""
    return " ".join(f"{k}:{counter[k]}"
                    for k in sorted(counter, key=_width_order) if counter[k])


def strip_comment(line: str) -> str:
    return line.split("//", 1)[0].strip()


def split_functions(text: str) -> List[Function]:
    """Functions with a body, in file order; prototypes (ending in ';') skipped."""
    lines = text.splitlines()
    out: List[Function] = []
    i = 0
    while i < len(lines):
        m = _HEADER_RE.match(strip_comment(lines[i]))
        if not m:
            i += 1
            continue
        kind, name = m.group(1), m.group(2)
        header_at = i
        # Skip the parameter list up to "{" (a definition) or ";" (a prototype).
        parens = 0
        body_start = None
        j = i
        while j < len(lines):
            code = strip_comment(lines[j])
            for ch in code:
                if ch == "(":
                    parens += 1
                elif ch == ")":
                    parens -= 1
            if parens <= 0 and "{" in code:
                body_start = j
                break
            if parens <= 0 and code.endswith(";"):
                break
            j += 1
        if body_start is None:
            i = j + 1
            continue
        depth = 0
        k = body_start
        while k < len(lines):
            code = strip_comment(lines[k])
            depth += code.count("{") - code.count("}")
            if depth <= 0 and k >= body_start and "}" in code:
                break
            k += 1
        out.append(Function(name, kind, lines[body_start:k + 1], header_at + 1))
        i = k + 1
    return out


def parse_shared_access(line: str) -> Optional[SharedAccess]:
    """The shared ld/st on this line, or None."""
    code = _PRED_RE.sub("", strip_comment(line))
    if not code:
        return None
    opcode = code.split(None, 1)[0]
    parts = opcode.split(".")
    if parts[0] not in ("ld", "st") or not any(p in _SHARED_SPACES for p in parts):
        return None
    vec = 1
    bits = None
    for p in parts[1:]:
        if p in ("v2", "v4", "v8"):
            vec = int(p[1:])
        m = _TYPE_RE.match(p)
        if m:
            bits = int(m.group(1)) * (int(m.group(3)) if m.group(2) else 1)
    if bits is None:
        return None
    return SharedAccess(parts[0], vec, bits, code)


def _other_shared_opcode(line: str) -> Optional[str]:
    code = _PRED_RE.sub("", strip_comment(line))
    if not code or code.startswith("."):
        return None
    opcode = code.split(None, 1)[0]
    parts = opcode.split(".")
    if parts[0] in ("ld", "st"):
        return None
    if any(p.startswith("shared") for p in parts[1:]):
        return parts[0]
    return None


def count_shared(fn: Function) -> SharedCounts:
    counts = SharedCounts()
    for line in fn.lines:
        acc = parse_shared_access(line)
        if acc is not None:
            counts.add(acc)
            continue
        other = _other_shared_opcode(line)
        if other:
            counts.other[other] += 1
    return counts


def count_file(text: str, kernels_only: bool = False) -> Dict[str, SharedCounts]:
    """Name -> counts for every function of a PTX file (kernels first)."""
    fns = split_functions(text)
    fns.sort(key=lambda f: (not f.is_kernel, f.first_line))
    return {f.name: count_shared(f) for f in fns
            if f.is_kernel or not kernels_only}


def shared_lines(fn: Function) -> List[str]:
    """The function's shared-memory instructions, comments stripped."""
    out = []
    for line in fn.lines:
        if parse_shared_access(line) or _other_shared_opcode(line):
            out.append(strip_comment(line))
    return out


def diff_functions(a: Optional[Function], b: Optional[Function],
                   label_a: str, label_b: str, context: int = 0,
                   shared_only: bool = False) -> List[str]:
    """Unified diff of two versions of one function (virtual registers kept)."""
    def body(fn):
        if fn is None:
            return []
        src = shared_lines(fn) if shared_only else [strip_comment(l) for l in fn.lines]
        return [l for l in src if l]
    return list(difflib.unified_diff(body(a), body(b), label_a, label_b,
                                     n=context, lineterm=""))


def functions_by_name(text: str) -> Dict[str, Function]:
    return {f.name: f for f in split_functions(text)}


def total(counts: Iterable[SharedCounts]) -> SharedCounts:
    t = SharedCounts()
    for c in counts:
        t.ld.update(c.ld)
        t.st.update(c.st)
        t.other.update(c.other)
        t.ld_bytes += c.ld_bytes
        t.st_bytes += c.st_bytes
    return t


# --- code features (issue 20: what the unroll/inline rules leave) -------------

_STATE_SPACES = {"global", "shared", "shared::cta", "shared::cluster", "local", "param",
                 "const", "tex"}
_CALL_RE = re.compile(r"^call(?:\.uni)?\s+(?:\([^)]*\)\s*,\s*)?([A-Za-z_$][\w$]*)")
_DEPOT_RE = re.compile(r"^\.local\s+.*__local_depot\w*\s*\[(\d+)\]")


@dataclasses.dataclass
class CodeFeatures:
    """Counts over a kernel and the .funcs it reaches through calls."""
    functions: List[str] = dataclasses.field(default_factory=list)  # root first
    calls: int = 0            # call instructions
    generic_ld: int = 0       # ld without a state space (address space lost)
    generic_st: int = 0
    local_bytes: int = 0      # __local_depot sizes (stack frame: private arrays in memory)
    local_access: int = 0     # ld.local / st.local
    nounroll: int = 0         # .pragma "nounroll" (ptxas will not unroll that loop)
    lg2_approx: int = 0       # lg2.approx.* left at run time
    ex2_approx: int = 0
    instructions: int = 0     # PTX instructions (a code-size measure)

    def as_dict(self) -> Dict[str, object]:
        d = dataclasses.asdict(self)
        d["functions"] = " ".join(self.functions)
        return d


def _add_line_features(code: str, f: CodeFeatures) -> Optional[str]:
    """Counts one instruction (comment and guard stripped); returns a callee."""
    m = _DEPOT_RE.match(code)
    if m:
        f.local_bytes += int(m.group(1))
        return None
    if code.startswith(".pragma"):
        f.nounroll += '"nounroll"' in code
        return None
    if not code or code.startswith((".", "{", "}", "//")) or code.endswith(":"):
        return None
    f.instructions += 1
    opcode = code.split(None, 1)[0]
    parts = opcode.split(".")
    if parts[0] in ("ld", "st"):
        spaces = [p for p in parts[1:] if p in _STATE_SPACES]
        if not spaces:
            if parts[0] == "ld":
                f.generic_ld += 1
            else:
                f.generic_st += 1
        elif "local" in spaces:
            f.local_access += 1
    elif parts[0] == "lg2" and "approx" in parts:
        f.lg2_approx += 1
    elif parts[0] == "ex2" and "approx" in parts:
        f.ex2_approx += 1
    elif parts[0] == "call":
        f.calls += 1
        m = _CALL_RE.match(code)
        return m.group(1) if m else None
    return None


def code_features(fns: Dict[str, Function], root: str) -> CodeFeatures:
    """Features of `root` plus every function with a body it calls (each once)."""
    f = CodeFeatures()
    todo, seen = [root], set()
    while todo:
        name = todo.pop(0)
        if name in seen or name not in fns:
            continue
        seen.add(name)
        f.functions.append(name)
        for line in fns[name].lines:
            callee = _add_line_features(_PRED_RE.sub("", strip_comment(line)), f)
            if callee and callee not in seen:
                todo.append(callee)
    return f
