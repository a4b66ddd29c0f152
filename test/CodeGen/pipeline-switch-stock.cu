// -smemvec-pipeline=0 means "the stock pipeline" for every smemvec pass: on
// kernels that each pass changes (the kill-switch runs below prove it, one
// pass at a time), the PTX with the plugin loaded and the switch off is
// byte-identical to stock clang's, and so is opt's default<O3> IR plus
// llc's PTX to stock opt + llc. The passes still run by name with the
// switch off.
// REQUIRES: cuda
//
// clang: plugin + switch off == stock, byte for byte; plugin on differs.
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -o %t.stock.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-pipeline=0 -o %t.off.ptx
// RUN: cmp %t.stock.ptx %t.off.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -o %t.on.ptx
// RUN: not cmp -s %t.stock.ptx %t.on.ptx
//
// Every pass acts on this file: its own kill switch changes the PTX.
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-inline=0 -o %t.k-inline.ptx
// RUN: not cmp -s %t.on.ptx %t.k-inline.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-unroll=0 -o %t.k-unroll.ptx
// RUN: not cmp -s %t.on.ptx %t.k-unroll.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-unroll-handoff=0 -o %t.k-handoff.ptx
// RUN: not cmp -s %t.on.ptx %t.k-handoff.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-shared-base=0 -o %t.k-base.ptx
// RUN: not cmp -s %t.on.ptx %t.k-base.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-fma-guard=0 -o %t.k-fma.ptx
// RUN: not cmp -s %t.on.ptx %t.k-fma.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-align=0 -o %t.k-align.ptx
// RUN: not cmp -s %t.on.ptx %t.k-align.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-lsv=0 -o %t.k-lsv.ptx
// RUN: not cmp -s %t.on.ptx %t.k-lsv.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-cluster=0 -o %t.k-cluster.ptx
// RUN: not cmp -s %t.on.ptx %t.k-cluster.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S %s -fpass-plugin=%plugin -mllvm -smemvec-sched=off -o %t.k-sched.ptx
// RUN: not cmp -s %t.on.ptx %t.k-sched.ptx
//
// opt default<O3> + llc: IR and PTX identical to stock with the switch off.
// RUN: %clang_cuda --cuda-device-only -O3 -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.raw.ll
// RUN: opt -passes='default<O3>' %t.raw.ll -S -o %t.o3.stock.ll
// RUN: opt %loadplugin -smemvec-pipeline=0 -passes='default<O3>' %t.raw.ll -S -o %t.o3.off.ll
// RUN: cmp %t.o3.stock.ll %t.o3.off.ll
// RUN: opt %loadplugin -passes='default<O3>' %t.raw.ll -S -o %t.o3.on.ll
// RUN: not cmp -s %t.o3.stock.ll %t.o3.on.ll
// RUN: llc -O3 -mcpu=sm_90 %t.o3.stock.ll -o %t.llc.stock.ptx
// RUN: llc -O3 -mcpu=sm_90 %loadplugin -smemvec-pipeline=0 %t.o3.off.ll -o %t.llc.off.ptx
// RUN: cmp %t.llc.stock.ptx %t.llc.off.ptx
// RUN: llc -O3 -mcpu=sm_90 %loadplugin %t.o3.stock.ll -o %t.llc.on.ptx
// RUN: not cmp -s %t.llc.stock.ptx %t.llc.on.ptx
//
// By name with the switch off: each middle-end and IR codegen pass still
// runs (on stock O3 output, where the register tile is still rolled).
// RUN: opt %loadplugin -smemvec-pipeline=0 -passes='function(loop(smemvec-unroll)),smemvec-inline,smemvec-align,function(infer-address-spaces,smemvec-lsv)' %t.o3.stock.ll -S -o %t.names.ll
// RUN: FileCheck %s --check-prefix=NAMES < %t.names.ll
// NAMES-DAG: @_ZZ5everyE4tile = internal addrspace(3) global [8 x [256 x float]] undef, align 16
// NAMES-DAG: call noundef float @_Z4row3PKfi.smemvec.shared(ptr addrspace(3) {{(noundef )?}}@_ZZ5everyE4tile,
// NAMES-DAG: %smemvec.lsv = load <4 x i32>, ptr addrspace(3)
// NAMES-DAG: !{!"smemvec.unroll.full"}
// NAMES-DAG: !{!"smemvec.unroll.handoff"}
//
// RUN: %if ptxas %{ %ptxas %t.stock.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
// RUN: %if ptxas %{ %ptxas %t.llc.on.ptx -o /dev/null %}

