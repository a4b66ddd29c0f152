// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// pad_y.cu - smemvec-pad two-TU program, TU compiled WITHOUT the plugin
// (see pad.cuh): the mirror of pad_x.cu. It instantiates pad_transpose<32>
// too (nvlink keeps one copy), pad_cross_y reads through pad_row_x of
// pad_x.cu (plugin). pad_whole.cu includes both TUs in one.
#include "pad.cuh"

#ifndef PAD_WHOLE // one explicit instantiation per TU
template __global__ void pad_transpose<32>(float *, const float *);
#endif

__device__ __noinline__ float pad_row_y(int r) { return pad_row(pad_shared(), r); }

__global__ void pad_colsum_y(const float *in, float *out) {
  PAD_SHAPE_GUARD();
  pad_fill(pad_scratch(), in, 3.0f);
  __syncthreads();
  if (threadIdx.y == 0)
    out[threadIdx.x] = pad_row(pad_scratch(), threadIdx.x);
}

__global__ void pad_cross_y(const float *in, float *out) {
  PAD_SHAPE_GUARD();
  pad_fill(pad_shared(), in, 4.0f);
  __syncthreads();
  if (threadIdx.y == 0)
    out[threadIdx.x] = pad_row_x(threadIdx.x);
}

#ifndef __CUDA_ARCH__ // host code (the device-only lit test has no launch API)
void run_pad_y(const float *in, float *out) {
  pad_transpose<32><<<dim3(PadW / 32, PadW / 32), dim3(32, 8)>>>(out, in);
  pad_colsum_y<<<1, dim3(32, 8)>>>(in, out + PadW * PadW);
  pad_cross_y<<<1, dim3(32, 8)>>>(in, out + PadW * PadW + 32);
}
#endif
