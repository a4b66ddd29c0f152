; smemvec-align's linkage policy (see "Linkage" in lib/CodeGen/SharedAlign.cpp): one
; decision per shared global, a missed remark with the reason for every
; global left at its alignment. This module has no per-TU witness (no
; external template kernel), so it is treated as a possible -fgpu-rdc TU.
;
; RUN: opt %loadplugin -passes=smemvec-align -S %s -pass-remarks-missed=smemvec-align -pass-remarks=smemvec-align -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt %loadplugin -passes=smemvec-align -S %s -smemvec-align-odr=1 | FileCheck %s --check-prefix=ODR
; RUN: opt %loadplugin -passes=smemvec-align -S %s -smemvec-align-extern=0 | FileCheck %s --check-prefix=NOEXTERN
; RUN: opt %loadplugin -passes=smemvec-align %s -pass-remarks-output=%t.yaml -disable-output
; RUN: FileCheck %s --check-prefix=YAML < %t.yaml
; RUN: llc -O3 -mcpu=sm_90 %loadplugin %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: FileCheck %s --check-prefix=PTXK < %t.ptx
; RUN: %if ptxas %{ %ptxas -c %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ2tkILi8EEvPfE4tile = comdat any
$_ZZ6rowsumILi8EEfvE3buf = comdat any
$_ZZ4helpILi8EEfvE3buf = comdat any
$_ZZ6calleeILi8EEfvE3buf = comdat any
$_Z2tkILi8EEvPf = comdat any
$_Z6calleeILi8EEfv = comdat any

; internal: raised.
; CHECK: @internal = internal addrspace(3) global [64 x float] undef, align 16
; PTX-DAG: .shared .align 16 .b8 internal[256];
@internal = internal addrspace(3) global [64 x float] undef, align 4

; strong external definition (.visible): other TUs only declare it.
; CHECK: @visible = addrspace(3) global [64 x float] undef, align 16
; PTX-DAG: .visible .shared .align 16 .b8 visible[256];
@visible = addrspace(3) global [64 x float] undef, align 4

; A template kernel's own local static: raised (the kernel carries it).
; CHECK: @_ZZ2tkILi8EEvPfE4tile = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 16
; PTX-DAG: .weak .shared .align 16 .b8 _ZZ2tkILi8EEvPfE4tile[256];
@_ZZ2tkILi8EEvPfE4tile = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 4

; A template device function's local static, inlined into a non-template
; kernel that calls only this TU: made internal to this TU, then raised.
; CHECK: @_ZZ6rowsumILi8EEfvE3buf = internal addrspace(3) global [64 x float] undef, align 16
; ODR: @_ZZ6rowsumILi8EEfvE3buf = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 16
; PTX-DAG: .shared .align 16 .b8 _ZZ6rowsumILi8EEfvE3buf[256];
@_ZZ6rowsumILi8EEfvE3buf = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 4

; The same in a kernel that calls a device function of another TU (which may
; use the global copy nvlink keeps): left alone.
; CHECK: @_ZZ4helpILi8EEfvE3buf = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 4
; ODR: @_ZZ4helpILi8EEfvE3buf = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 16
; PTX-DAG: .weak .shared .align 4 .b8 _ZZ4helpILi8EEfvE3buf[256];
@_ZZ4helpILi8EEfvE3buf = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 4

; Used by a device function that kernels of other TUs may call: left alone.
; CHECK: @_ZZ6calleeILi8EEfvE3buf = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 4
; ODR: @_ZZ6calleeILi8EEfvE3buf = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 16
; PTX-DAG: .weak .shared .align 4 .b8 _ZZ6calleeILi8EEfvE3buf[256];
@_ZZ6calleeILi8EEfvE3buf = linkonce_odr addrspace(3) global [64 x float] undef, comdat, align 4

; weak (not ODR): another definition may replace it.
; CHECK: @weak_any = weak addrspace(3) global [64 x float] undef, align 4
; ODR: @weak_any = weak addrspace(3) global [64 x float] undef, align 4
; PTX-DAG: .weak .shared .align 4 .b8 weak_any[256];
@weak_any = weak addrspace(3) global [64 x float] undef, align 4

; Sized extern declaration (defined in another TU): its definition decides.
; CHECK: @sized_extern = external addrspace(3) global [64 x float], align 4
; PTX-DAG: .extern .shared .align 4 .b8 sized_extern[256];
@sized_extern = external addrspace(3) global [64 x float], align 4

; extern __shared__ float dyn[]: dynamic shared memory, raised to 16.
; CHECK: @dyn = external addrspace(3) global [0 x float], align 16
; NOEXTERN: @dyn = external addrspace(3) global [0 x float], align 4
; PTX-DAG: .extern .shared .align 16 .b8 dyn[];
@dyn = external addrspace(3) global [0 x float], align 4

; REMARK-DAG: remark: <unknown>:0:0: raised alignment of shared global 'internal' from 4 to 16
; REMARK-DAG: remark: <unknown>:0:0: raised alignment of shared global 'visible' from 4 to 16
; REMARK-DAG: remark: <unknown>:0:0: raised alignment of shared global '_ZZ2tkILi8EEvPfE4tile' from 4 to 16
; REMARK-DAG: remark: <unknown>:0:0: raised alignment of shared global '_ZZ6rowsumILi8EEfvE3buf' from 4 to 16
; REMARK-DAG: remark: <unknown>:0:0: made ODR shared global '_ZZ6rowsumILi8EEfvE3buf' internal: only kernels of this TU use it, so they get their own aligned copy whatever copy nvlink keeps
; REMARK-DAG: remark: <unknown>:0:0: shared global '_ZZ4helpILi8EEfvE3buf' left at alignment 4: it is linkonce_odr/weak_odr (a template device function's); under -fgpu-rdc nvlink may keep another TU's less aligned copy (-smemvec-align-odr=1 if the device code is not linked across TUs)
; REMARK-DAG: remark: <unknown>:0:0: shared global '_ZZ6calleeILi8EEfvE3buf' left at alignment 4: it is linkonce_odr/weak_odr
; REMARK-DAG: remark: <unknown>:0:0: shared global 'weak_any' left at alignment 4: another definition may replace it at link time
; REMARK-DAG: remark: <unknown>:0:0: shared global 'sized_extern' left at alignment 4: it is a declaration; its definition in another TU decides
; REMARK-DAG: remark: <unknown>:0:0: raised alignment of shared global 'dyn' from 4 to 16

; YAML:      --- !Missed
; YAML-NEXT: Pass: smemvec-align
; YAML-NEXT: Name: LeftODR
; YAML-NEXT: Function: kcalls
; YAML-NEXT: Args:
; YAML-NEXT:   - String: 'shared global '''
; YAML-NEXT:   - Global: _ZZ4helpILi8EEfvE3buf
; YAML-NEXT:   - String: ''' left at alignment '
; YAML-NEXT:   - Align: '4'
; YAML:      Name: LeftInterposable
; YAML:      Name: LeftExternal

; Each function reads four consecutive floats per thread from each global:
; one ld.shared.v4 where the global was raised, four scalar loads elsewhere.
; PTXK-LABEL: .entry _Z2tkILi8EEvPf(
; PTXK:       ld.shared.v4.b32
; PTXK-LABEL: .entry ka(
; PTXK-COUNT-4: ld.shared.v4.b32
; PTXK-COUNT-8: ld.shared.b32
; PTXK-NOT:   ld.shared
; PTXK-LABEL: .entry kcalls(
; PTXK-COUNT-4: ld.shared.b32
; PTXK-NOT:   ld.shared
; PTXK-LABEL: .func {{.*}}_Z6calleeILi8EEfv(
; PTXK-COUNT-4: ld.shared.b32
; PTXK-NOT:   ld.shared
define linkonce_odr ptx_kernel void @_Z2tkILi8EEvPf(ptr addrspace(1) %out) comdat {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %tid, 2
  %p0 = getelementptr inbounds float, ptr addrspace(3) @_ZZ2tkILi8EEvPfE4tile, i32 %i
  %p0.1 = getelementptr inbounds float, ptr addrspace(3) %p0, i32 1
  %p0.2 = getelementptr inbounds float, ptr addrspace(3) %p0, i32 2
  %p0.3 = getelementptr inbounds float, ptr addrspace(3) %p0, i32 3
  %a0 = load float, ptr addrspace(3) %p0, align 4
  %b0 = load float, ptr addrspace(3) %p0.1, align 4
  %c0 = load float, ptr addrspace(3) %p0.2, align 4
  %d0 = load float, ptr addrspace(3) %p0.3, align 4
  %s0.1 = fadd float %a0, %b0
  %s0.2 = fadd float %c0, %d0
  %v = fadd float %s0.1, %s0.2
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @ka(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %tid, 2
  %p1 = getelementptr inbounds float, ptr addrspace(3) @internal, i32 %i
  %p1.1 = getelementptr inbounds float, ptr addrspace(3) %p1, i32 1
  %p1.2 = getelementptr inbounds float, ptr addrspace(3) %p1, i32 2
  %p1.3 = getelementptr inbounds float, ptr addrspace(3) %p1, i32 3
  %a1 = load float, ptr addrspace(3) %p1, align 4
  %b1 = load float, ptr addrspace(3) %p1.1, align 4
  %c1 = load float, ptr addrspace(3) %p1.2, align 4
  %d1 = load float, ptr addrspace(3) %p1.3, align 4
  %s1.1 = fadd float %a1, %b1
  %s1.2 = fadd float %c1, %d1
  %v0 = fadd float %s1.1, %s1.2
  %p2 = getelementptr inbounds float, ptr addrspace(3) @visible, i32 %i
  %p2.1 = getelementptr inbounds float, ptr addrspace(3) %p2, i32 1
  %p2.2 = getelementptr inbounds float, ptr addrspace(3) %p2, i32 2
  %p2.3 = getelementptr inbounds float, ptr addrspace(3) %p2, i32 3
  %a2 = load float, ptr addrspace(3) %p2, align 4
  %b2 = load float, ptr addrspace(3) %p2.1, align 4
  %c2 = load float, ptr addrspace(3) %p2.2, align 4
  %d2 = load float, ptr addrspace(3) %p2.3, align 4
  %s2.1 = fadd float %a2, %b2
  %s2.2 = fadd float %c2, %d2
  %v1 = fadd float %s2.1, %s2.2
  %p3 = getelementptr inbounds float, ptr addrspace(3) @_ZZ6rowsumILi8EEfvE3buf, i32 %i
  %p3.1 = getelementptr inbounds float, ptr addrspace(3) %p3, i32 1
  %p3.2 = getelementptr inbounds float, ptr addrspace(3) %p3, i32 2
  %p3.3 = getelementptr inbounds float, ptr addrspace(3) %p3, i32 3
  %a3 = load float, ptr addrspace(3) %p3, align 4
  %b3 = load float, ptr addrspace(3) %p3.1, align 4
  %c3 = load float, ptr addrspace(3) %p3.2, align 4
  %d3 = load float, ptr addrspace(3) %p3.3, align 4
  %s3.1 = fadd float %a3, %b3
  %s3.2 = fadd float %c3, %d3
  %v2 = fadd float %s3.1, %s3.2
  %p4 = getelementptr inbounds float, ptr addrspace(3) @dyn, i32 %i
  %p4.1 = getelementptr inbounds float, ptr addrspace(3) %p4, i32 1
  %p4.2 = getelementptr inbounds float, ptr addrspace(3) %p4, i32 2
  %p4.3 = getelementptr inbounds float, ptr addrspace(3) %p4, i32 3
  %a4 = load float, ptr addrspace(3) %p4, align 4
  %b4 = load float, ptr addrspace(3) %p4.1, align 4
  %c4 = load float, ptr addrspace(3) %p4.2, align 4
  %d4 = load float, ptr addrspace(3) %p4.3, align 4
  %s4.1 = fadd float %a4, %b4
  %s4.2 = fadd float %c4, %d4
  %v3 = fadd float %s4.1, %s4.2
  %p5 = getelementptr inbounds float, ptr addrspace(3) @weak_any, i32 %i
  %p5.1 = getelementptr inbounds float, ptr addrspace(3) %p5, i32 1
  %p5.2 = getelementptr inbounds float, ptr addrspace(3) %p5, i32 2
  %p5.3 = getelementptr inbounds float, ptr addrspace(3) %p5, i32 3
  %a5 = load float, ptr addrspace(3) %p5, align 4
  %b5 = load float, ptr addrspace(3) %p5.1, align 4
  %c5 = load float, ptr addrspace(3) %p5.2, align 4
  %d5 = load float, ptr addrspace(3) %p5.3, align 4
  %s5.1 = fadd float %a5, %b5
  %s5.2 = fadd float %c5, %d5
  %v4 = fadd float %s5.1, %s5.2
  %p6 = getelementptr inbounds float, ptr addrspace(3) @sized_extern, i32 %i
  %p6.1 = getelementptr inbounds float, ptr addrspace(3) %p6, i32 1
  %p6.2 = getelementptr inbounds float, ptr addrspace(3) %p6, i32 2
  %p6.3 = getelementptr inbounds float, ptr addrspace(3) %p6, i32 3
  %a6 = load float, ptr addrspace(3) %p6, align 4
  %b6 = load float, ptr addrspace(3) %p6.1, align 4
  %c6 = load float, ptr addrspace(3) %p6.2, align 4
  %d6 = load float, ptr addrspace(3) %p6.3, align 4
  %s6.1 = fadd float %a6, %b6
  %s6.2 = fadd float %c6, %d6
  %v5 = fadd float %s6.1, %s6.2
  %acc1 = fadd float %v0, %v1
  %acc2 = fadd float %acc1, %v2
  %acc3 = fadd float %acc2, %v3
  %acc4 = fadd float %acc3, %v4
  %acc5 = fadd float %acc4, %v5
  store float %acc5, ptr addrspace(1) %out, align 4
  ret void
}

; Calls a device function of another TU.
define ptx_kernel void @kcalls(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %tid, 2
  %p7 = getelementptr inbounds float, ptr addrspace(3) @_ZZ4helpILi8EEfvE3buf, i32 %i
  %p7.1 = getelementptr inbounds float, ptr addrspace(3) %p7, i32 1
  %p7.2 = getelementptr inbounds float, ptr addrspace(3) %p7, i32 2
  %p7.3 = getelementptr inbounds float, ptr addrspace(3) %p7, i32 3
  %a7 = load float, ptr addrspace(3) %p7, align 4
  %b7 = load float, ptr addrspace(3) %p7.1, align 4
  %c7 = load float, ptr addrspace(3) %p7.2, align 4
  %d7 = load float, ptr addrspace(3) %p7.3, align 4
  %s7.1 = fadd float %a7, %b7
  %s7.2 = fadd float %c7, %d7
  %v = fadd float %s7.1, %s7.2
  %w = call float @other_tu(i32 %tid)
  %r = fadd float %v, %w
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

; A template device function that was not inlined.
define linkonce_odr float @_Z6calleeILi8EEfv() comdat {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %tid, 2
  %p8 = getelementptr inbounds float, ptr addrspace(3) @_ZZ6calleeILi8EEfvE3buf, i32 %i
  %p8.1 = getelementptr inbounds float, ptr addrspace(3) %p8, i32 1
  %p8.2 = getelementptr inbounds float, ptr addrspace(3) %p8, i32 2
  %p8.3 = getelementptr inbounds float, ptr addrspace(3) %p8, i32 3
  %a8 = load float, ptr addrspace(3) %p8, align 4
  %b8 = load float, ptr addrspace(3) %p8.1, align 4
  %c8 = load float, ptr addrspace(3) %p8.2, align 4
  %d8 = load float, ptr addrspace(3) %p8.3, align 4
  %s8.1 = fadd float %a8, %b8
  %s8.2 = fadd float %c8, %d8
  %v = fadd float %s8.1, %s8.2
  ret float %v
}

declare float @other_tu(i32)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
