// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// A row of four floats read from a __shared__ tile: the plugin raises the
// tile's alignment (remark GlobalAligned) so the reads become one v4 load.
__global__ void rows(const float *in, float *out) {
  __shared__ float tile[64][4];
  unsigned t = threadIdx.x;
  for (int i = 0; i < 4; ++i)
    tile[t][i] = in[4 * t + i];
  __syncthreads();
  out[t] = tile[t ^ 1][0] + tile[t ^ 1][1] + tile[t ^ 1][2] + tile[t ^ 1][3];
}
