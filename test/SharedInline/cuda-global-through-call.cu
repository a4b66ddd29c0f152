// A kernel hands its global pointer parameters to a large static member
// function that holds its own __shared__ tile (no shared pointer is passed).
// clang's inliner refuses the callee (too large), and in a call the
// parameters are generic: stock clang's callee does generic ld/st that
// ptxas cannot re-type. The plugin inlines it (under its budget: no .func
// left, every access .global or .shared), or, when the user said
// __noinline__, calls a clone with `.global` parameters.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -o %t.stock.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -o %t.on.ptx -Rpass=smemvec-inline 2>%t.remarks
// RUN: FileCheck %s --check-prefix=STOCK < %t.stock.ptx
// RUN: FileCheck %s --check-prefix=ON < %t.on.ptx
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: %if ptxas %{ %ptxas %t.stock.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}

// STOCK-LABEL: .entry tile_product(
// STOCK:       call.uni _ZN7TileMulILi16EE3runEPKfS2_Pfi,
// STOCK-LABEL: .weak .func _ZN7TileMulILi16EE3runEPKfS2_Pfi(
// STOCK:       ld.b32
// STOCK:       st.b32

// ON-NOT:      call.uni _ZN7TileMulILi16EE3runEPKfS2_Pfi,
// ON-LABEL:    .entry tile_product(
// ON-NOT:      {{(ld|st)}}.{{b32|f32}}
// ON:          ld.global{{(.nc)?}}.b32
// ON:          st.shared.b32
// ON-NOT:      {{(ld|st)}}.{{b32|f32}}
// ON:          ret;
// The __noinline__ helper stays a call, to a clone whose loads are global.
// ON-LABEL:    .entry scaled(
// ON:          call.uni _Z5scalePKfPfif_$_smemvec_$_global,
// ON-LABEL:    .func _Z5scalePKfPfif_$_smemvec_$_global(
// ON-NOT:      {{(ld|st)}}.{{b32|f32}}
// ON:          ld.global{{(.nc)?}}.b32
// ON:          st.global.b32
// ON-NOT:      {{(ld|st)}}.{{b32|f32}}
// ON:          ret;

// REMARK-DAG: remark: inlined '_ZN7TileMulILi16EE3runEPKfS2_Pfi' into 'tile_product': {{[0-9]+}} accesses through global pointer arguments become global
// REMARK-DAG: remark: call of '_Z5scalePKfPfif' in 'scaled' now calls '_Z5scalePKfPfif.smemvec.global': 2 accesses through global pointer arguments become global (not inlined: callee or call site is noinline)

#define STEP(k) acc += tile[ty][(k) % T] * b[(k) * n + col];
#define STEP4(k) STEP(k) STEP(k + 1) STEP(k + 2) STEP(k + 3)
#define STEP16(k) STEP4(k) STEP4(k + 4) STEP4(k + 8) STEP4(k + 12)
#define STEP64(k) STEP16(k) STEP16(k + 16) STEP16(k + 32) STEP16(k + 48)

template <int T> struct TileMul {
  static __device__ void run(const float *__restrict__ a,
                             const float *__restrict__ b, float *c, int n) {
    __shared__ float tile[T][T];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
    float acc = 0.f;
    for (int k0 = 0; k0 < n; k0 += 4 * T) {
      tile[ty][tx] = a[row * n + k0 + tx];
      __syncthreads();
      STEP64(0) STEP64(64) STEP64(128) STEP64(192)
      __syncthreads();
    }
    c[row * n + col] = acc;
  }
};

extern "C" __global__ void tile_product(const float *a, const float *b,
                                        float *c, int n) {
  TileMul<16>::run(a, b, c, n);
}

__device__ __noinline__ void scale(const float *__restrict__ in, float *out,
                                   int i, float f) {
  out[i] = in[i] * f;
}

extern "C" __global__ void scaled(const float *in, float *out, float f) {
  scale(in, out, blockIdx.x * blockDim.x + threadIdx.x, f);
}
