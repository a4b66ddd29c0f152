//===- lud_mwe.cu - the seed MWE, batched over blocks ---------------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// The one copy of the seed MWE: the benchmark suite (bench/suite.json), the
// LSV and cluster GPU checks, smemvec-report's example and the lit tests all
// compile this file (test/Inputs/lud2.ll is its unbatched device IR).
//
// The kernel of seed 000 (reduced from rodinia/lud) with inputs read from and
// results written to global memory, plus one batch element per block so that
// a launch has enough work to time (grid 1 is the seed's single problem):
//   in  : B x 50 floats (per block: dia 5x5, then peri_col 5x5, row-major)
//   out : B x 25 floats (peri_col after the update)
// Launch: grid (B), block (32): threads 0..4 work, the rest idle.
//
//===----------------------------------------------------------------------===//
#define BLOCK_SIZE 5

extern "C" __global__ void lud_mwe(const float *in, float *out) {
  __shared__ float dia[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float peri_col[BLOCK_SIZE][BLOCK_SIZE];
  const float *src = in + (size_t)blockIdx.x * 2 * BLOCK_SIZE * BLOCK_SIZE;
  float *dst = out + (size_t)blockIdx.x * BLOCK_SIZE * BLOCK_SIZE;
  int idx = threadIdx.x;
  if (idx < BLOCK_SIZE) {
    for (int i = 0; i < BLOCK_SIZE; i++) {
      dia[idx][i] = src[idx * BLOCK_SIZE + i];
      peri_col[idx][i] = src[BLOCK_SIZE * BLOCK_SIZE + idx * BLOCK_SIZE + i];
    }
  }
  __syncthreads();
  if (idx < BLOCK_SIZE) {
    for (int i = 0; i < BLOCK_SIZE; i++) {
      for (int j = 0; j < i; j++)
        peri_col[idx][i] -= dia[j][i];
      peri_col[idx][i] /= dia[i][i];
    }
    for (int i = 0; i < BLOCK_SIZE; i++)
      dst[idx * BLOCK_SIZE + i] = peri_col[idx][i];
  }
}
