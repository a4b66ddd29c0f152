; linkonce_odr/weak_odr shared globals used by a device function (which
; kernels of other TUs may call under -fgpu-rdc) keep their alignment by
; default; -smemvec-align-odr=1 (device code not linked across TUs) raises
; them. Plain weak is never raised. linkage-policy.ll has the cases that are
; raised by default.
; RUN: opt %loadplugin -passes=smemvec-align -S %s | FileCheck %s --check-prefix=STRICT
; RUN: opt %loadplugin -passes=smemvec-align -smemvec-align-odr=1 -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-align -smemvec-align-odr=1 -S %s | llc -mcpu=sm_90 -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: llc -mcpu=sm_90 %loadplugin %s -o %t.strict.ptx
; RUN: FileCheck %s --check-prefix=STRICTPTX < %t.strict.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.strict.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$tile = comdat any
; CHECK: @tile = linkonce_odr addrspace(3) global [256 x float] undef, comdat, align 16
; STRICT: @tile = linkonce_odr addrspace(3) global [256 x float] undef, comdat, align 4
@tile = linkonce_odr addrspace(3) global [256 x float] undef, comdat, align 4
; CHECK: @weak_tile = weak_odr addrspace(3) global [256 x float] undef, align 16
; STRICT: @weak_tile = weak_odr addrspace(3) global [256 x float] undef, align 4
@weak_tile = weak_odr addrspace(3) global [256 x float] undef, align 4
; Plain linkonce/weak (not ODR) may be replaced by a different definition.
; CHECK: @weak_any = weak addrspace(3) global [256 x float] undef, align 4
; STRICT: @weak_any = weak addrspace(3) global [256 x float] undef, align 4
@weak_any = weak addrspace(3) global [256 x float] undef, align 4

; Four consecutive floats per thread from the template tile.
; CHECK-LABEL: define void @read4
; CHECK: load float, ptr addrspace(3) %p0, align 16
; STRICT-LABEL: define void @read4
; STRICT: load float, ptr addrspace(3) %p0, align 4
; PTX-LABEL: read4
; PTX: ld.shared.v4.b32
; STRICTPTX: .weak .shared .align 4 .b8 tile[1024];
; STRICTPTX-LABEL: .func read4(
; STRICTPTX-NOT: ld.shared.v4
; STRICTPTX: ret;
define void @read4(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %tid, 2
  %i64 = zext i32 %i to i64
  %p0 = getelementptr inbounds float, ptr addrspace(3) @tile, i64 %i64
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 1
  %p2 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 2
  %p3 = getelementptr inbounds float, ptr addrspace(3) %p0, i64 3
  %a = load float, ptr addrspace(3) %p0, align 4
  %b = load float, ptr addrspace(3) %p1, align 4
  %c = load float, ptr addrspace(3) %p2, align 4
  %d = load float, ptr addrspace(3) %p3, align 4
  %s1 = fadd float %a, %b
  %s2 = fadd float %c, %d
  %s = fadd float %s1, %s2
  %w = load float, ptr addrspace(3) @weak_tile, align 4
  %x = load float, ptr addrspace(3) @weak_any, align 4
  %s3 = fadd float %s, %w
  %s4 = fadd float %s3, %x
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i64
  store float %s4, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
