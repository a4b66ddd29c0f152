; extern __shared__ arrays have no size in the module: a gapped window
; cannot be proved in bounds, so gapped loads stay scalar.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-missed=smemvec-lsv -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target triple = "nvptx64-nvidia-cuda"

@dyn = external addrspace(3) global [0 x float], align 16

; Floats 0 and 3 of dynamic shared memory.
; REMARK: shared load left scalar: the wider load could read outside the object
; CHECK-LABEL: define ptx_kernel void @dynamic_smem(ptr addrspace(1) %out)
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @dyn, i64 12
; CHECK-NEXT:    [[A:%.*]] = load float, ptr addrspace(3) @dyn, align 16
; CHECK-NEXT:    [[B:%.*]] = load float, ptr addrspace(3) [[P12]], align 4
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    store float [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @dynamic_smem(ptr addrspace(1) %out) {
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @dyn, i64 12
  %a = load float, ptr addrspace(3) @dyn, align 16
  %b = load float, ptr addrspace(3) %p12, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
