; 32-bit shared pointers (what -nvptx-short-ptr gives) and a 32-bit index.
; ROBUST-LLC-FLAGS: -nvptx-short-ptr
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [8 x float] undef, align 4
define ptx_kernel void @k(ptr addrspace(1) %out, i32 %i) {
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %m = and i32 %t, 1
  %o = shl i32 %m, 2
  %p0 = getelementptr inbounds float, ptr addrspace(3) @s, i32 %o
  %p1 = getelementptr inbounds float, ptr addrspace(3) %p0, i32 1
  %a = load float, ptr addrspace(3) %p0, align 4
  %b = load float, ptr addrspace(3) %p1, align 4
  %c = fadd float %a, %b
  store float %c, ptr addrspace(1) %out, align 4
  ret void
}
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
