; Reason (d): a runtime-trip loop that copies global memory into shared
; memory with a positive stride SCEV knows (blockDim.x has range [1, 1025)
; in clang's IR, as %nt here) so that its trip count is computable:
; memory (`for (i = t; i < n; i += nt) buf[i] = src[i];`) is unrolled by
; -smemvec-unroll-staging-count (default 4) through llvm.loop.unroll.count:
; LoopUnrollPass, later in the optimizer pipeline, builds the remainder.
; The cleanup after the full unroller leaves count requests alone.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll,loop-unroll-full,smemvec-unroll-cleanup)' -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-staging-count=8 -S %s | FileCheck %s --check-prefix=EIGHT
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-staging-count=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF --allow-empty
; Through the O3 pipeline, four global loads and four shared stores in the unrolled body
; (plus one of each in the remainder), and no missed-transformation warning.
; RUN: opt %loadplugin -passes='default<O3>' -S %s 2>&1 | FileCheck %s --check-prefix=O3
; OFF-NOT: remark

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = external addrspace(3) global [0 x float], align 4

declare void @barrier() convergent nounwind willreturn

; CHECK-LABEL: define void @stage(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?}}, !llvm.loop [[STAGE:![0-9]+]]
; REMARK: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-to-shared staging copy
; EIGHT-LABEL: define void @stage(
; EIGHT:       !llvm.loop [[EIGHTID:![0-9]+]]
; O3-NOT:      warning
; O3-LABEL:    define void @stage(
; O3-COUNT-4:  load float, ptr addrspace(1)
; O3:          load float, ptr addrspace(1)
; O3-NOT:      load float, ptr addrspace(1)
; O3:          ret void
define void @stage(ptr addrspace(1) %src, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %i64 = sext i32 %i to i64
  %g = getelementptr inbounds float, ptr addrspace(1) %src, i64 %i64
  %v = load float, ptr addrspace(1) %g, align 4
  %s = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %i64
  store float %v, ptr %s, align 4
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; Shared to shared: no global loads to overlap, not a staging copy.
; CHECK-LABEL: define void @shared_to_shared(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define void @shared_to_shared(i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %i64 = sext i32 %i to i64
  %g = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i64
  %v = load float, ptr addrspace(3) %g, align 4
  %j = add i64 %i64, 1024
  %s = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %j
  store float %v, ptr addrspace(3) %s, align 4
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; A barrier in the copy loop: left alone (and said so).
; CHECK-LABEL: define void @with_barrier(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
; REMARK: remark: <unknown>:0:0: loop left rolled: convergent operation
define void @with_barrier(ptr addrspace(1) %src, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %i64 = sext i32 %i to i64
  %g = getelementptr inbounds float, ptr addrspace(1) %src, i64 %i64
  %v = load float, ptr addrspace(1) %g, align 4
  %s = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i64
  store float %v, ptr addrspace(3) %s, align 4
  call void @barrier()
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; The exit depends on a loaded value: no trip count for a remainder.
; CHECK-LABEL: define void @data_dependent_exit(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define void @data_dependent_exit(ptr addrspace(1) %src, i32 %t) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %i64 = sext i32 %i to i64
  %g = getelementptr inbounds float, ptr addrspace(1) %src, i64 %i64
  %v = load float, ptr addrspace(1) %g, align 4
  %s = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i64
  store float %v, ptr addrspace(3) %s, align 4
  %i.next = add nsw i32 %i, 32
  %more = fcmp one float %v, 0.0
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; CHECK: [[STAGE]] = distinct !{[[STAGE]], [[MARK:![0-9]+]], [[HAND:![0-9]+]], [[COUNT:![0-9]+]]}
; CHECK: [[MARK]] = !{!"smemvec.unroll.count"}
; CHECK: [[HAND]] = !{!"smemvec.unroll.handoff"}
; CHECK: [[COUNT]] = !{!"llvm.loop.unroll.count", i32 4}
; EIGHT: [[EIGHTID]] = distinct !{[[EIGHTID]], {{.*}}}
; EIGHT: !{!"llvm.loop.unroll.count", i32 8}
