; i16 loads at byte offsets 2 and 10 (warp-uniform) share one 128-bit load
; although neither is 16-aligned: the object's alignment fixes the window.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [16 x i16] undef, align 16

; Window [0, 16) proved from the global's alignment, not the leader's.
; CHECK-LABEL: define ptx_kernel void @i16_2_10(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P2:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 2
; CHECK-NEXT:    [[P10:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 10
; CHECK-NEXT:    [[SMEMVEC_LSV_ADDR:%.*]] = getelementptr i8, ptr addrspace(3) [[P2]], i64 -2
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <8 x i16>, ptr addrspace(3) [[SMEMVEC_LSV_ADDR]], align 16
; CHECK-NEXT:    [[A:%.*]] = extractelement <8 x i16> [[SMEMVEC_LSV]], i64 1
; CHECK-NEXT:    [[B:%.*]] = extractelement <8 x i16> [[SMEMVEC_LSV]], i64 5
; CHECK-NEXT:    [[S:%.*]] = add i16 [[A]], [[B]]
; CHECK-NEXT:    store i16 [[S]], ptr addrspace(1) %out, align 2
; CHECK-NEXT:    ret void
define ptx_kernel void @i16_2_10(ptr addrspace(1) %out) {
  %p2 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 2
  %p10 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 10
  %a = load i16, ptr addrspace(3) %p2, align 2
  %b = load i16, ptr addrspace(3) %p10, align 2
  %s = add i16 %a, %b
  store i16 %s, ptr addrspace(1) %out, align 2
  ret void
}
