; f16 loads at byte offsets 0, 2, 12, 14 of a 16-aligned shared array with a
; warp-uniform address become one 128-bit load; upstream alone needs two.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@h = internal addrspace(3) global [8 x half] undef, align 16

; Four halves of one 16-byte block, gaps at bytes 4..11.
; Every lane pinned: bytes 0, 2, 12, 14 are i16 lanes 0, 1, 6, 7, each
; bitcast back to the half it replaces and feeding the same use.
; CHECK-LABEL: @f16_0_2_12_14(
; CHECK-NEXT:    [[P2:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @h, i64 2
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @h, i64 12
; CHECK-NEXT:    [[P14:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @h, i64 14
; CHECK-NEXT:    [[V:%.*]] = load <8 x i16>, ptr addrspace(3) @h, align 16
; CHECK-NEXT:    [[E0:%.*]] = extractelement <8 x i16> [[V]], i64 0
; CHECK-NEXT:    [[A:%.*]] = bitcast i16 [[E0]] to half
; CHECK-NEXT:    [[E1:%.*]] = extractelement <8 x i16> [[V]], i64 1
; CHECK-NEXT:    [[B:%.*]] = bitcast i16 [[E1]] to half
; CHECK-NEXT:    [[E6:%.*]] = extractelement <8 x i16> [[V]], i64 6
; CHECK-NEXT:    [[C:%.*]] = bitcast i16 [[E6]] to half
; CHECK-NEXT:    [[E7:%.*]] = extractelement <8 x i16> [[V]], i64 7
; CHECK-NEXT:    [[D:%.*]] = bitcast i16 [[E7]] to half
; CHECK-NEXT:    [[S1:%.*]] = fadd half [[A]], [[B]]
; CHECK-NEXT:    [[S2:%.*]] = fadd half [[S1]], [[C]]
; CHECK-NEXT:    [[S3:%.*]] = fadd half [[S2]], [[D]]
; CHECK-NEXT:    store half [[S3]], ptr addrspace(1) %out, align 2
; CHECK-NEXT:    ret void
define ptx_kernel void @f16_0_2_12_14(ptr addrspace(1) %out) {
  %p2 = getelementptr inbounds i8, ptr addrspace(3) @h, i64 2
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @h, i64 12
  %p14 = getelementptr inbounds i8, ptr addrspace(3) @h, i64 14
  %a = load half, ptr addrspace(3) @h, align 16
  %b = load half, ptr addrspace(3) %p2, align 2
  %c = load half, ptr addrspace(3) %p12, align 4
  %d = load half, ptr addrspace(3) %p14, align 2
  %s1 = fadd half %a, %b
  %s2 = fadd half %s1, %c
  %s3 = fadd half %s2, %d
  store half %s3, ptr addrspace(1) %out, align 2
  ret void
}
