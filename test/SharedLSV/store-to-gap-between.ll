; A store into a gap byte between two loads does not stop the merge: the
; wide load's gap lanes are never used, and the members' bytes are disjoint
; from the store.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

; The store hits g[1], the loads g[0] and g[3].
; CHECK-LABEL: define ptx_kernel void @store_into_gap(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P4:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <4 x i32>, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[TMP1:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[A:%.*]] = bitcast i32 [[TMP1]] to float
; CHECK-NEXT:    [[TMP2:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[B:%.*]] = bitcast i32 [[TMP2]] to float
; CHECK-NEXT:    store float 1.000000e+00, ptr addrspace(3) [[P4]], align 4
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    store float [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @store_into_gap(ptr addrspace(1) %out) {
  %p4 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
  %a = load float, ptr addrspace(3) @g, align 16
  store float 1.0, ptr addrspace(3) %p4, align 4
  %b = load float, ptr addrspace(3) %p12, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
