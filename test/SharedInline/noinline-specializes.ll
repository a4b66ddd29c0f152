; The user's noinline always wins over inlining: the call stays a call, but
; to a clone whose pointer parameter is `ptr addrspace(3)` (cast back to
; generic at entry), so the clone's accesses become shared. Both call sites
; share one clone; the call passing the kernel's global pointer parameter
; gets a clone of its own with a `ptr addrspace(1)` parameter.
; RUN: opt %loadplugin -passes=smemvec-inline -S %s | FileCheck %s
; RUN: opt %loadplugin -passes='smemvec-inline,infer-address-spaces' -S %s | FileCheck %s --check-prefix=IAS
; RUN: opt %loadplugin -passes=smemvec-inline -pass-remarks=smemvec-inline -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; RUN: opt %loadplugin -passes=smemvec-inline -smemvec-inline-specialize=0 -pass-remarks-missed=smemvec-inline -S %s 2>&1 | FileCheck %s --check-prefix=NOSPEC
; RUN: opt %loadplugin -passes=smemvec-inline %s | llc %loadplugin -mcpu=sm_90 -o %t.ptx
; RUN: FileCheck %s --check-prefix=PTX < %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [256 x float] undef, align 4

define float @scale(ptr %p, float %f) #0 {
  %a = load float, ptr %p, align 4
  %m = fmul float %a, %f
  store float %m, ptr %p, align 4
  ret float %m
}

; CHECK-LABEL: define ptx_kernel void @k(
; CHECK:       %base = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx
; CHECK-NEXT:  %base.shared = addrspacecast ptr %base to ptr addrspace(3)
; CHECK-NEXT:  %v = call float @scale.smemvec.shared(ptr addrspace(3) %base.shared, float 2.000000e+00) #0
; CHECK-NEXT:  %next = getelementptr inbounds float, ptr %base, i64 32
; CHECK-NEXT:  %next.shared = addrspacecast ptr %next to ptr addrspace(3)
; CHECK-NEXT:  %w = call float @scale.smemvec.shared(ptr addrspace(3) %next.shared, float %v) #0
; CHECK-NEXT:  %out.global = addrspacecast ptr %out to ptr addrspace(1)
; CHECK-NEXT:  %g = call float @scale.smemvec.global(ptr addrspace(1) %out.global, float %w) #0
; CHECK-NEXT:  ret void
define ptx_kernel void @k(ptr %out) {
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %idx = zext i32 %tid to i64
  %base = getelementptr inbounds float, ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 %idx
  %v = call float @scale(ptr %base, float 2.0) #0
  %next = getelementptr inbounds float, ptr %base, i64 32
  %w = call float @scale(ptr %next, float %v) #0
  %g = call float @scale(ptr %out, float %w) #0
  ret void
}

; The original stays (external linkage); the clones are internal, noinline
; like the original, and their body is the original's behind one cast.
; CHECK-LABEL: define internal float @scale.smemvec.shared(ptr addrspace(3) %p, float %f) #0 {
; CHECK-NEXT:  %p.generic = addrspacecast ptr addrspace(3) %p to ptr
; CHECK-NEXT:  %a = load float, ptr %p.generic, align 4
; CHECK-NEXT:  %m = fmul float %a, %f
; CHECK-NEXT:  store float %m, ptr %p.generic, align 4
; CHECK-NEXT:  ret float %m
; CHECK-NEXT: }
; CHECK-LABEL: define internal float @scale.smemvec.global(ptr addrspace(1) %p, float %f) #0 {
; CHECK-NEXT:  %p.generic = addrspacecast ptr addrspace(1) %p to ptr
; CHECK-NEXT:  %a = load float, ptr %p.generic, align 4
; CHECK-NEXT:  %m = fmul float %a, %f
; CHECK-NEXT:  store float %m, ptr %p.generic, align 4
; CHECK-NEXT:  ret float %m
; CHECK-NEXT: }
; CHECK: attributes #0 = { noinline }

; IAS-LABEL: define internal float @scale.smemvec.shared(
; IAS-NEXT:  %a = load float, ptr addrspace(3) %p, align 4
; IAS-NEXT:  %m = fmul float %a, %f
; IAS-NEXT:  store float %m, ptr addrspace(3) %p, align 4

; REMARK: remark: <unknown>:0:0: call of 'scale' in 'k' now calls 'scale.smemvec.shared': 2 accesses through shared pointer arguments become shared (not inlined: callee or call site is noinline)
; REMARK: remark: <unknown>:0:0: call of 'scale' in 'k' now calls 'scale.smemvec.shared': 2 accesses
; REMARK: remark: <unknown>:0:0: call of 'scale' in 'k' now calls 'scale.smemvec.global': 2 accesses through global pointer arguments become global (not inlined: callee or call site is noinline)
; REMARK-NOT: remark

; NOSPEC: remark: <unknown>:0:0: call of 'scale' in 'k' passes shared memory but is left alone: callee or call site is noinline
; NOSPEC: remark: <unknown>:0:0: call of 'scale' in 'k' passes global memory but is left alone: callee or call site is noinline
; NOSPEC-NOT: smemvec.shared
; NOSPEC-NOT: smemvec.global

; The original keeps generic accesses (it is external: anything may call
; it); the clones' are shared and global.
; PTX-LABEL: .visible .func  (.param .b32 func_retval0) scale(
; PTX:       ld.b32 %r1, [%rd1];
; PTX:       st.b32 [%rd1], %r3;
; PTX-LABEL: .visible .entry k(
; PTX:       call.uni (retval0), scale_$_smemvec_$_shared, (param0, param1);
; PTX:       call.uni (retval0), scale_$_smemvec_$_shared, (param0, param1);
; PTX:       call.uni (retval0), scale_$_smemvec_$_global, (param0, param1);
; PTX-LABEL: .func  (.param .b32 func_retval0) scale_$_smemvec_$_shared(
; PTX:       ld.shared.b32 %r1, [%rd1];
; PTX:       st.shared.b32 [%rd1], %r3;
; PTX-LABEL: .func  (.param .b32 func_retval0) scale_$_smemvec_$_global(
; PTX:       ld.global.b32 %r1, [%rd1];
; PTX:       st.global.b32 [%rd1], %r3;

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()

attributes #0 = { noinline }
