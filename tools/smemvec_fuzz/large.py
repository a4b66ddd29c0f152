# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""A very large kernel: N shared loads in one function (compile-time input).

Loads come in runs of 1..4 consecutive elements with gaps, alternating
between uniform and tid-dependent rows, f32/i32/i16/i64, in blocks of ~2000
loads separated by barriers, plus a few stores per block; all results are
folded into one value stored to global memory, so nothing is dead.
"""
import random

from .emit import target_lines


def _row_load(e, r, v, col):
    """Emits load number v of element col of the thread's row of @rows: an
    i16 (zero-extended) one time in four, else an i32; returns its value."""
    if r.random() < 0.25:
        e(f"  %p{v} = getelementptr inbounds i16, ptr addrspace(3) %row, i32 {2 * col}")
        e(f"  %l{v} = load i16, ptr addrspace(3) %p{v}, align 4")
        e(f"  %z{v} = zext i16 %l{v} to i32")
        return f"%z{v}"
    e(f"  %p{v} = getelementptr inbounds i32, ptr addrspace(3) %row, i32 {col}")
    e(f"  %l{v} = load i32, ptr addrspace(3) %p{v}, align 4")
    return f"%l{v}"


def _big_load(e, v, index, ty, acc):
    """Emits load number v, @big[index] as ty (a float bit-cast to i32),
    xor'ed into acc; returns the new acc."""
    e(f"  %p{v} = getelementptr inbounds float, ptr addrspace(3) @big, i32 {index}")
    e(f"  %l{v} = load {ty}, ptr addrspace(3) %p{v}, align 4")
    val = f"%l{v}"
    if ty == "float":
        e(f"  %b{v} = bitcast float %l{v} to i32")
        val = f"%b{v}"
    e(f"  %a{v} = xor i32 {acc}, {val}")
    return f"%a{v}"


def _kernel_start(e, name, extra_globals=()):
    """The module header, @big and @rows, and kernel `name`'s entry up to
    %tid and the thread's row %row."""
    for line in target_lines():
        e(line)
    e("@big = internal addrspace(3) global [8192 x float] undef, align 4")
    e("@rows = internal addrspace(3) global [128 x [16 x i32]] undef, align 4")
    for g in extra_globals:
        e(g)
    e(f"define ptx_kernel void @{name}(ptr addrspace(1) %out) {{")
    e("entry:")
    e("  %tid = call range(i32 0, 128) i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
    e("  %row = getelementptr inbounds [128 x [16 x i32]], ptr addrspace(3) @rows, i32 0, i32 %tid")


def _kernel_end(e, acc, decls):
    """out[tid] = acc, the end of the kernel, then the declarations."""
    e("  %o = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %tid")
    e(f"  store i32 {acc}, ptr addrspace(1) %o, align 4")
    e("  ret void")
    e("}")
    for d in decls:
        e(d)


class _Loads:
    """One kernel's loads as they are written: the emitter, the random
    stream, the last value number and the running hash."""

    def __init__(self, name, seed, extra_globals=()):
        self.r = random.Random(seed)
        self.lines = []
        self.e = self.lines.append
        self.v = self.n = 0
        self.acc = "%tid"
        _kernel_start(self.e, name, extra_globals)

    def run(self, after_load=None):
        """One run of 1..4 loads folded into the hash: @big elements with
        gaps at a uniform offset, or consecutive elements of the thread's
        row of @rows; after_load() after each. True for a row run."""
        r = self.r
        run = r.randint(1, 4)
        if r.random() < 0.5:
            base = r.randrange(0, 8192 - 8)
            base -= base % 4
            ty = r.choice(["float", "i32"])
            for k in range(run):
                if r.random() < 0.2:
                    continue
                self.v += 1
                self.acc = _big_load(self.e, self.v, base + k, ty, self.acc)
                self.n += 1
                if after_load:
                    after_load()
            return False
        c = r.randrange(0, 12)
        for k in range(run):
            self.v += 1
            val = _row_load(self.e, r, self.v, c + k)
            self.e(f"  %a{self.v} = add i32 {self.acc}, {val}")
            self.acc = f"%a{self.v}"
            self.n += 1
            if after_load:
                after_load()
        return True

    def text(self, decls):
        _kernel_end(self.e, self.acc, decls)
        return "\n".join(self.lines) + "\n"


def large_module(nloads, seed=1):
    k = _Loads("large", seed)
    while k.n < nloads:
        if k.n and k.n % 2000 < 4:
            k.e("  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")
        if k.run() and k.r.random() < 0.05:
            k.v += 1
            k.e(f"  %s{k.v} = getelementptr inbounds i32, ptr addrspace(3) %row, i32 {k.r.randrange(0, 16)}")
            k.e(f"  store i32 {k.acc}, ptr addrspace(3) %s{k.v}, align 4")
    return k.text(["declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
                   "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)"])


def block_module(nloads, stores=None, seed=1):
    """One basic block with N shared loads (issue 11's compile-time input).

    Loads as in large_module (runs of 1..4 with gaps from @big at uniform
    offsets and from a tid-dependent row of @rows) but with no barrier, so
    the whole kernel is one block. With `stores`, every load is followed by
    one shared store: to the thread's row of @rows (may alias the row
    loads), to @big at a tid-dependent offset (may alias every @big load),
    or to @scratch (another object). Few loads can be hoisted across these,
    so the pass's cost is the writer check itself.
      stores="scattered": store offsets are multiples of 16 bytes, so no two
                          stores are contiguous (nothing for any vectorizer
                          to merge among the stores);
      stores="adjacent":  any 4-byte offset (upstream's LSV merges store
                          pairs once the objects are 16-aligned).
    """
    assert stores in (None, "scattered", "adjacent")
    step = 4 if stores == "scattered" else 1
    k = _Loads("block", seed, ["@scratch = internal addrspace(3) global [1024 x i32] undef, align 4"])
    k.e("  %tid4 = shl nuw nsw i32 %tid, 2")
    r, e = k.r, k.e

    def store():
        k.v += 1
        v, x = k.v, r.random()
        if x < 0.4:
            e(f"  %s{v} = getelementptr inbounds i32, ptr addrspace(3) %row, i32 {r.randrange(0, 16, step)}")
        elif x < 0.7:
            e(f"  %q{v} = add nuw nsw i32 %tid4, {r.randrange(0, 8192 - 512, step)}")
            e(f"  %s{v} = getelementptr inbounds i32, ptr addrspace(3) @big, i32 %q{v}")
        else:
            e(f"  %s{v} = getelementptr inbounds i32, ptr addrspace(3) @scratch, i32 {r.randrange(0, 1024, step)}")
        e(f"  store i32 {k.acc}, ptr addrspace(3) %s{v}, align 4")

    while k.n < nloads:
        k.run(store if stores else None)
    return k.text(["declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()"])
