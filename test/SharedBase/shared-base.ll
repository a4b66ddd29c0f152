; smemvec-shared-base: a shared global that loads, stores or atomics address
; by constants (@G itself or a constant GEP of it) from two or more basic
; blocks is addressed through one `freeze` of it in the entry block (after
; the allocas), and each such access through `getelementptr i8, base,
; offset` right before it (offset 0: the base itself). Everything
; else keeps its constant: an address with a variable index, a phi operand,
; a value stored (not an address), a global accessed from one block, a
; scalar shared variable (a counter under atomics, from two blocks), a
; generic global, a non-NVPTX module, and everything with the kill switch.
; RUN: opt %loadplugin -passes=smemvec-shared-base -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-shared-base -pass-remarks=smemvec-shared-base -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
; RUN: opt %loadplugin -passes=smemvec-shared-base -pass-remarks-missed=smemvec-shared-base -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSED --implicit-check-not=remark
; RUN: opt %loadplugin -passes=smemvec-shared-base -smemvec-shared-base=0 -S %s | FileCheck %s --check-prefix=OFF --implicit-check-not=freeze
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s | opt %loadplugin -passes=smemvec-shared-base -S | FileCheck %s --check-prefix=OFF --implicit-check-not=freeze

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@L = internal addrspace(3) global [32 x [33 x float]] undef, align 16
@X = internal addrspace(3) global [32 x [33 x float]] undef, align 16
@one = internal addrspace(3) global [4 x float] undef, align 16
@cnt = internal addrspace(3) global i32 undef, align 4
@gen = internal global [4 x float] zeroinitializer, align 16

; Two pivots of an unrolled triangular solve: L[k][k] in three guarded
; blocks, X[k][tx] with a variable index (no change), X[0][0] from the
; entry block and a later block, an atomic on a shared counter from two
; blocks.
; CHECK-LABEL: define void @pivots(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %priv = alloca [2 x float], align 4
; CHECK-NEXT:    %X.base = freeze ptr addrspace(3) @X
; CHECK-NEXT:    %L.base = freeze ptr addrspace(3) @L
; CHECK-NEXT:    %x00 = load float, ptr addrspace(3) %X.base, align 16
; CHECK-NEXT:    %c0 = icmp eq i32 %ty, 0
; CHECK-NEXT:    br i1 %c0, label %div0, label %next0
; CHECK:       div0:
; CHECK-NEXT:    %l00 = load float, ptr addrspace(3) %L.base, align 16
; CHECK-NEXT:    %xrow0 = getelementptr inbounds [33 x float], ptr addrspace(3) @X, i32 0, i32 %tx
; CHECK-NEXT:    %v0 = load float, ptr addrspace(3) %xrow0, align 4
; CHECK:         store float %d0, ptr addrspace(3) %xrow0, align 4
; CHECK-NEXT:    %old0 = atomicrmw add ptr addrspace(3) @cnt, i32 1 monotonic, align 4
; CHECK-NEXT:    br label %next0
; CHECK:       next0:
; CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    %c1 = icmp eq i32 %ty, 1
; CHECK-NEXT:    br i1 %c1, label %div1, label %next1
; CHECK:       div1:
; CHECK-NEXT:    %L.addr = getelementptr i8, ptr addrspace(3) %L.base, i64 136
; CHECK-NEXT:    %l11 = load float, ptr addrspace(3) %L.addr, align 8
; CHECK-NEXT:    %X.addr = getelementptr i8, ptr addrspace(3) %X.base, i64 132
; CHECK-NEXT:    store float %l11, ptr addrspace(3) %X.addr, align 4
; CHECK-NEXT:    %L.addr1 = getelementptr i8, ptr addrspace(3) %L.base, i64 272
; CHECK-NEXT:    %l22 = load float, ptr addrspace(3) %L.addr1, align 16
; CHECK-NEXT:    store float %l22, ptr addrspace(3) %X.base, align 16
; CHECK-NEXT:    %old1 = atomicrmw add ptr addrspace(3) @cnt, i32 1 monotonic, align 4
; CHECK-NEXT:    br label %next1
; CHECK:       next1:
; CHECK-NEXT:    %p = phi ptr addrspace(3) [ getelementptr inbounds (i8, ptr addrspace(3) @L, i64 4), %next0 ], [ @one, %div1 ]
; CHECK-NEXT:    store ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @L, i64 8), ptr %out, align 8
; CHECK-NEXT:    %one0 = load float, ptr addrspace(3) @one, align 16
; CHECK-NEXT:    ret void
define void @pivots(i32 %ty, i32 %tx, ptr %out) {
entry:
  %priv = alloca [2 x float], align 4
  %x00 = load float, ptr addrspace(3) @X, align 16
  %c0 = icmp eq i32 %ty, 0
  br i1 %c0, label %div0, label %next0

div0:
  %l00 = load float, ptr addrspace(3) @L, align 16
  %xrow0 = getelementptr inbounds [33 x float], ptr addrspace(3) @X, i32 0, i32 %tx
  %v0 = load float, ptr addrspace(3) %xrow0, align 4
  %d0 = fdiv float %v0, %l00
  store float %d0, ptr addrspace(3) %xrow0, align 4
  %old0 = atomicrmw add ptr addrspace(3) @cnt, i32 1 monotonic, align 4
  br label %next0

next0:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %c1 = icmp eq i32 %ty, 1
  br i1 %c1, label %div1, label %next1

div1:
  %l11 = load float, ptr addrspace(3) getelementptr inbounds ([32 x [33 x float]], ptr addrspace(3) @L, i32 0, i32 1, i32 1), align 8
  store float %l11, ptr addrspace(3) getelementptr inbounds ([32 x [33 x float]], ptr addrspace(3) @X, i32 0, i32 1, i32 0), align 4
  %l22 = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @L, i64 272), align 16
  store float %l22, ptr addrspace(3) getelementptr inbounds ([32 x [33 x float]], ptr addrspace(3) @X, i32 0, i32 0, i32 0), align 16
  %old1 = atomicrmw add ptr addrspace(3) @cnt, i32 1 monotonic, align 4
  br label %next1

