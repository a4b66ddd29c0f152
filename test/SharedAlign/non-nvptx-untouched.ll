; Modules for other targets are never changed, even with addrspace(3) globals
; (e.g. AMDGPU's LDS uses the same number).
; RUN: opt %loadplugin -passes=smemvec-align -S %s -o %t.out.ll
; RUN: opt -S %s -o %t.ref.ll
; RUN: diff %t.ref.ll %t.out.ll
; RUN: FileCheck %s < %t.out.ll

target triple = "amdgcn-amd-amdhsa"

; CHECK: @lds = internal addrspace(3) global [64 x float] undef, align 4
@lds = internal addrspace(3) global [64 x float] undef, align 4

; CHECK: load float, ptr addrspace(3) @lds, align 4
define float @f() {
  %a = load float, ptr addrspace(3) @lds, align 4
  ret float %a
}
