; The k-loop of a register tile (an outer product accumulated over a shared
; row, the 1-D block-tiled SGEMM's shape) whose full unroll is estimated
; above -smemvec-unroll-handoff-registers (default 64) is unrolled by one
; merge window (16 bytes / step: 4 floats, 2 doubles) and handed to ptxas
; (markers smemvec.unroll.count + smemvec.unroll.handoff, count request);
; smemvec-unroll-handoff (codegen, handoff-pass.ll) then lets ptxas finish.
; The estimate (estimateHandoffRegisters): carried registers, the loads
; that merge only across steps for every trip, the others for 2 trips.
; Positive: 8 and 12 trips over 8 float accumulators (estimates 75, 107),
; 4 double accumulators (77, count 2). Negative (fully unrolled as before):
; 4 float accumulators, 10 trips (no count divides the trip count into
; whole windows), a 32-trip dot product (1 accumulator: no register
; tile), a 16-wide accumulator row (57: its row loads merge within a
; step), and the option at 0 / 100.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-handoff-registers=0 -S %s | FileCheck %s --check-prefix=OFF --implicit-check-not=smemvec.unroll.handoff --implicit-check-not=llvm.loop.unroll.count
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-handoff-registers=100 -S %s | FileCheck %s --check-prefix=HUNDRED
; Through O3 the handed-over loop is unrolled by 4 (two trips left, four
; row loads of each accumulator per trip) and keeps its handoff marker.
; RUN: opt %loadplugin -passes='default<O3>' -S %s | FileCheck %s --check-prefix=O3

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@As = external addrspace(3) global [512 x double], align 16
@Bs = external addrspace(3) global [1024 x double], align 16

; CHECK-LABEL: define void @tile8(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[H4:![0-9]+]]
; CHECK-LABEL: define void @tile8_t12(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[H4B:![0-9]+]]
; CHECK-LABEL: define void @dtile4(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[H2:![0-9]+]]
; CHECK-LABEL: define void @tile4(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[F1:![0-9]+]]
; CHECK-LABEL: define void @tile8_t10(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[F2:![0-9]+]]
; CHECK-LABEL: define void @dot1_t32(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[F3:![0-9]+]]
; CHECK-LABEL: define void @row16(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[F4:![0-9]+]]
; CHECK-DAG:   [[H4]] = distinct !{[[H4]], [[CM:![0-9]+]], [[HM:![0-9]+]], [[C4:![0-9]+]]}
; CHECK-DAG:   [[H4B]] = distinct !{[[H4B]], [[CM]], [[HM]], [[C4]]}
; CHECK-DAG:   [[H2]] = distinct !{[[H2]], [[CM]], [[HM]], [[C2:![0-9]+]]}
; CHECK-DAG:   [[CM]] = !{!"smemvec.unroll.count"}
; CHECK-DAG:   [[HM]] = !{!"smemvec.unroll.handoff"}
; CHECK-DAG:   [[C4]] = !{!"llvm.loop.unroll.count", i32 4}
; CHECK-DAG:   [[C2]] = !{!"llvm.loop.unroll.count", i32 2}
; CHECK-DAG:   [[F1]] = distinct !{[[F1]], [[FULL:![0-9]+]], [[FM:![0-9]+]]}
; CHECK-DAG:   [[F2]] = distinct !{[[F2]], [[FULL]], [[FM]]}
; CHECK-DAG:   [[F3]] = distinct !{[[F3]], [[FULL]], [[FM]]}
; CHECK-DAG:   [[F4]] = distinct !{[[F4]], [[FULL]], [[FM]]}
; CHECK-DAG:   [[FULL]] = !{!"llvm.loop.unroll.full"}
; CHECK-DAG:   [[FM]] = !{!"smemvec.unroll.full"}

; REMARK: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (trip count 8, register estimate of a full unroll 75 > 64): shared stride over a register tile
; REMARK: remark: <unknown>:0:0: unrolling loop by 4, the rest left to ptxas (trip count 12, register estimate of a full unroll 107 > 64): shared stride over a register tile
; REMARK: remark: <unknown>:0:0: unrolling loop by 2, the rest left to ptxas (trip count 8, register estimate of a full unroll 77 > 64): shared stride over a register tile
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 8, {{[0-9]+}} instructions): shared stride
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 10, {{[0-9]+}} instructions): shared stride
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 32, {{[0-9]+}} instructions): shared stride
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 8, {{[0-9]+}} instructions): shared stride

