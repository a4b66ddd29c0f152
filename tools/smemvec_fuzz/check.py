# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""IR-level checker: compares a module before and after smemvec's passes.

    check.py [--relaxed] BEFORE.ll AFTER.ll   exit 0: clean; 1: violations

--relaxed applies LLVM's memory model instead of smemvec's stricter rule:
volatile and monotonic atomic accesses then do not split epochs (upstream's
LoadStoreVectorizer moves plain loads across them, which LLVM allows).

It understands the textual IR that the generator (gen.py) and the
vectorizers produce: loads/stores (plain, volatile, atomic), atomicrmw,
cmpxchg, fence, calls (barriers, membar, llvm.masked.load/store), GEPs (also
as constant expressions), addrspacecast/bitcast, phi/select and integer
arithmetic. Every address is decomposed into

    base object + sum(coef * opaque term) + constant

and each opaque term gets an interval (tid ranges, and-masks, ...).

Rules checked, per function:
  R1 bounds     every shared access in AFTER that is new (not in BEFORE with
                the same type and address) lies inside its object: static
                size from the global's type, extern size from
                !smemvec.fuzz.dynsize (only offset >= 0 without it);
                masked lanes do not count.
  R2 alignment  an access whose `align` is new or larger must have that
                alignment provable from the object's alignment and the
                address (constant, coefficient and known trailing zeros).
  R3 hard order per block, the sequence of barriers, fences, calls, atomics
                and volatile accesses is unchanged (kind, type, address).
  R4 epochs     every original access's bytes are covered, in the same
                block and the same epoch (stretch between two R3 events), by
                an access of the same kind in AFTER; every byte an AFTER
                store writes was written by an original store of that epoch.
  R5 aliasing   inside an epoch, each original load sees the same number of
                earlier writes to each of its bytes (same address terms), and
                the same number of earlier possibly-aliasing store bytes
                (different terms, same base), i.e. no load moved across an
                aliasing store and no store moved across an aliasing load.
  R6 values     each byte an AFTER store writes comes from the same value
                byte (traced through insertelement/shufflevector/bitcast/
                extractelement) as the original store of that byte, or from
                the same memory byte when the value was loaded.
