; SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
; One shared tile read as four floats per thread at a 16-byte row: smemvec-align
; raises 'tile' from 4 to 16 (test/BadInput/release-llvm-debug-options.test).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [64 x [4 x float]] undef, align 4

define ptx_kernel void @rows(ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %row = getelementptr inbounds [64 x [4 x float]], ptr addrspace(3) @tile, i32 0, i32 %t
  %p1 = getelementptr inbounds float, ptr addrspace(3) %row, i32 1
  %p2 = getelementptr inbounds float, ptr addrspace(3) %row, i32 2
  %p3 = getelementptr inbounds float, ptr addrspace(3) %row, i32 3
  %a = load float, ptr addrspace(3) %row, align 4
  %b = load float, ptr addrspace(3) %p1, align 4
  %c = load float, ptr addrspace(3) %p2, align 4
  %d = load float, ptr addrspace(3) %p3, align 4
  %ab = fadd float %a, %b
  %cd = fadd float %c, %d
  %s = fadd float %ab, %cd
  %o = getelementptr inbounds float, ptr addrspace(1) %out, i32 %t
  store float %s, ptr addrspace(1) %o, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
