; A store through a pointer that may alias the second load stops that load
; from being hoisted to the first: both stay scalar.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-missed=smemvec-lsv -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

; %q may point at g[3].
; REMARK: shared load left scalar: a store between the loads may alias
; CHECK-LABEL: define ptx_kernel void @store_may_alias(ptr addrspace(1) %out, ptr addrspace(3) %q)
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
; CHECK-NEXT:    [[A:%.*]] = load float, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(3) %q, align 4
; CHECK-NEXT:    [[B:%.*]] = load float, ptr addrspace(3) [[P12]], align 4
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    store float [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @store_may_alias(ptr addrspace(1) %out, ptr addrspace(3) %q) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
  %a = load float, ptr addrspace(3) @g, align 16
  store float 1.0, ptr addrspace(3) %q, align 4
  %b = load float, ptr addrspace(3) %p12, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
