; i32 loads at byte offsets 16 and 28 (a two-element gap) become one
; 128-bit load.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [16 x i32] undef, align 16

; First and last lane of the second block.
; CHECK-LABEL: define ptx_kernel void @i32_16_28(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P16:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 16
; CHECK-NEXT:    [[P28:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 28
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <4 x i32>, ptr addrspace(3) [[P16]], align 16
; CHECK-NEXT:    [[A:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[B:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[S:%.*]] = add i32 [[A]], [[B]]
; CHECK-NEXT:    store i32 [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @i32_16_28(ptr addrspace(1) %out) {
  %p16 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 16
  %p28 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 28
  %a = load i32, ptr addrspace(3) %p16, align 16
  %b = load i32, ptr addrspace(3) %p28, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
