; Loads of one array on both sides of __syncthreads() are never clustered
; across it: each side keeps its order around the barrier. The loads on each
; side are still clustered among themselves.
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin \
; RUN:   -smemvec-align=0 -disable-nvptx-load-store-vectorizer \
; RUN:   -verify-machineinstrs -verify-misched %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

@a = internal addrspace(3) global [8 x float] undef, align 4
@b = internal addrspace(3) global [8 x float] undef, align 4

; CHECK-LABEL: .entry split_by_barrier
; CHECK:      ld.shared.b32 {{%r[0-9]+}}, [a];
; CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+4];
; CHECK-NOT:  ld.shared
; CHECK:      bar.sync 0;
; CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+8];
; CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+12];
define ptx_kernel void @split_by_barrier(ptr addrspace(1) %out) {
  %a0 = load float, ptr addrspace(3) @a, align 4
  %x0 = fmul float %a0, %a0
  %a1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 4), align 4
  %s1 = fadd float %x0, %a1
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %a2 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 8), align 4
  %s2 = fmul float %s1, %a2
  %a3 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 12), align 4
  %s3 = fadd float %s2, %a3
  store float %s3, ptr addrspace(1) %out, align 4
  ret void
}

; A store to shared memory before the barrier and a load of the same array
; after it must stay on their sides.
; CHECK-LABEL: .entry store_barrier_load
; CHECK:      st.shared.b32 [b], {{%r[0-9]+}};
; CHECK-NEXT: st.shared.b32 [b+4], {{%r[0-9]+}};
; CHECK-NOT:  ld.shared
; CHECK:      bar.sync 0;
; CHECK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b+8];
define ptx_kernel void @store_barrier_load(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %g0 = load float, ptr addrspace(1) %in, align 4
  store float %g0, ptr addrspace(3) @b, align 4
  %gp = getelementptr inbounds i8, ptr addrspace(1) %in, i64 4
  %g1 = load float, ptr addrspace(1) %gp, align 4
  store float %g1, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @b, i64 4), align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %l = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @b, i64 8), align 4
  store float %l, ptr addrspace(1) %out, align 4
  ret void
}

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