; OFF-LABEL:   define void @tile8(
; OFF:         !llvm.loop [[OFFID:![0-9]+]]
; OFF-DAG:     [[OFFID]] = distinct !{[[OFFID]], [[OFFFULL:![0-9]+]], {{![0-9]+}}}
; OFF-DAG:     [[OFFFULL]] = !{!"llvm.loop.unroll.full"}

; HUNDRED-LABEL: define void @tile8(
; HUNDRED:       !llvm.loop [[HF:![0-9]+]]
; HUNDRED-LABEL: define void @tile8_t12(
; HUNDRED:       !llvm.loop [[HH:![0-9]+]]
; HUNDRED-DAG:   [[HF]] = distinct !{[[HF]], {{![0-9]+}}, {{![0-9]+}}}
; HUNDRED-DAG:   [[HH]] = distinct !{[[HH]], {{![0-9]+}}, [[HHM:![0-9]+]], {{![0-9]+}}}
; HUNDRED-DAG:   [[HHM]] = !{!"smemvec.unroll.handoff"}

; O3-LABEL:    define void @tile8(
; O3:          load float, ptr addrspace(3)
; O3-COUNT-35: load float, ptr addrspace(3)
; O3-NOT:      load float
; The unroller left the latch with the exit as the taken edge and marked the
; loop unroll.disable (printed as `.pragma "nounroll"`): what
; smemvec-unroll-handoff undoes in codegen.
; O3:          br i1 {{%.*}}, label %exit, label %loop, !llvm.loop [[O3ID:![0-9]+]]
; O3-DAG:      [[O3ID]] = distinct !{[[O3ID]], [[O3CM:![0-9]+]], [[O3HM:![0-9]+]], [[O3DIS:![0-9]+]]}
; O3-DAG:      [[O3HM]] = !{!"smemvec.unroll.handoff"}
; O3-DAG:      [[O3DIS]] = !{!"llvm.loop.unroll.disable"}

define void @tile8(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc0 = phi float [ 0.0, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi float [ 0.0, %entry ], [ %acc1.next, %loop ]
  %acc2 = phi float [ 0.0, %entry ], [ %acc2.next, %loop ]
  %acc3 = phi float [ 0.0, %entry ], [ %acc3.next, %loop ]
  %acc4 = phi float [ 0.0, %entry ], [ %acc4.next, %loop ]
  %acc5 = phi float [ 0.0, %entry ], [ %acc5.next, %loop ]
  %acc6 = phi float [ 0.0, %entry ], [ %acc6.next, %loop ]
  %acc7 = phi float [ 0.0, %entry ], [ %acc7.next, %loop ]
  %k64 = zext i32 %k to i64
  %bi = shl i64 %k64, 6
  %pb = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi
  %b = load float, ptr addrspace(3) %pb, align 4
  %ai0 = add nuw nsw i64 %k64, 0
  %pa0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai0
  %a0 = load float, ptr addrspace(3) %pa0, align 4
  %m0 = fmul float %a0, %b
  %acc0.next = fadd float %acc0, %m0
  %ai1 = add nuw nsw i64 %k64, 8
  %pa1 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai1
  %a1 = load float, ptr addrspace(3) %pa1, align 4
  %m1 = fmul float %a1, %b
  %acc1.next = fadd float %acc1, %m1
  %ai2 = add nuw nsw i64 %k64, 16
  %pa2 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai2
  %a2 = load float, ptr addrspace(3) %pa2, align 4
  %m2 = fmul float %a2, %b
  %acc2.next = fadd float %acc2, %m2
  %ai3 = add nuw nsw i64 %k64, 24
  %pa3 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai3
  %a3 = load float, ptr addrspace(3) %pa3, align 4
  %m3 = fmul float %a3, %b
  %acc3.next = fadd float %acc3, %m3
  %ai4 = add nuw nsw i64 %k64, 32
  %pa4 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai4
  %a4 = load float, ptr addrspace(3) %pa4, align 4
  %m4 = fmul float %a4, %b
  %acc4.next = fadd float %acc4, %m4
  %ai5 = add nuw nsw i64 %k64, 40
  %pa5 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai5
  %a5 = load float, ptr addrspace(3) %pa5, align 4
  %m5 = fmul float %a5, %b
  %acc5.next = fadd float %acc5, %m5
  %ai6 = add nuw nsw i64 %k64, 48
  %pa6 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai6
  %a6 = load float, ptr addrspace(3) %pa6, align 4
  %m6 = fmul float %a6, %b
  %acc6.next = fadd float %acc6, %m6
  %ai7 = add nuw nsw i64 %k64, 56
  %pa7 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai7
  %a7 = load float, ptr addrspace(3) %pa7, align 4
  %m7 = fmul float %a7, %b
  %acc7.next = fadd float %acc7, %m7
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 0
  store float %acc0.next, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %acc1.next, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 2
  store float %acc2.next, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds float, ptr addrspace(1) %out, i64 3
  store float %acc3.next, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds float, ptr addrspace(1) %out, i64 4
  store float %acc4.next, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds float, ptr addrspace(1) %out, i64 5
  store float %acc5.next, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds float, ptr addrspace(1) %out, i64 6
  store float %acc6.next, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr inbounds float, ptr addrspace(1) %out, i64 7
  store float %acc7.next, ptr addrspace(1) %o7, align 4
  ret void
}

define void @tile8_t12(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc0 = phi float [ 0.0, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi float [ 0.0, %entry ], [ %acc1.next, %loop ]
  %acc2 = phi float [ 0.0, %entry ], [ %acc2.next, %loop ]
  %acc3 = phi float [ 0.0, %entry ], [ %acc3.next, %loop ]
  %acc4 = phi float [ 0.0, %entry ], [ %acc4.next, %loop ]
  %acc5 = phi float [ 0.0, %entry ], [ %acc5.next, %loop ]
  %acc6 = phi float [ 0.0, %entry ], [ %acc6.next, %loop ]
  %acc7 = phi float [ 0.0, %entry ], [ %acc7.next, %loop ]
  %k64 = zext i32 %k to i64
  %bi = shl i64 %k64, 6
  %pb = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi
  %b = load float, ptr addrspace(3) %pb, align 4
  %ai0 = add nuw nsw i64 %k64, 0
  %pa0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai0
  %a0 = load float, ptr addrspace(3) %pa0, align 4
  %m0 = fmul float %a0, %b
  %acc0.next = fadd float %acc0, %m0
  %ai1 = add nuw nsw i64 %k64, 12
  %pa1 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai1
  %a1 = load float, ptr addrspace(3) %pa1, align 4
  %m1 = fmul float %a1, %b
  %acc1.next = fadd float %acc1, %m1
  %ai2 = add nuw nsw i64 %k64, 24
  %pa2 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai2
  %a2 = load float, ptr addrspace(3) %pa2, align 4
  %m2 = fmul float %a2, %b
  %acc2.next = fadd float %acc2, %m2
  %ai3 = add nuw nsw i64 %k64, 36
  %pa3 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai3
  %a3 = load float, ptr addrspace(3) %pa3, align 4
  %m3 = fmul float %a3, %b
  %acc3.next = fadd float %acc3, %m3
  %ai4 = add nuw nsw i64 %k64, 48
  %pa4 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai4
  %a4 = load float, ptr addrspace(3) %pa4, align 4
  %m4 = fmul float %a4, %b
  %acc4.next = fadd float %acc4, %m4
  %ai5 = add nuw nsw i64 %k64, 60
  %pa5 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai5
  %a5 = load float, ptr addrspace(3) %pa5, align 4
  %m5 = fmul float %a5, %b
  %acc5.next = fadd float %acc5, %m5
  %ai6 = add nuw nsw i64 %k64, 72
  %pa6 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai6
  %a6 = load float, ptr addrspace(3) %pa6, align 4
  %m6 = fmul float %a6, %b
  %acc6.next = fadd float %acc6, %m6
  %ai7 = add nuw nsw i64 %k64, 84
  %pa7 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai7
  %a7 = load float, ptr addrspace(3) %pa7, align 4
  %m7 = fmul float %a7, %b
  %acc7.next = fadd float %acc7, %m7
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k.next, 12
  br i1 %more, label %loop, label %exit

exit:
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 0
  store float %acc0.next, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %acc1.next, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 2
  store float %acc2.next, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds float, ptr addrspace(1) %out, i64 3
  store float %acc3.next, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds float, ptr addrspace(1) %out, i64 4
  store float %acc4.next, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds float, ptr addrspace(1) %out, i64 5
  store float %acc5.next, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds float, ptr addrspace(1) %out, i64 6
  store float %acc6.next, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr inbounds float, ptr addrspace(1) %out, i64 7
  store float %acc7.next, ptr addrspace(1) %o7, align 4
  ret void
}

define void @dtile4(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc0 = phi double [ 0.0, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi double [ 0.0, %entry ], [ %acc1.next, %loop ]
  %acc2 = phi double [ 0.0, %entry ], [ %acc2.next, %loop ]
  %acc3 = phi double [ 0.0, %entry ], [ %acc3.next, %loop ]
  %k64 = zext i32 %k to i64
  %bi = shl i64 %k64, 6
  %pb = getelementptr inbounds double, ptr addrspace(3) @Bs, i64 %bi
  %b = load double, ptr addrspace(3) %pb, align 8
  %ai0 = add nuw nsw i64 %k64, 0
  %pa0 = getelementptr inbounds double, ptr addrspace(3) @As, i64 %ai0
  %a0 = load double, ptr addrspace(3) %pa0, align 8
  %m0 = fmul double %a0, %b
  %acc0.next = fadd double %acc0, %m0
  %ai1 = add nuw nsw i64 %k64, 8
  %pa1 = getelementptr inbounds double, ptr addrspace(3) @As, i64 %ai1
  %a1 = load double, ptr addrspace(3) %pa1, align 8
  %m1 = fmul double %a1, %b
  %acc1.next = fadd double %acc1, %m1
  %ai2 = add nuw nsw i64 %k64, 16
  %pa2 = getelementptr inbounds double, ptr addrspace(3) @As, i64 %ai2
  %a2 = load double, ptr addrspace(3) %pa2, align 8
  %m2 = fmul double %a2, %b
  %acc2.next = fadd double %acc2, %m2
  %ai3 = add nuw nsw i64 %k64, 24
  %pa3 = getelementptr inbounds double, ptr addrspace(3) @As, i64 %ai3
  %a3 = load double, ptr addrspace(3) %pa3, align 8
  %m3 = fmul double %a3, %b
  %acc3.next = fadd double %acc3, %m3
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  %o0 = getelementptr inbounds double, ptr addrspace(1) %out, i64 0
  store double %acc0.next, ptr addrspace(1) %o0, align 8
  %o1 = getelementptr inbounds double, ptr addrspace(1) %out, i64 1
  store double %acc1.next, ptr addrspace(1) %o1, align 8
  %o2 = getelementptr inbounds double, ptr addrspace(1) %out, i64 2
  store double %acc2.next, ptr addrspace(1) %o2, align 8
  %o3 = getelementptr inbounds double, ptr addrspace(1) %out, i64 3
  store double %acc3.next, ptr addrspace(1) %o3, align 8
  ret void
}

define void @tile4(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc0 = phi float [ 0.0, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi float [ 0.0, %entry ], [ %acc1.next, %loop ]
  %acc2 = phi float [ 0.0, %entry ], [ %acc2.next, %loop ]
  %acc3 = phi float [ 0.0, %entry ], [ %acc3.next, %loop ]
  %k64 = zext i32 %k to i64
  %bi = shl i64 %k64, 6
  %pb = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi
  %b = load float, ptr addrspace(3) %pb, align 4
  %ai0 = add nuw nsw i64 %k64, 0
  %pa0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai0
  %a0 = load float, ptr addrspace(3) %pa0, align 4
  %m0 = fmul float %a0, %b
  %acc0.next = fadd float %acc0, %m0
  %ai1 = add nuw nsw i64 %k64, 8
  %pa1 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai1
  %a1 = load float, ptr addrspace(3) %pa1, align 4
  %m1 = fmul float %a1, %b
  %acc1.next = fadd float %acc1, %m1
  %ai2 = add nuw nsw i64 %k64, 16
  %pa2 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai2
  %a2 = load float, ptr addrspace(3) %pa2, align 4
  %m2 = fmul float %a2, %b
  %acc2.next = fadd float %acc2, %m2
  %ai3 = add nuw nsw i64 %k64, 24
  %pa3 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai3
  %a3 = load float, ptr addrspace(3) %pa3, align 4
  %m3 = fmul float %a3, %b
  %acc3.next = fadd float %acc3, %m3
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 0
  store float %acc0.next, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %acc1.next, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 2
  store float %acc2.next, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds float, ptr addrspace(1) %out, i64 3
  store float %acc3.next, ptr addrspace(1) %o3, align 4
  ret void
}

define void @tile8_t10(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc0 = phi float [ 0.0, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi float [ 0.0, %entry ], [ %acc1.next, %loop ]
  %acc2 = phi float [ 0.0, %entry ], [ %acc2.next, %loop ]
  %acc3 = phi float [ 0.0, %entry ], [ %acc3.next, %loop ]
  %acc4 = phi float [ 0.0, %entry ], [ %acc4.next, %loop ]
  %acc5 = phi float [ 0.0, %entry ], [ %acc5.next, %loop ]
  %acc6 = phi float [ 0.0, %entry ], [ %acc6.next, %loop ]
  %acc7 = phi float [ 0.0, %entry ], [ %acc7.next, %loop ]
  %k64 = zext i32 %k to i64
  %bi = shl i64 %k64, 6
  %pb = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi
  %b = load float, ptr addrspace(3) %pb, align 4
  %ai0 = add nuw nsw i64 %k64, 0
  %pa0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai0
  %a0 = load float, ptr addrspace(3) %pa0, align 4
  %m0 = fmul float %a0, %b
  %acc0.next = fadd float %acc0, %m0
  %ai1 = add nuw nsw i64 %k64, 10
  %pa1 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai1
  %a1 = load float, ptr addrspace(3) %pa1, align 4
  %m1 = fmul float %a1, %b
  %acc1.next = fadd float %acc1, %m1
  %ai2 = add nuw nsw i64 %k64, 20
  %pa2 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai2
  %a2 = load float, ptr addrspace(3) %pa2, align 4
  %m2 = fmul float %a2, %b
  %acc2.next = fadd float %acc2, %m2
  %ai3 = add nuw nsw i64 %k64, 30
  %pa3 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai3
  %a3 = load float, ptr addrspace(3) %pa3, align 4
  %m3 = fmul float %a3, %b
  %acc3.next = fadd float %acc3, %m3
  %ai4 = add nuw nsw i64 %k64, 40
  %pa4 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai4
  %a4 = load float, ptr addrspace(3) %pa4, align 4
  %m4 = fmul float %a4, %b
  %acc4.next = fadd float %acc4, %m4
  %ai5 = add nuw nsw i64 %k64, 50
  %pa5 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai5
  %a5 = load float, ptr addrspace(3) %pa5, align 4
  %m5 = fmul float %a5, %b
  %acc5.next = fadd float %acc5, %m5
  %ai6 = add nuw nsw i64 %k64, 60
  %pa6 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai6
  %a6 = load float, ptr addrspace(3) %pa6, align 4
  %m6 = fmul float %a6, %b
  %acc6.next = fadd float %acc6, %m6
  %ai7 = add nuw nsw i64 %k64, 70
  %pa7 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai7
  %a7 = load float, ptr addrspace(3) %pa7, align 4
  %m7 = fmul float %a7, %b
  %acc7.next = fadd float %acc7, %m7
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k.next, 10
  br i1 %more, label %loop, label %exit

exit:
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 0
  store float %acc0.next, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %acc1.next, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 2
  store float %acc2.next, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds float, ptr addrspace(1) %out, i64 3
  store float %acc3.next, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds float, ptr addrspace(1) %out, i64 4
  store float %acc4.next, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds float, ptr addrspace(1) %out, i64 5
  store float %acc5.next, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds float, ptr addrspace(1) %out, i64 6
  store float %acc6.next, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr inbounds float, ptr addrspace(1) %out, i64 7
  store float %acc7.next, ptr addrspace(1) %o7, align 4
  ret void
}

define void @dot1_t32(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc0 = phi float [ 0.0, %entry ], [ %acc0.next, %loop ]
  %k64 = zext i32 %k to i64
  %bi = shl i64 %k64, 6
  %pb = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi
  %b = load float, ptr addrspace(3) %pb, align 4
  %ai0 = add nuw nsw i64 %k64, 0
  %pa0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %ai0
  %a0 = load float, ptr addrspace(3) %pa0, align 4
  %m0 = fmul float %a0, %b
  %acc0.next = fadd float %acc0, %m0
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k.next, 32
  br i1 %more, label %loop, label %exit

exit:
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 0
  store float %acc0.next, ptr addrspace(1) %o0, align 4
  ret void
}

; A 16-wide accumulator row (sgemm_row16's k-loop): a step's 16 row loads of
; Bs are one row (step 256 bytes: they merge within the step, not across
; steps), only the As load walks a row across steps. Estimate 17 + 1 x 8 +
; 16 x 2 = 57 <= 64: fully unrolled (handed off, ptxas spilled 12 B under
; __launch_bounds__(256) and ran no faster).
define void @row16(ptr addrspace(1) %out) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc0 = phi float [ 0.0, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi float [ 0.0, %entry ], [ %acc1.next, %loop ]
  %acc2 = phi float [ 0.0, %entry ], [ %acc2.next, %loop ]
  %acc3 = phi float [ 0.0, %entry ], [ %acc3.next, %loop ]
  %acc4 = phi float [ 0.0, %entry ], [ %acc4.next, %loop ]
  %acc5 = phi float [ 0.0, %entry ], [ %acc5.next, %loop ]
  %acc6 = phi float [ 0.0, %entry ], [ %acc6.next, %loop ]
  %acc7 = phi float [ 0.0, %entry ], [ %acc7.next, %loop ]
  %acc8 = phi float [ 0.0, %entry ], [ %acc8.next, %loop ]
  %acc9 = phi float [ 0.0, %entry ], [ %acc9.next, %loop ]
  %acc10 = phi float [ 0.0, %entry ], [ %acc10.next, %loop ]
  %acc11 = phi float [ 0.0, %entry ], [ %acc11.next, %loop ]
  %acc12 = phi float [ 0.0, %entry ], [ %acc12.next, %loop ]
  %acc13 = phi float [ 0.0, %entry ], [ %acc13.next, %loop ]
  %acc14 = phi float [ 0.0, %entry ], [ %acc14.next, %loop ]
  %acc15 = phi float [ 0.0, %entry ], [ %acc15.next, %loop ]
  %k64 = zext i32 %k to i64
  %pa = getelementptr inbounds float, ptr addrspace(3) @As, i64 %k64
  %a = load float, ptr addrspace(3) %pa, align 4
  %bi = shl i64 %k64, 6
  %bi0 = add nuw nsw i64 %bi, 0
  %pb0 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi0
  %b0 = load float, ptr addrspace(3) %pb0, align 4
  %m0 = fmul float %a, %b0
  %acc0.next = fadd float %acc0, %m0
  %bi1 = add nuw nsw i64 %bi, 1
  %pb1 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi1
  %b1 = load float, ptr addrspace(3) %pb1, align 4
  %m1 = fmul float %a, %b1
  %acc1.next = fadd float %acc1, %m1
  %bi2 = add nuw nsw i64 %bi, 2
  %pb2 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi2
  %b2 = load float, ptr addrspace(3) %pb2, align 4
  %m2 = fmul float %a, %b2
  %acc2.next = fadd float %acc2, %m2
  %bi3 = add nuw nsw i64 %bi, 3
  %pb3 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi3
  %b3 = load float, ptr addrspace(3) %pb3, align 4
  %m3 = fmul float %a, %b3
  %acc3.next = fadd float %acc3, %m3
  %bi4 = add nuw nsw i64 %bi, 4
  %pb4 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi4
  %b4 = load float, ptr addrspace(3) %pb4, align 4
  %m4 = fmul float %a, %b4
  %acc4.next = fadd float %acc4, %m4
  %bi5 = add nuw nsw i64 %bi, 5
  %pb5 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi5
  %b5 = load float, ptr addrspace(3) %pb5, align 4
  %m5 = fmul float %a, %b5
  %acc5.next = fadd float %acc5, %m5
  %bi6 = add nuw nsw i64 %bi, 6
  %pb6 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi6
  %b6 = load float, ptr addrspace(3) %pb6, align 4
  %m6 = fmul float %a, %b6
  %acc6.next = fadd float %acc6, %m6
  %bi7 = add nuw nsw i64 %bi, 7
  %pb7 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi7
  %b7 = load float, ptr addrspace(3) %pb7, align 4
  %m7 = fmul float %a, %b7
  %acc7.next = fadd float %acc7, %m7
  %bi8 = add nuw nsw i64 %bi, 8
  %pb8 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi8
  %b8 = load float, ptr addrspace(3) %pb8, align 4
  %m8 = fmul float %a, %b8
  %acc8.next = fadd float %acc8, %m8
  %bi9 = add nuw nsw i64 %bi, 9
  %pb9 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi9
  %b9 = load float, ptr addrspace(3) %pb9, align 4
  %m9 = fmul float %a, %b9
  %acc9.next = fadd float %acc9, %m9
  %bi10 = add nuw nsw i64 %bi, 10
  %pb10 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi10
  %b10 = load float, ptr addrspace(3) %pb10, align 4
  %m10 = fmul float %a, %b10
  %acc10.next = fadd float %acc10, %m10
  %bi11 = add nuw nsw i64 %bi, 11
  %pb11 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi11
  %b11 = load float, ptr addrspace(3) %pb11, align 4
  %m11 = fmul float %a, %b11
  %acc11.next = fadd float %acc11, %m11
  %bi12 = add nuw nsw i64 %bi, 12
  %pb12 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi12
  %b12 = load float, ptr addrspace(3) %pb12, align 4
  %m12 = fmul float %a, %b12
  %acc12.next = fadd float %acc12, %m12
  %bi13 = add nuw nsw i64 %bi, 13
  %pb13 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi13
  %b13 = load float, ptr addrspace(3) %pb13, align 4
  %m13 = fmul float %a, %b13
  %acc13.next = fadd float %acc13, %m13
  %bi14 = add nuw nsw i64 %bi, 14
  %pb14 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi14
  %b14 = load float, ptr addrspace(3) %pb14, align 4
  %m14 = fmul float %a, %b14
  %acc14.next = fadd float %acc14, %m14
  %bi15 = add nuw nsw i64 %bi, 15
  %pb15 = getelementptr inbounds float, ptr addrspace(3) @Bs, i64 %bi15
  %b15 = load float, ptr addrspace(3) %pb15, align 4
  %m15 = fmul float %a, %b15
  %acc15.next = fadd float %acc15, %m15
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  %o0 = getelementptr inbounds float, ptr addrspace(1) %out, i64 0
  store float %acc0.next, ptr addrspace(1) %o0, align 4
  %o1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %acc1.next, ptr addrspace(1) %o1, align 4
  %o2 = getelementptr inbounds float, ptr addrspace(1) %out, i64 2
  store float %acc2.next, ptr addrspace(1) %o2, align 4
  %o3 = getelementptr inbounds float, ptr addrspace(1) %out, i64 3
  store float %acc3.next, ptr addrspace(1) %o3, align 4
  %o4 = getelementptr inbounds float, ptr addrspace(1) %out, i64 4
  store float %acc4.next, ptr addrspace(1) %o4, align 4
  %o5 = getelementptr inbounds float, ptr addrspace(1) %out, i64 5
  store float %acc5.next, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds float, ptr addrspace(1) %out, i64 6
  store float %acc6.next, ptr addrspace(1) %o6, align 4
  %o7 = getelementptr inbounds float, ptr addrspace(1) %out, i64 7
  store float %acc7.next, ptr addrspace(1) %o7, align 4
  %o8 = getelementptr inbounds float, ptr addrspace(1) %out, i64 8
  store float %acc8.next, ptr addrspace(1) %o8, align 4
  %o9 = getelementptr inbounds float, ptr addrspace(1) %out, i64 9
  store float %acc9.next, ptr addrspace(1) %o9, align 4
  %o10 = getelementptr inbounds float, ptr addrspace(1) %out, i64 10
  store float %acc10.next, ptr addrspace(1) %o10, align 4
  %o11 = getelementptr inbounds float, ptr addrspace(1) %out, i64 11
  store float %acc11.next, ptr addrspace(1) %o11, align 4
  %o12 = getelementptr inbounds float, ptr addrspace(1) %out, i64 12
  store float %acc12.next, ptr addrspace(1) %o12, align 4
  %o13 = getelementptr inbounds float, ptr addrspace(1) %out, i64 13
  store float %acc13.next, ptr addrspace(1) %o13, align 4
  %o14 = getelementptr inbounds float, ptr addrspace(1) %out, i64 14
  store float %acc14.next, ptr addrspace(1) %o14, align 4
  %o15 = getelementptr inbounds float, ptr addrspace(1) %out, i64 15
  store float %acc15.next, ptr addrspace(1) %o15, align 4
  ret void
}