struct P { int a; short b, c; float d; };

// smemvec-inline: a device function that reads a shared row through a
// generic pointer, kept outlined by __noinline__ (specialized to
// addrspace(3) parameters).
__device__ __noinline__ float row3(const float *row, int i) {
  return row[i] * row[i + 1] + row[i + 2];
}

extern "C" __global__ void every(const float *in, const P *ps, float *out, int K) {
  __shared__ float tile[8][16 * 16];   // register tile source (unroll), aligned rows
  __shared__ float bs[8][16 * 8];
  __shared__ P sp[64];                 // gapped struct loads (lsv)
  __shared__ float dia[5][5];          // interleaved loads (align + cluster)
  int t = threadIdx.x;
  if (t < 64) sp[t] = ps[t];
  if (t < 25) dia[t / 5][t % 5] = in[t];
  float acc[16 * 8] = {0};
  float ra[16], rb[8];
  int tx = t % 16, ty = t / 16;
  for (int k0 = 0; k0 < K; k0 += 8) {
    for (int i = t; i < 8 * 256; i += blockDim.x) tile[i / 256][i % 256] = in[k0 * 256 + i];
    for (int i = t; i < 8 * 128; i += blockDim.x) bs[i / 128][i % 128] = in[k0 * 128 + i + 7];
    __syncthreads();
    for (int k = 0; k < 8; ++k) {
      for (int m = 0; m < 16; ++m) ra[m] = tile[k][ty * 16 + m];
      for (int n = 0; n < 8; ++n) rb[n] = bs[k][tx * 8 + n];
      for (int m = 0; m < 16; ++m)
        for (int n = 0; n < 8; ++n) acc[m * 8 + n] += ra[m] * rb[n];
    }
    __syncthreads();
  }
  float s = 0;
  for (int i = 0; i < 4; ++i) s += dia[i][t % 5] + dia[i + 1][t % 5];
  P p = sp[t % 64];
  s += p.a + p.c + p.d;
  s += row3(&tile[0][0], t % 64);
  for (int m = 0; m < 16; ++m)
    for (int n = 0; n < 8; ++n)
      out[(ty * 16 + m) * 128 + tx * 8 + n] = acc[m * 8 + n] + s;
}

// smemvec-unroll's handoff: a 1-D block tile whose k-loop over a shared row
// is unrolled by one merge window and left to ptxas.
extern "C" __global__ void handoff(int K, const float *A, const float *B, float *C) {
  __shared__ float As[64 * 8];
  __shared__ float Bs[8 * 64];
  int col = threadIdx.x % 64, row = threadIdx.x / 64;
  float res[8] = {0.0f};
  for (int k0 = 0; k0 < K; k0 += 8) {
    As[threadIdx.x] = A[k0 * 64 + threadIdx.x];
    Bs[threadIdx.x] = B[k0 * 64 + threadIdx.x];
    __syncthreads();
    for (int d = 0; d < 8; ++d) {
      float b = Bs[d * 64 + col];
      for (int r = 0; r < 8; ++r) res[r] += As[(row * 8 + r) * 8 + d] * b;
    }
    __syncthreads();
  }
  for (int r = 0; r < 8; ++r) C[(row * 8 + r) * 64 + col] = res[r];
}

// smemvec-shared-base: pivots guarded by `ty == k`, unrolled: the diagonal
// at a constant address in one block per pivot.
extern "C" __global__ void pivots(float *m) {
  __shared__ float a[8][9];
  const int i = threadIdx.y, j = threadIdx.x;
  a[i][j] = m[i * 8 + j];
  __syncthreads();
#pragma unroll
  for (int k = 0; k < 7; ++k) {
    if (i == k && j > k)
      a[k][j] /= a[k][k];
    __syncthreads();
  }
  m[i * 8 + j] = a[i][j];
}

// smemvec-fma-guard: expf's last product is added in its block and stored
// in a guarded block after a shuffle (a store: SpeculativeExecution would
// hoist a division into the first block).
extern "C" __global__ void expsum(const float *in, float *out, int n) {
  const int t = threadIdx.x;
  const float e = expf(in[t]);
  float s = e + in[t + 32];
  s += __shfl_xor_sync(0xffffffffu, s, 1);
  if (t < n) {
    out[t] = e;
    out[n + t] = s;
  }
}
