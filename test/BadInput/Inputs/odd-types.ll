; Odd shared types: a struct, an array of vectors, i1/i128/fp128-free
; scalars, a packed struct, accesses of <3 x i32> and i24, and memcpy /
; memset on shared memory.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%st = type { i8, i32, [3 x i16], double }
%pk = type <{ i8, i32, i16 }>
@a = internal addrspace(3) global %st undef, align 4
@b = internal addrspace(3) global %pk undef, align 1
@c = internal addrspace(3) global [4 x <3 x i32>] undef, align 16
@d = internal addrspace(3) global [10 x i24] undef, align 4
define ptx_kernel void @k(ptr addrspace(1) %out) {
  %f1 = getelementptr inbounds %st, ptr addrspace(3) @a, i32 0, i32 1
  %f2 = getelementptr inbounds %st, ptr addrspace(3) @a, i32 0, i32 2, i32 1
  %x1 = load i32, ptr addrspace(3) %f1, align 4
  %x2 = load i16, ptr addrspace(3) %f2, align 2
  %g1 = getelementptr inbounds %pk, ptr addrspace(3) @b, i32 0, i32 1
  %x3 = load i32, ptr addrspace(3) %g1, align 1
  %x4 = load <3 x i32>, ptr addrspace(3) @c, align 16
  %h = getelementptr inbounds <3 x i32>, ptr addrspace(3) @c, i32 1
  %x5 = load <3 x i32>, ptr addrspace(3) %h, align 4
  %x6 = load i24, ptr addrspace(3) @d, align 4
  %i = getelementptr inbounds i24, ptr addrspace(3) @d, i32 1
  %x7 = load i24, ptr addrspace(3) %i, align 4
  call void @llvm.memcpy.p3.p3.i32(ptr addrspace(3) @d, ptr addrspace(3) @c, i32 16, i1 false)
  call void @llvm.memset.p3.i32(ptr addrspace(3) %h, i8 0, i32 12, i1 false)
  %e4 = extractelement <3 x i32> %x4, i32 2
  %e5 = extractelement <3 x i32> %x5, i32 0
  %y6 = zext i24 %x6 to i32
  %y7 = zext i24 %x7 to i32
  %y2 = zext i16 %x2 to i32
  %s1 = add i32 %x1, %y2
  %s2 = add i32 %s1, %x3
  %s3 = add i32 %s2, %e4
  %s4 = add i32 %s3, %e5
  %s5 = add i32 %s4, %y6
  %s6 = add i32 %s5, %y7
  store i32 %s6, ptr addrspace(1) %out, align 4
  ret void
}
declare void @llvm.memcpy.p3.p3.i32(ptr addrspace(3), ptr addrspace(3), i32, i1)
declare void @llvm.memset.p3.i32(ptr addrspace(3), i8, i32, i1)
