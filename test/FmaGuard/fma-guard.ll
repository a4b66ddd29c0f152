; smemvec-fma-guard: an fmul whose product a contractable fadd/fsub of its
; block uses, that another block uses too, and whose two factors end in its
; block, gets `%p.fenced = call @llvm.arithmetic.fence(%p)` right after it;
; the contractable adds of the block use the fenced value, every other user
; keeps %p. Left alone: a product with one add user (the ordinary fma), a
; product whose other users are all in its block, adds without `contract`,
; a factor live beyond the block, a product only stored, a non-NVPTX module,
; and everything with the kill switch.
; RUN: opt %loadplugin -passes=smemvec-fma-guard -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-fma-guard -pass-remarks=smemvec-fma-guard -pass-remarks-missed=smemvec-fma-guard -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
; RUN: opt %loadplugin -passes=smemvec-fma-guard -smemvec-fma-guard=0 -S %s | FileCheck %s --check-prefix=OFF --implicit-check-not=arithmetic.fence
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s | opt %loadplugin -passes=smemvec-fma-guard -S | FileCheck %s --check-prefix=OFF --implicit-check-not=arithmetic.fence
;
; PTX under clang's contraction mode (llc -fp-contract=fast): the fenced
; product is one mul and an add (the fence itself prints as a mov and a
; comment; ptxas drops the mov); stock and the kill switch compute the product twice, as a
; mul for the late block and inside the fma of the add.
; RUN: llc -O3 -mcpu=sm_90 -fp-contract=fast %loadplugin %s -o %t.on.ptx
; RUN: llc -O3 -mcpu=sm_90 -fp-contract=fast %loadplugin -smemvec-fma-guard=0 %s -o %t.off.ptx
; RUN: llc -O3 -mcpu=sm_90 -fp-contract=fast %s -o %t.stock.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.on.ptx
; RUN: FileCheck %s --check-prefix=STOCK < %t.off.ptx
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
; Under llc's default mode a flagless multiply is never contracted: the
; remark says so, and nothing is fenced there.
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -pass-remarks-missed=smemvec-fma-guard %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=STANDARD
; RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.stock.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare float @llvm.nvvm.ex2.approx.ftz.f32(float)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)

; The softmax shape, as libdevice's expf leaves it: e = ex2(t) * 2^k (a
; flagless multiply), sum += e (clang's contract add), a warp reduction of
; the sum, then e / sum in the last block.
; CHECK-LABEL: define ptx_kernel void @softmax_shape(
; CHECK:         %ex2 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %t)
; CHECK-NEXT:    %e = fmul float %ex2, %scale
; CHECK-NEXT:    %e.fenced = call float @llvm.arithmetic.fence.f32(float %e)
; CHECK-NEXT:    %sum = fadd contract float %e.fenced, %bias
; CHECK-NEXT:    br label %reduce
; CHECK:       done:
; CHECK-NEXT:    %total = phi float [ %acc.next, %reduce ]
; CHECK-NEXT:    %y = fdiv float %e, %total
; PTX-LABEL: .entry softmax_shape
; PTX:         ex2.approx.ftz.f32 [[X:%r[0-9]+]],
; PTX-NEXT:    mul.f32 [[E:%r[0-9]+]], [[X]], {{%r[0-9]+}};
; PTX-NEXT:    mov.b32 [[F:%r[0-9]+]], [[E]];
; PTX-NEXT:    //ARITH_FENCE
; PTX-NEXT:    add.f32 {{%r[0-9]+}}, [[F]], {{%r[0-9]+}};
; PTX-NOT:     mul.f32
; PTX-NOT:     fma.rn.f32
; PTX:         div.rn.f32 {{%r[0-9]+}}, [[E]],
; STOCK-LABEL: .entry softmax_shape
; STOCK:       ex2.approx.ftz.f32 [[X:%r[0-9]+]],
; STOCK-NEXT:  mul.f32 [[E:%r[0-9]+]], [[X]], [[S:%r[0-9]+]];
; STOCK-NEXT:  fma.rn.f32 {{%r[0-9]+}}, [[X]], [[S]],
; STOCK:       shfl.sync.bfly
; STOCK:       div.rn.f32 {{%r[0-9]+}}, [[E]],
; STOCK-LABEL: .entry single_add
define ptx_kernel void @softmax_shape(ptr addrspace(1) %in, ptr addrspace(1) %out, float %bias, i32 %n) {
entry:
  %x = load float, ptr addrspace(1) %in, align 4
  %t = fmul float %x, 0x3FF7154760000000
  %k = fptosi float %x to i32
  %kbits = shl i32 %k, 23
  %scale = bitcast i32 %kbits to float
  %ex2 = call float @llvm.nvvm.ex2.approx.ftz.f32(float %t)
  %e = fmul float %ex2, %scale
  %sum = fadd contract float %e, %bias
  br label %reduce
reduce:
  %i = phi i32 [ 16, %entry ], [ %i.next, %reduce ]
  %acc = phi float [ %sum, %entry ], [ %acc.next, %reduce ]
  %other = call float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %acc, i32 %i, i32 31)
  %acc.next = fadd contract float %acc, %other
  %i.next = lshr i32 %i, 1
  %more = icmp ne i32 %i.next, 0
  br i1 %more, label %reduce, label %done
done:
  %total = phi float [ %acc.next, %reduce ]
  %y = fdiv float %e, %total
  store float %y, ptr addrspace(1) %out, align 4
  ret void
}

