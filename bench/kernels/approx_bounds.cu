// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Issue 20, class 6: loop bounds and strides computed with the fast-math
// intrinsics __log2f / __powf / exp2f of constants. clang keeps them as
// lg2.approx / ex2.approx at run time (the trip count is unknown, the loop
// stays rolled); nvcc folds them.
//
//   mlp_relu_log2   y[b][o] = relu(sum_i W[o][i] * x[b][i] + bias[o]) for a
//                   batch x in (in a multiple of 256) layer; one 256-thread
//                   block per 8 outputs of one batch row: per-thread partial
//                   dot products, then a shared tree of
//                   `(int)__log2f(MLP_BLOCK)` halving steps per output.
//   softmax_warp_pow  softmax of rows x width rows (width a multiple of 32),
//                   one warp per row, 8 rows per block: max and sum each
//                   folded by `steps = (int)__log2f(32.f)` xor shuffles at
//                   distance `(int)__powf(2.f, s)`, exponentials by __expf,
//                   the stride of the row loops `(int)exp2f(5.f)` (= 32).
#include <cuda_runtime.h>

#define MLP_BLOCK 256
#define MLP_OUTS 8 // outputs per block

extern "C" __global__ void mlp_relu_log2(const float *x, const float *W, const float *bias,
                                         float *y, int in, int out) {
  __shared__ float part[MLP_OUTS][MLP_BLOCK];
  const int t = threadIdx.x;
  const int o0 = blockIdx.x * MLP_OUTS, b = blockIdx.y;
  const float *xb = x + (size_t)b * in;
  float acc[MLP_OUTS];
  for (int o = 0; o < MLP_OUTS; ++o)
    acc[o] = 0.0f;
  for (int i = t; i < in; i += MLP_BLOCK) {
    const float xv = xb[i];
    for (int o = 0; o < MLP_OUTS; ++o)
      acc[o] += W[(size_t)(o0 + o) * in + i] * xv;
  }
  for (int o = 0; o < MLP_OUTS; ++o)
    part[o][t] = acc[o];
  __syncthreads();
  const int steps = (int)__log2f((float)MLP_BLOCK);
  for (int s = 0; s < steps; ++s) {
    const int half = MLP_BLOCK >> (s + 1);
    if (t < half)
      for (int o = 0; o < MLP_OUTS; ++o)
        part[o][t] += part[o][t + half];
    __syncthreads();
  }
  if (t < MLP_OUTS)
    y[(size_t)b * out + o0 + t] = fmaxf(part[t][0] + bias[o0 + t], 0.0f);
}

// --- softmax_warp_pow ---------------------------------------------------------

struct WarpFold {
  template <class Op> static __device__ float fold(float v, Op op) {
    const int steps = (int)__log2f(32.f);
    for (int s = 0; s < steps; ++s)
      v = op(v, __shfl_xor_sync(0xffffffffu, v, (int)__powf(2.f, (float)s)));
    return v;
  }
};

struct MaxOp {
  __device__ float operator()(float a, float b) const { return fmaxf(a, b); }
};
struct AddOp {
  __device__ float operator()(float a, float b) const { return a + b; }
};

extern "C" __global__ void softmax_warp_pow(const float *x, float *y, int rows, int width) {
  const int lane = threadIdx.x % 32;
  const int row = blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32;
  if (row >= rows)
    return;
  const int stride = (int)exp2f(5.f);
  const float *xr = x + (size_t)row * width;
  float *yr = y + (size_t)row * width;
  float m = -INFINITY;
  for (int c = lane; c < width; c += stride)
    m = fmaxf(m, xr[c]);
  m = WarpFold::fold(m, MaxOp());
  float s = 0.0f;
  for (int c = lane; c < width; c += stride)
    s += __expf(xr[c] - m);
  s = WarpFold::fold(s, AddOp());
  const float inv = 1.0f / s;
  for (int c = lane; c < width; c += stride)
    yr[c] = __expf(xr[c] - m) * inv;
}
