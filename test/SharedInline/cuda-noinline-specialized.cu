// __noinline__ wins over inlining: the templated device function stays a
// call, but to a clone of it whose pointer parameter is shared, so its
// accesses are ld/st.shared instead of generic ld/st.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -o %t.on.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-inline=0 -o %t.off.ptx
// RUN: FileCheck %s --check-prefix=ON < %t.on.ptx
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx
// RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

// ON-LABEL: .entry axpy_rows(
// ON:       call.uni _Z4axpyILi8EEvPffi_$_smemvec_$_shared,
// ON-LABEL: .func _Z4axpyILi8EEvPffi_$_smemvec_$_shared(
// 16 loads and 8 stores of the row, all shared.
// ON-COUNT-24: {{ld|st}}.shared.b32
// ON-NOT:   {{(ld|st)}}.b32
// ON:       ret;

// OFF-LABEL: .entry axpy_rows(
// OFF:       call.uni _Z4axpyILi8EEvPffi,
// OFF-LABEL: .weak .func _Z4axpyILi8EEvPffi(
// OFF-COUNT-24: {{ld|st}}.b32
// OFF-NOT:   {{(ld|st)}}.shared

template <int N>
__device__ __noinline__ void axpy(float *row, float a, int stride) {
#pragma unroll
  for (int i = 0; i < N; i++)
    row[i * stride] = a * row[i * stride] + row[i * stride + 1];
}

extern "C" __global__ void axpy_rows(const float *in, float *out, float a) {
  __shared__ float tile[32 * 17];
  int t = threadIdx.x;
  for (int k = 0; k < 17; k++)
    tile[k * 32 + t] = in[blockIdx.x * 544 + k * 32 + t];
  __syncthreads();
  axpy<8>(tile + t * 17, a, 2);
  __syncthreads();
  for (int k = 0; k < 17; k++)
    out[blockIdx.x * 544 + k * 32 + t] = tile[k * 32 + t];
}
