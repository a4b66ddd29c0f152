; Loads in different basic blocks are never merged (the later one may not
; execute, and the block boundary may hide writes).
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [4 x float] undef, align 16

; g[0] before the branch, g[3] in the taken block.
; CHECK-LABEL: define ptx_kernel void @two_blocks(ptr addrspace(1) %out, i1 %c)
; CHECK:       entry:
; CHECK-NEXT:    [[P12:%.*]] = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
; CHECK-NEXT:    [[A:%.*]] = load float, ptr addrspace(3) @g, align 16
; CHECK-NEXT:    br i1 %c, label %then, label %exit
; CHECK-EMPTY:
; CHECK:       then:                                             ; preds = %entry
; CHECK-NEXT:    [[B:%.*]] = load float, ptr addrspace(3) [[P12]], align 4
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    br label %exit
; CHECK-EMPTY:
; CHECK:       exit:                                             ; preds = %then, %entry
; CHECK-NEXT:    [[R:%.*]] = phi float [ [[A]], %entry ], [ [[S]], %then ]
; CHECK-NEXT:    store float [[R]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define ptx_kernel void @two_blocks(ptr addrspace(1) %out, i1 %c) {
entry:
  %p12 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 12
  %a = load float, ptr addrspace(3) @g, align 16
  br i1 %c, label %then, label %exit
then:
  %b = load float, ptr addrspace(3) %p12, align 4
  %s = fadd float %a, %b
  br label %exit
exit:
  %r = phi float [ %a, %entry ], [ %s, %then ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void
}
