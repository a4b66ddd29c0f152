# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""The fuzzers' one IR emitter: the NVPTX module header and the lines,
fresh names, blocks, loops and hash mixing of one function body.

Every generator writes through it: gen.Kernel and gen_o3's kernels and
device functions derive from or hold an Emitter, tiles.Tile derives from
it, large.py and tools.EMPTY_NVPTX take the module header. Nothing here
draws from a random stream except `mix` and what callers ask for, so a
generator's output depends only on its own seed.
"""

DATALAYOUT = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
TRIPLE = "nvptx64-nvidia-cuda"


def target_lines():
    """The two lines every generated module starts with."""
    return [f'target datalayout = "{DATALAYOUT}"', f'target triple = "{TRIPLE}"']


class Emitter:
    """Lines, fresh names and the current block of one function body."""

    def __init__(self, rng, prefix=""):
        self.r = rng
        self.lines = []
        self.nv = 0
        self.cur_block = "entry"
        self.allocas = []
        self.prefix = prefix

    def v(self, p="v"):
        self.nv += 1
        return f"%{p}{self.nv}"

    def emit(self, s):
        self.lines.append("  " + s)

    def label(self, name):
        self.lines.append(f"{name}:")
        self.cur_block = name

    def fresh(self, p):
        self.nv += 1
        return f"{p}{self.nv}"

    def alloca(self, ty, align=4):
        a = self.v("arr")
        self.allocas.append(f"  {a} = alloca {ty}, align {align}")
        return a

    def body(self):
        """Lines with the allocas at the start of the entry block (SROA
        only promotes entry-block allocas, clang puts them there)."""
        assert self.lines[0] == "entry:"
        return "\n".join([self.lines[0]] + self.allocas + self.lines[1:])

    def mix(self, acc, x):
        m, a = self.v("h"), self.v("acc")
        self.emit(f"{m} = mul i32 {acc}, {self.r.choice([31, 33, 16777619, 5, -1640531535])}")
        self.emit(f"{a} = {self.r.choice(['xor', 'add'])} i32 {m}, {x}")
        return a

    def i64(self, x):
        if isinstance(x, int):
            return str(x)
        s = self.v("sx")
        self.emit(f"{s} = sext i32 {x} to i64")
        return s

    def add(self, a, b):
        if isinstance(a, int) and isinstance(b, int):
            return a + b
        if a == 0:
            return b
        if b == 0:
            return a
        s = self.v("ad")
        self.emit(f"{s} = add nsw i32 {a}, {b}")
        return s

    def mul(self, a, c):
        if isinstance(a, int):
            return a * c
        if c == 1:
            return a
        s = self.v("mu")
        self.emit(f"{s} = mul nsw i32 {a}, {c}")
        return s

    def as_i32(self, x, elem):
        if elem == "float":
            b = self.v("fb")
            self.emit(f"{b} = bitcast float {x} to i32")
            return b
        return x

    def load_elem(self, ty, base, idx, align=4):
        """Load element idx (i32 value or int) of a ty array at the generic
        pointer base."""
        q = self.v("q")
        self.emit(f"{q} = getelementptr inbounds {ty}, ptr {base}, i64 {self.i64(idx)}")
        x = self.v("x")
        self.emit(f"{x} = load {ty}, ptr {q}, align {align}")
        return x

    def elem_ptr(self, base, base_ty, idx):
        """GEP of element idx (i32 value or int) of a 4-byte-element array
        at base (a generic `ptr` or `ptr addrspace(3)` value)."""
        p = self.v("ep")
        self.emit(f"{p} = getelementptr inbounds i32, {base_ty} {base}, i64 {self.i64(idx)}")
        return p

    # ---- loops -----------------------------------------------------------
    def loop(self, start, bound, step, carried, body, cmp="slt", rotated=False):
        """for (i = start; i CMP bound; i += step) body(i, carried) with SSA
        values `carried` around the loop. body returns the new carried
        values; it may call self.cont/self.brk (recorded on the loop) to
        continue or break. Returns the carried values at the exit.

        rotated: do-while form (guarded by an entry test, test at the latch),
        as clang emits after loop rotation; else header-tested."""
        n = self.fresh("L")
        head, bodyl, latch, ex = f"{n}h", f"{n}b", f"{n}l", f"{n}x"
        pre = self.cur_block
        lp = {"latch": latch, "exit": ex, "cont": [], "brk": []}
        if not rotated:
            self.emit(f"br label %{head}")
            i, ph = self._loop_header(n, pre, start, carried)
            t = self.v("lc")
            self.emit(f"{t} = icmp {cmp} i32 {i}, {bound}")
            self.emit(f"br i1 {t}, label %{bodyl}, label %{ex}")
            lp["brk"].append((head, ph))
            self.label(bodyl)
        else:
            t0 = self.v("lg")
            self.emit(f"{t0} = icmp {cmp} i32 {start}, {bound}")
            self.emit(f"br i1 {t0}, label %{head}, label %{ex}")
            lp["brk"].append((pre, list(carried)))
            i, ph = self._loop_header(n, pre, start, carried)
        self._loops = getattr(self, "_loops", []) + [lp]
        out = body(i, ph)
        self._loops.pop()
        lp["cont"].append((self.cur_block, out))
        self.emit(f"br label %{latch}")
        self.label(latch)
        for k in range(len(carried)):
            ins = ", ".join(f"[ {vals[k]}, %{b} ]" for b, vals in lp["cont"])
            self.emit(f"%{n}cn{k} = phi i32 {ins}")
        self.emit(f"%{n}in = add nsw i32 {i}, {step}" if step > 0 else
                  f"%{n}in = ashr i32 {i}, 1")
        if rotated:
            t = self.v("lc")
            self.emit(f"{t} = icmp {cmp} i32 %{n}in, {bound}")
            self.emit(f"br i1 {t}, label %{head}, label %{ex}")
            lp["brk"].append((latch, [f"%{n}cn{k}" for k in range(len(carried))]))
        else:
            self.emit(f"br label %{head}")
        self.label(ex)
        res = []
        for k in range(len(carried)):
            ins = ", ".join(f"[ {vals[k]}, %{b} ]" for b, vals in lp["brk"])
            r = self.v("lx")
            self.emit(f"{r} = phi i32 {ins}")
            res.append(r)
        return res

    def _loop_header(self, n, pre, start, carried):
        """Loop n's header block: the induction variable's and the carried
        values' phis (from pre and from the latch). -> (i, [phis])."""
        self.label(f"{n}h")
        i = f"%{n}i"
        self.emit(f"{i} = phi i32 [ {start}, %{pre} ], [ %{n}in, %{n}l ]")
        ph = [f"%{n}c{k}" for k in range(len(carried))]
        for k, c in enumerate(carried):
            self.emit(f"{ph[k]} = phi i32 [ {c}, %{pre} ], [ %{n}cn{k}, %{n}l ]")
        return i, ph

    def _jump(self, kind, cond, vals):
        lp = self._loops[-1]
        nxt = self.fresh("go")
        target = lp["latch"] if kind == "cont" else lp["exit"]
        self.emit(f"br i1 {cond}, label %{target}, label %{nxt}")
        lp[kind].append((self.cur_block, list(vals)))
        self.label(nxt)

    def cont(self, cond, vals):
        self._jump("cont", cond, vals)

    def brk(self, cond, vals):
        self._jump("brk", cond, vals)

    def lowbits_zero(self, x, mask):
        a, c = self.v("mk"), self.v("mc")
        self.emit(f"{a} = and i32 {x}, {mask}")
        self.emit(f"{c} = icmp eq i32 {a}, 0")
        return c
