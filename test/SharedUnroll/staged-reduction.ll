; Reason (e), staged: a runtime-trip reduction whose global load reaches the
; loop through a small private array. Before SROA (which splits the array
; only once the loop over it is unrolled) HeCBench's load_data idiom, a
; 16-byte `uint4` copied into `float v[4]`, is a memcpy from global memory
; into an alloca and loads from the alloca. The copy counts as the global
; load when it fills a loop-private array whole, every iteration, from
; memory that is neither shared nor private; such copies are the loop's
; only writes. The loop is unrolled by -smemvec-unroll-reduction-count (4)
; with a remainder, as nvcc does.
; Negative cases: the array escapes, the copy reads shared memory, it
; fills only half the array, the loop also stores to global memory, the
; copy runs only on some iterations, the copy is wider than one 16-byte
; load; and the reduction's guards still hold (a division in the chain).
; RUN: opt %loadplugin -passes='loop(smemvec-unroll,loop-unroll-full)' -smemvec-unroll-remainder=0 -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='loop(smemvec-unroll,loop-unroll-full)' -smemvec-unroll-remainder=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
; The switch: without it the staged loops are no candidate, quietly, and
; the IR is what it was before the rule.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll,loop-unroll-full)' -smemvec-unroll-remainder=0 -smemvec-unroll-staged-loads=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF
; OFF-NOT: remark: {{.*}}reduction
; OFF:     remark: <unknown>:0:0: fully unrolling loop (trip count 4, {{[0-9]+}} instructions): private array
; OFF-NOT: remark: {{.*}}reduction
; Through the O3 pipeline SROA turns each copy into four float loads from
; global memory (llc's vectorizer makes them one ld.global.v4): four trips'
; worth in the unrolled body, one in the remainder.
; RUN: opt %loadplugin -passes='default<O3>' -S %s | FileCheck %s --check-prefix=O3
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll-staged-loads=0 -S %s | FileCheck %s --check-prefix=O3OFF

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = external addrspace(3) global [0 x float], align 16

declare void @llvm.memcpy.p0.p1.i64(ptr noalias writeonly, ptr addrspace(1) noalias readonly, i64, i1 immarg)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias writeonly, ptr noalias readonly, i64, i1 immarg)
declare void @llvm.memmove.p0.p1.i64(ptr writeonly, ptr addrspace(1) readonly, i64, i1 immarg)
declare void @llvm.lifetime.start.p0(ptr captures(none))
declare void @llvm.lifetime.end.p0(ptr captures(none))
declare void @sink(ptr)

; The sum of squares of rmsnorm's first pass, a float4 per trip.
; CHECK-LABEL: define float @sumsq(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?}}, !llvm.loop [[SUMSQ:![0-9]+]]
; REMARK: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-load reduction, staged through a private array
define float @sumsq(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %v = alloca [4 x float], align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %s3, %loop ]
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %v, ptr addrspace(1) align 16 %src, i64 16, i1 false)
  %x0 = load float, ptr %v, align 16
  %p1 = getelementptr inbounds float, ptr %v, i64 1
  %x1 = load float, ptr %p1, align 4
  %p2 = getelementptr inbounds float, ptr %v, i64 2
  %x2 = load float, ptr %p2, align 8
  %p3 = getelementptr inbounds float, ptr %v, i64 3
  %x3 = load float, ptr %p3, align 4
  %m0 = fmul float %x0, %x0
  %s0 = fadd float %sum, %m0
  %m1 = fmul float %x1, %x1
  %s1 = fadd float %s0, %m1
  %m2 = fmul float %x2, %x2
  %s2 = fadd float %s1, %m2
  %m3 = fmul float %x3, %x3
  %s3 = fadd float %s2, %m3
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s3, %loop ]
  ret float %r
}

