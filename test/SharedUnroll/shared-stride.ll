; Reason (b), shared stride: a constant-trip loop that reads shared memory at
; an address advancing by the element size (or by a step that still puts two
; iterations in one 16-byte window) is unrolled so that neighbouring
; iterations' loads can merge. Early in the O3 pipeline shared accesses are
; generic pointers (an addrspacecast of the addrspace(3) global): the pass
; looks through the cast. Column walks and steps that do not divide 16
; bytes are not (b); they are shared walks (f): their loads still move with
; the loop. A row of global memory or of volatile loads is neither: only the
; small-loop rule (g) takes it, and without that rule nothing does.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-small-size=0 -S %s | FileCheck %s --check-prefix=NOSMALL
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-small-size=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOSMALL-REMARK
; NOSMALL-REMARK-COUNT-3: shared stride
; NOSMALL-REMARK-NEXT:    remark: <unknown>:0:0: fully unrolling loop (trip count 8, 80 instructions): shared loads moving with the loop
; NOSMALL-REMARK-NEXT:    remark: <unknown>:0:0: fully unrolling loop (trip count 8, 80 instructions): shared loads moving with the loop
; NOSMALL-REMARK-NOT:     remark

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@as = internal addrspace(3) global [256 x float] undef, align 4
@ad = internal addrspace(3) global [128 x double] undef, align 8

; as[r*8 + k] through the generic pointer clang emits.
; CHECK-LABEL: define float @row_generic(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[UNROLL:![0-9]+]]
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 8, 72 instructions): shared stride
define float @row_generic(i64 %r) {
entry:
  %base = mul i64 %r, 8
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %base, %k
  %p = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @as to ptr), i64 0, i64 %idx
  %v = load float, ptr %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  ret float %s.next
}

; An addrspace(3) pointer, doubles, every element.
; CHECK-LABEL: define double @row_shared_double(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[UNROLL2:![0-9]+]]
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 4, 36 instructions): shared stride
define double @row_shared_double(i64 %r) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi double [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %r, %k
  %p = getelementptr inbounds double, ptr addrspace(3) @ad, i64 %idx
  %v = load double, ptr addrspace(3) %p, align 8
  %s.next = fadd double %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 4
  br i1 %more, label %loop, label %exit

exit:
  ret double %s.next
}

; Every other float (step 8 bytes): two iterations per 16-byte window.
; CHECK-LABEL: define float @every_other(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[UNROLL3:![0-9]+]]
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 8, 80 instructions): shared stride
define float @every_other(i64 %r) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %k2 = shl i64 %k, 1
  %idx = add i64 %r, %k2
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  ret float %s.next
}

; Column walk as[k*8 + c]: 32-byte step, nothing to merge, but the loads
; are independent of the loop once unrolled (rule f).
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 8, 80 instructions): shared loads moving with the loop
; CHECK-LABEL: define float @column(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[UNROLL4:![0-9]+]]
define float @column(i64 %c) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %row = mul i64 %k, 8
  %idx = add i64 %row, %c
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  ret float %s.next
}

; Step 12 bytes (every third float) does not divide the 16-byte window.
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 8, 80 instructions): shared loads moving with the loop
; CHECK-LABEL: define float @every_third(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[UNROLL5:![0-9]+]]
define float @every_third(i64 %r) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %k3 = mul i64 %k, 3
  %idx = add i64 %r, %k3
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  ret float %s.next
}

; The same row walk over global memory: no shared walk, a small loop.
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 8, 64 instructions): small loop over shared, global or private memory
; CHECK-LABEL: define float @global_row(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[UNROLL6:![0-9]+]]
; NOSMALL-LABEL: define float @global_row(
; NOSMALL: br i1 %more, label %loop, label %exit{{$}}
define float @global_row(ptr addrspace(1) %g) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, ptr addrspace(1) %g, i64 %k
  %v = load float, ptr addrspace(1) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  ret float %s.next
}

; A volatile shared load is not merged by anyone: no shared walk. A small
; loop still (the unroller keeps volatile accesses in order).
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 8, 72 instructions): small loop over shared, global or private memory
; REMARK-NOT: remark
; CHECK-LABEL: define float @volatile_row(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[UNROLL7:![0-9]+]]
; NOSMALL-LABEL: define float @volatile_row(
; NOSMALL: br i1 %more, label %loop, label %exit{{$}}
define float @volatile_row(i64 %r) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %r, %k
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v = load volatile float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  ret float %s.next
}

; CHECK-DAG: [[UNROLL]] = distinct !{[[UNROLL]], [[FULL:![0-9]+]], [[MARK:![0-9]+]]}
; CHECK-DAG: [[UNROLL2]] = distinct !{[[UNROLL2]], [[FULL]], [[MARK]]}
; CHECK-DAG: [[UNROLL3]] = distinct !{[[UNROLL3]], [[FULL]], [[MARK]]}
; CHECK-DAG: [[UNROLL4]] = distinct !{[[UNROLL4]], [[FULL]], [[MARK]]}
; CHECK-DAG: [[UNROLL5]] = distinct !{[[UNROLL5]], [[FULL]], [[MARK]]}
; CHECK-DAG: [[UNROLL6]] = distinct !{[[UNROLL6]], [[FULL]], [[MARK]]}
; CHECK-DAG: [[UNROLL7]] = distinct !{[[UNROLL7]], [[FULL]], [[MARK]]}
; CHECK-DAG: [[FULL]] = !{!"llvm.loop.unroll.full"}
; CHECK-DAG: [[MARK]] = !{!"smemvec.unroll.full"}
