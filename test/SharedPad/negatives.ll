; Every tile smemvec-pad must leave, with the reason in its missed remark:
; the layout may change only where the pass sees and rewrites every access.
; Each tile here would conflict (column reads by threadIdx.x) if it padded.
;
; The rules of one body: versioning on blockDim is off here
; (test/SharedPad/version*.ll test it).
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -smemvec-pad-version=0 -S %s -pass-remarks-missed=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Nothing here changes: the module is the input, byte for byte.
; RUN: opt -S %s -o %t.in.ll
; RUN: diff %t.in.ll %t.ll
; The remark names, as YAML (one per reason):
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -smemvec-pad-version=0 -disable-output %s -pass-remarks-output=%t.yaml
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; YAML-DAG: Name: LeftColumnRange
; YAML-DAG: Name: LeftEscape
; YAML-DAG: Name: LeftExternal
; YAML-DAG: Name: LeftVisible
; YAML-DAG: Name: LeftShapeUnknown
; YAML-DAG: Name: LeftNotKernel
; YAML-DAG: Name: LeftStaticLimit
; YAML-DAG: Name: LeftNoConflict
; YAML-DAG: Name: LeftNotTile
; YAML-DAG: Name: LeftNotAffine
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=1 %s -o %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-NOT: smemvec.
; CHECK: @flat = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK: @reach = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK: @call = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK: @p2i = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK: @stored = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK: @mset = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK: @sel = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK: @ext = external addrspace(3) global [32 x [32 x float]]
; CHECK: @dyn = external addrspace(3) global [0 x [32 x float]]
; CHECK: @visible = addrspace(3) global [32 x [32 x float]] undef
; CHECK: @odr = linkonce_odr addrspace(3) global [32 x [32 x float]] undef
; CHECK: @noshape = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK: @devfn = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK: @big = internal addrspace(3) global [64 x [192 x float]] undef
; CHECK: @rows = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK: @flat1d = internal addrspace(3) global [1024 x float] undef
; CHECK: @gather = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK: @late = internal addrspace(3) global [32 x [32 x float]] undef
; CHECK-NOT: smemvec.
@flat = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@reach = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@call = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@p2i = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@stored = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@mset = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@sel = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@ext = external addrspace(3) global [32 x [32 x float]], align 4
@dyn = external addrspace(3) global [0 x [32 x float]], align 4
@visible = addrspace(3) global [32 x [32 x float]] undef, align 4
@odr = linkonce_odr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
$odr = comdat any
@noshape = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@devfn = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@big = internal addrspace(3) global [64 x [192 x float]] undef, align 4
@rows = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@flat1d = internal addrspace(3) global [1024 x float] undef, align 4
@gather = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@late = internal addrspace(3) global [32 x [32 x float]] undef, align 4

