; smemvec-fold-approx on every intrinsic it knows, ftz and non-ftz: each
; folded value is the exact result that the H200 returned bit for bit
; (bench/results/2026-12-01-h200-approx-fold.md), and every call it must
; leave (non-constant, inexact, negative/zero/inf/NaN, subnormal inputs
; under ftz, subnormal results without ftz, lg2 of 2^k for k < 0, which the
; hardware gets 1-2 ulp wrong; vectors; lg2.approx.d) stays as it was.
; RUN: opt %loadplugin -passes=smemvec-fold-approx -S %s | FileCheck %s
; Kill switch: the module is unchanged.
; RUN: opt -S %s -o %t.in.ll
; RUN: opt %loadplugin -passes=smemvec-fold-approx -smemvec-fold-approx=0 -S %s -o %t.off.ll
; RUN: diff %t.in.ll %t.off.ll
; A bad value of the switch: one line naming the option, exit 1.
; RUN: not opt %loadplugin -smemvec-fold-approx=2 -passes=smemvec-fold-approx -disable-output %s 2>&1 \
; RUN:   | FileCheck %s --check-prefix=BADOPT
; BADOPT: for the --smemvec-fold-approx option: '2' is invalid value for boolean argument! Try 0 or 1
; Another target: unchanged.
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s > %t.host.ll
; RUN: opt -S %t.host.ll -o %t.host.in.ll
; RUN: opt %loadplugin -passes=smemvec-fold-approx -S %t.host.ll -o %t.host.out.ll
; RUN: diff %t.host.in.ll %t.host.out.ll
; Remarks: one per fold, one per constant call left (with the reason), none
; for the non-constant call.
; RUN: opt %loadplugin -passes=smemvec-fold-approx -pass-remarks=smemvec-fold-approx \
; RUN:   -pass-remarks-missed=smemvec-fold-approx -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK:      remark: <unknown>:0:0: folded lg2.approx.f32(1) to 0 (exact)
; REMARK-NEXT: remark: <unknown>:0:0: folded lg2.approx.f32(2) to 1 (exact)
; REMARK-NEXT: remark: <unknown>:0:0: folded lg2.approx.f32(16) to 4 (exact)
; REMARK-NEXT: remark: <unknown>:0:0: folded lg2.approx.f32(1.70141183E+38) to 127 (exact)
; REMARK-NEXT: remark: <unknown>:0:0: folded lg2.approx.ftz.f32(1024) to 10 (exact)
; REMARK-NEXT: remark: <unknown>:0:0: left lg2.approx.f32(0.5): below-one
; REMARK-NEXT: remark: <unknown>:0:0: left lg2.approx.f32(1.40129846E-45): below-one
; REMARK-NEXT: remark: <unknown>:0:0: left lg2.approx.ftz.f32(1.17549435E-38): below-one
; REMARK-NEXT: remark: <unknown>:0:0: left lg2.approx.f32(3): not-power-of-two
; REMARK-NEXT: remark: <unknown>:0:0: left lg2.approx.f32(-16): negative
; REMARK-NEXT: remark: <unknown>:0:0: left lg2.approx.f32(0): zero
; REMARK-NEXT: remark: <unknown>:0:0: left lg2.approx.f32(-0): zero
; REMARK-NEXT: remark: <unknown>:0:0: left lg2.approx.f32(+Inf): not-finite
; REMARK-NEXT: remark: <unknown>:0:0: left lg2.approx.f32(NaN): not-finite
; REMARK-NEXT: remark: <unknown>:0:0: folded ex2.approx.f32(0) to 1 (exact)
; REMARK:      remark: <unknown>:0:0: folded ex2.approx.ftz.f32(-127) to 0 (flushed)
; REMARK:      remark: <unknown>:0:0: left ex2.approx.f32(-127): subnormal-result
; REMARK-NEXT: remark: <unknown>:0:0: left ex2.approx.f32(128): out-of-range
; REMARK-NEXT: remark: <unknown>:0:0: left ex2.approx.ftz.f32(-160): out-of-range
; REMARK-NEXT: remark: <unknown>:0:0: left ex2.approx.f32(0.5): not-integer
; REMARK:      remark: <unknown>:0:0: left ex2.approx.f16(-15): subnormal-result
; REMARK-NEXT: remark: <unknown>:0:0: folded rsqrt.approx.f32(4) to 0.5 (exact)
; REMARK:      remark: <unknown>:0:0: left rsqrt.approx.f32(2): odd-power
; REMARK:      remark: <unknown>:0:0: left sqrt.approx.ftz.f32(2.80259693E-45): subnormal-input
; REMARK:      remark: <unknown>:0:0: folded rcp.approx.ftz.f32(1.70141183E+38) to 0 (flushed)
; REMARK-NEXT: remark: <unknown>:0:0: folded rcp.approx.ftz.f32(-1.70141183E+38) to -0 (flushed)
; REMARK-NEXT: remark: <unknown>:0:0: folded rcp.approx.ftz.f64(-8) to -0.125 (exact)
; REMARK-NEXT: remark: <unknown>:0:0: folded rcp.approx.ftz.f64(8.9884656743115795E+307) to 0 (flushed)
; REMARK-NEXT: remark: <unknown>:0:0: left rcp.approx.ftz.f32(3): not-power-of-two
; REMARK-NEXT: remark: <unknown>:0:0: left rcp.approx.ftz.f32(0): zero
; REMARK-NEXT: remark: <unknown>:0:0: left rcp.approx.ftz.f32(1.40129846E-45): subnormal-input
; REMARK-NOT:  remark

