; The guards of the count unrolls (runtime-trip staging copies and
; reductions, reasons d and e), and the hand-off of what they unroll:
;  - a copy that never runs more than 4 times (SCEV's maximum trip count)
;    gains nothing from a count of 4, nor one of up to 7 trips, whose
;    unrolled body would run once at most: left rolled; the same copy with
;    up to 8 trips is unrolled;
;  - a copy inside a k-loop that carries a register tile: LICM would hoist
;    the unrolled copies' addresses into the tile's loop (128 -> 145
;    registers, one block per SM less, measured): left rolled;
;  - a copy with a barrier in it: a partial unroll changes how many
;    barriers a thread runs: left rolled;
;  - the unrolled loops carry the hand-off marker, and through llc their
;    PTX has no `.pragma "nounroll"`, so ptxas may unroll further.
; The stock floor is off: LLVM's own unroller would unroll stage_max8 by 8
; (count-unroll-stock-floor.ll tests the floor).
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-stock-floor=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-stock-floor=0 -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll-stock-floor=0 %s -o - | llc %loadplugin -mcpu=sm_90 -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
; Without the hand-off pass the count-unrolled loops keep the pragma.
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll-stock-floor=0 %s -o - | llc %loadplugin -mcpu=sm_90 -smemvec-unroll-handoff=0 -o %t.off.ptx
; RUN: FileCheck %s --check-prefix=PTXOFF < %t.off.ptx

; REMARK:      remark: <unknown>:0:0: loop left rolled: maximum trip count under twice the unroll count: the unrolled body would run once at most
; REMARK-NEXT: remark: <unknown>:0:0: loop left rolled: maximum trip count under twice the unroll count: the unrolled body would run once at most
; REMARK-NEXT: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-to-shared staging copy
; REMARK-NEXT: remark: <unknown>:0:0: loop left rolled: an enclosing loop carries a register tile
; REMARK-NEXT: remark: <unknown>:0:0: loop left rolled: convergent operation (a barrier): only a full unroll keeps it
; REMARK-NEXT: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (runtime trip count): global-load reduction
; REMARK-NOT:  remark

; CHECK-LABEL: define ptx_kernel void @stage_max4(
; CHECK:       br i1 %more, label %loop, label %exit{{$}}
; CHECK-LABEL: define ptx_kernel void @stage_max7(
; CHECK:       br i1 %more, label %loop, label %exit{{$}}
; CHECK-LABEL: define ptx_kernel void @stage_max8(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[C1:![0-9]+]]
; CHECK-LABEL: define ptx_kernel void @stage_in_tile_loop(
; CHECK:       br i1 %more, label %copy, label %kend{{$}}
; CHECK-LABEL: define ptx_kernel void @stage_with_barrier(
; CHECK:       br i1 %more, label %loop, label %exit{{$}}
; CHECK-LABEL: define ptx_kernel void @reduce(
; CHECK:       br i1 %more, label %loop, label %exit.loopexit, !llvm.loop [[C2:![0-9]+]]
; CHECK-DAG:   [[C1]] = distinct !{[[C1]], [[CM:![0-9]+]], [[HM:![0-9]+]], [[CNT:![0-9]+]]}
; CHECK-DAG:   [[C2]] = distinct !{[[C2]], [[CM]], [[HM]], [[CNT]]}
; CHECK-DAG:   [[CM]] = !{!"smemvec.unroll.count"}
; CHECK-DAG:   [[HM]] = !{!"smemvec.unroll.handoff"}
; CHECK-DAG:   [[CNT]] = !{!"llvm.loop.unroll.count", i32 4}

; In the O3 pipeline SROA promotes this test's two-float tile before
; smemvec-unroll runs (too few carried values to count as a tile), so the
; copy in @stage_in_tile_loop is unrolled there; the opt run above checks
; the guard. The copies' unrolled loops lose the pragma; the remainder loop
; of the reduction (fewer than 4 trips) keeps its own.
; PTX-LABEL: .entry stage_max8(
; PTX-NOT:   .pragma "nounroll"
; PTX-LABEL: .entry reduce(
; PTX-COUNT-1: .pragma "nounroll"
; PTX-NOT:   .pragma "nounroll"
; PTXOFF-LABEL: .entry stage_max8(
; PTXOFF:    .pragma "nounroll"
; PTXOFF-LABEL: .entry reduce(
; PTXOFF-COUNT-2: .pragma "nounroll"

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@buf = internal addrspace(3) global [1024 x float] undef, align 4

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent nounwind

; for (i = t; i < 128; i += 32) buf[i] = src[i], t in [0, 32): at most 4 trips
define ptx_kernel void @stage_max4(ptr %src, i32 range(i32 0, 32) %t) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %i64 = zext i32 %i to i64
  %g = getelementptr inbounds float, ptr %src, i64 %i64
  %v = load float, ptr %g, align 4
  %s = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i64
  store float %v, ptr addrspace(3) %s, align 4
  %i.next = add nuw nsw i32 %i, 32
  %more = icmp ult i32 %i.next, 128
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; the same copy with up to 8 trips (i < 256): unrolled by 4
; t < 32, i < 224 step 32: at most 7 trips
define ptx_kernel void @stage_max7(ptr %src, i32 range(i32 0, 32) %t) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %i64 = zext i32 %i to i64
  %g = getelementptr inbounds float, ptr %src, i64 %i64
  %v = load float, ptr %g, align 4
  %s = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i64
  store float %v, ptr addrspace(3) %s, align 4
  %i.next = add nuw nsw i32 %i, 32
  %more = icmp ult i32 %i.next, 224
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

define ptx_kernel void @stage_max8(ptr %src, i32 range(i32 0, 32) %t) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %i64 = zext i32 %i to i64
  %g = getelementptr inbounds float, ptr %src, i64 %i64
  %v = load float, ptr %g, align 4
  %s = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i64
  store float %v, ptr addrspace(3) %s, align 4
  %i.next = add nuw nsw i32 %i, 32
  %more = icmp ult i32 %i.next, 256
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; a k-loop (runtime trips) carrying an 8-float register tile around a
; staging copy of up to 32 trips
define ptx_kernel void @stage_in_tile_loop(ptr %src, ptr %out, i32 range(i32 0, 32) %t, i32 %nk) {
entry:
  %acc = alloca [8 x float], align 4
  br label %kloop

kloop:
  %kk = phi i32 [ 0, %entry ], [ %kk.next, %kend ]
  br label %copy

copy:
  %i = phi i32 [ %t, %kloop ], [ %i.next, %copy ]
  %i64 = zext i32 %i to i64
  %g = getelementptr inbounds float, ptr %src, i64 %i64
  %v = load float, ptr %g, align 4
  %s = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i64
  store float %v, ptr addrspace(3) %s, align 4
  %i.next = add nuw nsw i32 %i, 32
  %more = icmp ult i32 %i.next, 1024
  br i1 %more, label %copy, label %kend

kend:
  %a0 = load float, ptr %acc, align 4
  %t64 = zext i32 %t to i64
  %sp = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %t64
  %b0 = load float, ptr addrspace(3) %sp, align 4
  %n0 = fadd float %a0, %b0
  store float %n0, ptr %acc, align 4
  %q7 = getelementptr inbounds i8, ptr %acc, i64 28
  %a7 = load float, ptr %q7, align 4
  %n7 = fmul float %a7, %b0
  store float %n7, ptr %q7, align 4
  %kk.next = add nuw nsw i32 %kk, 1
  %kmore = icmp slt i32 %kk.next, %nk
  br i1 %kmore, label %kloop, label %exit

exit:
  %r = load float, ptr %acc, align 4
  store float %r, ptr %out, align 4
  ret void
}

; a staging copy (up to 32 trips) with a barrier in the body: a partial
; unroll would change how many barriers a thread runs
define ptx_kernel void @stage_with_barrier(ptr %src, i32 range(i32 0, 32) %t) {
entry:
  br label %loop

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %i64 = zext i32 %i to i64
  %g = getelementptr inbounds float, ptr %src, i64 %i64
  %v = load float, ptr %g, align 4
  %s = getelementptr inbounds float, ptr addrspace(3) @buf, i64 %i64
  store float %v, ptr addrspace(3) %s, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %i.next = add nuw nsw i32 %i, 32
  %more = icmp ult i32 %i.next, 1024
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; the same dot product without the barrier: unrolled by 4
define ptx_kernel void @reduce(ptr %a, ptr %out, i32 range(i32 0, 1024) %t, i32 range(i32 1, 1025) %nt, i32 %n) {
entry:
  %go = icmp slt i32 %t, %n
  br i1 %go, label %loop, label %exit

loop:
  %i = phi i32 [ %t, %entry ], [ %i.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %i64 = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr %a, i64 %i64
  %v = load float, ptr %p, align 4
  %sum.next = fadd float %sum, %v
  %i.next = add nsw i32 %i, %nt
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  store float %r, ptr %out, align 4
  ret void
}
