; Regression test for issue 11 item 1 (first found by smemvec-fuzz for
; acquire loads): upstream's LoadStoreVectorizer (LLVM 22.1) merges plain
; shared loads across volatile loads, atomic loads of every ordering, RMW and
; cmpxchg (and sinks plain stores below volatile loads, RMW and cmpxchg) once
; the alignment allows a vector: `a = d[0]; flag; b = d[1]` became one
; ld.shared.v2 above the flag. smemvec-align leaves a basic block with a
; volatile access or an atomic of any ordering (as a load or a store) at
; clang's alignment, and does not raise the shared globals its plain accesses
; use; the flag access stays between the two scalar accesses in the PTX.
; Blocks and functions without one are still aligned (negative cases).
;
; RUN: opt -S %loadplugin -passes=smemvec-align -pass-remarks-missed=smemvec-align %s -o - 2> %t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: llc -O3 -mcpu=sm_90 %loadplugin %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
; Without the guard, LLVM's own vectorizer moves the accesses (what the test
; protects against):
; RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-align-guard=0 %s -o %t.noguard.ptx
; RUN: FileCheck %s --check-prefix=NOGUARD < %t.noguard.ptx
; RUN: %if ptxas %{ %ptxas %t.noguard.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@flag = internal addrspace(3) global i32 undef, align 4

; CHECK: @d_vol_load = internal addrspace(3) global [2 x i32] undef, align 4
@d_vol_load = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @s_vol_load = internal addrspace(3) global [2 x i32] undef, align 4
@s_vol_load = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @d_mono_load = internal addrspace(3) global [2 x i32] undef, align 4
@d_mono_load = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @s_mono_load = internal addrspace(3) global [2 x i32] undef, align 4
@s_mono_load = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @d_acq_load = internal addrspace(3) global [2 x i32] undef, align 4
@d_acq_load = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @s_acq_load = internal addrspace(3) global [2 x i32] undef, align 4
@s_acq_load = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @d_seq_load = internal addrspace(3) global [2 x i32] undef, align 4
@d_seq_load = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @s_seq_load = internal addrspace(3) global [2 x i32] undef, align 4
@s_seq_load = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @d_vol_store = internal addrspace(3) global [2 x i32] undef, align 4
@d_vol_store = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @s_vol_store = internal addrspace(3) global [2 x i32] undef, align 4
@s_vol_store = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @d_mono_store = internal addrspace(3) global [2 x i32] undef, align 4
@d_mono_store = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @s_mono_store = internal addrspace(3) global [2 x i32] undef, align 4
@s_mono_store = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @d_rel_store = internal addrspace(3) global [2 x i32] undef, align 4
@d_rel_store = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @s_rel_store = internal addrspace(3) global [2 x i32] undef, align 4
@s_rel_store = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @d_seq_store = internal addrspace(3) global [2 x i32] undef, align 4
@d_seq_store = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @s_seq_store = internal addrspace(3) global [2 x i32] undef, align 4
@s_seq_store = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @d_rmw = internal addrspace(3) global [2 x i32] undef, align 4
@d_rmw = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @s_rmw = internal addrspace(3) global [2 x i32] undef, align 4
@s_rmw = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @d_cmpxchg = internal addrspace(3) global [2 x i32] undef, align 4
@d_cmpxchg = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @s_cmpxchg = internal addrspace(3) global [2 x i32] undef, align 4
@s_cmpxchg = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @d_vol_global = internal addrspace(3) global [2 x i32] undef, align 4
@d_vol_global = internal addrspace(3) global [2 x i32] undef, align 4
; CHECK: @s_vol_global = internal addrspace(3) global [2 x i32] undef, align 4
@s_vol_global = internal addrspace(3) global [2 x i32] undef, align 4
; Used in a function with an ordered access, but not in its block.
; CHECK: @free = internal addrspace(3) global [2 x i32] undef, align 8
@free = internal addrspace(3) global [2 x i32] undef, align 4
; Used in a block reached straight from the flag's block: guarded with it.
; CHECK: @chained = internal addrspace(3) global [2 x i32] undef, align 4
@chained = internal addrspace(3) global [2 x i32] undef, align 4
; Fences stop LLVM's vectorizer by themselves: not guarded.
; CHECK: @fenced = internal addrspace(3) global [2 x i32] undef, align 8
@fenced = internal addrspace(3) global [2 x i32] undef, align 4
; Used only where nothing is ordered.
; CHECK: @other = internal addrspace(3) global [4 x i32] undef, align 16
@other = internal addrspace(3) global [4 x i32] undef, align 4

; REMARK: remark: <unknown>:0:0: shared-memory accesses in this block keep their alignment: it has a volatile or atomic access that LLVM's LoadStoreVectorizer would move loads across
; REMARK: remark: <unknown>:0:0: shared global 'd_vol_load' left at alignment 4: it is accessed in a block with a volatile or atomic access that LLVM's LoadStoreVectorizer would move loads across

; Plain loads around the flag (vol_load).
; CHECK-LABEL: @ld_vol_load(
; CHECK: load i32, ptr addrspace(3) @d_vol_load, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry ld_vol_load(
; PTX: ld.shared.b32 {{.*}}[d_vol_load];
; PTX: ld.volatile.shared.b32 {{.*}}[flag];
; PTX: ld.shared.b32 {{.*}}[d_vol_load+4];
; NOGUARD-LABEL: .entry ld_vol_load(
; NOGUARD: ld.shared.v2.b32 {{.*}}[d_vol_load];
; NOGUARD: ld.volatile.shared.b32 {{.*}}[flag];
define ptx_kernel void @ld_vol_load(ptr addrspace(1) %out, ptr addrspace(1) %gflag) {
  %a = load i32, ptr addrspace(3) @d_vol_load, align 4
  %f = load volatile i32, ptr addrspace(3) @flag, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @d_vol_load, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Plain stores around the flag (vol_load).
; CHECK-LABEL: @st_vol_load(
; CHECK: store i32 %x, ptr addrspace(3) @s_vol_load, align 4
; CHECK: store i32 %y, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry st_vol_load(
; PTX: st.shared.b32 [s_vol_load], {{.*}};
; PTX: ld.volatile.shared.b32 {{.*}}[flag];
; PTX: st.shared.b32 [s_vol_load+4], {{.*}};
; NOGUARD-LABEL: .entry st_vol_load(
; NOGUARD: ld.volatile.shared.b32 {{.*}}[flag];
; NOGUARD: st.shared.v2.b32 [s_vol_load]
define ptx_kernel void @st_vol_load(ptr addrspace(1) %gflag, i32 %x, i32 %y) {
  store i32 %x, ptr addrspace(3) @s_vol_load, align 4
  %f = load volatile i32, ptr addrspace(3) @flag, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @s_vol_load, i32 4
  store i32 %y, ptr addrspace(3) %p, align 4
  ret void
}

; Plain loads around the flag (mono_load).
; CHECK-LABEL: @ld_mono_load(
; CHECK: load i32, ptr addrspace(3) @d_mono_load, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry ld_mono_load(
; PTX: ld.shared.b32 {{.*}}[d_mono_load];
; PTX: ld.relaxed.sys.shared.b32 {{.*}}[flag];
; PTX: ld.shared.b32 {{.*}}[d_mono_load+4];
; NOGUARD-LABEL: .entry ld_mono_load(
; NOGUARD: ld.shared.v2.b32 {{.*}}[d_mono_load];
; NOGUARD: ld.relaxed.sys.shared.b32 {{.*}}[flag];
define ptx_kernel void @ld_mono_load(ptr addrspace(1) %out, ptr addrspace(1) %gflag) {
  %a = load i32, ptr addrspace(3) @d_mono_load, align 4
  %f = load atomic i32, ptr addrspace(3) @flag monotonic, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @d_mono_load, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Plain stores around the flag (mono_load).
; CHECK-LABEL: @st_mono_load(
; CHECK: store i32 %x, ptr addrspace(3) @s_mono_load, align 4
; CHECK: store i32 %y, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry st_mono_load(
; PTX: st.shared.b32 [s_mono_load], {{.*}};
; PTX: ld.relaxed.sys.shared.b32 {{.*}}[flag];
; PTX: st.shared.b32 [s_mono_load+4], {{.*}};
define ptx_kernel void @st_mono_load(ptr addrspace(1) %gflag, i32 %x, i32 %y) {
  store i32 %x, ptr addrspace(3) @s_mono_load, align 4
  %f = load atomic i32, ptr addrspace(3) @flag monotonic, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @s_mono_load, i32 4
  store i32 %y, ptr addrspace(3) %p, align 4
  ret void
}

; Plain loads around the flag (acq_load).
; CHECK-LABEL: @ld_acq_load(
; CHECK: load i32, ptr addrspace(3) @d_acq_load, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry ld_acq_load(
; PTX: ld.shared.b32 {{.*}}[d_acq_load];
; PTX: ld.acquire.sys.shared.b32 {{.*}}[flag];
; PTX: ld.shared.b32 {{.*}}[d_acq_load+4];
; NOGUARD-LABEL: .entry ld_acq_load(
; NOGUARD: ld.shared.v2.b32 {{.*}}[d_acq_load];
; NOGUARD: ld.acquire.sys.shared.b32 {{.*}}[flag];
define ptx_kernel void @ld_acq_load(ptr addrspace(1) %out, ptr addrspace(1) %gflag) {
  %a = load i32, ptr addrspace(3) @d_acq_load, align 4
  %f = load atomic i32, ptr addrspace(3) @flag acquire, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @d_acq_load, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Plain stores around the flag (acq_load).
; CHECK-LABEL: @st_acq_load(
; CHECK: store i32 %x, ptr addrspace(3) @s_acq_load, align 4
; CHECK: store i32 %y, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry st_acq_load(
; PTX: st.shared.b32 [s_acq_load], {{.*}};
; PTX: ld.acquire.sys.shared.b32 {{.*}}[flag];
; PTX: st.shared.b32 [s_acq_load+4], {{.*}};
define ptx_kernel void @st_acq_load(ptr addrspace(1) %gflag, i32 %x, i32 %y) {
  store i32 %x, ptr addrspace(3) @s_acq_load, align 4
  %f = load atomic i32, ptr addrspace(3) @flag acquire, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @s_acq_load, i32 4
  store i32 %y, ptr addrspace(3) %p, align 4
  ret void
}

; Plain loads around the flag (seq_load).
; CHECK-LABEL: @ld_seq_load(
; CHECK: load i32, ptr addrspace(3) @d_seq_load, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry ld_seq_load(
; PTX: ld.shared.b32 {{.*}}[d_seq_load];
; PTX: ld.acquire.sys.shared.b32 {{.*}}[flag];
; PTX: ld.shared.b32 {{.*}}[d_seq_load+4];
; NOGUARD-LABEL: .entry ld_seq_load(
; NOGUARD: ld.shared.v2.b32 {{.*}}[d_seq_load];
; NOGUARD: ld.acquire.sys.shared.b32 {{.*}}[flag];
define ptx_kernel void @ld_seq_load(ptr addrspace(1) %out, ptr addrspace(1) %gflag) {
  %a = load i32, ptr addrspace(3) @d_seq_load, align 4
  %f = load atomic i32, ptr addrspace(3) @flag seq_cst, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @d_seq_load, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Plain stores around the flag (seq_load).
; CHECK-LABEL: @st_seq_load(
; CHECK: store i32 %x, ptr addrspace(3) @s_seq_load, align 4
; CHECK: store i32 %y, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry st_seq_load(
; PTX: st.shared.b32 [s_seq_load], {{.*}};
; PTX: ld.acquire.sys.shared.b32 {{.*}}[flag];
; PTX: st.shared.b32 [s_seq_load+4], {{.*}};
define ptx_kernel void @st_seq_load(ptr addrspace(1) %gflag, i32 %x, i32 %y) {
  store i32 %x, ptr addrspace(3) @s_seq_load, align 4
  %f = load atomic i32, ptr addrspace(3) @flag seq_cst, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @s_seq_load, i32 4
  store i32 %y, ptr addrspace(3) %p, align 4
  ret void
}

; Plain loads around the flag (vol_store).
; CHECK-LABEL: @ld_vol_store(
; CHECK: load i32, ptr addrspace(3) @d_vol_store, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry ld_vol_store(
; PTX: ld.shared.b32 {{.*}}[d_vol_store];
; PTX: st.volatile.shared.b32 [flag], 1;
; PTX: ld.shared.b32 {{.*}}[d_vol_store+4];
define ptx_kernel void @ld_vol_store(ptr addrspace(1) %out, ptr addrspace(1) %gflag) {
  %a = load i32, ptr addrspace(3) @d_vol_store, align 4
  store volatile i32 1, ptr addrspace(3) @flag, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @d_vol_store, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Plain stores around the flag (vol_store).
; CHECK-LABEL: @st_vol_store(
; CHECK: store i32 %x, ptr addrspace(3) @s_vol_store, align 4
; CHECK: store i32 %y, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry st_vol_store(
; PTX: st.shared.b32 [s_vol_store], {{.*}};
; PTX: st.volatile.shared.b32 [flag], 1;
; PTX: st.shared.b32 [s_vol_store+4], {{.*}};
define ptx_kernel void @st_vol_store(ptr addrspace(1) %gflag, i32 %x, i32 %y) {
  store i32 %x, ptr addrspace(3) @s_vol_store, align 4
  store volatile i32 1, ptr addrspace(3) @flag, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @s_vol_store, i32 4
  store i32 %y, ptr addrspace(3) %p, align 4
  ret void
}

; Plain loads around the flag (mono_store).
; CHECK-LABEL: @ld_mono_store(
; CHECK: load i32, ptr addrspace(3) @d_mono_store, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry ld_mono_store(
; PTX: ld.shared.b32 {{.*}}[d_mono_store];
; PTX: st.relaxed.sys.shared.b32 [flag], 1;
; PTX: ld.shared.b32 {{.*}}[d_mono_store+4];
define ptx_kernel void @ld_mono_store(ptr addrspace(1) %out, ptr addrspace(1) %gflag) {
  %a = load i32, ptr addrspace(3) @d_mono_store, align 4
  store atomic i32 1, ptr addrspace(3) @flag monotonic, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @d_mono_store, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Plain stores around the flag (mono_store).
; CHECK-LABEL: @st_mono_store(
; CHECK: store i32 %x, ptr addrspace(3) @s_mono_store, align 4
; CHECK: store i32 %y, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry st_mono_store(
; PTX: st.shared.b32 [s_mono_store], {{.*}};
; PTX: st.relaxed.sys.shared.b32 [flag], 1;
; PTX: st.shared.b32 [s_mono_store+4], {{.*}};
define ptx_kernel void @st_mono_store(ptr addrspace(1) %gflag, i32 %x, i32 %y) {
  store i32 %x, ptr addrspace(3) @s_mono_store, align 4
  store atomic i32 1, ptr addrspace(3) @flag monotonic, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @s_mono_store, i32 4
  store i32 %y, ptr addrspace(3) %p, align 4
  ret void
}

; Plain loads around the flag (rel_store).
; CHECK-LABEL: @ld_rel_store(
; CHECK: load i32, ptr addrspace(3) @d_rel_store, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry ld_rel_store(
; PTX: ld.shared.b32 {{.*}}[d_rel_store];
; PTX: st.release.sys.shared.b32 [flag], 1;
; PTX: ld.shared.b32 {{.*}}[d_rel_store+4];
define ptx_kernel void @ld_rel_store(ptr addrspace(1) %out, ptr addrspace(1) %gflag) {
  %a = load i32, ptr addrspace(3) @d_rel_store, align 4
  store atomic i32 1, ptr addrspace(3) @flag release, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @d_rel_store, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Plain stores around the flag (rel_store).
; CHECK-LABEL: @st_rel_store(
; CHECK: store i32 %x, ptr addrspace(3) @s_rel_store, align 4
; CHECK: store i32 %y, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry st_rel_store(
; PTX: st.shared.b32 [s_rel_store], {{.*}};
; PTX: st.release.sys.shared.b32 [flag], 1;
; PTX: st.shared.b32 [s_rel_store+4], {{.*}};
define ptx_kernel void @st_rel_store(ptr addrspace(1) %gflag, i32 %x, i32 %y) {
  store i32 %x, ptr addrspace(3) @s_rel_store, align 4
  store atomic i32 1, ptr addrspace(3) @flag release, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @s_rel_store, i32 4
  store i32 %y, ptr addrspace(3) %p, align 4
  ret void
}

; Plain loads around the flag (seq_store).
; CHECK-LABEL: @ld_seq_store(
; CHECK: load i32, ptr addrspace(3) @d_seq_store, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry ld_seq_store(
; PTX: ld.shared.b32 {{.*}}[d_seq_store];
; PTX: st.release.sys.shared.b32 [flag], 1;
; PTX: ld.shared.b32 {{.*}}[d_seq_store+4];
define ptx_kernel void @ld_seq_store(ptr addrspace(1) %out, ptr addrspace(1) %gflag) {
  %a = load i32, ptr addrspace(3) @d_seq_store, align 4
  store atomic i32 1, ptr addrspace(3) @flag seq_cst, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @d_seq_store, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Plain stores around the flag (seq_store).
; CHECK-LABEL: @st_seq_store(
; CHECK: store i32 %x, ptr addrspace(3) @s_seq_store, align 4
; CHECK: store i32 %y, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry st_seq_store(
; PTX: st.shared.b32 [s_seq_store], {{.*}};
; PTX: st.release.sys.shared.b32 [flag], 1;
; PTX: st.shared.b32 [s_seq_store+4], {{.*}};
define ptx_kernel void @st_seq_store(ptr addrspace(1) %gflag, i32 %x, i32 %y) {
  store i32 %x, ptr addrspace(3) @s_seq_store, align 4
  store atomic i32 1, ptr addrspace(3) @flag seq_cst, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @s_seq_store, i32 4
  store i32 %y, ptr addrspace(3) %p, align 4
  ret void
}

; Plain loads around the flag (rmw).
; CHECK-LABEL: @ld_rmw(
; CHECK: load i32, ptr addrspace(3) @d_rmw, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry ld_rmw(
; PTX: ld.shared.b32 {{.*}}[d_rmw];
; PTX: atom.shared.add.u32 {{.*}}[flag], 1;
; PTX: ld.shared.b32 {{.*}}[d_rmw+4];
; NOGUARD-LABEL: .entry ld_rmw(
; NOGUARD: ld.shared.v2.b32 {{.*}}[d_rmw];
; NOGUARD: atom.shared.add.u32 {{.*}}[flag], 1;
define ptx_kernel void @ld_rmw(ptr addrspace(1) %out, ptr addrspace(1) %gflag) {
  %a = load i32, ptr addrspace(3) @d_rmw, align 4
  %f = atomicrmw add ptr addrspace(3) @flag, i32 1 monotonic, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @d_rmw, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Plain stores around the flag (rmw).
; CHECK-LABEL: @st_rmw(
; CHECK: store i32 %x, ptr addrspace(3) @s_rmw, align 4
; CHECK: store i32 %y, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry st_rmw(
; PTX: st.shared.b32 [s_rmw], {{.*}};
; PTX: atom.shared.add.u32 {{.*}}[flag], 1;
; PTX: st.shared.b32 [s_rmw+4], {{.*}};
; NOGUARD-LABEL: .entry st_rmw(
; NOGUARD: atom.shared.add.u32 {{.*}}[flag], 1;
; NOGUARD: st.shared.v2.b32 [s_rmw]
define ptx_kernel void @st_rmw(ptr addrspace(1) %gflag, i32 %x, i32 %y) {
  store i32 %x, ptr addrspace(3) @s_rmw, align 4
  %f = atomicrmw add ptr addrspace(3) @flag, i32 1 monotonic, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @s_rmw, i32 4
  store i32 %y, ptr addrspace(3) %p, align 4
  ret void
}

; Plain loads around the flag (cmpxchg).
; CHECK-LABEL: @ld_cmpxchg(
; CHECK: load i32, ptr addrspace(3) @d_cmpxchg, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry ld_cmpxchg(
; PTX: ld.shared.b32 {{.*}}[d_cmpxchg];
; PTX: atom.relaxed.sys.shared.cas.b32 {{.*}}[flag], 0, 1;
; PTX: ld.shared.b32 {{.*}}[d_cmpxchg+4];
; NOGUARD-LABEL: .entry ld_cmpxchg(
; NOGUARD: ld.shared.v2.b32 {{.*}}[d_cmpxchg];
; NOGUARD: atom.relaxed.sys.shared.cas.b32 {{.*}}[flag], 0, 1;
define ptx_kernel void @ld_cmpxchg(ptr addrspace(1) %out, ptr addrspace(1) %gflag) {
  %a = load i32, ptr addrspace(3) @d_cmpxchg, align 4
  %f = cmpxchg ptr addrspace(3) @flag, i32 0, i32 1 monotonic monotonic, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @d_cmpxchg, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Plain stores around the flag (cmpxchg).
; CHECK-LABEL: @st_cmpxchg(
; CHECK: store i32 %x, ptr addrspace(3) @s_cmpxchg, align 4
; CHECK: store i32 %y, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry st_cmpxchg(
; PTX: st.shared.b32 [s_cmpxchg], {{.*}};
; PTX: atom.relaxed.sys.shared.cas.b32 {{.*}}[flag], 0, 1;
; PTX: st.shared.b32 [s_cmpxchg+4], {{.*}};
; NOGUARD-LABEL: .entry st_cmpxchg(
; NOGUARD: atom.relaxed.sys.shared.cas.b32 {{.*}}[flag], 0, 1;
; NOGUARD: st.shared.v2.b32 [s_cmpxchg]
define ptx_kernel void @st_cmpxchg(ptr addrspace(1) %gflag, i32 %x, i32 %y) {
  store i32 %x, ptr addrspace(3) @s_cmpxchg, align 4
  %f = cmpxchg ptr addrspace(3) @flag, i32 0, i32 1 monotonic monotonic, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @s_cmpxchg, i32 4
  store i32 %y, ptr addrspace(3) %p, align 4
  ret void
}

; Plain loads around the flag (vol_global).
; CHECK-LABEL: @ld_vol_global(
; CHECK: load i32, ptr addrspace(3) @d_vol_global, align 4
; CHECK: load i32, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry ld_vol_global(
; PTX: ld.shared.b32 {{.*}}[d_vol_global];
; PTX: ld.volatile.global.b32
; PTX: ld.shared.b32 {{.*}}[d_vol_global+4];
; NOGUARD-LABEL: .entry ld_vol_global(
; NOGUARD: ld.shared.v2.b32 {{.*}}[d_vol_global];
; NOGUARD: ld.volatile.global.b32
define ptx_kernel void @ld_vol_global(ptr addrspace(1) %out, ptr addrspace(1) %gflag) {
  %a = load i32, ptr addrspace(3) @d_vol_global, align 4
  %f = load volatile i32, ptr addrspace(1) %gflag, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @d_vol_global, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; Plain stores around the flag (vol_global).
; CHECK-LABEL: @st_vol_global(
; CHECK: store i32 %x, ptr addrspace(3) @s_vol_global, align 4
; CHECK: store i32 %y, ptr addrspace(3) %p, align 4
; PTX-LABEL: .entry st_vol_global(
; PTX: st.shared.b32 [s_vol_global], {{.*}};
; PTX: ld.volatile.global.b32
; PTX: st.shared.b32 [s_vol_global+4], {{.*}};
; NOGUARD-LABEL: .entry st_vol_global(
; NOGUARD: ld.volatile.global.b32
; NOGUARD: st.shared.v2.b32 [s_vol_global]
define ptx_kernel void @st_vol_global(ptr addrspace(1) %gflag, i32 %x, i32 %y) {
  store i32 %x, ptr addrspace(3) @s_vol_global, align 4
  %f = load volatile i32, ptr addrspace(1) %gflag, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @s_vol_global, i32 4
  store i32 %y, ptr addrspace(3) %p, align 4
  ret void
}

; Per block: the flag's block and the block it falls straight into keep
; their alignment; a block behind a branch gets its vector.
; CHECK-LABEL: @split(
; CHECK: load i32, ptr addrspace(3) @chained, align 4
; CHECK: load i32, ptr addrspace(3) @free, align 8
; PTX-LABEL: .entry split(
; PTX: ld.volatile.shared.b32 {{.*}}[flag];
; PTX: ld.shared.b32 {{.*}}[chained];
; PTX: ld.shared.b32 {{.*}}[chained+4];
; PTX: ld.shared.v2.b32 {{.*}}[free];
define ptx_kernel void @split(ptr addrspace(1) %out, i1 %c) {
entry:
  %f = load volatile i32, ptr addrspace(3) @flag, align 4
  br label %straight
straight:
  %a = load i32, ptr addrspace(3) @chained, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @chained, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  br i1 %c, label %other, label %exit
other:
  %x = load i32, ptr addrspace(3) @free, align 4
  %q = getelementptr inbounds i8, ptr addrspace(3) @free, i32 4
  %y = load i32, ptr addrspace(3) %q, align 4
  %t = add i32 %x, %y
  br label %exit
exit:
  %r = phi i32 [ %s, %straight ], [ %t, %other ]
  %r2 = add i32 %r, %f
  store i32 %r2, ptr addrspace(1) %out, align 4
  ret void
}

; A fence between the loads: the global is raised, and the loads still stay
; on their sides of the fence.
; CHECK-LABEL: @fence(
; CHECK: load i32, ptr addrspace(3) @fenced, align 8
; PTX-LABEL: .entry fence(
; PTX: ld.shared.b32 {{.*}}[fenced];
; PTX: fence.acq_rel.cta;
; PTX: ld.shared.b32 {{.*}}[fenced+4];
define ptx_kernel void @fence(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(3) @fenced, align 4
  fence syncscope("block") acq_rel
  %p = getelementptr inbounds i8, ptr addrspace(3) @fenced, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}

; A function without ordered accesses is aligned as before.
; CHECK-LABEL: @unrelated(
; CHECK: load i32, ptr addrspace(3) @other, align 16
; PTX-LABEL: .entry unrelated(
; PTX: ld.shared.v{{[24]}}.b32 {{.*}}[other];
define ptx_kernel void @unrelated(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(3) @other, align 4
  %p = getelementptr inbounds i8, ptr addrspace(3) @other, i32 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(1) %out, align 4
  ret void
}
