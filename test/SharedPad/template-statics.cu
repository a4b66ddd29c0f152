// Template and inline-function statics through clang, as people write them:
// a templated transpose tile and a tile behind an inline accessor. Without
// -fgpu-rdc the module is a whole device program (the template kernel has
// external linkage: smemvec::perTUWitness) and both are padded; with
// -fgpu-rdc other TUs may share them, and the remarks give advice instead,
// at the source line of the access with the most conflicts.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-pad=1 -Rpass=smemvec-pad -Rpass-missed=smemvec-pad -o %t.tu.ptx 2> %t.tu.remarks
// RUN: FileCheck %s --check-prefix=TU < %t.tu.remarks
// RUN: FileCheck %s --check-prefix=TUPTX < %t.tu.ptx
// RUN: %clang_cuda --cuda-device-only -fgpu-rdc -gline-tables-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-pad=1 -Rpass=smemvec-pad -Rpass-missed=smemvec-pad -o %t.rdc.ptx 2> %t.rdc.remarks
// RUN: FileCheck %s --check-prefix=RDC < %t.rdc.remarks
// RUN: FileCheck %s --check-prefix=RDCPTX < %t.rdc.ptx
// RUN: %if ptxas %{ %ptxas %t.tu.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.rdc.ptx -o /dev/null %}

// TU-DAG: remark: padded shared array '_ZZ11transpose_tILi32EEvPfPKfE4tile' from a row pitch of 128 to 132 bytes: modeled bank conflicts per block 992 -> 0, 8 accesses rewritten, +128 bytes
// TU-DAG: remark: padded shared array '_ZZ7scratchvE1s' from a row pitch of 128 to 144 bytes
// TUPTX-DAG: .weak .shared .align 16 .b8 _ZZ11transpose_tILi32EEvPfPKfE4tile[4224];
// TUPTX-DAG: .weak .shared .align 16 .b8 _ZZ7scratchvE1s[4608];
// RDC-DAG: template-statics.cu:{{[0-9]+}}:{{[0-9]+}}: remark: left shared array '_ZZ11transpose_tILi32EEvPfPKfE4tile': visible to other TUs or the linker (no template kernel with external linkage shows a per-TU compile; under -fgpu-rdc other TUs share it); modeled bank conflicts per block 992 in 1056 wavefronts; by hand: declare it [32][33] (0 conflicts)
// RDC-DAG: template-statics.cu:{{[0-9]+}}:{{[0-9]+}}: remark: left shared array '_ZZ7scratchvE1s': visible to other TUs or the linker
// RDCPTX-DAG: _ZZ11transpose_tILi32EEvPfPKfE4tile[4096];
// RDCPTX-DAG: _ZZ7scratchvE1s[4096];

template <int N>
__global__ void transpose_t(float *out, const float *in) {
  if (blockDim.x != N || blockDim.y != 8)
    __trap();
  __shared__ float tile[N][N];
  int x = blockIdx.x * N + threadIdx.x, y = blockIdx.y * N + threadIdx.y;
  int w = gridDim.x * N;
#pragma unroll
  for (int j = 0; j < N; j += 8)
    tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * w + x];
  __syncthreads();
  x = blockIdx.y * N + threadIdx.x;
  y = blockIdx.x * N + threadIdx.y;
#pragma unroll
  for (int j = 0; j < N; j += 8)
    out[(y + j) * w + x] = tile[threadIdx.x][threadIdx.y + j];
}
template __global__ void transpose_t<32>(float *, const float *);

__device__ inline float (*scratch())[32] {
  static __shared__ float s[32][32];
  return s;
}

__global__ void column_sums(float *out, const float *in) {
  if (blockDim.x != 32 || blockDim.y != 8)
    __trap();
  float (*s)[32] = scratch();
  for (int j = 0; j < 32; j += 8)
    s[threadIdx.y + j][threadIdx.x] = in[(threadIdx.y + j) * 32 + threadIdx.x];
  __syncthreads();
  if (threadIdx.y == 0) {
    float sum = 0;
    for (int k = 0; k < 32; ++k)
      sum += s[threadIdx.x][k];
    out[threadIdx.x] = sum;
  }
}