; HeCBench's shape: an inner loop indexes the staging array, so SROA
; cannot split it before the loop passes; the full unroller unrolls the
; inner loop (rule a), and the outer loop, decided next, sees the copy and
; loads at constant offsets.
; CHECK-LABEL: define float @sumsq_nested(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?}}, !llvm.loop [[NESTED:![0-9]+]]
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 4, {{[0-9]+}} instructions): private array
; REMARK: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-load reduction, staged through a private array
; O3-LABEL:    define float @sumsq_nested(
; O3:          {{^}}loop.prol:
; O3-COUNT-4:  load float, ptr addrspace(1)
; O3-NOT:      = load
; O3:          {{^}}loop:
; O3-COUNT-16: load float, ptr addrspace(1)
; O3-NOT:      = load
; O3:          br i1 %more.3, label %loop, label %exit, !llvm.loop
; O3OFF-LABEL: define float @sumsq_nested(
; O3OFF-COUNT-4: load float, ptr addrspace(1)
; O3OFF-NOT:   = load
; O3OFF:       ret float
define float @sumsq_nested(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %v = alloca [4 x float], align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %latch ]
  %sum = phi float [ 0.0, %entry ], [ %s.k, %latch ]
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %v, ptr addrspace(1) align 16 %src, i64 16, i1 false)
  br label %inner

inner:
  %k = phi i64 [ 0, %loop ], [ %k.next, %inner ]
  %s = phi float [ %sum, %loop ], [ %s.k, %inner ]
  %pk = getelementptr inbounds float, ptr %v, i64 %k
  %xk = load float, ptr %pk, align 4
  %mk = fmul float %xk, %xk
  %s.k = fadd float %s, %mk
  %k.next = add nuw nsw i64 %k, 1
  %kmore = icmp ult i64 %k.next, 4
  br i1 %kmore, label %inner, label %latch

latch:
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s.k, %latch ]
  ret float %r
}

; The array declared in the loop (lifetime markers each trip), a memmove
; from a generic pointer (a kernel parameter before address-space
; inference), and a <4 x float> loaded and stored whole: staged too.
; CHECK-LABEL: define float @scoped_memmove(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?}}, !llvm.loop [[SCOPED:![0-9]+]]
; REMARK: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-load reduction, staged through a private array
define float @scoped_memmove(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %v = alloca [4 x float], align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %s1, %loop ]
  call void @llvm.lifetime.start.p0(ptr %v)
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  call void @llvm.memmove.p0.p1.i64(ptr align 16 %v, ptr addrspace(1) align 16 %src, i64 16, i1 false)
  %x0 = load float, ptr %v, align 16
  %p3 = getelementptr inbounds float, ptr %v, i64 3
  %x3 = load float, ptr %p3, align 4
  %s0 = fadd float %sum, %x0
  %s1 = fadd float %s0, %x3
  call void @llvm.lifetime.end.p0(ptr %v)
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  ret float %r
}

; CHECK-LABEL: define float @vector_store(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?}}, !llvm.loop [[VECTOR:![0-9]+]]
; REMARK: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-load reduction, staged through a private array
define float @vector_store(ptr %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %v = alloca <4 x float>, align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %s0, %loop ]
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr %a, i64 %i64
  %w = load <4 x float>, ptr %src, align 16
  store <4 x float> %w, ptr %v, align 16
  %p2 = getelementptr inbounds float, ptr %v, i64 2
  %x2 = load float, ptr %p2, align 8
  %s0 = fadd float %sum, %x2
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s0, %loop ]
  ret float %r
}

; The array escapes (a call gets it after the loop): a load from it may
; read what the callee wrote. No candidate.
; CHECK-LABEL: define float @escapes(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @escapes(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %v = alloca [4 x float], align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %s0, %loop ]
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %v, ptr addrspace(1) align 16 %src, i64 16, i1 false)
  %x0 = load float, ptr %v, align 16
  %s0 = fadd float %sum, %x0
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s0, %loop ]
  call void @sink(ptr %v)
  ret float %r
}

; The copy reads shared memory: no global latency to overlap.
; CHECK-LABEL: define float @shared_source(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @shared_source(i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %v = alloca [4 x float], align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %s0, %loop ]
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @buf to ptr), i64 %i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %v, ptr align 16 %src, i64 16, i1 false)
  %x0 = load float, ptr %v, align 16
  %s0 = fadd float %sum, %x0
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s0, %loop ]
  ret float %r
}

