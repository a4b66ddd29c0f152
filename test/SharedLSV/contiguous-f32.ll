; Eight contiguous floats become two 128-bit loads: never wider than TTI's
; 128 bits, and no worse than upstream on a contiguous chain.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: llc %loadplugin -mcpu=sm_90 %s -o %t.on.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-lsv=0 %s -o %t.off.ptx
; RUN: %ptxcount %t.on.ptx --le %t.off.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.on.ptx
; RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [8 x float] undef, align 16

; Row of eight floats.
; CHECK-LABEL: @eight_floats(
; CHECK-COUNT-2: load <4 x i32>
; CHECK-NOT: load <8 x
; CHECK-NOT: load float
; PTX-LABEL: eight_floats(
; PTX-COUNT-2: ld.shared.v4.b32
; PTX-NOT: ld.shared
define ptx_kernel void @eight_floats(ptr addrspace(1) %out) {
  %v0 = load float, ptr addrspace(3) @g, align 16
  %s = fadd float %v0, 0.0
  %p1 = getelementptr inbounds float, ptr addrspace(3) @g, i64 1
  %v1 = load float, ptr addrspace(3) %p1, align 4
  %s1 = fadd float %s, %v1
  %p2 = getelementptr inbounds float, ptr addrspace(3) @g, i64 2
  %v2 = load float, ptr addrspace(3) %p2, align 4
  %s2 = fadd float %s1, %v2
  %p3 = getelementptr inbounds float, ptr addrspace(3) @g, i64 3
  %v3 = load float, ptr addrspace(3) %p3, align 4
  %s3 = fadd float %s2, %v3
  %p4 = getelementptr inbounds float, ptr addrspace(3) @g, i64 4
  %v4 = load float, ptr addrspace(3) %p4, align 4
  %s4 = fadd float %s3, %v4
  %p5 = getelementptr inbounds float, ptr addrspace(3) @g, i64 5
  %v5 = load float, ptr addrspace(3) %p5, align 4
  %s5 = fadd float %s4, %v5
  %p6 = getelementptr inbounds float, ptr addrspace(3) @g, i64 6
  %v6 = load float, ptr addrspace(3) %p6, align 4
  %s6 = fadd float %s5, %v6
  %p7 = getelementptr inbounds float, ptr addrspace(3) @g, i64 7
  %v7 = load float, ptr addrspace(3) %p7, align 4
  %s7 = fadd float %s6, %v7
  store float %s7, ptr addrspace(1) %out, align 4
  ret void
}
