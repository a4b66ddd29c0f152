; A per-thread row read at floats 0, 1, 3 (12 of 16 bytes, ratio 0.75, the
; default threshold) is merged; a contiguous pair always is.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@rows = internal addrspace(3) global [256 x [4 x float]] undef, align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Three floats of the thread's row.
; CHECK-LABEL: define ptx_kernel void @dense_row(ptr addrspace(1) %out)
; CHECK-NEXT:    [[TID:%.*]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[T:%.*]] = zext i32 [[TID]] to i64
; CHECK-NEXT:    [[ROW:%.*]] = getelementptr inbounds [4 x float], ptr addrspace(3) @rows, i64 [[T]]
; CHECK-NEXT:    [[P4:%.*]] = getelementptr inbounds i8, ptr addrspace(3) [[ROW]], i64 4
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) [[ROW]], i64 12
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <4 x i32>, ptr addrspace(3) [[ROW]], align 16
; CHECK-NEXT:    [[TMP1:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[A:%.*]] = bitcast i32 [[TMP1]] to float
; CHECK-NEXT:    [[TMP2:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 1
; CHECK-NEXT:    [[B:%.*]] = bitcast i32 [[TMP2]] to float
; CHECK-NEXT:    [[TMP3:%.*]] = extractelement <4 x i32> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[C:%.*]] = bitcast i32 [[TMP3]] to float
; CHECK-NEXT:    [[S1:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    [[S2:%.*]] = fadd float [[S1]], [[C]]
; CHECK-NEXT:    store float [[S2]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @dense_row(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %row = getelementptr inbounds [4 x float], ptr addrspace(3) @rows, i64 %t
  %p4 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 4
  %p12 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 12
  %a = load float, ptr addrspace(3) %row, align 16
  %b = load float, ptr addrspace(3) %p4, align 4
  %c = load float, ptr addrspace(3) %p12, align 4
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  store float %s2, ptr addrspace(1) %out, align 4
  ret void
}

; Two contiguous floats: 64-bit window, ratio 1.
; CHECK-LABEL: define ptx_kernel void @pair_row(ptr addrspace(1) %out)
; CHECK-NEXT:    [[TID:%.*]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[T:%.*]] = zext i32 [[TID]] to i64
; CHECK-NEXT:    [[ROW:%.*]] = getelementptr inbounds [4 x float], ptr addrspace(3) @rows, i64 [[T]]
; CHECK-NEXT:    [[P8:%.*]] = getelementptr inbounds i8, ptr addrspace(3) [[ROW]], i64 8
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) [[ROW]], i64 12
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <2 x i32>, ptr addrspace(3) [[P8]], align 8
; CHECK-NEXT:    [[TMP1:%.*]] = extractelement <2 x i32> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[A:%.*]] = bitcast i32 [[TMP1]] to float
; CHECK-NEXT:    [[TMP2:%.*]] = extractelement <2 x i32> [[SMEMVEC_LSV]], i64 1
; CHECK-NEXT:    [[B:%.*]] = bitcast i32 [[TMP2]] to float
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    store float [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @pair_row(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %row = getelementptr inbounds [4 x float], ptr addrspace(3) @rows, i64 %t
  %p8 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 8
  %p12 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 12
  %a = load float, ptr addrspace(3) %p8, align 8
  %b = load float, ptr addrspace(3) %p12, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