target triple = "nvptx64-nvidia-cuda"

; CHECK-LABEL: define void @lg2(
; CHECK-NEXT:    store volatile float 0.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile float 1.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile float 4.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile float 1.270000e+02, ptr %p, align 4
; CHECK-NEXT:    store volatile float 1.000000e+01, ptr %p, align 4
; CHECK-NEXT:    %f = call float @llvm.nvvm.lg2.approx.f(float 5.000000e-01)
; CHECK-NEXT:    store volatile float %f, ptr %p, align 4
; CHECK-NEXT:    %g = call float @llvm.nvvm.lg2.approx.f(float 0x36A0000000000000)
; CHECK-NEXT:    store volatile float %g, ptr %p, align 4
; CHECK-NEXT:    %h = call float @llvm.nvvm.lg2.approx.ftz.f(float 0x3810000000000000)
; CHECK-NEXT:    store volatile float %h, ptr %p, align 4
; CHECK-NEXT:    %i = call float @llvm.nvvm.lg2.approx.f(float 3.000000e+00)
; CHECK-NEXT:    store volatile float %i, ptr %p, align 4
; CHECK-NEXT:    %j = call float @llvm.nvvm.lg2.approx.f(float -1.600000e+01)
; CHECK-NEXT:    store volatile float %j, ptr %p, align 4
; CHECK-NEXT:    %k = call float @llvm.nvvm.lg2.approx.f(float 0.000000e+00)
; CHECK-NEXT:    store volatile float %k, ptr %p, align 4
; CHECK-NEXT:    %l = call float @llvm.nvvm.lg2.approx.f(float -0.000000e+00)
; CHECK-NEXT:    store volatile float %l, ptr %p, align 4
; CHECK-NEXT:    %m = call float @llvm.nvvm.lg2.approx.f(float 0x7FF0000000000000)
; CHECK-NEXT:    store volatile float %m, ptr %p, align 4
; CHECK-NEXT:    %n = call float @llvm.nvvm.lg2.approx.f(float 0x7FF8000000000000)
; CHECK-NEXT:    store volatile float %n, ptr %p, align 4
; CHECK-NEXT:    %o = call float @llvm.nvvm.lg2.approx.f(float %x)
; CHECK-NEXT:    store volatile float %o, ptr %p, align 4
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }
define void @lg2(ptr %p, float %x) {
  %a = call float @llvm.nvvm.lg2.approx.f(float 1.0)
  store volatile float %a, ptr %p
  %b = call float @llvm.nvvm.lg2.approx.f(float 2.0)
  store volatile float %b, ptr %p
  %c = call float @llvm.nvvm.lg2.approx.f(float 16.0)
  store volatile float %c, ptr %p
  %d = call float @llvm.nvvm.lg2.approx.f(float 0x47E0000000000000)
  store volatile float %d, ptr %p
  %e = call float @llvm.nvvm.lg2.approx.ftz.f(float 1024.0)
  store volatile float %e, ptr %p
  ; left: 2^-1 (the hardware is 2 ulp off), 2^-149 (subnormal), 2^-126 with
  ; ftz, 3, -16, +-0, inf, NaN, a non-constant
  %f = call float @llvm.nvvm.lg2.approx.f(float 0.5)
  store volatile float %f, ptr %p
  %g = call float @llvm.nvvm.lg2.approx.f(float 0x36A0000000000000)
  store volatile float %g, ptr %p
  %h = call float @llvm.nvvm.lg2.approx.ftz.f(float 0x3810000000000000)
  store volatile float %h, ptr %p
  %i = call float @llvm.nvvm.lg2.approx.f(float 3.0)
  store volatile float %i, ptr %p
  %j = call float @llvm.nvvm.lg2.approx.f(float -16.0)
  store volatile float %j, ptr %p
  %k = call float @llvm.nvvm.lg2.approx.f(float 0.0)
  store volatile float %k, ptr %p
  %l = call float @llvm.nvvm.lg2.approx.f(float -0.0)
  store volatile float %l, ptr %p
  %m = call float @llvm.nvvm.lg2.approx.f(float 0x7FF0000000000000)
  store volatile float %m, ptr %p
  %n = call float @llvm.nvvm.lg2.approx.f(float 0x7FF8000000000000)
  store volatile float %n, ptr %p
  %o = call float @llvm.nvvm.lg2.approx.f(float %x)
  store volatile float %o, ptr %p
  ret void
}

