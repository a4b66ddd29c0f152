; smemvec-pad on a flat tile: `__shared__ float s[32 * 32]` indexed
; s[ty * 32 + tx] (written by rows) and s[tx * 32 + ty] (read by columns),
; block 32x8. Every address is affine with threadIdx.y's (or tx's) stride
; of 32 elements, and with rows of 32 every column stays inside its row:
; the array is the tile [32][32] (delinearized), padded to [32][33]. The
; flat walk across rows that no width fits is in negatives.ll (flat1d).
;
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -S %s -pass-remarks=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=1 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @s = internal addrspace(3) global [32 x [33 x float]] undef, align 4
; PTX: .shared .align 16 .b8 s[4224];
@s = internal addrspace(3) global [1024 x float] undef, align 4

; REMARK: remark: <unknown>:0:0: padded shared array 's' (a flat array as 32 rows of 32) from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 248 -> 0, 2 accesses rewritten, +128 bytes
define ptx_kernel void @flat_transpose(ptr addrspace(1) %in, ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %v = load float, ptr addrspace(1) %in, align 4
; s[ty * 32 + tx]: row ty, + ty * 4 bytes
; CHECK:      %p = getelementptr inbounds [1024 x float], ptr addrspace(3) @s, i64 0, i64 %w
; CHECK-NEXT: %[[O0:.+]] = mul nsw i64 %y, 4
; CHECK-NEXT: %[[P0:.+]] = getelementptr inbounds i8, ptr addrspace(3) %p, i64 %[[O0]]
; CHECK-NEXT: store float %v, ptr addrspace(3) %[[P0]], align 4
  %y32 = shl nuw nsw i64 %y, 5
  %w = add nuw nsw i64 %y32, %x
  %p = getelementptr inbounds [1024 x float], ptr addrspace(3) @s, i64 0, i64 %w
  store float %v, ptr addrspace(3) %p, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; s[tx * 32 + ty], the column read: row tx, + tx * 4 bytes
; CHECK:      %q = getelementptr inbounds [1024 x float], ptr addrspace(3) @s, i64 0, i64 %r
; CHECK-NEXT: %[[O1:.+]] = mul nsw i64 %x, 4
; CHECK-NEXT: %[[P1:.+]] = getelementptr inbounds i8, ptr addrspace(3) %q, i64 %[[O1]]
; CHECK-NEXT: %a = load float, ptr addrspace(3) %[[P1]], align 4
; CHECK-NOT:  addrspace(3)
; CHECK:      ret void
  %x32 = shl nuw nsw i64 %x, 5
  %r = add nuw nsw i64 %x32, %y
  %q = getelementptr inbounds [1024 x float], ptr addrspace(3) @s, i64 0, i64 %r
  %a = load float, ptr addrspace(3) %q, align 4
  store float %a, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
