; The launch bounds' register cap is a budget inside smemvec-unroll's
; decision (issue 31 item 3, issue 32): a full unroll whose predicted
; function estimate passes the registers __launch_bounds__ allows is not
; requested (ptxas would spill where stock clang, leaving the loop rolled,
; does not), and the count of a partial shared walk is sized with the same
; limit the guard uses. Before, the count came from
; -smemvec-unroll-max-registers (128): @walk16_bounded1024 got a count of 4
; whose estimate, 67, is past its own cap of 64.
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; -smemvec-max-registers is the same budget, for loops over private arrays
; only (it used to be a take-back in the launch check's wrapper).
; RUN: opt %loadplugin -passes='loop(smemvec-unroll)' -smemvec-max-registers=100 -pass-remarks=smemvec-unroll -pass-remarks-missed=smemvec-unroll -disable-output %s 2>&1 | FileCheck %s --check-prefix=OPTCAP
; In the O3 pipeline the launch check has nothing to warn about in the
; kernels with launch bounds: no decision it could see past their cap was
; taken. It still warns about the unbounded tile (a block of more than 512
; threads no longer launches), which only -smemvec-max-registers caps.
; RUN: opt %loadplugin -passes='default<O3>' -S %s -o %t.o3.ll 2>&1 | FileCheck %s --check-prefix=O3
; O3-NOT: smemvec: warning: kernel '{{walk16_bounded1024|tile128_bounded256x2|tile64_bounded256x2}}'
; O3: smemvec: warning: kernel 'tile128_unbounded': {{.*}} a block of more than 512 threads will not launch
; O3-NOT: smemvec: warning
; RUN: llc -mcpu=sm_90 %t.o3.ll -o %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@as = internal addrspace(3) global [4096 x float] undef, align 4

; 32 steps of 16 shared loads (a float each, rows 64 apart), 3 carried:
; a full unroll is estimated 3 + 4 x 16 = 67 registers, past the 64 that
; __launch_bounds__(1024) allows: unrolled by 2 (3 + 2 x 16 = 35; a count
; of 4 would be 67 again).
; CHECK-LABEL: define ptx_kernel void @walk16_bounded1024(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[BY2:![0-9]+]]
; REMARK: remark: <unknown>:0:0: unrolling loop by 2 (trip count 32, register estimate of a full unroll 67 > 64): shared stride
define ptx_kernel void @walk16_bounded1024(ptr addrspace(1) %out, i64 %r) #0 {
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
  %p8 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 512
  %v8 = load float, ptr addrspace(3) %p8, align 4
  %p9 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 576
  %v9 = load float, ptr addrspace(3) %p9, align 4
  %p10 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 640
  %v10 = load float, ptr addrspace(3) %p10, align 4
  %p11 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 704
  %v11 = load float, ptr addrspace(3) %p11, align 4
  %p12 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 768
  %v12 = load float, ptr addrspace(3) %p12, align 4
  %p13 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 832
  %v13 = load float, ptr addrspace(3) %p13, align 4
  %p14 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 896
  %v14 = load float, ptr addrspace(3) %p14, align 4
  %p15 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 960
  %v15 = load float, ptr addrspace(3) %p15, align 4
  %t0 = fadd float %v0, %v1
  %t1 = fadd float %v2, %v3
  %t2 = fadd float %v4, %v5
  %t3 = fadd float %v6, %v7
  %t4 = fadd float %v8, %v9
  %t5 = fadd float %v10, %v11
  %t6 = fadd float %v12, %v13
  %t7 = fadd float %v14, %v15
  %t8 = fadd float %t0, %t1
  %t9 = fadd float %t2, %t3
  %t10 = fadd float %t4, %t5
  %t11 = fadd float %t6, %t7
  %t12 = fadd float %t8, %t9
  %t13 = fadd float %t10, %t11
  %t14 = fadd float %t12, %t13
  %s.next = fadd float %s, %t14
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 32
  br i1 %more, label %loop, label %exit

exit:
  store float %s.next, ptr addrspace(1) %out, align 4
  ret void
}

