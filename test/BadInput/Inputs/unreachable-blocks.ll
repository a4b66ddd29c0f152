; Shared accesses in unreachable blocks, including a self-referencing GEP
; and a phi cycle that only unreachable code allows.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [64 x i32] undef, align 4
define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %a = load i32, ptr addrspace(3) @s, align 4
  store i32 %a, ptr addrspace(1) %out, align 4
  ret void
dead:
  %self = getelementptr inbounds i8, ptr addrspace(3) %self, i32 4
  %x = load i32, ptr addrspace(3) %self, align 4
  %q = getelementptr inbounds i8, ptr addrspace(3) %self, i32 4
  %y = load i32, ptr addrspace(3) %q, align 4
  store i32 %x, ptr addrspace(3) %q, align 4
  br label %loop
loop:
  %p = phi ptr addrspace(3) [ @s, %dead ], [ %n, %loop ]
  %n = getelementptr inbounds i32, ptr addrspace(3) %p, i32 1
  %v = load i32, ptr addrspace(3) %p, align 4
  %w = load i32, ptr addrspace(3) %n, align 4
  %sel = select i1 true, ptr addrspace(3) %sel, ptr addrspace(3) %p
  %z = load i32, ptr addrspace(3) %sel, align 4
  br label %loop
}
