// Tiled transposes as people write them (bench/kernels/pad_versioned.cu:
// TILE_DIM 32 and BLOCK_ROWS 8 as macros; here a template kernel <32, 16>),
// the block shape named only by the launch below (dim3), through clang: each
// kernel versioned on the shape its loops imply (docs/pad.md, "Versioning
// on blockDim"), the check and both bodies in the PTX, ptxas takes it.
// -smemvec-pad-version=0 gives the PTX of -smemvec-pad=0 (nothing else
// changes these kernels), and the default is versioning on.
// REQUIRES: cuda
// RUN: %clang_cuda --cuda-device-only -O3 -S -I %srcroot %s -fpass-plugin=%plugin -Rpass=smemvec-pad -Rpass-missed=smemvec-pad -o %t.on.ptx 2> %t.remarks
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: FileCheck %s < %t.on.ptx
// RUN: %if ptxas %{ %ptxas %t.on.ptx -o /dev/null %}
// RUN: %clang_cuda --cuda-device-only -O3 -S -I %srcroot %s -fpass-plugin=%plugin -mllvm -smemvec-pad-version=0 -o %t.nover.ptx
// RUN: %clang_cuda --cuda-device-only -O3 -S -I %srcroot %s -fpass-plugin=%plugin -mllvm -smemvec-pad=0 -o %t.off.ptx
// RUN: diff %t.nover.ptx %t.off.ptx
// RUN: FileCheck %s --check-prefix=OFF < %t.off.ptx

#include "bench/kernels/pad_versioned.cu"

// A template kernel, the other way people write it: its tile is a
// linkonce_odr static, laid out because an instantiated template kernel
// shows a per-TU compile (docs/pad.md, "Template and inline statics").
template <int Tile, int Rows>
__global__ void transposeRows(float *odata, const float *idata, int width) {
  __shared__ float tile[Tile][Tile];
  int x = blockIdx.x * Tile + threadIdx.x;
  int y = blockIdx.y * Tile + threadIdx.y;
  for (int j = 0; j < Tile; j += Rows)
    tile[threadIdx.y + j][threadIdx.x] = idata[(size_t)(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * Tile + threadIdx.x;
  y = blockIdx.x * Tile + threadIdx.y;
  for (int j = 0; j < Tile; j += Rows)
    odata[(size_t)(y + j) * width + x] = tile[threadIdx.x][threadIdx.y + j];
}

// REMARK-DAG: pad_versioned.cu:{{[0-9]+}}:1: remark: versioned 'pad_ver_transpose' on blockDim 32x8x1: shared array '_ZZ17pad_ver_transposeE4tile' swizzled in the copy for that shape, 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 992 -> 0, 8 accesses rewritten; any other shape runs the original layout
// REMARK-DAG: cuda-versioned.cu:{{[0-9]+}}:1: remark: versioned '_Z13transposeRowsILi32ELi16EEvPfPKfi' on blockDim 32x16x1: shared array '_ZZ13transposeRowsILi32ELi16EEvPfPKfiE4tile' swizzled in the copy for that shape, 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 992 -> 0, 4 accesses rewritten; any other shape runs the original layout
// REMARK-DAG: pad_versioned.cu:{{[0-9]+}}:1: remark: versioned 'pad_ver_transpose_idle' on blockDim 32x8x1: shared array '_ZZ22pad_ver_transpose_idleE4tile' swizzled in the copy for that shape, 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 992 -> 0, 8 accesses rewritten; any other shape runs the original layout
// REMARK-DAG: pad_versioned.cu:{{[0-9]+}}:1: remark: versioned 'pad_ver_transpose16' on blockDim 32x16x1: shared array '_ZZ19pad_ver_transpose16E4tile' swizzled in the copy for that shape, 4-byte column chunk XOR row mod 32: modeled bank conflicts per block 992 -> 0, 4 accesses rewritten; any other shape runs the original layout
// REMARK-NOT: remark

// Each kernel: the check, then the copy (swizzled: xor) and the original;
// each tile keeps its 4 KB (the swizzle is in place).
// CHECK:       .weak .shared .align 16 .b8 _ZZ13transposeRowsILi32ELi16EEvPfPKfiE4tile[4096];
// CHECK-LABEL: .visible .entry pad_ver_transpose(
// CHECK:       .shared .align {{[0-9]+}} .b8 _ZZ17pad_ver_transposeE4tile[4096];
// CHECK:       mov.u32 [[NX:%r[0-9]+]], %ntid.x;
// CHECK-NEXT:  setp.eq.b32 [[PX:%p[0-9]+]], [[NX]], 32;
// CHECK-NEXT:  mov.u32 [[NY:%r[0-9]+]], %ntid.y;
// CHECK-NEXT:  setp.eq.b32 [[PY:%p[0-9]+]], [[NY]], 8;
// CHECK-NEXT:  mov.u32 [[NZ:%r[0-9]+]], %ntid.z;
// CHECK-NEXT:  setp.eq.b32 [[PZ:%p[0-9]+]], [[NZ]], 1;
// CHECK-COUNT-8: xor.b64
// CHECK-NOT:   xor.b64
// CHECK:       .entry pad_ver_transpose16(
// CHECK:       setp.eq.b32 {{%p[0-9]+}}, {{%r[0-9]+}}, 32;
// CHECK:       setp.eq.b32 {{%p[0-9]+}}, {{%r[0-9]+}}, 16;
// CHECK-COUNT-4: xor.b64
// CHECK-NOT:   xor.b64
// CHECK:       .entry pad_ver_transpose_idle(
// CHECK:       .shared .align {{[0-9]+}} .b8 _ZZ22pad_ver_transpose_idleE4tile[4096];
// CHECK:       setp.eq.b32 {{%p[0-9]+}}, {{%r[0-9]+}}, 32;
// CHECK:       setp.eq.b32 {{%p[0-9]+}}, {{%r[0-9]+}}, 8;
// CHECK-COUNT-8: xor.b64
// CHECK-NOT:   xor.b64
// CHECK:       .entry _Z13transposeRowsILi32ELi16EEvPfPKfi(
// CHECK:       setp.eq.b32 {{%p[0-9]+}}, {{%r[0-9]+}}, 32;
// CHECK:       setp.eq.b32 {{%p[0-9]+}}, {{%r[0-9]+}}, 16;
// CHECK-COUNT-4: xor.b64
// CHECK-NOT:   xor.b64

// OFF-NOT: ntid
// OFF-NOT: xor.b64

// The host side: the shape exists only here.
void transpose(float *out, const float *in, int n) {
  dim3 threads(TILE_DIM, BLOCK_ROWS), grid(n / TILE_DIM, n / TILE_DIM);
  pad_ver_transpose<<<grid, threads>>>(out, in, n);
  transposeRows<TILE_DIM, 16><<<grid, dim3(TILE_DIM, 16)>>>(out, in, n);
  pad_ver_transpose16<<<grid, dim3(TILE_DIM, 16)>>>(out, in, n);
  pad_ver_transpose_idle<<<grid, threads>>>(out, in, n);
}
