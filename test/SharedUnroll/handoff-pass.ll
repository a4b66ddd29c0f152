; smemvec-unroll-handoff: a loop smemvec-unroll handed to ptxas (loop-ID
; marker smemvec.unroll.handoff) loses its llvm.loop.unroll.* operands (no
; `.pragma "nounroll"` in the PTX), gets an i32 trip counter, and its latch
; branches back to the header on `counter != trip count` (a conditional
; back edge). Loops without the marker keep everything. A marked loop whose
; trip count is not a constant (a count-unrolled runtime loop) keeps its
; exit test but loses the pragma too: ptxas may unroll it further.
; RUN: opt %loadplugin -passes=smemvec-unroll-handoff -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-unroll-handoff -pass-remarks=smemvec-unroll-handoff -pass-remarks-missed=smemvec-unroll-handoff -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
; RUN: opt %loadplugin -passes=smemvec-unroll-handoff -smemvec-unroll-handoff=0 -S %s | FileCheck %s --check-prefix=OFF
; Through llc (the pass runs after loop strength reduction): no nounroll
; pragma on the marked loop, the back edge is `@%p bra` to its header after
; a 32-bit compare with the trip count; the unmarked loop keeps its pragma.
; With the pass off both loops are printed with the pragma. ptxas assembles
; both.
; RUN: llc %loadplugin -mcpu=sm_90 -O3 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -O3 -smemvec-unroll-handoff=0 %s -o %t.off.ptx
; RUN: FileCheck %s --check-prefix=PTXOFF < %t.off.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@As = external addrspace(3) global [1024 x float], align 16

; CHECK-LABEL: define ptx_kernel void @marked(
; CHECK:       loop:
; CHECK-NEXT:  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
; CHECK-NEXT:  %acc = phi float [ 0.000000e+00, %entry ], [ %acc.next, %loop ]
; CHECK-NEXT:  %smemvec.trip = phi i32 [ 0, %entry ], [ %smemvec.trip.next, %loop ]
; CHECK:       %k.next = add nuw nsw i64 %k, 4
; CHECK-NEXT:  %smemvec.trip.next = add nuw nsw i32 %smemvec.trip, 1
; CHECK-NEXT:  %smemvec.trip.again = icmp ne i32 %smemvec.trip.next, 2
; CHECK-NEXT:  br i1 %smemvec.trip.again, label %loop, label %exit, !llvm.loop [[MARKED:![0-9]+]]
; CHECK-NOT:   %done
; CHECK-LABEL: define ptx_kernel void @unmarked(
; CHECK-NOT:   smemvec.trip
; CHECK:       br i1 %done, label %exit, label %loop, !llvm.loop [[UNMARKED:![0-9]+]]
; CHECK-LABEL: define ptx_kernel void @runtime_trips(
; CHECK-NOT:   smemvec.trip
; CHECK:       br i1 %done, label %exit, label %loop, !llvm.loop [[RUNTIME:![0-9]+]]
; The marker stays, the unroll operands go; the others keep theirs.
; CHECK-DAG:   [[MARKED]] = distinct !{[[MARKED]], [[CM:![0-9]+]], [[HM:![0-9]+]]}
; CHECK-DAG:   [[UNMARKED]] = distinct !{[[UNMARKED]], [[DIS:![0-9]+]]}
; CHECK-DAG:   [[RUNTIME]] = distinct !{[[RUNTIME]], [[CM]], [[HM]]}
; CHECK-DAG:   [[HM]] = !{!"smemvec.unroll.handoff"}
; CHECK-DAG:   [[DIS]] = !{!"llvm.loop.unroll.disable"}

; REMARK: remark: <unknown>:0:0: loop left for ptxas to unroll (trip count 2): no nounroll pragma, conditional back edge, 32-bit exit counter
; REMARK: remark: <unknown>:0:0: loop left for ptxas to unroll: no nounroll pragma (exit test kept: no constant trip count)

; OFF-NOT:     smemvec.trip
; OFF-LABEL:   define ptx_kernel void @marked(
; OFF:         br i1 %done, label %exit, label %loop, !llvm.loop [[OFFID:![0-9]+]]
; OFF:         [[OFFID]] = distinct !{[[OFFID]], {{![0-9]+}}, {{![0-9]+}}, {{![0-9]+}}}

; PTX-LABEL:   .entry marked(
; PTX-NOT:     .pragma "nounroll"
; PTX:         [[HDR:\$L__BB0_[0-9]+]]:
; PTX-NOT:     .pragma "nounroll"
; PTX:         ld.shared.v4.b32
; PTX:         setp.ne.b32 [[P:%p[0-9]+]], %r{{[0-9]+}}, 2;
; PTX-NEXT:    @[[P]] bra [[HDR]];
; PTX-LABEL:   .entry unmarked(
; PTX:         .pragma "nounroll"
; PTX-LABEL:   .entry runtime_trips(
; PTX-NOT:     .pragma "nounroll"
; PTXOFF-LABEL: .entry marked(
; PTXOFF:      .pragma "nounroll"
; PTXOFF-LABEL: .entry unmarked(
; PTXOFF:      .pragma "nounroll"
; PTXOFF-LABEL: .entry runtime_trips(
; PTXOFF:      .pragma "nounroll"

; The shape LoopUnrollPass leaves after a count of 4 on an 8-trip walk:
; two trips, the exit as the taken edge, unroll.disable.
define ptx_kernel void @marked(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %p0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %k
  %a0 = load float, ptr addrspace(3) %p0, align 16
  %k1 = add nuw nsw i64 %k, 1
  %p1 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %k1
  %a1 = load float, ptr addrspace(3) %p1, align 4
  %k2 = add nuw nsw i64 %k, 2
  %p2 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %k2
  %a2 = load float, ptr addrspace(3) %p2, align 8
  %k3 = add nuw nsw i64 %k, 3
  %p3 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %k3
  %a3 = load float, ptr addrspace(3) %p3, align 4
  %s0 = fadd float %acc, %a0
  %s1 = fadd float %s0, %a1
  %s2 = fadd float %s1, %a2
  %acc.next = fadd float %s2, %a3
  %k.next = add nuw nsw i64 %k, 4
  %done = icmp eq i64 %k.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !0

exit:
  store float %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

; Same loop, LLVM's own unroll.disable, no marker: not ours.
define ptx_kernel void @unmarked(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %p0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %k
  %a0 = load float, ptr addrspace(3) %p0, align 4
  %acc.next = fadd float %acc, %a0
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k.next, 8
  br i1 %done, label %exit, label %loop, !llvm.loop !4

exit:
  store float %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

; Marked, but the trip count is a parameter: left as it is.
define ptx_kernel void @runtime_trips(ptr addrspace(1) %out, i64 %n) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %p0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %k
  %a0 = load float, ptr addrspace(3) %p0, align 4
  %acc.next = fadd float %acc, %a0
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp uge i64 %k.next, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !5

exit:
  store float %acc.next, ptr addrspace(1) %out, align 4
  ret void
}

!0 = distinct !{!0, !1, !2, !3}
!1 = !{!"smemvec.unroll.count"}
!2 = !{!"smemvec.unroll.handoff"}
!3 = !{!"llvm.loop.unroll.disable"}
!4 = distinct !{!4, !3}
!5 = distinct !{!5, !1, !2, !3}
