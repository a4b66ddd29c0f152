// Calls that pass shared memory in shapes the pass must survive: dynamic
// (extern) shared memory, a shared atomic through a pointer, recursion, a
// virtual call, a function pointer, a pointer that may be global, debug
// info. The O3 pipeline verifies the IR after every pass, ptxas assembles
// the device compile's PTX, and the PTX shows what happened to each call.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -g -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.raw.ll
// RUN: %opt %loadplugin -passes='default<O3>' -verify-each -pass-remarks=smemvec-inline -pass-remarks-missed=smemvec-inline %t.raw.ll -S -o %t.o3.ll 2>%t.remarks
// RUN: %clang_cuda --cuda-device-only -O3 -g -S %s -fpass-plugin=%plugin -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %if ptxas %{ %ptxas -c %t.ptx -o /dev/null %}

// bumps and scale2 are small: clang's own inliner takes them first, so only
// the recursive call is reported.
// REMARK: remark: {{.*}}call of '_Z7sum_recPKfi' in 'odd_calls' passes shared memory but is left alone: callee is recursive
// REMARK-NOT: remark

// The recursive function itself keeps generic accesses.
// CHECK-LABEL: .func  (.param .b32 func_retval0) _Z7sum_recPKfi(
// CHECK:       ld.b32
// In the kernel: the atomic through the pointer and scale2's accesses to the
// dynamic shared buffer are shared; the recursive call, the virtual call and
// the call through a function pointer stay calls; scale2 on a pointer that
// may be global keeps its generic ld/st.
// CHECK-LABEL: .entry odd_calls(
// CHECK:       atom.shared.add.u32
// CHECK:       ld.shared.b32
// CHECK:       st.shared.b32
// CHECK:       call.uni (retval0), _Z7sum_recPKfi, (param0, param1);
// CHECK:       call (retval0), %rd{{[0-9]+}}, (param0, param1), prototype_{{[0-9]+}};
// CHECK:       call (retval0), %rd{{[0-9]+}}, (param0), prototype_{{[0-9]+}};
// CHECK:       ld.b32
// CHECK:       st.b32
// CHECK:       // -- End function

struct Op {
  __device__ virtual float apply(float *p) { return p[0]; }
};
struct Twice : Op {
  __device__ float apply(float *p) override { return 2.0f * p[1]; }
};

__device__ __noinline__ float sum_rec(const float *p, int n) {
  return n == 0 ? 0.0f : p[0] + sum_rec(p + 1, n - 1);
}

// Large enough (with -O3's unrolling) not to matter: the pass decides.
__device__ void bumps(unsigned *counters, unsigned v) {
  atomicAdd(&counters[v % 32], 1u);
}

__device__ void scale2(float *p, int n) {
  for (int i = 0; i < n; i++)
    p[i] *= 2.0f;
}

__device__ float first(float *p) { return p[0]; }
__device__ float (*volatile fnptr)(float *) = first;

extern "C" __global__ void odd_calls(const float *in, float *out, int n,
                                     int pick) {
  extern __shared__ float dyn[];
  __shared__ unsigned counters[32];
  int t = threadIdx.x;
  if (t < 32)
    counters[t] = 0;
  dyn[t] = in[blockIdx.x * blockDim.x + t];
  __syncthreads();
  bumps(counters, (unsigned)(dyn[t] * 100.0f));
  scale2(dyn + (t & ~7), 8);
  __syncthreads();
  float r = sum_rec(dyn, n & 7);
  Twice twice;
  Op base;
  Op *op = pick > 1 ? &twice : &base;
  float v = op->apply(dyn + t);
  float w = fnptr(dyn + t);
  float *maybe = pick ? dyn : out;
  scale2(maybe + t, 1);
  out[blockIdx.x * blockDim.x + t] = r + v + w + (float)counters[t & 31];
}
