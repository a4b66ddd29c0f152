; The guards of smemvec-unroll's cost model, each on a loop that would
; otherwise be unrolled for its shared row walk: unknown trip count, trip
; count limit, size budget, function budget, register estimate. None of them
; gets a full-unroll request; each says why in a missed remark (over the
; register estimate a partial count may be asked for instead). A barrier in
; the body is no guard for a full unroll (it runs the same barriers), only
; for a partial one.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-walk-count=0 -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOWALK
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; Budgets as options: the 8-step walk is 72 instructions once unrolled and
; its register estimate is 3 carried (the i64 induction variable takes 2
; registers, the sum 1) + 4 x 1 loaded (the loads of at most 4 iterations
; are live at once) = 7.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-max-size=71 -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=SIZE
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-max-size=72 -pass-remarks=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=SIZEOK
; Over the register estimate, a shared walk is unrolled by the largest
; count that divides its trip count and fits (3 + 2 x 1 <= 6; 4 would need
; 7); when none fits (3 + 2 x 1 > 4) it stays
; rolled, and so does a walk with a barrier (never unrolled partially).
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-max-registers=6 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -S %s 2>&1 | FileCheck %s --check-prefix=PARTIAL
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-max-registers=4 -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REGS
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-max-trip-count=7 -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=TRIPS
; The function budget: @walk8 has 12 instructions (with the LCSSA phi the
; loop pass manager adds) and grows by 72 - 9 = 63 when unrolled.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-max-function-size=74 -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=FN
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-max-function-size=75 -pass-remarks=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=SIZEOK
; Kill switch: nothing changes, nothing is said.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll=0 -S %s -o %t.off.ll
; RUN: opt -passes='loop(no-op-loop)' -S %s -o %t.none.ll
; RUN: diff %t.none.ll %t.off.ll
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll=0 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=OFF --allow-empty
; OFF-NOT: remark

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@as = internal addrspace(3) global [4096 x float] undef, align 4

declare void @barrier() convergent

