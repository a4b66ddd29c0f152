// The seed MWE (rodinia/lud, ../shared/seeds/000_feb192ccf81c2c63.txt) with
// inputs read from and results written to global memory, so nothing is dead.
#define BLOCK_SIZE 5
__global__ void lud2(const float *in, float *out) {
  __shared__ float dia[BLOCK_SIZE][BLOCK_SIZE];
  __shared__ float peri_col[BLOCK_SIZE][BLOCK_SIZE];
  int idx = threadIdx.x;
  if (idx < BLOCK_SIZE) {
    for (int i = 0; i < BLOCK_SIZE; i++) {
      dia[idx][i] = in[idx * BLOCK_SIZE + i];
      peri_col[idx][i] = in[BLOCK_SIZE * BLOCK_SIZE + idx * BLOCK_SIZE + i];
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
      out[idx * BLOCK_SIZE + i] = peri_col[idx][i];
  }
}