; The same walk without launch bounds: 67 <= 128, fully unrolled.
; CHECK-LABEL: define ptx_kernel void @walk16_unbounded(
; CHECK:       br i1 %more, label %loop, label %exit, !llvm.loop [[FULL1:![0-9]+]]
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 32, 1728 instructions): shared stride
define ptx_kernel void @walk16_unbounded(ptr addrspace(1) %out, i64 %r) {
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
  %p8 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 512
  %v8 = load float, ptr addrspace(3) %p8, align 4
  %p9 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 576
  %v9 = load float, ptr addrspace(3) %p9, align 4
  %p10 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 640
  %v10 = load float, ptr addrspace(3) %p10, align 4
  %p11 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 704
  %v11 = load float, ptr addrspace(3) %p11, align 4
  %p12 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 768
  %v12 = load float, ptr addrspace(3) %p12, align 4
  %p13 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 832
  %v13 = load float, ptr addrspace(3) %p13, align 4
  %p14 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 896
  %v14 = load float, ptr addrspace(3) %p14, align 4
  %p15 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 960
  %v15 = load float, ptr addrspace(3) %p15, align 4
  %t0 = fadd float %v0, %v1
  %t1 = fadd float %v2, %v3
  %t2 = fadd float %v4, %v5
  %t3 = fadd float %v6, %v7
  %t4 = fadd float %v8, %v9
  %t5 = fadd float %v10, %v11
  %t6 = fadd float %v12, %v13
  %t7 = fadd float %v14, %v15
  %t8 = fadd float %t0, %t1
  %t9 = fadd float %t2, %t3
  %t10 = fadd float %t4, %t5
  %t11 = fadd float %t6, %t7
  %t12 = fadd float %t8, %t9
  %t13 = fadd float %t10, %t11
  %t14 = fadd float %t12, %t13
  %s.next = fadd float %s, %t14
  %k.next = add nuw nsw i64 %k, 1
  %more = icmp ne i64 %k.next, 32
  br i1 %more, label %loop, label %exit

exit:
  store float %s.next, ptr addrspace(1) %out, align 4
  ret void
}

; A 128-float private array (a 16x8 tile) under __launch_bounds__(256, 2):
; promoted to registers it takes the function to 133 > 128: neither loop
; over it is unrolled, it stays in local memory as with stock clang.
; CHECK-LABEL: define ptx_kernel void @tile128_bounded256x2(
; CHECK:       br i1 %more, label %init, label %sum.preheader{{$}}
; CHECK:       br i1 %more2, label %sum, label %exit{{$}}
; REMARK: remark: <unknown>:0:0: loop left rolled: launch-bounds register cap (predicted 133 > 128 registers of __launch_bounds__(256, 2): ptxas would spill)
; REMARK: remark: <unknown>:0:0: loop left rolled: launch-bounds register cap (predicted 133 > 128 registers of __launch_bounds__(256, 2): ptxas would spill)
; OPTCAP: remark: <unknown>:0:0: unrolling loop by 2 (trip count 32, register estimate of a full unroll 67 > 64): shared stride
; OPTCAP: remark: <unknown>:0:0: fully unrolling loop (trip count 32, 1728 instructions): shared stride
; OPTCAP: remark: <unknown>:0:0: loop left rolled: launch-bounds register cap (predicted 133 > 128 registers of __launch_bounds__(256, 2): ptxas would spill)
; OPTCAP: remark: <unknown>:0:0: loop left rolled: launch-bounds register cap (predicted 133 > 128 registers of __launch_bounds__(256, 2): ptxas would spill)
define ptx_kernel void @tile128_bounded256x2(ptr addrspace(1) %out, float %x) #1 {
entry:
  %tile = alloca [128 x float], align 4
  br label %init

init:
  %i = phi i64 [ 0, %entry ], [ %i.next, %init ]
  %fi = uitofp i64 %i to float
  %v = fmul float %fi, %x
  %p = getelementptr inbounds float, ptr %tile, i64 %i
  store float %v, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %i.next, 128
  br i1 %more, label %init, label %sum

sum:
  %j = phi i64 [ 0, %init ], [ %j.next, %sum ]
  %s = phi float [ 0.0, %init ], [ %s.next, %sum ]
  %q = getelementptr inbounds float, ptr %tile, i64 %j
  %w = load float, ptr %q, align 4
  %s.next = fadd float %s, %w
  %j.next = add nuw nsw i64 %j, 1
  %more2 = icmp ne i64 %j.next, 128
  br i1 %more2, label %sum, label %exit

exit:
  store float %s.next, ptr addrspace(1) %out, align 4
  ret void
}

; 64 floats (an 8x8 tile) fit the same cap (69 <= 128): unrolled, as stock
; clang's own unroller would too.
; CHECK-LABEL: define ptx_kernel void @tile64_bounded256x2(
; CHECK:       br i1 %more, label %init, label %sum.preheader, !llvm.loop [[FULL2:![0-9]+]]
; CHECK:       br i1 %more2, label %sum, label %exit, !llvm.loop [[FULL3:![0-9]+]]
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 64, 512 instructions): private array
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 64, 512 instructions): private array
; OPTCAP: remark: <unknown>:0:0: fully unrolling loop (trip count 64, 512 instructions): private array
; OPTCAP: remark: <unknown>:0:0: fully unrolling loop (trip count 64, 512 instructions): private array
define ptx_kernel void @tile64_bounded256x2(ptr addrspace(1) %out, float %x) #1 {
entry:
  %tile = alloca [64 x float], align 4
  br label %init

