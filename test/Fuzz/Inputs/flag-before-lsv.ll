; Issue 11's example: a = s[0]; f = volatile flag; b = s[1], with @s aligned
; so that upstream's LoadStoreVectorizer merges a and b.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@s = internal addrspace(3) global [4 x i32] undef, align 16
@flag = internal addrspace(3) global [1 x i32] undef, align 4

define ptx_kernel void @k(ptr addrspace(1) %out) {
entry:
  %p1 = getelementptr inbounds i32, ptr addrspace(3) @s, i32 1
  %a = load i32, ptr addrspace(3) @s, align 16
  %f = load volatile i32, ptr addrspace(3) @flag, align 4
  %b = load i32, ptr addrspace(3) %p1, align 4
  %x = add i32 %a, %b
  %y = add i32 %x, %f
  store i32 %y, ptr addrspace(1) %out, align 4
  ret void
}
