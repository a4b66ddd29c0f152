; smemvec-pad follows ping-pong buffers: a phi or select of tile addresses
; whose every incoming address is the start of a tile of the group. The
; tiles it joins get one layout (same row type), so an access through the
; merged address is rewritten like a direct one: both tiles are padded (or
; swizzled) alike and every access moves by row * pad (or by the swizzle)
; whichever tile it reaches.
;
; RUN: opt %loadplugin -passes=smemvec-pad -smemvec-pad=1 -S %s -pass-remarks=smemvec-pad -o %t.ll 2> %t.remarks
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt %loadplugin -passes=smemvec-pad -S %s | FileCheck %s --check-prefix=OFF
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pad=1 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; OFF: @a = internal addrspace(3) global [32 x [32 x float]] undef, align 4
; OFF: @b = internal addrspace(3) global [32 x [32 x float]] undef, align 4
; CHECK-DAG: @a = internal addrspace(3) global [32 x [32 x float]] undef, align 4
; CHECK-DAG: @b = internal addrspace(3) global [32 x [32 x float]] undef, align 4
; CHECK-DAG: @c = internal addrspace(3) global [32 x [33 x float]] undef, align 4
; CHECK-DAG: @d = internal addrspace(3) global [64 x [33 x float]] undef, align 4
; smemvec-align raises them to 16 (the pad keeps the rows 4-aligned).
; PTX-DAG: .shared .align 16 .b8 a[4096];
; PTX-DAG: .shared .align 16 .b8 b[4096];
; PTX-DAG: .shared .align 16 .b8 c[4224];
; PTX-DAG: .shared .align 16 .b8 d[8448];
@a = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@b = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@c = internal addrspace(3) global [32 x [32 x float]] undef, align 4
@d = internal addrspace(3) global [64 x [32 x float]] undef, align 4

