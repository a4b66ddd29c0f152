; smemvec-pad reads through a zext/sext of an affine i32 expression (CUDA's
; `int` index arithmetic, extended once for the GEP) where the expression
; cannot wrap: its value over the ranges of its leaves (threadIdx by the
; shape and the tid range, loop counters by their trip counts) stays in
; what the cast reads unchanged. Here `s[(ty * 32 + tx)]` in i32 without
; flags (ScalarEvolution keeps the zext outside the add), in
; `extern __shared__ float s[]`: swizzled like dynamic.ll's i64 form. An
; extension whose value may wrap (a kernel argument added in i32) is left.
;
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -smemvec-pad-dynamic=1 -S %s -pass-remarks=smemvec-pad -pass-remarks-missed=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=1 -smemvec-pad-dynamic=1 %s -o %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dyn = external addrspace(3) global [0 x float], align 4
@wraps = internal addrspace(3) global [32 x [32 x float]] undef, align 4

; REMARK-DAG: remark: <unknown>:0:0: swizzled shared array 'dyn' (dynamic shared memory as rows of 32, in place): 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 248 -> 0, 2 accesses rewritten
define ptx_kernel void @k_zext(ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
; s[ty * 32 + tx] = 1: row ty, chunk tx (both expanded from the i32 leaves,
; sign-extended, which the expander knows are non-negative)
; CHECK-LABEL: @k_zext(
; CHECK:      %ps = getelementptr inbounds float, ptr addrspace(3) @dyn, i64 %ws
; CHECK-NEXT: %[[SY:.+]] = zext nneg i32 %ty to i64
; CHECK-NEXT: %[[SX:.+]] = zext nneg i32 %tx to i64
; CHECK-NEXT: {{%.+}} = shl nuw nsw i64 %[[SX]], 2
; CHECK-NEXT: %[[SM:.+]] = and i64 %[[SY]], 31
; CHECK-NEXT: %[[SW:.+]] = xor i64 %[[SX]], %[[SM]]
; CHECK-NEXT: %[[SD:.+]] = sub i64 %[[SW]], %[[SX]]
; CHECK-NEXT: %[[SO:.+]] = shl i64 %[[SD]], 2
; CHECK-NEXT: %[[SP:.+]] = getelementptr inbounds i8, ptr addrspace(3) %ps, i64 %[[SO]]
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(3) %[[SP]], align 4
  %w = shl i32 %ty, 5
  %wi = add i32 %w, %tx
  %ws = zext i32 %wi to i64
  %ps = getelementptr inbounds float, ptr addrspace(3) @dyn, i64 %ws
  store float 1.0, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; s[tx * 32 + ty] (sext): row tx, chunk ty
; CHECK:      %pl = getelementptr inbounds float, ptr addrspace(3) @dyn, i64 %rs
; CHECK-NEXT: %[[LX:.+]] = zext nneg i32 %tx to i64
; CHECK-NEXT: %[[LY:.+]] = zext nneg i32 %ty to i64
; CHECK-NEXT: {{%.+}} = shl nuw nsw i64 %[[LY]], 2
; CHECK-NEXT: %[[LM:.+]] = and i64 %[[LX]], 31
; CHECK-NEXT: %[[LW:.+]] = xor i64 %[[LY]], %[[LM]]
; CHECK-NEXT: %[[LD:.+]] = sub i64 %[[LW]], %[[LY]]
; CHECK-NEXT: %[[LO:.+]] = shl i64 %[[LD]], 2
; CHECK-NEXT: %[[LP:.+]] = getelementptr inbounds i8, ptr addrspace(3) %pl, i64 %[[LO]]
; CHECK-NEXT: %v = load float, ptr addrspace(3) %[[LP]], align 4
  %r = shl i32 %tx, 5
  %ri = add i32 %r, %ty
  %rs = sext i32 %ri to i64
  %pl = getelementptr inbounds float, ptr addrspace(3) @dyn, i64 %rs
  %v = load float, ptr addrspace(3) %pl, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; t[tx][(n + tx) as i32, zext]: n is any int, so the i32 add may wrap.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'wraps': an address is not affine in thread and loop indices (an extension of a value that may wrap in 'k_wraps')
; CHECK-LABEL: @k_wraps(
; CHECK-NOT:  smemvec
; CHECK:      ret void
define ptx_kernel void @k_wraps(ptr addrspace(1) %out, i32 %n) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %c = add i32 %n, %tx
  %cz = zext i32 %c to i64
  %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @wraps, i64 0, i64 %x, i64 %cz
  %v = load float, ptr addrspace(3) %p, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