; One add user: the ordinary fma, untouched (no remark: every fma is this).
; CHECK-LABEL: define ptx_kernel void @single_add(
; CHECK-NEXT:    %a = load float, ptr addrspace(1) %in, align 4
; CHECK-NEXT:    %b = fadd float %a, 1.000000e+00
; CHECK-NEXT:    %p = fmul contract float %a, %b
; CHECK-NEXT:    %s = fadd contract float %p, %c
; CHECK-NEXT:    store float %s, ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
; PTX-LABEL: .entry single_add
; PTX:         fma.rn.f32
define ptx_kernel void @single_add(ptr addrspace(1) %in, ptr addrspace(1) %out, float %c) {
  %a = load float, ptr addrspace(1) %in, align 4
  %b = fadd float %a, 1.0
  %p = fmul contract float %a, %b
  %s = fadd contract float %p, %c
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; The other users are in the same block: nothing lives across a block.
; CHECK-LABEL: define ptx_kernel void @same_block(
; CHECK-NEXT:    %a = load float, ptr addrspace(1) %in, align 4
; CHECK-NEXT:    %b = fadd float %a, 1.000000e+00
; CHECK-NEXT:    %p = fmul contract float %a, %b
; CHECK-NEXT:    %s = fadd contract float %p, %c
; CHECK-NEXT:    %d = fdiv float %p, %s
; CHECK-NEXT:    store float %p, ptr addrspace(1) %in, align 4
; CHECK-NEXT:    store float %d, ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @same_block(ptr addrspace(1) %in, ptr addrspace(1) %out, float %c) {
  %a = load float, ptr addrspace(1) %in, align 4
  %b = fadd float %a, 1.0
  %p = fmul contract float %a, %b
  %s = fadd contract float %p, %c
  %d = fdiv float %p, %s
  store float %p, ptr addrspace(1) %in, align 4
  store float %d, ptr addrspace(1) %out, align 4
  ret void
}

; No contract flag anywhere (-ffp-contract=off or on): not contracted, left.
; CHECK-LABEL: define ptx_kernel void @no_contract(
; CHECK-NOT:     arithmetic.fence
; CHECK:         %s = fadd float %p, %c
; CHECK-LABEL: define ptx_kernel void @factor_live(
define ptx_kernel void @no_contract(ptr addrspace(1) %in, ptr addrspace(1) %out, float %c, i1 %late) {
entry:
  %a = load float, ptr addrspace(1) %in, align 4
  %b = fadd float %a, 1.0
  %p = fmul float %a, %b
  %s = fadd float %p, %c
  store float %s, ptr addrspace(1) %out, align 4
  br i1 %late, label %use, label %exit
use:
  store float %p, ptr addrspace(1) %in, align 4
  br label %exit
exit:
  ret void
}

; A factor (%a) is used in the late block too: the multiply sunk there
; needs nothing that is not live already.
; CHECK-NOT:     arithmetic.fence
; CHECK:         %s = fadd contract float %p, %c
; CHECK-LABEL: define ptx_kernel void @stored_only(
define ptx_kernel void @factor_live(ptr addrspace(1) %in, ptr addrspace(1) %out, float %c, i1 %late) {
entry:
  %a = load float, ptr addrspace(1) %in, align 4
  %b = fadd float %a, 1.0
  %p = fmul contract float %a, %b
  %s = fadd contract float %p, %c
  store float %s, ptr addrspace(1) %out, align 4
  br i1 %late, label %use, label %exit
use:
  %out1 = getelementptr inbounds float, ptr addrspace(1) %out, i64 1
  store float %p, ptr addrspace(1) %in, align 4
  store float %a, ptr addrspace(1) %out1, align 4
  br label %exit
exit:
  ret void
}

; A product only stored, here and in another block: no add, no candidate.
; CHECK-NOT:     arithmetic.fence
; CHECK:         ret void
define ptx_kernel void @stored_only(ptr addrspace(1) %in, ptr addrspace(1) %out, i1 %late) {
entry:
  %a = load float, ptr addrspace(1) %in, align 4
  %b = fadd float %a, 1.0
  %p = fmul contract float %a, %b
  store float %p, ptr addrspace(1) %out, align 4
  br i1 %late, label %use, label %exit
use:
  store float %p, ptr addrspace(1) %in, align 4
  br label %exit
exit:
  ret void
}

; REMARK: remark: <unknown>:0:0: kept the multiply out of 1 fma(s): the product has 1 use(s) in other blocks
; REMARK: remark: <unknown>:0:0: left the multiply to fuse: no add of its block may be contracted (adds 0, uses elsewhere 1, factors ending in the block 2)
; REMARK: remark: <unknown>:0:0: left the multiply to fuse: a factor is live beyond its block anyway (adds 1, uses elsewhere 1, factors ending in the block 1)

; STANDARD: remark: <unknown>:0:0: left the multiply to fuse: the multiply may not be contracted (adds 1, uses elsewhere 1, factors ending in the block 2)
; STANDARD: remark: <unknown>:0:0: left the multiply to fuse: no add of its block may be contracted (adds 0, uses elsewhere 1, factors ending in the block 2)
; STANDARD: remark: <unknown>:0:0: left the multiply to fuse: a factor is live beyond its block anyway (adds 1, uses elsewhere 1, factors ending in the block 1)

; OFF-LABEL: define ptx_kernel void @softmax_shape(
; OFF:         %sum = fadd contract float %e, %bias
