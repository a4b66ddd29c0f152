; Reason (a), private array: a per-thread array indexed by the induction
; variables of constant-trip loops is promoted by SROA only if *every* loop
; over it is fully unrolled, so smemvec-unroll asks for all of them or none.
; Rule (a) alone: the small-loop rule (g), which takes any small constant
; loop over known memory, is switched off so that it cannot hide a miss.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-small-size=0 -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-small-size=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; With it (the default), the 4-step fill loops the tile rule leaves are
; small loops over private memory: unrolled as upstream's unroller would;
; the runtime-trip drain stays rolled.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=SMALL
; SMALL:      remark: <unknown>:0:0: fully unrolling loop (trip count 4, 32 instructions): private array
; SMALL-NEXT: remark: <unknown>:0:0: fully unrolling loop (trip count 4, 32 instructions): private array
; SMALL-NEXT: remark: <unknown>:0:0: fully unrolling loop (trip count 4, 24 instructions): small loop over shared, global or private memory
; SMALL-NEXT: remark: <unknown>:0:0: loop left rolled: unknown trip count
; SMALL-NEXT: remark: <unknown>:0:0: fully unrolling loop (trip count 4, 24 instructions): small loop over shared, global or private memory
; SMALL-NEXT: remark: <unknown>:0:0: fully unrolling loop (trip count 4, 24 instructions): small loop over shared, global or private memory
; SMALL-NEXT: remark: <unknown>:0:0: fully unrolling loop (trip count 4, 24 instructions): small loop over shared, global or private memory
; SMALL-NOT:  remark
; After the upstream full unroller and SROA the tile is gone.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll,loop-unroll-full,smemvec-unroll-cleanup),sroa,instcombine' -smemvec-unroll-remainder=0 -S %s | FileCheck %s --check-prefix=PROMOTED

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; acc[4] filled by one loop and drained by another: both get the request,
; the loop's other metadata (mustprogress) is kept.
; CHECK-LABEL: define void @fill_and_drain(
; CHECK:       br i1 %fill.more, label %fill, label %drain.ph, !llvm.loop [[FILL:![0-9]+]]
; CHECK:       br i1 %drain.more, label %drain, label %exit, !llvm.loop [[DRAIN:![0-9]+]]
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 4, 32 instructions): private array
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 4, 32 instructions): private array
; PROMOTED-LABEL: define void @fill_and_drain(
; PROMOTED-NOT:   alloca
; PROMOTED-DAG:   [[V0:%.*]] = fadd float %x, 0.000000e+00
; PROMOTED-DAG:   [[V1:%.*]] = fadd float %x, 1.000000e+00
; PROMOTED-DAG:   [[V2:%.*]] = fadd float %x, 2.000000e+00
; PROMOTED-DAG:   [[V3:%.*]] = fadd float %x, 3.000000e+00
; PROMOTED:       store float [[V0]], ptr %out, align 4
; PROMOTED-NEXT:  [[O1:%.*]] = getelementptr inbounds nuw i8, ptr %out, i64 4
; PROMOTED-NEXT:  store float [[V1]], ptr [[O1]], align 4
; PROMOTED-NEXT:  [[O2:%.*]] = getelementptr inbounds nuw i8, ptr %out, i64 8
; PROMOTED-NEXT:  store float [[V2]], ptr [[O2]], align 4
; PROMOTED-NEXT:  [[O3:%.*]] = getelementptr inbounds nuw i8, ptr %out, i64 12
; PROMOTED-NEXT:  store float [[V3]], ptr [[O3]], align 4
; PROMOTED-NEXT:  ret void
define void @fill_and_drain(ptr %out, float %x) {
entry:
  %acc = alloca [4 x float], align 4
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %fi = uitofp i64 %i to float
  %v = fadd float %x, %fi
  %p = getelementptr inbounds [4 x float], ptr %acc, i64 0, i64 %i
  store float %v, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %fill.more = icmp ne i64 %i.next, 4
  br i1 %fill.more, label %fill, label %drain.ph, !llvm.loop !0

drain.ph:
  br label %drain

drain:
  %j = phi i64 [ 0, %drain.ph ], [ %j.next, %drain ]
  %q = getelementptr inbounds [4 x float], ptr %acc, i64 0, i64 %j
  %w = load float, ptr %q, align 4
  %o = getelementptr inbounds float, ptr %out, i64 %j
  store float %w, ptr %o, align 4
  %j.next = add nuw nsw i64 %j, 1
  %drain.more = icmp ne i64 %j.next, 4
  br i1 %drain.more, label %drain, label %exit, !llvm.loop !2

exit:
  ret void
}

; The drain loop has an unknown trip count: the array stays in memory
; whatever happens to the fill loop, so neither is unrolled for it.
; CHECK-LABEL: define void @drain_unknown_trip_count(
; CHECK:       br i1 %fill.more, label %fill, label %drain.ph, !llvm.loop [[KEEP:![0-9]+]]
; CHECK:       br i1 %drain.more, label %drain, label %exit, !llvm.loop [[KEEP2:![0-9]+]]
; REMARK: remark: <unknown>:0:0: loop left rolled: private array: another loop over it cannot unroll
; REMARK: remark: <unknown>:0:0: loop left rolled: unknown trip count
define void @drain_unknown_trip_count(ptr %out, float %x, i64 %n) {
entry:
  %acc = alloca [4 x float], align 4
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %p = getelementptr inbounds [4 x float], ptr %acc, i64 0, i64 %i
  store float %x, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %fill.more = icmp ne i64 %i.next, 4
  br i1 %fill.more, label %fill, label %drain.ph, !llvm.loop !4

drain.ph:
  br label %drain

drain:
  %j = phi i64 [ 0, %drain.ph ], [ %j.next, %drain ]
  %jm = and i64 %j, 3
  %q = getelementptr inbounds [4 x float], ptr %acc, i64 0, i64 %jm
  %w = load float, ptr %q, align 4
  %o = getelementptr inbounds float, ptr %out, i64 %j
  store float %w, ptr %o, align 4
  %j.next = add nuw nsw i64 %j, 1
  %drain.more = icmp ult i64 %j.next, %n
  br i1 %drain.more, label %drain, label %exit, !llvm.loop !5

exit:
  ret void
}

; One access indexes the array by the thread index: no unrolling makes that
; offset constant, so the fill loop is left alone.
; CHECK-LABEL: define float @thread_indexed(
; CHECK:       br i1 %fill.more, label %fill, label %exit, !llvm.loop [[KEEP3:![0-9]+]]
; REMARK: remark: <unknown>:0:0: loop left rolled: private array: another loop over it cannot unroll
define float @thread_indexed(float %x) {
entry:
  %acc = alloca [4 x float], align 4
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %p = getelementptr inbounds [4 x float], ptr %acc, i64 0, i64 %i
  store float %x, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %fill.more = icmp ne i64 %i.next, 4
  br i1 %fill.more, label %fill, label %exit, !llvm.loop !6

exit:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = and i32 %tid, 3
  %t64 = zext i32 %t to i64
  %q = getelementptr inbounds [4 x float], ptr %acc, i64 0, i64 %t64
  %w = load float, ptr %q, align 4
  ret float %w
}

declare void @use(ptr)

; The array escapes into a call: SROA could never promote it.
; CHECK-LABEL: define void @escapes(
; CHECK:       br i1 %fill.more, label %fill, label %exit, !llvm.loop [[KEEP4:![0-9]+]]
; REMARK: remark: <unknown>:0:0: loop left rolled: private array: another loop over it cannot unroll
define void @escapes(float %x) {
entry:
  %acc = alloca [4 x float], align 4
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %p = getelementptr inbounds [4 x float], ptr %acc, i64 0, i64 %i
  store float %x, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %fill.more = icmp ne i64 %i.next, 4
  br i1 %fill.more, label %fill, label %exit, !llvm.loop !7

exit:
  call void @use(ptr %acc)
  ret void
}

; Larger than the 255 registers a thread has: not a register tile, no
; candidate, no remark.
; CHECK-LABEL: define void @too_large_for_registers(
; CHECK:       br i1 %fill.more, label %fill, label %exit, !llvm.loop [[KEEP5:![0-9]+]]
; REMARK-NOT: remark
define void @too_large_for_registers(float %x) {
entry:
  %acc = alloca [256 x float], align 4
  br label %fill

fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %p = getelementptr inbounds [256 x float], ptr %acc, i64 0, i64 %i
  store float %x, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %fill.more = icmp ne i64 %i.next, 4
  br i1 %fill.more, label %fill, label %exit, !llvm.loop !8

exit:
  call void @use(ptr %acc)
  ret void
}

; CHECK-DAG: [[FILL]] = distinct !{[[FILL]], [[MP:![0-9]+]], [[FULL:![0-9]+]], [[MARK:![0-9]+]]}
; CHECK-DAG: [[DRAIN]] = distinct !{[[DRAIN]], [[MP]], [[FULL]], [[MARK]]}
; CHECK-DAG: [[MP]] = !{!"llvm.loop.mustprogress"}
; CHECK-DAG: [[FULL]] = !{!"llvm.loop.unroll.full"}
; CHECK-DAG: [[MARK]] = !{!"smemvec.unroll.full"}
; CHECK-DAG: [[KEEP]] = distinct !{[[KEEP]], [[MP]]}
; CHECK-DAG: [[KEEP2]] = distinct !{[[KEEP2]], [[MP]]}
; CHECK-DAG: [[KEEP3]] = distinct !{[[KEEP3]], [[MP]]}
; CHECK-DAG: [[KEEP4]] = distinct !{[[KEEP4]], [[MP]]}
; CHECK-DAG: [[KEEP5]] = distinct !{[[KEEP5]], [[MP]]}
!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
!2 = distinct !{!2, !1}
!4 = distinct !{!4, !1}
!5 = distinct !{!5, !1}
!6 = distinct !{!6, !1}
!7 = distinct !{!7, !1}
!8 = distinct !{!8, !1}
