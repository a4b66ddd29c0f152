; smemvec-launch-check by name, on kernels that carry the estimate recorded
; before smemvec changed them ("smemvec-registers-before"): each body keeps
; two <64 x float> values live at once, 128 registers (print-smemvec-registers).
; The check warns where that shrinks the largest block (no launch bounds) or
; passes what the launch bounds allow, never for a kernel without the
; attribute (smemvec did not change it), and removes the attribute.
; RUN: opt %loadplugin -passes=smemvec-launch-check %s -S -o %t.ll 2> %t.err
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: FileCheck %s --check-prefix=IR < %t.ll
; RUN: opt %loadplugin -passes=print-smemvec-registers -disable-output %s 2>&1 | FileCheck %s --check-prefix=EST
; RUN: opt %loadplugin -passes=smemvec-launch-check -smemvec-launch-check=0 %s -S -o %t.off.ll 2>&1 | FileCheck %s --check-prefix=NONE --allow-empty
; RUN: FileCheck %s --check-prefix=IR < %t.off.ll
; RUN: llc -mcpu=sm_90 %t.ll -o %t.ptx
; RUN: %if ptxas %{ %ptxas %t.ptx -o /dev/null %}

; EST: smemvec-registers: unbounded: 128
; EST: smemvec-registers: bounded256: 128
; EST: smemvec-registers: bounded1024: 128
; EST: smemvec-registers: bounded256x2: 128
; EST: smemvec-registers: untouched: 128
; EST: smemvec-registers: sameStep: 128

; WARN: smemvec: warning: kernel 'unbounded': smemvec's unrolling/inlining raised its register estimate from 8 to 128 per thread; a block of more than 512 threads will not launch ("too many resources requested for launch"; before: 1024 threads with 8). If it runs with more threads: __launch_bounds__(<threads>) on the kernel, `#pragma unroll 1` on its register-tile loops, or -mllvm -smemvec-max-registers=64 (-mllvm -smemvec-launch-check=0 silences this)
; WARN-NEXT: smemvec: warning: kernel 'bounded1024': smemvec's unrolling/inlining raised its register estimate from 8 to 128 per thread; its launch bounds (1024 threads) allow 64, so ptxas must spill; -mllvm -smemvec-max-registers=64 keeps those loops rolled (-mllvm -smemvec-launch-check=0 silences this)
; WARN-NEXT: smemvec: warning: kernel 'bounded256x2': smemvec's unrolling/inlining raised its register estimate from 8 to 128 per thread; its launch bounds (256 threads) allow 80, so ptxas must spill; -mllvm -smemvec-max-registers=80 keeps those loops rolled (-mllvm -smemvec-launch-check=0 silences this)
; WARN-NOT: smemvec
; NONE-NOT: smemvec

; IR-NOT: smemvec-registers-before

target datalayout = "e-p3:32:32-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @unbounded(ptr addrspace(1) %p) #0 {
  %a = load <64 x float>, ptr addrspace(1) %p
  %q = getelementptr <64 x float>, ptr addrspace(1) %p, i64 1
  %b = load <64 x float>, ptr addrspace(1) %q
  %s = fadd <64 x float> %a, %b
  store <64 x float> %s, ptr addrspace(1) %p
  ret void
}

; 255 registers allowed: a block of 256 always launches.
define ptx_kernel void @bounded256(ptr addrspace(1) %p) #1 {
  %a = load <64 x float>, ptr addrspace(1) %p
  %q = getelementptr <64 x float>, ptr addrspace(1) %p, i64 1
  %b = load <64 x float>, ptr addrspace(1) %q
  %s = fadd <64 x float> %a, %b
  store <64 x float> %s, ptr addrspace(1) %p
  ret void
}

define ptx_kernel void @bounded1024(ptr addrspace(1) %p) #2 {
  %a = load <64 x float>, ptr addrspace(1) %p
  %q = getelementptr <64 x float>, ptr addrspace(1) %p, i64 1
  %b = load <64 x float>, ptr addrspace(1) %q
  %s = fadd <64 x float> %a, %b
  store <64 x float> %s, ptr addrspace(1) %p
  ret void
}

; __launch_bounds__(256, 3): three blocks of 256 per SM, 80 registers.
define ptx_kernel void @bounded256x2(ptr addrspace(1) %p) #3 {
  %a = load <64 x float>, ptr addrspace(1) %p
  %q = getelementptr <64 x float>, ptr addrspace(1) %p, i64 1
  %b = load <64 x float>, ptr addrspace(1) %q
  %s = fadd <64 x float> %a, %b
  store <64 x float> %s, ptr addrspace(1) %p
  ret void
}

; Not changed by smemvec: no attribute, no warning.
define ptx_kernel void @untouched(ptr addrspace(1) %p) {
  %a = load <64 x float>, ptr addrspace(1) %p
  %q = getelementptr <64 x float>, ptr addrspace(1) %p, i64 1
  %b = load <64 x float>, ptr addrspace(1) %q
  %s = fadd <64 x float> %a, %b
  store <64 x float> %s, ptr addrspace(1) %p
  ret void
}

; Already at this step before smemvec (125 -> 128: both 512 threads).
define ptx_kernel void @sameStep(ptr addrspace(1) %p) #4 {
  %a = load <64 x float>, ptr addrspace(1) %p
  %q = getelementptr <64 x float>, ptr addrspace(1) %p, i64 1
  %b = load <64 x float>, ptr addrspace(1) %q
  %s = fadd <64 x float> %a, %b
  store <64 x float> %s, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "smemvec-registers-before"="8" }
attributes #1 = { "smemvec-registers-before"="8" "nvvm.maxntid"="256" }
attributes #2 = { "smemvec-registers-before"="8" "nvvm.maxntid"="1024" }
attributes #3 = { "smemvec-registers-before"="8" "nvvm.maxntid"="256" "nvvm.minctasm"="3" }
attributes #4 = { "smemvec-registers-before"="125" }
