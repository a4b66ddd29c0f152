; A store to the very bytes a later load reads must stay between them: the
; later load sees the stored value, so it is not merged with the earlier one.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

; g[3] is written between the loads of g[0] and g[3].
; CHECK-LABEL: define ptx_kernel void @store_then_reload(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
; CHECK-NEXT:    [[A:%.*]] = load float, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(3) [[P12]], align 4
; CHECK-NEXT:    [[B:%.*]] = load float, ptr addrspace(3) [[P12]], align 4
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    store float [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @store_then_reload(ptr addrspace(1) %out) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
  %a = load float, ptr addrspace(3) @g, align 16
  store float 1.0, ptr addrspace(3) %p12, align 4
  %b = load float, ptr addrspace(3) %p12, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