; CHECK-LABEL: define void @ex2(
; CHECK-NEXT:    store volatile float 1.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile float 1.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile float 8.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile float 0x3810000000000000, ptr %p, align 4
; CHECK-NEXT:    store volatile float 0x47E0000000000000, ptr %p, align 4
; CHECK-NEXT:    store volatile float 0x3810000000000000, ptr %p, align 4
; CHECK-NEXT:    store volatile float 0.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile float 0.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile half 0xH4800, ptr %h, align 2
; CHECK-NEXT:    store volatile half 0xH0400, ptr %h, align 2
; CHECK-NEXT:    store volatile bfloat 0xR4100, ptr %b, align 2
; CHECK-NEXT:    store volatile bfloat 0xR0000, ptr %b, align 2
; CHECK-NEXT:    %l1 = call float @llvm.nvvm.ex2.approx.f32(float -1.270000e+02)
; CHECK-NEXT:    store volatile float %l1, ptr %p, align 4
; CHECK-NEXT:    %l2 = call float @llvm.nvvm.ex2.approx.f32(float 1.280000e+02)
; CHECK-NEXT:    store volatile float %l2, ptr %p, align 4
; CHECK-NEXT:    %l3 = call float @llvm.nvvm.ex2.approx.ftz.f32(float -1.600000e+02)
; CHECK-NEXT:    store volatile float %l3, ptr %p, align 4
; CHECK-NEXT:    %l4 = call float @llvm.nvvm.ex2.approx.f32(float 5.000000e-01)
; CHECK-NEXT:    store volatile float %l4, ptr %p, align 4
; CHECK-NEXT:    %l5 = call float @llvm.nvvm.ex2.approx.f32(float 0xFFF0000000000000)
; CHECK-NEXT:    store volatile float %l5, ptr %p, align 4
; CHECK-NEXT:    %l6 = call float @llvm.nvvm.ex2.approx.f32(float 0x7FF8000000000000)
; CHECK-NEXT:    store volatile float %l6, ptr %p, align 4
; CHECK-NEXT:    %l7 = call half @llvm.nvvm.ex2.approx.f16(half 0xHCB80)
; CHECK-NEXT:    store volatile half %l7, ptr %h, align 2
; CHECK-NEXT:    %l8 = call <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half> <half 0xH3C00, half 0xH4000>)
; CHECK-NEXT:    store volatile <2 x half> %l8, ptr %h, align 4
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }
define void @ex2(ptr %p, ptr %h, ptr %b) {
  %a = call float @llvm.nvvm.ex2.approx.f32(float 0.0)
  store volatile float %a, ptr %p
  %a2 = call float @llvm.nvvm.ex2.approx.f32(float -0.0)
  store volatile float %a2, ptr %p
  %c = call float @llvm.nvvm.ex2.approx.f32(float 3.0)
  store volatile float %c, ptr %p
  %d = call float @llvm.nvvm.ex2.approx.f32(float -126.0)
  store volatile float %d, ptr %p
  %e = call float @llvm.nvvm.ex2.approx.f32(float 127.0)
  store volatile float %e, ptr %p
  %f = call float @llvm.nvvm.ex2.approx.ftz.f32(float -126.0)
  store volatile float %f, ptr %p
  %g = call float @llvm.nvvm.ex2.approx.ftz.f32(float -127.0)
  store volatile float %g, ptr %p
  %g2 = call float @llvm.nvvm.ex2.approx.ftz.f32(float -159.0)
  store volatile float %g2, ptr %p
  %hh = call half @llvm.nvvm.ex2.approx.f16(half 3.0)
  store volatile half %hh, ptr %h
  %hi = call half @llvm.nvvm.ex2.approx.f16(half -14.0)
  store volatile half %hi, ptr %h
  %bb = call bfloat @llvm.nvvm.ex2.approx.ftz.bf16(bfloat 0xR4040)
  store volatile bfloat %bb, ptr %b
  %bc = call bfloat @llvm.nvvm.ex2.approx.ftz.bf16(bfloat 0xRC2FE)
  store volatile bfloat %bc, ptr %b
  ; left: subnormal results without ftz (f32 -127 is 1 ulp low on the H200),
  ; overflow, far underflow, non-integers, inf, NaN, vectors
  %l1 = call float @llvm.nvvm.ex2.approx.f32(float -127.0)
  store volatile float %l1, ptr %p
  %l2 = call float @llvm.nvvm.ex2.approx.f32(float 128.0)
  store volatile float %l2, ptr %p
  %l3 = call float @llvm.nvvm.ex2.approx.ftz.f32(float -160.0)
  store volatile float %l3, ptr %p
  %l4 = call float @llvm.nvvm.ex2.approx.f32(float 0.5)
  store volatile float %l4, ptr %p
  %l5 = call float @llvm.nvvm.ex2.approx.f32(float 0xFFF0000000000000)
  store volatile float %l5, ptr %p
  %l6 = call float @llvm.nvvm.ex2.approx.f32(float 0x7FF8000000000000)
  store volatile float %l6, ptr %p
  %l7 = call half @llvm.nvvm.ex2.approx.f16(half -15.0)
  store volatile half %l7, ptr %h
  %l8 = call <2 x half> @llvm.nvvm.ex2.approx.v2f16(<2 x half> <half 1.0, half 2.0>)
  store volatile <2 x half> %l8, ptr %h
  ret void
}

