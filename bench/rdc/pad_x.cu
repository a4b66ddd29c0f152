// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// pad_x.cu - smemvec-pad two-TU program, TU compiled WITH the plugin (see
// pad.cuh): instantiates pad_transpose<32>; kernel pad_colsum_x inlines
// pad_scratch(); kernel pad_cross_x fills pad_shared() here and reads it
// through pad_row_y of pad_y.cu (stock); pad_row_x is pad_y.cu's reader.
#include "pad.cuh"

template __global__ void pad_transpose<32>(float *, const float *);

__device__ __noinline__ float pad_row_x(int r) { return pad_row(pad_shared(), r); }

__global__ void pad_colsum_x(const float *in, float *out) {
  PAD_SHAPE_GUARD();
  pad_fill(pad_scratch(), in, 1.0f);
  __syncthreads();
  if (threadIdx.y == 0)
    out[threadIdx.x] = pad_row(pad_scratch(), threadIdx.x);
}

__global__ void pad_cross_x(const float *in, float *out) {
  PAD_SHAPE_GUARD();
  pad_fill(pad_shared(), in, 2.0f);
  __syncthreads();
  if (threadIdx.y == 0)
    out[threadIdx.x] = pad_row_y(threadIdx.x);
}

#ifndef __CUDA_ARCH__ // host code (the device-only lit test has no launch API)
void run_pad_x(const float *in, float *out) {
  pad_transpose<32><<<dim3(PadW / 32, PadW / 32), dim3(32, 8)>>>(out, in);
  pad_colsum_x<<<1, dim3(32, 8)>>>(in, out + PadW * PadW);
  pad_cross_x<<<1, dim3(32, 8)>>>(in, out + PadW * PadW + 32);
}
#endif
