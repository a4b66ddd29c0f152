# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Random *programs* for the O3 middle end, deterministic from a seed.

Why: smemvec-unroll and smemvec-inline are middle-end passes. They act on
the shapes clang hands to `default<O3>`: constant and runtime loops over
register (private) arrays fed from shared tiles, loops walking shared rows,
global-to-shared staging copies, global-load reductions, and device
functions (plain, template-like, member-like) that take shared or global
pointers. gen.py's kernels (straight-line shared traffic for the codegen
passes) hold none of them, so a fuzzer of gen.py kernels cannot find a
miscompile of those two passes. This generator writes them; cpu.py and
bundle.py push them through `opt -passes='default<O3>'` (with and without
the plugin) and then llc.

One seed gives one program (`Program`): 1..4 device functions and two
kernels that both call them (`k<seed>` and `k<seed>b`, or template-like
mangled names), sharing the same shared objects, the same launch (one block
of `threads` threads, `dyn_bytes` of dynamic shared memory) and the same
in/out layout as gen.py's kernels: copy `in` into every object, barrier,
phases, barrier, per-thread hash, dump of every object. Kernel bodies reuse
gen.Kernel's machinery (objects, copies, hashes, a gen.py phase now and
then) and add *blocks*, each one barrier-separated phase in which every
object keeps one race-free mode:

  regtile   a private array acc[M] (alloca, M*N <= 64 mostly, sometimes
            too large to promote), initialised by a constant loop or memset,
            updated in a k-loop (constant or runtime trip, continue/break on
            loaded data) from a shared tile read along a row, a column or a
            tid-dependent row, then folded into the hash by a third loop;
            sometimes a barrier in the k-loop (then every exit is uniform);
  walk      a constant-trip loop over a shared row (step 1 or 2 elements),
            a column walk, a triangular nest (for i { for j < i }), a loop
            nest of two levels, with continue/break;
  staging   for (i = tid; i < n; i += T) S[i] = in[...] (n from data): the
            object S is written by this block only;
  gred      for (p = tid; p < n; p += T) sum += in[p] (global-load reduction);
  tree      for (s = T/2; s > 0; s >>= 1) { if (tid < s) R[tid] ^= R[tid+s];
            barrier } on an object written only there;
  calls     device-function calls: a shared row by pointer (constant and
            runtime lengths), the same function with a global pointer,
            writes to the thread's own slot through a pointer, functions
            holding their own static shared object (private slot, or an
            exchange with barriers, called at uniform points only), a
            function passing its pointer on (kernel -> outer -> walk),
            member-like calls through a `this` struct holding the pointer or
            scalars, template-like instantiations, noinline callees, calls
            inside loops;
  phase     one gen.py phase (straight-line traffic, flags, atomics).

`-fgpu-rdc`-like mixes: seeds in blocks of RDC_BLOCK alternate between
per-TU programs (a template kernel with external linkage and a comdat,
internal and linkonce_odr globals) and RDC-like ones (weak_odr template
kernels, external device functions and shared objects, linkonce_odr
template functions and their local statics). An RDC-like program can be
written as two translation units (`module_tus`): TU A holds kernel a and
every definition, TU B kernel b with declarations of A's external functions
and shared objects and its own copies of the linkonce_odr ones; the GPU
runner links them with nvlink.

