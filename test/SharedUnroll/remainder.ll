; Rule (r), remainders: a runtime-trip innermost loop over shared or global
; memory that smemvec-unroll leaves to LLVM's unroller gets the follow-up
; `llvm.loop.unroll.followup_remainder` = {unroll.disable,
; smemvec.unroll.remainder}; after LoopUnrollPass, smemvec-unroll-remainder
; (VectorizerEnd) unrolls that remainder straight-line when SCEV bounds it
; by -smemvec-unroll-remainder (7: the remainder of a runtime unroll by 8)
; trips: each copy with its own exit test, as nvcc emits it. At 3 a
; remainder of 7 trips stays a loop, with a remark. Left alone: a loop with
; the user's count pragma, a loop over no memory. No smemvec metadata
; survives the pipeline, and with the option at 0 the output is
; byte-identical to stock's.
; RUN: opt %loadplugin -passes='default<O3>' -S %s | FileCheck %s --implicit-check-not=smemvec.unroll
; RUN: opt %loadplugin -passes='default<O3>' -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remainder
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll-remainder=3 -S %s | FileCheck %s --check-prefix=R3 --implicit-check-not=smemvec.unroll
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll-remainder=3 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=R3-REMARK --implicit-check-not=remainder
; RUN: opt -passes='default<O3>' -S %s -o %t.stock.ll
; RUN: opt %loadplugin -passes='default<O3>' -smemvec-unroll-remainder=0 -S %s -o %t.off.ll
; RUN: diff %t.stock.ll %t.off.ll
; RUN: opt %loadplugin -passes='default<O3>' %s -o - | llc %loadplugin -mcpu=sm_90 -o %t.ptx
; RUN: %if ptxas %{ %ptxas -c %t.ptx -o /dev/null %}
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = external addrspace(3) global [1024 x float], align 4

