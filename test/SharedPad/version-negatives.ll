; Kernels smemvec-pad must not version on blockDim (docs/pad.md, "Versioning
; on blockDim"), each with its reason: over the size bound, a tile with an
; access the pass cannot rewrite, no shape (implied or the advice's 32x8)
; within the kernel's nvvm.maxntid, a column not proven even under the implied shape;
; and kernels whose shape is known (nvvm.reqntid, a
; 1-D kernel), whose tiles get today's remedy and no check.
;
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad-version-max-instructions=28 -S %s -pass-remarks=smemvec-pad -pass-remarks-missed=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; With versioning off, the same output (nothing here is versioned).
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad-version=0 -S %s -o %t.off.ll
; RUN: diff %t.ll %t.off.ll
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad-version-max-instructions=28 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

; No check block anywhere, no ntid read.
; CHECK-NOT: smemvec.ver
; CHECK-NOT: ntid
; PTX-NOT: %ntid

; REMARK-DAG: remark: <unknown>:0:0: left shared array 'big': block shape of 'k_big' unknown; modeled bank conflicts per block 992 in 1056 wavefronts if the block is 32x8; by hand: declare it [32][33] (0 conflicts); not versioned: 'k_big' has 29 instructions, more than -smemvec-pad-version-max-instructions=28; or state the shape
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'esc': its address escapes through a call in 'k_escape'
; REMARK-DAG: remark: <unknown>:0:0: padded shared array 'known' from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 248 -> 0, 1 accesses rewritten, +128 bytes
; REMARK-DAG: remark: <unknown>:0:0: padded shared array 'oned' from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 31 -> 0, 1 accesses rewritten, +128 bytes
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'wide': block shape of 'k_wide' unknown; modeled bank conflicts per block 248 in 256 wavefronts if the block is 32x8; by hand: declare it [32][33] (0 conflicts); not versioned: no shape tried fits the kernel's nvvm.maxntid (32x32x1, 32x8x1); or state the shape
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'range': block shape of 'k_range' unknown (give nvvm.reqntid or assume blockDim); not versioned: under blockDim 32x32x1 LeftColumnRange (byte column in [4, 128], row pitch 128, in 'k_range')
; REMARK-NOT: versioned '

; CHECK: @big = internal addrspace(3) global [32 x [32 x float]] undef, align 4
; CHECK: @esc = internal addrspace(3) global [32 x [32 x float]] undef, align 4
; CHECK: @known = internal addrspace(3) global [32 x [33 x float]] undef, align 4
; CHECK: @oned = internal addrspace(3) global [32 x [33 x float]] undef, align 4
; CHECK: @wide = internal addrspace(3) global [32 x [32 x float]] undef, align 4
; CHECK: @range = internal addrspace(3) global [32 x [32 x float]] undef, align 4
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@big = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@esc = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@known = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@oned = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@wide = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@range = internal addrspace(3) global [32 x [32 x float]] undef, align 4

; Over the bound (-smemvec-pad-version-max-instructions=28 above); at the
; default bound it is versioned on 32x8 (the stores are 8 rows apart).
; CHECK-LABEL: define ptx_kernel void @k_big(
; CHECK-NEXT:    %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK:         %s0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @big, i64 0, i64 %y, i64 %x
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(3) %s0, align 4
; CHECK:         %l3 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @big, i64 0, i64 %x, i64 %y24
; CHECK-NEXT:    %w3 = load float, ptr addrspace(3) %l3, align 4
; CHECK:         ret void
define ptx_kernel void @k_big(ptr addrspace(1) %out) "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %y8 = add nuw nsw i64 %y, 8
  %y16 = add nuw nsw i64 %y, 16
  %y24 = add nuw nsw i64 %y, 24
  %s0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @big, i64 0, i64 %y, i64 %x
  store float 1.0, ptr addrspace(3) %s0, align 4
  %s1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @big, i64 0, i64 %y8, i64 %x
  store float 1.0, ptr addrspace(3) %s1, align 4
  %s2 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @big, i64 0, i64 %y16, i64 %x
  store float 1.0, ptr addrspace(3) %s2, align 4
  %s3 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @big, i64 0, i64 %y24, i64 %x
  store float 1.0, ptr addrspace(3) %s3, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %l0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @big, i64 0, i64 %x, i64 %y
  %w0 = load float, ptr addrspace(3) %l0, align 4
  %l1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @big, i64 0, i64 %x, i64 %y8
  %w1 = load float, ptr addrspace(3) %l1, align 4
  %l2 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @big, i64 0, i64 %x, i64 %y16
  %w2 = load float, ptr addrspace(3) %l2, align 4
  %l3 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @big, i64 0, i64 %x, i64 %y24
  %w3 = load float, ptr addrspace(3) %l3, align 4
  %a = fadd float %w0, %w1
  %b = fadd float %w2, %w3
  %c = fadd float %a, %b
  store float %c, ptr addrspace(1) %out, align 4
  ret void
}

; An access the pass cannot rewrite: the address goes to a call.
; CHECK-LABEL: define ptx_kernel void @k_escape(
; CHECK:         %s = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @esc, i64 0, i64 %y, i64 %x
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(3) %s, align 4
; CHECK:         %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @esc, i64 0, i64 %x, i64 %y
; CHECK-NEXT:    %w = load float, ptr addrspace(3) %l, align 4
; CHECK-NEXT:    call void @sink(ptr addrspace(3) %l)
define ptx_kernel void @k_escape(ptr addrspace(1) %out) "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %s = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @esc, i64 0, i64 %y, i64 %x
  store float 1.0, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @esc, i64 0, i64 %x, i64 %y
  %w = load float, ptr addrspace(3) %l, align 4
  call void @sink(ptr addrspace(3) %l)
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}

; The shape is known (nvvm.reqntid): swizzled or padded as always, never
; versioned.
; CHECK-LABEL: define ptx_kernel void @k_known(
; CHECK:         %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @known, i64 0, i64 %x, i64 %y
; CHECK-NEXT:    %smemvec.pad.off = mul nsw i64 %x, 4
define ptx_kernel void @k_known(ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @known, i64 0, i64 %x, i64 %y
  %w = load float, ptr addrspace(3) %l, align 4
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}

; A 1-D kernel (never reads threadIdx.y): every warp alike, no versioning.
; CHECK-LABEL: define ptx_kernel void @k_1d(
; CHECK:         %smemvec.pad.off = mul nsw i64 %x, 4
define ptx_kernel void @k_1d(ptr addrspace(1) %out) "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @oned, i64 0, i64 %x, i64 0
  %w = load float, ptr addrspace(3) %l, align 4
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}

; The arithmetic implies 32x32, and the advice's shape is 32x8: both above
; the kernel's nvvm.maxntid of 128. A check no launch passes is not made.
; CHECK-LABEL: define ptx_kernel void @k_wide(
; CHECK:         %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @wide, i64 0, i64 %x, i64 %y
; CHECK-NEXT:    %w = load float, ptr addrspace(3) %l, align 4
define ptx_kernel void @k_wide(ptr addrspace(1) %out) "nvvm.maxntid"="128" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @wide, i64 0, i64 %x, i64 %y
  %w = load float, ptr addrspace(3) %l, align 4
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}

; tile[ty][tx + 1]: even under the shape the arithmetic implies (32x32)
; the last lane's column leaves the row: the proof, not a guess, decides.
; CHECK-LABEL: define ptx_kernel void @k_range(
; CHECK:         %s = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @range, i64 0, i64 %y, i64 %x1
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(3) %s, align 4
define ptx_kernel void @k_range(ptr addrspace(1) %out) "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %x1 = add nuw nsw i64 %x, 1
  %s = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @range, i64 0, i64 %y, i64 %x1
  store float 1.0, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %l = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @range, i64 0, i64 %x, i64 %y
  %w = load float, ptr addrspace(3) %l, align 4
  store float %w, ptr addrspace(1) %out, align 4
  ret void
}

define void @sink(ptr addrspace(3) %p) noinline {
  store volatile float 0.0, ptr addrspace(3) %p, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
