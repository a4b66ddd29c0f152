; smemvec-unroll-cleanup runs right after the full unroller: a loop still
; carrying smemvec-unroll's request (llvm.loop.unroll.full next to the
; smemvec.unroll.full marker) was declined by the unroller, and the request
; is taken back so that the later LoopUnrollPass and the missed-pragma
; warning (-Wpass-failed) never see a pragma the user did not write. The
; user's own requests (no marker) and other loop metadata stay.
; RUN: %opt %loadplugin -passes='loop(smemvec-unroll-cleanup)' -S %s | FileCheck %s
; RUN: %opt %loadplugin -passes='loop(smemvec-unroll-cleanup)' -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; The missed-transformation warning then fires only for the user's own
; request (one warning), where without the cleanup it fires for both.
; RUN: %opt %loadplugin -passes='loop(smemvec-unroll-cleanup),transform-warning' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN
; RUN: %opt -passes='transform-warning' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WARN2
; WARN-COUNT-1: warning: <unknown>:0:0: loop not unrolled
; WARN-NOT:     loop not unrolled
; WARN2-COUNT-2: warning: <unknown>:0:0: loop not unrolled

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @ours(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[OURS:![0-9]+]]
; REMARK: remark: <unknown>:0:0: loop left rolled: the full unroller declined
; REMARK-NOT: remark
define void @ours(i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

; CHECK-LABEL: define void @users(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[USERS:![0-9]+]]
define void @users(i64 %n) {
entry:
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ult i64 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !4

exit:
  ret void
}

; CHECK-DAG: [[OURS]] = distinct !{[[OURS]], [[MP:![0-9]+]]}
; CHECK-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
; CHECK-DAG: [[USERS]] = distinct !{[[USERS]], [[MP]], [[FULL:![0-9]+]]}
; CHECK-DAG: [[FULL]] = !{!"llvm.loop.unroll.full"}
; CHECK-NOT: smemvec.unroll.full
!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"llvm.loop.mustprogress"}
!2 = !{!"llvm.loop.unroll.full"}
!3 = !{!"smemvec.unroll.full"}
!4 = distinct !{!4, !1, !2}
