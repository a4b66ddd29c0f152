// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// dyn_main.cu - launches kx, kmulti and ky with 1 KB of dynamic shared
// memory, checks outputs, prints the shared-window offset of every array
// and whether each dynamic window start is 16-aligned. Exit 0 = all good.
#include "dyn.cuh"
#include <cmath>
#include <cstdio>
#include <cuda_runtime.h>

int main() {
  const int T = 32, In = 4 * T;
  float h_in[In], h_out[3 * T];
  unsigned h_addr[8];
  for (int i = 0; i < In; ++i)
    h_in[i] = 0.5f * (i % 13) + 1.0f;
  float *in, *out;
  unsigned *addr;
  cudaMalloc(&in, sizeof h_in);
  cudaMalloc(&out, sizeof h_out);
  cudaMalloc(&addr, sizeof h_addr);
  cudaMemset(addr, 0xff, sizeof h_addr);
  cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  run_x(in, out, addr, 1024);
  run_y(in, out, addr, 1024);
  cudaError_t err = cudaDeviceSynchronize();
  if (err != cudaSuccess) {
    std::printf("dyn: FAIL %s\n", cudaGetErrorString(err));
    return 1;
  }
  cudaMemcpy(h_out, out, sizeof h_out, cudaMemcpyDeviceToHost);
  cudaMemcpy(h_addr, addr, sizeof h_addr, cudaMemcpyDeviceToHost);
  int bad = 0;
  for (int t = 0; t < T; ++t) {
    float x = h_in[4 * t] + h_in[4 * t + 1] + h_in[4 * t + 2] + h_in[4 * t + 3];
    float wx = x + (t % 5 + 1) + 2 * (t % 7);
    float wm = x + (t % 3);
    float wy = h_in[t ^ 1] + (t % 5);
    bad += std::fabs(h_out[t] - wx) > 1e-4f;
    bad += std::fabs(h_out[T + t] - wm) > 1e-4f;
    bad += std::fabs(h_out[2 * T + t] - wy) > 1e-4f;
  }
  const char *names[8] = {"kx.dbuf", "kx.oddx", "kmulti.dd", "kmulti.ds",
                          "kmulti.dc", "kmulti.odd3", "ky.dbuf", "ky.oddz"};
  const int dynamic[8] = {1, 0, 1, 1, 1, 0, 1, 0};
  int misaligned = 0;
  for (int i = 0; i < 8; ++i) {
    std::printf("dyn: %-12s offset %6u mod16 %2u%s\n", names[i], h_addr[i],
                h_addr[i] % 16, dynamic[i] ? " (dynamic)" : "");
    misaligned += dynamic[i] && h_addr[i] % 16;
  }
  std::printf("dyn: %s (%d wrong values, %d dynamic windows not 16-aligned)\n",
              bad || misaligned ? "FAIL" : "OK", bad, misaligned);
  return bad || misaligned ? 1 : 0;
}