next1:
  %p = phi ptr addrspace(3) [ getelementptr inbounds (i8, ptr addrspace(3) @L, i64 4), %next0 ], [ @one, %div1 ]
  store ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @L, i64 8), ptr %out, align 8
  %one0 = load float, ptr addrspace(3) @one, align 16
  ret void
}

; One block only, and a generic global in two blocks: nothing to do.
; CHECK-LABEL: define float @one_block(
; CHECK-NOT:     freeze
; CHECK:         load float, ptr addrspace(3) @one, align 16
; CHECK:         load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @one, i64 4), align 4
; CHECK:         load float, ptr @gen, align 16
; CHECK:         load float, ptr getelementptr inbounds (i8, ptr @gen, i64 4), align 4
; CHECK:         ret float
define float @one_block(i1 %c) {
entry:
  %a = load float, ptr addrspace(3) @one, align 16
  %b = load float, ptr addrspace(3) getelementptr inbounds (i8, ptr addrspace(3) @one, i64 4), align 4
  %g0 = load float, ptr @gen, align 16
  br i1 %c, label %more, label %done

more:
  %g1 = load float, ptr getelementptr inbounds (i8, ptr @gen, i64 4), align 4
  br label %done

done:
  %g = phi float [ %g0, %entry ], [ %g1, %more ]
  %s = fadd float %a, %b
  %r = fadd float %s, %g
  ret float %r
}

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

; REMARK: remark: <unknown>:0:0: addressing shared global 'X' through one register: 3 constant addresses in 2 blocks
; REMARK: remark: <unknown>:0:0: addressing shared global 'L' through one register: 3 constant addresses in 2 blocks

; MISSED: remark: <unknown>:0:0: shared global 'cnt' keeps its symbol: a scalar, 2 constant addresses in 2 blocks

; OFF-LABEL: define void @pivots(
; OFF:         %x00 = load float, ptr addrspace(3) @X, align 16
; OFF:         %l00 = load float, ptr addrspace(3) @L, align 16
; OFF:         %l11 = load float, ptr addrspace(3) getelementptr inbounds ([32 x [33 x float]], ptr addrspace(3) @L, i32 0, i32 1, i32 1), align 8
