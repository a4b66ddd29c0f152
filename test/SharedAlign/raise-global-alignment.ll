; smemvec-align raises addrspace(3) definitions to -smemvec-align-bytes, never
; lowers one, and leaves declarations and other address spaces alone.
; RUN: %opt %loadplugin -passes=smemvec-align -S %s | FileCheck %s
; RUN: %opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=8 -S %s | FileCheck %s --check-prefix=EIGHT
; RUN: %opt %loadplugin -passes=smemvec-align -smemvec-align=0 -S %s | FileCheck %s --check-prefix=OFF

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; CHECK: @internal_tile = internal addrspace(3) global [64 x float] undef, align 16
; EIGHT: @internal_tile = internal addrspace(3) global [64 x float] undef, align 8
; OFF: @internal_tile = internal addrspace(3) global [64 x float] undef, align 4
@internal_tile = internal addrspace(3) global [64 x float] undef, align 4

; An existing larger alignment is never lowered.
; CHECK: @already_32 = internal addrspace(3) global [64 x float] undef, align 32
; EIGHT: @already_32 = internal addrspace(3) global [64 x float] undef, align 32
@already_32 = internal addrspace(3) global [64 x float] undef, align 32

; A definition without explicit alignment is raised too.
; CHECK: @no_align = internal addrspace(3) global [4 x i8] undef, align 16
@no_align = internal addrspace(3) global [4 x i8] undef

; extern __shared__ (a declaration) is laid out by the launch: untouched.
; CHECK: @dynamic = external addrspace(3) global [0 x float], align 4
@dynamic = external addrspace(3) global [0 x float], align 4

; Global (addrspace 1) and constant (4) memory are not this pass's business.
; CHECK: @device_global = internal addrspace(1) global [64 x float] zeroinitializer, align 4
@device_global = internal addrspace(1) global [64 x float] zeroinitializer, align 4
; CHECK: @constant_table = internal addrspace(4) constant [2 x float] zeroinitializer, align 4
@constant_table = internal addrspace(4) constant [2 x float] zeroinitializer, align 4

; An explicit section pins the layout: canIncreaseAlignment() refuses it.
; CHECK: @in_section = internal addrspace(3) global [4 x float] undef, section "pinned", align 4
@in_section = internal addrspace(3) global [4 x float] undef, section "pinned", align 4
