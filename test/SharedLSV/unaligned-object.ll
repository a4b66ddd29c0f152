; Through a pointer argument only 4-byte alignment is known: no window can
; be proved aligned, so nothing is widened.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s
; RUN: opt %loadplugin -passes=smemvec-lsv -pass-remarks-missed=smemvec-lsv -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target triple = "nvptx64-nvidia-cuda"

; Floats 0 and 2 behind an align-4 pointer.
; REMARK: shared load left scalar: the address is not provably aligned for a wider load
; CHECK-LABEL: define void @unknown_alignment(ptr addrspace(1) %out, ptr addrspace(3) align 4 %p)
; CHECK-NEXT:    [[P8:%.*]] = getelementptr inbounds i8, ptr addrspace(3) %p, i64 8
; CHECK-NEXT:    [[A:%.*]] = load float, ptr addrspace(3) %p, align 4
; CHECK-NEXT:    [[B:%.*]] = load float, ptr addrspace(3) [[P8]], align 4
; CHECK-NEXT:    [[S:%.*]] = fadd float [[A]], [[B]]
; CHECK-NEXT:    store float [[S]], ptr addrspace(1) %out, align 4
; CHECK-NEXT:    ret void
define void @unknown_alignment(ptr addrspace(1) %out, ptr addrspace(3) align 4 %p) {
  %p8 = getelementptr inbounds i8, ptr addrspace(3) %p, i64 8
  %a = load float, ptr addrspace(3) %p, align 4
  %b = load float, ptr addrspace(3) %p8, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
