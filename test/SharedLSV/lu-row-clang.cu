// The rodinia-style LU row loop compiled by clang -O3 with the plugin: the
// unrolled row loads s[t][j..j+7] become two 128-bit loads (SCEV proves
// them disjoint from the stores to s[t][i]); fewer shared instructions than
// with -smemvec-lsv=0.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -Rpass=smemvec-lsv -o %t.on.ptx 2> %t.remarks
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-lsv=0 -o %t.off.ptx
// RUN: %ptxcount %t.on.ptx --lt %t.off.ptx
// RUN: %ptxcount %t.on.ptx --pattern 'ld\.shared\.v4' --min 2
// RUN: FileCheck %s < %t.remarks
// RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

// CHECK-COUNT-2: lu-row-clang.cu:[[@LINE+11]]:{{[0-9]+}}: remark: merged 4 shared loads into one 128-bit load (0 gap bytes filled)

#define BS 16
__global__ void lu_row(const float *in, float *out) {
  __shared__ float s[BS][BS];
  int t = threadIdx.x;
  for (int i = 0; i < BS; i++) s[i][t] = in[i * BS + t];
  __syncthreads();
  for (int i = 0; i < BS; i++) {
    if (t > i) {
#pragma unroll 8
      for (int j = 0; j < i; j++) s[t][i] -= s[t][j] * s[j][i];
    }
    __syncthreads();
  }
  for (int i = 0; i < BS; i++) out[i * BS + t] = s[i][t];
}
