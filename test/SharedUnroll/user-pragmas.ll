; The user's unroll pragma always wins: a loop with any llvm.loop.unroll.*
; metadata (`#pragma nounroll` = disable, `#pragma unroll N` = count,
; `#pragma unroll` = full or enable) is never touched, whatever it walks.
; RUN: %opt %loadplugin -passes='loop(smemvec-unroll)' -S %s | FileCheck %s
; RUN: %opt %loadplugin -passes='loop(smemvec-unroll)' -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; And through the whole O3 pipeline, `#pragma nounroll` keeps its loop and
; `#pragma unroll 2` its factor: the loop still runs 4 times.
; RUN: %opt %loadplugin -passes='default<O3>' -S %s | FileCheck %s --check-prefix=O3

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@as = external addrspace(3) global [256 x float], align 4

; CHECK-LABEL: define float @nounroll(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[DISABLE:![0-9]+]]
; REMARK: remark: <unknown>:0:0: loop left to its unroll metadata: user pragma or -fno-unroll-loops
; O3-LABEL: define {{.*}}float @nounroll(
; O3:      load float, ptr addrspace(3)
; O3-NOT:  load float
; O3:      br i1 %more.not, label %exit, label %loop, !llvm.loop [[O3DISABLE:![0-9]+]]
define float @nounroll(i64 %r) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %r, %k
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  ret float %s.next
}

; CHECK-LABEL: define float @unroll_count(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[COUNT:![0-9]+]]
; REMARK: remark: <unknown>:0:0: loop left to its unroll metadata: user pragma or -fno-unroll-loops
; O3-LABEL: define {{.*}}float @unroll_count(
; O3-COUNT-2: load float, ptr addrspace(3)
; O3-NOT:     load float
; O3:         %k.next.1 = add nuw nsw i64 %k, 2
; O3:         br i1 %more.not.1, label %exit, label %loop, !llvm.loop [[O3AFTER:![0-9]+]]
define float @unroll_count(i64 %r) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %r, %k
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit, !llvm.loop !2

exit:
  ret float %s.next
}

; The user's own full-unroll request stays the user's (no marker added).
; CHECK-LABEL: define float @user_full(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[USERFULL:![0-9]+]]
; REMARK: remark: <unknown>:0:0: loop left to its unroll metadata: user pragma or -fno-unroll-loops
define float @user_full(i64 %r) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %r, %k
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit, !llvm.loop !4

exit:
  ret float %s.next
}

; CHECK-DAG: [[DISABLE]] = distinct !{[[DISABLE]], [[DIS:![0-9]+]]}
; CHECK-DAG: [[DIS]] = !{!"llvm.loop.unroll.disable"}
; CHECK-DAG: [[COUNT]] = distinct !{[[COUNT]], [[CNT:![0-9]+]]}
; CHECK-DAG: [[CNT]] = !{!"llvm.loop.unroll.count", i32 2}
; CHECK-DAG: [[USERFULL]] = distinct !{[[USERFULL]], [[FULL:![0-9]+]]}
; CHECK-DAG: [[FULL]] = !{!"llvm.loop.unroll.full"}
; CHECK-NOT: smemvec.unroll.full
; O3-DAG: [[O3DISABLE]] = distinct !{[[O3DISABLE]], [[O3DIS:![0-9]+]]}
; O3-DAG: [[O3AFTER]] = distinct !{[[O3AFTER]], [[O3DIS]]}
; O3-DAG: [[O3DIS]] = !{!"llvm.loop.unroll.disable"}
; O3-NOT: smemvec.unroll.full
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !3}
!3 = !{!"llvm.loop.unroll.count", i32 2}
!4 = distinct !{!4, !5}
!5 = !{!"llvm.loop.unroll.full"}
