// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// Test-only naive GEMM with the suite's sgemm interface (row-major C = A*B),
// so the fake-GPU harness test exercises the cuBLAS comparison path.
extern "C" __global__ void sgemm(int M, int N, int K, const float *A, const float *B, float *C) {
  __shared__ float row[64];
  int r = blockIdx.y, c = blockIdx.x * blockDim.x + threadIdx.x;
  for (int k = threadIdx.x; k < K; k += blockDim.x)
    row[k] = A[r * K + k];
  __syncthreads();
  float acc = 0.0f;
  for (int k = 0; k < K; k++)
    acc += row[k] * B[k * N + c];
  C[r * N + c] = acc;
}
