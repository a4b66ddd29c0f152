; Ping-pong buffers and dynamic shared memory that smemvec-pad must leave,
; each with its reason; the module comes out unchanged.
;
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -smemvec-pad-dynamic=1 -S %s -pass-remarks-missed=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt -S %s -o %t.in.ll
; RUN: diff %t.in.ll %t.ll
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=1 -smemvec-pad-dynamic=1 %s -o %t.ptx
; helper is only declared (another TU's): ptxas assembles it relocatable.
; RUN: %if ptxas %{ %ptxas -c %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@wide = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@narrow = internal addrspace(3) global [32 x [16 x float]] undef, align 4
@withArg = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@called = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@offsets = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@gather = external addrspace(3) global [0 x float], align 4
@alias1 = external addrspace(3) global [0 x float], align 4
@alias2 = external addrspace(3) global [0 x i32], align 4
@outside = external addrspace(3) global [0 x [32 x float]], align 4
@sized = external addrspace(3) global [32 x [32 x float]], align 4

; A phi of tiles whose rows differ ([32 x float] and [16 x float]): one
; layout cannot fit both.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'wide': its address escapes through a phi or select joining it with 'narrow', whose rows differ ([32 x [32 x float]] and [32 x [16 x float]])
define ptx_kernel void @k_mixed(ptr addrspace(1) %out, i1 %c) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %p = phi ptr addrspace(3) [ @wide, %entry ], [ @narrow, %then ]
  %q = getelementptr inbounds float, ptr addrspace(3) %p, i64 %x
  %v = load float, ptr addrspace(3) %q, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; A select of a tile and a pointer from elsewhere (a kernel argument).
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'withArg': its address escapes through a phi or select with an address outside the tile ('arg') in 'k_arg'
define ptx_kernel void @k_arg(ptr addrspace(1) %out, ptr addrspace(3) %arg, i1 %c) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %s = select i1 %c, ptr addrspace(3) @withArg, ptr addrspace(3) %arg
  %q = getelementptr inbounds [32 x float], ptr addrspace(3) %s, i64 %x, i64 0
  %v = load float, ptr addrspace(3) %q, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; The merged address escapes to a call: not every use is an access.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'called': its address escapes through a call in 'k_call'
define ptx_kernel void @k_call(ptr addrspace(1) %out, i1 %c) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %row = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @called, i64 0, i64 1
  %s = select i1 %c, ptr addrspace(3) @called, ptr addrspace(3) %row
  %q = getelementptr inbounds [32 x float], ptr addrspace(3) @called, i64 %x, i64 0
  %v = load float, ptr addrspace(3) %q, align 4
  store float %v, ptr addrspace(1) %out, align 4
  call void @use(ptr addrspace(3) %s)
  ret void
}

; A select of two columns of one tile: not one offset, so not affine.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'offsets': an address is not affine in thread and loop indices (a phi or select of addresses at different offsets in 'k_offsets')
define ptx_kernel void @k_offsets(ptr addrspace(1) %out, i1 %c) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %p0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @offsets, i64 0, i64 0, i64 0
  %p1 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @offsets, i64 0, i64 0, i64 1
  %s = select i1 %c, ptr addrspace(3) %p0, ptr addrspace(3) %p1
  %q = getelementptr inbounds [32 x float], ptr addrspace(3) %s, i64 %x, i64 0
  %v = load float, ptr addrspace(3) %q, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; extern __shared__ float s[] with one data-dependent access (a gather):
; every access must be affine, or the swizzle would miss one.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'gather': an address is not affine in thread and loop indices (a value that is neither a thread index nor uniform (load) in 'k_gather')
define ptx_kernel void @k_gather(ptr addrspace(1) %in, ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %y = zext i32 %ty to i64
  %w = mul nuw nsw i64 %y, 32
  %ws = add nuw nsw i64 %w, %x
  %ps = getelementptr inbounds [0 x float], ptr addrspace(3) @gather, i64 0, i64 %ws
  store float 1.0, ptr addrspace(3) %ps, align 4
  %r0 = mul nuw nsw i64 %x, 32
  %rl = add nuw nsw i64 %r0, %y
  %pl = getelementptr inbounds [0 x float], ptr addrspace(3) @gather, i64 0, i64 %rl
  %v = load float, ptr addrspace(3) %pl, align 4
  %ix = load i64, ptr addrspace(1) %in, align 8
  %pg = getelementptr inbounds [0 x float], ptr addrspace(3) @gather, i64 0, i64 %ix
  %g = load float, ptr addrspace(3) %pg, align 4
  %s = fadd float %v, %g
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

; Two extern __shared__ arrays in one kernel start at the same address:
; swizzling one would break what the other reads.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'alias1': dynamic shared memory whose every access the pass cannot see: 'alias2' in 'k_alias' is a shared declaration too (every extern __shared__ array starts at the same address)
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'alias2': dynamic shared memory whose every access the pass cannot see: 'alias1' in 'k_alias' is a shared declaration too (every extern __shared__ array starts at the same address)
define ptx_kernel void @k_alias(ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %y = zext i32 %ty to i64
  %w = mul nuw nsw i64 %y, 32
  %ws = add nuw nsw i64 %w, %x
  %ps = getelementptr inbounds [0 x float], ptr addrspace(3) @alias1, i64 0, i64 %ws
  store float 1.0, ptr addrspace(3) %ps, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %r0 = mul nuw nsw i64 %x, 32
  %rl = add nuw nsw i64 %r0, %y
  %pl = getelementptr inbounds [0 x i32], ptr addrspace(3) @alias2, i64 0, i64 %rl
  %v = load i32, ptr addrspace(3) %pl, align 4
  store i32 %v, ptr addrspace(1) %out, align 4
  ret void
}

; A call out of the module (another TU under -fgpu-rdc may address the
; same dynamic memory through its own declaration).
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'outside': dynamic shared memory whose every access the pass cannot see: 'k_outside' calls 'helper', which another TU may define (-fgpu-rdc) and which may address the dynamic shared memory
define ptx_kernel void @k_outside(ptr addrspace(1) %out) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %p = getelementptr inbounds [0 x [32 x float]], ptr addrspace(3) @outside, i64 0, i64 %x, i64 0
  %v = load float, ptr addrspace(3) %p, align 4
  call void @helper()
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; A sized extern array is another TU's definition: never changed.
; REMARK-DAG: remark: <unknown>:0:0: left shared array 'sized': a declaration: its definition decides the layout
define ptx_kernel void @k_sized(ptr addrspace(1) %out) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %p = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @sized, i64 0, i64 %x, i64 0
  %v = load float, ptr addrspace(3) %p, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

define void @use(ptr addrspace(3) %p) noinline {
  ret void
}

declare void @helper()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
