; bf16 loads at byte offsets 0, 6 and 14 (warp-uniform) share one 128-bit load.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [16 x bfloat] undef, align 16

; Three bf16 of one block, bitcast back from i16 lanes.
; CHECK-LABEL: define ptx_kernel void @bf16_0_6_14(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P6:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 6
; CHECK-NEXT:    [[P14:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 14
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <8 x i16>, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[TMP1:%.*]] = extractelement <8 x i16> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[A:%.*]] = bitcast i16 [[TMP1]] to bfloat
; CHECK-NEXT:    [[TMP2:%.*]] = extractelement <8 x i16> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[B:%.*]] = bitcast i16 [[TMP2]] to bfloat
; CHECK-NEXT:    [[TMP3:%.*]] = extractelement <8 x i16> [[SMEMVEC_LSV]], i64 7
; CHECK-NEXT:    [[C:%.*]] = bitcast i16 [[TMP3]] to bfloat
; CHECK-NEXT:    [[S1:%.*]] = fadd bfloat [[A]], [[B]]
; CHECK-NEXT:    [[S2:%.*]] = fadd bfloat [[S1]], [[C]]
; CHECK-NEXT:    store bfloat [[S2]], ptr addrspace(1) %out, align 2
; CHECK-NEXT:    ret void
define ptx_kernel void @bf16_0_6_14(ptr addrspace(1) %out) {
  %p6 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 6
  %p14 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 14
  %a = load bfloat, ptr addrspace(3) @g, align 16
  %b = load bfloat, ptr addrspace(3) %p6, align 2
  %c = load bfloat, ptr addrspace(3) %p14, align 2
  %s1 = fadd bfloat %a, %b
  %s2 = fadd bfloat %s1, %c
  store bfloat %s2, ptr addrspace(1) %out, align 2
  ret void
}
