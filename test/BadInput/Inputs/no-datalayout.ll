; An NVPTX module without a datalayout (opt then uses the default layout).
target triple = "nvptx64-nvidia-cuda"
@s = internal addrspace(3) global [8 x i32] undef, align 4
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %p = getelementptr inbounds i32, ptr addrspace(3) @s, i32 1
  %a = load i32, ptr addrspace(3) @s, align 4
  %b = load i32, ptr addrspace(3) %p, align 4
  %c = add i32 %a, %b
  store i32 %c, ptr addrspace(1) %out, align 4
  ret void
}
