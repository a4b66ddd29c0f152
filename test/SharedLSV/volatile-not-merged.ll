; Volatile shared loads are never merged, and a volatile access between two
; plain loads also keeps them apart.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-missed=smemvec-lsv -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

; Two volatile loads of one block.
; REMARK: shared load left scalar: volatile access
; CHECK-LABEL: define ptx_kernel void @volatile_pair(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P4:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
; CHECK-NEXT:    [[A:%.*]] = load volatile float, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[B:%.*]] = load volatile float, ptr addrspace(3) [[P4]], align 4
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    store float [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @volatile_pair(ptr addrspace(1) %out) {
  %p4 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
  %a = load volatile float, ptr addrspace(3) @g, align 16
  %b = load volatile float, ptr addrspace(3) %p4, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; A volatile load of g[1] between plain loads of g[0] and g[2].
; CHECK-LABEL: define ptx_kernel void @volatile_between(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P4:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
; CHECK-NEXT:    [[P8:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
; CHECK-NEXT:    [[A:%.*]] = load float, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[V:%.*]] = load volatile float, ptr addrspace(3) [[P4]], align 4
; CHECK-NEXT:    [[B:%.*]] = load float, ptr addrspace(3) [[P8]], align 8
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    [[S2:%.*]] = fadd float [[S]], [[V]]
; CHECK-NEXT:    store float [[S2]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @volatile_between(ptr addrspace(1) %out) {
  %p4 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
  %a = load float, ptr addrspace(3) @g, align 16
  %v = load volatile float, ptr addrspace(3) %p4, align 4
  %b = load float, ptr addrspace(3) %p8, align 8
  %s = fadd float %a, %b
  %s2 = fadd float %s, %v
  store float %s2, ptr addrspace(1) %out, align 4
  ret void
}
