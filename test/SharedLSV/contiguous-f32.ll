; Eight contiguous floats become two 128-bit loads: never wider than TTI's
; 128 bits, and no worse than upstream on a contiguous chain.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [8 x float] undef, align 16

; Row of eight floats.
; CHECK-LABEL: define ptx_kernel void @eight_floats(ptr addrspace(1) %out)
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <4 x i32>, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[TMP1:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[V0:%.*]] = bitcast i32 [[TMP1]] to float
; CHECK-NEXT:    [[TMP2:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 1
; CHECK-NEXT:    [[V1:%.*]] = bitcast i32 [[TMP2]] to float
; CHECK-NEXT:    [[TMP3:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 2
; CHECK-NEXT:    [[V2:%.*]] = bitcast i32 [[TMP3]] to float
; CHECK-NEXT:    [[TMP4:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[V3:%.*]] = bitcast i32 [[TMP4]] to float
; CHECK-NEXT:    [[S:%.*]] = fadd float [[V0]], 0.000000e+00
; CHECK-NEXT:    [[P1:%.*]] = getelementptr inbounds float, ptr addrspace(3) @g, i64 1
; CHECK-NEXT:    [[S1:%.*]] = fadd float [[S]], [[V1]]
; CHECK-NEXT:    [[P2:%.*]] = getelementptr inbounds float, ptr addrspace(3) @g, i64 2
; CHECK-NEXT:    [[S2:%.*]] = fadd float [[S1]], [[V2]]
; CHECK-NEXT:    [[P3:%.*]] = getelementptr inbounds float, ptr addrspace(3) @g, i64 3
; CHECK-NEXT:    [[S3:%.*]] = fadd float [[S2]], [[V3]]
; CHECK-NEXT:    [[P4:%.*]] = getelementptr inbounds float, ptr addrspace(3) @g, i64 4
; CHECK-NEXT:    [[SMEMVEC_LSV1:%.*]] = load <4 x i32>, ptr addrspace(3) [[P4]], align 16
; CHECK-NEXT:    [[TMP5:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV1]], i64 0
; CHECK-NEXT:    [[V4:%.*]] = bitcast i32 [[TMP5]] to float
; CHECK-NEXT:    [[TMP6:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV1]], i64 1
; CHECK-NEXT:    [[V5:%.*]] = bitcast i32 [[TMP6]] to float
; CHECK-NEXT:    [[TMP7:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV1]], i64 2
; CHECK-NEXT:    [[V6:%.*]] = bitcast i32 [[TMP7]] to float
; CHECK-NEXT:    [[TMP8:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV1]], i64 3
; CHECK-NEXT:    [[V7:%.*]] = bitcast i32 [[TMP8]] to float
; CHECK-NEXT:    [[S4:%.*]] = fadd float [[S3]], [[V4]]
; CHECK-NEXT:    [[P5:%.*]] = getelementptr inbounds float, ptr addrspace(3) @g, i64 5
; CHECK-NEXT:    [[S5:%.*]] = fadd float [[S4]], [[V5]]
; CHECK-NEXT:    [[P6:%.*]] = getelementptr inbounds float, ptr addrspace(3) @g, i64 6
; CHECK-NEXT:    [[S6:%.*]] = fadd float [[S5]], [[V6]]
; CHECK-NEXT:    [[P7:%.*]] = getelementptr inbounds float, ptr addrspace(3) @g, i64 7
; CHECK-NEXT:    [[S7:%.*]] = fadd float [[S6]], [[V7]]
; CHECK-NEXT:    store float [[S7]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @eight_floats(ptr addrspace(1) %out) {
  %v0 = load float, ptr addrspace(3) @g, align 16
  %s = fadd float %v0, 0.0
  %p1 = getelementptr inbounds float, ptr addrspace(3) @g, i64 1
  %v1 = load float, ptr addrspace(3) %p1, align 4
  %s1 = fadd float %s, %v1
  %p2 = getelementptr inbounds float, ptr addrspace(3) @g, i64 2
  %v2 = load float, ptr addrspace(3) %p2, align 4
  %s2 = fadd float %s1, %v2
  %p3 = getelementptr inbounds float, ptr addrspace(3) @g, i64 3
  %v3 = load float, ptr addrspace(3) %p3, align 4
  %s3 = fadd float %s2, %v3
  %p4 = getelementptr inbounds float, ptr addrspace(3) @g, i64 4
  %v4 = load float, ptr addrspace(3) %p4, align 4
  %s4 = fadd float %s3, %v4
  %p5 = getelementptr inbounds float, ptr addrspace(3) @g, i64 5
  %v5 = load float, ptr addrspace(3) %p5, align 4
  %s5 = fadd float %s4, %v5
  %p6 = getelementptr inbounds float, ptr addrspace(3) @g, i64 6
  %v6 = load float, ptr addrspace(3) %p6, align 4
  %s6 = fadd float %s5, %v6
  %p7 = getelementptr inbounds float, ptr addrspace(3) @g, i64 7
  %v7 = load float, ptr addrspace(3) %p7, align 4
  %s7 = fadd float %s6, %v7
  store float %s7, ptr addrspace(1) %out, align 4
  ret void
}
