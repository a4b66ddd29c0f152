; smemvec-align raises an object only as far as an access can use, and never
; so far that a kernel's static shared memory could pass ptxas's 48 KB limit
; or lose a block per multiprocessor (see steps 4 and 5 of
; lib/CodeGen/SharedAlign.cpp).
;
; RUN: opt %loadplugin -passes=smemvec-align -S %s -pass-remarks-missed=smemvec-align -pass-remarks-analysis=smemvec-align -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=4 -S %s | FileCheck %s --check-prefix=FOUR
; RUN: llc -O3 -mcpu=sm_90 %loadplugin %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; Every kernel here assembles (the 48 KB ones included) and ptxas reports
; exactly stock's static shared bytes for them.
; RUN: %if ptxas %{ %ptxas -v %t.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=PTXAS %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; A 4-byte scalar: no access can be wider than 4 bytes.
; CHECK: @one_int = internal addrspace(3) global i32 undef, align 4
; REMARK-DAG: remark: <unknown>:0:0: shared global 'one_int' keeps alignment 4: it is already aligned as far as an access can use
@one_int = internal addrspace(3) global i32 undef, align 4

; 12 bytes: at most an 8-byte access fits (the largest power of two <= 12).
; CHECK: @three = internal addrspace(3) global [3 x float] undef, align 8
; FOUR: @three = internal addrspace(3) global [3 x float] undef, align 4
@three = internal addrspace(3) global [3 x float] undef, align 4

; Used only by atomics: nothing can become wider.
; CHECK: @hist = internal addrspace(3) global [64 x i32] undef, align 4
; REMARK-DAG: remark: <unknown>:0:0: shared global 'hist' left at alignment 4: no plain access to it could become wider
@hist = internal addrspace(3) global [64 x i32] undef, align 4

; Exactly 48 KB with stock alignment (the issue's kernel): raising the tile
; could add 12 bytes of padding before it if ptxas put the flag first.
; CHECK: @tile48k = internal addrspace(3) global [12287 x float] undef, align 4
; CHECK: @flag48k = internal addrspace(3) global i32 undef, align 4
; REMARK-DAG: remark: <unknown>:0:0: shared global 'tile48k' left at alignment 4: the padding could push a kernel past the 48 KB static shared-memory limit
@tile48k = internal addrspace(3) global [12287 x float] undef, align 4
@flag48k = internal addrspace(3) global i32 undef, align 4

; 48 KB only through the call graph: c1 in the kernel, c2 in a device
; function it calls (not inlined). Both stay.
; CHECK: @c1 = internal addrspace(3) global [6143 x float] undef, align 4
; CHECK: @c2 = internal addrspace(3) global [6144 x float] undef, align 4
; REMARK-DAG: remark: <unknown>:0:0: shared global 'c1' left at alignment 4: the padding could push a kernel past the 48 KB static shared-memory limit
; REMARK-DAG: remark: <unknown>:0:0: shared global 'c2' left at alignment 4: the padding could push a kernel past the 48 KB static shared-memory limit
@c1 = internal addrspace(3) global [6143 x float] undef, align 4
@c2 = internal addrspace(3) global [6144 x float] undef, align 4

; 8192 bytes: 25 blocks per SM on sm_90 (228 KB / (8192 + 1 KB reserve));
; 12 bytes of padding would round up to 8320 bytes: 24 blocks.
; CHECK: @occ = internal addrspace(3) global [2047 x float] undef, align 4
; REMARK-DAG: remark: <unknown>:0:0: shared global 'occ' left at alignment 4: the padding could lower the number of blocks per multiprocessor of a kernel
@occ = internal addrspace(3) global [2047 x float] undef, align 4
@occ_flag = internal addrspace(3) global i32 undef, align 4

; 8068 bytes: the padded bound (8080) stays in the same 128-byte granule.
; CHECK: @occ_ok = internal addrspace(3) global [2016 x float] undef, align 16
@occ_ok = internal addrspace(3) global [2016 x float] undef, align 4
@occ_ok_flag = internal addrspace(3) global i32 undef, align 4

; ptxas reports kernels last to first.
; PTXAS-LABEL: Compiling entry function 'kocc_ok'
; PTXAS: 8068 bytes smem
; PTXAS-LABEL: Compiling entry function 'kocc'
; PTXAS: 8192 bytes smem
; PTXAS-LABEL: Compiling entry function 'kcall'
; PTXAS: 49148 bytes smem
; PTXAS-LABEL: Compiling entry function 'k48'
; PTXAS: 49152 bytes smem
; PTXAS-LABEL: Compiling entry function 'small'
; PTXAS: 20 bytes smem

; PTX-LABEL: .entry small(
; PTX: ld.shared.v2.b32 {{.*}}[three];
define ptx_kernel void @small(ptr addrspace(1) %out) {
  %i = load i32, ptr addrspace(3) @one_int, align 4
  %a = load float, ptr addrspace(3) @three, align 4
  %p1 = getelementptr inbounds i8, ptr addrspace(3) @three, i32 4
  %b = load float, ptr addrspace(3) %p1, align 4
  %p2 = getelementptr inbounds i8, ptr addrspace(3) @three, i32 8
  %c = load float, ptr addrspace(3) %p2, align 4
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  %fi = sitofp i32 %i to float
  %s3 = fadd float %s2, %fi
  store float %s3, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @khist(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr inbounds i32, ptr addrspace(3) @hist, i32 %tid
  %h = atomicrmw add ptr addrspace(3) %p, i32 1 monotonic, align 4
  store i32 %h, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @k48(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %tid, 2
  %p = getelementptr inbounds float, ptr addrspace(3) @tile48k, i32 %i
  %a = load float, ptr addrspace(3) %p, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p, i32 1
  %b = load float, ptr addrspace(3) %p1, align 4
  %v = fadd float %a, %b
  %f = load i32, ptr addrspace(3) @flag48k, align 4
  %ff = sitofp i32 %f to float
  %s = fadd float %v, %ff
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @kcall(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %tid, 2
  %p = getelementptr inbounds float, ptr addrspace(3) @c1, i32 %i
  %a = load float, ptr addrspace(3) %p, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p, i32 1
  %b = load float, ptr addrspace(3) %p1, align 4
  %w = call float @devfn(i32 %i)
  %s = fadd float %a, %b
  %r = fadd float %s, %w
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

define internal float @devfn(i32 %i) noinline {
  %p = getelementptr inbounds float, ptr addrspace(3) @c2, i32 %i
  %a = load float, ptr addrspace(3) %p, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p, i32 1
  %b = load float, ptr addrspace(3) %p1, align 4
  %s = fadd float %a, %b
  ret float %s
}

define ptx_kernel void @kocc(ptr addrspace(1) %out) "target-cpu"="sm_90" {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %tid, 2
  %p = getelementptr inbounds float, ptr addrspace(3) @occ, i32 %i
  %a = load float, ptr addrspace(3) %p, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p, i32 1
  %b = load float, ptr addrspace(3) %p1, align 4
  %f = load i32, ptr addrspace(3) @occ_flag, align 4
  %ff = sitofp i32 %f to float
  %s = fadd float %a, %b
  %r = fadd float %s, %ff
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

define ptx_kernel void @kocc_ok(ptr addrspace(1) %out) "target-cpu"="sm_90" {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = shl i32 %tid, 2
  %p = getelementptr inbounds float, ptr addrspace(3) @occ_ok, i32 %i
  %a = load float, ptr addrspace(3) %p, align 4
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p, i32 1
  %b = load float, ptr addrspace(3) %p1, align 4
  %f = load i32, ptr addrspace(3) @occ_ok_flag, align 4
  %ff = sitofp i32 %f to float
  %s = fadd float %a, %b
  %r = fadd float %s, %ff
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
