; -smemvec-sched modes. minimal (default) and full both cluster the loads of
; each array; off and the kill switch -smemvec-cluster=0 (with minimal) give
; stock output byte for byte, and -O0 is never touched.
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   -disable-nvptx-load-store-vectorizer %s -o %t.stock.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -verify-machineinstrs -verify-misched \
; RUN:   %s -o %t.minimal.ptx
; RUN: FileCheck %s --check-prefix=CLUSTER < %t.minimal.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -verify-machineinstrs -verify-misched \
; RUN:   -smemvec-sched=full %s -o %t.full.ptx
; RUN: FileCheck %s --check-prefix=CLUSTER < %t.full.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-sched=off %s -o %t.off.ptx
; RUN: diff %t.stock.ptx %t.off.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-cluster=0 %s -o %t.kill.ptx
; RUN: diff %t.stock.ptx %t.kill.ptx
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
; RUN: llc -O0 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %s -o %t.o0.stock.ptx
; RUN: llc -O0 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-sched=full \
; RUN:   %s -o %t.o0.plugin.ptx
; RUN: diff %t.o0.stock.ptx %t.o0.plugin.ptx
; RUN: %if ptxas %{ %ptxas %t.minimal.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.full.ptx -o /dev/null %}

@a = internal addrspace(3) global [8 x float] undef, align 4
@b = internal addrspace(3) global [8 x float] undef, align 4

; CLUSTER-LABEL: .entry dot3
; CLUSTER:      ld.shared.b32 {{%r[0-9]+}}, [a];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+4];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+8];
; CLUSTER:      ld.shared.b32 {{%r[0-9]+}}, [b];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b+4];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b+8];
; STOCK-LABEL: .entry dot3
; STOCK:      ld.shared.b32 {{%r[0-9]+}}, [a];
; STOCK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b];
define ptx_kernel void @dot3(ptr addrspace(1) %out) {
  %a0 = load float, ptr addrspace(3) @a, align 4
  %b0 = load float, ptr addrspace(3) @b, align 4
  %p0 = fmul float %a0, %b0
  %a1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 4), align 4
  %b1 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @b, i64 4), align 4
  %p1 = fmul float %a1, %b1
  %s1 = fadd float %p0, %p1
  %a2 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 8), align 4
  %b2 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @b, i64 8), align 4
  %p2 = fmul float %a2, %b2
  %s2 = fadd float %s1, %p2
  store float %s2, ptr addrspace(1) %out, align 4
  ret void
}
