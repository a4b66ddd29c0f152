; Volatile shared loads are never clustered or reordered: the output equals
; the output with clustering switched off, loads still interleaved. The
; non-volatile twin next to it is clustered (the control).
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin \
; RUN:   -smemvec-align=0 -disable-nvptx-load-store-vectorizer \
; RUN:   -verify-machineinstrs -verify-misched %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

@a = internal addrspace(3) global [8 x float] undef, align 4
@b = internal addrspace(3) global [8 x float] undef, align 4

; CHECK-LABEL: .entry volatile_pairs
; CHECK:      ld.volatile.shared.b32 {{%r[0-9]+}}, [a];
; CHECK-NEXT: ld.volatile.shared.b32 {{%r[0-9]+}}, [b];
; CHECK-NEXT: mul.rn.f32
; CHECK-NEXT: ld.volatile.shared.b32 {{%r[0-9]+}}, [a+4];
; CHECK-NEXT: ld.volatile.shared.b32 {{%r[0-9]+}}, [b+4];
define ptx_kernel void @volatile_pairs(ptr addrspace(1) %out) {
  %a0 = load volatile float, ptr addrspace(3) @a, align 4
  %b0 = load volatile float, ptr addrspace(3) @b, align 4
  %p0 = fmul float %a0, %b0
  %a1 = load volatile float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 4), align 4
  %b1 = load volatile float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @b, i64 4), align 4
  %p1 = fmul float %a1, %b1
  %s = fadd float %p0, %p1
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: .entry plain_pairs
; CHECK:      ld.shared.b32 {{%r[0-9]+}}, [a];
; CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+4];
; CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b];
; CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b+4];
define ptx_kernel void @plain_pairs(ptr addrspace(1) %out) {
  %a0 = load float, ptr addrspace(3) @a, align 4
  %b0 = load float, ptr addrspace(3) @b, align 4
  %p0 = fmul float %a0, %b0
  %a1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 4), align 4
  %b1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @b, i64 4), align 4
  %p1 = fmul float %a1, %b1
  %s = fadd float %p0, %p1
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