; The tile walked as a flat array: p = &flat[0][0]; p[8 * tx] crosses rows.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'flat': a column may leave its row (byte column in [0, 992], row pitch 128, in 'k_flat')
define ptx_kernel void @k_flat(ptr addrspace(1) %out) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %i = shl nuw nsw i64 %x, 3
  %p = getelementptr inbounds float, ptr addrspace(3) @flat, i64 %i
  %v = load float, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @flat, i64 0, i64 %x, i64 0
  %w = load float, ptr addrspace(3) %q, align 4
  %r = fadd float %v, %w
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; A column that can reach the pad: reach[tx][tx + 1] for tx up to 31.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'reach': a column may leave its row (byte column in [4, 128], row pitch 128, in 'k_reach')
define ptx_kernel void @k_reach(ptr addrspace(1) %out) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %c = add nuw nsw i64 %x, 1
  %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @reach, i64 0, i64 %x, i64 %c
  %v = load float, ptr addrspace(3) %p, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; Escapes: a call, a ptrtoint, the address stored, a memset.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'call': its address escapes through a call in 'k_escapes'
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'p2i': its address escapes through a ptrtoint in 'k_escapes'
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'stored': its address escapes through a store of the address in 'k_escapes'
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'mset': its address escapes through a memcpy/memmove/memset in 'k_escapes'
; A select of two columns of one tile is followed (ping-pong.ll), but its
; address is not one offset from the tile: not affine.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'sel': an address is not affine in thread and loop indices (a phi or select of addresses at different offsets in 'k_escapes')
define ptx_kernel void @k_escapes(ptr addrspace(1) %out, i1 %c) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %p1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @call, i64 0, i64 %x, i64 0
  %v1 = load float, ptr addrspace(3) %p1, align 4
  call void @use(ptr addrspace(3) @call)
  %p2 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @p2i, i64 0, i64 %x, i64 0
  %v2 = load float, ptr addrspace(3) %p2, align 4
  %a2 = ptrtoint ptr addrspace(3) @p2i to i64
  store i64 %a2, ptr addrspace(1) %out, align 8
  %p3 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @stored, i64 0, i64 %x, i64 0
  %v3 = load float, ptr addrspace(3) %p3, align 4
  store ptr addrspace(3) %p3, ptr addrspace(1) %out, align 8
  %p4 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @mset, i64 0, i64 %x, i64 0
  %v4 = load float, ptr addrspace(3) %p4, align 4
  call void @llvm.memset.p3.i64(ptr addrspace(3) @mset, i8 0, i64 4096, i1 false)
  %p5 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @sel, i64 0, i64 %x, i64 0
  %p5b = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @sel, i64 0, i64 %x, i64 1
  %p5s = select i1 %c, ptr addrspace(3) %p5, ptr addrspace(3) %p5b
  %v5 = load float, ptr addrspace(3) %p5s, align 4
  %s1 = fadd float %v1, %v2
  %s2 = fadd float %s1, %v3
  %s3 = fadd float %s2, %v4
  %s4 = fadd float %s3, %v5
  store float %s4, ptr addrspace(1) %out, align 4
  ret void
}

; External and extern arrays: another TU or the launch decides the layout;
; definitions other TUs or the linker see (strong, ODR) keep theirs too.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'ext': a declaration: its definition decides the layout
; Dynamic shared memory next to another extern array (dynamic.ll has the
; ones the pass swizzles):
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'dyn': dynamic shared memory whose every access the pass cannot see: 'ext' in 'k_linkage' is a shared declaration too (every extern __shared__ array starts at the same address)
; Both are modeled all the same: the remark is advice (the kernel's
; blocks per SM leave no room for a pad here).
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'visible': visible to other TUs or the linker (no template kernel with external linkage shows a per-TU compile; under -fgpu-rdc other TUs share it); modeled bank conflicts per block 31 in 32 wavefronts; by hand: swizzle it: 4-byte column chunk ^ (row % 32) on every access (0 conflicts)
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'odr': visible to other TUs or the linker (no template kernel with external linkage shows a per-TU compile; under -fgpu-rdc other TUs share it); modeled bank conflicts per block 31 in 32 wavefronts; by hand: swizzle it: 4-byte column chunk ^ (row % 32) on every access (0 conflicts)
define ptx_kernel void @k_linkage(ptr addrspace(1) %out) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %p1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @ext, i64 0, i64 %x, i64 0
  %v1 = load float, ptr addrspace(3) %p1, align 4
  %p2 = getelementptr inbounds [0 x [32 x float]], ptr addrspace(3) @dyn, i64 0, i64 %x, i64 0
  %v2 = load float, ptr addrspace(3) %p2, align 4
  %p3 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @visible, i64 0, i64 %x, i64 0
  %v3 = load float, ptr addrspace(3) %p3, align 4
  %p4 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @odr, i64 0, i64 %x, i64 0
  %v4 = load float, ptr addrspace(3) %p4, align 4
  %s1 = fadd float %v1, %v2
  %s2 = fadd float %s1, %v3
  %s3 = fadd float %s2, %v4
  store float %s3, ptr addrspace(1) %out, align 4
  ret void
}

