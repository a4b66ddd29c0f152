; The same LU row loop for `j <= i`: now j + 7 may equal i, so the load of
; s[t][j+7] may read what the stores just wrote. It must stay after them;
; s[t][j..j+6] are still provably below i and are merged.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: llc %loadplugin -mcpu=sm_90 %s -o %t.on.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-lsv=0 %s -o %t.off.ptx
; RUN: %ptxcount %t.on.ptx --le %t.off.ptx
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-missed=smemvec-lsv -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [16 x [16 x float]] undef, align 16

; j+7 stays a scalar load after the seventh store.
; CHECK-LABEL: @lu_row_inclusive(
; CHECK: loop:
; CHECK: %smemvec.lsv = load <4 x i32>
; CHECK: %smemvec.lsv1 = load <4 x i32>
; CHECK: store float %acc6
; CHECK-NEXT: %j7 = or disjoint i32 %j, 7
; CHECK: %r7 = load float, ptr addrspace(3) %pr7, align 4
; CHECK: ret void
; REMARK: shared load left scalar: a store between the loads may alias
define ptx_kernel void @lu_row_inclusive(i32 %t, i32 %i) {
entry:
  %tt = and i32 %t, 15
  %ii = and i32 %i, 15
  %t64 = zext nneg i32 %tt to i64
  %row = getelementptr inbounds [16 x float], ptr addrspace(3) @s, i64 %t64
  %i64 = zext nneg i32 %ii to i64
  %col = getelementptr inbounds float, ptr addrspace(3) @s, i64 %i64
  %dst = getelementptr inbounds float, ptr addrspace(3) %row, i64 %i64
  %init = load float, ptr addrspace(3) %dst, align 4
  %cnt = add nuw nsw i32 %ii, 1
  %small = icmp ult i32 %ii, 7
  br i1 %small, label %exit, label %pre
pre:
  %n = and i32 %cnt, -8
  br label %loop
loop:
  %acc = phi float [ %init, %pre ], [ %acc7, %loop ]
  %j = phi i32 [ 0, %pre ], [ %j.next, %loop ]
  %niter = phi i32 [ 0, %pre ], [ %niter.next, %loop ]
  %jk0 = zext nneg i32 %j to i64
  %pr0 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk0
  %r0 = load float, ptr addrspace(3) %pr0, align 4
  %pc0 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk0
  %c0 = load float, ptr addrspace(3) %pc0, align 4
  %m0 = fmul float %r0, %c0
  %acc0 = fsub float %acc, %m0
  store float %acc0, ptr addrspace(3) %dst, align 4
  %j1 = or disjoint i32 %j, 1
  %jk1 = zext nneg i32 %j1 to i64
  %pr1 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk1
  %r1 = load float, ptr addrspace(3) %pr1, align 4
  %pc1 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk1
  %c1 = load float, ptr addrspace(3) %pc1, align 4
  %m1 = fmul float %r1, %c1
  %acc1 = fsub float %acc0, %m1
  store float %acc1, ptr addrspace(3) %dst, align 4
  %j2 = or disjoint i32 %j, 2
  %jk2 = zext nneg i32 %j2 to i64
  %pr2 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk2
  %r2 = load float, ptr addrspace(3) %pr2, align 4
  %pc2 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk2
  %c2 = load float, ptr addrspace(3) %pc2, align 4
  %m2 = fmul float %r2, %c2
  %acc2 = fsub float %acc1, %m2
  store float %acc2, ptr addrspace(3) %dst, align 4
  %j3 = or disjoint i32 %j, 3
  %jk3 = zext nneg i32 %j3 to i64
  %pr3 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk3
  %r3 = load float, ptr addrspace(3) %pr3, align 4
  %pc3 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk3
  %c3 = load float, ptr addrspace(3) %pc3, align 4
  %m3 = fmul float %r3, %c3
  %acc3 = fsub float %acc2, %m3
  store float %acc3, ptr addrspace(3) %dst, align 4
  %j4 = or disjoint i32 %j, 4
  %jk4 = zext nneg i32 %j4 to i64
  %pr4 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk4
  %r4 = load float, ptr addrspace(3) %pr4, align 4
  %pc4 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk4
  %c4 = load float, ptr addrspace(3) %pc4, align 4
  %m4 = fmul float %r4, %c4
  %acc4 = fsub float %acc3, %m4
  store float %acc4, ptr addrspace(3) %dst, align 4
  %j5 = or disjoint i32 %j, 5
  %jk5 = zext nneg i32 %j5 to i64
  %pr5 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk5
  %r5 = load float, ptr addrspace(3) %pr5, align 4
  %pc5 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk5
  %c5 = load float, ptr addrspace(3) %pc5, align 4
  %m5 = fmul float %r5, %c5
  %acc5 = fsub float %acc4, %m5
  store float %acc5, ptr addrspace(3) %dst, align 4
  %j6 = or disjoint i32 %j, 6
  %jk6 = zext nneg i32 %j6 to i64
  %pr6 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk6
  %r6 = load float, ptr addrspace(3) %pr6, align 4
  %pc6 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk6
  %c6 = load float, ptr addrspace(3) %pc6, align 4
  %m6 = fmul float %r6, %c6
  %acc6 = fsub float %acc5, %m6
  store float %acc6, ptr addrspace(3) %dst, align 4
  %j7 = or disjoint i32 %j, 7
  %jk7 = zext nneg i32 %j7 to i64
  %pr7 = getelementptr inbounds float, ptr addrspace(3) %row, i64 %jk7
  %r7 = load float, ptr addrspace(3) %pr7, align 4
  %pc7 = getelementptr inbounds [16 x float], ptr addrspace(3) %col, i64 %jk7
  %c7 = load float, ptr addrspace(3) %pc7, align 4
  %m7 = fmul float %r7, %c7
  %acc7 = fsub float %acc6, %m7
  store float %acc7, ptr addrspace(3) %dst, align 4
  %j.next = add nuw nsw i32 %j, 8
  %niter.next = add i32 %niter, 8
  %done = icmp eq i32 %niter.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
