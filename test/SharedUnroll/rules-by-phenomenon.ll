; The rules that follow a phenomenon rather than a shape (SharedUnroll.cpp,
; "Algorithm"), each with the guard that must stop it:
;  - (f) a shared walk of any step: A stored transposed, `As[k*64 + ty]`, a
;    256-byte step no vectorizer merges, in a k-loop whose tile loops were
;    already unrolled (so it does not index the tile itself);
;  - a full unroll of a loop with a barrier in it (the same 16 barriers run);
;    but a loop with barriers and only loop overhead to gain (a small loop,
;    rule g; a walk without a register tile over the small-loop size) is
;    left to ptxas, with a remark;
;  - (g) a small loop over global memory reached through a kernel's pointer
;    parameter; the same loop in a device function (unknown space) is no
;    candidate and says nothing;
;  - a serial integer chain of 17 multiplies (x = x * C + in[k]) is refused,
;    16 is unrolled (upstream SLSR is quadratic in such chains);
;  - a loop over a private array too large for registers (16 KB) is refused
;    although it also indexes a promotable one;
;  - the register estimate (3 carried + 4 x 8 loaded = 35) against the
;    kernel's launch bounds: __launch_bounds__(256) allows 255, (1024, 2)
;    only 32.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -S %s | FileCheck %s
; The guards as options: a chain limit of 17 takes the 17-multiply chain.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-max-serial-chain=17 -pass-remarks=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=CHAIN17
; The barrier walk (192 instructions unrolled) over a small-loop size of
; 191 is left to ptxas; -smemvec-unroll-barrier-overhead=1 takes both
; barrier loops.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-small-size=191 -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=SMALL191
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-unroll-barrier-overhead=1 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=OVERHEAD
; Through the O3 pipeline, llc and ptxas: the transposed k-loop leaves no
; local memory (the tile is promoted once its k-loop is unrolled).
; RUN: opt %loadplugin -passes='default<O3>' %s -o - | llc %loadplugin -mcpu=sm_90 -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

; REMARK:      remark: <unknown>:0:0: fully unrolling loop (trip count 8, 144 instructions): shared loads moving with the loop
; REMARK-NEXT: remark: <unknown>:0:0: fully unrolling loop (trip count 16, 192 instructions): shared loads moving with the loop
; REMARK-NEXT: remark: <unknown>:0:0: fully unrolling loop (trip count 4, 36 instructions): small loop over shared, global or private memory
; REMARK-NEXT: remark: <unknown>:0:0: loop left rolled: serial integer chain too long once unrolled (17 > 16 multiplies)
; REMARK-NEXT: remark: <unknown>:0:0: fully unrolling loop (trip count 16, 144 instructions): small loop over shared, global or private memory
; REMARK-NEXT: remark: <unknown>:0:0: loop left rolled: private array too large for registers
; REMARK-NEXT: remark: <unknown>:0:0: fully unrolling loop (trip count 8, 248 instructions): shared loads moving with the loop
; REMARK-NEXT: remark: <unknown>:0:0: loop left rolled: register estimate (35 > 32)
; REMARK-NEXT: remark: <unknown>:0:0: loop left rolled: a loop with barriers and only loop overhead to gain, left to ptxas
; REMARK-NOT:  remark
; CHAIN17: remark: <unknown>:0:0: fully unrolling loop (trip count 17, 153 instructions): small loop over shared, global or private memory
; SMALL191-COUNT-2: remark: <unknown>:0:0: loop left rolled: a loop with barriers and only loop overhead to gain, left to ptxas
; SMALL191-NOT:     barriers
; OVERHEAD:     remark: <unknown>:0:0: fully unrolling loop (trip count 16, 192 instructions): shared loads moving with the loop
; OVERHEAD:     remark: <unknown>:0:0: fully unrolling loop (trip count 8, {{[0-9]+}} instructions): small loop over shared, global or private memory
; OVERHEAD-NOT: barriers

