; smemvec-unroll-remainder by name, on loops LoopUnrollPass has already
; marked: a remainder whose maximum trip count SCEV bounds by 3 becomes
; three straight-line copies with two exit tests (no loop, and no loop ID
; left on their branches); one SCEV cannot bound, and one of 15 trips (over
; -smemvec-unroll-remainder's 7), stay loops under `llvm.loop.unroll.disable`
; with the marker taken off; a request the unroller never used (a loop
; with the follow-up) loses it. Non-NVPTX modules: untouched.
; RUN: opt %loadplugin -passes=smemvec-unroll-remainder -S %s | FileCheck %s --implicit-check-not=smemvec.unroll
; RUN: opt %loadplugin -passes=smemvec-unroll-remainder -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s | opt %loadplugin -passes=smemvec-unroll-remainder -S | FileCheck %s --check-prefix=HOST

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = external addrspace(3) global [1024 x float], align 4

; The shape of LoopUnrollPass's remainder: xtraiter = n & 3, run only when
; it is not 0.
; Its sum is used after the loop without an LCSSA phi: the copies must
; feed one (without it the use kept reading the first copy's sum).
; CHECK-LABEL: define float @three(
; CHECK:       rem:
; CHECK-NEXT:    %v = load float, ptr addrspace(3) @tile, align 4
; CHECK-NEXT:    %s.next = fadd float 0.000000e+00, %v
; CHECK-NEXT:    %more = icmp ne i32 1, %x
; CHECK-NEXT:    br i1 %more, label %rem.1, label %rem.exit{{$}}
; CHECK:       rem.1:
; CHECK-NEXT:    %v.1 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @tile, i64 4), align 4
; CHECK-NEXT:    %s.next.1 = fadd float %s.next, %v.1
; CHECK-NEXT:    %more.1 = icmp ne i32 2, %x
; CHECK-NEXT:    br i1 %more.1, label %rem.2, label %rem.exit{{$}}
; CHECK:       rem.2:
; CHECK-NEXT:    %v.2 = load float, ptr addrspace(3) getelementptr inbounds nuw (i8, ptr addrspace(3) @tile, i64 8), align 4
; CHECK-NEXT:    %s.next.2 = fadd float %s.next.1, %v.2
; CHECK-NEXT:    br label %rem.exit{{$}}
; CHECK:       rem.exit:
; CHECK-NEXT:    %s.next.lcssa = phi float [ %s.next, %rem ], [ %s.next.1, %rem.1 ], [ %s.next.2, %rem.2 ]
; CHECK-NEXT:    br label %done
; CHECK:       done:
; CHECK-NEXT:    %r = phi float [ 0.000000e+00, %entry ], [ %s.next.lcssa, %rem.exit ]
define float @three(i32 %n) {
entry:
  %x = and i32 %n, 3
  %any = icmp ne i32 %x, 0
  br i1 %any, label %rem.preheader, label %done

rem.preheader:
  br label %rem

rem:
  %i = phi i32 [ 0, %rem.preheader ], [ %i.next, %rem ]
  %s = phi float [ 0.0, %rem.preheader ], [ %s.next, %rem ]
  %p = getelementptr inbounds float, ptr addrspace(3) @tile, i32 %i
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ne i32 %i.next, %x
  br i1 %more, label %rem, label %rem.exit, !llvm.loop !0

rem.exit:
  br label %done

done:
  %r = phi float [ 0.0, %entry ], [ %s.next, %rem.exit ]
  ret float %r
}

; n & 15: up to 15 trips, more than -smemvec-unroll-remainder.
; CHECK-LABEL: define float @fifteen(
; CHECK:         br i1 %more, label %rem, label %done, !llvm.loop ![[FIFTEEN:[0-9]+]]
define float @fifteen(i32 %n) {
entry:
  %x = and i32 %n, 15
  %any = icmp ne i32 %x, 0
  br i1 %any, label %rem, label %done

rem:
  %i = phi i32 [ 0, %entry ], [ %i.next, %rem ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %rem ]
  %p = getelementptr inbounds float, ptr addrspace(3) @tile, i32 %i
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ne i32 %i.next, %x
  br i1 %more, label %rem, label %done, !llvm.loop !3

done:
  %r = phi float [ 0.0, %entry ], [ %s.next, %rem ]
  ret float %r
}

; Any n: no constant bound.
; CHECK-LABEL: define float @unbounded(
; CHECK:         br i1 %more, label %rem, label %done, !llvm.loop ![[UNB:[0-9]+]]
define float @unbounded(i32 %n) {
entry:
  %any = icmp ne i32 %n, 0
  br i1 %any, label %rem, label %done

rem:
  %i = phi i32 [ 0, %entry ], [ %i.next, %rem ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %rem ]
  %p = getelementptr inbounds float, ptr addrspace(3) @tile, i32 %i
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ne i32 %i.next, %n
  br i1 %more, label %rem, label %done, !llvm.loop !4

done:
  %r = phi float [ 0.0, %entry ], [ %s.next, %rem ]
  ret float %r
}

; A loop LoopUnrollPass did not unroll, with the request still on it: the
; follow-up comes off (its loop ID had nothing else), the loop stays.
; CHECK-LABEL: define float @unused(
; CHECK:         br i1 %more, label %loop, label %done{{$}}
define float @unused(i32 %n) {
entry:
  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %done

loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  %p = getelementptr inbounds float, ptr addrspace(3) @tile, i32 %i
  %v = load float, ptr addrspace(3) %p, align 4
  %s.next = fadd float %s, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %done, !llvm.loop !5

done:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  ret float %r
}

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = !{!"smemvec.unroll.remainder"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.unroll.followup_remainder", !1, !2}

; CHECK: ![[FIFTEEN]] = distinct !{![[FIFTEEN]], ![[DISABLE:[0-9]+]]}
; CHECK: ![[DISABLE]] = !{!"llvm.loop.unroll.disable"}
; CHECK: ![[UNB]] = distinct !{![[UNB]], ![[DISABLE]]}

; REMARK: remark: <unknown>:0:0: unrolled the remainder of a runtime unroll straight-line (3 copies)
; REMARK: remark: <unknown>:0:0: remainder of a runtime unroll left rolled: maximum trip count 15 > 7
; REMARK: remark: <unknown>:0:0: remainder of a runtime unroll left rolled: maximum trip count 4294967295 > 7

; HOST-LABEL: define float @three(
; HOST:         br i1 %more, label %rem, label %rem.exit, !llvm.loop !0
; HOST: !2 = !{!"smemvec.unroll.remainder"}
