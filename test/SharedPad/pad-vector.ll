; smemvec-pad keeps 16-byte vectors: thread t reads four consecutive floats
; of row t (one block: upstream's or smemvec's vectorizer makes them one
; ld.shared.v4 once smemvec-align raised the tile), so the pad is four words
; (pitch 128 -> 144), not one: rows stay 16-aligned, and the model sees
; each of the four as the 16-byte read it becomes (a quarter warp's 8 rows
; 32 words apart: 8-way, 28 extra wavefronts each, 112 for the four; 36
; words apart: 32 distinct banks).
; A 1-D kernel (reads only threadIdx.x): its warps are 32 consecutive
; threads; __launch_bounds__ (nvvm.maxntid) bounds threadIdx.x.
;
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -S %s -pass-remarks=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=1 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @tile = internal addrspace(3) global [32 x [36 x float]] undef, align 4
; PTX: .shared .align 16 .b8 tile[4608];
; The four row reads are still one 128-bit load after the pad.
; PTX: ld.shared.v4.b32
@tile = internal addrspace(3) global [32 x [32 x float]] undef, align 4

; REMARK: remark: <unknown>:0:0: padded shared array 'tile' from a row pitch of 128 to 144 bytes: modeled bank conflicts per block 112 -> 0, 5 accesses rewritten, +512 bytes
define ptx_kernel void @rowdot(ptr addrspace(1) %in, ptr addrspace(1) %out) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %v = load float, ptr addrspace(1) %in, align 4
; tile[3][tx]: + 3 * 16
; CHECK:      %s = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 3, i64 %x
; CHECK-NEXT: %[[S:.+]] = getelementptr inbounds i8, ptr addrspace(3) %s, i64 48
; CHECK-NEXT: store float %v, ptr addrspace(3) %[[S]], align 4
  %s = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 3, i64 %x
  store float %v, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; tile[tx][0..3]: + tx * 16 each
; CHECK:      %p0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 0
; CHECK-NEXT: %[[O0:.+]] = mul nsw i64 %x, 16
; CHECK-NEXT: %[[P0:.+]] = getelementptr inbounds i8, ptr addrspace(3) %p0, i64 %[[O0]]
; CHECK-NEXT: %a0 = load float, ptr addrspace(3) %[[P0]], align 16
  %p0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 0
  %a0 = load float, ptr addrspace(3) %p0, align 16
; CHECK:      %p1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 1
; CHECK-NEXT: %[[O1:.+]] = mul nsw i64 %x, 16
; CHECK-NEXT: %[[P1:.+]] = getelementptr inbounds i8, ptr addrspace(3) %p1, i64 %[[O1]]
; CHECK-NEXT: %a1 = load float, ptr addrspace(3) %[[P1]], align 4
  %p1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 1
  %a1 = load float, ptr addrspace(3) %p1, align 4
; CHECK:      %p2 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 2
; CHECK-NEXT: %[[O2:.+]] = mul nsw i64 %x, 16
; CHECK-NEXT: %[[P2:.+]] = getelementptr inbounds i8, ptr addrspace(3) %p2, i64 %[[O2]]
; CHECK-NEXT: %a2 = load float, ptr addrspace(3) %[[P2]], align 8
  %p2 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 2
  %a2 = load float, ptr addrspace(3) %p2, align 8
; CHECK:      %p3 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 3
; CHECK-NEXT: %[[O3:.+]] = mul nsw i64 %x, 16
; CHECK-NEXT: %[[P3:.+]] = getelementptr inbounds i8, ptr addrspace(3) %p3, i64 %[[O3]]
; CHECK-NEXT: %a3 = load float, ptr addrspace(3) %[[P3]], align 4
; CHECK-NOT:  addrspace(3)
; CHECK:      ret void
  %p3 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 3
  %a3 = load float, ptr addrspace(3) %p3, align 4
  %s01 = fadd float %a0, %a1
  %s23 = fadd float %a2, %a3
  %r = fadd float %s01, %s23
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
