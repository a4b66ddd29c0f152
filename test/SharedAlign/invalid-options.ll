; Invalid option values are rejected with a clear message, not a crash.
; RUN: not opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=12 -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOTPOW2
; RUN: not opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=512 -disable-output %s 2>&1 | FileCheck %s --check-prefix=TOOBIG
; RUN: not opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=sixteen -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOTNUM
; RUN: not llc %loadplugin -smemvec-align-bytes=0 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ZERO
; RUN: not opt %loadplugin -passes=smemvec-align -smemvec-align-bytes=010 -disable-output %s 2>&1 | FileCheck %s --check-prefix=OCTAL
; RUN: not opt %loadplugin -passes=smemvec-align -smemvec-align-extern=maybe -disable-output %s 2>&1 | FileCheck %s --check-prefix=BOOL

; NOTPOW2: for the --smemvec-align-bytes option: '12' is not a valid alignment: expected a power of two from 1 to 256 (bytes)
; TOOBIG: '512' is not a valid alignment
; NOTNUM: for the --smemvec-align-bytes option: 'sixteen' is not a decimal number
; ZERO: '0' is not a valid alignment
; OCTAL: for the --smemvec-align-bytes option: '010' is not a decimal number
; BOOL: for the --smemvec-align-extern option: 'maybe' is invalid value for boolean argument

target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}
