; A struct {i32, i16, i16, float} read field by field from shared memory
; becomes one 128-bit load with the fields' lanes extracted and bitcast.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

%struct.S = type { i32, i16, i16, float }
@st = internal addrspace(3) global [4 x %struct.S] undef, align 16

; Four fields of element 0 (12 useful bytes of a 16-byte block).
; CHECK-LABEL: define ptx_kernel void @struct_fields(ptr addrspace(1) %out)
; CHECK-NEXT:    [[PY:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @st, i64 4
; CHECK-NEXT:    [[PZ:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @st, i64 6
; CHECK-NEXT:    [[PW:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @st, i64 8
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <8 x i16>, ptr addrspace(3) @st, align 16
; CHECK-NEXT:    [[TMP1:%.*]] = shufflevector <8 x i16> [[SMEMVEC_LSV]], <8 x i16> poison, <2 x i32> <i32 0, i32 1>
; CHECK-NEXT:    [[X:%.*]] = bitcast <2 x i16> [[TMP1]] to i32
; CHECK-NEXT:    [[Y:%.*]] = extractelement <8 x i16> [[SMEMVEC_LSV]], i64 2
; CHECK-NEXT:    [[Z:%.*]] = extractelement <8 x i16> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[TMP2:%.*]] = shufflevector <8 x i16> [[SMEMVEC_LSV]], <8 x i16> poison, <2 x i32> <i32 4, i32 5>
; CHECK-NEXT:    [[W:%.*]] = bitcast <2 x i16> [[TMP2]] to float
; CHECK-NEXT:    [[Y32:%.*]] = zext i16 [[Y]] to i32
; CHECK-NEXT:    [[Z32:%.*]] = zext i16 [[Z]] to i32
; CHECK-NEXT:    [[WI:%.*]] = fptosi float [[W]] to i32
; CHECK-NEXT:    [[S1:%.*]] = add i32 [[X]], [[Y32]]
; CHECK-NEXT:    [[S2:%.*]] = add i32 [[S1]], [[Z32]]
; CHECK-NEXT:    [[S3:%.*]] = add i32 [[S2]], [[WI]]
; CHECK-NEXT:    store i32 [[S3]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @struct_fields(ptr addrspace(1) %out) {
  %py = getelementptr inbounds i8, ptr addrspace(3) @st, i64 4
  %pz = getelementptr inbounds i8, ptr addrspace(3) @st, i64 6
  %pw = getelementptr inbounds i8, ptr addrspace(3) @st, i64 8
  %x = load i32, ptr addrspace(3) @st, align 16
  %y = load i16, ptr addrspace(3) %py, align 4
  %z = load i16, ptr addrspace(3) %pz, align 2
  %w = load float, ptr addrspace(3) %pw, align 8
  %y32 = zext i16 %y to i32
  %z32 = zext i16 %z to i32
  %wi = fptosi float %w to i32
  %s1 = add i32 %x, %y32
  %s2 = add i32 %s1, %z32
  %s3 = add i32 %s2, %wi
  store i32 %s3, ptr addrspace(1) %out, align 4
  ret void
}
