; Reason (d): a runtime-trip loop that copies global memory into shared
; memory with a positive stride SCEV knows (blockDim.x has range [1, 1025)
; in clang's IR, as %nt here) so that its trip count is computable:
; memory (`for (i = t; i < n; i += nt) buf[i] = src[i];`) is unrolled by
; -smemvec-unroll-staging-count (default 4) through llvm.loop.unroll.count:
; LoopUnrollPass, later in the optimizer pipeline, builds the remainder.
; The cleanup after the full unroller leaves count requests alone.
; The shared write may also store a value computed from the load
; (`buf[i] = 2 * src[i]`) or sit at an address computed from it (a
; histogram's `atomicAdd(&bins[x >> 28], 1)`: nvcc unrolls that by 4 too,
; 1.125x on a 16-bin byte histogram, H200). A global atomic at such an
; address is no staging copy.
; Rule (j) (runtime-trip shared walks, runtime-shared-walk.ll) takes only a
; thread's own strip: the block-strided shared loops below (`i += nt`) are
; none of its business.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -pass-remarks=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=WALK --allow-empty
; WALK-NOT: runtime-trip walk
; RUN: opt %loadplugin -passes='loop(smemvec-unroll,loop-unroll-full,smemvec-unroll-cleanup)' -smemvec-unroll-remainder=0 -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-staging-count=8 -S %s | FileCheck %s --check-prefix=EIGHT
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-staging-count=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF --allow-empty
; Through the O3 pipeline, four global loads and four shared stores in the unrolled body
; (plus one of each in the remainder), and no missed-transformation warning.
; RUN: opt %loadplugin -passes='default<O3>' -S %s 2>&1 | FileCheck %s --check-prefix=O3
; OFF-NOT: remark

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = external addrspace(3) global [0 x float], align 4
@bins = external addrspace(3) global [16 x i32], align 4

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

; A transform on the way in: unrolled like a copy.
; CHECK-LABEL: define void @transform(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?}}, !llvm.loop [[TRANSFORM:![0-9]+]]
; REMARK: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-to-shared staging copy
define void @transform(ptr addrspace(1) %src, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %i64 = sext i32 %i to i64
  %g = getelementptr inbounds float, ptr addrspace(1) %src, i64 %i64
  %v = load float, ptr addrspace(1) %g, align 4
  %w = fmul float %v, 2.0
  %s = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i64
  store float %w, ptr addrspace(3) %s, align 4
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; A histogram: the shared atomic's address comes from the load.
; CHECK-LABEL: define void @histogram(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?}}, !llvm.loop [[HIST:![0-9]+]]
; REMARK: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-to-shared staging copy
; O3-LABEL:    define void @histogram(
; O3-COUNT-4:  atomicrmw add ptr addrspace(3) %{{.*}}, i32 1 monotonic
; O3:          atomicrmw add ptr addrspace(3) %{{.*}}, i32 1 monotonic
; O3-NOT:      atomicrmw
; O3:          ret void
define void @histogram(ptr addrspace(1) %src, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %i64 = sext i32 %i to i64
  %g = getelementptr inbounds i32, ptr addrspace(1) %src, i64 %i64
  %v = load i32, ptr addrspace(1) %g, align 4
  %bin = lshr i32 %v, 28
  %bin64 = zext i32 %bin to i64
  %p = getelementptr inbounds i32, ptr addrspace(3) @bins, i64 %bin64
  %old = atomicrmw add ptr addrspace(3) %p, i32 1 monotonic, align 4
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; The same histogram straight into global memory: not a staging copy.
; CHECK-LABEL: define void @global_histogram(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define void @global_histogram(ptr addrspace(1) %src, ptr addrspace(1) %hist, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %i64 = sext i32 %i to i64
  %g = getelementptr inbounds i32, ptr addrspace(1) %src, i64 %i64
  %v = load i32, ptr addrspace(1) %g, align 4
  %bin = lshr i32 %v, 28
  %bin64 = zext i32 %bin to i64
  %p = getelementptr inbounds i32, ptr addrspace(1) %hist, i64 %bin64
  %old = atomicrmw add ptr addrspace(1) %p, i32 1 monotonic, align 4
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; CHECK: [[STAGE]] = distinct !{[[STAGE]], [[MARK:![0-9]+]], [[HAND:![0-9]+]], [[COUNT:![0-9]+]]}
; CHECK: [[MARK]] = !{!"smemvec.unroll.count"}
; CHECK: [[HAND]] = !{!"smemvec.unroll.handoff"}
; CHECK: [[COUNT]] = !{!"llvm.loop.unroll.count", i32 4}
; CHECK: [[TRANSFORM]] = distinct !{[[TRANSFORM]], [[MARK]], [[HAND]], [[COUNT]]}
; CHECK: [[HIST]] = distinct !{[[HIST]], [[MARK]], [[HAND]], [[COUNT]]}
; EIGHT: [[EIGHTID]] = distinct !{[[EIGHTID]], {{.*}}}
; EIGHT: !{!"llvm.loop.unroll.count", i32 8}
