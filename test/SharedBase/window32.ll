; smemvec-shared-base, windows (-smemvec-shared-window32): shared accesses
; whose addresses differ by constants that an extension of a 32-bit index
; keeps apart (s[zext(i + 1)], s[zext(i + 2)]: an unrolled window over an
; unsigned index, one 64-bit address computation each), two of them loads,
; get one 32-bit
; window address where their blocks meet and each `window + C`, zero-
; extended and turned back into a pointer right before the access. Shared
; addresses are 32-bit, so the i32 sum is the address exactly, even where
; the index wraps. Left alone: accesses whose 64-bit addresses already
; differ by a constant only (one register + immediates), a staging copy
; (stores alone), a lone access,
; accesses over different variables, 32-bit shared pointers, non-NVPTX
; modules, and everything with the switch off.
; RUN: opt %loadplugin -passes=smemvec-shared-base -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-shared-base -smemvec-shared-window32=1 -pass-remarks=smemvec-shared-base -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
; RUN: opt %loadplugin -passes=smemvec-shared-base -smemvec-shared-window32=0 -S %s | FileCheck %s --check-prefix=OFF --implicit-check-not=inttoptr --implicit-check-not=ptrtoint
; RUN: opt %loadplugin -passes=smemvec-shared-base -smemvec-shared-window32=1 -smemvec-shared-base=0 -S %s | FileCheck %s --check-prefix=OFF --implicit-check-not=inttoptr --implicit-check-not=ptrtoint
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s | opt %loadplugin -passes=smemvec-shared-base -smemvec-shared-window32=1 -S | FileCheck %s --check-prefix=OFF --implicit-check-not=inttoptr --implicit-check-not=ptrtoint
; RUN: sed 's/^target datalayout = "e-/target datalayout = "e-p3:32:32-/' %s | opt %loadplugin -passes=smemvec-shared-base -smemvec-shared-window32=1 -S | FileCheck %s --check-prefix=OFF --implicit-check-not=inttoptr --implicit-check-not=ptrtoint
; In the PTX, one 32-bit window register, each tap `add.s32` of a constant,
; which ptxas folds into the access; ptxas assembles it.
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-shared-window32=1 -O3 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [1024 x float] undef, align 16
@t = internal addrspace(3) global [8 x [5 x float]] undef, align 16

