; Upstream's LoadStoreVectorizer (run after this pass) joins load chains
; across volatile and atomic accesses: a <4 x i8> merged here after an
; acquire load, next to an i8 load of the same word before it, became one
; load above the acquire (found by the fuzzer's flag kernels, seed 19; seed
; 116 showed that sparing only objects with loads on both sides is not
; enough). So a block holding a volatile access or an atomic merges nothing;
; the same loads without the flag merge.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-missed=smemvec-lsv \
; RUN:   -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: llc %loadplugin -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [16 x i8] undef, align 4
@t = internal addrspace(3) global [16 x i8] undef, align 4

; REMARK: remark: {{.*}}shared load left scalar: the block has a volatile or atomic access
; REMARK: remark: {{.*}}shared load left scalar: the block has a volatile or atomic access
; REMARK-NOT: left scalar
; The PTX keeps @s's loads on their side of the acquire load.
; PTX-LABEL: .entry with_flag
; PTX:       ld.shared.b8 {{%rs[0-9]+}}, [s+1];
; PTX:       ld.acquire
; PTX:       ld.shared.b8 {{%rs[0-9]+}}, [s+2];
; PTX:       ld.shared.b8 {{%rs[0-9]+}}, [s+3];
; CHECK-LABEL: define ptx_kernel void @with_flag(ptr addrspace(1) %flag, ptr addrspace(1) %out)
; CHECK-NEXT:    [[P1:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @s, i64 1
; CHECK-NEXT:    [[P2:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @s, i64 2
; CHECK-NEXT:    [[P3:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @s, i64 3
; CHECK-NEXT:    [[Q1:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @t, i64 1
; CHECK-NEXT:    [[A:%.*]] = load i8, ptr addrspace(3) [[P1]], align 1
; CHECK-NEXT:    [[F:%.*]] = load atomic i32, ptr addrspace(1) %flag acquire, align 4
; CHECK-NEXT:    [[B:%.*]] = load i8, ptr addrspace(3) [[P2]], align 1
; CHECK-NEXT:    [[C:%.*]] = load i8, ptr addrspace(3) [[P3]], align 1
; CHECK-NEXT:    [[D:%.*]] = load i8, ptr addrspace(3) @t, align 4
; CHECK-NEXT:    [[E:%.*]] = load i8, ptr addrspace(3) [[Q1]], align 1
; CHECK-NEXT:    [[AB:%.*]] = add i8 [[A]], [[B]]
; CHECK-NEXT:    [[ABC:%.*]] = add i8 [[AB]], [[C]]
; CHECK-NEXT:    [[ABCD:%.*]] = add i8 [[ABC]], [[D]]
; CHECK-NEXT:    [[ALL:%.*]] = add i8 [[ABCD]], [[E]]
; CHECK-NEXT:    [[W:%.*]] = zext i8 [[ALL]] to i32
; CHECK-NEXT:    [[R:%.*]] = add i32 [[W]], [[F]]
; CHECK-NEXT:    store i32 [[R]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @with_flag(ptr addrspace(1) %flag, ptr addrspace(1) %out) {
  %p1 = getelementptr inbounds i8, ptr addrspace(3) @s, i64 1
  %p2 = getelementptr inbounds i8, ptr addrspace(3) @s, i64 2
  %p3 = getelementptr inbounds i8, ptr addrspace(3) @s, i64 3
  %q1 = getelementptr inbounds i8, ptr addrspace(3) @t, i64 1
  %a = load i8, ptr addrspace(3) %p1, align 1
  %f = load atomic i32, ptr addrspace(1) %flag acquire, align 4
  %b = load i8, ptr addrspace(3) %p2, align 1
  %c = load i8, ptr addrspace(3) %p3, align 1
  %d = load i8, ptr addrspace(3) @t, align 4
  %e = load i8, ptr addrspace(3) %q1, align 1
  %ab = add i8 %a, %b
  %abc = add i8 %ab, %c
  %abcd = add i8 %abc, %d
  %all = add i8 %abcd, %e
  %w = zext i8 %all to i32
  %r = add i32 %w, %f
  store i32 %r, ptr addrspace(1) %out, align 4
  ret void
}

; Without the flag: @t[0..1] and @s[1..3] each become one <4 x i8> load.
; CHECK-LABEL: define ptx_kernel void @without_flag(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P1:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @s, i64 1
; CHECK-NEXT:    [[P2:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @s, i64 2
; CHECK-NEXT:    [[P3:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @s, i64 3
; CHECK-NEXT:    [[Q1:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @t, i64 1
; CHECK-NEXT:    [[SMEMVEC_LSV_ADDR:%.*]] = getelementptr i8, ptr addrspace(3) [[P1]], i64 -1
; CHECK-NEXT:    [[SMEMVEC_LSV:%.*]] = load <4 x i8>, ptr addrspace(3) [[SMEMVEC_LSV_ADDR]], align 4
; CHECK-NEXT:    [[A:%.*]] = extractelement <4 x i8> [[SMEMVEC_LSV]], i64 1
; CHECK-NEXT:    [[B:%.*]] = extractelement <4 x i8> [[SMEMVEC_LSV]], i64 2
; CHECK-NEXT:    [[C:%.*]] = extractelement <4 x i8> [[SMEMVEC_LSV]], i64 3
; CHECK-NEXT:    [[SMEMVEC_LSV1:%.*]] = load <4 x i8>, ptr addrspace(3) @t, align 4
; CHECK-NEXT:    [[D:%.*]] = extractelement <4 x i8> [[SMEMVEC_LSV1]], i64 0
; CHECK-NEXT:    [[E:%.*]] = extractelement <4 x i8> [[SMEMVEC_LSV1]], i64 1
; CHECK-NEXT:    [[AB:%.*]] = add i8 [[A]], [[B]]
; CHECK-NEXT:    [[ABC:%.*]] = add i8 [[AB]], [[C]]
; CHECK-NEXT:    [[ABCD:%.*]] = add i8 [[ABC]], [[D]]
; CHECK-NEXT:    [[ALL:%.*]] = add i8 [[ABCD]], [[E]]
; CHECK-NEXT:    [[W:%.*]] = zext i8 [[ALL]] to i32
; CHECK-NEXT:    store i32 [[W]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @without_flag(ptr addrspace(1) %out) {
  %p1 = getelementptr inbounds i8, ptr addrspace(3) @s, i64 1
  %p2 = getelementptr inbounds i8, ptr addrspace(3) @s, i64 2
  %p3 = getelementptr inbounds i8, ptr addrspace(3) @s, i64 3
  %q1 = getelementptr inbounds i8, ptr addrspace(3) @t, i64 1
  %a = load i8, ptr addrspace(3) %p1, align 1
  %b = load i8, ptr addrspace(3) %p2, align 1
  %c = load i8, ptr addrspace(3) %p3, align 1
  %d = load i8, ptr addrspace(3) @t, align 4
  %e = load i8, ptr addrspace(3) %q1, align 1
  %ab = add i8 %a, %b
  %abc = add i8 %ab, %c
  %abcd = add i8 %abc, %d
  %all = add i8 %abcd, %e
  %w = zext i8 %all to i32
  store i32 %w, ptr addrspace(1) %out, align 4
  ret void
}