; A 2-D kernel (reads threadIdx.y) without reqntid, blockDim facts or a
; trap: which threads share a warp is unknown, so no guess.
; The advice models a 32x8 block and says so. (With versioning on, the
; default, it would be versioned on 32x8: test/SharedPad/version*.ll.)
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'noshape': block shape of 'k_noshape' unknown; modeled bank conflicts per block 248 in 256 wavefronts if the block is 32x8; by hand: declare it [32][33] (0 conflicts); or state the shape (`if (blockDim.x != 32 || blockDim.y != 8) __trap();` at entry, or nvvm.reqntid) and the pass does it
define ptx_kernel void @k_noshape(ptr addrspace(1) %out) "nvvm.maxntid"="256" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @noshape, i64 0, i64 %x, i64 %y
  %v = load float, ptr addrspace(3) %p, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; Used in a device function: its callers' shapes are not its own.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'devfn': used in 'devfn_reader', which is not a kernel
define float @devfn_reader(i64 %x) {
  %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @devfn, i64 0, i64 %x, i64 0
  %v = load float, ptr addrspace(3) %p, align 4
  ret float %v
}

; Exactly 48 KB: one word per row would pass ptxas's static limit, and a
; 192-float row (not a power of two chunks) has no swizzle.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'big': padding would exceed the 48 KB static shared limit and no swizzle helps (31 modeled conflicts per block)
define ptx_kernel void @k_big(ptr addrspace(1) %out) "nvvm.maxntid"="64" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %p = getelementptr inbounds [64 x [192 x float]], ptr addrspace(3) @big, i64 0, i64 %x, i64 0
  %v = load float, ptr addrspace(3) %p, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; Row accesses only: nothing conflicts, nothing to gain.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'rows': no modeled bank conflicts (0 modeled conflicts per block)
define ptx_kernel void @k_rows(ptr addrspace(1) %out) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @rows, i64 0, i64 5, i64 %x
  %v = load float, ptr addrspace(3) %p, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; A flat array walked across rows: s[8 * tx + k] for k up to 31. Its only
; row stride (8 elements, tx's) leaves k's column no room: no rows to pad.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'flat1d': not an array of rows of scalars (a flat array no row width fits: byte column in [0, 124], row pitch 32, in 'k_misc')
; Data-dependent rows (a gather, a histogram's bins): not affine.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'gather': an address is not affine in thread and loop indices (a value that is neither a thread index nor uniform (load) in 'k_misc')
define ptx_kernel void @k_misc(ptr addrspace(1) %idx, ptr addrspace(1) %out) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %x8 = shl nuw nsw i64 %x, 3
  br label %walk
walk:
  %k = phi i64 [ 0, %0 ], [ %k.next, %walk ]
  %acc = phi float [ 0.0, %0 ], [ %sum, %walk ]
  %e = add nuw nsw i64 %x8, %k
  %p = getelementptr inbounds [1024 x float], ptr addrspace(3) @flat1d, i64 0, i64 %e
  %ld = load float, ptr addrspace(3) %p, align 4
  %sum = fadd float %acc, %ld
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ult i64 %k.next, 32
  br i1 %more, label %walk, label %done
done:
  %v = phi float [ %sum, %walk ]
  %i = load i64, ptr addrspace(1) %idx, align 8
  %q = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @gather, i64 0, i64 %i, i64 %x
  %w = load float, ptr addrspace(3) %q, align 4
  %r = fadd float %v, %w
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; The block shape check (if (blockDim.x != 32 || blockDim.y != 8) __trap())
; comes after the access: there threadIdx.y is bounded only by its range
; metadata, so the column 4 * ty may leave the row.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'late': a column may leave its row (byte column in [0, 4092], row pitch 128, in 'k_late')
define ptx_kernel void @k_late(ptr addrspace(1) %out) "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @late, i64 0, i64 %x, i64 %y
  %v = load float, ptr addrspace(3) %p, align 4
  %nx = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %ny = call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %bx = icmp ne i32 %nx, 32
  %by = icmp ne i32 %ny, 8
  %bad = or i1 %bx, %by
  br i1 %bad, label %trap, label %ok
trap:
  call void @llvm.trap()
  unreachable
ok:
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

define void @use(ptr addrspace(3) %p) noinline {
  store float 0.0, ptr addrspace(3) %p, align 4
  ret void
}
declare void @llvm.memset.p3.i64(ptr addrspace(3), i8, i64, i1)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
declare void @llvm.trap()
