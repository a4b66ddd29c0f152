; smemvec-pad on the 32x32 float tile of a transpose (block 32x8 from
; nvvm.reqntid): written by rows, read by columns. Every warp's column read
; puts 32 lanes on one bank; one word of padding per row (pitch 128 -> 132)
; removes all of it. Every access gets row * 4 bytes added.
;
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -S %s -pass-remarks=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; The switch is on by default (the same module as with -smemvec-pad=1), and
; -smemvec-pad=0 keeps the module as is.
; RUN: opt %loadplugin -passes=smemvec-pad -S %s -o %t.default.ll
; RUN: diff %t.ll %t.default.ll
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=0 -S %s | FileCheck %s --check-prefix=OFF
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=1 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4
; OFF: @tile = internal addrspace(3) global [32 x [32 x float]] undef, align 4
; smemvec-align runs after the pad and raises the padded global as usual.
; PTX: .shared .align 16 .b8 tile[4224];
@tile = internal addrspace(3) global [32 x [32 x float]] undef, align 4

; REMARK: remark: <unknown>:0:0: padded shared array 'tile' from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 248 -> 0, 3 accesses rewritten, +128 bytes
define ptx_kernel void @transpose(ptr addrspace(1) %in, ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %x = zext i32 %tx to i64
  %y = zext i32 %ty to i64
  %v = load float, ptr addrspace(1) %in, align 4
; tile[ty][tx]: + ty * 4
; CHECK:      %p0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %y, i64 %x
; CHECK-NEXT: %[[OFF0:.+]] = mul nsw i64 %y, 4
; CHECK-NEXT: %[[PTR0:.+]] = getelementptr inbounds i8, ptr addrspace(3) %p0, i64 %[[OFF0]]
; CHECK-NEXT: store float %v, ptr addrspace(3) %[[PTR0]], align 4
  %p0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %y, i64 %x
  store float %v, ptr addrspace(3) %p0, align 4
  %y8 = add nuw nsw i64 %y, 8
; tile[ty + 8][tx]: + (ty + 8) * 4
; CHECK:      %p1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %y8, i64 %x
; CHECK-NEXT: %[[OFF1:.+]] = mul nsw i64 %y8, 4
; CHECK-NEXT: %[[PTR1:.+]] = getelementptr inbounds i8, ptr addrspace(3) %p1, i64 %[[OFF1]]
; CHECK-NEXT: store float %v, ptr addrspace(3) %[[PTR1]], align 4
  %p1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %y8, i64 %x
  store float %v, ptr addrspace(3) %p1, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; tile[tx][ty], the column read: + tx * 4
; CHECK:      %q0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 %y
; CHECK-NEXT: %[[OFF2:.+]] = mul nsw i64 %x, 4
; CHECK-NEXT: %[[PTR2:.+]] = getelementptr inbounds i8, ptr addrspace(3) %q0, i64 %[[OFF2]]
; CHECK-NEXT: %a = load float, ptr addrspace(3) %[[PTR2]], align 4
; CHECK-NOT:  addrspace(3)
; CHECK:      ret void
  %q0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @tile, i64 0, i64 %x, i64 %y
  %a = load float, ptr addrspace(3) %q0, align 4
  store float %a, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
