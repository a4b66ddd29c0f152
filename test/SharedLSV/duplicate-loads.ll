; Two loads of one address plus a neighbour: every copy gets its lane.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

; Offset 0 twice, offset 8 once.
; CHECK-LABEL: define ptx_kernel void @dup(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P8:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <4 x i32>, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[TMP1:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[A:%.*]] = bitcast i32 [[TMP1]] to float
; CHECK-NEXT:    [[TMP2:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[C:%.*]] = bitcast i32 [[TMP2]] to float
; CHECK-NEXT:    [[TMP3:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 2
; CHECK-NEXT:    [[B:%.*]] = bitcast i32 [[TMP3]] to float
; CHECK-NEXT:    [[S1:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    [[S2:%.*]] = fadd float [[S1]], [[C]]
; CHECK-NEXT:    store float [[S2]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @dup(ptr addrspace(1) %out) {
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
  %a = load float, ptr addrspace(3) @g, align 16
  %b = load float, ptr addrspace(3) %p8, align 8
  %c = load float, ptr addrspace(3) @g, align 16
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  store float %s2, ptr addrspace(1) %out, align 4
  ret void
}
