; -smemvec-lsv-min-useful-ratio moves the cost model's threshold: floats 0
; and 3 of a per-thread row (ratio 0.5) stay scalar by default and merge at
; 0.5.
; RUN: opt %loadplugin -passes=smemvec-lsv -S %s | FileCheck %s --check-prefix=DEFAULT
; RUN: opt %loadplugin -passes=smemvec-lsv -smemvec-lsv-min-useful-ratio=0.5 -S %s | FileCheck %s --check-prefix=HALF
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-lsv-min-useful-ratio=0.5 %s -o %t.on.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-lsv=0 %s -o %t.off.ptx
; RUN: %ptxcount %t.on.ptx --le %t.off.ptx
; RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

target triple = "nvptx64-nvidia-cuda"

@rows = internal addrspace(3) global [256 x [4 x float]] undef, align 16
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

; First and last float of the thread's row.
; DEFAULT-LABEL: @ends_of_row(
; DEFAULT-COUNT-2: load float
; DEFAULT-NOT: load <
; HALF-LABEL: @ends_of_row(
; HALF: load <4 x i32>, ptr addrspace(3) %row, align 16
; HALF-NOT: load float
define ptx_kernel void @ends_of_row(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid to i64
  %row = getelementptr inbounds [4 x float], ptr addrspace(3) @rows, i64 %t
  %p12 = getelementptr inbounds i8, ptr addrspace(3) %row, i64 12
  %a = load float, ptr addrspace(3) %row, align 16
  %b = load float, ptr addrspace(3) %p12, align 4
  %s = fadd float %a, %b
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}
