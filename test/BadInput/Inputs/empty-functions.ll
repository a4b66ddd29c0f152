; Empty kernels, a declaration only, a function without shared memory, an
; unused shared global and a zero-sized one.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@unused = internal addrspace(3) global [16 x i8] undef, align 1
@zero = internal addrspace(3) global [0 x i32] undef, align 4
@ext = external addrspace(3) global [0 x i32], align 4
declare void @decl(ptr addrspace(3))
define ptx_kernel void @empty() {
  ret void
}
define void @nomem(i32 %x) {
  ret void
}
define ptx_kernel void @zero_sized(ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(3) @ext, align 4
  store i32 %a, ptr addrspace(1) %out, align 4
  call void @decl(ptr addrspace(3) @zero)
  ret void
}