; The reference walk: unrolled with the default budgets.
; CHECK-LABEL: define float @walk8(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[UNROLL:![0-9]+]]
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 8, 72 instructions): shared stride
; SIZE: remark: <unknown>:0:0: loop left rolled: budget (72 > 71 instructions)
; SIZEOK: remark: <unknown>:0:0: fully unrolling loop (trip count 8, 72 instructions): shared stride
; PARTIAL: remark: <unknown>:0:0: unrolling loop by 2 (trip count 8, register estimate of a full unroll 7 > 6): shared stride
; PARTIAL: remark: <unknown>:0:0: loop left rolled: register estimate (7 > 6)
; PARTIAL-LABEL: define float @walk8(
; PARTIAL:       br i1 %more, label %loop, label %exit, !llvm.loop [[PART:![0-9]+]]
; PARTIAL-LABEL: define float @convergent(
; PARTIAL:       br i1 %more, label %loop, label %exit{{$}}
; PARTIAL:       [[PART]] = distinct !{[[PART]], [[PMARK:![0-9]+]], [[PCOUNT:![0-9]+]]}
; PARTIAL:       [[PMARK]] = !{!"smemvec.unroll.count"}
; PARTIAL:       [[PCOUNT]] = !{!"llvm.loop.unroll.count", i32 2}
; REGS: remark: <unknown>:0:0: loop left rolled: register estimate (7 > 4)
; TRIPS: remark: <unknown>:0:0: loop left rolled: trip count limit (8 > 7)
; FN: remark: <unknown>:0:0: loop left rolled: function budget (75 > 74 instructions)
define float @walk8(i64 %r) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %r, %k
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  ret float %s.next
}

; CHECK-LABEL: define float @unknown_trip_count(
; CHECK: br i1 %more, label %loop, label %exit{{$}}
; A shared walk with a runtime trip is rule (j)'s; stock unrolls this one by
; 8 itself, so it is left to it. Without (j): unknown trip count.
; REMARK: remark: <unknown>:0:0: loop left to LLVM's unroller: stock already unrolls it by more (8 > 4)
; NOWALK: remark: <unknown>:0:0: loop left rolled: unknown trip count
define float @unknown_trip_count(i64 %r, i64 %n) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %r, %k
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ult i64 %k.next, %n
  br i1 %more, label %loop, label %exit

exit:
  ret float %s.next
}

; 256 iterations: above the default trip count limit of 128.
; CHECK-LABEL: define float @trip_count_limit(
; CHECK: br i1 %more, label %loop, label %exit{{$}}
; REMARK: remark: <unknown>:0:0: loop left rolled: trip count limit (256 > 128)
define float @trip_count_limit(i64 %r) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %r, %k
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 256
  br i1 %more, label %loop, label %exit

exit:
  ret float %s.next
}

; 32 steps, each loading 8 floats: a full unroll's estimate is 3 carried
; + 4 x 8 = 35 registers, within the default 128: fully unrolled. With a
; limit of 34 it is unrolled by 2 instead (3 + 2 x 8 = 19; 4 would need 35).
; CHECK-LABEL: define float @register_estimate(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[U32:![0-9]+]]
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 32, 960 instructions): shared stride
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-remainder=0 -smemvec-unroll-max-registers=34 -pass-remarks=smemvec-unroll -S %s 2>&1 | FileCheck %s --check-prefix=BY2
; BY2: remark: <unknown>:0:0: unrolling loop by 2 (trip count 32, register estimate of a full unroll 35 > 34): shared stride
; BY2-LABEL: define float @register_estimate(
; BY2: br i1 %more, label %loop, label %exit, !llvm.loop [[BY2:![0-9]+]]
; BY2: [[BY2]] = distinct !{[[BY2]], [[CMARK:![0-9]+]], [[COUNT2:![0-9]+]]}
; BY2: [[CMARK]] = !{!"smemvec.unroll.count"}
; BY2: [[COUNT2]] = !{!"llvm.loop.unroll.count", i32 2}
define float @register_estimate(i64 %r) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %r, %k
  %p0 = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  %v0 = load float, ptr addrspace(3) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 64
  %v1 = load float, ptr addrspace(3) %p1, align 4
  %p2 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 128
  %v2 = load float, ptr addrspace(3) %p2, align 4
  %p3 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 192
  %v3 = load float, ptr addrspace(3) %p3, align 4
  %p4 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 256
  %v4 = load float, ptr addrspace(3) %p4, align 4
  %p5 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 320
  %v5 = load float, ptr addrspace(3) %p5, align 4
  %p6 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 384
  %v6 = load float, ptr addrspace(3) %p6, align 4
  %p7 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 448
  %v7 = load float, ptr addrspace(3) %p7, align 4
  %a0 = fadd float %v0, %v1
  %a1 = fadd float %v2, %v3
  %a2 = fadd float %v4, %v5
  %a3 = fadd float %v6, %v7
  %b0 = fadd float %a0, %a1
  %b1 = fadd float %a2, %a3
  %c = fadd float %b0, %b1
  %s.next = fadd float %s, %c
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 32
  br i1 %more, label %loop, label %exit

exit:
  ret float %s.next
}

; A barrier in the body: a full unroll executes the same 8 barriers in the
; same order, so it is unrolled like any shared walk.
; CHECK-LABEL: define float @convergent(
; CHECK: br i1 %more, label %loop, label %exit, !llvm.loop [[UBAR:![0-9]+]]
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 8, 80 instructions): shared stride
define float @convergent(i64 %r) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %idx = add i64 %r, %k
  %p = getelementptr inbounds float, ptr addrspace(3) @as, i64 %idx
  call void @barrier()
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  ret float %s.next
}

; CHECK-DAG: [[UNROLL]] = distinct !{[[UNROLL]], [[FULL:![0-9]+]], [[MARK:![0-9]+]]}
; CHECK-DAG: [[FULL]] = !{!"llvm.loop.unroll.full"}
; CHECK-DAG: [[MARK]] = !{!"smemvec.unroll.full"}
; CHECK-DAG: [[U32]] = distinct !{[[U32]], [[FULL]], [[MARK]]}
; CHECK-DAG: [[UBAR]] = distinct !{[[UBAR]], [[FULL]], [[MARK]]}

