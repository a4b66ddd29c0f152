; Minimal scheduling keeps the incoming order where there is nothing to
; cluster: a kernel without shared memory, and one whose shared loads cannot
; be clustered (one per array), compile byte for byte as with stock llc.
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   -disable-nvptx-load-store-vectorizer %s -o %t.stock.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -verify-machineinstrs -verify-misched \
; RUN:   %s -o %t.minimal.ptx
; RUN: diff %t.stock.ptx %t.minimal.ptx
; RUN: FileCheck %s < %t.minimal.ptx
; RUN: %if ptxas %{ %ptxas %t.minimal.ptx -o /dev/null %}

@a = internal addrspace(3) global [8 x float] undef, align 4
@b = internal addrspace(3) global [8 x float] undef, align 4

; CHECK-LABEL: .entry saxpy
; CHECK-LABEL: .entry one_load_per_array
define ptx_kernel void @saxpy(ptr addrspace(1) %x, ptr addrspace(1) %y, float %s) {
  %x0 = load float, ptr addrspace(1) %x, align 4
  %y0 = load float, ptr addrspace(1) %y, align 4
  %r0 = call float @llvm.fma.f32(float %s, float %x0, float %y0)
  store float %r0, ptr addrspace(1) %y, align 4
  %xp = getelementptr inbounds i8, ptr addrspace(1) %x, i64 4
  %yp = getelementptr inbounds i8, ptr addrspace(1) %y, i64 4
  %x1 = load float, ptr addrspace(1) %xp, align 4
  %y1 = load float, ptr addrspace(1) %yp, align 4
  %r1 = call float @llvm.fma.f32(float %s, float %x1, float %y1)
  store float %r1, ptr addrspace(1) %yp, align 4
  ret void
}

define ptx_kernel void @one_load_per_array(ptr addrspace(1) %out) {
  %a0 = load float, ptr addrspace(3) @a, align 4
  %x = fmul float %a0, 3.0
  %b0 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @b, i64 4), align 4
  %s = fadd float %x, %b0
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

declare float @llvm.fma.f32(float, float, float)
