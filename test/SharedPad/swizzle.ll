; smemvec-pad swizzles where no pad fits: a 96x128 float tile is exactly
; 48 KB, so even one word per row would break ptxas's static limit. Its
; row walks are kept as 16-byte vectors, so the swizzle works on 16-byte
; chunks: chunk ^= row & 7 (8 chunks span the 32 banks). The global keeps
; its type; every access moves by ((chunk ^ (row & 7)) - chunk) * 16.
;
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -S %s -pass-remarks=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=1 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @tile = internal addrspace(3) global [96 x [128 x float]] undef, align 4
; The two row reads stay one 64-bit load after the swizzle.
; PTX: .shared .align 16 .b8 tile[49152];
; PTX: ld.shared.v2.b32
@tile = internal addrspace(3) global [96 x [128 x float]] undef, align 4

; REMARK: remark: <unknown>:0:0: swizzled shared array 'tile': 16-byte column chunk XOR row mod 8: modeled bank conflicts per block 56 -> 0, 3 accesses rewritten
define ptx_kernel void @rowsum(ptr addrspace(1) %in, ptr addrspace(1) %out) "nvvm.maxntid"="96" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %v = load float, ptr addrspace(1) %in, align 4
; tile[5][tx]: row 5, byte column 4 * tx
; CHECK:      %s = getelementptr inbounds [96 x [128 x float]], ptr addrspace(3) @tile, i64 0, i64 5, i64 %x
; CHECK-NEXT: %[[SC:.+]] = shl nuw nsw i64 %x, 2
; CHECK-NEXT: %[[SCH:.+]] = lshr i64 %[[SC]], 4
; CHECK-NEXT: %[[SX:.+]] = xor i64 %[[SCH]], 5
; CHECK-NEXT: %[[SD:.+]] = sub i64 %[[SX]], %[[SCH]]
; CHECK-NEXT: %[[SO:.+]] = shl i64 %[[SD]], 4
; CHECK-NEXT: %[[SP:.+]] = getelementptr inbounds i8, ptr addrspace(3) %s, i64 %[[SO]]
; CHECK-NEXT: store float %v, ptr addrspace(3) %[[SP]], align 4
  %s = getelementptr inbounds [96 x [128 x float]], ptr addrspace(3) @tile, i64 0, i64 5, i64 %x
  store float %v, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; tile[tx][0] and tile[tx][1]: row tx, chunk 0: + ((0 ^ (tx & 7)) - 0) * 16
; (a 1-D kernel: one warp models them all, 2 x 28 conflicts as 16-byte reads)
; CHECK:      %p0 = getelementptr inbounds [96 x [128 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 0
; CHECK-NEXT: %[[M0:.+]] = and i64 %x, 7
; CHECK-NEXT: %[[O0:.+]] = shl i64 %[[M0]], 4
; CHECK-NEXT: %[[P0:.+]] = getelementptr inbounds i8, ptr addrspace(3) %p0, i64 %[[O0]]
; CHECK-NEXT: %a0 = load float, ptr addrspace(3) %[[P0]], align 4
  %p0 = getelementptr inbounds [96 x [128 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 0
  %a0 = load float, ptr addrspace(3) %p0, align 4
; CHECK:      %p1 = getelementptr inbounds [96 x [128 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 1
; CHECK-NEXT: %[[M1:.+]] = and i64 %x, 7
; CHECK-NEXT: %[[O1:.+]] = shl i64 %[[M1]], 4
; CHECK-NEXT: %[[P1:.+]] = getelementptr inbounds i8, ptr addrspace(3) %p1, i64 %[[O1]]
; CHECK-NEXT: %a1 = load float, ptr addrspace(3) %[[P1]], align 4
; CHECK-NOT:  addrspace(3)
; CHECK:      ret void
  %p1 = getelementptr inbounds [96 x [128 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 1
  %a1 = load float, ptr addrspace(3) %p1, align 4
  %r = fadd float %a0, %a1
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
