// The suite's row softmax (bench/kernels/softmax_rows.cu): 32 exponentials
// per lane, each `e = ex2 * 2^k` feeding `sum += e` in its block and the
// guarded `e / sum` after the sum's shuffles. Stock clang contracts the
// add into an fma and keeps a second multiply that MachineSink moves to
// the division, so ex2 and 2^k of all 32 stay live across the shuffles
// (128 registers with CUDA 13's ptxas); with smemvec-fma-guard the product
// is fenced from the add (80; nvcc: 48). The first element's add (0 + e)
// is folded away, so 31 of 32 are fenced.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/softmax_rows.cu -fpass-plugin=%plugin -Rpass=smemvec-fma-guard -o %t.on.ptx 2> %t.remarks
// RUN: grep -c "remark: kept the multiply out of 1 fma(s): the product has 1 use(s) in other blocks" %t.remarks | FileCheck %s --check-prefix=REMARKS
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/softmax_rows.cu -fpass-plugin=%plugin -mllvm -smemvec-fma-guard=0 -o %t.off.ptx
// RUN: %ptxas -v %t.on.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=ON
// RUN: %ptxas -v %t.off.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: grep -c "fma.rn.f32" %t.on.ptx | FileCheck %s --check-prefix=FMA-ON
// RUN: grep -c "fma.rn.f32" %t.off.ptx | FileCheck %s --check-prefix=FMA-OFF
// RUN: grep -cE "^\s*mul(\.rn)?\.f32" %t.on.ptx | FileCheck %s --check-prefix=MUL
// RUN: grep -cE "^\s*mul(\.rn)?\.f32" %t.off.ptx | FileCheck %s --check-prefix=MUL
//
// Under -ffp-contract=off clang flags nothing and the back end contracts
// nothing: the pass leaves the PTX byte for byte.
// RUN: %clang_cuda --cuda-device-only -O3 -S -ffp-contract=off %srcroot/bench/kernels/softmax_rows.cu -fpass-plugin=%plugin -o %t.strict.on.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S -ffp-contract=off %srcroot/bench/kernels/softmax_rows.cu -fpass-plugin=%plugin -mllvm -smemvec-fma-guard=0 -o %t.strict.off.ptx
// RUN: cmp %t.strict.on.ptx %t.strict.off.ptx
// RUN: %ptxas %t.strict.on.ptx -o /dev/null

// REMARKS: 31
// ON:  Used {{[5-8][0-9]}} registers
// OFF: Used {{1[0-9][0-9]}} registers
// FMA-ON: 97
// FMA-OFF: 128
// MUL: 32
