// Dynamic shared memory (`extern __shared__`) and a shared array defined in
// another translation unit (`-fgpu-rdc`): their symbols are `.extern` in the
// PTX, and `mov.b64 %rdN, sym;` of an extern symbol is as valid as of a
// defined one, so they get their register like any shared global; the
// object assembles with `ptxas -c` and the accesses keep their offsets.
// REQUIRES: cuda, ptxas
// RUN: %clang_cuda --cuda-device-only -O3 -S -fgpu-rdc %s -fpass-plugin=%plugin -Rpass=smemvec-shared-base -o %t.ptx 2>&1 | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark
// RUN: %ptxas -c %t.ptx -o /dev/null
// RUN: FileCheck %s < %t.ptx

extern __shared__ float dyn[];
extern __device__ __shared__ float other[64];

extern "C" __global__ void k(float *o, int c) {
  dyn[threadIdx.x] = o[threadIdx.x];
  __syncthreads();
  float s = 0;
  if (c > 1)
    s += dyn[3] + other[5];
  if (c > 2)
    s += dyn[7] + other[9];
  if (c > 3)
    s += dyn[11] + other[1];
  o[threadIdx.x] = s;
}

// REMARK-DAG: remark: addressing shared global 'dyn' through one register: 3 constant addresses in 3 blocks
// REMARK-DAG: remark: addressing shared global 'other' through one register: 3 constant addresses in 3 blocks

// CHECK-DAG: .extern .shared .align 16 .b8 dyn[];
// CHECK-DAG: .extern .shared .align 4 .b8 other[256];
// CHECK-LABEL: .entry k(
// CHECK-DAG:   mov.b64 %rd[[D:[0-9]+]], dyn;
// CHECK-DAG:   mov.b64 %rd[[O:[0-9]+]], other;
// CHECK-DAG:   ld.shared.b32 %r{{[0-9]+}}, [%rd[[D]]+12];
// CHECK-DAG:   ld.shared.b32 %r{{[0-9]+}}, [%rd[[O]]+20];
// CHECK-DAG:   ld.shared.b32 %r{{[0-9]+}}, [%rd[[D]]+44];
// CHECK-DAG:   ld.shared.b32 %r{{[0-9]+}}, [%rd[[O]]+4];
// CHECK-NOT:   [dyn+
// CHECK-NOT:   [other+