Values are integers (bitwise reinterpretation of float loads, wrapping
arithmetic), every read is initialised and in bounds, every loop ends:
nothing is undefined, so any difference between the stock and the plugin
build on the GPU is a miscompile.
"""
import random

from . import gen
from .emit import Emitter, target_lines
from .gen import Obj

# seeds [b*RDC_BLOCK, (b+1)*RDC_BLOCK) share their kind; every RDC_PERIOD-th
# block is RDC-like, so modules aligned to RDC_BLOCK seeds are pure.
RDC_BLOCK = 25
RDC_PERIOD = 3

KERNEL_ATTRS = ('attributes #0 = { convergent mustprogress norecurse nounwind '
                '"target-cpu"="sm_90" "uniform-work-group-size"="true" }')
FUNC_ATTRS = ('attributes #1 = { convergent mustprogress nounwind '
              '"target-cpu"="sm_90" }')
NOINLINE_ATTRS = ('attributes #2 = { convergent mustprogress noinline nounwind '
                  '"target-cpu"="sm_90" }')
VIEW_TYPE = "%struct.View = type { ptr, i32, i32 }"


def is_rdc(seed):
    return (seed // RDC_BLOCK) % RDC_PERIOD == RDC_PERIOD - 1


def mangle(base, suffix):
    """An Itanium-looking name `_Z<len><base><suffix>`."""
    return f"_Z{len(base)}{base}{suffix}"


def local_static(fname, entity):
    """`_ZZ<encoding>E<len><entity>`: a local static of function fname."""
    return f"_ZZ{fname[2:]}E{len(entity)}{entity}"


class DevFn:
    """One device function of a program: its IR text(s) and how to call it."""

    def __init__(self, name, kind, ret, params, linkage, noinline, barrier,
                 statics=(), n_elems=0, stride=1, lo_elems=0):
        self.name, self.kind, self.ret, self.params = name, kind, ret, params
        self.linkage, self.noinline, self.barrier = linkage, noinline, barrier
        self.statics = list(statics)      # Obj of its own static shared objects
        self.text = ""
        self.n_elems = n_elems            # elements it reads through its pointer (walk)
        self.stride = stride
        self.callees = []                 # DevFn it calls

    def decl(self):
        args = ", ".join(self.params)
        return f"declare {self.ret} @{self.name}({args}) #1"


class O3Kernel(gen.Kernel):
    """A gen.Kernel whose phases are mostly O3 blocks (see the module doc)."""

    MAX_OBJECTS = 1

    def __init__(self, prog, name, index):
        super().__init__(name, prog.seed)
        self.prog = prog
        self.index = index
        self.calls = set()        # names of device functions it calls

    # The objects of both kernels are the program's: names k<seed>_s<i>.
    def adopt(self, other):
        for a in ("objs", "counter", "flag", "threads", "tid_masked", "in_off",
                  "data_base", "in_bytes", "out_hash", "out_off", "out_bytes"):
            setattr(self, a, getattr(other, a))

    def maybe_flag(self, acc):
        """gen.Kernel's flag accesses, except atomic loads of global memory:
        after O3 `%in` is `noalias readonly`, and LLVM 22's NVPTX isel
        crashes on an atomic load through such a pointer (stock llc too:
        `load atomic i32, ptr addrspace(1) %in monotonic` with `noalias
        readonly %in` segfaults in DAG->DAG selection). Those become
        volatile loads, which it selects."""
        saved = self.FLAG_KINDS
        self.FLAG_KINDS = [k for k in saved if k[0] == "store" or k[1] == "volatile"] \
            if self.fr.random() < 0.4 else saved
        try:
            mark = len(self.lines)
            acc2 = super().maybe_flag(acc)
            for j in range(mark, len(self.lines)):
                ln = self.lines[j]
                if "load atomic" in ln and "addrspace(1)" in ln:
                    x = ln.split(" = ")[0].strip()
                    ptr = ln.split("ptr addrspace(1) ")[1].split(" ")[0]
                    self.lines[j] = f"  {x} = load volatile i32, ptr addrspace(1) {ptr}, align 4"
            return acc2
        finally:
            self.FLAG_KINDS = saved

    def copy_latch_md(self):
        """The copy loops in and out of shared memory stay rolled
        (`#pragma nounroll`): they are harness, not test, and unrolled by 4
        (smemvec-unroll's staging rule) they were a third of the PTX; the
        staging blocks are the test of that rule. _assemble numbers them."""
        return ", !llvm.loop !@@LOOPMD@@"

    # ---- helpers over gen.Kernel's state ---------------------------------
    def em(self):
        """An Emitter view of this kernel's lines (shares lines and names)."""
        e = Emitter(self.r)
        e.lines, e.cur_block = self.lines, self.cur_block
        e.nv = self.nv
        e.allocas = self.allocas
        return e

    def sync(self, e):
        self.nv, self.cur_block = e.nv, e.cur_block

    def tiles(self, mode_ok=None):
        return [o for o in self.prog.tiles if mode_ok is None or mode_ok(o)]

    def generic_base(self, o):
        """The generic pointer of object o as clang writes it (constant
        expression), or the addrspace(3) one."""
        if self.r.random() < 0.8:
            return "ptr", f"addrspacecast (ptr addrspace(3) @{o.name} to ptr)"
        return "ptr addrspace(3)", f"@{o.name}"

    def tile_load(self, e, o, idx):
        """Element idx (4-byte elements) of tile o, as i32."""
        bty, base = self.generic_base(o)
        p = e.elem_ptr(base, bty, idx)
        x = e.v("tl")
        e.emit(f"{x} = load {o.elem}, {bty} {p}, align 4")
        return e.as_i32(x, o.elem)

    def row_base(self, e, o, width):
        """A start element for a run of `width` elements of tile o: uniform
        (constant or data-dependent) or tid-dependent; (value, kind)."""
        r = self.r
        nel = o.size // 4
        rows = nel // width
        if rows < 1:
            return None
        k = r.random()
        if k < 0.4 and rows >= 2:
            # (tid % rows') * width with rows' a power of two <= rows
            rp = 1 << (rows.bit_length() - 1)
            t = e.v("rt")
            e.emit(f"{t} = and i32 %tid, {rp - 1}")
            return e.mul(t, width), "tid"
        if k < 0.6 and rows >= 2:
            rp = 1 << (rows.bit_length() - 1)
            w = self.in_word(r.randrange(0, 8), e)
            t = e.v("rd")
            e.emit(f"{t} = and i32 {w}, {rp - 1}")
            return e.mul(t, width), "data"
        return r.randrange(0, rows) * width, "const"

    # ---- blocks ------------------------------------------------------------
    def block_regtile(self, acc, uniform_only=False):
        """acc[M][N] private array fed from a shared tile: init, k-loop, fold."""
        e, r = self.em(), self.r
        big = r.random() < 0.06
        M = r.choice([1, 2, 4, 4, 8]) if not big else r.choice([16, 32])
        N = r.choice([1, 2, 4, 8]) if not big else 16
        while M * N > 64 and not big:
            N //= 2
        tiles = self.tiles()
        A = r.choice(tiles)
        B = r.choice(tiles)
        K = r.choice([4, 8, 8, 16, 16, 32])
        while K * M * N > (2048 if big else 256) and K > 2:
            K //= 2                       # the unrolled nest stays small
        nelA, nelB = A.size // 4, B.size // 4
        K = min(K, nelA // max(1, M), nelB // max(1, N))
        if K < 1:
            return acc
        arr = e.alloca(f"[{M * N} x i32]")
        # init: constant loop (or memset)
        if r.random() < 0.25:
            e.emit(f"call void @llvm.memset.p0.i64(ptr align 4 {arr}, i8 {r.randrange(0, 256)}, i64 {M * N * 4}, i1 false)")
            self.need("declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)")
        else:
            def init(i, c):
                p = e.v("ap")
                e.emit(f"{p} = getelementptr inbounds [{M * N} x i32], ptr {arr}, i64 0, i64 {e.i64(i)}")
                x = e.v("iv")
                e.emit(f"{x} = mul i32 {i}, {r.choice([3, 7, 1, 17])}")
                y = e.v("iv")
                e.emit(f"{y} = xor i32 {x}, {acc}")
                e.emit(f"store i32 {y}, ptr {p}, align 4")
                return c
            e.loop(0, M * N, 1, [], init, rotated=r.random() < 0.5)
        # k-loop: A row of K*M elements at aA, B row of K*N at aB
        aA = self.row_base(e, A, K * M) if A.size // 4 >= K * M else None
        aB = self.row_base(e, B, K * N) if B.size // 4 >= K * N else None
        if aA is None or aB is None:
            aA, aB = (0, "const"), (0, "const")
            K = min(K, nelA // (M * 1), nelB // (N * 1))
            K = max(1, min(K, nelA // M, nelB // N))
        runtime_k = r.random() < 0.25
        barrier_in = r.random() < 0.12
        kb = K
        if runtime_k:
            w = self.in_word(r.randrange(0, 8), e)
            t = e.v("kt")
            e.emit(f"{t} = and i32 {w}, {max(0, (1 << (K.bit_length() - 1)) - 1)}")
            kb = e.v("kn")
            e.emit(f"{kb} = add nsw i32 {t}, 1")   # 1..2^floor(log2 K) <= K
        layout = r.choice(["row", "row", "col"])   # A read along k (row) or with stride M

        def kbody(k, carried):
            h = carried[0]
            if barrier_in:
                self.barrier(e)
            # A[k] for i in M: row: aA + k*M + i; col: aA + i*K + k
            if r.random() < 0.2 and not barrier_in:
                x0 = self.tile_load(e, A, e.add(aA[0], e.mul(k, M)))
                e.cont(e.lowbits_zero(x0, r.choice([3, 7])), [h])
            if r.random() < 0.15 and (not barrier_in or aA[1] != "tid"):
                # break: on data (uniform with a barrier in the loop)
                if barrier_in:
                    w = self.in_word(r.randrange(0, 8), e)
                    c = e.v("bk")
                    e.emit(f"{c} = icmp eq i32 {k}, {r.randrange(1, max(2, K))}")
                    c2 = e.v("bk")
                    e.emit(f"{c2} = and i1 {c}, true")
                    e.brk(c2, [h])
                else:
                    x1 = self.tile_load(e, B, e.add(aB[0], e.mul(k, N)))
                    e.brk(e.lowbits_zero(x1, 15), [h])

            def ibody(i, c2):
                if layout == "row":
                    ia = e.add(e.add(aA[0], e.mul(k, M)), i)
                else:
                    ia = e.add(e.add(aA[0], e.mul(i, K)), k)
                xa = self.tile_load(e, A, ia)

                def jbody(j, c3):
                    ib = e.add(e.add(aB[0], e.mul(k, N)), j)
                    xb = self.tile_load(e, B, ib)
                    idx = e.add(e.mul(i, N), j)
                    p = e.v("ap")
                    e.emit(f"{p} = getelementptr inbounds [{M * N} x i32], ptr {arr}, i64 0, i64 {e.i64(idx)}")
                    old = e.v("ao")
                    e.emit(f"{old} = load i32, ptr {p}, align 4")
                    prod = e.v("pr")
                    e.emit(f"{prod} = mul i32 {xa}, {xb}")
                    nw = e.v("an")
                    e.emit(f"{nw} = {r.choice(['add', 'xor'])} i32 {old}, {prod}")
                    e.emit(f"store i32 {nw}, ptr {p}, align 4")
                    return c3
                if N > 1:
                    e.loop(0, N, 1, [], jbody, rotated=r.random() < 0.3)
                else:
                    jbody(0, [])
                return c2
            e.loop(0, M, 1, [], ibody, rotated=r.random() < 0.3)
            return [h]
        if layout == "col":
            # col reads aA + i*K + k: the run is M*K long either way
            pass
        (acc,) = e.loop(0, kb, 1, [acc], kbody, rotated=r.random() < 0.4)
        # fold

        def fold(i, c):
            p = e.v("ap")
            e.emit(f"{p} = getelementptr inbounds [{M * N} x i32], ptr {arr}, i64 0, i64 {e.i64(i)}")
            x = e.v("af")
            e.emit(f"{x} = load i32, ptr {p}, align 4")
            return [e.mix(c[0], x)]
        (acc,) = e.loop(0, M * N, 1, [acc], fold, rotated=r.random() < 0.5)
        self.sync(e)
        return acc

    def block_walk(self, acc):
        """Constant-trip loops over shared rows: contiguous, every other
        element, a column, triangular, two levels; continue/break."""
        e, r = self.em(), self.r
        o = r.choice(self.tiles())
        nel = o.size // 4
        shape = r.choice(["row", "row", "row2", "col", "tri", "nest"])
        if shape in ("row", "row2"):
            step = 1 if shape == "row" else 2
            K = min(r.choice([4, 8, 12, 16, 24, 32, 48, 64]), nel // step)
            if K < 1:
                return acc
            base = self.row_base(e, o, K * step) or (0, "const")

            def body(k, c):
                if r.random() < 0.2:
                    x0 = self.tile_load(e, o, e.add(base[0], e.mul(k, step)))
                    if r.random() < 0.5:
                        e.cont(e.lowbits_zero(x0, 7), c)
                    else:
                        e.brk(e.lowbits_zero(x0, 31), c)
                x = self.tile_load(e, o, e.add(base[0], e.mul(k, step)))
                return [e.mix(c[0], x)]
            (acc,) = e.loop(0, K, 1, [acc], body, rotated=r.random() < 0.5)
        elif shape == "col":
            C = r.choice([4, 8, 16])
            R = min(nel // C, r.choice([4, 8, 16]))
            if R < 1:
                return acc
            col = e.v("cc")
            e.emit(f"{col} = and i32 %tid, {C - 1}")

            def body(k, c):
                x = self.tile_load(e, o, e.add(e.mul(k, C), col))
                return [e.mix(c[0], x)]
            (acc,) = e.loop(0, R, 1, [acc], body)
        elif shape == "tri":
            C = r.choice([4, 8, 16])
            R = min(nel // C, C)
            if R < 2:
                return acc

            def outer(i, c):
                def inner(j, c2):
                    x = self.tile_load(e, o, e.add(e.mul(i, C), j))
                    return [e.mix(c2[0], x)]
                return e.loop(0, i, 1, c, inner)
            (acc,) = e.loop(0, R, 1, [acc], outer)
        else:
            C = r.choice([4, 8])
            R = min(nel // C, r.choice([2, 4, 8]))
            if R < 1:
                return acc

            def outer(i, c):
                def inner(j, c2):
                    x = self.tile_load(e, o, e.add(e.mul(i, C), j))
                    return [e.mix(c2[0], x)]
                return e.loop(0, C, 1, c, inner)
            (acc,) = e.loop(0, R, 1, [acc], outer, rotated=r.random() < 0.5)
        self.sync(e)
        return acc

    def block_staging(self, acc, S):
        """for (i = tid; i < n; i += T) S[i] = f(in[i'])."""
        e, r = self.em(), self.r
        nel = S.size // 4
        w = self.in_word(r.randrange(0, 8), e)
        mask = (1 << (nel.bit_length() - 1)) - 1
        t = e.v("sn")
        e.emit(f"{t} = and i32 {w}, {mask}")
        n = e.v("sn")
        e.emit(f"{n} = add nsw i32 {t}, 1")          # 1 .. 2^floor(log2 nel) <= nel
        src_base = self.in_off[r.choice(self.all_objs()).name] // 4
        src_n = min(nel, self.data_base // 4 - src_base)
        xor = r.choice([0, 0x1234, -1])

        def body(i, c):
            si = e.v("si")
            e.emit(f"{si} = urem i32 {i}, {max(1, src_n)}")
            gp = e.v("gp")
            e.emit(f"{gp} = getelementptr inbounds i32, ptr addrspace(1) %in, i64 {e.i64(e.add(si, src_base))}")
            x = e.v("gx")
            e.emit(f"{x} = load i32, ptr addrspace(1) {gp}, align 4")
            if xor:
                y = e.v("gy")
                e.emit(f"{y} = xor i32 {x}, {xor}")
                x = y
            bty, base = self.generic_base(S)
            p = e.elem_ptr(base, bty, i)
            val = x
            if S.elem == "float":
                f = e.v("gf")
                e.emit(f"{f} = bitcast i32 {x} to float")
                val = f
            e.emit(f"store {S.elem} {val}, {bty} {p}, align 4")
            return c
        e.loop("%tid", n, self.threads, [], body, rotated=r.random() < 0.5)
        self.sync(e)
        return acc

    def block_gred(self, acc):
        """for (p = tid; p < n; p += T) sum += in[p]: a global-load reduction."""
        e, r = self.em(), self.r
        nwords = self.data_base // 4 + 16
        w = self.in_word(r.randrange(0, 8), e)
        mask = (1 << (nwords.bit_length() - 1)) - 1
        n = e.v("gn")
        e.emit(f"{n} = and i32 {w}, {mask}")

        def body(p, c):
            gp = e.v("gp")
            e.emit(f"{gp} = getelementptr inbounds i32, ptr addrspace(1) %in, i64 {e.i64(p)}")
            x = e.v("gx")
            e.emit(f"{x} = load i32, ptr addrspace(1) {gp}, align 4")
            s = e.v("gs")
            e.emit(f"{s} = {r.choice(['add', 'xor'])} i32 {c[0]}, {x}")
            return [s]
        (s,) = e.loop("%tid", n, self.threads, [acc], body, rotated=r.random() < 0.5)
        self.sync(e)
        return s

    def block_tree(self, acc, R):
        """Halving-stride tree over R[0..T) with a barrier per level."""
        e, r = self.em(), self.r
        T = self.threads
        op = r.choice(["add", "xor"])

        def body(s, c):
            cond = e.v("tc")
            e.emit(f"{cond} = icmp ult i32 %tid, {s}")
            th, jn = e.fresh("tt"), e.fresh("tj")
            e.emit(f"br i1 {cond}, label %{th}, label %{jn}")
            e.label(th)
            bty, base = self.generic_base(R)
            a = self.tile_load(e, R, "%tid")
            b = self.tile_load(e, R, e.add("%tid", s))
            x = e.v("tx")
            e.emit(f"{x} = {op} i32 {a}, {b}")
            p = e.elem_ptr(base, bty, "%tid")
            val = x
            if R.elem == "float":
                f = e.v("tf")
                e.emit(f"{f} = bitcast i32 {x} to float")
                val = f
            e.emit(f"store {R.elem} {val}, {bty} {p}, align 4")
            e.emit(f"br label %{jn}")
            e.label(jn)
            self.barrier(e)
            return c
        e.loop(T // 2, 0, -1, [], body, cmp="sgt")
        x = self.tile_load(e, R, 0)
        acc = e.mix(acc, x)
        self.sync(e)
        return acc

    def block_calls(self, acc, writable, uniform):
        """Calls of the program's device functions."""
        e, r = self.em(), self.r
        ptr_fns = [f for f in self.prog.funcs if f.kind in ("walk", "outer", "member_arg")]
        for _ in range(r.randint(1, 3)):
            f = r.choice(ptr_fns if ptr_fns and r.random() < 0.6 else self.prog.funcs)
            if f.barrier and not uniform:
                continue
            if not f.barrier and r.random() < 0.25:
                # a divergent call: if (tid & m) acc = f(...)
                c = e.v("dc")
                e.emit(f"{c} = and i32 %tid, {r.choice([1, 2, 16])}")
                t = e.v("dt")
                e.emit(f"{t} = icmp ne i32 {c}, 0")
                th, jn = e.fresh("dth"), e.fresh("djn")
                pre = e.cur_block
                e.emit(f"br i1 {t}, label %{th}, label %{jn}")
                e.label(th)
                a1 = self.call_fn(e, f, acc, writable)
                end = e.cur_block
                e.emit(f"br label %{jn}")
                e.label(jn)
                ph = e.v("dph")
                e.emit(f"{ph} = phi i32 [ {a1}, %{end} ], [ {acc}, %{pre} ]")
                acc = ph
                continue
            acc = self.call_fn(e, f, acc, writable)
        self.sync(e)
        return acc

    def call_fn(self, e, f, acc, writable):
        r = self.r
        self.calls.add(f.name)
        if f.kind in ("walk", "outer", "member_arg"):
            # a pointer to n_elems*stride elements of a tile or of `in`
            need = f.n_elems * f.stride + f.lo_need if hasattr(f, "lo_need") else f.n_elems * f.stride
            cands = [o for o in self.prog.tiles if o.size // 4 >= need and
                     (not writable or o is not writable[0])]
            use_global = (not cands or r.random() < 0.2) and self.in_bytes // 4 >= need
            if not cands and not use_global:
                return acc
            if use_global:
                off = r.randrange(0, max(1, self.data_base // 4 - need)) if self.data_base // 4 > need else 0
                g = e.v("gp")
                e.emit(f"{g} = getelementptr inbounds i32, ptr addrspace(1) %in, i64 {off}")
                p = e.v("gc")
                e.emit(f"{p} = addrspacecast ptr addrspace(1) {g} to ptr")
            else:
                o = r.choice(cands)
                room = o.size // 4 - need
                base = "ptr", f"addrspacecast (ptr addrspace(3) @{o.name} to ptr)"
                if room > 0 and r.random() < 0.5:
                    t = e.v("ct")
                    rp = 1 << (room.bit_length() - 1)
                    e.emit(f"{t} = and i32 %tid, {rp - 1}" if r.random() < 0.5 else f"{t} = and i32 %tid, 0")
                    p = e.elem_ptr(base[1], "ptr", t)
                elif room > 0:
                    p = e.elem_ptr(base[1], "ptr", r.randrange(0, room + 1))
                else:
                    p = base[1]
            if f.kind == "member_arg":
                this = e.alloca("%struct.View", 8)
                p0 = e.v("vf")
                e.emit(f"{p0} = getelementptr inbounds %struct.View, ptr {this}, i32 0, i32 1")
                e.emit(f"store i32 {r.choice([1, 3, 5])}, ptr {p0}, align 8")
                p1 = e.v("vf")
                e.emit(f"{p1} = getelementptr inbounds %struct.View, ptr {this}, i32 0, i32 2")
                e.emit(f"store i32 {r.choice([0, 7])}, ptr {p1}, align 4")
                x = e.v("cr")
                e.emit(f"{x} = call i32 @{f.name}(ptr {this}, ptr {p}, i32 {acc})")
            elif f.kind == "walk" and f.runtime_n:
                w = self.in_word(r.randrange(0, 8), e)
                n = e.v("cn")
                e.emit(f"{n} = and i32 {w}, {(1 << (f.n_elems.bit_length() - 1)) - 1}")
                x = e.v("cr")
                e.emit(f"{x} = call i32 @{f.name}(ptr {p}, i32 {n}, i32 {acc})")
            elif f.kind == "walk":
                x = e.v("cr")
                e.emit(f"{x} = call i32 @{f.name}(ptr {p}, i32 {f.n_elems}, i32 {acc})")
            else:
                x = e.v("cr")
                e.emit(f"{x} = call i32 @{f.name}(ptr {p}, i32 {acc})")
            return e.mix(acc, x)
        if f.kind == "member_this":
            # this->ptr holds the tile: the pointer goes through memory
            cands = [t for t in self.prog.tiles if not writable or t is not writable[0]]
            if not cands:
                return acc
            o = r.choice(cands)
            this = e.alloca("%struct.View", 8)
            p0 = e.v("vf")
            e.emit(f"{p0} = getelementptr inbounds %struct.View, ptr {this}, i32 0, i32 0")
            e.emit(f"store ptr addrspacecast (ptr addrspace(3) @{o.name} to ptr), ptr {p0}, align 8")
            p1 = e.v("vf")
            e.emit(f"{p1} = getelementptr inbounds %struct.View, ptr {this}, i32 0, i32 1")
            e.emit(f"store i32 {min(o.size // 4, f.n_elems)}, ptr {p1}, align 8")
            x = e.v("cr")
            e.emit(f"{x} = call i32 @{f.name}(ptr {this}, i32 {acc})")
            return e.mix(acc, x)
        if f.kind == "slot_write":
            if not writable:
                return acc
            o, slot = writable
            t = e.mul("%tid", slot // 4)
            p = e.elem_ptr(f"addrspacecast (ptr addrspace(3) @{o.name} to ptr)", "ptr", t)
            e.emit(f"call void @{f.name}(ptr {p}, i32 {slot // 4}, i32 {acc})")
            self.written_by_call = True
            return acc
        if f.kind in ("static_slot", "static_xchg"):
            x = e.v("cr")
            e.emit(f"{x} = call i32 @{f.name}(i32 {acc})")
            return e.mix(acc, x)
        return acc

    def block_loop_calls(self, acc):
        """A constant loop calling a walk function at each row."""
        e, r = self.em(), self.r
        fs = [f for f in self.prog.funcs if f.kind == "walk" and not f.runtime_n]
        if not fs:
            return acc
        f = r.choice(fs)
        cands = [o for o in self.prog.tiles if o.size // 4 >= f.n_elems * f.stride * 2]
        if not cands:
            return acc
        o = r.choice(cands)
        rows = o.size // 4 // (f.n_elems * f.stride)
        R = min(rows, r.choice([2, 4, 8]))
        self.calls.add(f.name)

        def body(i, c):
            s = e.mul(i, f.n_elems * f.stride)
            p = e.elem_ptr(f"addrspacecast (ptr addrspace(3) @{o.name} to ptr)", "ptr", s)
            x = e.v("cr")
            e.emit(f"{x} = call i32 @{f.name}(ptr {p}, i32 {f.n_elems}, i32 {c[0]})")
            return [e.mix(c[0], x)]
        (acc,) = e.loop(0, R, 1, [acc], body)
        self.sync(e)
        return acc

    # ---- the kernel --------------------------------------------------------
    def generate(self):
        r = self.r
        T = self.threads
        self.lines = []
        self.allocas = []
        self.nv = 0
        acc = self.prologue()
        nblocks = r.randint(1, 3) if self.index == 0 else r.randint(1, 2)
        kinds = ["regtile"] * 4 + ["walk"] * 3 + ["calls"] * 5 + ["staging"] * 2 + ["gred",
                                                                  "tree", "loopcalls", "phase"]
        # kernel a starts with calls, kernel b with a loop nest: every
        # program gives both middle-end passes something to act on
        first = "calls" if self.index == 0 else r.choice(["regtile", "regtile", "walk"])
        for bi in range(nblocks):
            k = first if bi == 0 else r.choice(kinds)
            if k == "regtile":
                acc = self.block_regtile(acc)
            elif k == "walk":
                acc = self.block_walk(acc)
            elif k == "gred":
                acc = self.block_gred(acc)
            elif k == "loopcalls":
                acc = self.block_loop_calls(acc)
            elif k == "staging":
                acc = self.block_staging(acc, r.choice(self.prog.tiles))
            elif k == "tree":
                R = [t for t in self.prog.tiles if t.size // 4 >= T]
                if R:
                    acc = self.block_tree(acc, r.choice(R))
            elif k == "calls":
                w = None
                parts = [o for o in self.prog.tiles if o.size >= T * 16]
                if parts and r.random() < 0.6:
                    w = (r.choice(parts), r.choice([4, 8, 16]))
                acc = self.block_calls(acc, w, uniform=True)
            else:
                acc = self.gen_ops(acc, self.pick_modes(["ro", "ro", "part"]), 0)
            self.barrier()
        body = self.epilogue(acc)
        lk = self.prog.kernel_linkage(self.index)
        return (f"define {lk}ptx_kernel void @{self.name}(ptr addrspace(1) noalias %in, "
                f"ptr addrspace(1) noalias %out) #0{self.prog.kernel_comdat(self.index)} {{\n{body}\n}}\n")

    def info(self):
        i = super().info()
        i["program"] = self.prog.seed
        i["calls"] = sorted(self.prog.reach(self.calls))
        return i


class Program:
    """Device functions + two kernels of one seed (see the module doc)."""

    def __init__(self, seed, prefix="k"):
        self.seed = seed
        self.prefix = prefix
        self.rdc = is_rdc(seed)
        self.r = random.Random(seed * 1000003 + 0x03)
        r = self.r
        self.template_kernels = r.random() < (0.7 if self.rdc else 0.35)
        base = f"{prefix}{seed}"
        names = []
        for idx, suf in enumerate(("", "b")):
            if self.template_kernels:
                names.append(mangle(base + suf, f"ILi{idx + 1}EEvPKiPi"))
            else:
                names.append(base + suf)
        self.kernels = [O3Kernel(self, names[0], 0)]
        a = self.kernels[0]
        a.make_objects()
        self.make_tiles(a)
        a.layout()
        b = O3Kernel(self, names[1], 1)
        b.adopt(a)
        # the two bodies come from their own streams
        a.r = random.Random(seed * 7 + 1)
        b.r = random.Random(seed * 7 + 2)
        self.kernels.append(b)
        self.funcs = []
        self.make_funcs()

    def kernel_linkage(self, idx):
        if self.template_kernels:
            return "weak_odr " if self.rdc else ""
        return ""

    def kernel_comdat(self, idx):
        return f" comdat" if self.template_kernels else ""

    def make_tiles(self, k):
        """Tiles: 4-byte-element shared arrays read by the loops and calls,
        written only by staging/tree/slot blocks; namespace-scope (used by
        both kernels) or a template-kernel-like local static."""
        r = self.r
        T = k.threads
        self.tiles = []
        for i in range(r.randint(1, 3)):
            elem = r.choice(["i32", "float", "float"])
            nel = r.choice([T, 2 * T, 4 * T, 64, 256, 512, T * 4 + 4, 33 * 8])
            nel = max(nel, T)
            align = r.choice([4, 4, 16, 8])
            if self.rdc:
                linkage = r.choice(["", "linkonce_odr", "linkonce_odr", "internal"])
            else:
                linkage = r.choice(["internal", "internal", "linkonce_odr", ""])
            o = Obj(f"{self.prefix}{self.seed}_t{i}", nel * 4, align, False, elem, linkage)
            o.slot = 16 if nel * 4 >= T * 16 else 4
            self.tiles.append(o)
        k.objs.extend(self.tiles)

    # ---- device functions ------------------------------------------------
    def fn_linkage(self, template):
        r = self.r
        if template:
            return "linkonce_odr"
        if self.rdc:
            return r.choice(["", "", "internal"])
        return r.choice(["internal", "internal", ""])

    def make_funcs(self):
        r = self.r
        T = self.kernels[0].threads
        kinds = ["walk", "walk", "walk", "outer", "member_arg", "member_this",
                 "slot_write", "static_slot", "static_xchg", "template"]
        n = r.randint(1, 4)
        for i in range(n):
            kind = r.choice(kinds)
            if kind == "template":
                for inst in r.sample([2, 4, 8, 16], 2):
                    self.funcs.append(self.fn_walk(i, template=inst))
            elif kind == "walk":
                self.funcs.append(self.fn_walk(i))
            elif kind == "outer":
                inner = self.fn_walk(i * 10 + 9)
                self.funcs.append(inner)
                self.funcs.append(self.fn_outer(i, inner))
            elif kind == "member_arg":
                self.funcs.append(self.fn_member_arg(i))
            elif kind == "member_this":
                self.funcs.append(self.fn_member_this(i))
            elif kind == "slot_write":
                self.funcs.append(self.fn_slot_write(i))
            else:
                inner = self.fn_walk(i * 10 + 8) if r.random() < 0.4 else None
                if inner:
                    self.funcs.append(inner)
                self.funcs.append(self.fn_static(i, xchg=kind == "static_xchg", inner=inner, T=T))

    def fn_name(self, i, sig, template=None):
        base = f"{self.prefix}{self.seed}f{i}"
        if template:
            return mangle(base, f"ILi{template}EEiPKfii")
        return mangle(base, sig)

    def define(self, f, params, e):
        """f's text: its define line with params, then e's body."""
        lk = f.linkage + " " if f.linkage else ""
        attrs = "#2" if f.noinline else "#1"
        comdat = " comdat" if f.linkage == "linkonce_odr" else ""
        f.text = f"define {lk}{f.ret} @{f.name}({params}) {attrs}{comdat} {{\n" + e.body() + "\n}\n"

    def fn_walk(self, i, template=None):
        """int walk(const float *p, int n, int h): loops over p[k*stride],
        sometimes through a private array, continue/break; a big body now
        and then (past clang's inline threshold)."""
        r = self.r
        n_elems = template or r.choice([4, 8, 16, 16, 32])
        stride = r.choice([1, 1, 1, 2])
        name = self.fn_name(i, "PKfii", template)
        f = DevFn(name, "walk", "i32", ["ptr", "i32", "i32"],
                  self.fn_linkage(template is not None), r.random() < 0.4, False,
                  n_elems=n_elems, stride=stride)
        f.runtime_n = template is None and r.random() < 0.25
        e = Emitter(r)
        e.label("entry")
        elem = r.choice(["float", "i32"])
        big = r.random() < 0.25
        priv = r.random() < 0.4 and n_elems <= 16

        def load(k):
            q = e.v("q")  # before the index: its names come first
            e.emit(f"{q} = getelementptr inbounds {elem}, ptr %p, i64 {e.i64(e.mul(k, stride))}")
            x = e.v("x")
            e.emit(f"{x} = load {elem}, ptr {q}, align 4")
            return e.as_i32(x, elem)
        h = "%h"
        if priv:
            arr = e.alloca(f"[{n_elems} x i32]")

            def fill(k, c):
                x = load(k)
                q = e.v("aq")
                e.emit(f"{q} = getelementptr inbounds [{n_elems} x i32], ptr {arr}, i64 0, i64 {e.i64(k)}")
                e.emit(f"store i32 {x}, ptr {q}, align 4")
                return c
            e.emit(f"call void @llvm.memset.p0.i64(ptr align 4 {arr}, i8 0, i64 {n_elems * 4}, i1 false)")
            e.loop(0, "%n", 1, [], fill)

            def fold(k, c):
                q = e.v("aq")
                e.emit(f"{q} = getelementptr inbounds [{n_elems} x i32], ptr {arr}, i64 0, i64 {e.i64(k)}")
                x = e.v("ax")
                e.emit(f"{x} = load i32, ptr {q}, align 4")
                return [e.mix(c[0], x)]
            (h,) = e.loop(0, n_elems, 1, [h], fold)
        else:
            def body(k, c):
                x = load(k)
                if r.random() < 0.25:
                    e.cont(e.lowbits_zero(x, 3), c)
                y = c[0]
                for _ in range(1):
                    y = e.mix(y, x)
                    sh = e.v("sh")
                    e.emit(f"{sh} = lshr i32 {y}, {r.randint(1, 31)}")
                    y = e.mix(y, sh)
                return [y]
            (h,) = e.loop(0, "%n", 1, [h], body, rotated=r.random() < 0.5)
        if big:
            # a second pass over the row, straight-line: an unrolled method
            # body past clang's inline threshold (NVPTX: 225 x 11)
            for k in range(min(n_elems, 16)):
                x = load(k)
                for _ in range(8):
                    h = e.mix(h, x)
                    sh = e.v("sh")
                    e.emit(f"{sh} = lshr i32 {h}, {r.randint(1, 31)}")
                    h = e.mix(h, sh)
        e.emit(f"ret i32 {h}")
        self.define(f, "ptr noundef %p, i32 noundef %n, i32 noundef %h", e)
        f.allocas = e.allocas
        return f

    def fn_outer(self, i, inner):
        """int outer(const float *p, int h): calls inner on two parts of p
        (passes the shared pointer on)."""
        r = self.r
        name = self.fn_name(i, "PKfi")
        f = DevFn(name, "outer", "i32", ["ptr", "i32"], self.fn_linkage(False),
                  r.random() < 0.2, False, n_elems=inner.n_elems * 2, stride=inner.stride)
        f.callees = [inner]
        e = Emitter(r)
        e.label("entry")
        n = inner.n_elems
        e.emit(f"%a = call i32 @{inner.name}(ptr %p, i32 {n}, i32 %h)")
        e.emit(f"%q = getelementptr inbounds i32, ptr %p, i64 {n * inner.stride}")
        e.emit(f"%b = call i32 @{inner.name}(ptr %q, i32 {n}, i32 %a)")
        e.emit("ret i32 %b")
        self.define(f, "ptr noundef %p, i32 noundef %h", e)
        return f

    def fn_member_arg(self, i):
        """int View::sum(const float *tile, int h) const: scalars from this,
        the tile by argument."""
        r = self.r
        n = r.choice([8, 16])
        name = mangle(f"{self.prefix}{self.seed}V{i}", "3sumEPKfi")
        f = DevFn(name, "member_arg", "i32", ["ptr", "ptr", "i32"], "linkonce_odr",
                  r.random() < 0.2, False, n_elems=n, stride=1)
        e = Emitter(r)
        e.label("entry")
        e.emit("%sp = getelementptr inbounds %struct.View, ptr %this, i32 0, i32 1")
        e.emit("%sc = load i32, ptr %sp, align 8")
        e.emit("%op = getelementptr inbounds %struct.View, ptr %this, i32 0, i32 2")
        e.emit("%of = load i32, ptr %op, align 4")

        def body(k, c):
            x = e.load_elem("float", "%tile", k)
            xi = e.as_i32(x, "float")
            m = e.v("m")
            e.emit(f"{m} = mul i32 {xi}, %sc")
            a = e.v("a")
            e.emit(f"{a} = add i32 {m}, %of")
            return [e.mix(c[0], a)]
        (h,) = e.loop(0, n, 1, ["%h"], body)
        e.emit(f"ret i32 {h}")
        self.define(f, "ptr noundef nonnull align 8 dereferenceable(16) %this, ptr noundef %tile, i32 noundef %h", e)
        return f

    def fn_member_this(self, i):
        """int View::get(int h): the tile pointer is this->ptr."""
        r = self.r
        n = r.choice([4, 8, 16])
        name = mangle(f"{self.prefix}{self.seed}W{i}", "3getEi")
        f = DevFn(name, "member_this", "i32", ["ptr", "i32"], "linkonce_odr",
                  r.random() < 0.2, False, n_elems=n, stride=1)
        e = Emitter(r)
        e.label("entry")
        e.emit("%pp = getelementptr inbounds %struct.View, ptr %this, i32 0, i32 0")
        e.emit("%p = load ptr, ptr %pp, align 8")
        e.emit("%np = getelementptr inbounds %struct.View, ptr %this, i32 0, i32 1")
        e.emit("%n = load i32, ptr %np, align 8")

        def body(k, c):
            x = e.load_elem("i32", "%p", k)
            return [e.mix(c[0], x)]
        (h,) = e.loop(0, f"%n", 1, ["%h"], body)
        e.emit(f"ret i32 {h}")
        self.define(f, "ptr noundef nonnull align 8 dereferenceable(16) %this, i32 noundef %h", e)
        return f

    def fn_slot_write(self, i):
        """void fill(float *slot, int n, int v): writes slot[0..n)."""
        r = self.r
        name = self.fn_name(i, "Pfii")
        f = DevFn(name, "slot_write", "void", ["ptr", "i32", "i32"], self.fn_linkage(False),
                  r.random() < 0.25, False)
        e = Emitter(r)
        e.label("entry")

        def body(k, c):
            q = e.v("q")
            e.emit(f"{q} = getelementptr inbounds i32, ptr %p, i64 {e.i64(k)}")
            x = e.v("x")
            e.emit(f"{x} = mul i32 %v, {r.choice([3, 5, 9])}")
            y = e.v("y")
            e.emit(f"{y} = add i32 {x}, {k}")
            if r.random() < 0.5:
                old = e.v("o")
                e.emit(f"{old} = load i32, ptr {q}, align 4")
                z = e.v("z")
                e.emit(f"{z} = xor i32 {old}, {y}")
                y = z
            e.emit(f"store i32 {y}, ptr {q}, align 4")
            return c
        e.loop(0, "%n", 1, [], body, rotated=r.random() < 0.5)
        e.emit("ret void")
        self.define(f, "ptr noundef %p, i32 noundef %n, i32 noundef %v", e)
        return f

    def fn_static(self, i, xchg, inner, T):
        """int f(int h) with its own `static __shared__ int sbuf[T]`:
        private slot (sbuf[tid] only) or an exchange with barriers (called
        by all threads at uniform points only); may pass sbuf to inner."""
        r = self.r
        name = self.fn_name(i, "i")
        lk = self.fn_linkage(r.random() < 0.4)
        f = DevFn(name, "static_xchg" if xchg else "static_slot", "i32", ["i32"], lk,
                  r.random() < 0.3, xchg)
        if inner is not None and (inner.runtime_n or inner.n_elems * inner.stride > 1):
            inner = None if not xchg or inner.n_elems * inner.stride > T else inner
        sname = local_static(name, "sbuf")
        nel = T if not xchg or inner is None else T
        slk = "linkonce_odr" if lk == "linkonce_odr" else "internal"
        s = Obj(sname, nel * 4, r.choice([4, 16]), False, "i32", slk)
        f.statics = [s]
        e = Emitter(r)
        e.label("entry")
        e.emit("%t0 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
        e.emit(f"%tid = and i32 %t0, {T - 1}")
        g = f"addrspacecast (ptr addrspace(3) @{sname} to ptr)"
        e.emit(f"%own = getelementptr inbounds i32, ptr {g}, i64 {e.i64('%tid')}")
        e.emit(f"%w = mul i32 %h, {r.choice([3, 5, 7])}")
        e.emit("store i32 %w, ptr %own, align 4")
        h = "%h"
        if xchg:
            e.emit("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")
            d = r.randint(1, T - 1)
            e.emit(f"%nb = add i32 %tid, {d}")
            e.emit(f"%nm = and i32 %nb, {T - 1}")
            e.emit(f"%np = getelementptr inbounds i32, ptr {g}, i64 {e.i64('%nm')}")
            e.emit("%nv = load i32, ptr %np, align 4")
            h = e.mix(h, "%nv")
            if inner is not None:
                f.callees = [inner]
                x = e.v("ci")
                e.emit(f"{x} = call i32 @{inner.name}(ptr {g}, i32 {inner.n_elems}, i32 {h})")
                h = e.mix(h, x)
            e.emit("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")
        else:
            def body(k, c):
                x = e.v("x")
                e.emit(f"{x} = load i32, ptr %own, align 4")
                y = e.mix(c[0], x)
                z = e.v("z")
                e.emit(f"{z} = add i32 {x}, {k}")
                e.emit(f"store i32 {z}, ptr %own, align 4")
                return [y]
            (h,) = e.loop(0, r.choice([2, 4, 8]), 1, [h], body)
        e.emit(f"ret i32 {h}")
        self.define(f, "i32 noundef %h", e)
        return f

    def reach(self, names):
        """Device functions reachable from the named ones."""
        by = {f.name: f for f in self.funcs}
        out, todo = set(), list(names)
        while todo:
            n = todo.pop()
            if n in out or n not in by:
                continue
            out.add(n)
            todo += [c.name for c in by[n].callees]
        return out

    def generate(self):
        """[kernel texts], [function texts], [global decls], [comdats]."""
        ktexts = [k.generate() for k in self.kernels]
        return ktexts

    def all_objs(self):
        objs = list(self.kernels[0].all_objs())
        for f in self.funcs:
            objs += f.statics
        return objs


COMMON_DECLS = gen.COMMON_DECLS


def _assemble(progs, tu_parts=None):
    """Module text of the programs; tu_parts: None (one module) or 'A'/'B'."""
    comdats, globals_, funcs, decls, md, dyn = [], [], [], set(COMMON_DECLS), [], []
    infos = []
    for prog in progs:
        ks = prog.kernels
        texts = [k.generate() for k in ks]
        # objects
        for o in prog.all_objs():
            d = o.decl()
            declared_only = (tu_parts == "B" and o.linkage == "" and not o.extern)
            if declared_only:
                esz = gen.OBJ_ELEMS[o.elem][0]
                d = (f"@{o.name} = external addrspace(3) global [{o.size // esz} x {o.elem}], "
                     f"align {o.align}")
            globals_.append(d)
            if o.extern:
                dyn.append((o.name, o.size))
            if o.linkage == "linkonce_odr":
                comdats.append(f"${o.name} = comdat any")
        for idx, (k, t) in enumerate(zip(ks, texts)):
            if tu_parts == "A" and idx == 1 or tu_parts == "B" and idx == 0:
                continue
            funcs.append(t)
            if prog.template_kernels:
                comdats.append(f"${k.name} = comdat any")
            decls |= k.decls
            infos.append(k.info())
        for f in prog.funcs:
            if tu_parts == "B" and f.linkage == "":
                decls.add(f.decl())
            elif tu_parts == "B" and f.linkage == "internal":
                funcs.append(f.text)     # a static function: each TU has its own
            else:
                funcs.append(f.text)
            if f.linkage == "linkonce_odr" and not (tu_parts == "B" and f.linkage == ""):
                comdats.append(f"${f.name} = comdat any")
    decls.add("declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)")
    if dyn:
        refs = ", ".join(f"!{i}" for i in range(len(dyn)))
        md.append(f"!smemvec.fuzz.dynsize = !{{{refs}}}")
        for i, (n, sz) in enumerate(dyn):
            md.append(f"!{i} = !{{ptr addrspace(3) @{n}, i64 {sz}}}")
    body = "\n".join(funcs)
    parts = body.split("!@@LOOPMD@@")
    if len(parts) > 1:
        first = len(dyn)
        nodis = first + len(parts) - 1
        body = parts[0] + "".join(f"!{first + i}" + p for i, p in enumerate(parts[1:]))
        md += [f"!{first + i} = distinct !{{!{first + i}, !{nodis}}}" for i in range(len(parts) - 1)]
        md.append(f'!{nodis} = !{{!"llvm.loop.unroll.disable"}}')
    funcs = [body]
    text = ("\n".join(target_lines()) + "\n\n"
            + VIEW_TYPE + "\n" + "\n".join(sorted(set(comdats))) + "\n"
            + "\n".join(globals_) + "\n\n" + "\n".join(funcs) + "\n"
            + "\n".join(sorted(decls)) + "\n\n" + "\n".join([KERNEL_ATTRS, FUNC_ATTRS, NOINLINE_ATTRS])
            + "\n\n" + "\n".join(md) + "\n")
    return text, infos


def module(seeds, prefix="k"):
    """A module holding the programs of the seeds (two kernels each);
    returns (text, [kernel info])."""
    return _assemble([Program(s, prefix) for s in seeds])


def module_tus(seeds, prefix="k"):
    """Two translation units of RDC-like programs: (text A, text B, infos
    of A's kernels + B's kernels). Every seed must be RDC-like."""
    assert all(is_rdc(s) for s in seeds), "module_tus needs RDC-like seeds"
    a, ia = _assemble([Program(s, prefix) for s in seeds], "A")
    b, ib = _assemble([Program(s, prefix) for s in seeds], "B")
    return a, b, ia + ib
