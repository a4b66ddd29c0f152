; A kernel's pointer parameters point into global memory (the host can pass
; nothing else; NVPTX's argument lowering assumes the same for CUDA). A
; device function that receives them and is not inlined sees generic
; pointers, and ptxas cannot recover the space through the call: every
; access stays a generic ld/st. smemvec-inline treats such arguments like
; shared ones: inline under the budget, otherwise call a clone whose
; parameters are `ptr addrspace(1)`, keeping the parameter attributes that
; stay true (noalias, readonly, ...). A callee that also uses its own
; __shared__ array (as a static member function does) changes nothing.
; RUN: opt %loadplugin -passes=smemvec-inline -S %s | FileCheck %s --check-prefix=MARK
; RUN: opt %loadplugin -passes='smemvec-inline,cgscc(smemvec-inline-apply),infer-address-spaces' -pass-remarks=smemvec-inline -S %s 2>%t.remarks | FileCheck %s --check-prefix=APPLY
; RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
; RUN: opt %loadplugin -passes=smemvec-inline -smemvec-inline-budget=1 -S %s | FileCheck %s --check-prefix=CLONE
; RUN: opt %loadplugin -passes=smemvec-inline -smemvec-inline-budget=1 %s -o - | llc %loadplugin -mcpu=sm_90 -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
; Only the CUDA driver interface promises global kernel parameters: under
; another OS (OpenCL's nvcl) they stay generic; shared arguments still count.
; RUN: sed 's/nvptx64-nvidia-cuda/nvptx64-nvidia-nvcl/' %s | opt %loadplugin -passes=smemvec-inline -S | FileCheck %s --check-prefix=NVCL

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@stage = internal addrspace(3) global [64 x float] undef, align 4
@tile = internal addrspace(3) global [64 x float] undef, align 4

; Stages in[i] through its own shared array, writes 2 x it to out[i]:
; 2 accesses through %in and %out, the shared ones are already typed.
define void @body(ptr noalias readonly %in, ptr noalias writeonly %out, i64 %i) {
  %src = getelementptr inbounds float, ptr %in, i64 %i
  %v = load float, ptr %src, align 4
  %s = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @stage to ptr), i64 %i
  store float %v, ptr %s, align 4
  %w = load float, ptr %s, align 4
  %d = fmul float %w, 2.0
  %dst = getelementptr inbounds float, ptr %out, i64 %i
  store float %d, ptr %dst, align 4
  ret void
}

; MARK-LABEL: define ptx_kernel void @k(
; MARK:       call void @body(ptr noundef %in, ptr noundef %out, i64 %idx) #[[G:[0-9]+]]
; MARK-LABEL: define ptx_kernel void @mixed(
; MARK:       call void @body(ptr %t, ptr %out, i64 %idx) #[[SG:[0-9]+]]
; MARK-LABEL: define ptx_kernel void @byval(
; MARK-NEXT:  %p = load ptr, ptr %args, align 8
; MARK-NEXT:  call void @body(ptr %p, ptr %p, i64 0){{$}}
; MARK: attributes #[[G]] = { "smemvec-inline"="2 global" }
; MARK: attributes #[[SG]] = { "smemvec-inline"="2 shared and global" }
define ptx_kernel void @k(ptr noalias readonly %in, ptr noalias %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  call void @body(ptr noundef %in, ptr noundef %out, i64 %idx)
  ret void
}

define ptx_kernel void @mixed(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %t = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 1
  call void @body(ptr %t, ptr %out, i64 %idx)
  ret void
}

; A pointer loaded from a byval struct parameter may point anywhere.
%struct.args = type { ptr }
define ptx_kernel void @byval(ptr byval(%struct.args) align 8 %args) {
  %p = load ptr, ptr %args, align 8
  call void @body(ptr %p, ptr %p, i64 0)
  ret void
}

; Inlined: every access through the kernel's parameters is global.
; APPLY-LABEL: define ptx_kernel void @k(
; APPLY:       %[[SRC:.*]] = getelementptr inbounds float, ptr addrspace(1) %{{.*}}, i64 %idx
; APPLY-NEXT:  %[[V:.*]] = load float, ptr addrspace(1) %[[SRC]], align 4
; APPLY:       store float %{{.*}}, ptr addrspace(3) %{{.*}}, align 4
; APPLY:       %[[W:.*]] = load float, ptr addrspace(3) %{{.*}}, align 4
; APPLY:       store float %{{.*}}, ptr addrspace(1) %{{.*}}, align 4
; APPLY-NEXT:  ret void
; REMARK: remark: <unknown>:0:0: inlined 'body' into 'k': 2 accesses through global pointer arguments become global
; REMARK: remark: <unknown>:0:0: inlined 'body' into 'mixed': 2 accesses through shared and global pointer arguments get their address space

; Over budget: clones, one per parameter typing; noalias and readonly stay
; on the retyped parameters, noundef at the call.
; CLONE-LABEL: define ptx_kernel void @k(
; CLONE:       %in.global = addrspacecast ptr %in to ptr addrspace(1)
; CLONE-NEXT:  %out.global = addrspacecast ptr %out to ptr addrspace(1)
; CLONE-NEXT:  call void @body.smemvec.global(ptr addrspace(1) noundef %in.global, ptr addrspace(1) noundef %out.global, i64 %idx)
; CLONE-LABEL: define ptx_kernel void @mixed(
; CLONE:       %t.shared = addrspacecast ptr %t to ptr addrspace(3)
; CLONE-NEXT:  %out.global = addrspacecast ptr %out to ptr addrspace(1)
; CLONE-NEXT:  call void @body.smemvec.shared.global(ptr addrspace(3) %t.shared, ptr addrspace(1) %out.global, i64 %idx)
; CLONE-LABEL: define internal void @body.smemvec.global(ptr addrspace(1) noalias readonly %in, ptr addrspace(1) noalias writeonly %out, i64 %i) {
; CLONE-NEXT:  %in.generic = addrspacecast ptr addrspace(1) %in to ptr
; CLONE-NEXT:  %out.generic = addrspacecast ptr addrspace(1) %out to ptr
; CLONE-NEXT:  %src = getelementptr inbounds float, ptr %in.generic, i64 %i
; CLONE-LABEL: define internal void @body.smemvec.shared.global(ptr addrspace(3) noalias readonly %in, ptr addrspace(1) noalias writeonly %out, i64 %i) {

; PTX-LABEL: .func body_$_smemvec_$_global(
; PTX-NOT:   {{ld|st}}.b32
; PTX:       ld.global.b32
; PTX-NOT:   {{ld|st}}.b32
; PTX:       st.shared.b32
; PTX-NOT:   {{ld|st}}.b32
; PTX:       st.global.b32
; PTX-LABEL: .func body_$_smemvec_$_shared_$_global(
; PTX-NOT:   {{ld|st}}.b32
; PTX:       ld.shared.b32
; PTX-NOT:   {{ld|st}}.b32
; PTX:       st.shared.b32
; PTX-NOT:   {{ld|st}}.b32
; PTX:       st.global.b32
; PTX-NOT:   {{ld|st}}.b32

; NVCL-LABEL: define ptx_kernel void @k(
; NVCL:        call void @body(ptr noundef %in, ptr noundef %out, i64 %idx){{$}}
; NVCL-LABEL: define ptx_kernel void @mixed(
; NVCL:        call void @body(ptr %t, ptr %out, i64 %idx) #[[S:[0-9]+]]
; NVCL: attributes #[[S]] = { "smemvec-inline"="1" }

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
