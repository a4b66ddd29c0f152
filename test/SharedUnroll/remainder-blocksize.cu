// Rule (r)'s one guard: a runtime-trip loop over shared memory whose trip
// count is the block size (`j < blockDim.x`, the k-loop of a tiled matmul
// written for any tile) keeps LLVM's rolled remainder: block sizes are
// multiples of the warp in practice, so no remainder trip runs, and the
// straight-line copies would be code for nothing. The same loop over a
// kernel argument (`j < n`) gets its three straight-line copies. PTX: the
// blockDim loop keeps 2 x 4 + 2 shared loads (unrolled body + rolled
// remainder body), the argument loop has 2 x 4 + 2 x 3. ptxas assembles it.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -Rpass=smemvec-unroll -Rpass-missed=smemvec-unroll -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %ptxas %t.ptx -o /dev/null
// RUN: sed -n '/.entry by_block/,/^}/p' %t.ptx | grep -c 'ld.shared' | FileCheck %s --check-prefix=TEN
// RUN: sed -n '/.entry by_arg/,/^}/p' %t.ptx | grep -c 'ld.shared' | FileCheck %s --check-prefix=FOURTEEN
//
// REMARK-DAG: remainder-blocksize.cu:[[#LOOP:]]:3: remark: remainder of a runtime unroll left rolled: the trip count is the block size (a multiple of the warp in practice: no remainder runs)
// REMARK-DAG: remainder-blocksize.cu:[[#LOOP]]:3: remark: unrolled the remainder of a runtime unroll straight-line (3 copies)
// TEN: {{^}}10{{$}}
// FOURTEEN: {{^}}14{{$}}

#define T 32

// One tile product, inlined into both kernels; the loop's bound is theirs.
__device__ __forceinline__ void tile_dot(const int *a, const int *b, int *c,
                                         unsigned n) {
  __shared__ int sa[T * T], sb[T * T];
  unsigned tx = threadIdx.x, ty = threadIdx.y;
  sa[ty * blockDim.x + tx] = a[ty * blockDim.x + tx];
  sb[ty * blockDim.x + tx] = b[ty * blockDim.x + tx];
  __syncthreads();
  int tmp = 0;
  for (unsigned j = 0; j < n; j++)
    tmp += sa[ty * blockDim.x + j] * sb[j * blockDim.x + tx];
  c[ty * blockDim.x + tx] = tmp;
}

extern "C" __global__ void by_block(const int *a, const int *b, int *c) {
  tile_dot(a, b, c, blockDim.x);
}

extern "C" __global__ void by_arg(const int *a, const int *b, int *c,
                                  unsigned n) {
  tile_dot(a, b, c, n);
}
