; The 32-bit NVPTX target: 32-bit pointers everywhere.
; ROBUST-NO-PTXAS: ptxas supports no 32-bit ABI for sm_90.
target datalayout = "e-p:32:32-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx-nvidia-cuda"
@s = internal addrspace(3) global [4 x i64] undef, align 8
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %p = getelementptr inbounds i64, ptr addrspace(3) @s, i32 1
  %a = load i64, ptr addrspace(3) @s, align 8
  %b = load i64, ptr addrspace(3) %p, align 8
  %c = add i64 %a, %b
  store i64 %c, ptr addrspace(1) %out, align 8
  ret void
}