; CHECK-LABEL: define ptx_kernel void @transposed_k(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[U1:![0-9]+]]
; CHECK-LABEL: define ptx_kernel void @barrier_walk(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[U2:![0-9]+]]
; CHECK-LABEL: define ptx_kernel void @small_global(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[U3:![0-9]+]]
; CHECK-LABEL: define void @unknown_space(
; CHECK:       br i1 %more, label %loop, label %exit{{$}}
; CHECK-LABEL: define ptx_kernel void @serial_chain(
; CHECK:       br i1 %more, label %loop, label %exit{{$}}
; CHECK-LABEL: define ptx_kernel void @serial_chain_16(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[U4:![0-9]+]]
; CHECK-LABEL: define ptx_kernel void @unpromotable(
; CHECK:       br i1 %more, label %loop, label %exit{{$}}
; CHECK-LABEL: define ptx_kernel void @wide_walk(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[U5:![0-9]+]]
; CHECK-LABEL: define ptx_kernel void @wide_walk_bounded(
; CHECK:       br i1 %more, label %loop, label %exit{{$}}
; CHECK-LABEL: define ptx_kernel void @barrier_small(
; CHECK:       br i1 %more, label %loop, label %exit{{$}}
; CHECK-DAG:   [[U1]] = distinct !{[[U1]], [[FULL:![0-9]+]], [[MARK:![0-9]+]]}
; CHECK-DAG:   [[U2]] = distinct !{[[U2]], [[FULL]], [[MARK]]}
; CHECK-DAG:   [[U3]] = distinct !{[[U3]], [[FULL]], [[MARK]]}
; CHECK-DAG:   [[U4]] = distinct !{[[U4]], [[FULL]], [[MARK]]}
; CHECK-DAG:   [[U5]] = distinct !{[[U5]], [[FULL]], [[MARK]]}
; CHECK-DAG:   [[FULL]] = !{!"llvm.loop.unroll.full"}
; CHECK-DAG:   [[MARK]] = !{!"smemvec.unroll.full"}

; PTX-LABEL: .entry transposed_k(
; PTX-NOT:   __local_depot
; PTX-NOT:   {{(ld|st)}}.local
; PTX:       ret;
; Sixteen barriers, in a row with the walk's loads: no loop left.
; PTX-LABEL: .entry barrier_walk(
; PTX-COUNT-16: bar.sync 0;
; PTX-NOT:   bra
; PTX:       ret;

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@As = internal addrspace(3) global [512 x float] undef, align 4
@s = internal addrspace(3) global [256 x float] undef, align 4

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) convergent nounwind
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define ptx_kernel void @transposed_k(ptr %out, i64 %ty) {
entry:
  %acc = alloca [4 x float], align 4
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %row = mul i64 %k, 64
  %i0 = add i64 %row, %ty
  %p0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %i0
  %a = load float, ptr addrspace(3) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 32
  %b = load float, ptr addrspace(3) %p1, align 4
  %c0 = load float, ptr %acc, align 4
  %m0 = fmul float %a, %b
  %n0 = fadd float %c0, %m0
  store float %n0, ptr %acc, align 4
  %q1 = getelementptr inbounds i8, ptr %acc, i64 4
  %c1 = load float, ptr %q1, align 4
  %n1 = fadd float %c1, %a
  store float %n1, ptr %q1, align 4
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  %r = load float, ptr %acc, align 4
  store float %r, ptr %out, align 4
  ret void
}

; a column walk with a barrier every step
define ptx_kernel void @barrier_walk(ptr %out, i64 %t) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %row = mul i64 %k, 16
  %i = add i64 %row, %t
  %p = getelementptr inbounds float, ptr addrspace(3) @s, i64 %i
  %v = load float, ptr addrspace(3) %p, align 4
  %sum.next = fadd float %sum, %v
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  store float %sum.next, ptr addrspace(3) %p, align 4
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 16
  br i1 %more, label %loop, label %exit

exit:
  store float %sum.next, ptr %out, align 4
  ret void
}

; global memory through a kernel's pointer parameter
define ptx_kernel void @small_global(ptr %out, i64 %t) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %i = add i64 %k, %t
  %p = getelementptr inbounds float, ptr %out, i64 %i
  %v = load float, ptr %p, align 4
  %w = fmul float %v, 2.0
  store float %w, ptr %p, align 4
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 4
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; the same loop in a device function: the pointer may point anywhere
define void @unknown_space(ptr %out, i64 %t) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %i = add i64 %k, %t
  %p = getelementptr inbounds float, ptr %out, i64 %i
  %v = load float, ptr %p, align 4
  %w = fmul float %v, 2.0
  store float %w, ptr %p, align 4
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 4
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

; x = x * C + in[k]: a serial chain of 17 multiplies (16 is the limit)
define ptx_kernel void @serial_chain(ptr %in, ptr %out) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %x = phi i32 [ 1, %entry ], [ %x.next, %loop ]
  %p = getelementptr inbounds i32, ptr %in, i64 %k
  %v = load i32, ptr %p, align 4
  %m = mul i32 %x, 2135587861
  %x.next = add i32 %m, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 17
  br i1 %more, label %loop, label %exit

exit:
  store i32 %x.next, ptr %out, align 4
  ret void
}

; the same chain 16 long
define ptx_kernel void @serial_chain_16(ptr %in, ptr %out) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %x = phi i32 [ 1, %entry ], [ %x.next, %loop ]
  %p = getelementptr inbounds i32, ptr %in, i64 %k
  %v = load i32, ptr %p, align 4
  %m = mul i32 %x, 2135587861
  %x.next = add i32 %m, %v
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 16
  br i1 %more, label %loop, label %exit

exit:
  store i32 %x.next, ptr %out, align 4
  ret void
}

; acc[j] += a[i] * b[j] with acc of 64 x 64 floats: a[] would be promoted,
; acc never can (16 KB)
define ptx_kernel void @unpromotable(ptr %out, i64 %i) {
entry:
  %acc = alloca [4096 x float], align 4
  %b = alloca [64 x float], align 4
  br label %loop

loop:
  %j = phi i64 [ 0, %entry ], [ %j.next, %loop ]
  %pb = getelementptr inbounds float, ptr %b, i64 %j
  %vb = load float, ptr %pb, align 4
  %row = mul i64 %i, 64
  %ai = add i64 %row, %j
  %pa = getelementptr inbounds float, ptr %acc, i64 %ai
  %va = load float, ptr %pa, align 4
  %s1 = fmul float %vb, %vb
  %s2 = fadd float %va, %s1
  %s3 = fmul float %s2, %vb
  %s4 = fadd float %s3, %s1
  %s5 = fmul float %s4, %s2
  %s6 = fadd float %s5, %s3
  %s7 = fmul float %s6, %s4
  %s8 = fadd float %s7, %s5
  %s9 = fmul float %s8, %s6
  %s10 = fadd float %s9, %s7
  %s11 = fmul float %s10, %s8
  %s12 = fadd float %s11, %s9
  %s13 = fmul float %s12, %s10
  %s14 = fadd float %s13, %s11
  %s15 = fmul float %s14, %s12
  %s16 = fadd float %s15, %s13
  %s17 = fmul float %s16, %s14
  %s18 = fadd float %s17, %s15
  %s19 = fmul float %s18, %s16
  %s20 = fadd float %s19, %s17
  store float %s20, ptr %pa, align 4
  %j.next = add nuw nsw i64 %j, 1
  %more = icmp ne i64 %j.next, 64
  br i1 %more, label %loop, label %exit

exit:
  %r = load float, ptr %acc, align 4
  store float %r, ptr %out, align 4
  ret void
}

; 8 shared loads a step: 3 + 4 x 8 = 35 registers expected
define ptx_kernel void @wide_walk(ptr %out, i64 %t) #0 {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %row = mul i64 %k, 64
  %i = add i64 %row, %t
  %p0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %i
  %v0 = load float, ptr addrspace(3) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 1
  %v1 = load float, ptr addrspace(3) %p1, align 4
  %p2 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 2
  %v2 = load float, ptr addrspace(3) %p2, align 4
  %p3 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 3
  %v3 = load float, ptr addrspace(3) %p3, align 4
  %p4 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 4
  %v4 = load float, ptr addrspace(3) %p4, align 4
  %p5 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 5
  %v5 = load float, ptr addrspace(3) %p5, align 4
  %p6 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 6
  %v6 = load float, ptr addrspace(3) %p6, align 4
  %p7 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 7
  %v7 = load float, ptr addrspace(3) %p7, align 4
  %a0 = fadd float %v0, %v1
  %a1 = fadd float %v2, %v3
  %a2 = fadd float %v4, %v5
  %a3 = fadd float %v6, %v7
  %b0 = fadd float %a0, %a1
  %b1 = fadd float %a2, %a3
  %c = fadd float %b0, %b1
  %sum.next = fadd float %sum, %c
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  store float %sum.next, ptr %out, align 4
  ret void
}

; the same under __launch_bounds__(1024, 2): 32 registers a thread at most
define ptx_kernel void @wide_walk_bounded(ptr %out, i64 %t) #1 {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %row = mul i64 %k, 64
  %i = add i64 %row, %t
  %p0 = getelementptr inbounds float, ptr addrspace(3) @As, i64 %i
  %v0 = load float, ptr addrspace(3) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 1
  %v1 = load float, ptr addrspace(3) %p1, align 4
  %p2 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 2
  %v2 = load float, ptr addrspace(3) %p2, align 4
  %p3 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 3
  %v3 = load float, ptr addrspace(3) %p3, align 4
  %p4 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 4
  %v4 = load float, ptr addrspace(3) %p4, align 4
  %p5 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 5
  %v5 = load float, ptr addrspace(3) %p5, align 4
  %p6 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 6
  %v6 = load float, ptr addrspace(3) %p6, align 4
  %p7 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 7
  %v7 = load float, ptr addrspace(3) %p7, align 4
  %a0 = fadd float %v0, %v1
  %a1 = fadd float %v2, %v3
  %a2 = fadd float %v4, %v5
  %a3 = fadd float %v6, %v7
  %b0 = fadd float %a0, %a1
  %b1 = fadd float %a2, %a3
  %c = fadd float %b0, %b1
  %sum.next = fadd float %sum, %c
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  store float %sum.next, ptr %out, align 4
  ret void
}

; a small loop over global memory with a barrier every step (a block-wide
; reduction tree written as a loop): rule (g) only, left to ptxas
define ptx_kernel void @barrier_small(ptr %in, ptr %out, i64 %t) {
entry:
  br label %loop

loop:
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %sum = phi float [ 0.0, %entry ], [ %sum.next, %loop ]
  %i = add i64 %k, %t
  %p = getelementptr inbounds float, ptr %in, i64 %i
  %v = load float, ptr %p, align 4
  %sum.next = fadd float %sum, %v
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 8
  br i1 %more, label %loop, label %exit

exit:
  store float %sum.next, ptr %out, align 4
  ret void
}

attributes #0 = { "nvvm.maxntid"="256" }
attributes #1 = { "nvvm.maxntid"="1024" "nvvm.minctasm"="2" }
