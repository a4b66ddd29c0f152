; The load of byte 12 hoisted above the barrier: R4.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [5 x i32] undef, align 16

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %tid = call range(i32 0, 64) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p1 = getelementptr inbounds i8, ptr addrspace(3) @s, i32 4
  %p2 = getelementptr inbounds i8, ptr addrspace(3) @s, i32 8
  %p3 = getelementptr inbounds i8, ptr addrspace(3) @s, i32 12
  %p4 = getelementptr inbounds i8, ptr addrspace(3) @s, i32 16
  %v = load <4 x i32>, ptr addrspace(3) @s, align 16
  %a = extractelement <4 x i32> %v, i32 0
  %b = extractelement <4 x i32> %v, i32 1
  %d = extractelement <4 x i32> %v, i32 3
  store i32 %a, ptr addrspace(3) %p2, align 8
  %c = load i32, ptr addrspace(3) %p2, align 8
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %e = load i32, ptr addrspace(3) %p4, align 16
  store i32 %b, ptr addrspace(3) @s, align 16
  store i32 %d, ptr addrspace(3) %p1, align 4
  %s1 = add i32 %a, %b
  %s2 = add i32 %s1, %c
  %s3 = add i32 %s2, %d
  %s4 = add i32 %s3, %e
  store i32 %s4, ptr addrspace(1) %out, align 4
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
