; llc with the plugin loaded runs smemvec-align in the NVPTX codegen pipeline
; (after infer-address-spaces) with no other flag; -smemvec-align=0 and
; -smemvec-pipeline=0 give the stock PTX; -O0 is left alone.
; RUN: llc %loadplugin -mcpu=sm_90 %s -o %t.ptx
; RUN: FileCheck %s < %t.ptx
; RUN: llc -mcpu=sm_90 %s -o %t.stock.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-align=0 %s -o %t.off.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -smemvec-pipeline=0 %s -o %t.nopipe.ptx
; RUN: diff %t.stock.ptx %t.off.ptx
; RUN: diff %t.stock.ptx %t.nopipe.ptx
; RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
; RUN: llc %loadplugin -mcpu=sm_90 -O0 %s -o %t.O0.ptx
; RUN: llc -mcpu=sm_90 -O0 %s -o %t.O0.stock.ptx
; RUN: diff %t.O0.stock.ptx %t.O0.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}
; RUN: %if ptxas %{ %ptxas %t.O0.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [32 x [4 x float]] undef, align 4

; A [32 x [4 x float]] array read as s[threadIdx.x][0..3]: one ld.shared.v4,
; even when the IR still uses generic pointers (clang's -O3 output).
; CHECK-LABEL: .entry row4(
; CHECK: .shared .align 16 .b8 s[512];
; CHECK: ld.shared.v4.b32
; CHECK-NOT: ld.shared
; CHECK: st.global
; STOCK: .shared .align 4 .b8 s[512];
; STOCK-COUNT-4: ld.shared.b32
define ptx_kernel void @row4(ptr addrspace(1) %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %i = zext i32 %tid to i64
  %row = getelementptr inbounds [4 x float], ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 %i
  %p1 = getelementptr inbounds i8, ptr %row, i64 4
  %p2 = getelementptr inbounds i8, ptr %row, i64 8
  %p3 = getelementptr inbounds i8, ptr %row, i64 12
  %a = load float, ptr %row, align 4
  %b = load float, ptr %p1, align 4
  %c = load float, ptr %p2, align 4
  %d = load float, ptr %p3, align 4
  %s1 = fadd float %a, %b
  %s2 = fadd float %c, %d
  %s = fadd float %s1, %s2
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
  store float %s, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
