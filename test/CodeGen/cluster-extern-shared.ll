; An extern (dynamic) __shared__ array, addressed through a per-thread row
; pointer: the loads share a base register plus immediate offsets. They are
; clustered in offset order, although the source walks the row backwards.
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin \
; RUN:   -smemvec-align=0 -disable-nvptx-load-store-vectorizer \
; RUN:   -verify-machineinstrs -verify-misched %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=CLUSTER < %t.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   -disable-nvptx-load-store-vectorizer %s -o %t.stock.ptx
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

@dyn = external addrspace(3) global [0 x float], align 4

; CLUSTER-LABEL: .entry row_sum
; CLUSTER:      ld.shared.b32 {{%r[0-9]+}}, [[[ROW:%rd[0-9]+]]];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [[[ROW]]+4];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [[[ROW]]+8];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [[[ROW]]+12];
; CLUSTER-NOT:  ld.shared
; STOCK-LABEL: .entry row_sum
; STOCK:      ld.shared.b32 {{%r[0-9]+}}, [[[ROW:%rd[0-9]+]]+12];
; STOCK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [[[ROW]]+8];
; STOCK-NEXT: add.rn.f32
define ptx_kernel void @row_sum(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %row = getelementptr [4 x float], ptr addrspace(3) @dyn, i64 %idx
  %p3 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 12
  %p2 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 8
  %p1 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 4
  %v3 = load float, ptr addrspace(3) %p3, align 4
  %v2 = load float, ptr addrspace(3) %p2, align 4
  %s2 = fadd float %v3, %v2
  %v1 = load float, ptr addrspace(3) %p1, align 4
  %s1 = fmul float %s2, %v1
  %v0 = load float, ptr addrspace(3) %row, align 4
  %s0 = fadd float %s1, %v0
  %o = getelementptr float, ptr addrspace(1) %out, i64 %idx
  store float %s0, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
