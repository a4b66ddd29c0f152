; An i64 at offset 0 and an i32 at offset 12 share one 128-bit load with
; 4-byte lanes; a double at 16 and an i32 at 28 the next one.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x i64] undef, align 16

; Two windows, each with a 4-byte gap.
; CHECK-LABEL: define ptx_kernel void @i64_i32(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
; CHECK-NEXT:    [[P16:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 16
; CHECK-NEXT:    [[P28:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 28
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <4 x i32>, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[TMP1:%.*]] = shufflevector <4 x i32> [[SMEMVEC_LSV]], <4 x i32> poison, <2 x i32> <i32 0, i32 1>
; CHECK-NEXT:    [[A:%.*]] = bitcast <2 x i32> [[TMP1]] to i64
; CHECK-NEXT:    [[B:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[SMEMVEC_LSV1:%.*]] = load <4 x i32>, ptr addrspace(3) [[P16]], align 16
; CHECK-NEXT:    [[TMP2:%.*]] = shufflevector <4 x i32> [[SMEMVEC_LSV1]], <4 x i32> poison, <2 x i32> <i32 0, i32 1>
; CHECK-NEXT:    [[C:%.*]] = bitcast <2 x i32> [[TMP2]] to double
; CHECK-NEXT:    [[D:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV1]], i64 3
; CHECK-NEXT:    [[B64:%.*]] = zext i32 [[B]] to i64
; CHECK-NEXT:    [[D64:%.*]] = zext i32 [[D]] to i64
; CHECK-NEXT:    [[CI:%.*]] = fptosi double [[C]] to i64
; CHECK-NEXT:    [[S1:%.*]] = add i64 [[A]], [[B64]]
; CHECK-NEXT:    [[S2:%.*]] = add i64 [[S1]], [[CI]]
; CHECK-NEXT:    [[S3:%.*]] = add i64 [[S2]], [[D64]]
; CHECK-NEXT:    store i64 [[S3]], ptr addrspace(1) %out, align 8
; CHECK-NEXT:    ret void
define ptx_kernel void @i64_i32(ptr addrspace(1) %out) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
  %p16 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 16
  %p28 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 28
  %a = load i64, ptr addrspace(3) @g, align 16
  %b = load i32, ptr addrspace(3) %p12, align 4
  %c = load double, ptr addrspace(3) %p16, align 16
  %d = load i32, ptr addrspace(3) %p28, align 4
  %b64 = zext i32 %b to i64
  %d64 = zext i32 %d to i64
  %ci = fptosi double %c to i64
  %s1 = add i64 %a, %b64
  %s2 = add i64 %s1, %ci
  %s3 = add i64 %s2, %d64
  store i64 %s3, ptr addrspace(1) %out, align 8
  ret void
}
