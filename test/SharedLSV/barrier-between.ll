; __syncthreads() (llvm.nvvm.barrier.cta.sync.aligned.all) between two loads
; of one block: other threads may write in between, never merge across it.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-missed=smemvec-lsv -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

; Barrier between g[0] and g[2].
; REMARK: shared load left scalar: a barrier, fence, atomic, volatile access or call lies between the loads
; CHECK-LABEL: define ptx_kernel void @across_barrier(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P8:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
; CHECK-NEXT:    [[A:%.*]] = load float, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
; CHECK-NEXT:    [[B:%.*]] = load float, ptr addrspace(3) [[P8]], align 8
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    store float [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @across_barrier(ptr addrspace(1) %out) {
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 8
  %a = load float, ptr addrspace(3) @g, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %b = load float, ptr addrspace(3) %p8, align 8
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
