; A store that may alias (same array, unknown index) between two loads of
; that array keeps them apart: the second load stays after the store. A
; store to a different array between them does not: those loads are
; clustered (the control). A generic (flat) store or a shared atomic between
; them keeps them apart too; a global store does not.
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin \
; RUN:   -smemvec-align=0 -disable-nvptx-load-store-vectorizer \
; RUN:   -verify-machineinstrs -verify-misched %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

@a = internal addrspace(3) global [8 x float] undef, align 4
@b = internal addrspace(3) global [8 x float] undef, align 4

; CHECK-LABEL: .entry aliasing_store_between
; CHECK:      ld.shared.b32 {{%r[0-9]+}}, [a];
; CHECK-NOT:  ld.shared
; CHECK:      st.shared.b32 [{{%rd[0-9]+}}], {{%r[0-9]+}};
; CHECK:      ld.shared.b32 {{%r[0-9]+}}, [a+4];
define ptx_kernel void @aliasing_store_between(ptr addrspace(1) %out, i32 %k) {
  %a0 = load float, ptr addrspace(3) @a, align 4
  %x = fmul float %a0, 2.0
  %pk = getelementptr inbounds float, ptr addrspace(3) @a, i32 %k
  store float %x, ptr addrspace(3) %pk, align 4
  %a1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 4), align 4
  %s = fadd float %x, %a1
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: .entry other_array_store_between
; CHECK:      ld.shared.b32 {{%r[0-9]+}}, [a];
; CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+4];
; CHECK:      st.shared.b32 [{{%rd[0-9]+}}], {{%r[0-9]+}};
define ptx_kernel void @other_array_store_between(ptr addrspace(1) %out, i32 %k) {
  %a0 = load float, ptr addrspace(3) @a, align 4
  %x = fmul float %a0, 2.0
  %pk = getelementptr inbounds float, ptr addrspace(3) @b, i32 %k
  store float %x, ptr addrspace(3) %pk, align 4
  %a1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 4), align 4
  %s = fadd float %x, %a1
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; A store through a generic pointer may write shared memory (a device
; function's pointer parameter stays generic).
; CHECK-LABEL: .func generic_store_between
; CHECK:      ld.shared.b32 {{%r[0-9]+}}, [a];
; CHECK-NOT:  ld.shared
; CHECK:      st.b32 [{{%rd[0-9]+}}], {{%r[0-9]+}};
; CHECK:      ld.shared.b32 {{%r[0-9]+}}, [a+4];
define void @generic_store_between(ptr addrspace(1) %out, ptr %p) {
  %a0 = load float, ptr addrspace(3) @a, align 4
  %x = fmul float %a0, 2.0
  store float %x, ptr %p, align 4
  %a1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 4), align 4
  %s = fadd float %x, %a1
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; A global store cannot touch shared memory: the loads cluster across it
; (a kernel's pointer parameters are global).
; CHECK-LABEL: .entry global_store_between
; CHECK:      ld.shared.b32 {{%r[0-9]+}}, [a];
; CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+4];
; CHECK:      st.global.b32
define ptx_kernel void @global_store_between(ptr addrspace(1) %out, ptr %p) {
  %a0 = load float, ptr addrspace(3) @a, align 4
  %x = fmul float %a0, 2.0
  store float %x, ptr %p, align 4
  %a1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 4), align 4
  %s = fadd float %x, %a1
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; CHECK-LABEL: .entry atomic_between
; CHECK:      ld.shared.b32 {{%r[0-9]+}}, [a];
; CHECK-NOT:  ld.shared
; CHECK:      atom.shared.add.f32
; CHECK:      ld.shared.b32 {{%r[0-9]+}}, [a+4];
define ptx_kernel void @atomic_between(ptr addrspace(1) %out) {
  %a0 = load float, ptr addrspace(3) @a, align 4
  %x = fmul float %a0, 2.0
  %old = atomicrmw fadd ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @b, i64 8), float %x monotonic, align 4
  %a1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 4), align 4
  %s = fadd float %old, %a1
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
