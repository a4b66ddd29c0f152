; Vector-typed loads (<2 x half> at 0 and 12) are members like any scalar.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [8 x <2 x half>] undef, align 16

; Two <2 x half> with an 8-byte gap.
; CHECK-LABEL: define ptx_kernel void @v2f16(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <4 x i32>, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[TMP1:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[A:%.*]] = bitcast i32 [[TMP1]] to <2 x half>
; CHECK-NEXT:    [[TMP2:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[B:%.*]] = bitcast i32 [[TMP2]] to <2 x half>
; CHECK-NEXT:    [[S:%.*]] = fadd <2 x half> [[A]], [[B]]
; CHECK-NEXT:    store <2 x half> [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @v2f16(ptr addrspace(1) %out) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
  %a = load <2 x half>, ptr addrspace(3) @g, align 16
  %b = load <2 x half>, ptr addrspace(3) %p12, align 4
  %s = fadd <2 x half> %a, %b
  store <2 x half> %s, ptr addrspace(1) %out, align 4
  ret void
}
