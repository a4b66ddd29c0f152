; A callee that reads a shared global itself, without a pointer argument, is
; not a reason to inline or clone: infer-address-spaces already makes its
; accesses ld.shared inside the .func (checked below through llc).
; RUN: %opt -passes=verify -S %s -o %t.orig.ll
; RUN: %opt %loadplugin -passes=smemvec-inline -pass-remarks=smemvec-inline -pass-remarks-missed=smemvec-inline -S %s -o %t.out.ll 2>%t.remarks
; RUN: diff %t.orig.ll %t.out.ll
; RUN: FileCheck %s --check-prefix=REMARK --allow-empty < %t.remarks
; REMARK-NOT: remark
; RUN: %llc %loadplugin -mcpu=sm_90 %t.out.ll -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
; CHECK-LABEL: .func  (.param .b32 func_retval0) read_tile(
; CHECK:       ld.shared.b32
; CHECK-LABEL: .entry k(
; CHECK:       call.uni (retval0), read_tile,

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4

define internal float @read_tile(i64 %i) noinline {
  %p = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %i
  %a = load float, ptr %p, align 4
  ret float %a
}

define ptx_kernel void @k(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %a = call float @read_tile(i64 %idx)
  store float %a, ptr %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
