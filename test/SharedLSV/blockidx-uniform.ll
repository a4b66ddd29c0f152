; An address built from blockIdx.x (%ctaid) is warp-uniform: gaps are free
; even at 2 useful bytes of 16.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [64 x [8 x i16]] undef, align 16

declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()

; Row selected by the block index.
; CHECK-LABEL: define ptx_kernel void @row_by_block(ptr addrspace(1) %out)
; CHECK-NEXT:    [[BID:%.*]] = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
; CHECK-NEXT:    [[R:%.*]] = and i32 [[BID]], 63
; CHECK-NEXT:    [[RI:%.*]] = zext i32 [[R]] to i64
; CHECK-NEXT:    [[ROW:%.*]] = getelementptr inbounds [8 x i16], ptr addrspace(3) @g, i64 [[RI]]
; CHECK-NEXT:    [[P15:%.*]] = getelementptr inbounds i8, ptr addrspace(3) [[ROW]], i64 15
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <16 x i8>, ptr addrspace(3) [[ROW]], align 16
; CHECK-NEXT:    [[A:%.*]] = extractelement <16 x i8> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[B:%.*]] = extractelement <16 x i8> [[SMEMVEC_LSV]], i64 15
; CHECK-NEXT:    [[S:%.*]] = add i8 [[A]], [[B]]
; CHECK-NEXT:    store i8 [[S]], ptr addrspace(1) %out, align 1
; CHECK-NEXT:    ret void
define ptx_kernel void @row_by_block(ptr addrspace(1) %out) {
  %bid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %r = and i32 %bid, 63
  %ri = zext i32 %r to i64
  %row = getelementptr inbounds [8 x i16], ptr addrspace(3) @g, i64 %ri
  %p15 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 15
  %a = load i8, ptr addrspace(3) %row, align 16
  %b = load i8, ptr addrspace(3) %p15, align 1
  %s = add i8 %a, %b
  store i8 %s, ptr addrspace(1) %out, align 1
  ret void
}
