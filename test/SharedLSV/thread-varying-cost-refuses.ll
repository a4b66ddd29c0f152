; Bytes at 0, 5 and 15 of a per-thread row: a 128-bit load would cost four
; wavefronts for 3 useful bytes, so the cost model keeps them scalar.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-missed=smemvec-lsv -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target triple = "nvptx64-nvidia-cuda"

@rows = internal addrspace(3) global [256 x [16 x i8]] undef, align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; Row indexed by threadIdx.x.
; REMARK: shared load left scalar: cost model: thread-varying address and too few useful bytes in the wider load
; CHECK-LABEL: define ptx_kernel void @sparse_row(ptr addrspace(1) %out)
; CHECK-NEXT:    [[TID:%.*]] = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
; CHECK-NEXT:    [[T:%.*]] = zext i32 [[TID]] to i64
; CHECK-NEXT:    [[ROW:%.*]] = getelementptr inbounds [16 x i8], ptr addrspace(3) @rows, i64 [[T]]
; CHECK-NEXT:    [[P5:%.*]] = getelementptr inbounds i8, ptr addrspace(3) [[ROW]], i64 5
; CHECK-NEXT:    [[P15:%.*]] = getelementptr inbounds i8, ptr addrspace(3) [[ROW]], i64 15
; CHECK-NEXT:    [[A:%.*]] = load i8, ptr addrspace(3) [[ROW]], align 16
; CHECK-NEXT:    [[B:%.*]] = load i8, ptr addrspace(3) [[P5]], align 1
; CHECK-NEXT:    [[C:%.*]] = load i8, ptr addrspace(3) [[P15]], align 1
; CHECK-NEXT:    [[S1:%.*]] = add i8 [[A]], [[B]]
; CHECK-NEXT:    [[S2:%.*]] = add i8 [[S1]], [[C]]
; CHECK-NEXT:    store i8 [[S2]], ptr addrspace(1) %out, align 1
; CHECK-NEXT:    ret void
define ptx_kernel void @sparse_row(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %row = getelementptr inbounds [16 x i8], ptr addrspace(3) @rows, i64 %t
  %p5 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 5
  %p15 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 15
  %a = load i8, ptr addrspace(3) %row, align 16
  %b = load i8, ptr addrspace(3) %p5, align 1
  %c = load i8, ptr addrspace(3) %p15, align 1
  %s1 = add i8 %a, %b
  %s2 = add i8 %s1, %c
  store i8 %s2, ptr addrspace(1) %out, align 1
  ret void
}
