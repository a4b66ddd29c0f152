# SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
"""Random 2-D shared tiles for smemvec-pad, run on the CPU both ways.

The main generator (gen.py) fills and dumps its shared objects as flat byte
arrays, which smemvec-pad must (and does) refuse to pad, so it never sees
a padded layout. These kernels are built for the pass: one internal tile
`[R x [C x T]]`, a block shape it can know (nvvm.reqntid "BX,BY" or a 1-D
kernel with nvvm.maxntid), and only affine, in-row accesses:

  1. fill: thread (tx, ty) stores tile[ty + BY*i][tx + BX*j] = f(in) for
     every (i, j), so every element is written once;
  2. barrier; reads: 1..6 accesses tile[row][col] with row and col random
     non-negative affine forms in tx, ty, a loop counter k and constants,
     bounded by construction (sometimes two adjacent columns, a vector run),
     folded into a per-thread hash; the loop sometimes holds them;
  3. barrier; the hash goes to out[tid], then the fill's positions are read
     back into out (a layout that maps two elements to one word shows).

With --flat the same kernels declare the tile as a flat `[R*C x T]` and
address it `tile[row * C + col]` (the pass must delinearize it).

With --pingpong there are two tiles of one row type (the second one with
as many or twice the rows, or, flat, the same type), both filled; the
reads go through a select of the two (`cur = flag ? tile : tile2`, the
flag from the input, per thread) or, in the loop, through two phis that
swap them every iteration (a double buffer); both are dumped. The pass
must lay both out alike.

With --dynamic the tile is dynamic shared memory, `extern __shared__`: an
external `[0 x T]` (flat, indexed row * C + col) or `[0 x [C x T]]`
declaration, which the pass may only swizzle in place; the host build
defines it with the tile's size.

With --versioned the kernel names no shape (no nvvm.reqntid, a 2-D
kernel): smemvec-pad may version it on blockDim, a copy of the body with
the tile swizzled for the shape its arithmetic implies behind a check of
blockDim at entry (the Versioned remark names the shape). Each kernel then
runs twice both ways: at that shape when it is at most the generated one
(every access stays inside the tile), where the check takes the copy, and
at a smaller shape the check rejects, where the original runs; each pair
must agree byte for byte.

Check (`smemvec-fuzz tiles`): per kernel, opt runs infer-address-spaces
(before) and infer-address-spaces + smemvec-pad -smemvec-pad=1
-smemvec-pad-dynamic=1 (after; dynamic shared memory is opt-in); both
are retargeted to the host (textually: triple, address spaces, the tid
intrinsics and the barrier become a pthread driver's functions), built with
clang and run with one host thread per CUDA thread; the outputs must be
equal byte for byte. llc with the plugin and -smemvec-pad=1 must also
produce PTX that ptxas accepts. The summary counts how many tiles were
padded, swizzled or left (a generator whose tiles are all left tests
nothing).
"""
import os
import random
import re
import shutil
import tempfile

from smemvec_tools import toolchain

from .emit import Emitter, target_lines
from .tools import run

ELEMS = {"float": (4, "i32"), "i32": (4, "i32"), "i16": (2, "i16"),
         "double": (8, "i64"), "i64": (8, "i64")}