; s[i], s[i+1], s[i+2] in guarded blocks, s[i+3] after them: one window in
; the entry block (where the blocks meet, before its own access).
; CHECK-LABEL: define float @window(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %s.base = freeze ptr addrspace(3) @s
; CHECK-NEXT:    %s.b32 = ptrtoint ptr addrspace(3) %s.base to i32
; CHECK-NEXT:    %window.scaled = shl i32 %i, 2
; CHECK-NEXT:    %window = add i32 %s.b32, %window.scaled
; CHECK-NEXT:    %window.wide = zext i32 %window to i64
; CHECK-NEXT:    %window.addr = inttoptr i64 %window.wide to ptr addrspace(3)
; CHECK-NEXT:    %v0 = load float, ptr addrspace(3) %window.addr, align 4
; CHECK-NEXT:    br i1 %c1, label %tap1, label %join1
; CHECK:       tap1:
; CHECK-NEXT:    %window.off = add i32 %window, 4
; CHECK-NEXT:    %window.wide1 = zext i32 %window.off to i64
; CHECK-NEXT:    %window.addr2 = inttoptr i64 %window.wide1 to ptr addrspace(3)
; CHECK-NEXT:    %v1 = load float, ptr addrspace(3) %window.addr2, align 4
; CHECK-NEXT:    br label %join1
; CHECK:       tap2:
; CHECK-NEXT:    %window.off3 = add i32 %window, 8
; CHECK-NEXT:    %window.wide4 = zext i32 %window.off3 to i64
; CHECK-NEXT:    %window.addr5 = inttoptr i64 %window.wide4 to ptr addrspace(3)
; CHECK-NEXT:    %v2 = load float, ptr addrspace(3) %window.addr5, align 4
; CHECK-NEXT:    br label %join2
; CHECK:       join2:
; CHECK-NEXT:    %a2 = phi float
; CHECK-NEXT:    %window.off6 = add i32 %window, 12
; CHECK-NEXT:    %window.wide7 = zext i32 %window.off6 to i64
; CHECK-NEXT:    %window.addr8 = inttoptr i64 %window.wide7 to ptr addrspace(3)
; CHECK-NEXT:    %v3 = load float, ptr addrspace(3) %window.addr8, align 4
; CHECK-NEXT:    %r0 = fadd
; PTX-LABEL: .func  (.param .b32 func_retval0) window(
; PTX:         mov.b64 %rd[[#BASE:]], s;
; PTX:         cvt.u32.u64 %r[[#B32:]], %rd[[#BASE]];
; PTX:         shl.b32 %r[[#SCALED:]], %r{{[0-9]+}}, 2;
; PTX-NEXT:    add.s32 %r[[#WIN:]], %r[[#B32]], %r[[#SCALED]];
; PTX:         add.s32 %r[[#OFF4:]], %r[[#WIN]], 4;
; PTX-NEXT:    cvt.u64.u32 %rd[[#A4:]], %r[[#OFF4]];
; PTX-NEXT:    ld.shared.b32 %r{{[0-9]+}}, [%rd[[#A4]]];
; PTX:         add.s32 %r[[#OFF8:]], %r[[#WIN]], 8;
; PTX-NEXT:    cvt.u64.u32 %rd[[#A8:]], %r[[#OFF8]];
; PTX-NEXT:    ld.shared.b32 %r{{[0-9]+}}, [%rd[[#A8]]];
; OFF-LABEL: define float @window(
; OFF:         %p1 = getelementptr inbounds float, ptr addrspace(3) @s, i64 %z1
; OFF:         %v1 = load float, ptr addrspace(3) %p1, align 4
define float @window(i32 %i, i1 %c1, i1 %c2) {
entry:
  %z0 = zext i32 %i to i64
  %p0 = getelementptr inbounds float, ptr addrspace(3) @s, i64 %z0
  %v0 = load float, ptr addrspace(3) %p0, align 4
  br i1 %c1, label %tap1, label %join1
tap1:
  %i1 = add i32 %i, 1
  %z1 = zext i32 %i1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(3) @s, i64 %z1
  %v1 = load float, ptr addrspace(3) %p1, align 4
  br label %join1
join1:
  %a1 = phi float [ %v1, %tap1 ], [ 0.0, %entry ]
  br i1 %c2, label %tap2, label %join2
tap2:
  %i2 = add i32 %i, 2
  %z2 = zext i32 %i2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(3) @s, i64 %z2
  %v2 = load float, ptr addrspace(3) %p2, align 4
  br label %join2
join2:
  %a2 = phi float [ %v2, %tap2 ], [ 0.0, %join1 ]
  %i3 = add i32 %i, 3
  %z3 = zext i32 %i3 to i64
  %p3 = getelementptr inbounds float, ptr addrspace(3) @s, i64 %z3
  %v3 = load float, ptr addrspace(3) %p3, align 4
  %r0 = fadd float %v0, %a1
  %r1 = fadd float %a2, %v3
  %r = fadd float %r0, %r1
  ret float %r
}

; A signed index that may wrap (no nsw) through a pointer argument: loads
; of p[sext(i - 1)] and p[sext(i + 1)], an atomic on p[sext(i)] and a store
; to p[sext(i + 1)] join the window: the argument's 32 bits plus 4 * i (in
; the first access's block), -4, 0 and +4 modulo 2^32.
; CHECK-LABEL: define void @signed_arg(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %p.b32 = ptrtoint ptr addrspace(3) %p to i32
; CHECK-NEXT:    br label %body
; CHECK:       body:
; CHECK-NEXT:    %window.scaled = shl i32 %i, 2
; CHECK-NEXT:    %window = add i32 %p.b32, %window.scaled
; CHECK-NEXT:    %window.off = add i32 %window, -4
; CHECK-NEXT:    %window.wide = zext i32 %window.off to i64
; CHECK-NEXT:    %window.addr = inttoptr i64 %window.wide to ptr addrspace(3)
; CHECK-NEXT:    %a = load i32, ptr addrspace(3) %window.addr, align 4
; CHECK-NEXT:    %window.off1 = add i32 %window, 4
; CHECK-NEXT:    %window.wide2 = zext i32 %window.off1 to i64
; CHECK-NEXT:    %window.addr3 = inttoptr i64 %window.wide2 to ptr addrspace(3)
; CHECK-NEXT:    %b = load i32, ptr addrspace(3) %window.addr3, align 4
; CHECK-NEXT:    %window.wide4 = zext i32 %window to i64
; CHECK-NEXT:    %window.addr5 = inttoptr i64 %window.wide4 to ptr addrspace(3)
; CHECK-NEXT:    %old = atomicrmw add ptr addrspace(3) %window.addr5, i32 1 monotonic, align 4
; CHECK-NEXT:    %v = add i32 %a, %b
; CHECK-NEXT:    %window.off6 = add i32 %window, 4
; CHECK-NEXT:    %window.wide7 = zext i32 %window.off6 to i64
; CHECK-NEXT:    %window.addr8 = inttoptr i64 %window.wide7 to ptr addrspace(3)
; CHECK-NEXT:    store i32 %v, ptr addrspace(3) %window.addr8, align 4
; CHECK-NEXT:    ret void
; OFF-LABEL: define void @signed_arg(
; OFF:         store i32 %v, ptr addrspace(3) %q1, align 4
define void @signed_arg(ptr addrspace(3) %p, i32 %i) {
entry:
  br label %body
body:
  %im = sub i32 %i, 1
  %sm = sext i32 %im to i64
  %qm = getelementptr inbounds i32, ptr addrspace(3) %p, i64 %sm
  %a = load i32, ptr addrspace(3) %qm, align 4
  %ip = add i32 %i, 1
  %sp = sext i32 %ip to i64
  %q1 = getelementptr inbounds i32, ptr addrspace(3) %p, i64 %sp
  %b = load i32, ptr addrspace(3) %q1, align 4
  %s0 = sext i32 %i to i64
  %q0 = getelementptr inbounds i32, ptr addrspace(3) %p, i64 %s0
  %old = atomicrmw add ptr addrspace(3) %q0, i32 1 monotonic, align 4
  %v = add i32 %a, %b
  store i32 %v, ptr addrspace(3) %q1, align 4
  ret void
}

; Unchanged: a staging copy, stores alone to s[zext(i)], s[zext(i + 1)],
; s[zext(i + 2)] (ptxas computes their addresses under the global loads'
; latency).
; CHECK-LABEL: define void @staging(
; CHECK-NOT:     inttoptr
; CHECK-NOT:     ptrtoint
; CHECK:         ret void
define void @staging(ptr addrspace(1) %g, i32 %i) {
entry:
  %g0 = load float, ptr addrspace(1) %g, align 4
  %g1p = getelementptr inbounds float, ptr addrspace(1) %g, i64 1
  %g1 = load float, ptr addrspace(1) %g1p, align 4
  %g2p = getelementptr inbounds float, ptr addrspace(1) %g, i64 2
  %g2 = load float, ptr addrspace(1) %g2p, align 4
  %z0 = zext i32 %i to i64
  %p0 = getelementptr inbounds float, ptr addrspace(3) @s, i64 %z0
  store float %g0, ptr addrspace(3) %p0, align 4
  %i1 = add i32 %i, 1
  %z1 = zext i32 %i1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(3) @s, i64 %z1
  store float %g1, ptr addrspace(3) %p1, align 4
  %i2 = add i32 %i, 2
  %z2 = zext i32 %i2 to i64
  %p2 = getelementptr inbounds float, ptr addrspace(3) @s, i64 %z2
  store float %g2, ptr addrspace(3) %p2, align 4
  ret void
}

; Unchanged: t[i][0..1] from two blocks are one 64-bit register plus
; immediates already (copies of one extension, as CodeGenPrepare sinks
; them); a lone s[zext(i + 1)]; s[zext(i + 1)] and s[zext(j + 1)] (two
; variables, a lone access each).
; CHECK-LABEL: define float @left_alone(
; CHECK-NOT:     inttoptr
; CHECK-NOT:     ptrtoint
; CHECK:         ret float
define float @left_alone(i32 %i, i32 %j, i1 %c) {
entry:
  %zi = zext i32 %i to i64
  %row = getelementptr inbounds [5 x float], ptr addrspace(3) @t, i64 %zi
  %a = load float, ptr addrspace(3) %row, align 4
  br i1 %c, label %other, label %done
other:
  %zi2 = zext i32 %i to i64
  %row2 = getelementptr inbounds [5 x float], ptr addrspace(3) @t, i64 %zi2
  %col1 = getelementptr inbounds i8, ptr addrspace(3) %row2, i64 4
  %b = load float, ptr addrspace(3) %col1, align 4
  %i1 = add i32 %i, 1
  %z1 = zext i32 %i1 to i64
  %p1 = getelementptr inbounds float, ptr addrspace(3) @s, i64 %z1
  %c1 = load float, ptr addrspace(3) %p1, align 4
  %j1 = add i32 %j, 1
  %zj = zext i32 %j1 to i64
  %pj = getelementptr inbounds float, ptr addrspace(3) @s, i64 %zj
  %d = load float, ptr addrspace(3) %pj, align 4
  %s0 = fadd float %b, %c1
  %s1 = fadd float %s0, %d
  br label %done
done:
  %r = phi float [ %a, %entry ], [ %s1, %other ]
  ret float %r
}

; REMARK: remark: <unknown>:0:0: one 32-bit shared address for 4 accesses that differ by constants
; REMARK: remark: <unknown>:0:0: one 32-bit shared address for 4 accesses that differ by constants
