# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Random NVPTX kernels in textual LLVM IR, deterministic from a seed.

Every kernel has the signature

    define ptx_kernel void @<name>(ptr addrspace(1) %in, ptr addrspace(1) %out)

and is launched as ONE block of `threads` threads with `dyn_bytes` bytes of
dynamic shared memory. It

  1. copies `in` into every shared object (all bytes, so nothing read later
     is uninitialised), then barrier;
  2. runs 1..4 *phases* of random shared-memory traffic separated by
     barriers. In each phase every object has one mode that makes the
     traffic race-free, so the result is a deterministic function of `in`:
       ro      nobody writes it; anybody reads anywhere (uniform, tid- and
               data-dependent offsets, runs ending at the object's edge);
       part    thread t owns the slot [t*S, t*S+S) and reads/writes only it
               (runs with gaps, mixed sizes, store/load overlaps, volatile,
               atomic, atomicrmw whose result is used);
       single  only thread 0 touches it, inside `if (tid == 0)`;
       counter only `atomicrmw add` whose result is unused (the sum is
               order-independent), read back in the final dump;
  3. barrier; thread t writes its running hash to out[t] (i32) and then all
     threads dump every shared object into `out` after the hashes.

Random features: i8..i64, half, bfloat, float, double and small vector
element types; typed, byte and chained GEPs, generic pointers through
addrspacecast (instructions and constant expressions); gaps; access
alignment annotations from exact to 1; branches (divergent and uniform)
with phis; fences, membar, volatile and atomic loads/stores; static
objects of several linkages and alignments and one extern (dynamic) array;
flag accesses between the shared loads of a run (maybe_flag: volatile,
monotonic, acquire/release, seq_cst; loads and stores; shared and global).

The layout facts the checker and the GPU runner need travel in the module:
named metadata !smemvec.fuzz.dynsize gives each extern array's byte size.
"""
import random

from .emit import Emitter, target_lines

# scalar IR type -> (bytes, integer type of the same width)
SCALARS = {
    "i8": (1, "i8"), "i16": (2, "i16"), "i32": (4, "i32"), "i64": (8, "i64"),
    "half": (2, "i16"), "bfloat": (2, "i16"), "float": (4, "i32"),
    "double": (8, "i64"),
}
# vector access types: (bytes, integer type of the same width)
VECTORS = {
    "<2 x i16>": (4, "i32"), "<4 x i8>": (4, "i32"), "<2 x half>": (4, "i32"),
    "<2 x i32>": (8, "i64"), "<2 x float>": (8, "i64"), "<4 x i16>": (8, "i64"),
}
ALL_TYPES = dict(SCALARS, **VECTORS)
# element types of objects may also be wider than any access
OBJ_ELEMS = dict(ALL_TYPES, **{"<4 x i32>": (16, "i128")})
INT_BITS = {"i8": 8, "i16": 16, "i32": 32, "i64": 64}


def lowbit(x):
    """Largest power of two dividing x (x == 0: 'infinitely aligned')."""
    return x & -x if x else 1 << 30


class Obj:
    def __init__(self, name, size, align, extern, elem, linkage):
        self.name, self.size, self.align = name, size, align
        self.extern, self.elem, self.linkage = extern, elem, linkage

    def decl(self):
        if self.extern:
            return (f"@{self.name} = external addrspace(3) global "
                    f"[0 x {self.elem}], align {self.align}")
        esz = OBJ_ELEMS[self.elem][0]
        n = self.size // esz
        comdat = ", comdat" if self.linkage == "linkonce_odr" else ""
        lk = self.linkage + " " if self.linkage else ""
        return (f"@{self.name} = {lk}addrspace(3) global [{n} x {self.elem}] "
                f"undef{comdat}, align {self.align}")


class Kernel(Emitter):
    """One generated kernel: IR text plus launch facts."""

    def __init__(self, name, seed):
        super().__init__(random.Random(seed))
        self.name, self.seed = name, seed
        self.objs = []
        self.threads = self.r.choice([32, 64, 64, 128])
        self.tid_masked = self.r.random() < 0.3
        self.decls = set()
        # Flag accesses come from their own stream, so adding them left the
        # rest of each seed's kernel as it was.
        self.fr = random.Random(seed * 7919 + 17)

    # ---- emission helpers (v, emit, label, mix: emit.Emitter) -------------
    def need(self, decl):
        self.decls.add(decl)

    # ---- objects ---------------------------------------------------------
    MAX_OBJECTS = 3       # gen_o3 kernels keep fewer (compile time)

    def make_objects(self):
        r, T = self.r, self.threads
        n = r.randint(1, self.MAX_OBJECTS)
        for i in range(n):
            elem = r.choice(["i8", "i16", "i32", "i32", "float", "i64",
                             "double", "half", "bfloat", "<4 x i32>"
                             if r.random() < 0.1 else "i32"])
            esz = OBJ_ELEMS[elem][0]
            slot = r.choice([4, 8, 12, 16, 20, 24, 32, 48])
            # size: room for the part mode, sometimes exactly T*slot (edge),
            # sometimes an odd tail so the end is not 16-byte aligned.
            base = T * slot if r.random() < 0.6 else r.choice([16, 20, 36, 52, 100, 260])
            tail = r.choice([0, 0, 0, 4, 8, 12, 2, 6])
            size = max(base + tail, esz)
            size = (size + esz - 1) // esz * esz
            align = r.choice([1, 2, 4, 4, 8, 16, 16, 32]) if r.random() < 0.5 else esz
            align = max(align, min(esz, 16)) if r.random() < 0.7 else align
            linkage = r.choice(["internal"] * 6 + ["linkonce_odr", ""])
            o = Obj(f"{self.name}_s{i}", size, align, False, elem, linkage)
            o.slot = slot
            self.objs.append(o)
        if r.random() < 0.4:
            size = r.choice([T * 8, T * 16, T * 4 + 12, 200])
            elem = r.choice(["i8", "i32", "float", "<4 x i32>"])
            o = Obj(f"{self.name}_dyn", size, r.choice([4, 8, 16, 16]), True,
                    elem, "")
            o.slot = r.choice([4, 8])
            self.objs.append(o)
        # counter object: only atomicrmw add during the phases
        self.counter = Obj(f"{self.name}_cnt", 16, 4, False, "i32", "internal")
        self.counter.slot = 4
        # flag object: thread t's flag is word t, touched only by thread t
        # (volatile and atomic loads/stores between shared loads)
        self.flag = Obj(f"{self.name}_flag", self.threads * 4, 4, False, "i32", "internal")
        self.flag.slot = 4

    @property
    def dyn_bytes(self):
        return sum(o.size for o in self.objs if o.extern)

    def all_objs(self):
        return self.objs + [self.counter, self.flag]

    # ---- addresses -------------------------------------------------------
    def shared_ptr(self, obj, term, const, ty):
        """Pointer (text, typed 'ptr addrspace(3)' or 'ptr') to obj + term +
        const bytes, in one of several shapes. term: None or an i32 SSA value
        holding a byte offset. Returns (ptr_type, ptr_value)."""
        r = self.r
        g = f"@{obj.name}"
        esz = ALL_TYPES[ty][0]
        shape = r.random()
        generic = r.random() < 0.15
        if term is None and shape < 0.25:
            # constant expression
            if generic:
                base = f"addrspacecast (ptr addrspace(3) {g} to ptr)"
                if const == 0:
                    return "ptr", base
                return "ptr", f"getelementptr inbounds (i8, ptr {base}, i64 {const})"
            if const == 0:
                return "ptr addrspace(3)", g
            return "ptr addrspace(3)", f"getelementptr inbounds (i8, ptr addrspace(3) {g}, i64 {const})"
        base = g
        if term is not None:
            row = self.v("row")
            if r.random() < 0.5:
                self.emit(f"{row} = getelementptr inbounds i8, ptr addrspace(3) {g}, i32 {term}")
            else:
                t64 = self.v("t")
                self.emit(f"{t64} = zext i32 {term} to i64")
                self.emit(f"{row} = getelementptr inbounds i8, ptr addrspace(3) {g}, i64 {t64}")
            base = row
        pty = "ptr addrspace(3)"
        if generic:
            gp = self.v("gp")
            self.emit(f"{gp} = addrspacecast ptr addrspace(3) {base} to ptr")
            base, pty = gp, "ptr"
        if const == 0 and r.random() < 0.5:
            return pty, base
        p = self.v("p")
        if const % esz == 0 and ty in SCALARS and r.random() < 0.5:
            self.emit(f"{p} = getelementptr inbounds {ty}, {pty} {base}, i64 {const // esz}")
        elif term is None and not generic and obj.size % esz == 0 and \
                const % esz == 0 and ty == obj.elem and r.random() < 0.5:
            n = obj.size // esz
            self.emit(f"{p} = getelementptr inbounds [{n} x {ty}], {pty} {base}, i64 0, i64 {const // esz}")
        else:
            self.emit(f"{p} = getelementptr inbounds i8, {pty} {base}, i32 {const}")
        return pty, p

    def claim_align(self, obj, const, slot):
        """Alignment annotation for an access: never more than provable."""
        a = min(obj.align, lowbit(const), lowbit(slot) if slot else 1 << 30)
        if self.r.random() < 0.15:
            a = min(a, self.r.choice([1, 2, 4]))
        return max(1, min(a, 16))

    # ---- values ----------------------------------------------------------
    def to_i32(self, val, ty):
        """Fold a loaded value into an i32 (bitwise: no FP arithmetic)."""
        ity = ALL_TYPES[ty][1]
        x = val
        if ty != ity:
            b = self.v("b")
            self.emit(f"{b} = bitcast {ty} {val} to {ity}")
            x = b
        if ity == "i32":
            return x
        if ity == "i64":
            lo = self.v("lo"); hi = self.v("hi"); hs = self.v("hs"); m = self.v("m")
            self.emit(f"{lo} = trunc i64 {x} to i32")
            self.emit(f"{hs} = lshr i64 {x}, 32")
            self.emit(f"{hi} = trunc i64 {hs} to i32")
            self.emit(f"{m} = xor i32 {lo}, {hi}")
            return m
        z = self.v("z")
        self.emit(f"{z} = zext {ity} {x} to i32")
        return z

    def from_i32(self, val, ty):
        """An i32 value reshaped into type ty for a store."""
        ity = ALL_TYPES[ty][1]
        x = val
        if ity == "i64":
            w = self.v("w"); s = self.v("s"); o = self.v("o")
            self.emit(f"{w} = zext i32 {val} to i64")
            self.emit(f"{s} = shl i64 {w}, 29")
            self.emit(f"{o} = xor i64 {s}, {w}")
            x = o
        elif ity != "i32":
            t = self.v("tr")
            self.emit(f"{t} = trunc i32 {val} to {ity}")
            x = t
        if ty != ity:
            b = self.v("b")
            self.emit(f"{b} = bitcast {ity} {x} to {ty}")
            x = b
        return x

    # ---- accesses --------------------------------------------------------
    def load(self, obj, term, const, ty, slot, kind="plain"):
        pty, p = self.shared_ptr(obj, term, const, ty)
        a = self.claim_align(obj, const, slot)
        v = self.v("L")
        if kind == "volatile":
            self.emit(f"{v} = load volatile {ty}, {pty} {p}, align {a}")
        elif kind == "atomic" and ty in ("i32", "i64", "float", "i16", "i8") \
                and a >= ALL_TYPES[ty][0]:
            sc = self.r.choice(['syncscope("block") ', ""])
            self.emit(f"{v} = load atomic {ty}, {pty} {p} {sc}{self.r.choice(['monotonic', 'acquire'])}, align {a}")
        else:
            self.emit(f"{v} = load {ty}, {pty} {p}, align {a}")
        return v

    def store(self, obj, term, const, ty, slot, val32, kind="plain"):
        x = self.from_i32(val32, ty)
        pty, p = self.shared_ptr(obj, term, const, ty)
        a = self.claim_align(obj, const, slot)
        if kind == "volatile":
            self.emit(f"store volatile {ty} {x}, {pty} {p}, align {a}")
        elif kind == "atomic" and ty in ("i32", "i64", "float", "i16", "i8") \
                and a >= ALL_TYPES[ty][0]:
            sc = self.r.choice(['syncscope("block") ', ""])
            self.emit(f"store atomic {ty} {x}, {pty} {p} {sc}{self.r.choice(['monotonic', 'release'])}, align {a}")
        else:
            self.emit(f"store {ty} {x}, {pty} {p}, align {a}")

    def pick_type(self, maxsize, align_need):
        """A type whose size divides align_need and fits maxsize."""
        cands = [t for t, (sz, _) in ALL_TYPES.items()
                 if sz <= maxsize and align_need % sz == 0]
        vec = [t for t in cands if t in VECTORS]
        if vec and self.r.random() < 0.1:
            return self.r.choice(vec)
        sc = [t for t in cands if t in SCALARS]
        return self.r.choice(sc or cands)

    def run_offsets(self, lo, hi, cap=8, ty_hint=None):
        """A run of (offset, type) inside [lo, hi): consecutive accesses with
        random gaps and mixed sizes; every offset naturally aligned."""
        r = self.r
        out = []
        off = lo
        if r.random() < 0.3 and hi - lo > 16:
            off = lo + r.randrange(0, (hi - lo) // 2) // 8 * 8
        n = r.randint(2, 8)
        for _ in range(n):
            ty = ty_hint if ty_hint and r.random() < 0.7 else self.pick_type(
                8, min(cap, lowbit(off)))
            sz = ALL_TYPES[ty][0]
            off = (off + sz - 1) // sz * sz
            if off + sz > hi:
                break
            out.append((off, ty))
            off += sz
            if r.random() < 0.3:
                off += r.choice([1, 2, 4, 4, 8])
        return out

    def edge_run(self, size):
        """A run that ends exactly at the object's end."""
        r = self.r
        ty = self.pick_type(8, lowbit(size))
        sz = ALL_TYPES[ty][0]
        n = r.randint(1, 5)
        start = max(0, size - n * sz)
        return [(o, ty) for o in range(start, size - sz + 1, sz)
                if r.random() < 0.85 or o == size - sz]

    # ---- phases ----------------------------------------------------------
    def gen_ops(self, acc, modes, depth, in_tid0=False):
        """Random ops in the current block; returns the new acc."""
        r = self.r
        T = self.threads
        for _ in range(r.randint(3, 9)):
            c = r.random()
            obj = r.choice(self.objs)
            mode, slot = modes[obj.name]
            if c < 0.08 and depth < 2:
                acc = self.gen_branch(acc, modes, depth, in_tid0)
                continue
            if c < 0.12:
                k = r.random()
                if k < 0.4:
                    self.emit(f'fence syncscope("block") {r.choice(["acq_rel", "seq_cst", "acquire", "release"])}')
                elif k < 0.7:
                    self.emit("call void @llvm.nvvm.membar.cta()")
                    self.need("declare void @llvm.nvvm.membar.cta()")
                else:
                    # atomic add to the shared counter; result unused
                    w = r.randrange(0, 4) * 4
                    pty, p = self.shared_ptr(self.counter, None, w, "i32")
                    sc = r.choice(['syncscope("block") ', ""])
                    self.emit(f"{self.v('ign')} = atomicrmw add {pty} {p}, i32 {r.randint(1, 9)} {sc}monotonic, align 4")
                continue
            if mode == "ro":
                acc = self.gen_reads(obj, acc)
            elif mode == "part":
                acc = self.gen_slot_traffic(obj, slot, acc)
            elif mode == "single" and in_tid0:
                acc = self.gen_single(obj, acc)
        return acc

    FLAG_KINDS = [("load", "volatile"), ("store", "volatile"),
                  ("load", "monotonic"), ("load", "acquire"), ("load", "seq_cst"),
                  ("store", "monotonic"), ("store", "release"), ("store", "seq_cst")]

    def maybe_flag(self, acc):
        """Sometimes a flag access between two shared loads: volatile or
        atomic (monotonic, acquire/release, seq_cst), load or store, to the
        thread's own shared flag word or to global memory (a load of the
        read-only data words of `in`, a store to the thread's hash slot of
        `out`, which the final hash overwrites). Race-free, so the output
        stays a function of `in`. No shared load may move across it."""
        fr = self.fr
        if fr.random() >= 0.12:
            return acc
        op, order = fr.choice(self.FLAG_KINDS)
        shared = fr.random() < 0.6
        if shared:
            p = self.v("fp")
            self.emit(f"{p} = getelementptr inbounds i32, ptr addrspace(3) @{self.flag.name}, i32 %tid")
            pty = "ptr addrspace(3)"
        elif op == "load":
            p = self.v("fp")
            self.emit(f"{p} = getelementptr inbounds i32, ptr addrspace(1) %in, i64 {self.data_base // 4 + fr.randrange(0, 8)}")
            pty = "ptr addrspace(1)"
        else:
            p = self.v("fp")
            self.emit(f"{p} = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid")
            pty = "ptr addrspace(1)"
        sc = fr.choice(['syncscope("block") ', ""]) if order != "volatile" else ""
        if op == "load":
            x = self.v("flag")
            if order == "volatile":
                self.emit(f"{x} = load volatile i32, {pty} {p}, align 4")
            else:
                self.emit(f"{x} = load atomic i32, {pty} {p} {sc}{order}, align 4")
            m = self.v("fm")
            self.emit(f"{m} = mul i32 {acc}, {fr.choice([3, 5, 31])}")
            a = self.v("acc")
            self.emit(f"{a} = xor i32 {m}, {x}")
            return a
        if order == "volatile":
            self.emit(f"store volatile i32 {acc}, {pty} {p}, align 4")
        else:
            self.emit(f"store atomic i32 {acc}, {pty} {p} {sc}{order}, align 4")
        return acc

    def gen_reads(self, obj, acc):
        r = self.r
        T = self.threads
        k = r.random()
        term, lo, hi, slot = None, 0, obj.size, 0
        if k < 0.35:
            pass                                   # uniform constant offsets
        elif k < 0.6:
            # tid-dependent rows: t*S2 + c, T*S2 <= size
            cands = [s for s in (4, 8, 12, 16, 24, 32) if T * s <= obj.size]
            if cands:
                slot = r.choice(cands)
                term = self.tid_times(slot, neighbour=r.random() < 0.3)
                lo, hi = 0, slot
        elif k < 0.8:
            # data-dependent uniform index: (in-word & mask) * 8
            n8 = obj.size // 8
            if n8 >= 2:
                mask = (1 << (n8.bit_length() - 1)) - 1
                mask = max(1, mask // 2) if r.random() < 0.5 else mask
                hi_room = obj.size - (mask * 8)
                if hi_room >= 8:
                    term = self.data_index(mask, 8)
                    lo, hi, slot = 0, min(hi_room, 16), 8
        if term is None and slot == 0 and r.random() < 0.4:
            run = self.edge_run(obj.size)
        else:
            run = self.run_offsets(lo, hi, min(8, lowbit(slot) if slot else 8))
        if r.random() < 0.3:
            r.shuffle(run)
        for i, (off, ty) in enumerate(run):
            if i:
                acc = self.maybe_flag(acc)
            kind = r.choice(["plain"] * 8 + ["volatile", "atomic"])
            x = self.load(obj, term, off, ty, slot, kind)
            acc = self.mix(acc, self.to_i32(x, ty))
        return acc

    def gen_slot_traffic(self, obj, slot, acc):
        r = self.r
        term = self.tid_times(slot)
        run = self.run_offsets(0, slot, min(8, lowbit(slot)))
        ops = []
        for off, ty in run:
            ops.append((r.choice(["load", "load", "store"]), off, ty))
        if run and r.random() < 0.4:
            # overlapping store/load pair (aliasing, maybe partial)
            off, ty = r.choice(run)
            sz = ALL_TYPES[ty][0]
            sub = [t for t in ("i8", "i16", "i32") if ALL_TYPES[t][0] <= sz]
            t2 = r.choice(sub)
            o2 = off + r.randrange(0, sz // ALL_TYPES[t2][0]) * ALL_TYPES[t2][0]
            ops.insert(r.randrange(len(ops) + 1), ("store", off, ty))
            ops.insert(r.randrange(len(ops) + 1), ("load", o2, t2))
        if r.random() < 0.2 and slot % 4 == 0:
            # atomicrmw on the own slot: its result is deterministic
            ops.insert(r.randrange(len(ops) + 1), ("rmw", r.randrange(0, slot // 4) * 4, "i32"))
        for i, (op, off, ty) in enumerate(ops):
            if i:
                acc = self.maybe_flag(acc)
            kind = r.choice(["plain"] * 10 + ["volatile", "atomic"])
            if op == "load":
                x = self.load(obj, term, off, ty, slot, kind)
                acc = self.mix(acc, self.to_i32(x, ty))
            elif op == "store":
                self.store(obj, term, off, ty, slot, acc, kind)
            else:
                if min(obj.align, lowbit(off), lowbit(slot)) < 4:
                    continue
                pty, p = self.shared_ptr(obj, term, off, "i32")
                x = self.v("rmw")
                self.emit(f"{x} = atomicrmw {r.choice(['add', 'xor', 'max', 'xchg'])} {pty} {p}, i32 {acc} monotonic, align 4")
                acc = self.mix(acc, x)
        return acc

    def gen_single(self, obj, acc):
        r = self.r
        run = self.edge_run(obj.size) if r.random() < 0.3 else self.run_offsets(0, obj.size)
        for off, ty in run:
            if r.random() < 0.5:
                self.store(obj, None, off, ty, 0, acc, r.choice(["plain"] * 6 + ["volatile"]))
            else:
                x = self.load(obj, None, off, ty, 0)
                acc = self.mix(acc, self.to_i32(x, ty))
        return acc

    def gen_branch(self, acc, modes, depth, in_tid0):
        r = self.r
        T = self.threads
        c = self.v("c")
        k = r.random()
        if k < 0.4:
            a = self.v("tb")
            self.emit(f"{a} = and i32 %tid, {r.choice([1, 2, 4])}")
            self.emit(f"{c} = icmp eq i32 {a}, 0")
        elif k < 0.7:
            self.emit(f"{c} = icmp ult i32 %tid, {r.randint(1, T - 1)}")
        else:
            w = self.in_word(r.randrange(0, 8))
            a = self.v("ub")
            self.emit(f"{a} = and i32 {w}, 1")
            self.emit(f"{c} = icmp ne i32 {a}, 0")
        n = self.nv
        then_l, else_l, join_l = f"then{n}", f"else{n}", f"join{n}"
        has_else = r.random() < 0.5
        self.emit(f"br i1 {c}, label %{then_l}, label %{else_l if has_else else join_l}")
        pred = self.cur_block
        self.label(then_l)
        a1 = self.gen_ops(acc, modes, depth + 1, in_tid0)
        then_end = self.cur_block
        self.emit(f"br label %{join_l}")
        if has_else:
            self.label(else_l)
            a2 = self.gen_ops(acc, modes, depth + 1, in_tid0)
            else_end = self.cur_block
            self.emit(f"br label %{join_l}")
        self.label(join_l)
        ph = self.v("phi")
        other = f"[ {a2}, %{else_end} ]" if has_else else f"[ {acc}, %{pred} ]"
        self.emit(f"{ph} = phi i32 [ {a1}, %{then_end} ], {other}")
        return ph

    def gen_tid0_block(self, acc, modes):
        c = self.v("c0")
        self.emit(f"{c} = icmp eq i32 %tid, 0")
        n = self.nv
        t_l, j_l = f"only0_{n}", f"after0_{n}"
        pred = self.cur_block
        self.emit(f"br i1 {c}, label %{t_l}, label %{j_l}")
        self.label(t_l)
        a1 = acc
        for o in self.objs:
            if modes[o.name][0] == "single":
                a1 = self.gen_single(o, a1)
        a1 = self.gen_ops(a1, modes, 1, in_tid0=True)
        e = self.cur_block
        self.emit(f"br label %{j_l}")
        self.label(j_l)
        ph = self.v("phi")
        self.emit(f"{ph} = phi i32 [ {a1}, %{e} ], [ {acc}, %{pred} ]")
        return ph

    # ---- index terms -----------------------------------------------------
    def tid_times(self, slot, neighbour=False):
        t = "%tid"
        if neighbour:
            n = self.v("nb")
            self.emit(f"{n} = add i32 %tid, {self.r.randint(1, self.threads - 1)}")
            m = self.v("nm")
            self.emit(f"{m} = and i32 {n}, {self.threads - 1}")
            t = m
        x = self.v("ts")
        if slot & (slot - 1) == 0 and self.r.random() < 0.5:
            self.emit(f"{x} = shl nuw nsw i32 {t}, {slot.bit_length() - 1}")
        else:
            self.emit(f"{x} = mul nuw nsw i32 {t}, {slot}")
        return x

    def in_word(self, i, e=None):
        """Load word i of the uniform data area at the end of `in` (through
        the emitter e: gen_o3's views of a kernel; default the kernel)."""
        e = e or self
        p = e.v("ip")
        e.emit(f"{p} = getelementptr inbounds i32, ptr addrspace(1) %in, i64 {self.data_base // 4 + i}")
        w = e.v("iw")
        e.emit(f"{w} = load i32, ptr addrspace(1) {p}, align 4")
        return w

    def data_index(self, mask, scale):
        w = self.in_word(self.r.randrange(0, 8))
        m = self.v("di")
        self.emit(f"{m} = and i32 {w}, {mask}")
        x = self.v("ds")
        self.emit(f"{x} = mul nuw nsw i32 {m}, {scale}")
        return x

    # ---- whole kernel ----------------------------------------------------
    def layout(self):
        """Byte offsets of each object in `in` and in `out`."""
        off = 0
        self.in_off = {}
        for o in self.all_objs():
            self.in_off[o.name] = off
            off += (o.size + 15) // 16 * 16
        self.data_base = off
        self.in_bytes = off + 64
        self.out_hash = self.threads * 4
        self.out_off = {o.name: self.out_hash + self.in_off[o.name]
                        for o in self.all_objs()}
        self.out_bytes = self.out_hash + self.data_base

    def copy_loop(self, to_shared):
        """Every thread copies units t, t+T, ... of every object between
        `in`/`out` and shared memory (4-byte units where possible)."""
        T = self.threads
        for o in self.all_objs():
            u = 4 if o.size % 4 == 0 and o.align >= 4 else (2 if o.size % 2 == 0 and o.align >= 2 else 1)
            ty = {4: "i32", 2: "i16", 1: "i8"}[u]
            nunits = o.size // u
            # for (i = tid; i < nunits; i += T): a real loop keeps the
            # module small; the index is a phi (no vectorizer touches it).
            n = self.nv = self.nv + 1
            pre = self.cur_block
            self.emit(f"br label %cl{n}")
            self.label(f"cl{n}")
            i = f"%ci{n}"
            self.emit(f"{i} = phi i32 [ %tid, %{pre} ], [ %cn{n}, %cb{n} ]")
            self.emit(f"%cc{n} = icmp ult i32 {i}, {nunits}")
            self.emit(f"br i1 %cc{n}, label %cb{n}, label %cx{n}")
            self.label(f"cb{n}")
            bo = self.v("cb")
            self.emit(f"{bo} = mul nuw nsw i32 {i}, {u}")
            sp = self.v("cs")
            self.emit(f"{sp} = getelementptr inbounds i8, ptr addrspace(3) @{o.name}, i32 {bo}")
            go = self.v("co")
            base = self.in_off[o.name] if to_shared else self.out_off[o.name]
            self.emit(f"{go} = add nuw nsw i32 {bo}, {base}")
            gp = self.v("cgp")
            self.emit(f"{gp} = getelementptr inbounds i8, ptr addrspace(1) {'%in' if to_shared else '%out'}, i32 {go}")
            x = self.v("cv")
            if to_shared:
                self.emit(f"{x} = load {ty}, ptr addrspace(1) {gp}, align {u}")
                self.emit(f"store {ty} {x}, ptr addrspace(3) {sp}, align {u}")
            else:
                self.emit(f"{x} = load {ty}, ptr addrspace(3) {sp}, align {u}")
                self.emit(f"store {ty} {x}, ptr addrspace(1) {gp}, align {u}")
            self.emit(f"%cn{n} = add nuw nsw i32 {i}, {T}")
            self.emit(f"br label %cl{n}{self.copy_latch_md()}")
            self.label(f"cx{n}")

    def copy_latch_md(self):
        """Metadata on the copy loops' back edges (gen_o3: unroll.disable)."""
        return ""

    def barrier(self, e=None):
        (e or self).emit("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")

    def prologue(self):
        """The entry block's %tid, every object copied in from `in`, barrier;
        returns the hash's start."""
        T = self.threads
        self.label("entry")
        rng = f"range(i32 0, {T}) " if not self.tid_masked else ""
        self.emit(f"%tid0 = call {rng}i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
        if self.tid_masked:
            self.emit(f"%tid = and i32 %tid0, {T - 1}")
        else:
            self.emit("%tid = add nuw nsw i32 %tid0, 0")
        self.copy_loop(to_shared=True)
        self.barrier()
        return "%tid"

    def pick_modes(self, choices):
        """{object: (mode, slot)} of one phase: a mode from choices for each
        object; `part` only where a slot of 4-16 bytes a thread fits (else
        `ro`)."""
        r, T = self.r, self.threads
        modes = {}
        for o in self.objs:
            m = r.choice(choices)
            slot = o.slot
            if m == "part":
                fits = [s for s in (o.slot, 4, 8, 16) if T * s <= o.size and s % 4 == 0]
                if not fits:
                    m = "ro"
                else:
                    slot = r.choice(fits)
            modes[o.name] = (m, slot)
        return modes

    def epilogue(self, acc):
        """The thread's hash to out[tid], every object dumped into `out`,
        ret; returns the body's text."""
        hp = self.v("hp")
        self.emit(f"{hp} = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid")
        self.emit(f"store i32 {acc}, ptr addrspace(1) {hp}, align 4")
        self.copy_loop(to_shared=False)
        self.emit("ret void")
        return self.body()

    def generate(self):
        r = self.r
        self.make_objects()
        self.layout()
        acc = self.prologue()
        nphases = r.randint(1, 4)
        for ph in range(nphases):
            modes = self.pick_modes(["ro", "ro", "part", "part", "single"])
            acc = self.gen_ops(acc, modes, 0)
            if any(m == "single" for m, _ in modes.values()) or r.random() < 0.2:
                acc = self.gen_tid0_block(acc, modes)
            self.barrier()
        body = self.epilogue(acc)
        return (f"define ptx_kernel void @{self.name}(ptr addrspace(1) noalias %in, "
                f"ptr addrspace(1) noalias %out) {{\n{body}\n}}\n")

    def written_ranges(self):
        """[start, length] of the `out` bytes the kernel writes: the per-thread
        hashes and each object's dump. Objects sit at 16-byte-rounded offsets,
        so the padding between them is never written."""
        return [[0, self.out_hash]] + [[self.out_off[o.name], o.size]
                                       for o in self.all_objs() if o.size]

    def info(self):
        return {"name": self.name, "seed": self.seed, "threads": self.threads,
                "dyn_bytes": self.dyn_bytes, "in_bytes": self.in_bytes,
                "out_bytes": self.out_bytes, "out_written": self.written_ranges()}


COMMON_DECLS = [
    "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
    "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)",
]


def module(seeds, prefix="k"):
    """A module holding one kernel per seed; returns (text, [info])."""
    globals_, funcs, infos, decls, dyn = [], [], [], set(COMMON_DECLS), []
    for s in seeds:
        k = Kernel(f"{prefix}{s}", s)
        f = k.generate()
        for o in k.all_objs():
            globals_.append(o.decl())
            if o.extern:
                dyn.append((o.name, o.size))
            if o.linkage == "linkonce_odr":
                globals_.insert(0, f"${o.name} = comdat any")
        funcs.append(f)
        infos.append(k.info())
        decls |= k.decls
    md = []
    if dyn:
        refs = ", ".join(f"!{i}" for i in range(len(dyn)))
        md.append(f"!smemvec.fuzz.dynsize = !{{{refs}}}")
        for i, (n, sz) in enumerate(dyn):
            md.append(f"!{i} = !{{ptr addrspace(3) @{n}, i64 {sz}}}")
    comdats = [g for g in globals_ if g.startswith("$")]
    rest = [g for g in globals_ if not g.startswith("$")]
    text = ("\n".join(target_lines()) + "\n\n"
            + "\n".join(comdats + rest) + "\n\n" + "\n".join(funcs) + "\n"
            + "\n".join(sorted(decls)) + "\n\n" + "\n".join(md) + "\n")
    return text, infos
