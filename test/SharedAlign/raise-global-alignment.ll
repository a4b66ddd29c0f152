; smemvec-align raises addrspace(3) definitions up to -smemvec-align-bytes (as
; far as their size allows), never lowers one, raises `extern __shared__ T x[]`
; (dynamic shared memory) to 16 and leaves other address spaces alone.
; linkage-policy.ll and budget.ll have the rest of the rules.
; RUN: opt %loadplugin -passes=smemvec-align -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=8 -S %s | FileCheck %s --check-prefix=EIGHT
; RUN: opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=64 -S %s | FileCheck %s --check-prefix=SIXTYFOUR
; RUN: opt %loadplugin -passes=smemvec-align -smemvec-align=0 -S %s | FileCheck %s --check-prefix=OFF

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @internal_tile = internal addrspace(3) global [64 x float] undef, align 16
; EIGHT: @internal_tile = internal addrspace(3) global [64 x float] undef, align 8
; SIXTYFOUR: @internal_tile = internal addrspace(3) global [64 x float] undef, align 64
; OFF: @internal_tile = internal addrspace(3) global [64 x float] undef, align 4
@internal_tile = internal addrspace(3) global [64 x float] undef, align 4

; An existing larger alignment is never lowered.
; CHECK: @already_32 = internal addrspace(3) global [64 x float] undef, align 32
; EIGHT: @already_32 = internal addrspace(3) global [64 x float] undef, align 32
@already_32 = internal addrspace(3) global [64 x float] undef, align 32

; A definition without explicit alignment is raised too, as far as its size.
; CHECK: @no_align = internal addrspace(3) global [4 x i8] undef, align 4
; OFF: @no_align = internal addrspace(3) global [4 x i8] undef{{$}}
@no_align = internal addrspace(3) global [4 x i8] undef

; extern __shared__ float dyn[]: raised to 16 (nvcc's alignment), also with
; a larger -smemvec-align-bytes; never past a smaller one.
; CHECK: @dynamic = external addrspace(3) global [0 x float], align 16
; EIGHT: @dynamic = external addrspace(3) global [0 x float], align 8
; SIXTYFOUR: @dynamic = external addrspace(3) global [0 x float], align 16
; OFF: @dynamic = external addrspace(3) global [0 x float], align 4
@dynamic = external addrspace(3) global [0 x float], align 4

; Global (addrspace 1) and constant (4) memory are not this pass's business.
; CHECK: @device_global = internal addrspace(1) global [64 x float] zeroinitializer, align 4
@device_global = internal addrspace(1) global [64 x float] zeroinitializer, align 4
; CHECK: @constant_table = internal addrspace(4) constant [2 x float] zeroinitializer, align 4
@constant_table = internal addrspace(4) constant [2 x float] zeroinitializer, align 4

; An explicit section pins the layout: canIncreaseAlignment() refuses it.
; CHECK: @in_section = internal addrspace(3) global [4 x float] undef, section "pinned", align 4
@in_section = internal addrspace(3) global [4 x float] undef, section "pinned", align 4

define void @use(i32 %i) {
  %p0 = getelementptr inbounds float, ptr addrspace(3) @internal_tile, i32 %i
  store float 0.0, ptr addrspace(3) %p0, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(3) @already_32, i32 %i
  store float 0.0, ptr addrspace(3) %p1, align 4
  %p2 = getelementptr inbounds i8, ptr addrspace(3) @no_align, i32 %i
  store i8 0, ptr addrspace(3) %p2, align 1
  %p3 = getelementptr inbounds float, ptr addrspace(3) @dynamic, i32 %i
  store float 0.0, ptr addrspace(3) %p3, align 4
  %p4 = getelementptr inbounds float, ptr addrspace(1) @device_global, i32 %i
  store float 0.0, ptr addrspace(1) %p4, align 4
  %p5 = getelementptr inbounds float, ptr addrspace(3) @in_section, i32 %i
  store float 0.0, ptr addrspace(3) %p5, align 4
  ret void
}