; CHECK-LABEL: define void @roots(
; CHECK-NEXT:    store volatile float 5.000000e-01, ptr %p, align 4
; CHECK-NEXT:    store volatile float 2.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile float 0x4490000000000000, ptr %p, align 4
; CHECK-NEXT:    store volatile float 2.500000e-01, ptr %p, align 4
; CHECK-NEXT:    store volatile double 1.250000e-01, ptr %q, align 8
; CHECK-NEXT:    store volatile double 0x6180000000000000, ptr %q, align 8
; CHECK-NEXT:    store volatile double 5.000000e-01, ptr %q, align 8
; CHECK-NEXT:    store volatile float 4.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile float 0x3B50000000000000, ptr %p, align 4
; CHECK-NEXT:    store volatile float 2.500000e-01, ptr %p, align 4
; CHECK-NEXT:    %l1 = call float @llvm.nvvm.rsqrt.approx.f(float 2.000000e+00)
; CHECK-NEXT:    store volatile float %l1, ptr %p, align 4
; CHECK-NEXT:    %l2 = call float @llvm.nvvm.sqrt.approx.f(float -4.000000e+00)
; CHECK-NEXT:    store volatile float %l2, ptr %p, align 4
; CHECK-NEXT:    %l3 = call float @llvm.nvvm.rsqrt.approx.f(float 0.000000e+00)
; CHECK-NEXT:    store volatile float %l3, ptr %p, align 4
; CHECK-NEXT:    %l4 = call float @llvm.nvvm.sqrt.approx.f(float 9.000000e+00)
; CHECK-NEXT:    store volatile float %l4, ptr %p, align 4
; CHECK-NEXT:    %l5 = call float @llvm.nvvm.sqrt.approx.ftz.f(float 0x36B0000000000000)
; CHECK-NEXT:    store volatile float %l5, ptr %p, align 4
; CHECK-NEXT:    %l6 = call double @llvm.nvvm.rsqrt.approx.ftz.d(double 4.940660e-324)
; CHECK-NEXT:    store volatile double %l6, ptr %q, align 8
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }
define void @roots(ptr %p, ptr %q) {
  %a = call float @llvm.nvvm.rsqrt.approx.f(float 4.0)
  store volatile float %a, ptr %p
  %b = call float @llvm.nvvm.rsqrt.approx.f(float 0.25)
  store volatile float %b, ptr %p
  %c = call float @llvm.nvvm.rsqrt.approx.f(float 0x36B0000000000000)
  store volatile float %c, ptr %p
  %d = call float @llvm.nvvm.rsqrt.approx.ftz.f(float 16.0)
  store volatile float %d, ptr %p
  %e = call double @llvm.nvvm.rsqrt.approx.d(double 64.0)
  store volatile double %e, ptr %q
  %f = call double @llvm.nvvm.rsqrt.approx.d(double 0x0000000000000001)
  store volatile double %f, ptr %q
  %g = call double @llvm.nvvm.rsqrt.approx.ftz.d(double 4.0)
  store volatile double %g, ptr %q
  %h = call float @llvm.nvvm.sqrt.approx.f(float 16.0)
  store volatile float %h, ptr %p
  %i = call float @llvm.nvvm.sqrt.approx.f(float 0x36B0000000000000)
  store volatile float %i, ptr %p
  %j = call float @llvm.nvvm.sqrt.approx.ftz.f(float 0.0625)
  store volatile float %j, ptr %p
  ; left: odd powers, negative, zero, non-powers, subnormal inputs with ftz
  %l1 = call float @llvm.nvvm.rsqrt.approx.f(float 2.0)
  store volatile float %l1, ptr %p
  %l2 = call float @llvm.nvvm.sqrt.approx.f(float -4.0)
  store volatile float %l2, ptr %p
  %l3 = call float @llvm.nvvm.rsqrt.approx.f(float 0.0)
  store volatile float %l3, ptr %p
  %l4 = call float @llvm.nvvm.sqrt.approx.f(float 9.0)
  store volatile float %l4, ptr %p
  %l5 = call float @llvm.nvvm.sqrt.approx.ftz.f(float 0x36B0000000000000)
  store volatile float %l5, ptr %p
  %l6 = call double @llvm.nvvm.rsqrt.approx.ftz.d(double 0x0000000000000001)
  store volatile double %l6, ptr %q
  ret void
}

