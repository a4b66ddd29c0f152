; A block with more plain shared accesses than
; -smemvec-align-max-block-accesses keeps its accesses' alignment, and the
; globals they use are not raised (upstream's LoadStoreVectorizer is
; quadratic in such blocks); a block at the limit and other globals are
; aligned as usual. The limit is lowered to 4 here; the default is 8192.
; RUN: opt %loadplugin -passes=smemvec-align -smemvec-align-max-block-accesses=4 \
; RUN:   -pass-remarks-missed=smemvec-align -S %s -o - 2>%t.remarks | FileCheck %s
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt %loadplugin -passes=smemvec-align -S %s | FileCheck %s --check-prefix=DEFAULT
; RUN: llc %loadplugin -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -smemvec-align-max-block-accesses=4 %s -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas -c %t.ptx -o /dev/null %}
; RUN: not opt %loadplugin -passes=smemvec-align -smemvec-align-max-block-accesses=0 -disable-output %s 2>&1 | FileCheck %s --check-prefix=BAD

target triple = "nvptx64-nvidia-cuda"

@big = internal addrspace(3) global [8 x float] undef, align 4
@small = internal addrspace(3) global [4 x float] undef, align 4

; CHECK: @big = internal addrspace(3) global [8 x float] undef, align 4
; CHECK: @small = internal addrspace(3) global [4 x float] undef, align 16
; DEFAULT: @big = internal addrspace(3) global [8 x float] undef, align 16
; DEFAULT: @small = internal addrspace(3) global [4 x float] undef, align 16

; Five shared accesses in one block: over the limit of 4.
define ptx_kernel void @huge(ptr addrspace(1) %out) {
; CHECK-LABEL: @huge(
; CHECK: load float, ptr addrspace(3) @big, align 4
; CHECK: load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @big, i32 1), align 4
; CHECK: load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @big, i32 2), align 4
; CHECK: load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @big, i32 3), align 4
; CHECK: store float %s3, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @big, i32 4), align 4
  %a = load float, ptr addrspace(3) @big, align 4
  %b = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @big, i32 1), align 4
  %c = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @big, i32 2), align 4
  %d = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @big, i32 3), align 4
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  %s3 = fadd float %s2, %d
  store float %s3, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @big, i32 4), align 4
  store float %s3, ptr addrspace(1) %out, align 4
  ret void
}

; Four shared accesses: at the limit, aligned.
define ptx_kernel void @atlimit(ptr addrspace(1) %out) {
; CHECK-LABEL: @atlimit(
; CHECK: load float, ptr addrspace(3) @small, align 16
; CHECK: load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @small, i32 1), align 4
; CHECK: load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @small, i32 2), align 8
; CHECK: load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @small, i32 3), align 4
  %a = load float, ptr addrspace(3) @small, align 4
  %b = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @small, i32 1), align 4
  %c = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @small, i32 2), align 4
  %d = load float, ptr addrspace(3) getelementptr inbounds (float, ptr addrspace(3) @small, i32 3), align 4
  %s1 = fadd float %a, %b
  %s2 = fadd float %s1, %c
  %s3 = fadd float %s2, %d
  store float %s3, ptr addrspace(1) %out, align 4
  ret void
}

; REMARK: remark: <unknown>:0:0: shared-memory accesses in this block keep their alignment: 5 shared accesses in one block, more than -smemvec-align-max-block-accesses
; REMARK: big{{.*}}more shared accesses than -smemvec-align-max-block-accesses
; REMARK-NOT: small

; In the PTX @big stays at 4 and is read by four scalar loads; @small is one v4.
; PTX-DAG: .shared .align 4 .b8 big[32];
; PTX-DAG: .shared .align 16 .b8 small[16];
; PTX-DAG: ld.shared.v4.b32 {{.*}}[small];
; PTX-DAG: ld.shared.b32 {{.*}}[big];
; PTX-DAG: ld.shared.b32 {{.*}}[big+4];
; PTX-DAG: ld.shared.b32 {{.*}}[big+8];
; PTX-DAG: ld.shared.b32 {{.*}}[big+12];

; BAD: smemvec-align-max-block-accesses{{.*}}'0' is out of range: expected 1 to 1000000 accesses
