; The register-pressure guard: -smemvec-cluster-max-length=2 and a window of
; 8 bytes both cut the four loads of each array into pairs, so only two
; results per array are pulled together; the defaults keep all four.
;
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-cluster-max-length=2 \
; RUN:   -verify-machineinstrs -verify-misched %s -o %t.len.ptx
; RUN: FileCheck %s --check-prefix=PAIRS < %t.len.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer -smemvec-cluster-window=8 \
; RUN:   -verify-machineinstrs -verify-misched %s -o %t.win.ptx
; RUN: FileCheck %s --check-prefix=PAIRS < %t.win.ptx
; RUN: llc -O3 -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 %loadplugin -smemvec-align=0 \
; RUN:   -disable-nvptx-load-store-vectorizer %s -o %t.default.ptx
; RUN: FileCheck %s --check-prefix=FOUR < %t.default.ptx
; RUN: %if ptxas %{ %ptxas %t.len.ptx -o /dev/null %}

@a = internal addrspace(3) global [8 x float] undef, align 4
@b = internal addrspace(3) global [8 x float] undef, align 4

; PAIRS-LABEL: .entry dot4
; PAIRS:      ld.shared.b32 {{%r[0-9]+}}, [a];
; PAIRS-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+4];
; PAIRS-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b];
; PAIRS-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b+4];
; PAIRS-NEXT: mul.rn.f32
; PAIRS:      ld.shared.b32 {{%r[0-9]+}}, [a+8];
; PAIRS-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+12];
; PAIRS-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b+8];
; PAIRS-NEXT: ld.shared.b32 {{%r[0-9]+}}, [b+12];
; FOUR-LABEL: .entry dot4
; FOUR:      ld.shared.b32 {{%r[0-9]+}}, [a];
; FOUR-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+4];
; FOUR-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+8];
; FOUR-NEXT: ld.shared.b32 {{%r[0-9]+}}, [a+12];
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
