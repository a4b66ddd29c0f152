; A 12-byte object: widening floats 0 and 8 to 128 bits would read 4 bytes
; past its end, so smemvec-lsv uses only the in-bounds 64-bit window.
; (Upstream's LSV, which runs later in llc, widens this to ld.shared.v4 on
; its own, trusting the 16-byte alignment; see docs/lsv.md.)
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-missed=smemvec-lsv -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [3 x float] undef, align 16

; Floats 0, 1 and 2 of a 3-float object.
; REMARK: shared loads not widened beyond 64 bits: the wider load could read outside the object
; CHECK-LABEL: define ptx_kernel void @small_object(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P4:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
; CHECK-NEXT:    [[P8:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <2 x i32>, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    [[TMP1:%.*]] = extractelement <2 x i32> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[A:%.*]] = bitcast i32 [[TMP1]] to float
; CHECK-NEXT:    [[TMP2:%.*]] = extractelement <2 x i32> [[SMEMVEC_LSV]], i64 1
; CHECK-NEXT:    [[B:%.*]] = bitcast i32 [[TMP2]] to float
; CHECK-NEXT:    [[C:%.*]] = load float, ptr addrspace(3) [[P8]], align 8
; CHECK-NEXT:    [[S1:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    [[S2:%.*]] = fadd float [[S1]], [[C]]
; CHECK-NEXT:    store float [[S2]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @small_object(ptr addrspace(1) %out) {
  %p4 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 4
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
  %a = load float, ptr addrspace(3) @g, align 16
  %b = load float, ptr addrspace(3) %p4, align 4
  %c = load float, ptr addrspace(3) %p8, align 8
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  store float %s2, ptr addrspace(1) %out, align 4
  ret void
}
