// End to end on the suite's pragma-free register-tiled SGEMMs
// (bench/kernels/sgemm_regtile.cu), clang -O3 device compile:
//  - with the plugin no kernel has local memory (no __local_depot, no
//    ld.local/st.local): every register tile was promoted;
//  - stock clang and the plugin with -smemvec-unroll=0 keep the tiles of
//    the 2-D, vectorized, warp-tiled and double-buffered kernels in local
//    memory (so the first check means something);
//  - the 1-D block-tiled k-loop reads each thread's 8 rows of As as
//    ld.shared.v4 (16 of them) only with the pass;
//  - the 2-D block-tiled k-loop, whose full unroll is over the register
//    estimate (it would take 167 registers), is unrolled by 2 instead;
//  - ptxas assembles every PTX.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/sgemm_regtile.cu -o %t.stock.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -Rpass=smemvec-unroll -o %t.plugin.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -mllvm -smemvec-unroll=0 -o %t.off.ptx
// RUN: FileCheck %s --check-prefix=PLUGIN < %t.plugin.ptx
// RUN: FileCheck %s --check-prefix=LOCAL < %t.stock.ptx
// RUN: FileCheck %s --check-prefix=LOCAL < %t.off.ptx
// RUN: FileCheck %s --check-prefix=V4 < %t.plugin.ptx
// RUN: FileCheck %s --check-prefix=NOV4 < %t.off.ptx
// RUN: %ptxas %t.stock.ptx -o /dev/null
// RUN: %ptxas %t.plugin.ptx -o /dev/null
// RUN: %ptxas %t.off.ptx -o /dev/null
// ptxas agrees: no stack frame in any kernel with the pass.
// RUN: %ptxas -v %t.plugin.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=FRAME
//
// REMARK: sgemm_regtile.cu:116:5: remark: unrolling loop by 2 (trip count 8, register estimate of a full unroll 209 > 128): shared stride
// REMARK-NOT: warning
//
// PLUGIN-NOT: .local
// PLUGIN-NOT: __local_depot
// PLUGIN-NOT: {{ld|st}}.local
//
// LOCAL-LABEL: .entry sgemm_2d_blocktile(
// LOCAL:       .local .align {{[0-9]+}} .b8 __local_depot{{[0-9]+}}[256];
// LOCAL-LABEL: .entry sgemm_vectorized(
// LOCAL:       .local .align {{[0-9]+}} .b8 __local_depot{{[0-9]+}}[256];
// LOCAL-LABEL: .entry sgemm_warptile(
// LOCAL:       .local .align {{[0-9]+}} .b8 __local_depot{{[0-9]+}}[576];
// LOCAL-LABEL: .entry sgemm_double_buffer(
// LOCAL:       .local .align {{[0-9]+}} .b8 __local_depot{{[0-9]+}}[256];
//
// V4-LABEL:    .entry sgemm_1d_blocktile(
// V4-COUNT-16: ld.shared.v4.b32
// V4-LABEL:    .entry sgemm_2d_blocktile(
// NOV4-LABEL:  .entry sgemm_1d_blocktile(
// NOV4-NOT:    ld.shared.v4
// NOV4-LABEL:  .entry sgemm_2d_blocktile(
//
// FRAME-NOT: {{[1-9][0-9]*}} bytes stack frame
// FRAME:     0 bytes stack frame
// FRAME-NOT: {{[1-9][0-9]*}} bytes stack frame