; `float (*cur)[32] = flag ? a : b;`: both tiles written by rows, read
; through the select by columns (a 1-D kernel: one warp reads one bank 32
; times). A pad of both (+256 bytes) would cost this 32-thread kernel a
; block per SM (the budget asks for the pair), so both are swizzled alike:
; 4-byte chunk ^= row & 31, the same move whichever tile cur is.
; REMARK-DAG: remark: <unknown>:0:0: swizzled shared array 'a' and 'b' (ping-pong buffers of one layout): 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 31 -> 0, 3 accesses rewritten
define ptx_kernel void @k_select(ptr addrspace(1) %out, i1 %flag) "nvvm.maxntid"="32" "target-cpu"="sm_90" {
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
; a[0][tx] = 1: row 0, the swizzle moves nothing (the expanded column is dead)
; CHECK-LABEL: @k_select(
; CHECK:      %pa = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @a, i64 0, i64 0, i64 %x
; CHECK-NEXT: {{%.+}} = shl nuw nsw i64 %x, 2
; CHECK-NEXT: store float 1.000000e+00, ptr addrspace(3) %pa, align 4
  %pa = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @a, i64 0, i64 0, i64 %x
  store float 1.0, ptr addrspace(3) %pa, align 4
; b[1][tx] = 2: row 1, chunk tx: + ((tx ^ 1) - tx) * 4
; CHECK-NEXT: %pb = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @b, i64 0, i64 1, i64 %x
; CHECK-NEXT: {{%.+}} = shl nuw nsw i64 %x, 2
; CHECK-NEXT: %[[BX:.+]] = xor i64 %x, 1
; CHECK-NEXT: %[[BD:.+]] = sub i64 %[[BX]], %x
; CHECK-NEXT: %[[BO:.+]] = shl i64 %[[BD]], 2
; CHECK-NEXT: %[[BP:.+]] = getelementptr inbounds i8, ptr addrspace(3) %pb, i64 %[[BO]]
; CHECK-NEXT: store float 2.000000e+00, ptr addrspace(3) %[[BP]], align 4
  %pb = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @b, i64 0, i64 1, i64 %x
  store float 2.0, ptr addrspace(3) %pb, align 4
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; cur[tx][1]: row tx, chunk 1: + ((1 ^ (tx & 31)) - 1) * 4, in whichever
; tile cur is
; CHECK:      %cur = select i1 %flag, ptr addrspace(3) @a, ptr addrspace(3) @b
; CHECK-NEXT: %pc = getelementptr inbounds [32 x float], ptr addrspace(3) %cur, i64 %x, i64 1
; CHECK-NEXT: %[[CM:.+]] = and i64 %x, 31
; CHECK-NEXT: %[[CX:.+]] = xor i64 1, %[[CM]]
; CHECK-NEXT: %[[CD:.+]] = sub i64 %[[CX]], 1
; CHECK-NEXT: %[[CO:.+]] = shl i64 %[[CD]], 2
; CHECK-NEXT: %[[CP:.+]] = getelementptr inbounds i8, ptr addrspace(3) %pc, i64 %[[CO]]
; CHECK-NEXT: %v = load float, ptr addrspace(3) %[[CP]], align 4
  %cur = select i1 %flag, ptr addrspace(3) @a, ptr addrspace(3) @b
  %pc = getelementptr inbounds [32 x float], ptr addrspace(3) %cur, i64 %x, i64 1
  %v = load float, ptr addrspace(3) %pc, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

; A double-buffered k-loop: `cur` and `nxt` swap every iteration (two
; phis, each the other's incoming value); the loop writes nxt by rows and
; reads cur by columns. Tiles c and d have different row counts but one
; row type: both get the pad; +4 bytes for each of their 96 rows.
; REMARK-DAG: remark: <unknown>:0:0: padded shared array 'c' and 'd' (ping-pong buffers of one layout) from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 248 -> 0, 3 accesses rewritten, +384 bytes
define ptx_kernel void @k_loop(ptr addrspace(1) %in, ptr addrspace(1) %out) "nvvm.reqntid"="32,8" "target-cpu"="sm_90" {
entry:
  %tx = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %x = zext i32 %tx to i64
  %ty = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %y = zext i32 %ty to i64
; c[ty][tx] = in[tx]: row ty, + ty * 4 bytes
; CHECK-LABEL: @k_loop(
; CHECK:      %p0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @c, i64 0, i64 %y, i64 %x
; CHECK-NEXT: %[[O0:.+]] = mul nsw i64 %y, 4
; CHECK-NEXT: %[[P0:.+]] = getelementptr inbounds i8, ptr addrspace(3) %p0, i64 %[[O0]]
; CHECK-NEXT: store float %v0, ptr addrspace(3) %[[P0]], align 4
  %g0 = getelementptr inbounds float, ptr addrspace(1) %in, i64 %x
  %v0 = load float, ptr addrspace(1) %g0, align 4
  %p0 = getelementptr inbounds [32 x [32 x float]], ptr addrspace(3) @c, i64 0, i64 %y, i64 %x
  store float %v0, ptr addrspace(3) %p0, align 4
  br label %loop

loop:
; CHECK:      %cur = phi ptr addrspace(3) [ @c, %entry ], [ %nxt, %loop ]
; CHECK-NEXT: %nxt = phi ptr addrspace(3) [ @d, %entry ], [ %cur, %loop ]
  %k = phi i64 [ 0, %entry ], [ %k.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %sum, %loop ]
  %cur = phi ptr addrspace(3) [ @c, %entry ], [ %nxt, %loop ]
  %nxt = phi ptr addrspace(3) [ @d, %entry ], [ %cur, %loop ]
; nxt[ty][tx] = acc: row ty, + ty * 4 bytes
; CHECK:      %pn = getelementptr inbounds [32 x float], ptr addrspace(3) %nxt, i64 %y, i64 %x
; CHECK-NEXT: %[[ON:.+]] = mul nsw i64 %y, 4
; CHECK-NEXT: %[[PN:.+]] = getelementptr inbounds i8, ptr addrspace(3) %pn, i64 %[[ON]]
; CHECK-NEXT: store float %acc, ptr addrspace(3) %[[PN]], align 4
  %pn = getelementptr inbounds [32 x float], ptr addrspace(3) %nxt, i64 %y, i64 %x
  store float %acc, ptr addrspace(3) %pn, align 4
; cur[tx][ty]: row tx, + tx * 4 bytes
; CHECK-NEXT: %pr = getelementptr inbounds [32 x float], ptr addrspace(3) %cur, i64 %x, i64 %y
; CHECK-NEXT: %[[OR:.+]] = mul nsw i64 %x, 4
; CHECK-NEXT: %[[PR:.+]] = getelementptr inbounds i8, ptr addrspace(3) %pr, i64 %[[OR]]
; CHECK-NEXT: %r = load float, ptr addrspace(3) %[[PR]], align 4
  %pr = getelementptr inbounds [32 x float], ptr addrspace(3) %cur, i64 %x, i64 %y
  %r = load float, ptr addrspace(3) %pr, align 4
  %sum = fadd float %acc, %r
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k.next, 4
  br i1 %done, label %exit, label %loop

exit:
  %go = getelementptr inbounds float, ptr addrspace(1) %out, i64 %x
  store float %sum, ptr addrspace(1) %go, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
