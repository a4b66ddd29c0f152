// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// pad_whole.cu - the smemvec-pad two-TU program (pad.cuh) as one TU without
// -fgpu-rdc: the whole device program, where smemvec-pad pads both tiles
// (the explicit instantiation of pad_transpose<32> is the per-TU witness,
// docs/pad.md "Template and inline statics"). bench/rdc/build.sh builds it
// with the plugin and without.
#define PAD_WHOLE 1
#include "pad_x.cu"
#include "pad_y.cu"
#include "pad_main.cu"
