; Loads from two shared arrays, interleaved a[i], b[i] as an unrolled dot
; product emits them: the plugin groups each array's loads and orders them by
; offset; stock llc keeps them interleaved.
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin \
; RUN:   -smemvec-align=0 -disable-nvptx-load-store-vectorizer \
; RUN:   -verify-machineinstrs -verify-misched %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=CLUSTER < %t.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   -disable-nvptx-load-store-vectorizer %s -o %t.stock.ptx
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

@a = internal addrspace(3) global [8 x float] undef, align 4
@b = internal addrspace(3) global [8 x float] undef, align 4

; CLUSTER-LABEL: .entry dot4
; CLUSTER:      ld.shared.b32 {{%r[0-9]+}}, [a];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+4];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+8];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+12];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b+4];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b+8];
; CLUSTER-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b+12];
; STOCK-LABEL: .entry dot4
; STOCK:      ld.shared.b32 {{%r[0-9]+}}, [a];
; STOCK-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b];
; STOCK-NEXT: mul.rn.f32
define ptx_kernel void @dot4(ptr addrspace(1) %out) {
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
  %a3 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @a, i64 12), align 4
  %b3 = load float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @b, i64 12), align 4
  %p3 = fmul float %a3, %b3
  %s3 = fadd float %s2, %p3
  store float %s3, ptr addrspace(1) %out, align 4
  ret void
}