; CHECK-LABEL: define void @rcp(
; CHECK-NEXT:    store volatile float 2.500000e-01, ptr %p, align 4
; CHECK-NEXT:    store volatile float -2.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile float 0.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile float -0.000000e+00, ptr %p, align 4
; CHECK-NEXT:    store volatile double -1.250000e-01, ptr %q, align 8
; CHECK-NEXT:    store volatile double 0.000000e+00, ptr %q, align 8
; CHECK-NEXT:    %l1 = call float @llvm.nvvm.rcp.approx.ftz.f(float 3.000000e+00)
; CHECK-NEXT:    store volatile float %l1, ptr %p, align 4
; CHECK-NEXT:    %l2 = call float @llvm.nvvm.rcp.approx.ftz.f(float 0.000000e+00)
; CHECK-NEXT:    store volatile float %l2, ptr %p, align 4
; CHECK-NEXT:    %l3 = call float @llvm.nvvm.rcp.approx.ftz.f(float 0x36A0000000000000)
; CHECK-NEXT:    store volatile float %l3, ptr %p, align 4
; CHECK-NEXT:    %l4 = call double @llvm.nvvm.lg2.approx.d(double 1.600000e+01)
; CHECK-NEXT:    store volatile double %l4, ptr %q, align 8
; CHECK-NEXT:    ret void
; CHECK-NEXT:  }
define void @rcp(ptr %p, ptr %q) {
  %a = call float @llvm.nvvm.rcp.approx.ftz.f(float 4.0)
  store volatile float %a, ptr %p
  %b = call float @llvm.nvvm.rcp.approx.ftz.f(float -0.5)
  store volatile float %b, ptr %p
  %c = call float @llvm.nvvm.rcp.approx.ftz.f(float 0x47E0000000000000)
  store volatile float %c, ptr %p
  %d = call float @llvm.nvvm.rcp.approx.ftz.f(float 0xC7E0000000000000)
  store volatile float %d, ptr %p
  %e = call double @llvm.nvvm.rcp.approx.ftz.d(double -8.0)
  store volatile double %e, ptr %q
  %f = call double @llvm.nvvm.rcp.approx.ftz.d(double 0x7FE0000000000000)
  store volatile double %f, ptr %q
  ; left: 3, 0, a subnormal input, and lg2.approx.d (no PTX instruction)
  %l1 = call float @llvm.nvvm.rcp.approx.ftz.f(float 3.0)
  store volatile float %l1, ptr %p
  %l2 = call float @llvm.nvvm.rcp.approx.ftz.f(float 0.0)
  store volatile float %l2, ptr %p
  %l3 = call float @llvm.nvvm.rcp.approx.ftz.f(float 0x36A0000000000000)
  store volatile float %l3, ptr %p
  %l4 = call double @llvm.nvvm.lg2.approx.d(double 16.0)
  store volatile double %l4, ptr %q
  ret void
}
