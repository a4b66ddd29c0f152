// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// main.cu - launches ka, tile_kernel<32> (a.cu) and kb (b.cu), checks every
// output. Exit 0 and "rdc: OK" when all match; 1 with the CUDA error
// otherwise (a misaligned shared access shows as "misaligned address").
#include "common.cuh"
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

int main() {
  const int N = 32, In = 4 * N + 1;
  float h_in[In], h_ka[N], h_kb[N], h_tile[N];
  for (int i = 0; i < In; ++i)
    h_in[i] = 0.25f * (i % 17) + 1.0f;
  float *in, *out;
  if (cudaMalloc(&in, In * sizeof(float)) || cudaMalloc(&out, 3 * N * sizeof(float))) {
    std::printf("rdc: FAIL cudaMalloc\n");
    return 2;
  }
  cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  run_a(in, out, out + 2 * N);
  run_b(in, out + N);
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    std::printf("rdc: FAIL %s\n", cudaGetErrorString(err));
    return 1;
  }
  cudaMemcpy(h_ka, out, sizeof h_ka, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_kb, out + N, sizeof h_kb, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_tile, out + 2 * N, sizeof h_tile, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < N; ++t) {
    float sum = 0;
    for (int j = 0; j < 4; ++j)
      sum += h_in[4 * t + j];
    float want = h_in[4 * N] + 2.0f * sum, want_tile = h_in[4 * N] + 3.0f * sum;
    bad += std::fabs(h_ka[t] - want) > 1e-4f;
    bad += std::fabs(h_kb[t] - (want + 1.0f)) > 1e-4f;
    bad += std::fabs(h_tile[t] - want_tile) > 1e-4f;
  }
  std::printf(bad ? "rdc: FAIL %d wrong values\n" : "rdc: OK%.0d\n", bad);
  return bad ? 1 : 0;
}