init:
  %i = phi i64 [ 0, %entry ], [ %i.next, %init ]
  %fi = uitofp i64 %i to float
  %v = fmul float %fi, %x
  %p = getelementptr inbounds float, ptr %tile, i64 %i
  store float %v, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %i.next, 64
  br i1 %more, label %init, label %sum

sum:
  %j = phi i64 [ 0, %init ], [ %j.next, %sum ]
  %s = phi float [ 0.0, %init ], [ %s.next, %sum ]
  %q = getelementptr inbounds float, ptr %tile, i64 %j
  %w = load float, ptr %q, align 4
  %s.next = fadd float %s, %w
  %j.next = add nuw nsw i64 %j, 1
  %more2 = icmp ne i64 %j.next, 64
  br i1 %more2, label %sum, label %exit

exit:
  store float %s.next, ptr addrspace(1) %out, align 4
  ret void
}

; Without launch bounds nothing caps the 128-float array; with
; -smemvec-max-registers=100 the same prediction keeps it rolled.
; CHECK-LABEL: define ptx_kernel void @tile128_unbounded(
; CHECK:       br i1 %more, label %init, label %sum.preheader, !llvm.loop [[FULL4:![0-9]+]]
; CHECK:       br i1 %more2, label %sum, label %exit, !llvm.loop [[FULL5:![0-9]+]]
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 128, 1024 instructions): private array
; REMARK: remark: <unknown>:0:0: fully unrolling loop (trip count 128, 1024 instructions): private array
; OPTCAP: remark: <unknown>:0:0: loop left rolled: register cap (predicted 133 > -smemvec-max-registers=100)
; OPTCAP: remark: <unknown>:0:0: loop left rolled: register cap (predicted 133 > -smemvec-max-registers=100)
; CHECK:       [[BY2]] = distinct !{[[BY2]], [[CMARK:![0-9]+]], [[COUNT2:![0-9]+]]}
; CHECK:       [[CMARK]] = !{!"smemvec.unroll.count"}
; CHECK:       [[COUNT2]] = !{!"llvm.loop.unroll.count", i32 2}
; CHECK:       [[FULL1]] = distinct !{[[FULL1]], [[UFULL:![0-9]+]], [[FMARK:![0-9]+]]}
; CHECK:       [[UFULL]] = !{!"llvm.loop.unroll.full"}
; CHECK:       [[FMARK]] = !{!"smemvec.unroll.full"}
; CHECK:       [[FULL2]] = distinct !{[[FULL2]], [[UFULL]], [[FMARK]]}
; CHECK:       [[FULL3]] = distinct !{[[FULL3]], [[UFULL]], [[FMARK]]}
; CHECK:       [[FULL4]] = distinct !{[[FULL4]], [[UFULL]], [[FMARK]]}
; CHECK:       [[FULL5]] = distinct !{[[FULL5]], [[UFULL]], [[FMARK]]}
; CHECK-NOT:   !{{[0-9]+}} = distinct
define ptx_kernel void @tile128_unbounded(ptr addrspace(1) %out, float %x) {
entry:
  %tile = alloca [128 x float], align 4
  br label %init

init:
  %i = phi i64 [ 0, %entry ], [ %i.next, %init ]
  %fi = uitofp i64 %i to float
  %v = fmul float %fi, %x
  %p = getelementptr inbounds float, ptr %tile, i64 %i
  store float %v, ptr %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %more = icmp ne i64 %i.next, 128
  br i1 %more, label %init, label %sum

sum:
  %j = phi i64 [ 0, %init ], [ %j.next, %sum ]
  %s = phi float [ 0.0, %init ], [ %s.next, %sum ]
  %q = getelementptr inbounds float, ptr %tile, i64 %j
  %w = load float, ptr %q, align 4
  %s.next = fadd float %s, %w
  %j.next = add nuw nsw i64 %j, 1
  %more2 = icmp ne i64 %j.next, 128
  br i1 %more2, label %sum, label %exit

exit:
  store float %s.next, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "nvvm.maxntid"="1024" }
attributes #1 = { "nvvm.maxntid"="256" "nvvm.minctasm"="2" }
