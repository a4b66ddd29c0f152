// A device function that reads four consecutive floats of a shared tile by
// pointer. -inline-threshold=0 stands in for a callee too large for clang's
// inliner: stock clang keeps the call, and the function does four generic
// ld.b32. smemvec-inline inlines it (its decision does not depend on that
// threshold); then smemvec-align knows the tile row is 16-byte aligned and
// the four loads become one ld.shared.v4 in the kernel.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -mllvm -inline-threshold=0 -fpass-plugin=%plugin -o %t.on.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -mllvm -inline-threshold=0 -fpass-plugin=%plugin -mllvm -smemvec-inline=0 -o %t.off.ptx
// RUN: FileCheck %s --check-prefix=ON < %t.on.ptx
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx
// RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.off.ptx -o /dev/null %}

// sum4 itself stays (it has external linkage), unused by the kernel.
// ON-LABEL:  .visible .entry quad_sum(
// ON-NOT:    call
// ON:        ld.shared.v4.b32 {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, [%rd{{[0-9]+}}];
// ON-NOT:    ld.shared
// ON-NOT:    call
// ON:        // -- End function

// OFF-LABEL: .func  (.param .b32 func_retval0) _Z4sum4PKf(
// OFF:       ld.b32
// OFF:       ld.b32
// OFF:       ld.b32
// OFF:       ld.b32
// OFF-LABEL: .visible .entry quad_sum(
// OFF:       call.uni (retval0), _Z4sum4PKf,

__device__ float sum4(const float *p) { return (p[0] + p[1]) + (p[2] + p[3]); }

extern "C" __global__ void quad_sum(const float *in, float *out) {
  __shared__ float tile[256 * 4];
  int t = threadIdx.x;
  for (int k = 0; k < 4; k++)
    tile[k * 256 + t] = in[blockIdx.x * 1024 + k * 256 + t];
  __syncthreads();
  out[blockIdx.x * 256 + t] = sum4(tile + 4 * t);
}
