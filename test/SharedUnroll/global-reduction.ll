; Reason (e): a runtime-trip loop that folds global loads into a register
; (the dot-product shape, `for (p = t; p < n; p += nt) sum += a[p] * b[p];`)
; is unrolled by -smemvec-unroll-reduction-count (default 4) through
; llvm.loop.unroll.count + the marker smemvec.unroll.count; LoopUnrollPass,
; later in the optimizer pipeline, builds the remainder. Negative cases: a
; loop that writes memory, one that folds only shared loads, a volatile or
; atomic load, a barrier, a data-dependent exit, a constant trip count, a
; global load that does not reach the carried value, a trip count loaded
; from memory (a CSR row), and a user pragma.
; Rule (j) (runtime-trip shared walks, runtime-shared-walk.ll) takes only a
; thread's own strip: the block-strided shared loops below (`i += nt`) are
; none of its business.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -pass-remarks=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=WALK --allow-empty
; WALK-NOT: runtime-trip walk
; RUN: opt %loadplugin -passes='loop(smemvec-unroll,loop-unroll-full,smemvec-unroll-cleanup)' -smemvec-unroll-remainder=0 -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-reduction-count=8 -S %s | FileCheck %s --check-prefix=EIGHT
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-reduction-count=1 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF --allow-empty
; The staging-copy count does not apply to reductions.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-staging-count=0 -S %s | FileCheck %s
; Through the O3 pipeline: eight global loads (four iterations of two) in
; the unrolled body, the fmul/fadd chain in source order, two loads in the
; remainder, and no missed-transformation warning.
; RUN: opt %loadplugin -passes='default<O3>' -S %s 2>&1 | FileCheck %s --check-prefix=O3
; RUN: opt %loadplugin -passes='default<O3>' -S %s | FileCheck %s --check-prefix=O3CHAIN
; Without the pass the loop keeps one iteration per trip.
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll=0 -S %s 2>&1 | FileCheck %s --check-prefix=O3OFF
; OFF-NOT: remark

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = external addrspace(3) global [0 x float], align 4

declare void @barrier() convergent nounwind willreturn

