; Floats at byte offsets 4, 8, 12 (the seed's dia row without element 0):
; the leader is only 4-aligned, but the window [0, 16) is proved from the
; 16-aligned global, so one 128-bit load fills the gap at 0.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@dia = internal addrspace(3) global [5 x [5 x float]] undef, align 16

; Leader at offset 4.
; CHECK-LABEL: define ptx_kernel void @f32_4_8_12(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P4:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @dia, i64 4
; CHECK-NEXT:    [[P8:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @dia, i64 8
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @dia, i64 12
; CHECK-NEXT:    [[SMEMVEC_LSV_ADDR:%.*]] = getelementptr i8, ptr addrspace(3) [[P4]], i64 -4
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <4 x i32>, ptr addrspace(3) [[SMEMVEC_LSV_ADDR]], align 16
; CHECK-NEXT:    [[TMP1:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 1
; CHECK-NEXT:    [[A:%.*]] = bitcast i32 [[TMP1]] to float
; CHECK-NEXT:    [[TMP2:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 2
; CHECK-NEXT:    [[B:%.*]] = bitcast i32 [[TMP2]] to float
; CHECK-NEXT:    [[TMP3:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[C:%.*]] = bitcast i32 [[TMP3]] to float
; CHECK-NEXT:    [[S1:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    [[S2:%.*]] = fadd float [[S1]], [[C]]
; CHECK-NEXT:    store float [[S2]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @f32_4_8_12(ptr addrspace(1) %out) {
  %p4 = getelementptr inbounds i8, ptr addrspace(3) @dia, i64 4
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @dia, i64 8
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @dia, i64 12
  %a = load float, ptr addrspace(3) %p4, align 4
  %b = load float, ptr addrspace(3) %p8, align 8
  %c = load float, ptr addrspace(3) %p12, align 4
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  store float %s2, ptr addrspace(1) %out, align 4
  ret void
}