DRIVER = r"""
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
static __thread int fz_x, fz_y;
static pthread_barrier_t fz_bar;
int fz_tid_x(void) { return fz_x; }
int fz_tid_y(void) { return fz_y; }
int fz_tid_z(void) { return 0; }
static int fz_bx, fz_by;
int fz_ntid_x(void) { return fz_bx; }
int fz_ntid_y(void) { return fz_by; }
int fz_ntid_z(void) { return 1; }
void fz_barrier(int id) { (void)id; pthread_barrier_wait(&fz_bar); }
void tk(void *in, void *out);
static unsigned char *in_buf, *out_buf;
struct arg { int x, y; };
static void *run(void *p) {
  struct arg *a = p;
  fz_x = a->x; fz_y = a->y;
  tk(in_buf, out_buf);
  return 0;
}
int main(int argc, char **argv) {
  int bx = atoi(argv[1]), by = atoi(argv[2]);
  fz_bx = bx; fz_by = by;
  size_t in_bytes = strtoul(argv[3], 0, 10), out_bytes = strtoul(argv[4], 0, 10);
  in_buf = malloc(in_bytes); out_buf = calloc(out_bytes, 1);
  uint32_t s = 12345;
  for (size_t i = 0; i < in_bytes; ++i) { s = s * 1664525u + 1013904223u; in_buf[i] = s >> 24; }
  pthread_barrier_init(&fz_bar, 0, bx * by);
  pthread_t *t = malloc(sizeof(pthread_t) * bx * by);
  struct arg *a = malloc(sizeof(struct arg) * bx * by);
  for (int y = 0; y < by; ++y)
    for (int x = 0; x < bx; ++x) {
      a[y * bx + x].x = x; a[y * bx + x].y = y;
      pthread_create(&t[y * bx + x], 0, run, &a[y * bx + x]);
    }
  for (int i = 0; i < bx * by; ++i) pthread_join(t[i], 0);
  fwrite(out_buf, 1, out_bytes, stdout);
  return 0;
}
"""


