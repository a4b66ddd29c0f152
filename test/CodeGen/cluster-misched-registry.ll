; The schedulers are also registered with -misched for experiments where the
; upstream MachineScheduler runs (on NVPTX: -smemvec-sched=off
; -enable-misched). Without -misched, the generic scheduler does not cluster.
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-sched=off -enable-misched \
; RUN:   -misched=smemvec-cluster -verify-misched %s -o %t.full.ptx
; RUN: FileCheck %s --check-prefix=CLUSTER < %t.full.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-sched=off -enable-misched \
; RUN:   -misched=smemvec-minimal -verify-misched %s -o %t.minimal.ptx
; RUN: FileCheck %s --check-prefix=CLUSTER < %t.minimal.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-sched=off -enable-misched \
; RUN:   %s -o %t.generic.ptx
; RUN: FileCheck %s --check-prefix=GENERIC < %t.generic.ptx
; RUN: %if ptxas %{ %ptxas %t.full.ptx -o /dev/null %}

@a = internal addrspace(3) global [8 x float] undef, align 4
@b = internal addrspace(3) global [8 x float] undef, align 4

; CLUSTER-LABEL: .entry dot3
; CLUSTER:      ld.shared.b32 {{%r[0-9]+}}, [a];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+4];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+8];
; GENERIC-LABEL: .entry dot3
; GENERIC:      ld.shared.b32 {{%r[0-9]+}}, [a];
; GENERIC-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b];
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
