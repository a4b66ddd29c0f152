; -smemvec-lsv=0 leaves the IR untouched, in opt and in llc's pipeline.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s --check-prefix=ON
; RUN: opt %loadplugin -passes=smemvec-lsv -smemvec-lsv=0 -S %s | FileCheck %s --check-prefix=OFF
; RUN: llc %loadplugin -mcpu=sm_90 %s -o %t.on.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-lsv=0 %s -o %t.off.ptx
; RUN: %ptxcount %t.on.ptx --lt %t.off.ptx
; RUN: FileCheck %s --check-prefix=PTXOFF < %t.off.ptx
; RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

@g = internal addrspace(3) global [16 x i8] undef, align 16

; Bytes 0 and 9.
; ON-LABEL: @two_bytes(
; ON: load <16 x i8>
; OFF-LABEL: @two_bytes(
; OFF: load i8, ptr addrspace(3) @g
; OFF: load i8, ptr addrspace(3) %p9
; OFF-NOT: load <
; PTXOFF-LABEL: two_bytes(
; PTXOFF-NOT: ld.shared.v4
define ptx_kernel void @two_bytes(ptr addrspace(1) %out) {
  %p9 = getelementptr inbounds i8, ptr addrspace(3) @g, i64 9
  %a = load i8, ptr addrspace(3) @g, align 16
  %b = load i8, ptr addrspace(3) %p9, align 1
  %s = add i8 %a, %b
  store i8 %s, ptr addrspace(1) %out, align 1
  ret void
}
