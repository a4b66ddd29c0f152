; clang marks every call in CUDA device code convergent, including the
; memory(none) inline asm of __half2float: such a call between two loads is
; no barrier, so the loads still merge. A convergent call that may touch
; memory still is one.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@h = internal addrspace(3) global [8 x i16] undef, align 16

; cvt.f32.f16 as convergent memory(none) inline asm between the loads.
; CHECK-LABEL: define ptx_kernel void @asm_between(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @h, i64 12
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <8 x i16>, ptr addrspace(3) @h, align 16
; CHECK-NEXT:    [[A:%.*]] = extractelement <8 x i16> [[SMEMVEC_LSV]], i64 0
; CHECK-NEXT:    [[B:%.*]] = extractelement <8 x i16> [[SMEMVEC_LSV]], i64 6
; CHECK-NEXT:    [[FA:%.*]] = call float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 [[A]]) #2
; CHECK-NEXT:    [[FB:%.*]] = call float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 [[B]]) #2
; CHECK-NEXT:    [[S:%.*]] = fadd float [[FA]], [[FB]]
; CHECK-NEXT:    store float [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @asm_between(ptr addrspace(1) %out) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @h, i64 12
  %a = load i16, ptr addrspace(3) @h, align 16
  %fa = call float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %a) #0
  %b = load i16, ptr addrspace(3) %p12, align 4
  %fb = call float asm "{  cvt.f32.f16 $0, $1;}\0A", "=f,h"(i16 %b) #0
  %s = fadd float %fa, %fb
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; Opaque to the pass (noinline), convergent, may touch memory.
; CHECK-LABEL: define void @sync()
; CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    ret void
define void @sync() noinline #1 {
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  ret void
}
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

; A convergent call with unknown memory effects between the loads.
; CHECK-LABEL: define ptx_kernel void @convergent_call_between(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @h, i64 12
; CHECK-NEXT:    [[A:%.*]] = load i16, ptr addrspace(3) @h, align 16
; CHECK-NEXT:    call void @sync() #3
; CHECK-NEXT:    [[B:%.*]] = load i16, ptr addrspace(3) [[P12]], align 4
; CHECK-NEXT:    [[S:%.*]] = add i16 [[A]], [[B]]
; CHECK-NEXT:    store i16 [[S]], ptr addrspace(1) %out, align 2
; CHECK-NEXT:    ret void
define ptx_kernel void @convergent_call_between(ptr addrspace(1) %out) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @h, i64 12
  %a = load i16, ptr addrspace(3) @h, align 16
  call void @sync() #1
  %b = load i16, ptr addrspace(3) %p12, align 4
  %s = add i16 %a, %b
  store i16 %s, ptr addrspace(1) %out, align 2
  ret void
}

attributes #0 = { convergent nounwind memory(none) }
attributes #1 = { convergent nounwind }
