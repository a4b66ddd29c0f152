# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Optimization remarks: parse clang's YAML record, group it per kernel.

Why: `-Rpass` prints remarks in pass order, mangled, one function at a time;
a user asks "what did the plugin do to my kernel". clang writes every remark
of a compile to a YAML file with `-fsave-optimization-record=yaml
-foptimization-record-file=F`; smemvec-report --remarks reads it with this
module. Standard library only (no PyYAML on Debian's python3 by default).

Where: tools/smemvec-report (docs/report.md, "What the plugin did").

Algorithm:
  1. parse_yaml: LLVM's remark serializer writes one document per remark
     (`--- !Passed|!Missed|!Analysis...` to `...`), top-level `Key: value`
     lines and an `Args:` list of one-key maps (`- Callee: f`, optionally
     followed by that argument's `DebugLoc: { File: .., Line: .., Column: .. }`);
     a flow map may wrap onto several lines. Scalars are plain, '' quoted
     or "" quoted. That subset is all this parser reads.
  2. group: the inliners' `Inlined`/`AlwaysInline` remarks give edges
     callee -> caller, smemvec-inline's `Specialized` gives clone ->
     original. Every function that is in the final PTX (kernels first) gets
     a Section with its own remarks; a function inlined into it (directly or
     through other inlined functions) is listed under it with the remarks
     emitted in that function before it was inlined (they describe code
     that now lives in the kernel). A clone names its original and callers.
  Names use the IR spelling: NVPTX renames `a.b` to `a_$_b` in codegen, so
  codegen-stage remarks and PTX names are mapped back (ir_name).

Cost: linear in the size of the record; grouping is linear in remarks plus
inline edges (each function's closure is computed once, memoized).

    rs = parse_yaml(open("plugin.opt.yaml").read())
    secs = group(rs, final_functions=["_Z1kPf", ...], kernels={"_Z1kPf"})
"""
from __future__ import annotations

import collections
import dataclasses
import re
from typing import Dict, Iterable, List, Optional, Set, Tuple

# Passes whose remarks the report shows; the inliners' are read for structure.
SMEMVEC_PASS_RE = re.compile(r"^smemvec-")
_INLINE_PASSES = {"inline", "always-inline", "smemvec-inline"}
_INLINED_NAMES = {"Inlined", "AlwaysInline"}
# smemvec-inline names its clones `<f>.smemvec.<spaces>`: `.smemvec.shared`,
# `.smemvec.global`, `.smemvec.shared.global` (the spaces of the retyped
# pointer parameters).
CLONE_INFIX = ".smemvec."


def clone_original(ir: str) -> Optional[str]:
    """The original of a specialized clone's IR name, or None."""
    i = ir.find(CLONE_INFIX)
    return ir[:i] if i > 0 else None


def clone_spaces(ir: str) -> str:
    """"shared", "global" or "shared and global" for a clone's IR name."""
    i = ir.find(CLONE_INFIX)
    return " and ".join(ir[i + len(CLONE_INFIX):].split(".")) if i > 0 else ""
# Passes to record: the plugin's, and the inliners' (what was inlined where).
RECORD_PASSES = r"^(smemvec-.*|inline|always-inline)$"


# A mangled name inside a remark's text (a global, a kernel named in prose).
_MANGLED_RE = re.compile(r"\b_Z[A-Za-z0-9_.$]+")


class RemarkParseError(ValueError):
    pass


@dataclasses.dataclass(frozen=True)
class Loc:
    file: str
    line: int
    column: int

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}"


@dataclasses.dataclass
class Remark:
    kind: str                                  # Passed, Missed, Analysis, Failure, ...
    pass_name: str
    name: str
    function: str                              # IR spelling (ir_name)
    loc: Optional[Loc]
    args: List[Tuple[str, str, Optional[Loc]]]  # (key, value, DebugLoc of the arg)

    def arg(self, key: str) -> Optional[str]:
        for k, v, _ in self.args:
            if k == key:
                return v
        return None

    def arg_loc(self, key: str) -> Optional[Loc]:
        for k, _, loc in self.args:
            if k == key:
                return loc
        return None

    def message(self, names: Optional[Dict[str, str]] = None) -> str:
        """The remark's text; function-valued arguments through `names`
        (mangled -> demangled) when given."""
        names = names or {}
        out = []
        for k, v, _ in self.args:
            if k in ("Callee", "Caller", "Clone", "Function"):
                v = names.get(ir_name(v), v)
            elif names:
                v = _MANGLED_RE.sub(lambda m: names.get(ir_name(m.group(0)), m.group(0)), v)
            out.append(v)
        return "".join(out)

    @property
    def is_smemvec(self) -> bool:
        return bool(SMEMVEC_PASS_RE.match(self.pass_name))


def ir_name(name: str) -> str:
    """The IR name of a function as PTX or codegen remarks spell it."""
    return name.replace("_$_", ".")


# --- 1. parsing -----------------------------------------------------------------

def _scalar(text: str) -> str:
    text = text.strip()
    if text.startswith("'") and text.endswith("'") and len(text) >= 2:
        return text[1:-1].replace("''", "'")
    if text.startswith('"') and text.endswith('"') and len(text) >= 2:
        body = text[1:-1]
        return re.sub(r'\\(["\\/nt])', lambda m: {"n": "\n", "t": "\t"}.get(m.group(1), m.group(1)),
                      body)
    return text


def _split_top(text: str, sep: str) -> List[str]:
    """Split on `sep` outside quotes."""
    parts, cur, quote = [], [], None
    i = 0
    while i < len(text):
        ch = text[i]
        if quote:
            cur.append(ch)
            if ch == quote:
                if quote == "'" and i + 1 < len(text) and text[i + 1] == "'":
                    cur.append("'")
                    i += 1
                else:
                    quote = None
            elif ch == "\\" and quote == '"' and i + 1 < len(text):
                cur.append(text[i + 1])
                i += 1
        elif ch in "'\"":
            quote = ch
            cur.append(ch)
        elif ch == sep:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    parts.append("".join(cur))
    return parts


def _key_value(line: str) -> Tuple[str, str]:
    key, sep, value = line.partition(":")
    if not sep:
        raise RemarkParseError(f"expected 'Key: value', got {line.strip()!r}")
    return key.strip(), value.strip()


def _loc(value: str) -> Optional[Loc]:
    value = value.strip()
    if not (value.startswith("{") and value.endswith("}")):
        raise RemarkParseError(f"expected a DebugLoc map, got {value!r}")
    fields = {}
    for part in _split_top(value[1:-1], ","):
        if part.strip():
            k, v = _key_value(part)
            fields[k] = _scalar(v)
    try:
        return Loc(fields["File"], int(fields.get("Line", 0)), int(fields.get("Column", 0)))
    except (KeyError, ValueError):
        raise RemarkParseError(f"bad DebugLoc {value!r}")


def _count_unquoted_braces(text: str) -> int:
    depth, quote = 0, None
    for ch in text:
        if quote:
            if ch == quote:
                quote = None
        elif ch in "'\"":
            quote = ch
        elif ch == "{":
            depth += 1
        elif ch == "}":
            depth -= 1
    return depth


def _logical_lines(lines: Iterable[str]) -> Iterable[str]:
    """Lines with wrapped flow maps (`{ File: ...,\\n  Line: 3 }`) joined."""
    pending = None
    for line in lines:
        if pending is not None:
            pending += " " + line.strip()
            if _count_unquoted_braces(pending) <= 0:
                yield pending
                pending = None
            continue
        if _count_unquoted_braces(line) > 0:
            pending = line
            continue
        yield line
    if pending is not None:
        raise RemarkParseError("unterminated flow map: " + pending.strip()[:60])


def _parse_document(kind: str, lines: List[str]) -> Remark:
    top: Dict[str, str] = {}
    args: List[Tuple[str, str, Optional[Loc]]] = []
    loc = None
    in_args = False
    for line in _logical_lines(lines):
        if not line.strip():
            continue
        if not line.startswith(" "):
            key, value = _key_value(line)
            in_args = key == "Args"
            if key == "DebugLoc":
                loc = _loc(value)
            elif not in_args:
                top[key] = _scalar(value)
            continue
        if not in_args:
            raise RemarkParseError(f"unexpected indented line {line.strip()!r}")
        stripped = line.strip()
        if stripped.startswith("- "):
            key, value = _key_value(stripped[2:])
            args.append((key, _scalar(value), None))
        elif args:
            key, value = _key_value(stripped)
            if key == "DebugLoc":
                k, v, _ = args[-1]
                args[-1] = (k, v, _loc(value))
            # other per-argument fields are not used
        else:
            raise RemarkParseError(f"argument field before any argument: {stripped!r}")
    for need in ("Pass", "Name", "Function"):
        if need not in top:
            raise RemarkParseError(f"remark without {need}")
    return Remark(kind, top["Pass"], top["Name"], ir_name(top["Function"]), loc, args)


def parse_yaml(text: str) -> List[Remark]:
    """Every remark of an LLVM YAML remark file, in file order."""
    out: List[Remark] = []
    kind = None
    body: List[str] = []
    for n, line in enumerate(text.splitlines(), 1):
        if line.startswith("--- !"):
            if kind is not None:
                raise RemarkParseError(f"line {n}: new remark before '...'")
            kind = line[5:].strip()
            body = []
        elif line.rstrip() == "...":
            if kind is None:
                raise RemarkParseError(f"line {n}: '...' outside a remark")
            try:
                out.append(_parse_document(kind, body))
            except RemarkParseError as e:
                raise RemarkParseError(f"line {n}: {e}") from None
            kind = None
        elif kind is not None:
            body.append(line)
        elif line.strip():
            raise RemarkParseError(f"line {n}: text outside a remark: {line.strip()[:60]!r}")
    if kind is not None:
        raise RemarkParseError("truncated: last remark has no '...'")
    return out


# --- 2. grouping ----------------------------------------------------------------

@dataclasses.dataclass
class Inlined:
    """A function inlined into a section's function (maybe through others)."""
    function: str
    loc: Optional[Loc]           # where it is defined, when the remark says
    via: List[str]               # the chain of callers below the section's function
    remarks: List[Remark]        # smemvec remarks emitted in it before inlining


@dataclasses.dataclass
class Section:
    function: str
    is_kernel: bool
    remarks: List[Remark]                      # smemvec remarks emitted in it
    inlined: List[Inlined]
    clone_of: Optional[str] = None             # a *.smemvec.<spaces> clone's original
    clone_callers: List[str] = dataclasses.field(default_factory=list)
    clones: List[str] = dataclasses.field(default_factory=list)  # its specialized clones


@dataclasses.dataclass
class Grouped:
    sections: List[Section]                    # final functions: kernels first
    gone: List[Section]                        # remarks of functions not in the PTX
    inlined_into: Dict[str, List[str]]         # function -> final functions it lives in
    clones_of: Dict[str, List[str]] = dataclasses.field(default_factory=dict)  # original -> clones


def _inline_edges(remarks: List[Remark]):
    """callee -> [(caller, callee's definition loc)], in file order, deduplicated."""
    edges: Dict[str, List[Tuple[str, Optional[Loc]]]] = collections.defaultdict(list)
    seen = set()
    for r in remarks:
        if r.kind != "Passed" or r.pass_name not in _INLINE_PASSES or r.name not in _INLINED_NAMES:
            continue
        callee, caller = r.arg("Callee"), r.arg("Caller") or r.function
        if not callee:
            continue
        callee, caller = ir_name(callee), ir_name(caller)
        if (callee, caller) in seen or callee == caller:
            continue
        seen.add((callee, caller))
        edges[callee].append((caller, r.arg_loc("Callee")))
    return edges


def group(remarks: List[Remark], final_functions: List[str], kernels: Set[str],
          keep_callee=lambda name, loc: True) -> Grouped:
    """Sections for `final_functions` (IR names, the functions of the PTX).

    `keep_callee(name, loc)` decides which inlined callees are listed (the
    report hides CUDA's and clang's header functions); their remarks are
    listed whatever it says."""
    final = [ir_name(f) for f in final_functions]
    final_set = set(final)
    edges = _inline_edges(remarks)
    own: Dict[str, List[Remark]] = collections.defaultdict(list)
    for r in remarks:
        if r.is_smemvec:
            own[r.function].append(r)
    clone_of: Dict[str, str] = {}
    clone_callers: Dict[str, List[str]] = collections.defaultdict(list)
    for r in remarks:
        if r.pass_name == "smemvec-inline" and r.name == "Specialized" and r.arg("Clone"):
            clone, orig = ir_name(r.arg("Clone")), ir_name(r.arg("Callee") or "")
            clone_of[clone] = orig
            caller = ir_name(r.arg("Caller") or r.function)
            if caller not in clone_callers[clone]:
                clone_callers[clone].append(caller)

    # Final homes of each function: itself when in the PTX, plus its callers'
    # homes (memoized; the inline graph is acyclic, a cycle is cut).
    homes: Dict[str, List[Tuple[str, List[str]]]] = {}
    visiting: Set[str] = set()

    def homes_of(f: str) -> List[Tuple[str, List[str]]]:
        if f in homes:
            return homes[f]
        if f in visiting:
            return []
        visiting.add(f)
        out: List[Tuple[str, List[str]]] = []
        seen: Set[str] = set()
        for caller, _ in edges.get(f, []):
            if caller in final_set and caller not in seen:
                out.append((caller, []))
                seen.add(caller)
            for home, via in homes_of(caller):
                if home not in seen:
                    out.append((home, via + [caller] if caller not in final_set else via))
                    seen.add(home)
        visiting.discard(f)
        homes[f] = out
        return out

    def_loc: Dict[str, Optional[Loc]] = {}
    for callee, lst in edges.items():
        def_loc[callee] = next((loc for _, loc in lst if loc), None)

    inlined_lists: Dict[str, List[Inlined]] = collections.defaultdict(list)
    inlined_into: Dict[str, List[str]] = {}
    for callee in edges:
        hs = homes_of(callee)
        inlined_into[callee] = [h for h, _ in hs]
        if not (own.get(callee) or keep_callee(callee, def_loc.get(callee))):
            continue
        for home, via in hs:
            inlined_lists[home].append(Inlined(callee, def_loc.get(callee), via,
                                               own.get(callee, [])))
    clones_by_orig: Dict[str, List[str]] = collections.defaultdict(list)
    for clone, orig in clone_of.items():
        clones_by_orig[orig].append(clone)

    def section(f: str) -> Section:
        return Section(f, f in kernels, own.get(f, []), inlined_lists.get(f, []),
                       clone_of.get(f), clone_callers.get(f, []), clones_by_orig.get(f, []))

    ordered = [f for f in final if f in kernels] + [f for f in final if f not in kernels]
    sections = [section(f) for f in ordered]
    gone = [section(f) for f in own if f not in final_set and not inlined_into.get(f)]
    return Grouped(sections, gone, inlined_into, dict(clones_by_orig))


def collapse(remarks: List[Remark]) -> List[Tuple[Remark, int]]:
    """Identical remarks (same pass, name, place, text: an unrolled loop's
    copies) once, with their count, in first-seen order."""
    counts: Dict[tuple, List] = {}
    for r in remarks:
        key = (r.kind, r.pass_name, r.name, r.loc, r.function, tuple((k, v) for k, v, _ in r.args))
        if key in counts:
            counts[key][1] += 1
        else:
            counts[key] = [r, 1]
    return [(r, n) for r, n in counts.values()]


def names_in(remarks: List[Remark]) -> List[str]:
    """Every function name the remarks mention (for one demangler call)."""
    out: Dict[str, None] = {}
    for r in remarks:
        out[r.function] = None
        for k, v, _ in r.args:
            if k in ("Callee", "Caller", "Clone", "Function"):
                out[ir_name(v)] = None
            else:
                for m in _MANGLED_RE.finditer(v):
                    out[ir_name(m.group(0))] = None
    return list(out)
