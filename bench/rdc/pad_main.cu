// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// pad_main.cu - host side of the smemvec-pad two-TU program (pad.cuh):
// launches every kernel of pad_x.cu and pad_y.cu, checks each output
// against a host reference and prints one line per kernel,
//   pad: PASS|FAIL <kernel> (<wrong values>/<values>)
// then `pad: OK` (exit 0) or `pad: FAIL ...` (exit 1; a CUDA error, or no
// device, is one FAIL line naming it, exit 2).
#include "pad.cuh"
#include <cstdio>
#include <cuda_runtime.h>
#include <vector>

static int fails = 0;

static void verdict(const char *kernel, const float *got, const float *want, int n) {
  int bad = 0;
  for (int i = 0; i < n; ++i)
    bad += got[i] != want[i]; // small integers: exact in float
  std::printf("pad: %s %-40s (%d/%d wrong)\n", bad ? "FAIL" : "PASS", kernel, bad, n);
  fails += bad != 0;
}

static bool cuda_ok(cudaError_t err, const char *what) {
  if (err == cudaSuccess)
    return true;
  std::printf("pad: FAIL %s: %s (%s)\n", what, cudaGetErrorName(err), cudaGetErrorString(err));
  return false;
}

int main() {
  int devices = 0;
  if (!cuda_ok(cudaGetDeviceCount(&devices), "no CUDA device"))
    return 2;
  const int WW = PadW * PadW, Per = WW + 64; // transpose, colsum, cross
  std::vector<float> h_in(WW), h_out(2 * Per);
  for (int i = 0; i < WW; ++i)
    h_in[i] = float(i % 7 + 1);
  float *in, *out;
  if (!cuda_ok(cudaMalloc(&in, WW * sizeof(float)), "cudaMalloc") ||
      !cuda_ok(cudaMalloc(&out, 2 * Per * sizeof(float)), "cudaMalloc") ||
      !cuda_ok(cudaMemset(out, 0xff, 2 * Per * sizeof(float)), "cudaMemset") ||
      !cuda_ok(cudaMemcpy(in, h_in.data(), WW * sizeof(float), cudaMemcpyHostToDevice),
               "cudaMemcpy"))
    return 2;
  run_pad_x(in, out);
  if (!cuda_ok(cudaDeviceSynchronize(), "kernels of pad_x.cu"))
    return 2;
  run_pad_y(in, out + Per);
  if (!cuda_ok(cudaDeviceSynchronize(), "kernels of pad_y.cu"))
    return 2;
  if (!cuda_ok(cudaMemcpy(h_out.data(), out, 2 * Per * sizeof(float), cudaMemcpyDeviceToHost),
               "cudaMemcpy"))
    return 2;

  // Host reference.
  std::vector<float> tr(WW);
  for (int r = 0; r < PadW; ++r)
    for (int c = 0; c < PadW; ++c)
      tr[c * PadW + r] = h_in[r * PadW + c];
  auto rows = [&](float scale) {
    std::vector<float> v(32);
    for (int r = 0; r < 32; ++r) {
      float sum = 0;
      for (int k = 0; k < 32; ++k)
        sum += scale * h_in[r * 32 + k] * (k + 1);
      v[r] = sum;
    }
    return v;
  };
  const float *x = h_out.data(), *y = h_out.data() + Per;
  verdict("pad_transpose<32> (run_pad_x)", x, tr.data(), WW);
  verdict("pad_colsum_x", x + WW, rows(1.0f).data(), 32);
  verdict("pad_cross_x (fills; pad_row_y reads)", x + WW + 32, rows(2.0f).data(), 32);
  verdict("pad_transpose<32> (run_pad_y)", y, tr.data(), WW);
  verdict("pad_colsum_y", y + WW, rows(3.0f).data(), 32);
  verdict("pad_cross_y (fills; pad_row_x reads)", y + WW + 32, rows(4.0f).data(), 32);
  if (fails)
    std::printf("pad: FAIL %d of 6 kernels wrong\n", fails);
  else
    std::printf("pad: OK (6 kernels)\n");
  return fails ? 1 : 0;
}
