; smemvec-pad swizzles dynamic shared memory (`extern __shared__`, a
; [0 x ...] declaration) in place where it sees every access: an XOR
; swizzle keeps each access inside its row and adds no bytes, so the
; launch's size still fits. A pad would need the launch's size: never.
; Flat `extern __shared__ float s[]` indexed s[y * 32 + x] is delinearized
; (any stride: the size is unknown); `float (*s)[32]` declared 2-D keeps
; its rows. The global keeps its type; every access moves by
; ((chunk ^ (row & mask)) - chunk) * chunk bytes. The launch's size is not
; seen, so this is opt-in (-smemvec-pad-dynamic=1): a launch that ends an
; array inside a row would see a swizzled access leave it. Without the
; switch every array is left as declared, with that reason.
;
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -smemvec-pad-dynamic=1 -S %s -pass-remarks=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=1 -smemvec-pad-dynamic=1 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
; RUN: opt %loadplugin -passes=smemvec-pad -S %s -pass-remarks-missed=smemvec-pad -o %t.off.ll 2> %t.off.remarks
; RUN: opt -S %s -o %t.orig.ll
; RUN: diff %t.orig.ll %t.off.ll
; RUN: FileCheck %s --check-prefix=OFF < %t.off.remarks
; OFF-DAG: remark: <unknown>:0:0: left shared array 'flat': dynamic shared memory: a swizzle in place assumes the launch gives it whole rows of the tile (-smemvec-pad-dynamic=1)
; OFF-DAG: remark: <unknown>:0:0: left shared array 'rows': dynamic shared memory: a swizzle in place assumes the launch gives it whole rows of the tile (-smemvec-pad-dynamic=1)

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK-DAG: @flat = external addrspace(3) global [0 x float], align 4
; CHECK-DAG: @rows = external addrspace(3) global [0 x [32 x float]], align 16
; smemvec-align raises both to 16, as nvcc declares them.
; PTX-DAG: .extern .shared .align 16 .b8 flat[];
; PTX-DAG: .extern .shared .align 16 .b8 rows[];
@flat = external addrspace(3) global [0 x float], align 4
@rows = external addrspace(3) global [0 x [32 x float]], align 16