"""
import re
import sys
from collections import defaultdict

SCALAR_SIZE = {"i1": 1, "i8": 1, "i16": 2, "i32": 4, "i64": 8, "i128": 16,
               "half": 2, "bfloat": 2, "float": 4, "double": 8, "ptr": 8}
TOP = (-(1 << 62), 1 << 62)


# ---------------------------------------------------------------- parsing
def split_top(s, sep=","):
    """Split s at top-level separators (outside (), [], <>, {}, quotes)."""
    out, depth, cur, q = [], 0, [], False
    for ch in s:
        if ch == '"':
            q = not q
        if not q:
            if ch in "([<{":
                depth += 1
            elif ch in ")]>}":
                depth -= 1
            elif ch == sep and depth == 0:
                out.append("".join(cur).strip())
                cur = []
                continue
        cur.append(ch)
    if "".join(cur).strip():
        out.append("".join(cur).strip())
    return out


def read_type(s):
    """Parse a type at the start of s; returns (type, rest)."""
    s = s.lstrip()
    if s and s[0] in "<[{":
        close = {"<": ">", "[": "]", "{": "}"}[s[0]]
        depth = 0
        for i, ch in enumerate(s):
            if ch in "<[{(":
                depth += 1
            elif ch in ">]})":
                depth -= 1
                if depth == 0:
                    return s[:i + 1], s[i + 1:].lstrip()
    m = re.match(r"(ptr(?: addrspace\(\d+\))?|i\d+|half|bfloat|float|double|void|label|token|metadata)", s)
    if not m:
        raise ValueError("cannot parse type: " + s[:60])
    return m.group(1), s[m.end():].lstrip()


def type_size(t):
    t = t.strip()
    if t.startswith("ptr"):
        return 8
    if t in SCALAR_SIZE:
        return SCALAR_SIZE[t]
    m = re.match(r"^[<\[]\s*(\d+)\s+x\s+(.*)[>\]]$", t)
    if m:
        return int(m.group(1)) * type_size(m.group(2))
    raise ValueError("type size: " + t)


def vec_info(t):
    """(lanes, element type) of a vector type, None for scalars."""
    m = re.match(r"^<\s*(\d+)\s+x\s+(.*)>$", t.strip())
    return (int(m.group(1)), m.group(2).strip()) if m else None


PARAM_ATTRS = re.compile(r"^(noundef|nonnull|readonly|writeonly|immarg|nocapture|"
                         r"captures\([^)]*\)|align \d+|dereferenceable\(\d+\)|"
                         r"range\([^)]*\)|noalias|signext|zeroext)\s+")


def typed_operand(s):
    """'TYPE [attrs] VALUE' -> (type, value text)."""
    t, rest = read_type(s)
    while True:
        m = PARAM_ATTRS.match(rest)
        if not m:
            break
        rest = rest[m.end():]
    return t, rest.strip()


class Inst:
    __slots__ = ("name", "op", "text", "block", "idx", "args", "ty", "extra")

    def __init__(self, name, op, text, block, idx):
        self.name, self.op, self.text, self.block, self.idx = name, op, text, block, idx
        self.args, self.ty, self.extra = [], None, {}


class Function:
    def __init__(self, name):
        self.name = name
        self.blocks = []            # [(label, [Inst])]
        self.defs = {}


class Module:
    def __init__(self, text):
        self.globals = {}           # name -> dict(size, align, extern)
        self.functions = {}
        self.md = {}
        self.dynsize = {}
        self.parse(text)

    def parse(self, text):
        lines = text.split("\n")
        if lines and lines[0].startswith("--- |"):
            # llc -stop-before/-stop-after: the IR is the MIR file's YAML
            # block scalar, indented by two spaces, up to '...'
            body = []
            for ln in lines[1:]:
                if ln.startswith("...") or ln.startswith("---"):
                    break
                body.append(ln[2:] if ln.startswith("  ") else ln)
            lines = body
        fn = None
        blk = None
        for raw in lines:
            line = raw.split(";", 1)[0].rstrip() if not raw.lstrip().startswith(";") else ""
            # a ';' inside a string would break this; the IR here has none
            if not line.strip():
                continue
            if fn is None:
                if line.startswith("define "):
                    m = re.search(r"@([\w.$]+)\(", line)
                    fn = Function(m.group(1))
                    blk = None
                    # arguments are bases of their own
                    for a in re.findall(r"(%[\w.]+)[,)]", line[line.index("("):]):
                        fn.defs[a] = None
                    continue
                m = re.match(r"^@([\w.$]+) = (.*)$", line)
                if m and "global" in m.group(2).split("addrspace")[0] + m.group(2):
                    self.parse_global(m.group(1), m.group(2))
                    continue
                m = re.match(r"^!(\d+) = (?:distinct )?!\{(.*)\}$", line)
                if m:
                    self.md[m.group(1)] = m.group(2)
                    continue
                m = re.match(r"^!smemvec\.fuzz\.dynsize = !\{(.*)\}$", line)
                if m:
                    self.dyn_refs = re.findall(r"!(\d+)", m.group(1))
                continue
            if line.startswith("}"):
                self.functions[fn.name] = fn
                fn = None
                continue
            m = re.match(r"^([\w.$-]+):", line)
            if m and not line.startswith(" "):
                blk = (m.group(1), [])
                fn.blocks.append(blk)
                continue
            if blk is None:
                blk = ("entry", [])
                fn.blocks.append(blk)
            self.parse_inst(fn, blk, line.strip())
        for ref in getattr(self, "dyn_refs", []):
            m = re.match(r"ptr addrspace\(3\) @([\w.$]+), i64 (\d+)", self.md.get(ref, ""))
            if m:
                self.dynsize[m.group(1)] = int(m.group(2))

    def parse_global(self, name, rest):
        m = re.search(r"addrspace\((\d+)\)", rest)
        if not m or m.group(1) != "3":
            return
        extern = rest.startswith("external ") or " external " in " " + rest.split("global")[0]
        body = rest.split("global", 1)[1].strip()
        ty, _ = read_type(body)
        am = re.search(r"align (\d+)", rest)
        align = int(am.group(1)) if am else 1
        size = type_size(ty)
        self.globals[name] = {"size": size, "align": align,
                              "extern": extern or size == 0}

    def parse_inst(self, fn, blk, s):
        name = None
        m = re.match(r"^(%[\w.$-]+) = (.*)$", s)
        if m:
            name, s = m.group(1), m.group(2)
        op = s.split(" ", 1)[0]
        inst = Inst(name, op, s, blk[0], len(blk[1]))
        body = s[len(op):].strip()
        try:
            self.decode(inst, op, body)
        except ValueError as e:
            inst.op = "unknown"
            inst.extra["err"] = str(e)
        blk[1].append(inst)
        if name:
            fn.defs[name] = inst

    @staticmethod
    def strip_access_qualifiers(I, body):
        """Records and strips the `atomic` / `volatile` prefixes of a load or
        store body (in the order LLVM prints them)."""
        for word in ("atomic", "volatile"):
            if body.startswith(word + " "):
                I.extra[word] = True
                body = body[len(word) + 1:]
        return body

    def decode(self, I, op, body):
        I.extra["volatile"] = False
        I.extra["atomic"] = False
        if op == "load":
            body = self.strip_access_qualifiers(I, body)
            parts = split_top(body)
            I.ty = parts[0].strip()
            pt, pv = typed_operand(parts[1])
            pv = strip_ordering(pv)
            I.args = [pv]
            I.extra["align"] = align_of(parts)
            I.extra["ptrty"] = pt
        elif op == "store":
            body = self.strip_access_qualifiers(I, body)
            parts = split_top(body)
            vt, vv = typed_operand(parts[0])
            pt, pv = typed_operand(parts[1])
            I.ty = vt
            I.args = [strip_ordering(pv), vv]
            I.extra["align"] = align_of(parts)
            I.extra["ptrty"] = pt
        elif op in ("atomicrmw", "cmpxchg"):
            b = re.sub(r"^(volatile |weak )+", "", body)
            if op == "atomicrmw":
                b = b.split(" ", 1)[1]
            parts = split_top(b)
            pt, pv = typed_operand(parts[0])
            vt, vv = typed_operand(parts[1])
            I.ty = vt
            I.args = [pv]
            I.extra["align"] = align_of(parts)
        elif op == "getelementptr":
            b = re.sub(r"^((inbounds|nuw|nusw|inrange\([^)]*\))\s+)+", "", body)
            parts = split_top(b)
            I.ty = parts[0]
            I.args = [typed_operand(p) for p in parts[1:]]
        elif op in ("addrspacecast", "bitcast", "zext", "sext", "trunc",
                    "ptrtoint", "inttoptr"):
            b = re.sub(r"^nneg ", "", body)
            src, dst = b.rsplit(" to ", 1)
            st, sv = typed_operand(src)
            I.ty = dst.strip()
            I.args = [(st, sv)]
        elif op in ("add", "sub", "mul", "shl", "and", "or", "xor", "lshr",
                    "ashr", "udiv", "urem", "sdiv", "srem"):
            b = re.sub(r"^((nuw|nsw|disjoint|exact)\s+)+", "", body)
            t, rest = read_type(b)
            a, c = split_top(rest)
            I.ty = t
            I.args = [a, c]
            I.extra["disjoint"] = "disjoint" in body.split(t)[0]
        elif op == "select":
            parts = split_top(body)
            I.args = [typed_operand(p) for p in parts]
            I.ty = I.args[1][0]
        elif op == "phi":
            t, rest = read_type(body)
            I.ty = t
            I.args = [(m.group(1).strip(), m.group(2)) for m in
                      re.finditer(r"\[\s*([^,\]]+?)\s*,\s*%([\w.$-]+)\s*\]", rest)]
        elif op in ("call", "tail", "notail", "musttail"):
            I.op = "call"
            m = re.search(r"@([\w.$]+)\((.*)\)", body)
            I.extra["callee"] = m.group(1) if m else "?"
            I.args = [typed_operand(a) for a in split_top(m.group(2))] if m and m.group(2).strip() else []
            rm = re.search(r"range\((i\d+) (-?\d+), (-?\d+)\)", body.split("@")[0])
            if rm:
                I.extra["range"] = (int(rm.group(2)), int(rm.group(3)) - 1)
        elif op == "extractelement":
            parts = split_top(body)
            I.args = [typed_operand(p) for p in parts]
            I.ty = vec_info(I.args[0][0])[1]
        elif op == "insertelement":
            parts = split_top(body)
            I.args = [typed_operand(p) for p in parts]
            I.ty = I.args[0][0]
        elif op == "shufflevector":
            parts = split_top(body)
            I.args = [typed_operand(p) for p in parts]
            I.ty = I.args[0][0]
        elif op == "fence":
            pass


def strip_ordering(v):
    return re.split(r"\s+(syncscope|monotonic|acquire|release|acq_rel|seq_cst|unordered)", v)[0].strip()


def align_of(parts):
    for p in parts[1:]:
        m = re.match(r"^align (\d+)$", p.strip())
        if m:
            return int(m.group(1))
    return 1


# ------------------------------------------------------------- evaluation
class Lin:
    """const + sum(coef * term) over opaque terms (names or expr text)."""
    __slots__ = ("c", "t")

    def __init__(self, c=0, t=None):
        self.c, self.t = c, dict(t or {})

    def add(self, o, k=1):
        r = Lin(self.c + k * o.c, self.t)
        for n, v in o.t.items():
            r.t[n] = r.t.get(n, 0) + k * v
            if r.t[n] == 0:
                del r.t[n]
        return r

    def scale(self, k):
        return Lin(self.c * k, {n: v * k for n, v in self.t.items() if v * k})

    def key(self):
        return tuple(sorted(self.t.items()))


class Evaluator:
    def __init__(self, mod, fn):
        self.m, self.f = mod, fn
        self.int_cache, self.ptr_cache, self.iv_cache = {}, {}, {}
        self.rep, self.canon_cache = {}, {}

    PURE = ("and", "or", "xor", "lshr", "ashr", "urem", "udiv", "sdiv",
            "srem", "add", "sub", "mul", "shl", "zext", "sext", "trunc",
            "bitcast")

    def canon(self, v, depth=0):
        """A name for the *value* of v that survives vectorization: pure
        arithmetic is spelled out, and a value loaded from a kernel argument
        (read-only global input) is named by its address, whether it comes
        from a scalar load or a lane of a vector load."""
        v = v.strip()
        c = self.const_int(v)
        if c is not None:
            return str(c)
        if v in self.canon_cache:
            return self.canon_cache[v]
        self.canon_cache[v] = v
        I = self.f.defs.get(v)
        r = v
        if I is not None and depth < 30:
            if I.op in self.PURE and I.op in ("zext", "sext", "trunc", "bitcast"):
                r = f"{I.op}({self.canon(I.args[0][1], depth + 1)})"
                if I.op == "bitcast":
                    r = self.canon(I.args[0][1], depth + 1)
            elif I.op in self.PURE:
                r = f"{I.op}({self.canon(I.args[0], depth + 1)},{self.canon(I.args[1], depth + 1)})"
            elif I.op == "call" and I.extra["callee"].startswith("llvm.nvvm.read.ptx.sreg."):
                r = I.extra["callee"]
            else:
                m = self.arg_mem(v, 0, depth)
                if m:
                    r = m
        self.canon_cache[v] = r
        return r

    def arg_mem(self, v, lane_off, depth):
        """'mem(...)' when v is (a lane of) a plain load from an argument."""
        I = self.f.defs.get(v)
        if I is None or depth > 30:
            return None
        if I.op == "extractelement":
            idx = self.const_int(I.args[1][1])
            vi = vec_info(I.args[0][0])
            if idx is None or not vi:
                return None
            return self.arg_mem(I.args[0][1], lane_off + idx * type_size(vi[1]), depth + 1) \
                and self.arg_mem(I.args[0][1], lane_off + idx * type_size(vi[1]), depth + 1)[:-1] + f",{type_size(vi[1])})"
        if I.op == "load" and not I.extra["volatile"] and not I.extra["atomic"]:
            ps = self.ptr(I.args[0])
            if len(ps) == 1 and ps[0][0] and ps[0][0].startswith("arg:"):
                b, l = ps[0]
                return f"mem({b},{l.key()},{l.c + lane_off},{type_size(I.ty)})"
        return None

    def const_int(self, v):
        v = v.strip()
        if re.fullmatch(r"-?\d+", v):
            return int(v)
        if v in ("true",):
            return 1
        if v in ("false", "zeroinitializer", "null"):
            return 0
        return None

    # integers -> Lin
    def lin(self, v):
        v = v.strip()
        c = self.const_int(v)
        if c is not None:
            return Lin(c)
        if v in self.int_cache:
            return self.int_cache[v]
        cv = self.canon(v)
        self.rep.setdefault(cv, v)
        self.int_cache[v] = Lin(0, {cv: 1})    # cycle guard
        I = self.f.defs.get(v)
        r = Lin(0, {cv: 1})
        if I is not None:
            if I.op in ("zext", "sext", "trunc") and I.args[0][0] != "i1":
                r = self.lin(I.args[0][1])
            elif I.op in ("add", "sub"):
                a, b = self.lin(I.args[0]), self.lin(I.args[1])
                r = a.add(b, 1 if I.op == "add" else -1)
            elif I.op == "or" and I.extra.get("disjoint"):
                r = self.lin(I.args[0]).add(self.lin(I.args[1]))
            elif I.op == "mul":
                a, b = self.lin(I.args[0]), self.lin(I.args[1])
                if not b.t:
                    r = a.scale(b.c)
                elif not a.t:
                    r = b.scale(a.c)
            elif I.op == "shl":
                b = self.lin(I.args[1])
                if not b.t:
                    r = self.lin(I.args[0]).scale(1 << b.c)
        self.int_cache[v] = r
        return r

    # opaque term -> (lo, hi) inclusive
    def interval(self, v, depth=0):
        v = self.rep.get(v.strip(), v.strip())
        c = self.const_int(v)
        if c is not None:
            return (c, c)
        if v in self.iv_cache:
            return self.iv_cache[v]
        self.iv_cache[v] = TOP
        I = self.f.defs.get(v)
        r = TOP
        if I is not None and depth < 40:
            bits = int(I.ty[1:]) if I.ty and re.fullmatch(r"i\d+", I.ty) else 64
            full = (0, (1 << bits) - 1) if bits < 62 else TOP
            if I.op == "call":
                if "range" in I.extra:
                    r = I.extra["range"]
                elif I.extra["callee"].startswith("llvm.nvvm.read.ptx.sreg.tid"):
                    r = (0, 1023)
            elif I.op == "and":
                a, b = self.interval(I.args[0], depth + 1), self.interval(I.args[1], depth + 1)
                cands = [x for x in (a, b) if x[0] >= 0]
                if cands:
                    r = (0, min(x[1] for x in cands))
            elif I.op == "urem":
                b = self.interval(I.args[1], depth + 1)
                if b[0] > 0:
                    r = (0, b[1] - 1)
            elif I.op == "lshr":
                a, b = self.interval(I.args[0], depth + 1), self.interval(I.args[1], depth + 1)
                if a[0] >= 0 and b[0] >= 0:
                    r = (a[0] >> b[1], a[1] >> b[0])
            elif I.op == "zext":
                st = I.args[0][0]
                if re.fullmatch(r"i\d+", st) and int(st[1:]) < 62:
                    r = (0, (1 << int(st[1:])) - 1)
                    sub = self.interval(I.args[0][1], depth + 1)
                    if sub[0] >= 0:
                        r = (max(r[0], sub[0]), min(r[1], sub[1]))
            elif I.op in ("select",):
                a = self.interval(I.args[1][1], depth + 1)
                b = self.interval(I.args[2][1], depth + 1)
                r = (min(a[0], b[0]), max(a[1], b[1]))
            elif I.op == "phi":
                ivs = [self.interval(x, depth + 1) for x, _ in I.args]
                r = (min(x[0] for x in ivs), max(x[1] for x in ivs))
            else:
                lin = self.lin(v)
                if lin.t != {self.canon(v): 1}:
                    r = self.lin_interval(lin, depth + 1)
            if r != TOP and bits < 62 and r[0] >= 0 and r[1] > full[1]:
                r = TOP
        self.iv_cache[v] = r
        return r

    def lin_interval(self, lin, depth=0):
        lo = hi = lin.c
        for n, k in lin.t.items():
            a, b = self.interval(n, depth + 1)
            if (a, b) == TOP:
                return TOP
            lo += min(k * a, k * b)
            hi += max(k * a, k * b)
        return (lo, hi)

    def known_tz(self, v, depth=0):
        """Known trailing zero bits of an integer term."""
        v = self.rep.get(v.strip(), v.strip())
        c = self.const_int(v)
        if c is not None:
            return 40 if c == 0 else (c & -c).bit_length() - 1
        I = self.f.defs.get(v)
        if I is None or depth > 20:
            return 0
        if I.op == "and":
            return max(self.known_tz(I.args[0], depth + 1), self.known_tz(I.args[1], depth + 1))
        if I.op in ("mul",):
            return self.known_tz(I.args[0], depth + 1) + self.known_tz(I.args[1], depth + 1)
        if I.op == "shl":
            b = self.const_int(I.args[1])
            return self.known_tz(I.args[0], depth + 1) + (b or 0)
        if I.op in ("zext", "sext", "trunc"):
            return self.known_tz(I.args[0][1], depth + 1)
        if I.op in ("add", "sub", "or", "xor"):
            return min(self.known_tz(I.args[0], depth + 1), self.known_tz(I.args[1], depth + 1))
        if I.op == "select":
            return min(self.known_tz(I.args[1][1], depth + 1), self.known_tz(I.args[2][1], depth + 1))
        if I.op == "phi":
            # A recurrence (i = phi [c, ...], [i + step, ...]) reaches itself:
            # assume the phi's own tz there and take the fixpoint (every op
            # above gives at least the minimum of its operands' tz, so the
            # assumption is self-consistent): min(tz(c), tz(step)).
            active = self.__dict__.setdefault("_tz_active", set())
            if v in active:
                return 40
            active.add(v)
            try:
                return min(self.known_tz(x, depth + 1) for x, _ in I.args)
            finally:
                active.discard(v)
        return 0

    # pointers -> [(base, Lin)]
    def ptr(self, v, depth=0):
        v = v.strip()
        if v in self.ptr_cache:
            return self.ptr_cache[v]
        self.ptr_cache[v] = [(None, Lin())]
        r = self._ptr(v, depth)
        self.ptr_cache[v] = r
        return r

    def _ptr(self, v, depth):
        if depth > 50:
            return [(None, Lin())]
        if v.startswith("@"):
            return [(v[1:], Lin())]
        m = re.match(r"^(addrspacecast|bitcast)\s*\((.*) to [^)]*\)$", v)
        if m:
            t, sv = typed_operand(m.group(2))
            return self.ptr(sv, depth + 1)
        m = re.match(r"^getelementptr\s*(?:(?:inbounds|nuw|nusw)\s+)*\((.*)\)$", v)
        if m:
            parts = split_top(m.group(1))
            return self.gep(parts[0], [typed_operand(p) for p in parts[1:]], depth)
        I = self.f.defs.get(v)
        if I is None:
            return [("arg:" + v if v.startswith("%") else None, Lin())]
        if I.op in ("addrspacecast", "bitcast"):
            return self.ptr(I.args[0][1], depth + 1)
        if I.op == "getelementptr":
            return self.gep(I.ty, I.args, depth)
        if I.op == "select":
            return self.ptr(I.args[1][1], depth + 1) + self.ptr(I.args[2][1], depth + 1)
        if I.op == "phi":
            out = []
            for x, _ in I.args:
                out += self.ptr(x, depth + 1)
            return out
        return [(None, Lin())]

    def gep(self, srcty, args, depth):
        bases = self.ptr(args[0][1], depth + 1)
        off = Lin()
        ty = srcty.strip()
        for i, (it, iv) in enumerate(args[1:]):
            if i == 0:
                esz = type_size(ty)
            else:
                m = re.match(r"^[<\[]\s*(\d+)\s+x\s+(.*)[>\]]$", ty)
                if not m:
                    raise ValueError("gep into " + ty)
                ty = m.group(2).strip()
                esz = type_size(ty)
            off = off.add(self.lin(iv).scale(esz))
        return [(b, l.add(off)) for b, l in bases]


# ------------------------------------------------------------------ checks
HARD_CALL_OK = re.compile(r"^llvm\.(nvvm\.read\.ptx\.sreg\.|masked\.(load|store)|"
                          r"dbg\.|assume|lifetime\.|fshl|fshr|umin|umax|smin|smax|abs|ctpop)")


class Access:
    """One memory access in program order."""

    def __init__(self, I, kind, ptr, size, lanes_mask=None, lane_size=None):
        self.I, self.kind, self.ptr, self.size = I, kind, ptr, size
        self.mask, self.lane = lanes_mask, lane_size
        self.align = I.extra.get("align", 1)

    def bytes(self):
        """Byte offsets (relative to the address) this access touches."""
        if self.mask is None:
            return range(self.size)
        out = []
        for i, on in enumerate(self.mask):
            if on:
                out += range(i * self.lane, (i + 1) * self.lane)
        return out


def parse_mask(text):
    vals = re.findall(r"i1 (true|false|1|0)", text)
    if not vals:
        if "zeroinitializer" in text:
            return None
        return None
    return [v in ("true", "1") for v in vals]


def accesses_of(mod, fn, ev):
    """Per block: list of ('hard', sig, inst) / ('mem', Access)."""
    out = {}
    for label, insts in fn.blocks:
        seq = []
        for I in insts:
            if I.op == "load" or I.op == "store":
                if I.extra.get("ptrty", "").endswith("addrspace(5)") and \
                        not I.extra["volatile"] and not I.extra["atomic"]:
                    # private memory (promoted register arrays left in
                    # local memory): per thread, never shared; no pass of
                    # ours touches it and it aliases nothing we check
                    continue
                p = I.args[0]
                a = Access(I, I.op, ev.ptr(p), type_size(I.ty))
                if I.extra["volatile"] or I.extra["atomic"]:
                    seq.append(("hard", I, a))
                else:
                    seq.append(("mem", a))
            elif I.op in ("atomicrmw", "cmpxchg"):
                seq.append(("hard", I, Access(I, I.op, ev.ptr(I.args[0]), type_size(I.ty))))
            elif I.op == "fence":
                seq.append(("hard", I, None))
            elif I.op == "call":
                cal = I.extra["callee"]
                if cal.startswith("llvm.masked.load") or cal.startswith("llvm.masked.store"):
                    st = cal.startswith("llvm.masked.store")
                    args = I.args
                    if st:
                        vt, pv, mk = args[0][0], args[1][1], args[-1][1]
                    else:
                        pv, mk = args[0][1], args[-2][1] if len(args) >= 3 else args[1][1]
                        vt = I.text.split("call ", 1)[1].split(" @")[0].strip()
                        vt = re.sub(r"^(\w+ )*", "", vt) if not vt.startswith("<") else vt
                    vi = vec_info(vt)
                    mask = parse_mask(mk)
                    a = Access(I, "store" if st else "load", ev.ptr(pv), type_size(vt),
                               mask, type_size(vi[1]) if vi else None)
                    am = re.search(r"align (\d+)", I.text)
                    a.align = int(am.group(1)) if am else 1
                    if not st:
                        ia = [x for x in args if x[0].startswith("i32") and ev.const_int(x[1]) is not None]
                        if ia and not am:
                            a.align = ev.const_int(ia[0][1])
                    seq.append(("mem", a))
                elif HARD_CALL_OK.match(cal):
                    continue
                else:
                    seq.append(("hard", I, None))
        out[label] = seq
    return out


def sig_of(a):
    """Type-independent address signature list of an access."""
    return tuple(sorted((str(b), l.key(), l.c) for b, l in a.ptr))


def is_strong(I):
    """Under LLVM's memory model (relaxed mode) only these order plain
    accesses: calls, fences and atomics stronger than monotonic. Volatile
    and monotonic accesses do not."""
    if I.op in ("call", "fence"):
        return True
    if I.op in ("load", "store") and not I.extra["atomic"]:
        return False
    return bool(re.search(r"\b(acquire|release|acq_rel|seq_cst)\b", I.text))


class Checker:
    def __init__(self, before, after, relaxed=False, order_only=False, bounds=True):
        self.b, self.a = Module(before), Module(after)
        # bounds=False: no R1, and no R1/R2 on BEFORE (the O3 fuzzer, o3.py:
        # after default<O3> the copy loops are rotated, unrolled by 4 with a
        # remainder and guarded by branch conditions the interval analysis
        # does not read, so in-bounds accesses look unbounded; bounds are
        # checked on the GPU there, by the compute-sanitizer and the poison)
        self.bounds = bounds
        self.errors = []
        self.relaxed = relaxed
        # order_only: the llc stage (IR around upstream's LSV, see codegen.py):
        # only the ordering rule for shared loads (R3, R4/R5 on addrspace(3)
        # loads). Bounds, alignment and stores are the opt stage's business,
        # and llc's loop strength reduction leaves induction variables the
        # interval analysis cannot bound.
        self.order_only = order_only

    def err(self, fn, msg):
        self.errors.append(f"{fn}: {msg}")

    def run(self):
        for name in self.b.functions:
            if name not in self.a.functions:
                self.err(name, "function missing in AFTER")
        for name, fa in self.a.functions.items():
            fb = self.b.functions.get(name)
            if fb is None:
                self.err(name, "function not in BEFORE")
                continue
            self.check_function(name, fb, fa)
        return self.errors

    def obj(self, mod, base):
        if base is None or base.startswith("arg:"):
            return None
        return mod.globals.get(base)

    def check_function(self, name, fb, fa):
        eb, ea = Evaluator(self.b, fb), Evaluator(self.a, fa)
        sb, sa = accesses_of(self.b, fb, eb), accesses_of(self.a, fa, ea)
        before_sigs = defaultdict(int)
        for seq in sb.values():
            for e in seq:
                a = e[-1] if e[0] == "hard" else e[1]
                if a is not None:
                    before_sigs[(a.kind, a.I.ty, sig_of(a))] = max(
                        before_sigs[(a.kind, a.I.ty, sig_of(a))], a.align)
        # the input itself must obey R1/R2 where they can be decided
        for label, seq in ([] if self.order_only or not self.bounds else sb.items()):
            for e in seq:
                a = e[-1] if e[0] == "hard" else e[1]
                if a is None:
                    continue
                n0 = len(self.errors)
                self.check_bounds(name, label, eb, a, mod=self.b, strict=False)
                if all(self.obj(self.b, b) for b, _ in a.ptr):
                    self.check_align(name, label, eb, a, mod=self.b)
                for i in range(n0, len(self.errors)):
                    self.errors[i] = "INPUT " + self.errors[i]
        # R1 + R2 on AFTER
        for label, seq in ([] if self.order_only else sa.items()):
            for e in seq:
                a = e[-1] if e[0] == "hard" else e[1]
                if a is None:
                    continue
                key = (a.kind, a.I.ty, sig_of(a))
                new = key not in before_sigs or a.mask is not None
                if new and self.bounds:
                    self.check_bounds(name, label, ea, a)
                if new or a.align > before_sigs.get(key, 0):
                    self.check_align(name, label, ea, a)
        # R3..R6 per block
        labels_b = [l for l, _ in fb.blocks]
        labels_a = [l for l, _ in fa.blocks]
        if labels_b != labels_a:
            self.err(name, f"blocks changed: {labels_b} -> {labels_a}")
            return
        for label in labels_b:
            self.check_block(name, label, eb, ea, sb[label], sa[label])

    def check_bounds(self, fn, label, ev, a, mod=None, strict=True):
        mod = mod or self.a
        for base, lin in a.ptr:
            if base is not None and base.startswith("arg:"):
                continue
            o = self.obj(mod, base)
            where = f"{label}: '{a.I.text}'"
            if o is None:
                if strict:
                    self.err(fn, f"R1 new access with unknown base object: {where}")
                continue
            lo, hi = ev.lin_interval(lin)
            if (lo, hi) == TOP:
                if strict:
                    self.err(fn, f"R1 new access with unbounded offset: {where}")
                continue
            bs = list(a.bytes())
            if not bs:
                continue
            first, last = lo + min(bs), hi + max(bs)
            size = o["size"] if not o["extern"] else mod.dynsize.get(base)
            if first < 0 or (size is not None and last >= size):
                self.err(fn, f"R1 out of bounds: bytes [{first}, {last}] of "
                             f"@{base} (size {size}): {where}")

    def check_align(self, fn, label, ev, a, mod=None):
        mod = mod or self.a
        for base, lin in a.ptr:
            o = self.obj(mod, base)
            if o is None:
                if base is not None and base.startswith("arg:"):
                    continue
                self.err(fn, f"R2 alignment {a.align} unprovable (unknown base): {label}: '{a.I.text}'")
                continue
            tz = 40 if lin.c == 0 else (lin.c & -lin.c).bit_length() - 1
            for n, k in lin.t.items():
                tz = min(tz, ev.known_tz(n) + ((k & -k).bit_length() - 1))
            prov = min(o["align"], 1 << min(tz, 30))
            if a.align > prov:
                self.err(fn, f"R2 claims align {a.align}, provable {prov}: "
                             f"{label}: '{a.I.text}'")

    def check_block(self, fn, label, eb, ea, seqb, seqa):
        hb = [(e[1].op, e[1].ty, sig_of(e[2]) if e[2] else e[1].text) for e in seqb if e[0] == "hard"]
        ha = [(e[1].op, e[1].ty, sig_of(e[2]) if e[2] else e[1].text) for e in seqa if e[0] == "hard"]
        if hb != ha:
            self.err(fn, f"R3 block {label}: barrier/fence/atomic/volatile "
                         f"sequence changed ({len(hb)} -> {len(ha)})")
            return

        def epochs(seq):
            ep, out = 0, []
            for pos, e in enumerate(seq):
                if e[0] == "hard":
                    if not self.relaxed or is_strong(e[1]):
                        ep += 1
                else:
                    out.append((ep, pos, e[1]))
            return out

        mb, ma = epochs(seqb), epochs(seqa)

        def footprint(a):
            """[(base, termkey, byteoffset)] or None when not exact."""
            if len(a.ptr) != 1 or a.ptr[0][0] is None:
                return None
            base, lin = a.ptr[0]
            return [(base, lin.key(), lin.c + i) for i in a.bytes()]

        # per epoch, per byte: writers in order; loads with positions
        def index(m):
            writes = defaultdict(list)     # (ep, byte) -> [pos]
            loads = []
            for ep, pos, a in m:
                fp = footprint(a)
                if a.kind == "store" and fp:
                    for i, b in enumerate(fp):
                        writes[(ep,) + b].append((pos, a, i))
            return writes

        wb, wa = index(mb), index(ma)
        # R4 stores: same byte sets written per epoch, same count per byte
        kb = {k: len(v) for k, v in wb.items()}
        if self.order_only:
            kb = ka = wb = {}
        if not self.order_only:
            ka = {k: len(v) for k, v in wa.items()}
        for k in sorted(set(kb) | set(ka)):
            if kb.get(k, 0) != ka.get(k, 0):
                ep, base, terms, byte = k
                kind = "new byte written" if kb.get(k, 0) < ka.get(k, 0) else "write lost or moved"
                self.err(fn, f"R4 block {label} epoch {ep}: {kind} at @{base}"
                             f"{fmt_terms(terms)}+{byte} ({kb.get(k, 0)} -> {ka.get(k, 0)})")
                return
        # R6 stored values
        for k, lst in wb.items():
            for (pb, sb_, ib), (pa, sa_, ia) in zip(lst, wa[k]):
                vb = trace_value(eb, sb_.I.args[1], sb_.I.ty, ib)
                va = trace_value(ea, sa_.I.args[1], sa_.I.ty, ia)
                if vb != va:
                    self.err(fn, f"R6 block {label}: byte {k[1:]} stored "
                                 f"{va} instead of {vb}")
                    return
        # R4/R5 loads
        for ep, pos, L in mb:
            if L.kind != "load":
                continue
            if self.order_only and "addrspace(3)" not in L.I.extra.get("ptrty", ""):
                continue
            fp = footprint(L)
            if fp is None:
                continue
            cands = [(e2, p2, a2) for e2, p2, a2 in ma if a2.kind == "load" and
                     covers(a2, fp, footprint)]
            same = [c for c in cands if c[0] == ep]
            if not same:
                where = "in another epoch (moved across a barrier/fence/atomic/volatile)" \
                    if cands else "nowhere in the block"
                self.err(fn, f"R4 block {label}: load '{L.I.text}' is covered {where}")
                continue
            # R5: same count of earlier writes to each byte; same count of
            # earlier possibly-aliasing store bytes with other terms
            want = alias_profile(eb, mb, ep, pos, L, fp, footprint)
            ok = any(alias_profile(ea, ma, ep, p2, L, fp, footprint) == want
                     for _, p2, _ in same)
            if not ok:
                self.err(fn, f"R5 block {label}: load '{L.I.text}' moved "
                             f"across an aliasing store")


def fmt_terms(t):
    return "".join(f"+{k}*{n}" for n, k in t)


def covers(a2, fp, footprint):
    f2 = footprint(a2)
    if not f2:
        return False
    s = set(f2)
    return all(b in s for b in fp)


def alias_profile(ev, m, ep, pos, L, fp, footprint):
    fpset = set(fp)
    exact = defaultdict(int)
    other = 0
    base, lin = L.ptr[0]
    lo, hi = ev.lin_interval(lin)
    for e2, p2, a2 in m:
        if e2 != ep or p2 >= pos or a2.kind != "store":
            continue
        f2 = footprint(a2)
        if f2 is None:
            other += 1000 + a2.size
            continue
        for b in f2:
            if b in fpset:
                exact[b] += 1
            elif b[0] == base and b[1] != fp[0][1]:
                # different terms, same object: overlap by intervals
                b2lo, b2hi = ev.lin_interval(Lin(0, dict(b[1])))
                if (b2lo, b2hi) == TOP or (lo, hi) == TOP or \
                        (b2lo + b[2] <= hi + max(x[2] for x in fp) - lin.c and
                         b2hi + b[2] >= lo + min(x[2] for x in fp) - lin.c):
                    other += 1
    return (tuple(sorted(exact.items())), other)


def trace_value(ev, v, ty, i, depth=0):
    """Which value byte (or memory byte) byte i of value v of type ty is."""
    v = v.strip()
    if depth > 30:
        return ("?", v, i)
    if v in ("poison", "undef"):
        return ("undef",)
    c = ev.const_int(v)
    if c is not None:
        return ("const", (c >> (8 * i)) & 0xFF)
    I = ev.f.defs.get(v)
    if I is None:
        return ("val", v, i)
    if I.op == "bitcast":
        return trace_value(ev, I.args[0][1], I.args[0][0], i, depth + 1)
    if I.op == "insertelement":
        vt, vv = I.args[0]
        et, ev_ = I.args[1]
        idx = ev.const_int(I.args[2][1])
        es = type_size(et)
        if idx is not None and idx * es <= i < (idx + 1) * es:
            return trace_value(ev, ev_, et, i - idx * es, depth + 1)
        return trace_value(ev, vv, vt, i, depth + 1)
    if I.op == "extractelement":
        vt, vv = I.args[0]
        idx = ev.const_int(I.args[1][1])
        es = type_size(vec_info(vt)[1])
        if idx is None:
            return ("val", v, i)
        return trace_value(ev, vv, vt, idx * es + i, depth + 1)
    if I.op == "shufflevector":
        (at, av), (bt, bv), (mt, mv) = I.args
        la, et = vec_info(at)
        es = type_size(et)
        lanes = re.findall(r"i32 (-?\d+|poison|undef)", mv)
        lane = i // es
        if lane >= len(lanes) or not lanes[lane].lstrip("-").isdigit():
            return ("undef",)
        m = int(lanes[lane])
        if m < 0:
            return ("undef",)
        if m < la:
            return trace_value(ev, av, at, m * es + i % es, depth + 1)
        return trace_value(ev, bv, bt, (m - la) * es + i % es, depth + 1)
    if I.op == "load" and not I.extra["volatile"] and not I.extra["atomic"]:
        ps = ev.ptr(I.args[0])
        if len(ps) == 1 and ps[0][0] is not None:
            return ("mem", ps[0][0], ps[0][1].key(), ps[0][1].c + i)
    if I.op == "call" and I.extra["callee"].startswith("llvm.masked.load"):
        ps = ev.ptr(I.args[0][1])
        if len(ps) == 1 and ps[0][0] is not None:
            return ("mem", ps[0][0], ps[0][1].key(), ps[0][1].c + i)
    return ("val", v, i)


def check_texts(before, after, relaxed=False, order_only=False, bounds=True):
    return Checker(before, after, relaxed, order_only, bounds).run()


def ir_of_mir(text):
    """The LLVM IR module embedded in llc's -stop-before/-stop-after output
    (the first YAML document of a .mir file, indented by two)."""
    lines = text.split("\n")
    if not lines or not lines[0].startswith("--- |"):
        return text
    out = []
    for line in lines[1:]:
        if line.startswith("...") or line.startswith("---"):
            break
        out.append(line[2:])
    return "\n".join(out) + "\n"


def main(argv):
    relaxed = "--relaxed" in argv
    argv = [a for a in argv if a != "--relaxed"]
    if len(argv) != 3:
        print(__doc__)
        return 2
    errs = check_texts(open(argv[1]).read(), open(argv[2]).read(), relaxed)
    for e in errs:
        print("error:", e)
    if errs:
        print(f"{len(errs)} violation(s)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
