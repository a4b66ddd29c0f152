// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Exactly 48 KB of static shared memory (issue 10): stock clang builds it;
// raising both objects to 16 made ptxas reject it (0xc004 bytes, 0xc000 max).
__global__ void k48(const float *in, float *out) {
  __shared__ float tile[12287];
  __shared__ int flag;
  int t = threadIdx.x;
  for (int i = t; i < 12287; i += blockDim.x)
    tile[i] = in[i];
  if (t == 0)
    flag = 1;
  __syncthreads();
  out[t] = tile[4 * t] + tile[4 * t + 1] + tile[4 * t + 2] + tile[4 * t + 3] + flag;
}
