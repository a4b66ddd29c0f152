; Rule (h): a constant-trip loop that divides (or takes a remainder) by a
; value that moves with the loop is fully unrolled, so that every divisor
; is a constant: an integer division becomes a shift or a multiply, a float
; division by a power of two a multiply (a radix-2 FFT's `half *= 2` stage
; loop, `t / half`, `t % half`, `x / (float)half`: 1.675x of stock on the
; H200, level with nvcc). A barrier in the loop does not stop it (the gain
; is not loop overhead; unittests/SharedUnrollTest.cpp also has the inner
; loop left rolled). Negative cases: a loop-invariant divisor, a loop too
; large to unroll (the size budget).
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-max-size=100 -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=BUDGET
; Through O3, llc and ptxas: ten stages, ten barriers, no division left.
; RUN: opt %loadplugin -passes='default<O3>' %s -o - | llc %loadplugin -mcpu=sm_90 -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

; REMARK:      remark: <unknown>:0:0: fully unrolling loop (trip count 10, {{[0-9]+}} instructions): divisions by the loop's variable become divisions by constants
; REMARK-NEXT: remark: <unknown>:0:0: fully unrolling loop (trip count 8, {{[0-9]+}} instructions): divisions by the loop's variable become divisions by constants
; BUDGET:      remark: <unknown>:0:0: loop left rolled: budget ({{[0-9]+}} > 100 instructions)

; CHECK-LABEL: define ptx_kernel void @fft_stages(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[U1:![0-9]+]]
; CHECK-LABEL: define ptx_kernel void @float_divisor(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[U2:![0-9]+]]
; CHECK-LABEL: define ptx_kernel void @invariant_divisor(
; CHECK:       br i1 %more, label %loop, label %exit{{$}}
; CHECK-DAG:   [[U1]] = distinct !{[[U1]], [[FULL:![0-9]+]], [[MARK:![0-9]+]]}
; CHECK-DAG:   [[U2]] = distinct !{[[U2]], [[FULL]], [[MARK]]}
; CHECK-DAG:   [[FULL]] = !{!"llvm.loop.unroll.full"}
; CHECK-DAG:   [[MARK]] = !{!"smemvec.unroll.full"}

; PTX-LABEL: .entry fft_stages(
; PTX-COUNT-10: bar.sync 0;
; PTX-NOT:   {{div|rem}}.
; PTX:       ret;

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x float] undef, align 4

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent nounwind

; for (half = 1; half < 1024; half *= 2) { barrier; butterfly(t / half, t % half) }
define ptx_kernel void @fft_stages(ptr %out, i32 %t) {
entry:
  br label %loop

loop:
  %half = phi i32 [ 1, %entry ], [ %half.next, %loop ]
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %grp = udiv i32 %t, %half
  %pos = urem i32 %t, %half
  %span = shl i32 %grp, 1
  %base = mul i32 %span, %half
  %i0 = add i32 %base, %pos
  %i1 = add i32 %i0, %half
  %i0.64 = zext i32 %i0 to i64
  %i1.64 = zext i32 %i1 to i64
  %p0 = getelementptr inbounds float, ptr addrspace(3) @s, i64 %i0.64
  %p1 = getelementptr inbounds float, ptr addrspace(3) @s, i64 %i1.64
  %a = load float, ptr addrspace(3) %p0, align 4
  %b = load float, ptr addrspace(3) %p1, align 4
  %sum = fadd float %a, %b
  %dif = fsub float %a, %b
  store float %sum, ptr addrspace(3) %p0, align 4
  store float %dif, ptr addrspace(3) %p1, align 4
  %half.next = shl nuw nsw i32 %half, 1
  %more = icmp ult i32 %half, 512
  br i1 %more, label %loop, label %exit

exit:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %t64 = zext i32 %t to i64
  %pr = getelementptr inbounds float, ptr addrspace(3) @s, i64 %t64
  %r = load float, ptr addrspace(3) %pr, align 4
  store float %r, ptr %out, align 4
  ret void
}

; a float divisor converted from the induction variable: x / (float)k
define ptx_kernel void @float_divisor(ptr %out, float %x) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 1, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %kf = uitofp i32 %k to float
  %q = fdiv float %x, %kf
  %acc.next = fadd float %acc, %q
  %k.next = shl nuw nsw i32 %k, 1
  %more = icmp ult i32 %k, 128
  br i1 %more, label %loop, label %exit

exit:
  store float %acc.next, ptr %out, align 4
  ret void
}

; the divisor does not move with the loop: nothing to gain, no remark
define ptx_kernel void @invariant_divisor(ptr %out, i32 %t, i32 %d) {
entry:
  br label %loop

loop:
  %k = phi i32 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %loop ]
  %n = add i32 %t, %k
  %q = udiv i32 %n, %d
  %acc.next = add i32 %acc, %q
  %k.next = add nuw nsw i32 %k, 1
  %more = icmp ult i32 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  store i32 %acc.next, ptr %out, align 4
  ret void
}