; CHECK-LABEL: define float @dot(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?}}, !llvm.loop [[DOT:![0-9]+]]
; REMARK: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-load reduction
; EIGHT-LABEL: define float @dot(
; EIGHT:       !llvm.loop [[EIGHTID:![0-9]+]]
; O3-NOT:      warning
; O3-LABEL:    define float @dot(
; O3:          {{^}}loop.prol:
; O3-COUNT-2:  load float, ptr addrspace(1)
; O3-NOT:      load float
; O3:          {{^}}loop:
; O3-COUNT-8:  load float, ptr addrspace(1)
; O3-NOT:      load float
; O3:          br i1 %more.3, label %loop, label %exit, !llvm.loop
; O3:          ret float
; O3CHAIN-LABEL: define float @dot(
; O3CHAIN:     {{^}}loop:
; O3CHAIN:     %sum.next = fadd float %sum, %m
; O3CHAIN:     %sum.next.1 = fadd float %sum.next, %m.1
; O3CHAIN:     %sum.next.2 = fadd float %sum.next.1, %m.2
; O3CHAIN:     %sum.next.3 = fadd float %sum.next.2, %m.3
; O3OFF-LABEL: define float @dot(
; O3OFF-COUNT-2: load float, ptr addrspace(1)
; O3OFF-NOT:   load float, ptr addrspace(1)
; O3OFF:       ret float
define float @dot(ptr addrspace(1) %a, ptr addrspace(1) %b, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %i64 = sext i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  %pb = getelementptr inbounds float, ptr addrspace(1) %b, i64 %i64
  %va = load float, ptr addrspace(1) %pa, align 4
  %vb = load float, ptr addrspace(1) %pb, align 4
  %m = fmul float %va, %vb
  %sum.next = fadd float %sum, %m
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  ret float %r
}

; A generic pointer (a kernel parameter before address-space inference) is
; global as far as the pass knows: an integer sum of it is unrolled too.
; CHECK-LABEL: define i32 @isum_generic(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?}}, !llvm.loop [[ISUM:![0-9]+]]
; REMARK: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-load reduction
define i32 @isum_generic(ptr %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  %i64 = sext i32 %i to i64
  %pa = getelementptr inbounds i32, ptr %a, i64 %i64
  %va = load i32, ptr %pa, align 4
  %sum.next = add i32 %sum, %va
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  ret i32 %r
}

; The loop also writes global memory: not a pure fold (and not a staging
; copy: the store is not to shared memory). Left to the generic unroller.
; CHECK-LABEL: define float @writes_memory(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @writes_memory(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %i64 = sext i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  %va = load float, ptr addrspace(1) %pa, align 4
  %sum.next = fadd float %sum, %va
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i64
  store float %sum.next, ptr addrspace(1) %po, align 4
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  ret float %r
}

; Only shared loads are folded: no global latency to overlap.
; CHECK-LABEL: define float @shared_fold(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @shared_fold(i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %i64 = sext i32 %i to i64
  %ps = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i64
  %vs = load float, ptr addrspace(3) %ps, align 4
  %sum.next = fadd float %sum, %vs
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  ret float %r
}

; A volatile global load: never copied by this pass.
; CHECK-LABEL: define float @volatile_load(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @volatile_load(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %i64 = sext i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  %va = load volatile float, ptr addrspace(1) %pa, align 4
  %sum.next = fadd float %sum, %va
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  ret float %r
}

; An atomic (monotonic) load is not a simple load either.
; CHECK-LABEL: define i32 @atomic_load(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define i32 @atomic_load(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  %i64 = sext i32 %i to i64
  %pa = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %i64
  %va = load atomic i32, ptr addrspace(1) %pa monotonic, align 4
  %sum.next = add i32 %sum, %va
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi i32 [ 0, %entry ], [ %sum.next, %loop ]
  ret i32 %r
}

; A barrier in the loop: a call that may write memory, so not a pure fold
; (never a candidate: left alone without a remark).
; CHECK-LABEL: define float @with_barrier(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @with_barrier(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %i64 = sext i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  %va = load float, ptr addrspace(1) %pa, align 4
  %sum.next = fadd float %sum, %va
  call void @barrier()
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  ret float %r
}

; The exit depends on the loaded data: no trip count for a remainder.
; CHECK-LABEL: define float @data_dependent_exit(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @data_dependent_exit(ptr addrspace(1) %a, i32 %t) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %i64 = sext i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  %va = load float, ptr addrspace(1) %pa, align 4
  %sum.next = fadd float %sum, %va
  %i.next = add nsw i32 %i, 32
  %more = fcmp one float %va, 0.0
  br i1 %more, label %loop, label %exit

exit:
  ret float %sum.next
}

; A constant trip count is the generic full unroller's business.
; CHECK-LABEL: define float @constant_trips(
; CHECK:       br i1 %more, label %loop, label %exit{{$}}
define float @constant_trips(ptr addrspace(1) %a) {
entry:
  br label %loop

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %i64 = zext i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  %va = load float, ptr addrspace(1) %pa, align 4
  %sum.next = fadd float %sum, %va
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ult i32 %i.next, 1000
  br i1 %more, label %loop, label %exit

exit:
  ret float %sum.next
}

; The global load only decides a select that is not carried: the carried
; value comes from a shared load. Not a fold of global loads.
; CHECK-LABEL: define float @global_not_carried(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @global_not_carried(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %i64 = sext i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  %va = load float, ptr addrspace(1) %pa, align 4
  %ps = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i64
  %vs = load float, ptr addrspace(3) %ps, align 4
  %sum.next = fadd float %sum, %vs
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %last = phi float [ 0.0, %entry ], [ %va, %loop ]
  %u = fadd float %r, %last
  ret float %u
}

; The user's pragma wins (here `#pragma nounroll`).
; CHECK-LABEL: define float @user_nounroll(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?}}, !llvm.loop [[USER:![0-9]+]]
; REMARK: remark: <unknown>:0:0: loop left to its unroll metadata: user pragma or -fno-unroll-loops
define float @user_nounroll(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %i64 = sext i32 %i to i64
  %pa = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  %va = load float, ptr addrspace(1) %pa, align 4
  %sum.next = fadd float %sum, %va
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit, !llvm.loop !0

exit:
  %r = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  ret float %r
}

; A warp per CSR row (`for (p = rowptr[r] + lane; p < rowptr[r + 1]; p +=
; 32)`): the bounds are loaded, a ragged row of a few dozen entries gives
; each lane one or two trips, and a count unroll would leave the remainder
; doing the work (a warp-per-row SpMV: 0.950x of stock unrolled, 1.000x not).
; CHECK-LABEL: define float @csr_row(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
; REMARK: remark: <unknown>:0:0: loop left rolled: trip count loaded from memory (a ragged segment)
define float @csr_row(ptr addrspace(1) %rowptr, ptr addrspace(1) %val, i64 %r, i32 %lane) {
entry:
  %pr0 = getelementptr inbounds i32, ptr addrspace(1) %rowptr, i64 %r
  %lo = load i32, ptr addrspace(1) %pr0, align 4
  %pr1 = getelementptr inbounds i32, ptr addrspace(1) %pr0, i64 1
  %hi = load i32, ptr addrspace(1) %pr1, align 4
  %start = add nsw i32 %lo, %lane
  %go = icmp slt i32 %start, %hi
  br i1 %go, label %loop, label %exit

loop:
  %p = phi i32 [ %start, %entry ], [ %p.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %p64 = sext i32 %p to i64
  %pv = getelementptr inbounds float, ptr addrspace(1) %val, i64 %p64
  %v = load float, ptr addrspace(1) %pv, align 4
  %sum.next = fadd float %sum, %v
  %p.next = add nsw i32 %p, 32
  %more = icmp slt i32 %p.next, %hi
  br i1 %more, label %loop, label %exit

exit:
  %res = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  ret float %res
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.disable"}

; CHECK-DAG: [[DOT]] = distinct !{[[DOT]], [[MARK:![0-9]+]], [[HAND:![0-9]+]], [[CNT:![0-9]+]]}
; CHECK-DAG: [[HAND]] = !{!"smemvec.unroll.handoff"}
; CHECK-DAG: [[ISUM]] = distinct !{[[ISUM]], [[MARK]], [[HAND]], [[CNT]]}
; CHECK-DAG: [[MARK]] = !{!"smemvec.unroll.count"}
; CHECK-DAG: [[CNT]] = !{!"llvm.loop.unroll.count", i32 4}
; CHECK-DAG: [[USER]] = distinct !{[[USER]], [[DIS:![0-9]+]]}
; CHECK-DAG: [[DIS]] = !{!"llvm.loop.unroll.disable"}
; EIGHT-DAG: [[EIGHTID]] = distinct !{[[EIGHTID]], {{![0-9]+}}, {{![0-9]+}}, [[EIGHTCNT:![0-9]+]]}
; EIGHT-DAG: [[EIGHTCNT]] = !{!"llvm.loop.unroll.count", i32 8}
