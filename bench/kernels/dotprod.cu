//===- dotprod.cu - batched dot products, NVIDIA-sample style --------------===//
// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
//
// Part of smemvec's benchmark suite (bench/suite.json).
//
// C[v] = sum_e A[v*E + e] * B[v*E + e] for v < V, written the way the CUDA
// samples' scalar-product kernel is written, without pragmas: each thread
// accumulates a strided slice of the vector in a runtime-trip loop of
// global loads (a reduction into a register, not a copy into shared
// memory), stores its partial sum into a 1024-float shared buffer, and a
// constant-trip outer loop with a halving stride (and a barrier) folds the
// buffer. nvcc unrolls the global-load loop by 4 and the halving loop fully
// (DESIGN.md: nvcc's one big win over clang in a 33-case sample set).
// Launch: grid (128), block (256), as the sample does; V and E multiples
// of 1024 are not required (E >= 1).
//
//===----------------------------------------------------------------------===//
#define ACCUM_N 1024

extern "C" __global__ void scalar_prod(float *C, const float *A,
                                       const float *B, int vectorN,
                                       int elementN) {
  __shared__ float accum[ACCUM_N];
  for (int vec = blockIdx.x; vec < vectorN; vec += gridDim.x) {
    int base = elementN * vec;
    int end = base + elementN;
    for (int i = threadIdx.x; i < ACCUM_N; i += blockDim.x) {
      float sum = 0;
      for (int pos = base + i; pos < end; pos += ACCUM_N)
        sum += A[pos] * B[pos];
      accum[i] = sum;
    }
    for (int stride = ACCUM_N / 2; stride > 0; stride >>= 1) {
      __syncthreads();
      for (int i = threadIdx.x; i < stride; i += blockDim.x)
        accum[i] += accum[stride + i];
    }
    __syncthreads();
    if (threadIdx.x == 0)
      C[vec] = accum[0];
  }
}
