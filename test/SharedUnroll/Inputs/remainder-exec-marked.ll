; For remainder-exec.test: remainder loops as LoopUnrollPass leaves them,
; marked for smemvec-unroll-remainder, whose sum reaches its use after the
; loop without an LCSSA phi (the copies must feed one); at most 3 and at
; most 7 trips.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @marked3(ptr noalias %a, i32 %n, ptr noalias %out) {
entry:
  %x = and i32 %n, 3
  %any = icmp ne i32 %x, 0
  br i1 %any, label %rem, label %done

rem:
  %i = phi i32 [ 0, %entry ], [ %i.next, %rem ]
  %s = phi i32 [ 5, %entry ], [ %s.next, %rem ]
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %i64
  %v = load i32, ptr %p, align 4
  %m = mul i32 %s, 31
  %s.next = xor i32 %m, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ne i32 %i.next, %x
  br i1 %more, label %rem, label %rem.exit, !llvm.loop !0

rem.exit:
  br label %done

done:
  %r = phi i32 [ 0, %entry ], [ %s.next, %rem.exit ]
  store i32 %r, ptr %out, align 4
  ret void
}

define ptx_kernel void @marked7(ptr noalias %a, i32 %n, ptr noalias %out) {
entry:
  %x = and i32 %n, 7
  %any = icmp ne i32 %x, 0
  br i1 %any, label %rem, label %done

rem:
  %i = phi i32 [ 0, %entry ], [ %i.next, %rem ]
  %s = phi i32 [ 5, %entry ], [ %s.next, %rem ]
  %i64 = zext i32 %i to i64
  %p = getelementptr inbounds i32, ptr %a, i64 %i64
  %v = load i32, ptr %p, align 4
  %m = mul i32 %s, 31
  %s.next = xor i32 %m, %v
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp ne i32 %i.next, %x
  br i1 %more, label %rem, label %rem.exit, !llvm.loop !2

rem.exit:
  br label %done

done:
  %r = phi i32 [ 0, %entry ], [ %s.next, %rem.exit ]
  store i32 %r, ptr %out, align 4
  ret void
}

!0 = distinct !{!0, !1, !3}
!1 = !{!"llvm.loop.unroll.disable"}
!2 = distinct !{!2, !1, !3}
!3 = !{!"smemvec.unroll.remainder"}
