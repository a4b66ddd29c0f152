// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
// The third example spec's kernel (docs/examples/rowsum.tune.json): a C++
// kernel, a template in a namespace, so its PTX entry is a mangled name
// (_ZN7example6rowsumILi128ELi4EEEvPKfPfi). The spec names it
// "example::rowsum"; smemvec-tune finds the mangled entry (llvm-cxxfilt).
//
// out[r] = sum of row r of in (rows x cols, row-major): one block per row,
// BS threads, each summing U consecutive elements per step into a register,
// then a tree reduction over a shared array of BS floats.
#ifndef RS_BS
#define RS_BS 128
#endif
#ifndef RS_U
#define RS_U 4
#endif

namespace example {

template <int BS, int U>
__global__ void rowsum(const float *in, float *out, int cols) {
  static_assert(BS >= 32 && (BS & (BS - 1)) == 0, "rowsum: BS is a power of two >= 32");
  __shared__ float part[BS];
  const float *row = in + (long)blockIdx.x * cols;
  float acc = 0.0f;
  for (int c = threadIdx.x * U; c < cols; c += BS * U)
#pragma unroll
    for (int u = 0; u < U; ++u)
      if (c + u < cols)
        acc += row[c + u];
  part[threadIdx.x] = acc;
  __syncthreads();
  for (int s = BS / 2; s > 0; s /= 2) {
    if (threadIdx.x < s)
      part[threadIdx.x] += part[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = part[0];
}

// The instance this compile tunes (-DRS_BS, -DRS_U).
template __global__ void rowsum<RS_BS, RS_U>(const float *, float *, int);

} // namespace example
