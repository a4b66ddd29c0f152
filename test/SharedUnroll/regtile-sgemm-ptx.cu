// End to end on the suite's pragma-free register-tiled SGEMMs
// (bench/kernels/sgemm_regtile.cu), clang -O3 device compile:
//  - with the plugin no kernel has local memory (no __local_depot, no
//    ld.local/st.local): every register tile was promoted;
//  - stock clang and the plugin with -smemvec-unroll=0 keep the tiles of
//    the 2-D, vectorized, warp-tiled and double-buffered kernels in local
//    memory (so the first check means something);
//  - the 1-D block-tiled k-loop (a register tile of 8 accumulators, a full
//    unroll estimated at 75 registers > 64) is unrolled by 4, one
//    ld.shared.v4 per row of As (8 of them) only with the pass, and handed
//    to ptxas: no .pragma "nounroll", a conditional back edge on a 32-bit
//    counter (2 trips); ptxas finishes the unroll within 40 registers
//    (48 when LLVM unrolls fully: one 512-thread block less per SM);
//  - the 2-D block-tiled k-loop, whose full unroll is over the register
//    estimate (it would take 167 registers), is unrolled by 2 instead;
//  - ptxas assembles every PTX.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/sgemm_regtile.cu -o %t.stock.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %srcroot/bench/kernels/sgemm_regtile.cu -fpass-plugin=%plugin -Rpass='smemvec-unroll.*' -o %t.plugin.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
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
// RUN: %ptxas -v %t.plugin.ptx -o /dev/null 2>&1 | FileCheck %s --check-prefix=REGS1D
// RUN: FileCheck %s --check-prefix=HANDOFF < %t.plugin.ptx
//
// REMARK: sgemm_regtile.cu:60:5: remark: unrolling loop by 4, the rest left to ptxas (trip count 8, register estimate of a full unroll 75 > 64): shared stride over a register tile
// REMARK: sgemm_regtile.cu:116:5: remark: unrolling loop by 2 (trip count 8, register estimate of a full unroll 145 > 128): shared stride
// REMARK: sgemm_regtile.cu:60:5: remark: loop left for ptxas to unroll (trip count 2): no nounroll pragma, conditional back edge, 32-bit exit counter
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
// V4-COUNT-8:  ld.shared.v4.b32
// V4-NOT:      ld.shared.v4
// V4-LABEL:    .entry sgemm_2d_blocktile(
//
// HANDOFF-LABEL: .entry sgemm_1d_blocktile(
// HANDOFF-NOT:   .pragma "nounroll"
// HANDOFF:       bar.sync 0;
// HANDOFF:       [[HDR:\$L__BB[0-9_]+]]:
// HANDOFF-NOT:   .pragma "nounroll"
// HANDOFF:       ld.shared.v4.b32
// HANDOFF:       setp.ne.b32 [[P:%p[0-9]+]], %r{{[0-9]+}}, 2;
// HANDOFF-NEXT:  @[[P]] bra [[HDR]];
// HANDOFF-NOT:   .pragma "nounroll"
// HANDOFF-LABEL: .entry sgemm_2d_blocktile(
// The 2-D k-loop's partial unroll keeps its pragma: ptxas must not undo it.
// HANDOFF:       .pragma "nounroll"
//
// REGS1D:      Compiling entry function 'sgemm_1d_blocktile'
// REGS1D:      Used {{(3[0-9]|40)}} registers
// NOV4-LABEL:  .entry sgemm_1d_blocktile(
// NOV4-NOT:    ld.shared.v4
// NOV4-LABEL:  .entry sgemm_2d_blocktile(
//
// FRAME-NOT: {{[1-9][0-9]*}} bytes stack frame
// FRAME:     0 bytes stack frame
// FRAME-NOT: {{[1-9][0-9]*}} bytes stack frame