; LLVM unrolls by 4: the 1-3 left-over iterations run first (a prologue),
; as three copies, the second and third behind exit tests on xtraiter.
; CHECK-LABEL: define ptx_kernel void @scale(
; CHECK:       loop.preheader:
; CHECK:         %xtraiter = and i32 %0, 3
; CHECK-NEXT:    %lcmp.mod.not = icmp eq i32 %xtraiter, 0
; CHECK-NEXT:    br i1 %lcmp.mod.not, label %loop.prol.loopexit, label %loop.prol
; CHECK:       loop.prol:
; CHECK-NEXT:    %[[I0:[0-9]+]] = sext i32 %lo to i64
; CHECK-NEXT:    %p.prol = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %[[I0]]
; CHECK-NEXT:    %v.prol = load float, ptr addrspace(3) %p.prol, align 4
; CHECK-NEXT:    %q.prol = getelementptr inbounds float, ptr addrspace(1) %w, i64 %[[I0]]
; CHECK-NEXT:    %g.prol = load float, ptr addrspace(1) %q.prol, align 4
; CHECK:         store float %t.prol, ptr addrspace(1) %o.prol, align 4
; CHECK-NEXT:    %j.next.prol = add nsw i32 %lo, 1
; CHECK-NEXT:    %prol.iter.cmp.not = icmp eq i32 1, %xtraiter
; CHECK-NEXT:    br i1 %prol.iter.cmp.not, label %loop.prol.loopexit, label %loop.prol.1{{$}}
; CHECK:       loop.prol.1:
; CHECK-NEXT:    %[[I1:[0-9]+]] = sext i32 %j.next.prol to i64
; CHECK-NEXT:    %p.prol.1 = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %[[I1]]
; CHECK-NEXT:    %v.prol.1 = load float, ptr addrspace(3) %p.prol.1, align 4
; CHECK-NEXT:    %q.prol.1 = getelementptr inbounds float, ptr addrspace(1) %w, i64 %[[I1]]
; CHECK-NEXT:    %g.prol.1 = load float, ptr addrspace(1) %q.prol.1, align 4
; CHECK:         store float %t.prol.1, ptr addrspace(1) %o.prol.1, align 4
; CHECK-NEXT:    %j.next.prol.1 = add nsw i32 %lo, 2
; CHECK-NEXT:    %prol.iter.cmp.not.1 = icmp eq i32 2, %xtraiter
; CHECK-NEXT:    br i1 %prol.iter.cmp.not.1, label %loop.prol.loopexit, label %loop.prol.2{{$}}
; CHECK:       loop.prol.2:
; CHECK-NEXT:    %[[I2:[0-9]+]] = sext i32 %j.next.prol.1 to i64
; CHECK-NEXT:    %p.prol.2 = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %[[I2]]
; CHECK-NEXT:    %v.prol.2 = load float, ptr addrspace(3) %p.prol.2, align 4
; CHECK-NEXT:    %q.prol.2 = getelementptr inbounds float, ptr addrspace(1) %w, i64 %[[I2]]
; CHECK-NEXT:    %g.prol.2 = load float, ptr addrspace(1) %q.prol.2, align 4
; CHECK:         store float %t.prol.2, ptr addrspace(1) %o.prol.2, align 4
; CHECK-NEXT:    %j.next.prol.2 = add nsw i32 %lo, 3
; CHECK-NEXT:    br label %loop.prol.loopexit{{$}}
; CHECK:       loop.prol.loopexit:
; CHECK-NEXT:    %j.unr = phi i32 [ %lo, %loop.preheader ], [ %j.next.prol, %loop.prol ], [ %j.next.prol.1, %loop.prol.1 ], [ %j.next.prol.2, %loop.prol.2 ]
; CHECK:       loop:
; CHECK:         br i1 %exitcond.not.3, label %exit, label %loop{{$}}
; CHECK:       exit:
define ptx_kernel void @scale(i32 %lo, i32 %hi, ptr addrspace(1) noalias %w, ptr addrspace(1) noalias %out) {
entry:
  %guard = icmp slt i32 %lo, %hi
  br i1 %guard, label %loop, label %exit

loop:
  %j = phi i32 [ %lo, %entry ], [ %j.next, %loop ]
  %p = getelementptr inbounds float, ptr addrspace(3) @tile, i32 %j
  %v = load float, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %w, i32 %j
  %g = load float, ptr addrspace(1) %q, align 4
  %m = fmul float %v, %g
  %e = fmul float %m, %m
  %t = fadd float %e, %v
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %j
  store float %t, ptr addrspace(1) %o, align 4
  %j.next = add nsw i32 %j, 1
  %c = icmp slt i32 %j.next, %hi
  br i1 %c, label %loop, label %exit

exit:
  ret void
}

; A smaller body: LLVM unrolls by 8, and its 1-7 left-over iterations
; become seven copies, each loading the next element of the tile; all but
; the last behind an exit test on xtraiter. At 3 they stay a loop under
; its `llvm.loop.unroll.disable`.
; CHECK-LABEL: define ptx_kernel void @window(
; CHECK:         %xtraiter = and i32 %0, 7
; CHECK-NEXT:    %lcmp.mod.not = icmp eq i32 %xtraiter, 0
; CHECK-NEXT:    br i1 %lcmp.mod.not, label %loop.prol.loopexit, label %loop.prol{{$}}
; CHECK:       loop.prol:
; CHECK-NEXT:    %[[X0:[0-9]+]] = sext i32 %lo to i64
; CHECK-NEXT:    %p.prol = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %[[X0]]
; CHECK-NEXT:    %v.prol = load float, ptr addrspace(3) %p.prol, align 4
; CHECK-NEXT:    %s.next.prol = fadd float 0.000000e+00, %v.prol
; CHECK-NEXT:    %j.next.prol = add nsw i32 %lo, 1
; CHECK-NEXT:    %prol.iter.cmp.not = icmp eq i32 1, %xtraiter
; CHECK-NEXT:    br i1 %prol.iter.cmp.not, label %loop.prol.loopexit, label %loop.prol.1{{$}}
; CHECK:       loop.prol.1:
; CHECK-NEXT:    %[[X1:[0-9]+]] = sext i32 %j.next.prol to i64
; CHECK-NEXT:    %p.prol.1 = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %[[X1]]
; CHECK-NEXT:    %v.prol.1 = load float, ptr addrspace(3) %p.prol.1, align 4
; CHECK-NEXT:    %s.next.prol.1 = fadd float %s.next.prol, %v.prol.1
; CHECK-NEXT:    %j.next.prol.1 = add nsw i32 %lo, 2
; CHECK-NEXT:    %prol.iter.cmp.not.1 = icmp eq i32 2, %xtraiter
; CHECK-NEXT:    br i1 %prol.iter.cmp.not.1, label %loop.prol.loopexit, label %loop.prol.2{{$}}
; CHECK:       loop.prol.2:
; CHECK-NEXT:    %[[X2:[0-9]+]] = sext i32 %j.next.prol.1 to i64
; CHECK-NEXT:    %p.prol.2 = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %[[X2]]
; CHECK-NEXT:    %v.prol.2 = load float, ptr addrspace(3) %p.prol.2, align 4
; CHECK-NEXT:    %s.next.prol.2 = fadd float %s.next.prol.1, %v.prol.2
; CHECK-NEXT:    %j.next.prol.2 = add nsw i32 %lo, 3
; CHECK-NEXT:    %prol.iter.cmp.not.2 = icmp eq i32 3, %xtraiter
; CHECK-NEXT:    br i1 %prol.iter.cmp.not.2, label %loop.prol.loopexit, label %loop.prol.3{{$}}
; CHECK:       loop.prol.3:
; CHECK-NEXT:    %[[X3:[0-9]+]] = sext i32 %j.next.prol.2 to i64
; CHECK-NEXT:    %p.prol.3 = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %[[X3]]
; CHECK-NEXT:    %v.prol.3 = load float, ptr addrspace(3) %p.prol.3, align 4
; CHECK-NEXT:    %s.next.prol.3 = fadd float %s.next.prol.2, %v.prol.3
; CHECK-NEXT:    %j.next.prol.3 = add nsw i32 %lo, 4
; CHECK-NEXT:    %prol.iter.cmp.not.3 = icmp eq i32 4, %xtraiter
; CHECK-NEXT:    br i1 %prol.iter.cmp.not.3, label %loop.prol.loopexit, label %loop.prol.4{{$}}
; CHECK:       loop.prol.4:
; CHECK-NEXT:    %[[X4:[0-9]+]] = sext i32 %j.next.prol.3 to i64
; CHECK-NEXT:    %p.prol.4 = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %[[X4]]
; CHECK-NEXT:    %v.prol.4 = load float, ptr addrspace(3) %p.prol.4, align 4
; CHECK-NEXT:    %s.next.prol.4 = fadd float %s.next.prol.3, %v.prol.4
; CHECK-NEXT:    %j.next.prol.4 = add nsw i32 %lo, 5
; CHECK-NEXT:    %prol.iter.cmp.not.4 = icmp eq i32 5, %xtraiter
; CHECK-NEXT:    br i1 %prol.iter.cmp.not.4, label %loop.prol.loopexit, label %loop.prol.5{{$}}
; CHECK:       loop.prol.5:
; CHECK-NEXT:    %[[X5:[0-9]+]] = sext i32 %j.next.prol.4 to i64
; CHECK-NEXT:    %p.prol.5 = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %[[X5]]
; CHECK-NEXT:    %v.prol.5 = load float, ptr addrspace(3) %p.prol.5, align 4
; CHECK-NEXT:    %s.next.prol.5 = fadd float %s.next.prol.4, %v.prol.5
; CHECK-NEXT:    %j.next.prol.5 = add nsw i32 %lo, 6
; CHECK-NEXT:    %prol.iter.cmp.not.5 = icmp eq i32 6, %xtraiter
; CHECK-NEXT:    br i1 %prol.iter.cmp.not.5, label %loop.prol.loopexit, label %loop.prol.6{{$}}
; CHECK:       loop.prol.6:
; CHECK-NEXT:    %[[X6:[0-9]+]] = sext i32 %j.next.prol.5 to i64
; CHECK-NEXT:    %p.prol.6 = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %[[X6]]
; CHECK-NEXT:    %v.prol.6 = load float, ptr addrspace(3) %p.prol.6, align 4
; CHECK-NEXT:    %s.next.prol.6 = fadd float %s.next.prol.5, %v.prol.6
; CHECK-NEXT:    %j.next.prol.6 = add nsw i32 %lo, 7
; CHECK-NEXT:    br label %loop.prol.loopexit{{$}}
; CHECK:         br i1 %exitcond.not.7, label %exit, label %loop{{$}}
; R3-LABEL:    define ptx_kernel void @window(
; R3:          loop.prol:
; R3:            br i1 %prol.iter.cmp.not, label %loop.prol.loopexit, label %loop.prol, !llvm.loop ![[W:[0-9]+]]
; R3-NOT:      loop.prol.1:
; R3:            br i1 %exitcond.not.7, label %exit, label %loop{{$}}
; R3:          ![[W]] = distinct !{![[W]], ![[R3DISABLE:[0-9]+]]}
; R3:          ![[R3DISABLE]] = !{!"llvm.loop.unroll.disable"}
define ptx_kernel void @window(i32 %lo, i32 %hi, ptr addrspace(1) %out) {
entry:
  %guard = icmp slt i32 %lo, %hi
  br i1 %guard, label %loop, label %exit

loop:
  %j = phi i32 [ %lo, %entry ], [ %j.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, ptr addrspace(3) @tile, i32 %j
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %j.next = add nsw i32 %j, 1
  %c = icmp slt i32 %j.next, %hi
  br i1 %c, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; The user's `#pragma unroll 4`: LLVM's remainder stays a loop.
; CHECK-LABEL: define ptx_kernel void @pragma(
; CHECK:         br i1 %prol.iter.cmp.not, label %loop.prol.loopexit, label %loop.prol, !llvm.loop ![[P:[0-9]+]]
define ptx_kernel void @pragma(i32 %lo, i32 %hi, ptr addrspace(1) noalias %w, ptr addrspace(1) noalias %out) {
entry:
  %guard = icmp slt i32 %lo, %hi
  br i1 %guard, label %loop, label %exit

loop:
  %j = phi i32 [ %lo, %entry ], [ %j.next, %loop ]
  %p = getelementptr inbounds float, ptr addrspace(3) @tile, i32 %j
  %v = load float, ptr addrspace(3) %p, align 4
  %q = getelementptr inbounds float, ptr addrspace(1) %w, i32 %j
  %g = load float, ptr addrspace(1) %q, align 4
  %m = fmul float %v, %g
  %e = fmul float %m, %m
  %t = fadd float %e, %v
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %j
  store float %t, ptr addrspace(1) %o, align 4
  %j.next = add nsw i32 %j, 1
  %c = icmp slt i32 %j.next, %hi
  br i1 %c, label %loop, label %exit, !llvm.loop !0

exit:
  ret void
}

; No memory in the loop (a polynomial in registers): no request (LLVM's
; remainder comes after the unrolled loop here, an epilogue).
; CHECK-LABEL: define ptx_kernel void @arith(
; CHECK:         br i1 %epil.iter.cmp.not, label %exit, label %loop.epil, !llvm.loop ![[A:[0-9]+]]
define ptx_kernel void @arith(i32 %n, float %x, ptr addrspace(1) %out) {
entry:
  %guard = icmp sgt i32 %n, 0
  br i1 %guard, label %loop, label %exit

loop:
  %j = phi i32 [ 0, %entry ], [ %j.next, %loop ]
  %s = phi float [ 1.0, %entry ], [ %s.next, %loop ]
  %a = fmul float %s, %x
  %b = fadd float %a, 1.0
  %c2 = fmul float %b, %b
  %s.next = fadd float %c2, %a
  %j.next = add nuw nsw i32 %j, 1
  %c = icmp slt i32 %j.next, %n
  br i1 %c, label %loop, label %exit

exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.unroll.count", i32 4}

; CHECK: ![[P]] = distinct !{![[P]], ![[DISABLE:[0-9]+]]}
; CHECK: ![[DISABLE]] = !{!"llvm.loop.unroll.disable"}
; CHECK: ![[A]] = distinct !{![[A]], ![[DISABLE]]}

; REMARK: remark: <unknown>:0:0: unrolled the remainder of a runtime unroll straight-line (3 copies)
; REMARK: remark: <unknown>:0:0: unrolled the remainder of a runtime unroll straight-line (7 copies)
; R3-REMARK: remark: <unknown>:0:0: unrolled the remainder of a runtime unroll straight-line (3 copies)
; R3-REMARK: remark: <unknown>:0:0: remainder of a runtime unroll left rolled: maximum trip count 7 > 3

; The three copies of @scale: two exit tests, no loop of their own.
; PTX-LABEL: .entry scale(
; PTX-NOT:   .pragma "nounroll"
; PTX:       .entry window(
