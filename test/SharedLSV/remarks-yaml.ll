; Remarks: a merged window reports its width and the gap bytes filled; a
; chain left scalar reports why (YAML through -pass-remarks-output).
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-output=%t.yaml -disable-output %s
; RUN: FileCheck %s < %t.yaml
; RUN: llc %loadplugin -mcpu=sm_90 %s -o %t.on.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-lsv=0 %s -o %t.off.ptx
; RUN: %ptxcount %t.on.ptx --le %t.off.ptx
; RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [16 x half] undef, align 16

declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)

; CHECK: --- !Passed
; CHECK-NEXT: Pass: smemvec-lsv
; CHECK-NEXT: Name: Merged
; CHECK-NEXT: Function: merged
; CHECK-NEXT: Args:
; CHECK-NEXT: - String: 'merged '
; CHECK-NEXT: - NumLoads: '2'
; CHECK-NEXT: - String: ' shared loads into one '
; CHECK-NEXT: - Width: '128'
; CHECK-NEXT: - String: '-bit load ('
; CHECK-NEXT: - GapBytes: '12'
; Two halves 14 bytes apart: one 128-bit load, 12 gap bytes.
define ptx_kernel void @merged(ptr addrspace(1) %out) {
  %p14 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 14
  %a = load half, ptr addrspace(3) @g, align 16
  %b = load half, ptr addrspace(3) %p14, align 2
  %s = fadd half %a, %b
  store half %s, ptr addrspace(1) %out, align 2
  ret void
}

; CHECK: --- !Missed
; CHECK-NEXT: Pass: smemvec-lsv
; CHECK-NEXT: Name: NotMerged
; CHECK-NEXT: Function: scalar
; CHECK-NEXT: Args:
; CHECK-NEXT: - String: 'shared load left scalar: '
; CHECK-NEXT: - Reason: a barrier, fence, atomic, volatile access or call lies between the loads
; A barrier between the two halves keeps them scalar.
define ptx_kernel void @scalar(ptr addrspace(1) %out) {
  %p14 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 14
  %a = load half, ptr addrspace(3) @g, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %b = load half, ptr addrspace(3) %p14, align 2
  %s = fadd half %a, %b
  store half %s, ptr addrspace(1) %out, align 2
  ret void
}