; A transpose through `extern __shared__ float s[]`: s[ty * 32 + tx] = in,
; then s[tx * 32 + ty]: 4-byte chunks, chunk ^= row & 31.
; REMARK-DAG: remark: <unknown>:0:0: swizzled shared array 'flat' (dynamic shared memory as rows of 32, in place): 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 248 -> 0, 2 accesses rewritten
define ptx_kernel void @k_flat(ptr addrspace(1) %in, ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %y = zext i32 %ty to i64
  %g = getelementptr inbounds float, ptr addrspace(1) %in, i64 %x
  %v = load float, ptr addrspace(1) %g, align 4
; s[ty * 32 + tx]: row ty, chunk tx
; CHECK-LABEL: @k_flat(
; CHECK:      %ps = getelementptr inbounds [0 x float], ptr addrspace(3) @flat, i64 0, i64 %ws
; CHECK-NEXT: {{%.+}} = shl nuw nsw i64 %x, 2
; CHECK-NEXT: %[[SM:.+]] = and i64 %y, 31
; CHECK-NEXT: %[[SX:.+]] = xor i64 %x, %[[SM]]
; CHECK-NEXT: %[[SD:.+]] = sub i64 %[[SX]], %x
; CHECK-NEXT: %[[SO:.+]] = shl i64 %[[SD]], 2
; CHECK-NEXT: %[[SP:.+]] = getelementptr inbounds i8, ptr addrspace(3) %ps, i64 %[[SO]]
; CHECK-NEXT: store float %v, ptr addrspace(3) %[[SP]], align 4
  %w = mul nuw nsw i64 %y, 32
  %ws = add nuw nsw i64 %w, %x
  %ps = getelementptr inbounds [0 x float], ptr addrspace(3) @flat, i64 0, i64 %ws
  store float %v, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; s[tx * 32 + ty]: row tx, chunk ty
; CHECK:      %pl = getelementptr inbounds [0 x float], ptr addrspace(3) @flat, i64 0, i64 %rl
; CHECK-NEXT: {{%.+}} = shl nuw nsw i64 %y, 2
; CHECK-NEXT: %[[LM:.+]] = and i64 %x, 31
; CHECK-NEXT: %[[LX:.+]] = xor i64 %y, %[[LM]]
; CHECK-NEXT: %[[LD:.+]] = sub i64 %[[LX]], %y
; CHECK-NEXT: %[[LO:.+]] = shl i64 %[[LD]], 2
; CHECK-NEXT: %[[LP:.+]] = getelementptr inbounds i8, ptr addrspace(3) %pl, i64 %[[LO]]
; CHECK-NEXT: %r = load float, ptr addrspace(3) %[[LP]], align 4
  %r0 = mul nuw nsw i64 %x, 32
  %rl = add nuw nsw i64 %r0, %y
  %pl = getelementptr inbounds [0 x float], ptr addrspace(3) @flat, i64 0, i64 %rl
  %r = load float, ptr addrspace(3) %pl, align 4
  %go = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %r, ptr addrspace(1) %go, align 4
  ret void
}

; `extern __shared__ float (*s)[32]`-style rows: thread tx reads a 16-byte
; vector of row tx and writes one float of it (a 1-D kernel: quarter
; warps of 8 rows on the same banks). The chunk is the 16-byte vector
; (kept whole), chunk ^= row & 7; the alignments stay (the moves are
; multiples of 16).
; REMARK-DAG: remark: <unknown>:0:0: swizzled shared array 'rows' (dynamic shared memory, in place): 16-byte column chunk XOR row mod 8: modeled bank conflicts per block 59 -> 3, 2 accesses rewritten
define ptx_kernel void @k_rows(ptr addrspace(1) %out) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
; rows[tx][4..7] as <4 x float>: row tx, chunk 1: + ((1 ^ (tx & 7)) - 1) * 16
; CHECK-LABEL: @k_rows(
; CHECK:      %pv = getelementptr inbounds [0 x [32 x float]], ptr addrspace(3) @rows, i64 0, i64 %x, i64 4
; CHECK-NEXT: %[[VM:.+]] = and i64 %x, 7
; CHECK-NEXT: %[[VX:.+]] = xor i64 1, %[[VM]]
; CHECK-NEXT: %[[VD:.+]] = sub i64 %[[VX]], 1
; CHECK-NEXT: %[[VO:.+]] = shl i64 %[[VD]], 4
; CHECK-NEXT: %[[VP:.+]] = getelementptr inbounds i8, ptr addrspace(3) %pv, i64 %[[VO]]
; CHECK-NEXT: %v = load <4 x float>, ptr addrspace(3) %[[VP]], align 16
  %pv = getelementptr inbounds [0 x [32 x float]], ptr addrspace(3) @rows, i64 0, i64 %x, i64 4
  %v = load <4 x float>, ptr addrspace(3) %pv, align 16
  %e = extractelement <4 x float> %v, i64 0
; rows[tx][1] = e: row tx, chunk 0, 4 bytes into it
; CHECK-NEXT: %e = extractelement <4 x float> %v, i64 0
; CHECK-NEXT: %ps = getelementptr inbounds [0 x [32 x float]], ptr addrspace(3) @rows, i64 0, i64 %x, i64 1
; CHECK-NEXT: %[[SM:.+]] = and i64 %x, 7
; CHECK-NEXT: %[[SO:.+]] = shl i64 %[[SM]], 4
; CHECK-NEXT: %[[SP:.+]] = getelementptr inbounds i8, ptr addrspace(3) %ps, i64 %[[SO]]
; CHECK-NEXT: store float %e, ptr addrspace(3) %[[SP]], align 4
  %ps = getelementptr inbounds [0 x [32 x float]], ptr addrspace(3) @rows, i64 0, i64 %x, i64 1
  store float %e, ptr addrspace(3) %ps, align 4
  store float %e, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
