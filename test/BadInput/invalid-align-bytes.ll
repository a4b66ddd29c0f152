; A clear error for a bad -smemvec-align-bytes, from opt and llc.
; RUN: not opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=24 -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOTPOW2
; RUN: not opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=512 -disable-output %s 2>&1 | FileCheck %s --check-prefix=TOOBIG
; RUN: not llc %loadplugin -smemvec-align-bytes=abc %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOTNUM
; Decimal only: a leading zero is not octal, a radix prefix is not hex.
; RUN: not opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=010 -disable-output %s 2>&1 | FileCheck %s --check-prefix=OCTAL
; RUN: not opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=0x10 -disable-output %s 2>&1 | FileCheck %s --check-prefix=HEX
; RUN: not llc %loadplugin -smemvec-cluster-window=016 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=WINDOW
; RUN: opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=8 -disable-output %s
; RUN: not llc %loadplugin -smemvec-align=maybe %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BOOL
; NOTPOW2: smemvec-align-bytes{{.*}}'24' is not a valid alignment: expected a power of two from 1 to 256 (bytes)
; TOOBIG: '512' is not a valid alignment
; NOTNUM: smemvec-align-bytes{{.*}}'abc'
; BOOL: smemvec-align{{.*}}'maybe'
; OCTAL: smemvec-align-bytes{{.*}}'010' is not a decimal number
; HEX: smemvec-align-bytes{{.*}}'0x10' is not a decimal number
; WINDOW: smemvec-cluster-window{{.*}}'016' is not a decimal number
; NOTPOW2-NOT: Stack dump
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
