; Bytes at offsets 0, 5 and 15 of a 16-aligned array (warp-uniform) become
; one 128-bit load; upstream leaves three scalar loads.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@b = internal addrspace(3) global [32 x i8] undef, align 16

; Three bytes of one block.
; CHECK-LABEL: define ptx_kernel void @i8_0_5_15(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P5:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @b, i64 5
; CHECK-NEXT:    [[P15:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @b, i64 15
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <16 x i8>, ptr addrspace(3) @b, align 16
; CHECK-NEXT:    [[A:%.*]] = extractelement <16 x i8> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[C:%.*]] = extractelement <16 x i8> [[SMEMVEC_LSV]], i64 5
; CHECK-NEXT:    [[D:%.*]] = extractelement <16 x i8> [[SMEMVEC_LSV]], i64 15
; CHECK-NEXT:    [[S1:%.*]] = add i8 [[A]], [[C]]
; CHECK-NEXT:    [[S2:%.*]] = add i8 [[S1]], [[D]]
; CHECK-NEXT:    store i8 [[S2]], ptr addrspace(1) %out, align 1
; CHECK-NEXT:    ret void
define ptx_kernel void @i8_0_5_15(ptr addrspace(1) %out) {
  %p5 = getelementptr inbounds i8, ptr addrspace(3) @b, i64 5
  %p15 = getelementptr inbounds i8, ptr addrspace(3) @b, i64 15
  %a = load i8, ptr addrspace(3) @b, align 16
  %c = load i8, ptr addrspace(3) %p5, align 1
  %d = load i8, ptr addrspace(3) %p15, align 1
  %s1 = add i8 %a, %c
  %s2 = add i8 %s1, %d
  store i8 %s2, ptr addrspace(1) %out, align 1
  ret void
}