class Tile(Emitter):
    """One generated kernel and its launch."""

    def __init__(self, seed, flat=False, pingpong=False, dynamic=False,
                 versioned=False):
        r = random.Random(seed)
        self.seed = seed
        self.flat = flat
        self.pingpong = pingpong
        self.dynamic = dynamic
        self.versioned = versioned
        self.elem = r.choice(list(ELEMS))
        self.esz, self.ity = ELEMS[self.elem]
        self.one_d = r.random() < 0.4
        if self.one_d:
            self.bx, self.by = r.choice([32, 64]), 1
        else:
            self.bx = r.choice([8, 16, 32])
            self.by = r.choice([1, 2, 4, 8])
        cols = [c for c in (8, 16, 32, 64, 128) if c % self.bx == 0]
        self.cols = r.choice(cols)
        rows = [n for n in (8, 16, 32, 64) if n % self.by == 0 and
                n * self.cols * self.esz <= 48 * 1024]
        self.rows = r.choice(rows)
        self.k_trip = r.choice([1, 2, 4, 8])
        super().__init__(r)
        # The modes draw after the common choices: the plain and --flat
        # kernels of a seed stay what they were.
        self.rows2 = self.rows
        if pingpong:
            row_bytes = self.cols * self.esz
            while 2 * self.rows * row_bytes > 48 * 1024:
                self.rows //= 2  # above 24 KB it has 32 rows or more
            self.rows2 = self.rows
            if not flat and 3 * self.rows * row_bytes <= 48 * 1024:
                self.rows2 = r.choice([self.rows, 2 * self.rows])
        if dynamic and not flat:
            self.flat = r.random() < 0.5
        if versioned:
            # 2-D, its shape known only at launch (rows are multiples of 2)
            self.one_d = False
            self.by = max(self.by, 2)
        self.base = "@tile"

    def tile_type(self, rows):
        E = self.elem
        if self.dynamic:
            return f"[0 x {E}]" if self.flat else f"[0 x [{self.cols} x {E}]]"
        return (f"[{rows * self.cols} x {E}]" if self.flat
                else f"[{rows} x [{self.cols} x {E}]]")

    @property
    def threads(self):
        return self.bx * self.by

    @property
    def tiles(self):
        return 2 if self.pingpong else 1

    @property
    def in_bytes(self):
        return self.tiles * self.rows * self.cols * self.esz

    @property
    def out_bytes(self):
        return self.threads * 4 + self.tiles * self.rows * self.cols * self.esz

    def affine(self, limit, k):
        """(IR value, its largest value) of a random non-negative affine
        form below limit in tx, ty, k and a constant."""
        r = self.r
        terms = []  # (value, coef, max of value)
        maxes = {"%x": self.bx - 1, "%y": self.by - 1, k: self.k_trip - 1}
        budget = limit - 1
        for var in r.sample(["%x", "%y", k, "c"], 4):
            if var == "c":
                continue
            if var == "%y" and self.one_d:
                continue
            coef = r.choice([0, 0, 1, 1, 2, 3, 4, 8])
            while coef and coef * maxes[var] > budget:
                coef //= 2
            if coef:
                terms.append((var, coef))
                budget -= coef * maxes[var]
        const = r.randint(0, budget) if budget > 0 else 0
        top = limit - 1 - budget + const
        acc = str(const)
        for var, coef in terms:
            m = self.v("m")
            self.emit(f"{m} = mul nuw nsw i64 {var}, {coef}")
            a = self.v("a")
            self.emit(f"{a} = add nuw nsw i64 {acc}, {m}")
            acc = a
        return acc, top

    def ptr(self, row, col, base=None):
        """The address of base[row][col]; base is a tile's global, or a phi
        or select of them (indexed by rows, as `float (*cur)[C]`)."""
        base = base or self.base
        p = self.v("p")
        T = self.tile_type(self.rows2 if base == "@tile2" else self.rows)
        if self.flat:
            lin, off = self.v("fl"), self.v("fo")
            self.emit(f"{lin} = mul nuw nsw i64 {row}, {self.cols}")
            self.emit(f"{off} = add nuw nsw i64 {lin}, {col}")
            self.emit(f"{p} = getelementptr inbounds {T}, "
                      f"ptr addrspace(3) {base}, i64 0, i64 {off}")
            return p
        if not base.startswith("@"):
            self.emit(f"{p} = getelementptr inbounds [{self.cols} x {self.elem}], "
                      f"ptr addrspace(3) {base}, i64 {row}, i64 {col}")
            return p
        self.emit(f"{p} = getelementptr inbounds {T}, "
                  f"ptr addrspace(3) {base}, i64 0, i64 {row}, i64 {col}")
        return p

    def globals(self):
        """The tile's global (and the second buffer's)."""
        if self.dynamic:
            return [f"@tile = external addrspace(3) global {self.tile_type(0)}, "
                    f"align {self.esz}"]
        out = [f"@tile = internal addrspace(3) global {self.tile_type(self.rows)} "
               f"undef, align {self.esz}"]
        if self.pingpong:
            out.append(f"@tile2 = internal addrspace(3) global "
                       f"{self.tile_type(self.rows2)} undef, align {self.esz}")
        return out

    def load_hash(self, row, col, acc):
        p = self.ptr(row, col)
        v = self.v("l")
        self.emit(f"{v} = load {self.elem}, ptr addrspace(3) {p}, align {self.esz}")
        bits = v
        if self.elem in ("float", "double"):
            bits = self.v("b")
            self.emit(f"{bits} = bitcast {self.elem} {v} to {self.ity}")
        w = bits
        if self.ity != "i32":
            w = self.v("w")
            op = "trunc" if self.ity == "i64" else "zext"
            self.emit(f"{w} = {op} {self.ity} {bits} to i32")
        m = self.v("h")
        self.emit(f"{m} = mul i32 {acc}, 16777619")
        x = self.v("h")
        self.emit(f"{x} = xor i32 {m}, {w}")
        return x

    def thread_cell(self, i, j):
        """The thread's cell (i, j) of the fill and the dump: its row and
        column registers."""
        row, col = self.v("r"), self.v("c")
        self.emit(f"{row} = add nuw nsw i64 %y, {self.by * i}")
        self.emit(f"{col} = add nuw nsw i64 %x, {self.bx * j}")
        return row, col

    def global_offset(self, row, col, t):
        """Element offset of (row, col) of tile t in the global in/out
        arrays (the tiles one after the other, row-major)."""
        lin, off = self.v("n"), self.v("o")
        self.emit(f"{lin} = mul nuw nsw i64 {row}, {self.cols}")
        self.emit(f"{off} = add nuw nsw i64 {lin}, {col}")
        if t:
            o2 = self.v("o")
            self.emit(f"{o2} = add nuw nsw i64 {off}, {t * self.rows * self.cols}")
            off = o2
        return off

    def module(self):
        e, E = self.emit, self.elem
        bases = ["@tile", "@tile2"][:self.tiles]
        e("%tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()")
        e("%x = zext i32 %tx to i64")
        if self.one_d:
            e("%y = add i64 0, 0")
        else:
            e("%ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()")
            e("%y = zext i32 %ty to i64")
        e("%yx = mul nuw nsw i64 %y, " + str(self.bx))
        e("%tid = add nuw nsw i64 %yx, %x")
        # 1. fill, fully unrolled here (straight-line: i, j constants)
        for t, base in enumerate(bases):
            for i in range(self.rows // self.by):
                for j in range(self.cols // self.bx):
                    row, col = self.thread_cell(i, j)
                    off = self.global_offset(row, col, t)
                    g, val = self.v("g"), self.v("val")
                    e(f"{g} = getelementptr inbounds {E}, ptr addrspace(1) %in, i64 {off}")
                    e(f"{val} = load {E}, ptr addrspace(1) {g}, align {self.esz}")
                    p = self.ptr(row, col, base)
                    e(f"store {E} {val}, ptr addrspace(3) {p}, align {self.esz}")
        e("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")
        # 2. reads, in a loop over k and/or straight-line
        acc = "2166136261"
        in_loop = self.r.random() < 0.6
        reads_from = [None]
        if self.pingpong and not in_loop:
            # cur = flag ? tile : tile2, the flag per thread from the input
            e("%fg = getelementptr inbounds i8, ptr addrspace(1) %in, i64 %tid")
            e("%fb = load i8, ptr addrspace(1) %fg, align 1")
            e("%flag = icmp ult i8 %fb, 128")
            e("%cur = select i1 %flag, ptr addrspace(3) @tile, ptr addrspace(3) @tile2")
            reads_from = ["%cur"]
        if in_loop:
            e("br label %loop")
            self.label("loop")
            e("%k = phi i64 [ 0, %0 ], [ %k.next, %loop ]")
            e("%hk = phi i32 [ 2166136261, %0 ], [ %hk.next, %loop ]")
            if self.pingpong:
                # a double buffer: cur and nxt swap every iteration
                e("%cur = phi ptr addrspace(3) [ @tile, %0 ], [ %nxt, %loop ]")
                e("%nxt = phi ptr addrspace(3) [ @tile2, %0 ], [ %cur, %loop ]")
                reads_from = ["%cur", "%nxt"]
            acc, k = "%hk", "%k"
        else:
            k = "0"
        for _ in range(self.r.randint(1, 6)):
            row, _ = self.affine(self.rows, k)
            col, cmax = self.affine(self.cols, k)
            base = self.r.choice(reads_from) if len(reads_from) > 1 else reads_from[0]
            self.base = base or "@tile"
            acc = self.load_hash(row, col, acc)
            if cmax + 1 < self.cols and self.r.random() < 0.4:  # a vector run
                nxt = self.v("c")
                e(f"{nxt} = add nuw nsw i64 {col}, 1")
                acc = self.load_hash(row, nxt, acc)
        self.base = "@tile"
        if in_loop:
            e(f"%hk.next = add i32 {acc}, 0")
            e("%k.next = add nuw nsw i64 %k, 1")
            e(f"%k.done = icmp eq i64 %k.next, {self.k_trip}")
            e("br i1 %k.done, label %after, label %loop")
            self.label("after")
            acc = "%hk.next"
        e("call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)")
        # 3. hash out, then the fill's positions read back
        e("%ho = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %tid")
        e(f"store i32 {acc}, ptr addrspace(1) %ho, align 4")
        e(f"%dump = getelementptr inbounds i8, ptr addrspace(1) %out, i64 {self.threads * 4}")
        for t, base in enumerate(bases):
            for i in range(self.rows // self.by):
                for j in range(self.cols // self.bx):
                    row, col = self.thread_cell(i, j)
                    p = self.ptr(row, col, base)
                    val = self.v("d")
                    e(f"{val} = load {E}, ptr addrspace(3) {p}, align {self.esz}")
                    off = self.global_offset(row, col, t)
                    g = self.v("g")
                    e(f"{g} = getelementptr inbounds {E}, ptr addrspace(1) %dump, i64 {off}")
                    e(f"store {E} {val}, ptr addrspace(1) {g}, align {self.esz}")
        e("ret void")
        shape = (f'"nvvm.maxntid"="{self.bx}" ' if self.one_d
                 else "" if self.versioned
                 else f'"nvvm.reqntid"="{self.bx},{self.by}" ')
        shape += '"target-cpu"="sm_90"'
        return "\n".join([
            *target_lines(),
            *self.globals(),
            f"define ptx_kernel void @tk(ptr addrspace(1) %in, ptr addrspace(1) %out) {shape} {{",
            *self.lines,
            "}",
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()",
            "declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()",
            "declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)",
            ""])


def to_host(ir, tile=None):
    """The module for the host: no target, no address spaces, the NVVM
    intrinsics as the driver's functions; a dynamic tile (an external
    [0 x ...]) defined with its launch's size."""
    out = []
    for line in ir.splitlines():
        if line.startswith("target datalayout") or line.startswith("target triple"):
            continue
        if tile is not None and tile.dynamic and line.startswith("@tile = external"):
            line = (f"@tile = global [{tile.rows * tile.cols} x {tile.elem}] "
                    f"zeroinitializer, align 16")
        line = line.replace("ptx_kernel ", "").replace(' "target-cpu"="sm_90"', "")
        if re.fullmatch(r"attributes #\d+ = \{ \}", line):
            line = line.replace("{ }", '{ "fz-host" }')  # none left: keep one
        line = re.sub(r" addrspace\(\d\)", "", line)
        line = line.replace("@llvm.nvvm.read.ptx.sreg.tid.x", "@fz_tid_x")
        line = line.replace("@llvm.nvvm.read.ptx.sreg.tid.y", "@fz_tid_y")
        line = line.replace("@llvm.nvvm.read.ptx.sreg.tid.z", "@fz_tid_z")
        line = line.replace("@llvm.nvvm.read.ptx.sreg.ntid.x", "@fz_ntid_x")
        line = line.replace("@llvm.nvvm.read.ptx.sreg.ntid.y", "@fz_ntid_y")
        line = line.replace("@llvm.nvvm.read.ptx.sreg.ntid.z", "@fz_ntid_z")
        line = line.replace("@llvm.nvvm.barrier.cta.sync.aligned.all", "@fz_barrier")
        out.append(line)
    return "\n".join(out) + "\n"


def launches(t, remarks):
    """The block shapes a kernel runs at: its own, or with --versioned the
    shape its Versioned remark names (when every access stays inside the
    tile there) and one the check rejects. (shapes, accepted shape or
    None)."""
    if not t.versioned:
        return [(t.bx, t.by)], None
    m = re.search(r"versioned '\w+' on blockDim (\d+)x(\d+)x1", remarks)
    acc = (int(m.group(1)), int(m.group(2))) if m else None
    if acc and (acc[0] > t.bx or acc[1] > t.by):
        acc = None  # the generated kernel would leave its tile there
    rej = (t.bx, t.by) if acc != (t.bx, t.by) else (t.bx, t.by // 2)
    return ([acc] if acc else []) + [rej], acc


def check_seed(plugin, seed, work, clang, opt, llc, ptxas, flat=False,
               pingpong=False, dynamic=False, versioned=False):
    """(verdict, failures, accepted): verdict is Padded/Swizzled/Versioned/
    Left*/None; accepted says a run took a versioned copy."""
    t = Tile(seed, flat, pingpong, dynamic, versioned)
    ir = t.module()
    os.makedirs(work, exist_ok=True)
    src = os.path.join(work, "tile.ll")
    with open(src, "w") as f:
        f.write(ir)
    fails = []
    load = "-load-pass-plugin=" + plugin
    before, after = os.path.join(work, "before.ll"), os.path.join(work, "after.ll")
    r = run([opt, "-S", "-passes=function(infer-address-spaces)", src, "-o", before])
    if r.returncode:
        return None, [f"opt (no plugin): {r.stderr[-400:]}"], False
    # The fill is unrolled: versioned kernels pass the default size bound.
    bound = ["-smemvec-pad-version-max-instructions=1000000"] if versioned else []
    r = run([opt, "-S", load, "-smemvec-pad=1", "-smemvec-pad-dynamic=1", *bound,
             "-passes=function(infer-address-spaces),smemvec-pad",
             "-pass-remarks=smemvec-pad", "-pass-remarks-missed=smemvec-pad",
             src, "-o", after])
    if r.returncode:
        return None, [f"opt with smemvec-pad failed: {r.stderr[-800:]}"], False
    m = re.search(r"remark: [^:]*:\d+:\d+: (padded|swizzled|versioned|"
                  r"left shared array '\w+': ([a-z ]+))", r.stderr)
    verdict = "None"
    if m:
        verdict = {"padded": "Padded", "swizzled": "Swizzled",
                   "versioned": "Versioned"}.get(
            m.group(1), "left (" + (m.group(2) or "").strip() + ")")
    shapes, accepted = launches(t, r.stderr)
    ptx = os.path.join(work, "tile.ptx")
    r = run([llc, "-O3", "-mcpu=sm_90", load, "-smemvec-pad=1",
             "-smemvec-pad-dynamic=1", *bound, src, "-o", ptx])
    if r.returncode:
        fails.append(f"llc -smemvec-pad=1 failed: {r.stderr[-800:]}")
    elif ptxas:
        r = run([ptxas, "-arch=sm_90", ptx, "-o", os.devnull])
        if r.returncode:
            fails.append(f"ptxas rejects the PTX: {r.stderr[-400:]}")
    driver = os.path.join(work, "driver.c")
    with open(driver, "w") as f:
        f.write(DRIVER)
    exes = {}
    for name, path in (("before", before), ("after", after)):
        with open(path) as f:
            host = to_host(f.read(), t)
        hp = os.path.join(work, name + ".host.ll")
        with open(hp, "w") as f:
            f.write(host)
        exe = os.path.join(work, name + ".exe")
        r = run([clang, "-O0", "-w", hp, driver, "-o", exe, "-pthread"])
        if r.returncode:
            fails.append(f"host build ({name}) failed: {r.stderr[-600:]}")
            return verdict, fails, False
        exes[name] = exe
    for bx, by in shapes:
        outs = {}
        for name, exe in exes.items():
            r = run([exe, str(bx), str(by), str(t.in_bytes), str(t.out_bytes)],
                    text=False, timeout=60)
            if r.returncode:
                fails.append(f"host run ({name}, block {bx}x{by}) exit {r.returncode}")
                return verdict, fails, False
            outs[name] = r.stdout
        if outs["before"] != outs["after"]:
            diff = next(i for i, (a, b) in enumerate(zip(outs["before"], outs["after"]))
                        if a != b)
            fails.append(f"outputs differ at byte {diff} of {len(outs['before'])} "
                         f"(tile {t.rows}x{t.cols} {t.elem}, block {bx}x{by})")
    return verdict, fails, accepted is not None


def run_tiles(plugin, lo, hi, workdir, keep=False, log=print, flat=False,
              pingpong=False, dynamic=False, versioned=False):
    plugin = os.path.abspath(plugin)
    clang = toolchain.llvm_tool("clang")
    opt, llc = toolchain.llvm_tool("opt"), toolchain.llvm_tool("llc")
    ptxas = toolchain.cuda_tool("ptxas")
    os.makedirs(workdir, exist_ok=True)
    counts, failed, accepted = {}, [], 0
    for seed in range(lo, hi):
        work = tempfile.mkdtemp(prefix=f"tile{seed}-", dir=workdir)
        verdict, fails, took_copy = check_seed(plugin, seed, work, clang, opt, llc,
                                               ptxas, flat, pingpong, dynamic,
                                               versioned)
        counts[verdict] = counts.get(verdict, 0) + 1
        accepted += took_copy
        if fails:
            failed.append(seed)
            log(f"seed {seed}: FAIL ({verdict})\n  " + "\n  ".join(fails) + f"\n  files: {work}")
        elif not keep:
            shutil.rmtree(work, ignore_errors=True)
    summary = ", ".join(f"{k} {v}" for k, v in sorted(counts.items()))
    modes = "".join(f" --{m}" for m, on in (("flat", flat), ("pingpong", pingpong),
                                              ("dynamic", dynamic),
                                              ("versioned", versioned)) if on)
    if versioned:
        summary += (f"; {accepted} run at the shape the check accepts, "
                    f"{hi - lo} at one it rejects")
    log(f"smemvec-fuzz tiles{modes}: {hi - lo} kernels (seeds {lo}..{hi - 1}): {summary}; "
        f"{len(failed)} mismatches or failures")
    return 1 if failed else 0
