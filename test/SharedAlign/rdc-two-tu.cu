// The two-TU -fgpu-rdc program of bench/rdc/ (issue 10): a template device
// function's __shared__ arrays are linkonce_odr (`.weak .shared`) in both
// TUs, and nvlink keeps the first copy on its command line. a.cu is compiled
// with the plugin, b.cu without. The plugin must never leave an access in
// a.cu that assumes more alignment than b.cu's copy has: it gives kernel ka
// a private copy (rowsum is inlined into it and ka calls nothing outside
// a.cu), raised to 16. tile_kernel<32>'s own arrays travel with the kernel
// and are raised in place. The GPU run (both link orders, compute-sanitizer)
// is bench/rdc/run.sh; results in bench/results/2026-11-30-h200-align.md.
// REQUIRES: cuda
// RUN: %clang_cuda -fgpu-rdc --cuda-device-only -O3 -S %srcroot/bench/rdc/a.cu -fpass-plugin=%plugin -Rpass=smemvec-align -o %t.a.ptx 2> %t.a.remarks
// RUN: FileCheck %s --check-prefix=A < %t.a.ptx
// RUN: FileCheck %s --check-prefix=REMARK < %t.a.remarks
// RUN: %clang_cuda -fgpu-rdc --cuda-device-only -O3 -S %srcroot/bench/rdc/b.cu -o %t.b.ptx
// RUN: FileCheck %s --check-prefix=B < %t.b.ptx
// RUN: %if ptxas %{ %ptxas -c %t.a.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -c %t.b.ptx -o /dev/null %}
//
// Dynamic shared memory under -fgpu-rdc: every `extern __shared__ T x[]` is
// declared .align 16 (as nvcc declares it) and read with 16-byte vectors;
// -smemvec-align-extern=0 keeps the C alignment.
// RUN: %clang_cuda -fgpu-rdc --cuda-device-only -O3 -S %srcroot/bench/rdc/dyn_x.cu -fpass-plugin=%plugin -o %t.x.ptx
// RUN: FileCheck %s --check-prefix=DYN < %t.x.ptx
// RUN: %clang_cuda -fgpu-rdc --cuda-device-only -O3 -S %srcroot/bench/rdc/dyn_x.cu -fpass-plugin=%plugin -mllvm -smemvec-align-extern=0 -o %t.x0.ptx
// RUN: FileCheck %s --check-prefix=DYNOFF < %t.x0.ptx
// RUN: %if ptxas %{ %ptxas -c %t.x.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas -c %t.x0.ptx -o /dev/null %}

// A-DAG: .weak .shared .align 16 .b8 _ZZ11tile_kernelILi32EEvPKfPfE3pad[516];
// A-DAG: .weak .shared .align 16 .b8 _ZZ11tile_kernelILi32EEvPKfPfE4tile[512];
// A-LABEL: .visible .entry _Z2kaPKfPf(
// A-DAG: .shared .align 16 .b8 _ZZ6rowsumILi32EEfPKfE3big[516];
// A-DAG: .shared .align 16 .b8 _ZZ6rowsumILi32EEfPKfE3buf[512];
// A: st.shared.v4.b32
// A: ld.shared.v4.b32
// A-LABEL: .weak .entry _Z11tile_kernelILi32EEvPKfPf(
// A: ld.shared.v4.b32
// A-NOT: .weak .shared {{.*}}rowsum

// REMARK-DAG: remark: made ODR shared global '_ZZ6rowsumILi32EEfPKfE3buf' internal: only kernels of this TU use it
// REMARK-DAG: remark: raised alignment of shared global '_ZZ11tile_kernelILi32EEvPKfPfE4tile' from 4 to 16

// B-DAG: .weak .shared .align 4 .b8 _ZZ6rowsumILi32EEfPKfE3big[516];
// B-DAG: .weak .shared .align 4 .b8 _ZZ6rowsumILi32EEfPKfE3buf[512];
// B-NOT: .v4

// DYN-DAG: .extern .shared .align 16 .b8 dbuf[];
// DYN-DAG: .extern .shared .align 16 .b8 dd[];
// DYN-LABEL: .entry _Z2kxPKfPfPj(
// DYN: ld.shared.v4.b32
// DYN-LABEL: .entry _Z6kmultiPKfPfPj(
// DYN: ld.shared.v2.b64
// DYNOFF: .extern .shared .align 4 .b8 dbuf[];
// DYNOFF-NOT: .v4
