; -smemvec-inline=0 turns off both halves; a module for another target is
; never touched (the host half of a CUDA compile stays byte-identical).
; RUN: %opt -passes=verify -S %s -o %t.orig.ll
; RUN: %opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply)' -smemvec-inline=0 -S %s -o %t.off.ll
; RUN: diff %t.orig.ll %t.off.ll
; RUN: sed -e 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' -e '/datalayout/d' %s > %t.x86.ll
; RUN: %opt -passes=verify -S %t.x86.ll -o %t.x86.orig.ll
; RUN: %opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply)' -S %t.x86.ll -o %t.x86.out.ll
; RUN: diff %t.x86.orig.ll %t.x86.out.ll
; And on: the call is gone.
; RUN: %opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply)' -S %s | FileCheck %s
; CHECK-LABEL: define ptx_kernel void @k(
; CHECK-NOT:   call float @get
; CHECK:       ret void

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4

define float @get(ptr %p) {
  %a = load float, ptr %p, align 4
  ret float %a
}

define ptx_kernel void @k(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %p = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx
  %a = call float @get(ptr %p)
  store float %a, ptr %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