; Only half of the array is written each trip: the other half is whatever
; was there before the loop, not a global load.
; CHECK-LABEL: define float @partial_write(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @partial_write(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %v = alloca [4 x float], align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %s1, %loop ]
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %v, ptr addrspace(1) align 16 %src, i64 8, i1 false)
  %x0 = load float, ptr %v, align 16
  %p3 = getelementptr inbounds float, ptr %v, i64 3
  %x3 = load float, ptr %p3, align 4
  %s0 = fadd float %sum, %x0
  %s1 = fadd float %s0, %x3
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s1, %loop ]
  ret float %r
}

; A store to global memory in the body, which may alias the source: not a
; pure fold (only copies into loop-private arrays are exempt).
; CHECK-LABEL: define float @global_store(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @global_store(ptr addrspace(1) %a, ptr addrspace(1) %out, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %v = alloca [4 x float], align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %s0, %loop ]
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %v, ptr addrspace(1) align 16 %src, i64 16, i1 false)
  %x0 = load float, ptr %v, align 16
  %s0 = fadd float %sum, %x0
  %dst = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i64
  store float %s0, ptr addrspace(1) %dst, align 4
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s0, %loop ]
  ret float %r
}

; The copy runs on some trips only: the others read the previous trip's.
; CHECK-LABEL: define float @conditional_copy(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @conditional_copy(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n, i32 %k) {
entry:
  %v = alloca [4 x float], align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %latch ]
  %sum = phi float [ 0.0, %entry ], [ %s0, %latch ]
  %i64 = sext i32 %i to i64
  %c = icmp slt i32 %i, %k
  br i1 %c, label %copy, label %latch

copy:
  %src = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %v, ptr addrspace(1) align 16 %src, i64 16, i1 false)
  br label %latch

latch:
  %x0 = load float, ptr %v, align 16
  %s0 = fadd float %sum, %x0
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s0, %latch ]
  ret float %r
}

; 32 bytes a trip is two global loads, not the one a staging array stands
; for here.
; CHECK-LABEL: define float @wide_copy(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
define float @wide_copy(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %v = alloca [8 x float], align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %s0, %loop ]
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %v, ptr addrspace(1) align 16 %src, i64 32, i1 false)
  %x0 = load float, ptr %v, align 16
  %s0 = fadd float %sum, %x0
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s0, %loop ]
  ret float %r
}

; The reduction's guards hold for staged loads: a division in the carried
; update bounds the loop, not the loads.
; CHECK-LABEL: define float @divides(
; CHECK:       br i1 %more, label %loop, label %exit{{(.loopexit)?$}}
; REMARK: remark: <unknown>:0:0: loop left rolled: carried update bound by a long-latency operation (fdiv, sqrt, integer division, call)
define float @divides(ptr addrspace(1) %a, i32 %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %v = alloca [4 x float], align 16
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 1.0, %entry ], [ %s0, %loop ]
  %i64 = sext i32 %i to i64
  %src = getelementptr inbounds float, ptr addrspace(1) %a, i64 %i64
  call void @llvm.memcpy.p0.p1.i64(ptr align 16 %v, ptr addrspace(1) align 16 %src, i64 16, i1 false)
  %x0 = load float, ptr %v, align 16
  %s0 = fdiv float %sum, %x0
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 1.0, %entry ], [ %s0, %loop ]
  ret float %r
}

; CHECK-DAG: [[SUMSQ]] = distinct !{[[SUMSQ]], [[MARK:![0-9]+]], [[HAND:![0-9]+]], [[COUNT:![0-9]+]]}
; CHECK-DAG: [[NESTED]] = distinct !{[[NESTED]], [[MARK]], [[HAND]], [[COUNT]]}
; CHECK-DAG: [[SCOPED]] = distinct !{[[SCOPED]], [[MARK]], [[HAND]], [[COUNT]]}
; CHECK-DAG: [[VECTOR]] = distinct !{[[VECTOR]], [[MARK]], [[HAND]], [[COUNT]]}
; CHECK-DAG: [[COUNT]] = !{!"llvm.loop.unroll.count", i32 4}
; CHECK-DAG: [[MARK]] = !{!"smemvec.unroll.count"}
; CHECK-DAG: [[HAND]] = !{!"smemvec.unroll.handoff"}
