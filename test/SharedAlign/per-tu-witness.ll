; clang 22 gives an instantiated template kernel external linkage in a per-TU
; device compile and weak_odr/linkonce_odr under -fgpu-rdc (diffed on the
; same source). A module with such a kernel is a per-TU compile: no other TU
; can supply another copy of an ODR shared global, so all are raised, also a
; template device function's that a non-kernel uses.
; RUN: opt %loadplugin -passes=smemvec-align -S %s -pass-remarks-analysis=smemvec-align -o - 2> %t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; Without the witness (the kernel weak_odr, as under -fgpu-rdc): left alone.
; RUN: sed -e 's/^define ptx_kernel/define weak_odr ptx_kernel/' %s | opt %loadplugin -passes=smemvec-align -S | FileCheck %s --check-prefix=RDC

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_Z2tkILi8EEvPf = comdat any
$_ZZ6calleeILi8EEfvE3buf = comdat any

; CHECK: @_ZZ6calleeILi8EEfvE3buf = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 16
; RDC: @_ZZ6calleeILi8EEfvE3buf = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 4
@_ZZ6calleeILi8EEfvE3buf = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 4

; REMARK: remark: <unknown>:0:0: per-TU device compile (template kernel '_Z2tkILi8EEvPf' has external linkage, as clang gives it without -fgpu-rdc): linkonce_odr/weak_odr shared globals are raised
define ptx_kernel void @_Z2tkILi8EEvPf(ptr addrspace(1) %out) comdat {
  %v = call float @_Z6calleeILi8EEfv()
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: define linkonce_odr float @_Z6calleeILi8EEfv(
; CHECK: load float, ptr addrspace(3) %p, align 16
; RDC-LABEL: define linkonce_odr float @_Z6calleeILi8EEfv(
; RDC: load float, ptr addrspace(3) %p, align 4
define linkonce_odr float @_Z6calleeILi8EEfv() {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %tid, 2
  %p = getelementptr inbounds float, ptr addrspace(3) @_ZZ6calleeILi8EEfvE3buf, i32 %i
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p, i32 1
  %a = load float, ptr addrspace(3) %p, align 4
  %b = load float, ptr addrspace(3) %p1, align 4
  %s = fadd float %a, %b
  ret float %s
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
