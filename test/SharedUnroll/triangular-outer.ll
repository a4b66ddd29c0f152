; Reason (c): an LU-style triangular solve. The inner loop `j < i` walks a
; shared row but its trip count is the outer induction variable, so it has
; no constant trip count of its own; the outer loop (constant trip count,
; every inner trip count affine in its IV) is unrolled instead, and each
; copy of the inner loop it leaves is then unrolled for its shared stride.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='loop(smemvec-unroll,loop-unroll-full,smemvec-unroll-cleanup)' -smemvec-unroll-remainder=0 -S %s | FileCheck %s --check-prefix=UNROLLED
; RUN: opt %loadplugin -passes='loop(smemvec-unroll,loop-unroll-full,smemvec-unroll-cleanup)' -smemvec-unroll-remainder=0 -pass-remarks=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=COPIES

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@dia = external addrspace(3) global [8 x [8 x float]], align 4

; CHECK-LABEL: define void @triangular(
; CHECK: br i1 %inner.more, label %inner, label %latch{{$}}
; CHECK: br i1 %outer.more, label %outer, label %exit, !llvm.loop [[OUTER:![0-9]+]]
; The inner loop alone is a runtime-trip shared walk (rule j) of at most 7
; trips, under twice the count: left; the outer loop is unrolled instead.
; REMARK: remark: <unknown>:0:0: loop left rolled: maximum trip count under twice the unroll count: the unrolled body would run once at most
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 7, 287 instructions): outer loop of shared strides
; UNROLLED-LABEL: define void @triangular(
; UNROLLED-NOT:   br i1
; UNROLLED-COUNT-28: load float, ptr addrspace(3)
; UNROLLED-NOT:   load float
; UNROLLED-NOT:   br i1
; UNROLLED:       ret void
; The outer loop, then the seven copies of the inner one (1 to 7 trips).
; COPIES:     fully unrolling loop (trip count 7, {{[0-9]+}} instructions): outer loop of shared strides
; COPIES-DAG: fully unrolling loop (trip count 1, 8 instructions): shared stride
; COPIES-DAG: fully unrolling loop (trip count 2, 16 instructions): shared stride
; COPIES-DAG: fully unrolling loop (trip count 3, 24 instructions): shared stride
; COPIES-DAG: fully unrolling loop (trip count 4, 32 instructions): shared stride
; COPIES-DAG: fully unrolling loop (trip count 5, 40 instructions): shared stride
; COPIES-DAG: fully unrolling loop (trip count 6, 48 instructions): shared stride
; COPIES-DAG: fully unrolling loop (trip count 7, 56 instructions): shared stride
define void @triangular(ptr addrspace(1) %out) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 1, %entry ], [ %i.next, %latch ]
  %row = getelementptr inbounds [8 x float], ptr addrspace(3) @dia, i64 %i
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %acc = phi float [ 0.0, %outer ], [ %acc.next, %inner ]
  %p = getelementptr inbounds float, ptr addrspace(3) %row, i64 %j
  %v = load float, ptr addrspace(3) %p, align 4
  %acc.next = fadd float %acc, %v
  %j.next = add nuw nsw i64 %j, 1
  %inner.more = icmp ne i64 %j.next, %i
  br i1 %inner.more, label %inner, label %latch

latch:
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %acc.next, ptr addrspace(1) %o, align 4
  %i.next = add nuw nsw i64 %i, 1
  %outer.more = icmp ne i64 %i.next, 8
  br i1 %outer.more, label %outer, label %exit

exit:
  ret void
}

; The inner trip count is loaded from memory: unrolling the outer loop would
; not give the copies a constant trip count, so smemvec-unroll does not ask
; (upstream's own threshold may still unroll the small outer loop).
; CHECK-LABEL: define void @inner_trip_count_unknown(
; CHECK: br i1 %inner.more, label %inner, label %latch{{$}}
; CHECK: br i1 %outer.more, label %outer, label %exit{{$}}
define void @inner_trip_count_unknown(ptr addrspace(1) %out, ptr addrspace(1) %len) {
entry:
  br label %outer

outer:
  %i = phi i64 [ 0, %entry ], [ %i.next, %latch ]
  %row = getelementptr inbounds [8 x float], ptr addrspace(3) @dia, i64 %i
  %lp = getelementptr inbounds i64, ptr addrspace(1) %len, i64 %i
  %n = load i64, ptr addrspace(1) %lp, align 8
  br label %inner

inner:
  %j = phi i64 [ 0, %outer ], [ %j.next, %inner ]
  %acc = phi float [ 0.0, %outer ], [ %acc.next, %inner ]
  %p = getelementptr inbounds float, ptr addrspace(3) %row, i64 %j
  %v = load float, ptr addrspace(3) %p, align 4
  %acc.next = fadd float %acc, %v
  %j.next = add nuw nsw i64 %j, 1
  %inner.more = icmp ult i64 %j.next, %n
  br i1 %inner.more, label %inner, label %latch

latch:
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %acc.next, ptr addrspace(1) %o, align 4
  %i.next = add nuw nsw i64 %i, 1
  %outer.more = icmp ne i64 %i.next, 8
  br i1 %outer.more, label %outer, label %exit

exit:
  ret void
}

; CHECK: [[OUTER]] = distinct !{[[OUTER]], [[FULL:![0-9]+]], [[MARK:![0-9]+]]}
; CHECK: [[FULL]] = !{!"llvm.loop.unroll.full"}
; CHECK: [[MARK]] = !{!"smemvec.unroll.full"}
